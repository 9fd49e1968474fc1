/* Mutexes, condition variables, read-write locks and semaphores (system calls 550..557).
   Their state lives in the guest object (big-endian 32-bit words, emu/rt/include/
   sys/_pthreadtypes.h); the scheduler keeps only who waits. An unlock hands the mutex
   to the earliest waiter, so no thread can overtake another that waits. */
#include <sched.h>
#include <time.h>
#include "threads_impl.h"
#include "run.h"
#include "bytes.h"

enum { MUTEX_LOCK = 550, MUTEX_UNLOCK, COND_WAIT, COND_WAKE, RW_LOCK, RW_UNLOCK, SEM_WAIT, SEM_POST };
enum { M_NORMAL, M_RECURSIVE, M_ERRORCHECK, M_DEFAULT };
enum { LOCK_WAIT, LOCK_TRY, LOCK_TIMED };             /* mode argument */
enum { RW_WRITE = 1, RW_TRY = 2, RW_TIMED = 4 };

/* Word i of the 16-byte object at a. */
static uint32_t word(uint64_t a, int i) { return be32(mem_base + a + 4 * i); }
static void set_word(uint64_t a, int i, uint32_t v) { put_be32(mem_base + a + 4 * i, v); }

static int object_ok(uint64_t a)
{
    if (a & 3 || a >= GUEST_SPACE - 16) return 0;
    return mem_accessible(a & ~4095ull, 1) && mem_accessible((a + 15) & ~4095ull, 1);
}

int64_t thr_deadline(uint64_t ga, int clock, int64_t *deadline)
{
    if (ga & 7 || ga >= GUEST_SPACE - 16 || !mem_accessible(ga & ~4095ull, 0)) return -G_EFAULT;
    int64_t sec = (int64_t)guest_get64(ga), nsec = (int64_t)guest_get64(ga + 8);
    if (nsec < 0 || nsec >= 1000000000) return -G_EINVAL;
    struct timespec now;
    clock_gettime(clock == 1 ? CLOCK_MONOTONIC : CLOCK_REALTIME, &now);
    int64_t left = (sec - now.tv_sec) * 1000000000 + (nsec - now.tv_nsec);
    if (sec < 0) left = -1;
    *deadline = left <= 0 ? 0 : thr_now_ns() + left;
    return 0;
}

/* Blocks the running thread on a wait that may time out: mode LOCK_TIMED reads the
   deadline at abstime. Returns 0 (blocked) or the error to return at once. */
static int64_t block_on(struct cpu *c, enum wait_kind w, uint64_t addr, int mode, uint64_t abstime, int clock)
{
    int64_t deadline = 0;
    if (mode == LOCK_TIMED) {
        int64_t r = thr_deadline(abstime, clock, &deadline);
        if (r) return r;
        if (!deadline) return -G_ETIMEDOUT;
    }
    if (cpu_run_depth() > 1) return -G_EDEADLK;     /* no switching inside a signal handler */
    thr_block(c, w, addr, deadline);
    return 0;
}

/* Word 0 of a process-shared mutex (the runtime sets it); a condition's word 1, a
   read-write lock's word 2 (bit 0; bit 1 is its busy bit) and a semaphore's word 1 are
   theirs. Only such an object in a MAP_SHARED mapping is treated as shared. */
#define MUTEX_SHARED 0x40000000u
static int mutex_shared(uint64_t m) { return thr_obj_shared(m, (word(m, 0) & MUTEX_SHARED) != 0); }
static int cond_shared(uint64_t cv) { return thr_obj_shared(cv, word(cv, 1) != 0); }
static int sem_shared(uint64_t s) { return thr_obj_shared(s, word(s, 1) != 0); }

/* The mutex at m, if free, goes to thread tid with recursion count n: 1, else 0. */
static int mutex_take(uint64_t m, unsigned tid, uint32_t n)
{
    int sh = mutex_shared(m);
    if (sh ? !thr_cas32(m, 1, 0, thr_owner_id(tid, 1)) : word(m, 1) != 0) return 0;
    if (!sh) set_word(m, 1, tid);
    set_word(m, 2, n);
    return 1;
}

