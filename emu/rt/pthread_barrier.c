/* Barriers (a mutex, a condition and a generation count) and spin locks (mutexes: a
   spinning thread would only burn its quantum on the one host CPU). */
#include <errno.h>
#include <string.h>
#include "pthread_impl.h"

int pthread_barrier_init(pthread_barrier_t *b, const pthread_barrierattr_t *a, unsigned count)
{
    if (!b || count == 0) return EINVAL;
    memset(b, 0, sizeof *b);
    b->__count = count;
    if (a && a->__pshared == PTHREAD_PROCESS_SHARED) {   /* its mutex and condition too */
        b->__lock.__kind |= PA64_MUTEX_SHARED;
        b->__cond.__pad1 = 1;
    }
    return 0;
}

int pthread_barrier_destroy(pthread_barrier_t *b)
{
    if (!b || b->__state == PA64_OBJ_DESTROYED) return EINVAL;
    if (b->__waiting) return EBUSY;
    b->__state = PA64_OBJ_DESTROYED;
    return 0;
}

int pthread_barrier_wait(pthread_barrier_t *b)
{
    if (!b || b->__state == PA64_OBJ_DESTROYED) return EINVAL;
    pthread_mutex_lock(&b->__lock);
    unsigned gen = b->__generation;
    if (++b->__waiting == b->__count) {
        b->__waiting = 0;
        b->__generation++;
        pthread_cond_broadcast(&b->__cond);
        pthread_mutex_unlock(&b->__lock);
        return PTHREAD_BARRIER_SERIAL_THREAD;
    }
    while (gen == b->__generation) pthread_cond_wait(&b->__cond, &b->__lock);
    pthread_mutex_unlock(&b->__lock);
    return 0;
}

int pthread_barrierattr_init(pthread_barrierattr_t *a) { memset(a, 0, sizeof *a); a->__inited = 1; return 0; }
int pthread_barrierattr_destroy(pthread_barrierattr_t *a) { a->__inited = 0; return 0; }
int pthread_barrierattr_setpshared(pthread_barrierattr_t *a, int p)
{ return __pa64_set_pshared(&a->__pshared, p); }
int pthread_barrierattr_getpshared(const pthread_barrierattr_t *a, int *p) { *p = a->__pshared; return 0; }

int pthread_spin_init(pthread_spinlock_t *s, int pshared)
{
    int e = pthread_mutex_init(s, NULL);
    if (!e && pshared == PTHREAD_PROCESS_SHARED) s->__kind |= PA64_MUTEX_SHARED;
    return e;
}
int pthread_spin_destroy(pthread_spinlock_t *s) { return pthread_mutex_destroy(s); }
int pthread_spin_lock(pthread_spinlock_t *s)
{
    if (s->__owner && s->__owner == pthread_self()) return EDEADLK;
    return pthread_mutex_lock(s);
}
int pthread_spin_trylock(pthread_spinlock_t *s) { return pthread_mutex_trylock(s); }
int pthread_spin_unlock(pthread_spinlock_t *s) { return pthread_mutex_unlock(s); }
