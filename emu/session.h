/* One guest program from load to exit, shared by bin/pa64 and bin/csprof: load and
   set up, run with signal delivery, exit(main's value) for dld-started programs, and the
   final report (guest fault line, death by signal, host interrupt). */
#ifndef PA64_SESSION_H
#define PA64_SESSION_H
#include "loader.h"
#include "run.h"

struct session {
    const char *tool;            /* prefix of messages: "pa64", "csprof" */
    struct image im;
    struct process proc;
    struct cpu c;
    enum stop_reason why;
    int status;
};

/* Reads and checks the program file (argv[0]). */
int session_open(struct session *s, const char *path);
/* Maps it, builds the stack, loads its DLLs -- no guest code runs yet. */
int session_setup(struct session *s, int argc, char **argv);
/* Both of the above. */
int session_load(struct session *s, int argc, char **argv);
/* Runs the dld's initializers (dynamic programs) and the rest of the program. */
void session_run(struct session *s);
/* Prints what ended the run when it was not a normal exit; returns the exit status. */
int session_finish(struct session *s);
/* Async-signal-safe: stop the guest at the next instruction boundary (host SIGINT). */
void session_interrupt(struct session *s, int sig);
int fault_signal_number(enum fault_kind k);

#endif