static int64_t mutex_lock(struct cpu *c, uint64_t m, int mode, uint64_t abstime)
{
    if (!object_ok(m)) return -G_EFAULT;
    if (word(m, 3) == THR_DESTROYED) return -G_EINVAL;
    uint32_t kind = word(m, 0) & 0xff;           /* above: protocol, ceiling, shared */
    if (kind > M_DEFAULT) return -G_EINVAL;
    if (mutex_take(m, sched.cur, 1)) return 0;
    int sh = mutex_shared(m);
    uint32_t owner = thr_load32(m, 1), self = thr_owner_id(sched.cur, sh);
    if (owner == self) {
        if (kind == M_RECURSIVE) {
            if (word(m, 2) == 0xffffffffu) return -G_EAGAIN;
            set_word(m, 2, word(m, 2) + 1);
            return 0;
        }
        if (mode == LOCK_TRY) return -G_EBUSY;        /* POSIX: trylock of a held mutex */
        if (kind == M_ERRORCHECK) return -G_EDEADLK;
    }
    if (mode == LOCK_TRY) return -G_EBUSY;
    thr(sched.cur)->pending = 0;
    thr(sched.cur)->relock_count = 1;
    int64_t r = block_on(c, W_MUTEX, m, mode, abstime, 0);
    if (!r && sh) thr_poll_later(thr(sched.cur));
    return r;
}

/* The mutex at m is free: the earliest waiter gets it, else it stays free. */
static void mutex_hand_off(uint64_t m)
{
    struct thread *w = thr_first_waiter(W_MUTEX, m);
    int sh = mutex_shared(m);
    set_word(m, 2, w ? w->relock_count : 0);
    thr_store32(m, 1, w ? thr_owner_id((unsigned)(w - sched.t), sh) : 0);
    if (w) thr_wake(w, w->pending);
}

static int64_t mutex_unlock(uint64_t m)
{
    if (!object_ok(m)) return -G_EFAULT;
    if (word(m, 3) == THR_DESTROYED) return -G_EINVAL;
    uint32_t kind = word(m, 0) & 0xff, owner = thr_load32(m, 1);
    if (!owner) return -G_EPERM;
    if (owner != thr_owner_id(sched.cur, mutex_shared(m)) && (kind == M_RECURSIVE || kind == M_ERRORCHECK))
        return -G_EPERM;
    if (kind == M_RECURSIVE && word(m, 2) > 1) {
        set_word(m, 2, word(m, 2) - 1);
        return 0;
    }
    mutex_hand_off(m);
    return 0;
}

/* A condition waiter signalled, or timed out (result): it takes its mutex back first. */
static void cond_relock(struct thread *t, int64_t result)
{
    uint64_t m = t->aux;
    if (t->deadline || t->poll_at) sched.ntimed--;
    t->deadline = t->poll_at = 0;
    if (mutex_take(m, (unsigned)(t - sched.t), t->relock_count)) {
        thr_wake(t, result);
        return;
    }
    t->wait = W_MUTEX;
    t->addr = m;
    t->pending = result;
    t->seq = ++sched.block_seq;
    if (mutex_shared(m)) thr_poll_later(t);
}

static int64_t cond_wait(struct cpu *c, uint64_t cv, uint64_t m, uint64_t abstime, int clock)
{
    if (!object_ok(cv) || !object_ok(m)) return -G_EFAULT;
    if (word(cv, 3) == THR_DESTROYED || word(m, 3) == THR_DESTROYED) return -G_EINVAL;
    if (thr_load32(m, 1) != thr_owner_id(sched.cur, mutex_shared(m))) return -G_EPERM;
    int64_t deadline = 0;
    if (abstime) {
        int64_t r = thr_deadline(abstime, clock, &deadline);
        if (r) return r;
        if (!deadline) return -G_ETIMEDOUT;
    }
    if (cpu_run_depth() > 1) return -G_EDEADLK;
    struct thread *t = thr(sched.cur);
    t->aux = m;
    t->relock_count = word(m, 2);
    int sh = cond_shared(cv);
    if (sh) t->seen = thr_load32(cv, 2);
    mutex_hand_off(m);
    thr_block(c, W_COND, cv, deadline);
    if (sh) thr_poll_later(t);
    return 0;
}

