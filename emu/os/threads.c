/* The guest thread table and its deterministic scheduler (threads.h). Every switch
   happens at an instruction boundary, through the events loop's first slot: a blocking
   system call marks its thread blocked and asks for the boundary right after the
   gateway; the quantum asks for it every threads_quantum instructions. Wait queues are
   FIFO by the order threads blocked, so which thread wakes never depends on the host.
   Only sleeps and timed waits read the host clock. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include "threads.h"
#include "threads_impl.h"
#include "context.h"
#include "events.h"
#include "run.h"
#include "bytes.h"
#include "shadow.h"

uint64_t threads_quantum = THREADS_DEFAULT_QUANTUM;
threads_switch_fn threads_switch_observer;
threads_create_fn threads_create_observer;

struct thr_sched sched = { .cur = 1 };

int threads_parse_quantum(const char *tool, const char *v)
{
    char *end;
    unsigned long long q = strtoull(v, &end, 10);
    if (!*v || *end || *v == '-' || q == 0 || q > (1ull << 40)) {
        fprintf(stderr, "%s: --quantum: '%s' is not a whole number of instructions from 1 to 2^40\n", tool, v);
        return -1;
    }
    threads_quantum = q;
    return 0;
}

struct thread *thr(unsigned tid)
{
    return tid >= 1 && tid <= sched.n ? &sched.t[tid] : NULL;
}

static struct thread *grow(void)
{
    if (sched.n + 1 >= sched.cap) {
        unsigned cap = sched.cap ? sched.cap * 2 : 16;
        struct thread *t = realloc(sched.t, cap * sizeof *t);
        if (!t) return NULL;
        sched.t = t;
        sched.cap = cap;
    }
    struct thread *t = &sched.t[++sched.n];
    memset(t, 0, sizeof *t);
    return t;
}

/* The main thread's entry, made when the first system call of this family comes. */
static void ensure_main(void)
{
    if (sched.n) return;
    struct thread *m = grow();
    m->state = T_RUNNABLE;
    sched.cur = 1;
}

unsigned threads_current(void) { return sched.cur; }
unsigned threads_count(void) { return sched.n ? sched.n : 1; }

uint64_t threads_retired(const struct cpu *c, unsigned tid)
{
    if (!sched.n) return tid == 1 ? c->icount : 0;
    struct thread *t = thr(tid);
    if (!t) return 0;
    return t->retired + (tid == sched.cur ? c->icount - t->since : 0);
}

void threads_stack(unsigned tid, uint64_t *lo, uint64_t *hi)
{
    struct thread *t = thr(tid);
    *lo = t ? t->stack_lo : 0;
    *hi = t ? t->stack_hi : 0;
}

int64_t thr_now_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (int64_t)ts.tv_sec * 1000000000 + ts.tv_nsec;
}

/* The run queue: a ring of thread ids. */
static int runq_push(unsigned tid)
{
    struct thread *t = thr(tid);
    if (t->queued) return 0;
    if (sched.qlen == sched.qcap) {
        unsigned cap = sched.qcap ? sched.qcap * 2 : 16;
        unsigned *q = malloc(cap * sizeof *q);
        if (!q) return -1;
        for (unsigned i = 0; i < sched.qlen; i++) q[i] = sched.q[(sched.qhead + i) % sched.qcap];
        free(sched.q);
        sched.q = q;
        sched.qcap = cap;
        sched.qhead = 0;
    }
    sched.q[(sched.qhead + sched.qlen++) % sched.qcap] = tid;
    t->queued = 1;
    return 0;
}

/* The highest-priority queued thread, the earliest queued among equals. */
static struct thread *runq_pop(void)
{
    if (!sched.qlen) return NULL;
    unsigned best = 0;
    for (unsigned i = 1; i < sched.qlen; i++)
        if (sched.t[sched.q[(sched.qhead + i) % sched.qcap]].prio > sched.t[sched.q[(sched.qhead + best) % sched.qcap]].prio)
            best = i;
    unsigned tid = sched.q[(sched.qhead + best) % sched.qcap];
    for (unsigned i = best; i > 0; i--)          /* close the gap, keeping the order */
        sched.q[(sched.qhead + i) % sched.qcap] = sched.q[(sched.qhead + i - 1) % sched.qcap];
    sched.qhead = (sched.qhead + 1) % sched.qcap;
    sched.qlen--;
    sched.t[tid].queued = 0;
    return &sched.t[tid];
}

