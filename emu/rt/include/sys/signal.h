/* newlib's <sys/signal.h> with the real-time signals and the siginfo_t of the emulator
   (docs/guest-abi.md "Real-time signals"): newlib's siginfo_t has no si_pid, and this
   target has no SIGRTMIN. Its own siginfo_t and the two calls that take one are renamed
   while it is read, then declared here. */
#ifndef PA64RT_SYS_SIGNAL_H
#define PA64RT_SYS_SIGNAL_H
#define siginfo_t __pa64_newlib_siginfo_t
#define sigwaitinfo __pa64_newlib_sigwaitinfo
#define sigtimedwait __pa64_newlib_sigtimedwait
#include_next <sys/signal.h>
#undef siginfo_t
#undef sigwaitinfo
#undef sigtimedwait
#include <sys/types.h>

/* newlib's macros shift an int: no signal above 31, and no EINVAL for a bad number.
   The runtime's functions (emu/rt/sigaction.c) do both. */
#undef sigaddset
#undef sigdelset
#undef sigemptyset
#undef sigfillset
#undef sigismember

#if defined(_POSIX_REALTIME_SIGNALS) || __POSIX_VISIBLE >= 199309
/* The layout the emulator stores (emu/os/signals.h SF_INFO): 48 bytes. */
typedef struct {
    int si_signo;           /* signal number */
    int si_code;            /* SI_USER, SI_QUEUE, ...; CLD_* for SIGCHLD */
    union sigval si_value;  /* sigqueue's value */
    pid_t si_pid;           /* the sender */
    uid_t si_uid;
    unsigned short __pad;
    void *si_addr;
    int si_status;
    int si_errno;
    long si_band;
} siginfo_t;

struct timespec;
int sigwaitinfo(const sigset_t *, siginfo_t *);
int sigtimedwait(const sigset_t *, siginfo_t *, const struct timespec *);
#endif

/* Guest signals 33..63 are real-time (32 is reserved, as glibc reserves its two);
   NSIG counts them, as Linux's does. */
#define SIGRTMIN 33
#define SIGRTMAX 63
#undef NSIG
#define NSIG 64
#define SIGQUEUE_MAX 1024
#ifndef RTSIG_MAX
#define RTSIG_MAX 31
#endif
#endif
