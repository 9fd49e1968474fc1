/* Directory streams (<dirent.h>) over the emulator's getdents call: opendir, fdopendir,
   readdir(_r), rewinddir, telldir/seekdir, closedir, dirfd, scandir, alphasort. */
#define _DEFAULT_SOURCE 1    /* O_DIRECTORY, DT_*, telldir in newlib's headers */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include "alias.h"
#include "syscall.h"

/* One getdents record (emu/os/sys_fs.c): int64 ino, int64 off, uint16 reclen, uint8
   type, then the NUL-terminated name. */
enum { REC_INO = 0, REC_OFF = 8, REC_RECLEN = 16, REC_TYPE = 18, REC_NAME = 19 };

struct __pa64_dir {
    int fd;
    long pos, len;            /* next record and bytes held in buf */
    long offset;              /* telldir(): d_off of the last entry returned */
    struct dirent ent;
    char buf[8192];
};

PA64_WEAK DIR *fdopendir(int fd)
{
    struct stat st;
    if (fstat(fd, &st) < 0)
        return NULL;
    if (!S_ISDIR(st.st_mode)) {
        errno = ENOTDIR;
        return NULL;
    }
    DIR *d = malloc(sizeof *d);
    if (!d)
        return NULL;
    d->fd = fd;
    d->pos = d->len = d->offset = 0;
    return d;
}

PA64_WEAK DIR *opendir(const char *path)
{
    int fd = open(path, O_RDONLY | O_DIRECTORY);
    if (fd < 0)
        return NULL;
    fcntl(fd, F_SETFD, FD_CLOEXEC);
    DIR *d = fdopendir(fd);
    if (!d) {
        int e = errno;
        close(fd);
        errno = e;
    }
    return d;
}

static int64_t rec64(const char *p) { int64_t v; memcpy(&v, p, 8); return v; }

PA64_WEAK struct dirent *readdir(DIR *d)
{
    if (d->pos >= d->len) {
        long n = __pa64_sys_getdents(d->fd, d->buf, sizeof d->buf);
        if (n <= 0) {
            if (n < 0)
                errno = (int)-n;
            return NULL;              /* the end: errno unchanged */
        }
        d->pos = 0;
        d->len = n;
    }
    const char *r = d->buf + d->pos;
    unsigned short reclen;
    memcpy(&reclen, r + REC_RECLEN, 2);
    d->pos += reclen;
    d->ent.d_ino = (ino_t)rec64(r + REC_INO);
    d->ent.d_off = (off_t)rec64(r + REC_OFF);
    d->ent.d_reclen = sizeof d->ent;
    d->ent.d_type = (unsigned char)r[REC_TYPE];
    strncpy(d->ent.d_name, r + REC_NAME, sizeof d->ent.d_name - 1);
    d->ent.d_name[sizeof d->ent.d_name - 1] = 0;
    d->offset = d->ent.d_off;
    return &d->ent;
}

PA64_WEAK int readdir_r(DIR *restrict d, struct dirent *restrict ent, struct dirent **restrict result)
{
    int saved = errno;
    errno = 0;
    struct dirent *e = readdir(d);
    int err = errno;
    errno = saved;
    if (!e) {
        *result = NULL;
        return err;
    }
    memcpy(ent, e, sizeof *ent);
    *result = ent;
    return 0;
}

PA64_WEAK void seekdir(DIR *d, long loc)
{
    if (lseek(d->fd, loc, SEEK_SET) >= 0) {
        d->pos = d->len = 0;
        d->offset = loc;
    }
}

PA64_WEAK void rewinddir(DIR *d) { seekdir(d, 0); }

PA64_WEAK long telldir(DIR *d) { return d->offset; }

PA64_WEAK int dirfd(DIR *d) { return d->fd; }

PA64_WEAK int closedir(DIR *d)
{
    int r = close(d->fd);
    free(d);
    return r;
}

PA64_WEAK int alphasort(const struct dirent **a, const struct dirent **b)
{
    return strcoll((*a)->d_name, (*b)->d_name);
}

PA64_WEAK int scandir(const char *path, struct dirent ***list, int (*keep)(const struct dirent *),
            int (*cmp)(const struct dirent **, const struct dirent **))
{
    DIR *d = opendir(path);
    if (!d)
        return -1;
    struct dirent **v = NULL, *e;
    size_t n = 0, cap = 0;
    errno = 0;
    while ((e = readdir(d))) {
        if (keep && !keep(e))
            continue;
        struct dirent *copy = malloc(sizeof *copy);
        struct dirent **nv = n == cap ? realloc(v, (cap = cap ? 2 * cap : 16) * sizeof *v) : v;
        if (!copy || !nv) {
            free(copy);
            while (n)
                free(v[--n]);
            free(nv ? nv : v);
            closedir(d);
            errno = ENOMEM;
            return -1;
        }
        v = nv;
        *copy = *e;
        v[n++] = copy;
    }
    closedir(d);
    if (cmp && n > 1)
        qsort(v, n, sizeof *v, (int (*)(const void *, const void *))cmp);
    *list = v;
    return (int)n;
}
