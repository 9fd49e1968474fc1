/* POSIX semaphores: waits and posts are scheduler calls (thread_sync.c); named ones are
   shared files. */
#define _DEFAULT_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <unistd.h>
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

/* Named semaphores are files in the host's /dev/shm ("sem." and the name, as glibc
   names them), each holding one sem_t and mapped MAP_SHARED: every process that opens
   the name, a forked child included, uses the same semaphore, and the file's mode
   decides who may open it. A process maps a name once: the table below counts its
   sem_open calls; the last sem_close unmaps it. */
#define SEM_DIR "/dev/shm/sem."
struct named { struct named *next; sem_t *sem; int refs; char name[]; };
static struct named *names;
static pthread_mutex_t names_lock = PTHREAD_MUTEX_INITIALIZER;

static struct named *find_sem(const char *name, const sem_t *s)
{
    for (struct named *n = names; n; n = n->next)
        if (name ? !strcmp(n->name, name) : n->sem == s) return n;
    return NULL;
}

static void drop(struct named *gone)
{
    for (struct named **p = &names; *p; p = &(*p)->next)
        if (*p == gone) { *p = gone->next; free(gone); return; }
}

/* "/name" or "name" as its file: 0, or the errno. */
static int sem_path(const char *name, char *path, size_t len)
{
    if (!name || !*name) return EINVAL;
    while (*name == '/') name++;
    if (strlen(name) > NAME_MAX - 4) return ENAMETOOLONG;
    if (!*name || strchr(name, '/')) return EINVAL;
    snprintf(path, len, "%s%s", SEM_DIR, name);
    return 0;
}

/* The semaphore file at path, created with value when `create` (and it did not exist):
   its mapping, or SEM_FAILED with errno set. */
static sem_t *map_sem(const char *path, int oflag, mode_t mode, unsigned value)
{
    int created = 0, fd = -1;
    if (oflag & O_CREAT) {
        fd = open(path, O_RDWR | O_CREAT | O_EXCL, mode);
        created = fd >= 0;
        if (fd < 0 && (errno != EEXIST || (oflag & O_EXCL))) return SEM_FAILED;
    }
    if (fd < 0 && (fd = open(path, O_RDWR)) < 0) return SEM_FAILED;
    if (created && ftruncate(fd, sizeof(sem_t))) { close(fd); unlink(path); return SEM_FAILED; }
    sem_t *s = mmap(NULL, sizeof(sem_t), PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
    close(fd);
    if (s == MAP_FAILED) return SEM_FAILED;
    if (created) sem_init(s, 1, value);
    return s;
}

sem_t *sem_open(const char *name, int oflag, ...)
{
    char path[sizeof SEM_DIR + NAME_MAX];
    int e = sem_path(name, path, sizeof path);
    if (e) { errno = e; return SEM_FAILED; }
    mode_t mode = 0;
    unsigned value = 0;
    if (oflag & O_CREAT) {
        va_list ap;
        va_start(ap, oflag);
        mode = (mode_t)va_arg(ap, int);
        value = va_arg(ap, unsigned);
        va_end(ap);
        if (value > SEM_VALUE_MAX) { errno = EINVAL; return SEM_FAILED; }
    }
    pthread_mutex_lock(&names_lock);
    struct named *n = find_sem(path, NULL);
    sem_t *s = SEM_FAILED;
    int fd = n ? open(path, O_RDWR) : -1;     /* still there, and may we open it? */
    if (fd >= 0) close(fd);
    if (n && (oflag & O_CREAT) && (oflag & O_EXCL) && (fd >= 0 || errno != ENOENT)) errno = EEXIST;
    else if (n && fd < 0 && errno != ENOENT) s = SEM_FAILED;
    else if (n && fd >= 0) { n->refs++; s = n->sem; }
    else if ((s = map_sem(path, oflag, mode, value)) != SEM_FAILED) {
        struct named *m = calloc(1, sizeof *m + strlen(path) + 1);
        if (m) {
            m->sem = s;
            m->refs = 1;
            strcpy(m->name, path);
            m->next = names;
            names = m;
        }
    }
    pthread_mutex_unlock(&names_lock);
    return s;
}

int sem_close(sem_t *s)
{
    pthread_mutex_lock(&names_lock);
    struct named *n = find_sem(NULL, s);
    if (n && --n->refs == 0) {
        munmap(n->sem, sizeof(sem_t));
        drop(n);
    }
    pthread_mutex_unlock(&names_lock);
    if (!n) { errno = EINVAL; return -1; }
    return 0;
}

int sem_unlink(const char *name)
{
    char path[sizeof SEM_DIR + NAME_MAX];
    int e = name && !*name ? ENOENT : sem_path(name, path, sizeof path);
    if (e) { errno = e; return -1; }
    pthread_mutex_lock(&names_lock);
    struct named *n = find_sem(path, NULL);
    if (n) n->name[0] = 0;                   /* a new sem_open of the name is a new file */
    pthread_mutex_unlock(&names_lock);
    int r = unlink(path);
    if (r && errno == EPERM) errno = EACCES;   /* another user's, in the sticky /dev/shm */
    return r;
}
