/* Inside the thread scheduler: the table (threads.c), the thread system calls
   (thread_calls.c), locks, conditions and semaphores (thread_sync.c) and the deadlock
   report (thread_report.c) share these. */
#ifndef PA64_THREADS_IMPL_H
#define PA64_THREADS_IMPL_H
#include "threads.h"
#include "context.h"

enum thread_state { T_RUNNABLE, T_BLOCKED, T_ZOMBIE, T_GONE };
enum wait_kind { W_NONE, W_JOIN, W_MUTEX, W_COND, W_RDLOCK, W_WRLOCK, W_SEM, W_SLEEP, W_READ, W_SIGNAL };

struct thread {
    enum thread_state state;
    enum wait_kind wait;
    uint64_t addr;          /* what it waits on: object address, or the joined thread's id */
    uint64_t aux;           /* condition wait: the mutex; join: where the value goes */
    uint32_t relock_count;  /* condition wait: the mutex's recursion count to restore */
    int64_t pending;        /* what a lock wait returns once granted (a condition's result) */
    int64_t deadline;       /* CLOCK_MONOTONIC ns, 0 = none */
    int64_t poll_at;        /* a process-shared object: look at it again then (ns), 0 = no */
    uint32_t seen;          /* a process-shared condition: its wake count when it blocked */
    uint64_t seq;           /* when it blocked: wait queues are FIFO by this */
    int64_t result;         /* ret0 to deliver when it next runs */
    int has_result, queued, detached;
    unsigned call;          /* the system call it blocked in (thread_signal.c restarts it) */
    int prio;               /* SCHED_FIFO/RR priority, 0 for SCHED_OTHER: higher runs first */
    unsigned joiner;
    struct cpu_context ctx;
    uint64_t tcb, reent, stack_lo, stack_hi, exit_value;
    uint64_t retired, since, since_slice;
};

struct thr_sched {
    struct thread *t;       /* indexed by id, 1..n; ids are never reused */
    unsigned n, cap, cur;
    unsigned *q, qhead, qlen, qcap;
    uint64_t block_seq;
    unsigned ntimed;        /* blocked threads with a deadline or a poll time */
    uint64_t impure_addr;   /* newlib's _impure_ptr, swapped at every switch */
    uint64_t *reap;         /* control blocks of finished detached threads, to free */
    unsigned nreap, reapcap;
    int running;
    unsigned call_now;      /* the thread system call being made */
};
extern struct thr_sched sched;

struct thread *thr(unsigned tid);
struct thread *thr_new(void);
void thr_ensure_main(void);
int thr_queue(unsigned tid);
/* Thread tid's priority changed or it became runnable: a higher one than the running
   thread's takes the CPU at the next boundary. */
void thr_check_preempt(unsigned tid);
void thr_start_scheduler(struct cpu *c);
void thr_block(struct cpu *c, enum wait_kind w, uint64_t addr, int64_t deadline);
void thr_wake(struct thread *t, int64_t result);
struct thread *thr_first_waiter(enum wait_kind w, uint64_t addr);
void thr_timeout(struct thread *t);
/* Cancellation: a join, condition, semaphore or sleep wait ends with EINTR. */
void thr_interrupt_wait(struct thread *t);
void thr_report_deadlock(struct cpu *c);
/* When no thread can run (thread_signal.c): a signal for the guest ended the host's wait
   (or a real-time timer that will raise one is armed: *wait_ns is set to its expiry). */
int thr_signal_may_come(int64_t *wait_ns);
/* A caught signal arrived while every thread is blocked: one blocked thread leaves its
   wait to run the handler (sem_wait and sleeps then fail with EINTR, condition waits
   return, other waits are made again when the handler returns). It is queued to run;
   returns it, or NULL if no thread can leave its wait. */
struct thread *thr_interrupt_for_signal(void);
int64_t thr_now_ns(void);
int thr_poll_reads(int timeout_ms);   /* thread_io.c */
/* thread_signals.c: a thread's signal state follows it at switches and creation. */
void thread_signals_switched(struct cpu *c, unsigned from, unsigned to);
void thread_signals_created(unsigned tid);
int thr_signal_waiters(void);
void thr_signals_idle(void);
int64_t thr_sync_call(struct cpu *c, unsigned n, const uint64_t a[6]);
/* A waiter on a process-shared object polls it: what another process did (thread_sync.c). */
void thr_poll_retry(struct thread *t);

/* Process-shared objects (thread_shared.c): shared if flag is set and the object lies in
   a MAP_SHARED mapping; an owner id (the thread id, or process and thread for a shared
   object); atomic word i of the object at a (big-endian); a poll time for waiter t. */
int thr_obj_shared(uint64_t a, int flag);
uint32_t thr_owner_id(unsigned tid, int shared);
int thr_cas32(uint64_t a, int i, uint32_t old, uint32_t new);
void thr_store32(uint64_t a, int i, uint32_t v);
uint32_t thr_load32(uint64_t a, int i);
int thr_add32(uint64_t a, int i, int32_t delta, uint32_t limit);
void thr_poll_later(struct thread *t);
/* A guest timespec (two big-endian int64) at ga as an absolute deadline on the given
   ABI clock (0 realtime, 1 monotonic) in CLOCK_MONOTONIC ns: 0 and *deadline set, or
   -EINVAL (bad nanoseconds) or -EFAULT. */
int64_t thr_deadline(uint64_t ga, int clock, int64_t *deadline);

/* newlib's errno numbers (the guest's). */
enum { G_EPERM = 1, G_ESRCH = 3, G_EINTR = 4, G_EAGAIN = 11, G_ENOMEM = 12, G_EFAULT = 14,
       G_EBUSY = 16, G_EINVAL = 22, G_EDEADLK = 45, G_ENOSYS = 88, G_ETIMEDOUT = 116,
       G_EOVERFLOW = 139 };

/* Guest object states (their state word): usable, or destroyed. */
#define THR_DESTROYED 0x44454144u

#endif
