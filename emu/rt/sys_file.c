/* File-system system calls for newlib and programs: open/read/write/close/lseek,
   stat/fstat (pa64_stat -> newlib's struct stat), isatty, unlink, rename, link, access, getcwd,
   and the attribute calls chmod/fchmod, chown/fchown, utime. */
#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <utime.h>
#include "alias.h"
#include "syscall.h"

int _open(const char *path, int flags, ...);
int _close(int fd);
int _read(int fd, void *buf, size_t len);
int _write(int fd, const void *buf, size_t len);
off_t _lseek(int fd, off_t off, int whence);
int _fstat(int fd, struct stat *st);
int _stat(const char *path, struct stat *st);
int _lstat(const char *path, struct stat *st);
int _isatty(int fd);
int _unlink(const char *path);
int _rename(const char *from, const char *to);
int _link(const char *from, const char *to);
int _access(const char *path, int mode);
char *_getcwd(char *buf, size_t size);
int _chmod(const char *path, mode_t mode);
int _fchmod(int fd, mode_t mode);
int _chown(const char *path, uid_t uid, gid_t gid);
int _fchown(int fd, uid_t uid, gid_t gid);
int _utime(const char *path, const struct utimbuf *times);

int _open(const char *path, int flags, ...)
{
    int mode = 0;
    if (flags & O_CREAT) {
        va_list ap;
        va_start(ap, flags);
        mode = va_arg(ap, int);
        va_end(ap);
    }
    return (int)__pa64_result(__pa64_sys_open(path, flags, mode));
}

int _close(int fd)
{
    return (int)__pa64_result(__pa64_sys_close(fd));
}

int _read(int fd, void *buf, size_t len)
{
    return (int)__pa64_result(__pa64_sys_read(fd, buf, len));
}

int _write(int fd, const void *buf, size_t len)
{
    return (int)__pa64_result(__pa64_sys_write(fd, buf, len));
}

off_t _lseek(int fd, off_t off, int whence)
{
    return __pa64_result(__pa64_sys_lseek(fd, off, whence));
}

static void from_pa64_stat(struct stat *st, const struct pa64_stat *p)
{
    memset(st, 0, sizeof *st);
    st->st_dev = (dev_t)p->dev;
    st->st_ino = (ino_t)p->ino;
    st->st_mode = (mode_t)p->mode;
    st->st_nlink = (nlink_t)p->nlink;
    st->st_uid = (uid_t)p->uid;
    st->st_gid = (gid_t)p->gid;
    st->st_rdev = (dev_t)p->rdev;
    st->st_size = (off_t)p->size;
    st->st_blksize = (blksize_t)p->blksize;
    st->st_blocks = (blkcnt_t)p->blocks;
    st->st_atim.tv_sec = (time_t)p->atime;
    st->st_mtim.tv_sec = (time_t)p->mtime;
    st->st_ctim.tv_sec = (time_t)p->ctime;
}

int _fstat(int fd, struct stat *st)
{
    struct pa64_stat p;
    long r = __pa64_result(__pa64_sys_fstat(fd, &p));
    if (r == 0)
        from_pa64_stat(st, &p);
    return (int)r;
}

int _stat(const char *path, struct stat *st)
{
    struct pa64_stat p;
    long r = __pa64_result(__pa64_sys_stat(path, &p));
    if (r == 0)
        from_pa64_stat(st, &p);
    return (int)r;
}

int _lstat(const char *path, struct stat *st)
{
    struct pa64_stat p;
    long r = __pa64_result(__pa64_sys_lstat(path, &p));
    if (r == 0)
        from_pa64_stat(st, &p);
    return (int)r;
}

int _isatty(int fd)
{
    long r = __pa64_sys_isatty(fd);
    if (r < 0) {
        errno = (int)-r;
        return 0;
    }
    if (r == 0)
        errno = ENOTTY;
    return r != 0;
}

int _unlink(const char *path)
{
    return (int)__pa64_result(__pa64_sys_unlink(path));
}

/* Defined here (before -lc) so newlib's link()+unlink() emulation of rename is not used. */
int _rename(const char *from, const char *to)
{
    return (int)__pa64_result(__pa64_sys_rename(from, to));
}

int _link(const char *from, const char *to)
{
    return (int)__pa64_result(__pa64_sys_link(from, to));
}

int _access(const char *path, int mode)
{
    return (int)__pa64_result(__pa64_sys_access(path, mode));
}

char *_getcwd(char *buf, size_t size)
{
    char *mem = NULL;
    if (!buf) {
        /* The common extension: allocate when no buffer is given. */
        if (size == 0)
            size = 4096;
        buf = mem = malloc(size);
        if (!buf)
            return NULL;
    } else if (size == 0) {
        errno = EINVAL;
        return NULL;
    }
    if (__pa64_result(__pa64_sys_getcwd(buf, size)) < 0) {
        free(mem);
        return NULL;
    }
    return buf;
}

int _chmod(const char *path, mode_t mode)
{
    return (int)__pa64_result(__pa64_sys_chmod(path, mode));
}

int _fchmod(int fd, mode_t mode)
{
    return (int)__pa64_result(__pa64_sys_fchmod(fd, mode));
}

/* newlib's uid_t and gid_t are 16 bits: (uid_t)-1, "unchanged", arrives as 0xffff, which
   the emulator takes as -1. */
int _chown(const char *path, uid_t uid, gid_t gid)
{
    return (int)__pa64_result(__pa64_sys_chown(path, uid, gid));
}

int _fchown(int fd, uid_t uid, gid_t gid)
{
    return (int)__pa64_result(__pa64_sys_fchown(fd, uid, gid));
}

/* newlib's struct utimbuf is the system call's two big-endian int64 (NULL: now), so it
   goes through as it is and a bad pointer is EFAULT, as from a kernel. */
_Static_assert(sizeof(struct utimbuf) == 16 && sizeof(time_t) == 8, "utimbuf is two int64");
int _utime(const char *path, const struct utimbuf *times)
{
    return (int)__pa64_result(__pa64_sys_utime(path, (const int64_t *)times));
}

PA64_WEAK_ALIAS(open, _open);
PA64_WEAK_ALIAS(close, _close);
PA64_WEAK_ALIAS(read, _read);
PA64_WEAK_ALIAS(write, _write);
PA64_WEAK_ALIAS(lseek, _lseek);
PA64_WEAK_ALIAS(fstat, _fstat);
PA64_WEAK_ALIAS(stat, _stat);
PA64_WEAK_ALIAS(lstat, _lstat);
PA64_WEAK_ALIAS(isatty, _isatty);
PA64_WEAK_ALIAS(unlink, _unlink);
PA64_WEAK_ALIAS(rename, _rename);
PA64_WEAK_ALIAS(link, _link);
PA64_WEAK_ALIAS(access, _access);
PA64_WEAK_ALIAS(getcwd, _getcwd);
PA64_WEAK_ALIAS(chmod, _chmod);
PA64_WEAK_ALIAS(fchmod, _fchmod);
PA64_WEAK_ALIAS(chown, _chown);
PA64_WEAK_ALIAS(fchown, _fchown);
PA64_WEAK_ALIAS(utime, _utime);
