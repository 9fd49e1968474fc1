/* Pending signals with their information (sigqueue.c): a set plus the instances in the
   order they came. A real-time signal (GSIG_RTMIN..GSIG_RTMAX) is queued once per
   sending, up to SIGQUEUE_LIMIT instances in the process; another signal is pending at
   most once, with the information of its first sending. */
#ifndef PA64_SIGQUEUE_H
#define PA64_SIGQUEUE_H
#include <stdint.h>

#define GSIG_COUNT 64            /* guest signals 1..63; bit N of a guest sigset_t is N */
#define GSIG_RTMIN 33            /* emu/rt/include/signal.h SIGRTMIN..SIGRTMAX */
#define GSIG_RTMAX 63
#define SIGQUEUE_LIMIT 1024      /* sysconf(_SC_SIGQUEUE_MAX) */
/* newlib's si_code values (the guest's). */
enum { GSI_USER = 1, GSI_QUEUE = 2, GSI_TIMER = 3, GSI_ASYNCIO = 4, GSI_MESGQ = 5 };

struct siginst {
    int sig, code;               /* code: GSI_*, or the kernel's CLD_* for SIGCHLD */
    uint64_t value;              /* si_value as the guest stores it: sival_int is its high half */
    int pid, uid;
};

struct sigpend {
    uint64_t set;                /* the signals with an instance queued */
    struct siginst *q;           /* in arrival order */
    unsigned n, cap;
};

/* Adds an instance: 0, or -1 when a real-time one finds the queue full (EAGAIN) or no
   memory. A signal other than real-time that is pending already is not added again (0). */
int sigpend_add(struct sigpend *p, const struct siginst *si);
/* Takes the first instance of sig into *out (may be NULL): 1, or 0 when none is pending. */
int sigpend_take(struct sigpend *p, int sig, struct siginst *out);
/* Drops every instance of sig (its disposition became SIG_IGN). */
void sigpend_drop(struct sigpend *p, int sig);
void sigpend_clear(struct sigpend *p);
/* Real-time instances queued in the process (all queues). */
unsigned sigpend_queued(void);
#endif
