/* Inside the guest pthread library: the thread control block, reached through the
   thread pointer (cr27), and the raw scheduler calls (emu/os/thread_calls.c). */
#ifndef PA64RT_PTHREAD_IMPL_H
#define PA64RT_PTHREAD_IMPL_H
#include <pthread.h>
#include <reent.h>
#include "syscall.h"

struct pthread_specific { void *value; unsigned gen; };

/* cr27 points here; the emulator stores the thread id in `tid` at creation, before the
   thread or its creator runs on. The thread-local storage segment (__tls_size bytes)
   follows the block. */
struct pthread_tcb {
    unsigned long tid;
    void *(*start)(void *);
    void *arg;
    void *stack;                 /* mapped by pthread_create (with its guard), NULL if the caller's */
    unsigned long stack_map_len;
    void *stack_lo;              /* the stack it runs on (lowest address) and its size */
    unsigned long stack_size;
    int detached;
    int policy;
    struct sched_param param;
    int cancel_state, cancel_type, cancel_pending, exiting;
    struct __pthread_cleanup *cleanup;
    struct pthread_specific specific[PTHREAD_KEYS_MAX];
    struct _reent reent;
};

static inline struct pthread_tcb *__pa64_tcb(void)
{
    struct pthread_tcb *t;
    __asm__ volatile("mfctl %%cr27,%0" : "=r"(t));
    return t;
}

/* The creation block of PA64_SYS_thr_create: ten big-endian int64. */
struct pa64_thr_create {
    long desc, arg0, arg1, stack_lo, stack_size, tp, reent, detached, tid_out, prio;
};

long __pa64_sys_thr_init(long *impure_ptr_addr, struct pthread_tcb *main_tcb);
long __pa64_sys_thr_create(struct pa64_thr_create *blk);
long __pa64_sys_thr_exit(void *value);
long __pa64_sys_thr_join(unsigned long tid, void **value);
long __pa64_sys_thr_detach(unsigned long tid);
long __pa64_sys_thr_self(void);
long __pa64_sys_thr_yield(void);
long __pa64_sys_thr_reap(void);
long __pa64_sys_thr_alive(unsigned long tid);
long __pa64_sys_thr_interrupt(unsigned long tid, void (*async)(void));
long __pa64_sys_thr_setprio(unsigned long tid, long prio);
long __pa64_sys_mutex_lock(void *m, long mode, const struct timespec *abstime);
long __pa64_sys_mutex_unlock(void *m);
long __pa64_sys_cond_wait(void *cv, void *m, const struct timespec *abstime, long clock);
long __pa64_sys_cond_wake(void *cv, long how);
long __pa64_sys_rw_lock(void *rw, long mode, const struct timespec *abstime);
long __pa64_sys_rw_unlock(void *rw);
long __pa64_sys_sem_wait(void *s, long mode, const struct timespec *abstime);
long __pa64_sys_sem_post(void *s);

/* Lock modes (mutex, semaphore) and read-write lock flags of the calls above. */
enum { PA64_LOCK_WAIT, PA64_LOCK_TRY, PA64_LOCK_TIMED };
enum { PA64_RW_WRITE = 1, PA64_RW_TRY = 2, PA64_RW_TIMED = 4 };
#define PA64_OBJ_DESTROYED 0x44454144u
/* Process-shared objects (emu/os/thread_sync.c): a mutex's kind word carries this bit,
   a condition's second word and a read-write lock's third are 1. */
#define PA64_MUTEX_SHARED 0x40000000u

/* The process-shared attribute of every attribute object: PRIVATE or SHARED. */
static inline int __pa64_set_pshared(int *field, int p)
{
    if (p != PTHREAD_PROCESS_PRIVATE && p != PTHREAD_PROCESS_SHARED) return 22;   /* EINVAL */
    *field = p;
    return 0;
}

/* The scheduler's priority of a policy and parameter: SCHED_OTHER threads are all 0. */
static inline long __pa64_sched_prio(int policy, const struct sched_param *p)
{
    return policy == SCHED_FIFO || policy == SCHED_RR ? p->sched_priority : 0;
}

/* pthread functions return the error number itself. */
static inline int __pa64_err(long r) { return r < 0 ? (int)-r : 0; }

void __pa64_run_key_destructors(struct pthread_tcb *t);
/* A cancellation point: a pending, enabled cancellation ends the thread here. */
void __pa64_testcancel(void);
void __pa64_pthread_setup(void);

#endif
