/* Read-write locks (writers preferred; emu/os/thread_sync.c) and their attributes. */
#include <errno.h>
#include <string.h>
#include "pthread_impl.h"

int pthread_rwlock_init(pthread_rwlock_t *rw, const pthread_rwlockattr_t *a)
{
    if (!rw) return EINVAL;
    memset(rw, 0, sizeof *rw);
    rw->__pad = a && a->__pshared == PTHREAD_PROCESS_SHARED;
    return 0;
}

int pthread_rwlock_destroy(pthread_rwlock_t *rw)
{
    if (!rw || rw->__state == PA64_OBJ_DESTROYED) return EINVAL;
    if (rw->__readers || rw->__writer) return EBUSY;
    rw->__state = PA64_OBJ_DESTROYED;
    return 0;
}

static int rw(pthread_rwlock_t *l, long mode, const struct timespec *t)
{
    return __pa64_err(__pa64_sys_rw_lock(l, mode, t));
}

int pthread_rwlock_rdlock(pthread_rwlock_t *l) { return rw(l, 0, NULL); }
int pthread_rwlock_tryrdlock(pthread_rwlock_t *l) { return rw(l, PA64_RW_TRY, NULL); }
int pthread_rwlock_timedrdlock(pthread_rwlock_t *l, const struct timespec *t) { return rw(l, PA64_RW_TIMED, t); }
int pthread_rwlock_wrlock(pthread_rwlock_t *l) { return rw(l, PA64_RW_WRITE, NULL); }
int pthread_rwlock_trywrlock(pthread_rwlock_t *l) { return rw(l, PA64_RW_WRITE | PA64_RW_TRY, NULL); }
int pthread_rwlock_timedwrlock(pthread_rwlock_t *l, const struct timespec *t)
{
    return rw(l, PA64_RW_WRITE | PA64_RW_TIMED, t);
}
int pthread_rwlock_unlock(pthread_rwlock_t *l) { return __pa64_err(__pa64_sys_rw_unlock(l)); }

int pthread_rwlockattr_init(pthread_rwlockattr_t *a)
{
    memset(a, 0, sizeof *a);
    a->__inited = 1;
    return 0;
}
int pthread_rwlockattr_destroy(pthread_rwlockattr_t *a) { a->__inited = 0; return 0; }
int pthread_rwlockattr_setpshared(pthread_rwlockattr_t *a, int p)
{ return __pa64_set_pshared(&a->__pshared, p); }
int pthread_rwlockattr_getpshared(const pthread_rwlockattr_t *a, int *p) { *p = a->__pshared; return 0; }

int pthread_rwlockattr_setkind_np(pthread_rwlockattr_t *a, int kind)
{
    if (kind < PTHREAD_RWLOCK_PREFER_READER_NP || kind > PTHREAD_RWLOCK_PREFER_WRITER_NONRECURSIVE_NP) return EINVAL;
    a->__kind = kind;
    return 0;
}
int pthread_rwlockattr_getkind_np(const pthread_rwlockattr_t *a, int *kind) { *kind = a->__kind; return 0; }
