/* Cancellation (deferred at the cancellation points: join, condition waits, semaphore
   waits, sleeps, pthread_testcancel; asynchronous: the scheduler starts the target in
   __pa64_cancel_async when it next runs) and cleanup handlers. */
#include <errno.h>
#include "pthread_impl.h"

void __pthread_cleanup_push(struct __pthread_cleanup *c, void (*fn)(void *), void *arg)
{
    struct pthread_tcb *t = __pa64_tcb();
    c->__fn = fn;
    c->__arg = arg;
    c->__prev = t->cleanup;
    t->cleanup = c;
}

void __pthread_cleanup_pop(struct __pthread_cleanup *c, int execute)
{
    struct pthread_tcb *t = __pa64_tcb();
    t->cleanup = c->__prev;
    if (execute) c->__fn(c->__arg);
}

void __pa64_testcancel(void)
{
    struct pthread_tcb *t = __pa64_tcb();
    if (t && t->cancel_pending && t->cancel_state == PTHREAD_CANCEL_ENABLE && !t->exiting)
        pthread_exit(PTHREAD_CANCELED);
}

void pthread_testcancel(void) { __pa64_testcancel(); }

static void cancel_async(void) { pthread_exit(PTHREAD_CANCELED); }

int pthread_cancel(pthread_t thread)
{
    long r = __pa64_sys_thr_alive(thread);
    if (r <= 0) return r ? (int)-r : 0;      /* 0: a thread with no control block yet */
    struct pthread_tcb *t = (struct pthread_tcb *)r;
    __pa64_cancel_point = __pa64_testcancel;
    t->cancel_pending = 1;
    if (t->cancel_state != PTHREAD_CANCEL_ENABLE) return 0;
    if (t == __pa64_tcb()) {
        if (t->cancel_type == PTHREAD_CANCEL_ASYNCHRONOUS) pthread_exit(PTHREAD_CANCELED);
        return 0;
    }
    __pa64_sys_thr_interrupt(thread, t->cancel_type == PTHREAD_CANCEL_ASYNCHRONOUS ? cancel_async : 0);
    return 0;
}

int pthread_setcancelstate(int state, int *old)
{
    if (state != PTHREAD_CANCEL_ENABLE && state != PTHREAD_CANCEL_DISABLE) return EINVAL;
    struct pthread_tcb *t = __pa64_tcb();
    if (old) *old = t->cancel_state;
    t->cancel_state = state;
    if (t->cancel_type == PTHREAD_CANCEL_ASYNCHRONOUS) __pa64_testcancel();
    return 0;
}

int pthread_setcanceltype(int type, int *old)
{
    if (type != PTHREAD_CANCEL_DEFERRED && type != PTHREAD_CANCEL_ASYNCHRONOUS) return EINVAL;
    struct pthread_tcb *t = __pa64_tcb();
    if (old) *old = t->cancel_type;
    t->cancel_type = type;
    if (type == PTHREAD_CANCEL_ASYNCHRONOUS) __pa64_testcancel();
    return 0;
}

/* The runtime's fork (proc.c) runs them through __pa64_fork_hook. */
#define ATFORK_MAX 32
static struct { void (*prepare)(void), (*parent)(void), (*child)(void); } atfork[ATFORK_MAX];
static int natfork;
extern void (*__pa64_fork_hook)(int phase);

static void run_atfork(int phase)
{
    if (phase == 0) {
        for (int i = natfork - 1; i >= 0; i--)
            if (atfork[i].prepare) atfork[i].prepare();
        return;
    }
    for (int i = 0; i < natfork; i++) {
        void (*h)(void) = phase == 1 ? atfork[i].parent : atfork[i].child;
        if (h) h();
    }
}

int pthread_atfork(void (*prepare)(void), void (*parent)(void), void (*child)(void))
{
    if (natfork == ATFORK_MAX) return ENOMEM;
    atfork[natfork].prepare = prepare;
    atfork[natfork].parent = parent;
    atfork[natfork].child = child;
    natfork++;
    __pa64_fork_hook = run_atfork;
    return 0;
}
