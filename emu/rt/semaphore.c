/* POSIX semaphores: waits and posts are scheduler calls (thread_sync.c). */
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdarg.h>
#include <stdlib.h>
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

/* Named semaphores live in this process (the guest has no other process to share
   them with): a table by name; sem_unlink removes the name, the semaphore goes with
   its last sem_close. */
struct named { struct named *next; sem_t sem; int refs, unlinked; char name[]; };
static struct named *names;
static pthread_mutex_t names_lock = PTHREAD_MUTEX_INITIALIZER;

static struct named *find_name(const char *name)
{
    for (struct named *n = names; n; n = n->next)
        if (!n->unlinked && !strcmp(n->name, name)) return n;
    return NULL;
}

static void drop(struct named *gone)
{
    for (struct named **p = &names; *p; p = &(*p)->next)
        if (*p == gone) { *p = gone->next; free(gone); return; }
}

static int name_error(const char *name)
{
    if (!name || !*name) return EINVAL;
    return strlen(name) > NAME_MAX ? ENAMETOOLONG : 0;
}

sem_t *sem_open(const char *name, int oflag, ...)
{
    int e = name_error(name);
    if (e) { errno = e; return SEM_FAILED; }
    unsigned value = 0;
    if (oflag & O_CREAT) {
        va_list ap;
        va_start(ap, oflag);
        (void)va_arg(ap, int);                 /* mode: one user, no permissions to check */
        value = va_arg(ap, unsigned);
        va_end(ap);
    }
    pthread_mutex_lock(&names_lock);
    struct named *n = find_name(name);
    if (n && (oflag & O_CREAT) && (oflag & O_EXCL)) e = EEXIST;
    else if (!n && !(oflag & O_CREAT)) e = ENOENT;
    else if (!n && value > SEM_VALUE_MAX) e = EINVAL;
    else if (!n && !(n = calloc(1, sizeof *n + strlen(name) + 1))) e = ENOSPC;
    else if (!n->refs && !n->name[0]) {
        strcpy(n->name, name);
        sem_init(&n->sem, 1, value);
        n->next = names;
        names = n;
    }
    if (!e) n->refs++;
    pthread_mutex_unlock(&names_lock);
    if (e) { errno = e; return SEM_FAILED; }
    return &n->sem;
}

int sem_close(sem_t *s)
{
    pthread_mutex_lock(&names_lock);
    struct named *n = names;
    while (n && &n->sem != s) n = n->next;
    if (n && --n->refs == 0 && n->unlinked) drop(n);
    pthread_mutex_unlock(&names_lock);
    if (!n) { errno = EINVAL; return -1; }
    return 0;
}

int sem_unlink(const char *name)
{
    int e = name && !*name ? ENOENT : name_error(name);     /* no semaphore has no name */
    if (e) { errno = e; return -1; }
    pthread_mutex_lock(&names_lock);
    struct named *n = find_name(name);
    if (n) {
        n->unlinked = 1;
        if (!n->refs) drop(n);
    }
    pthread_mutex_unlock(&names_lock);
    if (!n) { errno = ENOENT; return -1; }
    return 0;
}