/* how: 0 signal, 1 broadcast, 2 count the waiters (for destroy's EBUSY). */
static int64_t cond_wake(uint64_t cv, int how)
{
    if (!object_ok(cv)) return -G_EFAULT;
    if (word(cv, 3) == THR_DESTROYED) return -G_EINVAL;
    struct thread *t;
    if (how == 2) {
        int64_t n = 0;
        for (unsigned i = 1; i <= sched.n; i++)
            n += sched.t[i].state == T_BLOCKED && sched.t[i].wait == W_COND && sched.t[i].addr == cv;
        return n;
    }
    int all = how == 1;
    if (cond_shared(cv)) thr_add32(cv, 2, 1, 0xffffffffu);   /* waiters elsewhere see it change */
    while ((t = thr_first_waiter(W_COND, cv))) {
        cond_relock(t, 0);
        if (!all) break;
    }
    return 0;
}

/* A writer of priority at least prio waits for the lock at rw. */
static int writer_waits(uint64_t rw, int prio)
{
    for (unsigned i = 1; i <= sched.n; i++) {
        const struct thread *t = &sched.t[i];
        if (t->state == T_BLOCKED && t->wait == W_WRLOCK && t->addr == rw && t->prio >= prio) return 1;
    }
    return 0;
}

/* rwlock words: 0 readers, 1 writer, 2 shared (bit 0) and busy (bit 1). Writers are
   preferred: a reader waits while a writer of its priority or higher does. A shared
   lock's words change only while this process holds its busy bit. */
static int rw_shared(uint64_t rw) { return thr_obj_shared(rw, (word(rw, 2) & 1) != 0); }
static void rw_enter(uint64_t rw, int sh) { while (sh && !thr_cas32(rw, 2, 1, 3)) sched_yield(); }
static void rw_leave(uint64_t rw, int sh) { if (sh) thr_store32(rw, 2, 1); }

/* Thread tid takes the lock if it can (a reader also lets waiting writers of its
   priority or higher go first unless `polling`): 0, or -EBUSY, -EAGAIN, -EDEADLK. */
static int64_t rw_take(uint64_t rw, unsigned tid, int write, int polling)
{
    int sh = rw_shared(rw);
    uint32_t self = thr_owner_id(tid, sh);
    rw_enter(rw, sh);
    uint32_t readers = word(rw, 0), writer = word(rw, 1);
    int64_t r = -G_EBUSY;
    if (writer == self) r = -G_EDEADLK;
    else if (write && !writer && !readers) { set_word(rw, 1, self); r = 0; }
    else if (!write && !writer && (polling || !writer_waits(rw, thr(tid)->prio))) {
        if (readers == 0xffffffffu) r = -G_EAGAIN;
        else { set_word(rw, 0, readers + 1); r = 0; }
    }
    rw_leave(rw, sh);
    return r;
}

static int64_t rw_lock(struct cpu *c, uint64_t rw, int mode, uint64_t abstime)
{
    if (!object_ok(rw)) return -G_EFAULT;
    if (word(rw, 3) == THR_DESTROYED) return -G_EINVAL;
    int64_t r = rw_take(rw, sched.cur, mode & RW_WRITE, 0);
    if (r != -G_EBUSY || (mode & RW_TRY)) return r;
    r = block_on(c, mode & RW_WRITE ? W_WRLOCK : W_RDLOCK, rw, mode & RW_TIMED ? LOCK_TIMED : LOCK_WAIT, abstime, 0);
    if (!r && rw_shared(rw)) thr_poll_later(thr(sched.cur));
    return r;
}

/* The lock at rw is free: the earliest waiter gets it; if that is a reader, so does
   every reader that came before the first waiting writer. */
static void rw_hand_off(uint64_t rw, int sh)
{
    struct thread *r = thr_first_waiter(W_RDLOCK, rw), *w = thr_first_waiter(W_WRLOCK, rw);
    if (w && (!r || w->seq < r->seq)) {
        set_word(rw, 1, thr_owner_id((unsigned)(w - sched.t), sh));
        thr_wake(w, 0);
        return;
    }
    while (r && (!w || r->seq < w->seq)) {
        set_word(rw, 0, word(rw, 0) + 1);
        thr_wake(r, 0);
        r = thr_first_waiter(W_RDLOCK, rw);
    }
}

