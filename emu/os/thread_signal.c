/* Signals while every thread is blocked. A caught signal has to run its handler on some
   thread: one blocked thread leaves its wait for it, as a kernel interrupts a blocked
   system call. The running thread if it can, else the lowest id that can: semaphore
   waits and sleeps end with EINTR (POSIX), a condition wait returns 0 once it has its
   mutex again (a spurious wakeup, which POSIX allows), and a mutex, read-write lock or
   join wait is made again from the gateway when the handler returns (those never fail
   with EINTR). And an armed ITIMER_REAL is a signal still to come: no deadlock yet. */
#include <sys/time.h>
#include "threads_impl.h"
#include "signals.h"
#include "events.h"
#include "run.h"
#include "bytes.h"

enum { SYS_COND_WAIT = 552 };

int thr_signal_may_come(int64_t *wait_ns)
{
    struct itimerval v;
    if (getitimer(ITIMER_REAL, &v) || (!v.it_value.tv_sec && !v.it_value.tv_usec)) return 0;
    *wait_ns = (int64_t)v.it_value.tv_sec * 1000000000 + (int64_t)v.it_value.tv_usec * 1000;
    return 1;
}

/* The wait ends; the thread runs its call again from the gateway (has no result). */
static void restart(struct thread *t)
{
    if (t->wait == W_JOIN) thr((unsigned)t->addr)->joiner = 0;
    uint64_t gw = GATEWAY_PAGE + 4 * (uint64_t)t->call;
    t->ctx.iaoq_f = gw;
    t->ctx.iaoq_b = gw + 4;
    t->ctx.nullify = 0;
    thr_wake(t, 0);
    t->has_result = 0;
}

/* Takes t out of its wait for a handler: 1, or 0 if it cannot leave it now. */
static int interrupt(struct thread *t)
{
    if (t->state != T_BLOCKED) return 0;
    switch (t->wait) {
    case W_SEM: case W_SLEEP: thr_wake(t, -G_EINTR); return 1;
    case W_COND:                               /* only when its mutex is free to take */
        if (be32(mem_base + t->aux + 4)) return 0;
        thr_interrupt_wait(t);
        t->result = 0;
        return 1;
    case W_MUTEX:
        if (t->call == SYS_COND_WAIT) return 0;   /* a condition waiter retaking its mutex */
        restart(t);
        return 1;
    case W_RDLOCK: case W_WRLOCK: case W_JOIN:
        restart(t);
        return 1;
    default: return 0;                         /* reads: polled, run again when ready */
    }
}

struct thread *thr_interrupt_for_signal(void)
{
    if (!signals_host_pending()) return NULL;
    struct thread *t = thr(sched.cur);
    if (!t || !interrupt(t)) {
        t = NULL;
        for (unsigned i = 1; i <= sched.n && !t; i++)
            if (interrupt(&sched.t[i])) t = &sched.t[i];
    }
    if (!t) return NULL;
    events_raise_async();                      /* the handler runs at the next boundary */
    return t;
}
