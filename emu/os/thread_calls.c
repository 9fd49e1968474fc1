/* The thread system calls 540..549 (docs/guest-abi.md): init, create, exit, join,
   detach, self, yield, reap, nanosleep, alive; 550..557 go to thread_sync.c. */
#include <stdlib.h>
#include <time.h>
#include "threads_impl.h"
#include "run.h"
#include "bytes.h"
#include "sysvec.h"
#include "events.h"
#include "sys_posix.h"

enum { THR_INIT = 540, THR_CREATE, THR_EXIT, THR_JOIN, THR_DETACH, THR_SELF, THR_YIELD,
       THR_REAP, THR_NANOSLEEP, THR_ALIVE, THR_INTERRUPT = 558, THR_SETPRIO };

static int mapped(uint64_t a, uint64_t len, int write)
{
    if (a >= GUEST_SPACE || len > GUEST_SPACE - a) return 0;
    for (uint64_t p = a & ~4095ull; p < a + len; p += 4096)
        if (!mem_accessible(p, write)) return 0;
    return 1;
}

static int64_t thr_init(struct cpu *c, uint64_t impure_addr, uint64_t main_tcb)
{
    thr_ensure_main();
    if (impure_addr && !mapped(impure_addr, 8, 1)) return -G_EFAULT;
    sched.impure_addr = impure_addr;
    thr(1)->tcb = main_tcb;
    thr_start_scheduler(c);
    return sched.cur;
}

/* The creation block: desc (function descriptor of the start routine), its two
   arguments, the stack (lowest address, size), the thread pointer (cr27, the control
   block), the C library's reentrancy structure, detached, where to store the new id
   (0: nowhere), its priority (0..99): ten big-endian int64. The id is also stored at the thread
   pointer (its first doubleword), before either thread runs on. */
static int64_t thr_create(struct cpu *c, uint64_t blk)
{
    if (!mapped(blk, 80, 0)) return -G_EFAULT;
    uint64_t f[10];
    for (int i = 0; i < 10; i++) f[i] = guest_get64(blk + 8 * i);
    if (!mapped(f[0], 32, 0) || (f[5] && !mapped(f[5], 8, 1)) || (f[8] && !mapped(f[8], 8, 1)))
        return -G_EFAULT;
    if (f[4] < 1024 || !mapped(f[3], f[4], 1)) return -G_EINVAL;
    thr_start_scheduler(c);
    struct thread *t = thr_new();
    if (!t) return -G_EAGAIN;
    unsigned tid = (unsigned)(t - sched.t);
    context_save(&t->ctx, c);                 /* FP status, space registers: inherited */
    memset(t->ctx.gr, 0, sizeof t->ctx.gr);
    uint64_t entry = guest_get64(f[0] + 16), sp = ((f[3] + 63) & ~63ull) + 128;
    t->ctx.gr[26] = f[1];
    t->ctx.gr[25] = f[2];
    t->ctx.gr[27] = guest_get64(f[0] + 24);
    t->ctx.gr[30] = sp;
    t->ctx.gr[29] = sp - 48;
    t->ctx.cr[27] = f[5];
    t->ctx.iaoq_f = entry;
    t->ctx.iaoq_b = entry + 4;
    t->ctx.cb_x = t->ctx.cb_y = t->ctx.cb_r = 0;
    t->ctx.psw_v = t->ctx.nullify = 0;
    t->stack_lo = f[3];
    t->stack_hi = f[3] + f[4];
    t->reent = f[6];
    t->detached = f[7] != 0;
    t->tcb = f[5];
    t->prio = f[9] <= 99 ? (int)f[9] : 0;
    t->state = T_RUNNABLE;
    if (thr_queue(tid)) return -G_EAGAIN;
    if (f[5]) guest_put64(f[5], tid);
    if (f[8]) guest_put64(f[8], tid);
    thr_check_preempt(tid);
    thread_signals_created(tid);
    if (threads_create_observer) threads_create_observer(tid);
    return tid;
}

static void push_reap(uint64_t tcb)
{
    if (sched.nreap == sched.reapcap) {
        unsigned cap = sched.reapcap ? sched.reapcap * 2 : 16;
        uint64_t *r = realloc(sched.reap, cap * sizeof *r);
        if (!r) return;                         /* the block is never freed: no harm */
        sched.reap = r;
        sched.reapcap = cap;
    }
    sched.reap[sched.nreap++] = tcb;
}

/* Another thread can still run or be woken. */
static int others_live(void)
{
    for (unsigned i = 1; i <= sched.n; i++)
        if (i != sched.cur && (sched.t[i].state == T_RUNNABLE || sched.t[i].state == T_BLOCKED)) return 1;
    return 0;
}

/* Returns only to the last thread (0): the runtime then exits the process with 0. */
static int64_t thr_exit(struct cpu *c, uint64_t value)
{
    thr_ensure_main();
    if (!others_live()) return 0;
    struct thread *t = thr(sched.cur);
    t->exit_value = value;
    if (t->joiner) {
        struct thread *j = thr(t->joiner);
        if (j->aux) guest_put64(j->aux, value);
        t->state = T_GONE;
        thr_wake(j, (int64_t)t->tcb);
    } else if (t->detached) {
        t->state = T_GONE;
        push_reap(t->tcb);
    } else {
        t->state = T_ZOMBIE;
    }
    events_arm_first(c->icount);
    return 0;
}