/* The best priority waiting in the run queue, -1 if it is empty. */
static int runq_top_prio(void)
{
    int p = -1;
    for (unsigned i = 0; i < sched.qlen; i++)
        if (sched.t[sched.q[(sched.qhead + i) % sched.qcap]].prio > p) p = sched.t[sched.q[(sched.qhead + i) % sched.qcap]].prio;
    return p;
}

void thr_check_preempt(unsigned tid)
{
    struct thread *t = thr(tid), *cur = thr(sched.cur);
    if (t && cur && tid != sched.cur && t->state == T_RUNNABLE && t->prio > cur->prio) events_arm_first(0);
}

void thr_block(struct cpu *c, enum wait_kind w, uint64_t addr, int64_t deadline)
{
    struct thread *t = thr(sched.cur);
    t->state = T_BLOCKED;
    t->wait = w;
    t->addr = addr;
    t->deadline = deadline;
    t->seq = ++sched.block_seq;
    t->call = sched.call_now;
    if (deadline) sched.ntimed++;
    events_arm_first(c->icount);        /* switch at the boundary after the gateway */
}

void thr_wake(struct thread *t, int64_t result)
{
    if (t->deadline || t->poll_at) sched.ntimed--;
    t->deadline = t->poll_at = 0;
    t->state = T_RUNNABLE;
    t->wait = W_NONE;
    t->result = result;
    t->has_result = 1;
    runq_push((unsigned)(t - sched.t));
    thr_check_preempt((unsigned)(t - sched.t));
}

/* The highest-priority thread waiting as `w` on addr, the earliest blocked among
   equals; NULL if none. */
struct thread *thr_first_waiter(enum wait_kind w, uint64_t addr)
{
    struct thread *best = NULL;
    for (unsigned i = 1; i <= sched.n; i++) {
        struct thread *t = &sched.t[i];
        if (t->state == T_BLOCKED && t->wait == w && t->addr == addr &&
            (!best || t->prio > best->prio || (t->prio == best->prio && t->seq < best->seq)))
            best = t;
    }
    return best;
}

/* Waits whose deadline passed end: sleeps with 0, locks with ETIMEDOUT, a condition
   wait by re-acquiring its mutex. In block order, so the same expiries wake the same way. */
static void expire_deadlines(void)
{
    if (!sched.ntimed) return;
    int64_t now = thr_now_ns();
    for (;;) {
        struct thread *due = NULL;
        for (unsigned i = 1; i <= sched.n; i++) {
            struct thread *t = &sched.t[i];
            int is_due = (t->deadline && t->deadline <= now) || (t->poll_at && t->poll_at <= now);
            if (t->state == T_BLOCKED && is_due && (!due || t->seq < due->seq)) due = t;
        }
        if (!due) return;
        if (due->deadline && due->deadline <= now) thr_timeout(due);
        else thr_poll_retry(due);               /* sets the next poll time if still waiting */
    }
}

static int64_t earliest_deadline(void)
{
    int64_t d = 0;
    for (unsigned i = 1; i <= sched.n; i++) {
        struct thread *t = &sched.t[i];
        if (t->state != T_BLOCKED) continue;
        if (t->deadline && (!d || t->deadline < d)) d = t->deadline;
        if (t->poll_at && (!d || t->poll_at < d)) d = t->poll_at;
    }
    return d;
}

static int readers(void)
{
    for (unsigned i = 1; i <= sched.n; i++)
        if (sched.t[i].state == T_BLOCKED && sched.t[i].wait == W_READ) return 1;
    return 0;
}

static void switch_to(struct cpu *c, struct thread *next)
{
    unsigned to = (unsigned)(next - sched.t), from = sched.cur;
    if (to != from) {
        struct thread *o = thr(from);
        o->retired += c->icount - o->since;
        context_save(&o->ctx, c);
        if (sched.impure_addr) {
            o->reent = guest_get64(sched.impure_addr);
            guest_put64(sched.impure_addr, next->reent);
        }
        context_load(c, &next->ctx);
        next->since = c->icount;
        sched.cur = to;
        if (shadow_enabled) shadow_switch(c, from, to);
    }
    if (next->has_result) {
        c->gr[28] = (uint64_t)next->result;
        next->has_result = 0;
    }
    if (to != from) thread_signals_switched(c, from, to);
    if (to != from && threads_switch_observer) threads_switch_observer(c, from, to);
}

