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

int sigpending(sigset_t *set) { return (int)__pa64_result(__pa64_sys_sigpending(set)); }
int sigsuspend(const sigset_t *set) { return (int)__pa64_result(__pa64_sys_sigsuspend(set)); }
int pause(void) { return (int)__pa64_result(__pa64_sys_pause()); }
unsigned alarm(unsigned secs) { return (unsigned)__pa64_sys_alarm(secs); }

int sighold(int sig)
{
    sigset_t s = (sigset_t)1 << sig;
    return _sigprocmask(SIG_BLOCK, &s, 0);
}

int sigrelse(int sig)
{
    sigset_t s = (sigset_t)1 << sig;
    return _sigprocmask(SIG_UNBLOCK, &s, 0);
}

/* The macros do not check the number; the functions do, as POSIX asks. */
#undef sigemptyset
#undef sigfillset
#undef sigaddset
#undef sigdelset
#undef sigismember
static int bad_signal(int sig) { if (sig > 0 && sig < NSIG) return 0; errno = EINVAL; return 1; }
int sigemptyset(sigset_t *s) { *s = 0; return 0; }
int sigfillset(sigset_t *s) { *s = ~(sigset_t)1; return 0; }
int sigaddset(sigset_t *s, int sig) { if (bad_signal(sig)) return -1; *s |= (sigset_t)1 << sig; return 0; }
int sigdelset(sigset_t *s, int sig) { if (bad_signal(sig)) return -1; *s &= ~((sigset_t)1 << sig); return 0; }
int sigismember(const sigset_t *s, int sig) { if (bad_signal(sig)) return -1; return (int)(*s >> sig & 1); }

PA64_WEAK_ALIAS(sigprocmask, _sigprocmask);
