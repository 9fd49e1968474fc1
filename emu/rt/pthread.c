/* Thread lifetime: the thread initializer of the runtime supplement (__thread_init),
   create, exit, join, detach, self, equal, once, yield, kill and the scheduling
   queries. Scheduling itself is the emulator's (emu/os/threads.c). */
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>
#include "pthread_impl.h"
#include "syscall-proc.h"

int sigprocmask(int how, const sigset_t *set, sigset_t *old);

#define DEFAULT_STACK (256 * 1024)

extern long __tls_size;
extern struct _reent *_impure_ptr;
void __sinit(struct _reent *);

static struct pthread_tcb main_tcb;
static int initialized;

/* The full thread initializer (runtime supplement, "Threads"): the main thread's
   control block and TLS, the thread pointer, and the scheduler told where the C
   library's current reentrancy pointer lives so that it follows the running thread. */
static void thread_init_full(void)
{
    if (initialized) return;
    initialized = 1;
    struct pthread_tcb *t = &main_tcb;
    if (__tls_size > 0) {
        t = calloc(1, sizeof *t + (size_t)__tls_size);
        if (!t) t = &main_tcb;
    }
    __asm__ volatile("mtctl %0,%%cr27" : : "r"(t));
    __sinit(_impure_ptr);              /* the shared stdin/stdout/stderr, once */
    t->tid = (unsigned long)__pa64_sys_thr_init((long *)&_impure_ptr, t);
}

void (*__thread_init)(void) = thread_init_full;

void __pa64_pthread_setup(void) { thread_init_full(); }

/* Control blocks (and stacks) of threads that ended: freed by whoever sees them. */
static void free_tcb(struct pthread_tcb *t)
{
    if (!t || t == &main_tcb || t == (struct pthread_tcb *)__pa64_tcb()) return;
    if (t->stack) munmap(t->stack, t->stack_map_len);
    free(t);
}

/* A stack of its own: size bytes (whole pages) and, above them (it grows upward), a
   guard of `guard` bytes rounded up to pages that no access reaches without a SIGSEGV. */
