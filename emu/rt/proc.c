/* Process calls of the runtime: fork (vfork is fork), waitpid and wait, pipe, the
   process ids, groups and sessions, over the emulator's system calls. */
#define _DEFAULT_SOURCE
#include <errno.h>
#include <sys/types.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>
#include "alias.h"
#include "syscall.h"
#include "syscall-proc.h"

int _fork(void);
int _wait(int *status);

/* Set by libpthread's pthread_atfork: phase 0 before the fork (prepare handlers, last
   registered first), 1 in the parent and 2 in the child after it (registration order). */
void (*__pa64_fork_hook)(int phase);

int _fork(void)
{
    void (*hook)(int) = __pa64_fork_hook;
    if (hook) hook(0);
    int r = (int)__pa64_result(__pa64_sys_fork());
    if (hook) hook(r == 0 ? 2 : 1);
    return r;
}
pid_t vfork(void) { return _fork(); }

pid_t waitpid(pid_t pid, int *status, int options)
{
    return (pid_t)__pa64_result(__pa64_sys_waitpid(pid, status, options));
}

int _wait(int *status) { return waitpid(-1, status, 0); }

pid_t wait3(int *status, int options, struct rusage *ru)
{
    return (pid_t)__pa64_result(__pa64_sys_wait3(status, options, ru));
}

int getgroups(int size, gid_t list[]) { return (int)__pa64_result(__pa64_sys_getgroups(size, list)); }

int pipe(int fds[2]) { return (int)__pa64_result(__pa64_sys_pipe(fds)); }
pid_t getppid(void) { return (pid_t)__pa64_sys_getppid(); }
pid_t setsid(void) { return (pid_t)__pa64_result(__pa64_sys_setsid()); }
pid_t getsid(pid_t pid) { return (pid_t)__pa64_result(__pa64_sys_getsid(pid)); }
int setpgid(pid_t pid, pid_t pgid) { return (int)__pa64_result(__pa64_sys_setpgid(pid, pgid)); }
pid_t getpgid(pid_t pid) { return (pid_t)__pa64_result(__pa64_sys_getpgid(pid)); }
pid_t getpgrp(void) { return getpgid(0); }
int setpgrp(void) { return setpgid(0, 0); }

PA64_WEAK_ALIAS(fork, _fork);
PA64_WEAK_ALIAS(wait, _wait);
