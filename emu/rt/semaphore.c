/* Unnamed POSIX semaphores: waits and posts are scheduler calls (thread_sync.c). */
#include <errno.h>
#include <string.h>
#include <semaphore.h>
#include "pthread_impl.h"

static int result(long r)
{
    if (r < 0) { errno = (int)-r; return -1; }
    return 0;
}

int sem_init(sem_t *s, int pshared, unsigned value)
{
    if (value > SEM_VALUE_MAX) { errno = EINVAL; return -1; }
    memset(s, 0, sizeof *s);
    s->__value = value;
    s->__pshared = pshared != 0;
    return 0;
}

int sem_destroy(sem_t *s)
{
    if (!s || s->__state == PA64_OBJ_DESTROYED) { errno = EINVAL; return -1; }
    s->__state = PA64_OBJ_DESTROYED;
    return 0;
}

int sem_wait(sem_t *s)
{
    __pa64_testcancel();
    long r = __pa64_sys_sem_wait(s, PA64_LOCK_WAIT, NULL);
    __pa64_testcancel();
    return result(r);
}
int sem_trywait(sem_t *s) { return result(__pa64_sys_sem_wait(s, PA64_LOCK_TRY, NULL)); }
int sem_timedwait(sem_t *s, const struct timespec *t) { return result(__pa64_sys_sem_wait(s, PA64_LOCK_TIMED, t)); }
int sem_post(sem_t *s) { return result(__pa64_sys_sem_post(s)); }

int sem_getvalue(sem_t *s, int *value)
{
    if (!s || s->__state == PA64_OBJ_DESTROYED) { errno = EINVAL; return -1; }
    *value = (int)s->__value;
    return 0;
}

sem_t *sem_open(const char *name, int oflag, ...)
{
    (void)name; (void)oflag;
    errno = ENOSYS;
    return SEM_FAILED;
}
int sem_close(sem_t *s) { (void)s; errno = ENOSYS; return -1; }
int sem_unlink(const char *name) { (void)name; errno = ENOSYS; return -1; }