static void *map_stack(struct pthread_tcb *t, size_t size, size_t guard)
{
    size_t page = 4096, usable = (size + page - 1) & ~(page - 1), g = (guard + page - 1) & ~(page - 1);
    char *m = mmap(NULL, usable + g, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (m == MAP_FAILED) return NULL;
    if (g && mprotect(m + usable, g, PROT_NONE)) { munmap(m, usable + g); return NULL; }
    t->stack = m;
    t->stack_map_len = usable + g;
    return m;
}

static void reap_detached(void)
{
    long p;
    while ((p = __pa64_sys_thr_reap()) > 0) free_tcb((struct pthread_tcb *)p);
}

static void thread_start(struct pthread_tcb *t)
{
    pthread_exit(t->start(t->arg));
}

int pthread_create(pthread_t *thread, const pthread_attr_t *attr, void *(*start)(void *), void *arg)
{
    thread_init_full();
    reap_detached();
    size_t size = attr && attr->__stacksize ? attr->__stacksize : DEFAULT_STACK;
    struct pthread_tcb *t = calloc(1, sizeof *t + (size_t)(__tls_size > 0 ? __tls_size : 0));
    if (!t) return EAGAIN;
    void *stack = attr ? attr->__stackaddr : NULL;
    if (!stack && !(stack = map_stack(t, size, attr ? attr->__guardsize : 4096))) { free(t); return EAGAIN; }
    t->start = start;
    t->arg = arg;
    t->stack_lo = stack;
    t->stack_size = size;
    t->detached = attr && attr->__detachstate == PTHREAD_CREATE_DETACHED;
    struct pthread_tcb *self = __pa64_tcb();
    t->policy = self ? self->policy : SCHED_OTHER;
    if (self) t->param = self->param;
    if (attr && attr->__inheritsched == PTHREAD_EXPLICIT_SCHED) {
        t->policy = attr->__schedpolicy;
        t->param = attr->__schedparam;
    }
    _REENT_INIT_PTR(&t->reent);
    struct pa64_thr_create b = {
        (long)thread_start, (long)t, 0, (long)stack, (long)size, (long)t, (long)&t->reent,
        attr && attr->__detachstate == PTHREAD_CREATE_DETACHED, (long)thread, __pa64_sched_prio(t->policy, &t->param),
    };
    long r = __pa64_sys_thr_create(&b);
    if (r < 0) {
        free_tcb(t);
        return -r == EINVAL ? EINVAL : EAGAIN;
    }
    return 0;
}

void pthread_exit(void *value)
{
    struct pthread_tcb *t = __pa64_tcb();
    if (t) {
        t->exiting = 1;
        while (t->cleanup) {
            struct __pthread_cleanup *c = t->cleanup;
            t->cleanup = c->__prev;
            c->__fn(c->__arg);
        }
        __pa64_run_key_destructors(t);
    }
    __pa64_sys_thr_exit(value);
    exit(0);                                 /* it was the last thread */
}

int pthread_join(pthread_t thread, void **value)
{
    void *v = NULL;
    __pa64_testcancel();
    long r = __pa64_sys_thr_join(thread, &v);
    __pa64_testcancel();
    if (r < 0) return (int)-r;
    if (value) *value = v;
    free_tcb((struct pthread_tcb *)r);
    reap_detached();
    return 0;
}

int pthread_detach(pthread_t thread)
{
    int e = __pa64_err(__pa64_sys_thr_detach(thread));
    reap_detached();
    return e;
}

pthread_t pthread_self(void)
{
    struct pthread_tcb *t = __pa64_tcb();
    return t ? t->tid : (pthread_t)__pa64_sys_thr_self();
}

int pthread_equal(pthread_t a, pthread_t b) { return a == b; }

static pthread_mutex_t once_lock = PTHREAD_MUTEX_INITIALIZER;

static void once_cancelled(void *once)
{
    pthread_mutex_lock(&once_lock);
    *(pthread_once_t *)once = 0;
    pthread_mutex_unlock(&once_lock);
}

/* 0 not run, 1 running, 2 done. A second caller waits (yielding) for the first. */
int pthread_once(pthread_once_t *once, void (*fn)(void))
{
    if (!once || !fn) return EINVAL;
    for (;;) {
        pthread_mutex_lock(&once_lock);
        int s = *once;
        if (s == 0) *once = 1;
        pthread_mutex_unlock(&once_lock);
        if (s == 2) return 0;
        if (s == 0) break;
        sched_yield();
    }
    pthread_cleanup_push(once_cancelled, once);   /* cancelled in fn: not run after all */
    fn();
    pthread_cleanup_pop(0);
    pthread_mutex_lock(&once_lock);
    *once = 2;
    pthread_mutex_unlock(&once_lock);
    return 0;
}

int sched_yield(void)
{
    __pa64_sys_thr_yield();
    return 0;
}

/* To that thread alone: its handler runs on it (docs/threads.md "Signals"). */
int pthread_kill(pthread_t thread, int sig)
{
    if (sig < 0 || sig >= NSIG || sig == 32) return EINVAL;
    long r = __pa64_sys_thr_kill(thread, sig);
    return r < 0 ? (int)-r : 0;
}

int pthread_sigmask(int how, const sigset_t *set, sigset_t *old)
{
    return sigprocmask(how, set, old) ? errno : 0;
}

static int concurrency;
int pthread_getconcurrency(void) { return concurrency; }
int pthread_setconcurrency(int level)
{
    if (level < 0) return EINVAL;
    concurrency = level;
    return 0;
}

/* A live thread's control block (the scheduler knows it), NULL if none. */
static struct pthread_tcb *tcb_of(pthread_t thread)
{
    long r = __pa64_sys_thr_alive(thread);
    return r > 0 ? (struct pthread_tcb *)r : NULL;
}

int pthread_getschedparam(pthread_t thread, int *policy, struct sched_param *param)
{
    if (__pa64_sys_thr_alive(thread) < 0) return ESRCH;
    struct pthread_tcb *t = tcb_of(thread);
    *policy = t ? t->policy : SCHED_OTHER;
    if (t) *param = t->param;
    else memset(param, 0, sizeof *param);
    return 0;
}

int pthread_setschedparam(pthread_t thread, int policy, const struct sched_param *param)
{
    if (__pa64_sys_thr_alive(thread) < 0) return ESRCH;
    if (policy != SCHED_OTHER && policy != SCHED_FIFO && policy != SCHED_RR) return EINVAL;
    if (param->sched_priority < sched_get_priority_min(policy) ||
        param->sched_priority > sched_get_priority_max(policy)) return EINVAL;
    struct pthread_tcb *t = tcb_of(thread);
    if (t) { t->policy = policy; t->param = *param; }
    return __pa64_err(__pa64_sys_thr_setprio(thread, __pa64_sched_prio(policy, param)));
}

int pthread_setschedprio(pthread_t thread, int prio)
{
    struct sched_param p = { .sched_priority = prio };
    int policy;
    int e = pthread_getschedparam(thread, &policy, &(struct sched_param){ 0 });
    return e ? e : pthread_setschedparam(thread, policy, &p);
}

int pthread_getcpuclockid(pthread_t thread, clockid_t *clock)
{
    if (__pa64_sys_thr_alive(thread) < 0) return ESRCH;
    *clock = (clockid_t)(thread << 8 | CLOCK_THREAD_CPUTIME_ID);   /* readable by clock_gettime */
    return 0;
}

int sched_get_priority_max(int policy)
{
    if (policy == SCHED_FIFO || policy == SCHED_RR) return 99;
    if (policy == SCHED_OTHER) return 0;
    errno = EINVAL;
    return -1;
}

int sched_get_priority_min(int policy)
{
    if (policy == SCHED_FIFO || policy == SCHED_RR) return 1;
    if (policy == SCHED_OTHER) return 0;
    errno = EINVAL;
    return -1;
}

int sched_getscheduler(pid_t pid)
{
    if (pid && pid != getpid()) { errno = ESRCH; return -1; }
    struct pthread_tcb *t = __pa64_tcb();
    return t ? t->policy : SCHED_OTHER;
}

int sched_getparam(pid_t pid, struct sched_param *param)
{
    if (pid && pid != getpid()) { errno = ESRCH; return -1; }
    struct pthread_tcb *t = __pa64_tcb();
    if (t) *param = t->param;
    else memset(param, 0, sizeof *param);
    return 0;
}

int sched_setscheduler(pid_t pid, int policy, const struct sched_param *param)
{
    if (pid && pid != getpid()) { errno = ESRCH; return -1; }
    int old = sched_getscheduler(0);
    int e = pthread_setschedparam(pthread_self(), policy, param);
    if (e) { errno = e; return -1; }
    return old;
}

int sched_setparam(pid_t pid, const struct sched_param *param)
{
    return sched_setscheduler(pid, sched_getscheduler(0), param) < 0 ? -1 : 0;
}

/* The emulator's time slice, in instructions, is no fixed time: report 10 ms. */
int sched_rr_get_interval(pid_t pid, struct timespec *interval)
{
    if (pid && pid != getpid()) { errno = ESRCH; return -1; }
    interval->tv_sec = 0;
    interval->tv_nsec = 10000000;
    return 0;
}

/* The main thread's stack is the loader's: reported from the current frame up to the
   end of the stack region (guest-abi.md's memory map: it grows upward to 0xc0000000). */
int pthread_getattr_np(pthread_t thread, pthread_attr_t *attr)
{
    struct pthread_tcb *t = tcb_of(thread);
    if (!t && __pa64_sys_thr_alive(thread) < 0) return ESRCH;
    pthread_attr_init(attr);
    if (t && t->stack_lo) {
        attr->__stackaddr = t->stack_lo;
        attr->__stacksize = t->stack_size;
        attr->__detachstate = t->detached ? PTHREAD_CREATE_DETACHED : PTHREAD_CREATE_JOINABLE;
    } else {
        char here;
        attr->__stackaddr = (void *)((unsigned long)&here & ~4095ul);
        attr->__stacksize = 0xc0000000ul - (unsigned long)attr->__stackaddr;
    }
    if (t) {
        attr->__schedpolicy = t->policy;
        attr->__schedparam = t->param;
    }
    return 0;
}
