/* Mutexes and their attributes. Locking and unlocking are scheduler calls, which also
   check ownership and give the POSIX error codes (emu/os/thread_sync.c). */
#include <errno.h>
#include <string.h>
#include "pthread_impl.h"

int pthread_mutex_init(pthread_mutex_t *m, const pthread_mutexattr_t *a)
{
    if (!m) return EINVAL;
    memset(m, 0, sizeof *m);
    /* The scheduler reads the type (low byte); protocol and ceiling ride above it. */
    m->__kind = a ? (unsigned)a->__type | (unsigned)a->__protocol << 8 | (unsigned)(a->__prioceiling & 0xff) << 16
                  : PTHREAD_MUTEX_DEFAULT;
    if (a && a->__pshared == PTHREAD_PROCESS_SHARED) m->__kind |= PA64_MUTEX_SHARED;
    return 0;
}

int pthread_mutex_destroy(pthread_mutex_t *m)
{
    if (!m || m->__state == PA64_OBJ_DESTROYED) return EINVAL;
    if (m->__owner) return EBUSY;
    m->__state = PA64_OBJ_DESTROYED;
    return 0;
}

int pthread_mutex_lock(pthread_mutex_t *m)
{
    return __pa64_err(__pa64_sys_mutex_lock(m, PA64_LOCK_WAIT, NULL));
}

int pthread_mutex_trylock(pthread_mutex_t *m)
{
    return __pa64_err(__pa64_sys_mutex_lock(m, PA64_LOCK_TRY, NULL));
}

int pthread_mutex_timedlock(pthread_mutex_t *m, const struct timespec *abstime)
{
    return __pa64_err(__pa64_sys_mutex_lock(m, PA64_LOCK_TIMED, abstime));
}

int pthread_mutex_unlock(pthread_mutex_t *m)
{
    return __pa64_err(__pa64_sys_mutex_unlock(m));
}

/* Priority ceilings are recorded (the scheduler does not raise priorities): only
   for PTHREAD_PRIO_PROTECT mutexes, as POSIX says. */
int pthread_mutex_getprioceiling(const pthread_mutex_t *m, int *ceiling)
{
    if (!m || (m->__kind >> 8 & 0xff) != PTHREAD_PRIO_PROTECT) return EINVAL;
    *ceiling = (int)(m->__kind >> 16 & 0xff);
    return 0;
}

int pthread_mutex_setprioceiling(pthread_mutex_t *m, int ceiling, int *old)
{
    if (!m || (m->__kind >> 8 & 0xff) != PTHREAD_PRIO_PROTECT || ceiling < 1 || ceiling > 99) return EINVAL;
    int e = pthread_mutex_lock(m);
    if (e) return e;
    if (old) *old = (int)(m->__kind >> 16 & 0xff);
    m->__kind = (m->__kind & ~0xff0000u) | (unsigned)ceiling << 16;
    return pthread_mutex_unlock(m);
}

int pthread_mutexattr_init(pthread_mutexattr_t *a)
{
    memset(a, 0, sizeof *a);
    a->__inited = 1;
    a->__prioceiling = 1;                    /* within SCHED_FIFO's priorities, 1..99 */
    return 0;
}

int pthread_mutexattr_destroy(pthread_mutexattr_t *a)
{
    if (!a) return EINVAL;
    a->__inited = 0;
    return 0;
}

int pthread_mutexattr_settype(pthread_mutexattr_t *a, int type)
{
    if (type < PTHREAD_MUTEX_NORMAL || type > PTHREAD_MUTEX_ERRORCHECK) return EINVAL;
    a->__type = type;
    return 0;
}
int pthread_mutexattr_gettype(const pthread_mutexattr_t *a, int *type) { *type = a->__type; return 0; }

int pthread_mutexattr_setpshared(pthread_mutexattr_t *a, int p)
{ return __pa64_set_pshared(&a->__pshared, p); }
int pthread_mutexattr_getpshared(const pthread_mutexattr_t *a, int *p) { *p = a->__pshared; return 0; }

int pthread_mutexattr_setprotocol(pthread_mutexattr_t *a, int p)
{
    if (p != PTHREAD_PRIO_NONE && p != PTHREAD_PRIO_INHERIT && p != PTHREAD_PRIO_PROTECT) return EINVAL;
    a->__protocol = p;
    return 0;
}
int pthread_mutexattr_getprotocol(const pthread_mutexattr_t *a, int *p) { *p = a->__protocol; return 0; }

int pthread_mutexattr_setprioceiling(pthread_mutexattr_t *a, int c)
{
    if (c < 0) return EINVAL;
    a->__prioceiling = c;
    return 0;
}
int pthread_mutexattr_getprioceiling(const pthread_mutexattr_t *a, int *c) { *c = a->__prioceiling; return 0; }