static int64_t rw_unlock(uint64_t rw)
{
    if (!object_ok(rw)) return -G_EFAULT;
    if (word(rw, 3) == THR_DESTROYED) return -G_EINVAL;
    int sh = rw_shared(rw);
    rw_enter(rw, sh);
    uint32_t readers = word(rw, 0), writer = word(rw, 1);
    int64_t r = 0;
    if (writer) {
        if (writer != thr_owner_id(sched.cur, sh)) r = -G_EPERM;
        else set_word(rw, 1, 0);
    } else if (readers) {
        set_word(rw, 0, --readers);
    } else {
        r = -G_EPERM;
    }
    if (!r && !word(rw, 0) && !word(rw, 1)) rw_hand_off(rw, sh);
    rw_leave(rw, sh);
    return r;
}

/* sem_t words: 0 value. */
static int64_t sem_wait(struct cpu *c, uint64_t s, int mode, uint64_t abstime)
{
    if (!object_ok(s)) return -G_EFAULT;
    if (word(s, 3) == THR_DESTROYED) return -G_EINVAL;
    int sh = sem_shared(s);
    if (sh ? thr_add32(s, 0, -1, 0) : word(s, 0) != 0) {
        if (!sh) set_word(s, 0, word(s, 0) - 1);
        return 0;
    }
    if (mode == LOCK_TRY) return -G_EAGAIN;
    int64_t r = block_on(c, W_SEM, s, mode, abstime, 0);
    if (!r && sh) thr_poll_later(thr(sched.cur));
    return r;
}

static int64_t sem_post(uint64_t s)
{
    if (!object_ok(s)) return -G_EFAULT;
    if (word(s, 3) == THR_DESTROYED) return -G_EINVAL;
    struct thread *w = thr_first_waiter(W_SEM, s);
    if (w) { thr_wake(w, 0); return 0; }
    if (sem_shared(s)) return thr_add32(s, 0, 1, 0x7fffffffu) ? 0 : -G_EOVERFLOW;
    if (word(s, 0) >= 0x7fffffffu) return -G_EOVERFLOW;
    set_word(s, 0, word(s, 0) + 1);
    return 0;
}

void thr_poll_retry(struct thread *t)
{
    unsigned tid = (unsigned)(t - sched.t);
    switch (t->wait) {
    case W_MUTEX:
        if (mutex_take(t->addr, tid, t->relock_count)) { thr_wake(t, t->pending); return; }
        break;
    case W_SEM:
        if (thr_add32(t->addr, 0, -1, 0)) { thr_wake(t, 0); return; }
        break;
    case W_COND:
        if (thr_load32(t->addr, 2) != t->seen) { cond_relock(t, 0); return; }
        break;
    case W_RDLOCK: case W_WRLOCK:
        if (!rw_take(t->addr, tid, t->wait == W_WRLOCK, 1)) { thr_wake(t, 0); return; }
        break;
    default:
        break;
    }
    thr_poll_later(t);
}

void thr_timeout(struct thread *t)
{
    if (t->wait == W_COND) cond_relock(t, -G_ETIMEDOUT);
    else thr_wake(t, t->wait == W_SLEEP ? 0 : -G_ETIMEDOUT);
}

void thr_interrupt_wait(struct thread *t)
{
    switch (t->wait) {
    case W_COND: cond_relock(t, -G_EINTR); break;
    case W_JOIN: thr((unsigned)t->addr)->joiner = 0; thr_wake(t, -G_EINTR); break;
    case W_SEM: case W_SLEEP: thr_wake(t, -G_EINTR); break;
    default: break;                            /* locks are no cancellation points */
    }
}

int64_t thr_sync_call(struct cpu *c, unsigned n, const uint64_t a[6])
{
    thr_start_scheduler(c);
    switch (n) {
    case MUTEX_LOCK: return mutex_lock(c, a[0], (int)a[1], a[2]);
    case MUTEX_UNLOCK: return mutex_unlock(a[0]);
    case COND_WAIT: return cond_wait(c, a[0], a[1], a[2], (int)a[3]);
    case COND_WAKE: return cond_wake(a[0], (int)a[1]);
    case RW_LOCK: return rw_lock(c, a[0], (int)a[1], a[2]);
    case RW_UNLOCK: return rw_unlock(a[0]);
    case SEM_WAIT: return sem_wait(c, a[0], (int)a[1], a[2]);
    case SEM_POST: return sem_post(a[0]);
    default: return -G_ENOSYS;
    }
}
