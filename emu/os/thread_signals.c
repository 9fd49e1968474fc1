/* Signals of a threaded guest (docs/threads.md "Signals"): a mask, pending set, suspend
   mask and alternate stack per thread, swapped into signals.c as threads switch; a new
   thread inherits its creator's mask with nothing pending; pthread_kill (562) sends to
   one thread; a signal sent to the process that the running thread blocks goes to a
   thread waiting for it in sigwait, else to the first thread (by id) that does not block
   it, whose interruptible wait ends with EINTR so its handler runs (a mutex, read-write
   lock or join wait is left for the handler and made again after it). sigwait, sigtimedwait,
   pause and sigsuspend block only their thread. All of it happens at system calls and
   switches, so it is as deterministic as the scheduler. */
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include "threads_impl.h"
#include "signals.h"
#include "events.h"
#include "run.h"

struct thread_sig {
    struct sigthread st;          /* saved while the thread does not run */
    uint64_t wait_set, wait_info; /* W_SIGNAL: the set (0: any handled), where the siginfo goes */
};
static struct thread_sig *ts;
static unsigned ts_cap;

static struct thread_sig *slot(unsigned tid)
{
    if (tid >= ts_cap) {
        unsigned cap = ts_cap ? ts_cap : 16;
        while (cap <= tid) cap *= 2;
        struct thread_sig *n = realloc(ts, cap * sizeof *n);
        if (!n) abort();                       /* as the thread table's own growth */
        memset(n + ts_cap, 0, (cap - ts_cap) * sizeof *n);
        ts = n;
        ts_cap = cap;
    }
    return &ts[tid];
}

static int live(const struct thread *t) { return t->state == T_RUNNABLE || t->state == T_BLOCKED; }

/* The mask of thread tid (the running one's is in signals.c). */
static uint64_t mask_of(unsigned tid)
{
    if (tid == sched.cur) { struct sigthread now; signal_thread_save(&now); return now.blocked; }
    return slot(tid)->st.blocked;
}

static uint64_t others_blocked(void)
{
    uint64_t m = ~UINT64_C(0);
    for (unsigned i = 1; i <= sched.n; i++)
        if (i != sched.cur && live(&sched.t[i])) m &= slot(i)->st.blocked;
    return m;
}

static int waiting_signal(const struct thread *t) { return t->state == T_BLOCKED && t->wait == W_SIGNAL; }

/* A sigwait of thread t ends with sig (taken from p). */
static void hand_over(struct thread *t, struct sigpend *p, int sig)
{
    struct thread_sig *s = slot((unsigned)(t - sched.t));
    struct siginst si;
    if (!sigpend_take(p, sig, &si)) return;
    if (s->wait_info) signal_store_info(s->wait_info, &si);
    thr_wake(t, sig);
}

/* A lock or join wait POSIX does not let a signal end (or a semaphore wait when the
   handler has SA_RESTART): the thread leaves it to run its handler, and makes the same
   system call again (its arguments are still in its
   registers) when the handler returns, as SA_RESTART does. */
static void restart_wait(struct thread *t)
{
    unsigned call = t->call ? t->call : t->wait == W_JOIN ? 543 : t->wait == W_SEM ? 556 : 554;
    if (t->wait == W_JOIN && thr((unsigned)t->addr)) thr((unsigned)t->addr)->joiner = 0;
    thr_wake(t, 0);
    t->has_result = 0;
    t->ctx.iaoq_f = GATEWAY_PAGE + 4u * call;
    t->ctx.iaoq_b = t->ctx.iaoq_f + 4;
    t->ctx.nullify = 0;
}

/* Thread t does not block sig: a wait a signal interrupts ends, so its handler runs. */
static void interrupt(struct thread *t, int sig)
{
    if (t->state != T_BLOCKED) return;
    if (t->wait == W_SEM && signal_restarts(sig)) restart_wait(t);     /* SA_RESTART */
    else if (t->wait == W_SIGNAL) thr_wake(t, -G_EINTR);
    else if (t->wait == W_SEM || t->wait == W_SLEEP || t->wait == W_COND) thr_interrupt_wait(t);
    else if (t->wait == W_RDLOCK || t->wait == W_WRLOCK || t->wait == W_JOIN) restart_wait(t);
    /* A mutex wait: POSIX runs the handler and then waits on; a condition waiter
       retaking its mutex is not left (the wait would return without it). */
    else if (t->wait == W_MUTEX && t->call != 552) restart_wait(t);
}

