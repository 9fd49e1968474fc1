/* POSIX signal calls of the runtime: sigaction, sigprocmask, sigpending, sigsuspend,
   pause, alarm, and the set operations as functions (newlib has them as macros only). */
#define _DEFAULT_SOURCE
#include <errno.h>
#include <signal.h>
#include <unistd.h>
#include "alias.h"
#include "syscall.h"
#include "syscall-proc.h"

int _sigprocmask(int how, const sigset_t *set, sigset_t *old);

int sigaction(int sig, const struct sigaction *act, struct sigaction *old)
{
    return (int)__pa64_result(__pa64_sys_sigaction(sig, act, old));
}

int _sigprocmask(int how, const sigset_t *set, sigset_t *old)
{
    return (int)__pa64_result(__pa64_sys_sigprocmask(how, set, old));
}

int sigaltstack(const stack_t *restrict ss, stack_t *restrict old)
{
    return (int)__pa64_result(__pa64_sys_sigaltstack(ss, old));
}

int sigpending(sigset_t *set) { return (int)__pa64_result(__pa64_sys_sigpending(set)); }
int sigsuspend(const sigset_t *set) { return (int)__pa64_result(__pa64_sys_sigsuspend(set)); }
int pause(void) { return (int)__pa64_result(__pa64_sys_pause()); }
unsigned alarm(unsigned secs) { return (unsigned)__pa64_sys_alarm(secs); }

/* 32 is no signal: real-time ones are SIGRTMIN..SIGRTMAX (33..63). */
static int bad_signal(int sig) { if (sig > 0 && sig < NSIG && sig != 32) return 0; errno = EINVAL; return 1; }

/* The System V calls (XSI): hold, release, ignore, set with SIG_HOLD, pause. */
static int mask_one(int how, int sig)
{
    if (bad_signal(sig)) return -1;
    sigset_t s = (sigset_t)1 << sig;
    return _sigprocmask(how, &s, 0);
}

int sighold(int sig) { return mask_one(SIG_BLOCK, sig); }
int sigrelse(int sig) { return mask_one(SIG_UNBLOCK, sig); }

int sigignore(int sig)
{
    struct sigaction sa = { 0 };
    sa.sa_handler = SIG_IGN;
    return sigaction(sig, &sa, 0);
}

_sig_func_ptr sigset(int sig, _sig_func_ptr disp)
{
    struct sigaction sa = { 0 }, old;
    sigset_t one = (sigset_t)1 << sig, mask;
    if (bad_signal(sig) || sigaction(sig, 0, &old) || _sigprocmask(SIG_BLOCK, 0, &mask)) return SIG_ERR;
    _sig_func_ptr prev = (mask & one) ? SIG_HOLD : old.sa_handler;
    if (disp == SIG_HOLD) return _sigprocmask(SIG_BLOCK, &one, 0) ? SIG_ERR : prev;
    sa.sa_handler = disp;
    if (sigaction(sig, &sa, 0) || _sigprocmask(SIG_UNBLOCK, &one, 0)) return SIG_ERR;
    return prev;
}

/* XSI sigpause (newlib names it __xpg_sigpause): wait with sig removed from the mask. */
int __xpg_sigpause(int sig);
int __xpg_sigpause(int sig)
{
    sigset_t mask;
    if (bad_signal(sig) || _sigprocmask(SIG_BLOCK, 0, &mask)) return -1;
    mask &= ~((sigset_t)1 << sig);
    return sigsuspend(&mask);
}

int killpg(pid_t pgrp, int sig)
{
    if (pgrp < 0) { errno = EINVAL; return -1; }
    return kill(-pgrp, sig);
}

int sigwait(const sigset_t *set, int *sig)
{
    long r;
    do r = __pa64_sys_sigwait(set);        /* a thread's wait a handler ended: again */
    while (r == -EINTR);
    if (r < 0) return (int)-r;                 /* sigwait returns the error number */
    *sig = (int)r;
    return 0;
}

/* The macros do not check the number; the functions do, as POSIX asks. */
#undef sigemptyset
#undef sigfillset
#undef sigaddset
#undef sigdelset
#undef sigismember
int sigemptyset(sigset_t *s) { *s = 0; return 0; }
int sigfillset(sigset_t *s) { *s = ~(sigset_t)1; return 0; }
int sigaddset(sigset_t *s, int sig) { if (bad_signal(sig)) return -1; *s |= (sigset_t)1 << sig; return 0; }
int sigdelset(sigset_t *s, int sig) { if (bad_signal(sig)) return -1; *s &= ~((sigset_t)1 << sig); return 0; }
int sigismember(const sigset_t *s, int sig) { if (bad_signal(sig)) return -1; return (int)(*s >> sig & 1); }

PA64_WEAK_ALIAS(sigprocmask, _sigprocmask);