/* Success returns the joined thread's control block (for the runtime to free). */
static int64_t thr_join(struct cpu *c, uint64_t tid, uint64_t out)
{
    thr_ensure_main();
    struct thread *t = tid <= 0xffffffffu ? thr((unsigned)tid) : NULL;
    if (!t || t->state == T_GONE) return -G_ESRCH;
    if (tid == sched.cur) return -G_EDEADLK;
    if (t->detached || t->joiner) return -G_EINVAL;
    if (out && !mapped(out, 8, 1)) return -G_EFAULT;
    for (struct thread *x = t; x->state == T_BLOCKED && x->wait == W_JOIN; x = thr((unsigned)x->addr))
        if (x->addr == sched.cur) return -G_EDEADLK;     /* a cycle of joins */
    if (t->state == T_ZOMBIE) {
        if (out) guest_put64(out, t->exit_value);
        t->state = T_GONE;
        return (int64_t)t->tcb;
    }
    if (cpu_run_depth() > 1) return -G_EDEADLK;
    t->joiner = sched.cur;
    thr(sched.cur)->aux = out;
    thr_block(c, W_JOIN, tid, 0);
    return 0;
}

static int64_t thr_detach(uint64_t tid)
{
    thr_ensure_main();
    struct thread *t = tid <= 0xffffffffu ? thr((unsigned)tid) : NULL;
    if (!t || t->state == T_GONE) return -G_ESRCH;
    if (t->detached) return -G_EINVAL;
    t->detached = 1;
    if (t->state == T_ZOMBIE) {
        t->state = T_GONE;
        push_reap(t->tcb);
    }
    return 0;
}

/* A thread that has not ended: its control block address (0 if not known). */
static int64_t thr_alive(uint64_t tid)
{
    thr_ensure_main();
    struct thread *t = tid <= 0xffffffffu ? thr((unsigned)tid) : NULL;
    return !t || t->state == T_GONE || t->state == T_ZOMBIE ? -G_ESRCH : (int64_t)t->tcb;
}

/* Cancellation of thread tid: a wait at a cancellation point ends with EINTR; with
   `async` (a function descriptor), the thread next runs that function instead. */
static int64_t thr_interrupt(uint64_t tid, uint64_t async)
{
    struct thread *t = tid <= 0xffffffffu ? thr((unsigned)tid) : NULL;
    if (!t || t->state == T_GONE || t->state == T_ZOMBIE) return -G_ESRCH;
    if (tid == sched.cur) return 0;
    if (t->state == T_BLOCKED) thr_interrupt_wait(t);
    if (async && t->state == T_BLOCKED && t->wait != W_COND)
        thr_wake(t, 0);                       /* asynchronous: out of any wait at once */
    if (async && t->state == T_RUNNABLE && mapped(async, 32, 0)) {
        uint64_t entry = guest_get64(async + 16), sp = ((t->ctx.gr[30] + 63) & ~63ull) + 256;
        t->ctx.gr[27] = guest_get64(async + 24);
        t->ctx.gr[30] = sp;
        t->ctx.gr[29] = sp - 48;
        t->ctx.gr[2] = 0;
        t->ctx.iaoq_f = entry;
        t->ctx.iaoq_b = entry + 4;
        t->ctx.nullify = 0;
        t->has_result = 0;
    }
    return 0;
}

static int64_t thr_nanosleep(struct cpu *c, uint64_t req, uint64_t rem)
{
    if (!mapped(req, 16, 0) || (rem && !mapped(rem, 16, 1))) return -G_EFAULT;
    int64_t sec = (int64_t)guest_get64(req), nsec = (int64_t)guest_get64(req + 8);
    if (sec < 0 || nsec < 0 || nsec >= 1000000000) return -G_EINVAL;
    if (rem) { guest_put64(rem, 0); guest_put64(rem + 8, 0); }
    if (sched.n > 1 && cpu_run_depth() == 1) {   /* other threads run meanwhile */
        int64_t now = thr_now_ns();
        thr_block(c, W_SLEEP, 0, now + sec * 1000000000 + nsec + (sec == 0 && nsec == 0));
        return 0;
    }
    return sys_time_nanosleep(req, rem);   /* the host sleeps: EINTR and *rem as 353 */
}

/* A queued thread of higher priority than prio. */
static int runq_higher(int prio)
{
    for (unsigned i = 1; i <= sched.n; i++)
        if (sched.t[i].state == T_RUNNABLE && sched.t[i].queued && sched.t[i].prio > prio) return 1;
    return 0;
}

int64_t threads_syscall(struct cpu *c, unsigned n, const uint64_t a[6])
{
    sched.call_now = n;
    switch (n) {
    case THR_INIT: return thr_init(c, a[0], a[1]);
    case THR_CREATE: return thr_create(c, a[0]);
    case THR_EXIT: return thr_exit(c, a[0]);
    case THR_JOIN: return thr_join(c, a[0], a[1]);
    case THR_DETACH: return thr_detach(a[0]);
    case THR_SELF: thr_ensure_main(); return sched.cur;
    case THR_YIELD:
        if (sched.qlen && cpu_run_depth() == 1) events_arm_first(c->icount);
        return 0;
    case THR_REAP: return sched.nreap ? (int64_t)sched.reap[--sched.nreap] : 0;
    case THR_NANOSLEEP: return thr_nanosleep(c, a[0], a[1]);
    case THR_ALIVE: return thr_alive(a[0]);
    case THR_INTERRUPT: return thr_interrupt(a[0], a[1]);
    case THR_SETPRIO: {                      /* tid, priority 0..99 */
        struct thread *t = a[0] <= 0xffffffffu ? thr((unsigned)a[0]) : NULL;
        if (!t || t->state == T_GONE || t->state == T_ZOMBIE) return -G_ESRCH;
        if (a[1] > 99) return -G_EINVAL;
        t->prio = (int)a[1];
        thr_check_preempt((unsigned)a[0]);
        if (a[0] == sched.cur && runq_higher(t->prio)) events_arm_first(c->icount);
        return 0;
    }
    default:
        thr_ensure_main();
        return thr_sync_call(c, n, a);
    }
}
