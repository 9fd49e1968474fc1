/* Condition variables and their attributes. A wait releases the mutex and blocks in
   one scheduler call, so no signal can fall between the two. */
#include <errno.h>
#include <string.h>
#include "pthread_impl.h"

/* The ABI clock of a condition (0 realtime, 1 monotonic). */
static unsigned abi_clock(clockid_t c) { return c == CLOCK_MONOTONIC ? 1 : 0; }

int pthread_cond_init(pthread_cond_t *cv, const pthread_condattr_t *a)
{
    if (!cv) return EINVAL;
    memset(cv, 0, sizeof *cv);
    cv->__clock = a ? (unsigned)a->__clock : 0;
    cv->__pad1 = a && a->__pshared == PTHREAD_PROCESS_SHARED;
    return 0;
}

int pthread_cond_destroy(pthread_cond_t *cv)
{
    if (!cv || cv->__state == PA64_OBJ_DESTROYED) return EINVAL;
    if (__pa64_sys_cond_wake(cv, 2) > 0) return EBUSY;    /* 2: count the waiters */
    cv->__state = PA64_OBJ_DESTROYED;
    return 0;
}

/* A cancellation point: cancelled while waiting, the thread has its mutex back
   before its cleanup handlers run. */
static int cond_wait(pthread_cond_t *cv, pthread_mutex_t *m, const struct timespec *abstime)
{
    __pa64_testcancel();
    long r = __pa64_sys_cond_wait(cv, m, abstime, abstime ? cv->__clock : 0);
    __pa64_testcancel();
    return r == -EINTR ? 0 : __pa64_err(r);
}

int pthread_cond_wait(pthread_cond_t *cv, pthread_mutex_t *m) { return cond_wait(cv, m, NULL); }

int pthread_cond_timedwait(pthread_cond_t *cv, pthread_mutex_t *m, const struct timespec *abstime)
{
    if (!abstime) return EINVAL;
    return cond_wait(cv, m, abstime);
}

int pthread_cond_signal(pthread_cond_t *cv) { return __pa64_err(__pa64_sys_cond_wake(cv, 0)); }
int pthread_cond_broadcast(pthread_cond_t *cv) { return __pa64_err(__pa64_sys_cond_wake(cv, 1)); }

int pthread_condattr_init(pthread_condattr_t *a)
{
    memset(a, 0, sizeof *a);
    a->__inited = 1;
    return 0;
}
int pthread_condattr_destroy(pthread_condattr_t *a)
{
    if (!a) return EINVAL;
    a->__inited = 0;
    return 0;
}

int pthread_condattr_setclock(pthread_condattr_t *a, clockid_t c)
{
    if (c != CLOCK_REALTIME && c != CLOCK_MONOTONIC) return EINVAL;
    a->__clock = (int)abi_clock(c);
    return 0;
}
int pthread_condattr_getclock(const pthread_condattr_t *a, clockid_t *c)
{
    *c = a->__clock ? CLOCK_MONOTONIC : CLOCK_REALTIME;
    return 0;
}

int pthread_condattr_setpshared(pthread_condattr_t *a, int p)
{ return __pa64_set_pshared(&a->__pshared, p); }
int pthread_condattr_getpshared(const pthread_condattr_t *a, int *p) { *p = a->__pshared; return 0; }
