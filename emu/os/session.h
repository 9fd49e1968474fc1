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
/* From now on host SIGINT/SIGTERM stop the guest at the next instruction boundary,
   also during setup (the run then ends at once) and when it is blocked in a read or
   write (which fails with EINTR); session_finish reports it. restart = 1 after the run,
   so that the profiler's own writes are not interrupted. */
void session_catch_stop_signals(int restart);
int fault_signal_number(enum fault_kind k);

#endif