static void route(int sig)
{
    struct sigpend *p = signal_process_pending();
    struct thread *cur = thr(sched.cur);
    if (cur && cur->state == T_RUNNABLE && !(mask_of(sched.cur) >> sig & 1)) return;   /* it takes it */
    struct thread *waiter = NULL;
    for (unsigned i = 1; i <= sched.n; i++) {
        struct thread *t = &sched.t[i];
        if (waiting_signal(t) && (slot(i)->wait_set >> sig & 1) && (!waiter || t->seq < waiter->seq)) waiter = t;
    }
    if (waiter) { hand_over(waiter, p, sig); return; }
    for (unsigned i = 1; i <= sched.n; i++) {
        struct thread *t = &sched.t[i];
        if (!live(t) || (mask_of(i) >> sig & 1) || (i == sched.cur && t->state != T_BLOCKED)) continue;
        interrupt(t, sig);
        return;
    }
}

/* No thread can run (threads.c idle): host signals that came go to their threads; the
   running thread, blocked, has its wait interrupted by one it does not block. */
void thr_signals_idle(void)
{
    int sig = signals_deliverable() ? signal_ready_lowest() : 0;
    struct thread *cur = thr(sched.cur);
    if (sig && cur && cur->state == T_BLOCKED) interrupt(cur, sig);
}

static int current_waiting(void) { struct thread *t = thr(sched.cur); return t && waiting_signal(t); }

static int64_t thread_wait(struct cpu *c, uint64_t set, uint64_t info, const struct timespec *deadline)
{
    if (sched.n < 2 || cpu_run_depth() > 1) return 1;
    struct thread_sig *s = slot(sched.cur);
    s->wait_set = set;
    s->wait_info = info;
    int64_t d = 0;
    if (deadline) {
        d = (int64_t)deadline->tv_sec * 1000000000 + deadline->tv_nsec;
        if (d <= thr_now_ns()) return -G_EAGAIN;
    }
    thr_block(c, W_SIGNAL, 0, d);
    return 0;
}

void thread_signals_switched(struct cpu *c, unsigned from, unsigned to)
{
    (void)c;
    signal_thread_save(&slot(from)->st);
    signal_thread_load(&slot(to)->st);
    if (signals_deliverable()) events_raise_async();   /* its handler runs first */
    else signal_restore_suspended();
}

void thread_signals_created(unsigned tid)
{
    signal_thread_init(&slot(tid)->st);
    signal_others_blocked = others_blocked;
    signal_route = route;
    signal_thread_waiting = current_waiting;
    signal_thread_wait = thread_wait;
}

/* pthread_kill(tid, sig) (562); tid 0 is the calling thread (raise). */
int64_t thread_signals_kill(struct cpu *c, uint64_t tid, int64_t sig)
{
    if (tid == 0) tid = sched.n ? sched.cur : 1;       /* raise: the calling thread */
    struct thread *t = sched.n && tid <= 0xffffffffu ? thr((unsigned)tid) : NULL;
    if (!sched.n && tid == 1) t = NULL;
    if (!sched.n ? tid != 1 : (!t || !live(t))) return -G_ESRCH;
    if (sig < 0 || sig >= GSIG_COUNT || sig == 32) return -G_EINVAL;
    if (!sig) return 0;
    struct siginst si = { .sig = (int)sig, .code = GSI_USER, .pid = getpid(), .uid = (int)getuid() };
    if (!sched.n || tid == sched.cur) return signal_generate_thread(c, &si) ? -G_EAGAIN : 0;
    struct thread_sig *s = slot((unsigned)tid);
    int blocked = s->st.blocked >> sig & 1;            /* a blocked one stays pending */
    if (signal_ignored((int)sig) || (signal_discarded((int)sig) && !blocked)) return 0;
    if (signal_default_kills((int)sig) && !blocked) { signal_default_action(c, (int)sig); return 0; }
    if (sigpend_add(&s->st.pending, &si)) return -G_EAGAIN;
    if (waiting_signal(t) && (s->wait_set >> sig & 1)) hand_over(t, &s->st.pending, (int)sig);
    else if (!(s->st.blocked >> sig & 1)) interrupt(t, (int)sig);
    return 0;
}

/* idle(): a thread waits for a signal. */
int thr_signal_waiters(void)
{
    for (unsigned i = 1; i <= sched.n; i++)
        if (waiting_signal(&sched.t[i])) return 1;
    return 0;
}
