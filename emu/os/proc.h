/* Guest processes (proc.c): fork, execve, waitpid, pipe, process groups, kill to other
   processes, signal masks and waits, and what the front ends need around them: the
   profiler's hooks at fork and exec, the guest argv[0] of an exec'd image, and a child's
   death by the signal that killed its guest. */
#ifndef PA64_PROC_H
#define PA64_PROC_H
#include <stdint.h>
#include "session.h"

struct proc_hooks {
    /* In the child, right after fork. */
    void (*forked)(void *arg);
    /* Before the process image is replaced (the profile must be written now). For a
       PA-64 program (pa64 = 1) it also gives the emulator's command line up to the
       program: argv[0] "pa64" or "csprof" and options, at most max entries; returns
       how many, or -1 to refuse the exec (EACCES). */
    int (*exec)(const char *prog, int pa64, const char **tool_argv, int max, void *arg);
    /* The host execve failed after exec() ran: the run goes on. */
    void (*exec_failed)(void *arg);
    void *arg;
};
void proc_set_hooks(const struct proc_hooks *h);

int64_t proc_syscall(struct cpu *c, struct process *p, unsigned n, uint64_t a0, uint64_t a1, uint64_t a2);
int64_t proc_kill(struct cpu *c, int64_t pid, int64_t sig);
int64_t proc_close(int64_t fd);
/* The guest's argv: argv itself, or for an image an execve started, a copy with the
   argv[0] that execve gave (the host command line carries the program's path). Also
   takes over the signal state execve keeps. */
char **proc_guest_argv(int argc, char **argv);
/* The front end's last word: a forked or exec'd process whose guest died of a signal
   dies of it too (so its parent's waitpid sees WIFSIGNALED); otherwise status. */
int proc_exit_status(const struct session *s, int status);
#endif
