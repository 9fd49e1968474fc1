/* newlib's <signal.h> with the sigaction flags it leaves out for this target; the values
   are the emulator's (docs/guest-abi.md, emu/os/signals.h GSA_*). */
#include_next <signal.h>
#ifndef PA64RT_SIGNAL_H
#define PA64RT_SIGNAL_H
#ifndef SA_SIGINFO
#define SA_SIGINFO   0x02
#endif
#ifndef SA_ONSTACK
#define SA_ONSTACK   0x04
#endif
#define SA_RESETHAND 0x08
#define SA_NODEFER   0x10
#define SA_RESTART   0x20
#define SA_NOCLDWAIT 0x40
/* newlib's struct sigaction for this target has no sa_sigaction: it shares sa_handler,
   as POSIX allows; with SA_SIGINFO the handler gets (sig, siginfo_t *, NULL). */
#ifndef sa_sigaction
#define sa_sigaction sa_handler
#endif
/* si_code of SIGCHLD (Linux's values, which the emulator passes on). */
#define CLD_EXITED    1
#define CLD_KILLED    2
#define CLD_DUMPED    3
#define CLD_TRAPPED   4
#define CLD_STOPPED   5
#define CLD_CONTINUED 6
#define SIG_HOLD ((_sig_func_ptr)2)   /* sigset's; never reaches the emulator */
int sighold(int sig);
int sigrelse(int sig);
int sigignore(int sig);
_sig_func_ptr sigset(int sig, _sig_func_ptr disp);
#endif
