/* The real-time signal calls of the runtime: sigqueue, sigwaitinfo, sigtimedwait
   (system calls 560 and 561, docs/guest-abi.md). */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <signal.h>
#include <string.h>
#include <time.h>
#include "syscall.h"
#include "syscall-proc.h"

int sigqueue(pid_t pid, int sig, const union sigval value)
{
    unsigned long v = 0;
    memcpy(&v, &value, sizeof value < sizeof v ? sizeof value : sizeof v);
    return (int)__pa64_result(__pa64_sys_sigqueue(pid, sig, v));
}

/* A thread's timed wait ends as the scheduler's do (ETIMEDOUT); POSIX says EAGAIN. */
int sigtimedwait(const sigset_t *set, siginfo_t *info, const struct timespec *timeout)
{
    long r = __pa64_sys_sigtimedwait(set, info, timeout);
    return (int)__pa64_result(r == -ETIMEDOUT ? -EAGAIN : r);
}

int sigwaitinfo(const sigset_t *set, siginfo_t *info)
{
    return (int)__pa64_result(__pa64_sys_sigtimedwait(set, info, 0));
}