/* No thread can run: sleep until the next deadline, or report the deadlock. Returns the
   thread to run, NULL when the run stops. */
static struct thread *idle(struct cpu *c)
{
    for (;;) {
        struct thread *next = runq_pop();
        if (next) return next;
        if (thr_interrupt_for_signal()) continue;    /* it is queued: the next pop */
        int64_t d = earliest_deadline(), timer = 0;
        int alarm_armed = thr_signal_may_come(&timer);
        if (!d && !readers() && !alarm_armed && !thr_signal_waiters()) {
            thr_report_deadlock(c);
            return NULL;
        }
        int64_t wait = d ? d - thr_now_ns() : 100000000;   /* readers: look at interrupts too */
        if (alarm_armed && (!d || timer < wait)) wait = timer;
        if (wait < 0) wait = 0;
        if (readers()) {
            thr_poll_reads((int)((wait + 999999) / 1000000));
        } else if (wait > 0) {
            struct timespec ts = { wait / 1000000000, wait % 1000000000 };
            nanosleep(&ts, NULL);
        }
        if (cpu_interrupted()) return NULL;     /* the loop stops at this boundary */
        thr_signals_idle();                     /* host signals arrived: to their threads */
        expire_deadlines();
    }
}

/* The boundary: rotate the running thread behind the others if it can still run,
   switch to the head of the run queue, and set the next quantum. */
static void resched(struct cpu *c, void *arg)
{
    (void)arg;
    if (cpu_run_depth() > 1) {                 /* inside a signal handler: later */
        events_arm_first(c->icount + threads_quantum);
        return;
    }
    expire_deadlines();
    thr_poll_reads(0);
    struct thread *t = thr(sched.cur);
    /* A running thread keeps the CPU while only lower priorities wait. */
    if (t->state == T_RUNNABLE && (!sched.qlen || runq_top_prio() < t->prio)) {
        if (t->has_result) switch_to(c, t);
        t->since_slice = c->icount;
        events_arm_first(c->icount + threads_quantum);
        return;
    }
    if (t->state == T_RUNNABLE) runq_push(sched.cur);
    struct thread *next = idle(c);
    if (!next) return;
    switch_to(c, next);
    next->since_slice = c->icount;
    events_arm_first(c->icount + threads_quantum);
}

/* The first system call of the family turns the scheduler on. */
void thr_start_scheduler(struct cpu *c)
{
    if (sched.running) return;
    sched.running = 1;
    events_set_first(resched, NULL);
    events_arm_first(c->icount + threads_quantum);
}

struct thread *thr_new(void)
{
    ensure_main();
    return grow();
}

int thr_queue(unsigned tid) { return runq_push(tid); }

void thr_ensure_main(void) { ensure_main(); }

void threads_forked(void)
{
    if (!sched.n) return;
    for (unsigned i = 1; i <= sched.n; i++) {
        struct thread *t = &sched.t[i];
        if (i == sched.cur || t->state == T_GONE) continue;
        t->state = T_GONE;                  /* its control block and stack stay: as glibc */
        t->deadline = t->poll_at = 0;
        t->queued = 0;
    }
    thr(sched.cur)->joiner = 0;
    sched.qlen = 0;
    sched.ntimed = 0;
    sched.nreap = 0;
}

int64_t threads_cpu_clock(struct cpu *c, uint64_t tid, uint64_t ga)
{
    unsigned t = tid ? (unsigned)tid : threads_current();
    if (tid > 0xffffffffu || (sched.n ? !thr(t) : t != 1)) return -G_EINVAL;
    struct timespec ts;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    double ns = (double)ts.tv_sec * 1e9 + (double)ts.tv_nsec, all = 0;
    for (unsigned i = 1; i <= threads_count(); i++) all += (double)threads_retired(c, i);
    if (all > 0) ns *= (double)threads_retired(c, t) / all;
    if (ga >= GUEST_SPACE - 16 || !mem_accessible(ga & ~4095ull, 1) || !mem_accessible((ga + 15) & ~4095ull, 1))
        return -G_EFAULT;
    guest_put64(ga, (uint64_t)(ns / 1e9));
    guest_put64(ga + 8, (uint64_t)((int64_t)ns % 1000000000));
    return 0;
}
