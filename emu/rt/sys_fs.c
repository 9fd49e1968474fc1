/* File and directory calls over the emulator's host system calls (emu/os/sys_fs.c):
   descriptors (dup, dup2, fcntl with record locks), links, directories, sizes, sync,
   positioned I/O, umask, utimes and realpath. The emulator reads and writes the guest's
   structures itself, so a bad pointer is EFAULT. */
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdarg.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <sys/time.h>
#include <unistd.h>
#include "alias.h"
#include "syscall.h"

int _fcntl(int fd, int cmd, ...);
int _mkdir(const char *path, mode_t mode);

/* Commands 7-9 (F_GETLK, F_SETLK, F_SETLKW) take a struct flock *, the others an int. */
int _fcntl(int fd, int cmd, ...)
{
    va_list ap;
    long arg;
    va_start(ap, cmd);
    if (cmd == F_GETLK || cmd == F_SETLK || cmd == F_SETLKW)
        arg = (long)va_arg(ap, struct flock *);
    else
        arg = va_arg(ap, int);
    va_end(ap);
    return (int)__pa64_result(__pa64_sys_fcntl(fd, cmd, arg));
}

PA64_WEAK int dup(int fd) { return (int)__pa64_result(__pa64_sys_dup(fd)); }
PA64_WEAK int dup2(int fd, int to) { return (int)__pa64_result(__pa64_sys_dup2(fd, to)); }
PA64_WEAK int fsync(int fd) { return (int)__pa64_result(__pa64_sys_fsync(fd)); }
PA64_WEAK int fdatasync(int fd) { return (int)__pa64_result(__pa64_sys_fdatasync(fd)); }
PA64_WEAK int ftruncate(int fd, off_t len) { return (int)__pa64_result(__pa64_sys_ftruncate(fd, len)); }
PA64_WEAK int truncate(const char *path, off_t len) { return (int)__pa64_result(__pa64_sys_truncate(path, len)); }
PA64_WEAK int chdir(const char *path) { return (int)__pa64_result(__pa64_sys_chdir(path)); }
PA64_WEAK int fchdir(int fd) { return (int)__pa64_result(__pa64_sys_fchdir(fd)); }
int _mkdir(const char *path, mode_t mode) { return (int)__pa64_result(__pa64_sys_mkdir(path, mode)); }
PA64_WEAK int rmdir(const char *path) { return (int)__pa64_result(__pa64_sys_rmdir(path)); }
PA64_WEAK int symlink(const char *target, const char *path) { return (int)__pa64_result(__pa64_sys_symlink(target, path)); }
PA64_WEAK mode_t umask(mode_t mask) { return (mode_t)__pa64_sys_umask(mask); }

PA64_WEAK ssize_t readlink(const char *restrict path, char *restrict buf, size_t size)
{
    return __pa64_result(__pa64_sys_readlink(path, buf, size));
}

PA64_WEAK ssize_t pread(int fd, void *buf, size_t len, off_t off)
{
    return __pa64_result(__pa64_sys_pread(fd, buf, len, off));
}

PA64_WEAK ssize_t pwrite(int fd, const void *buf, size_t len, off_t off)
{
    return __pa64_result(__pa64_sys_pwrite(fd, buf, len, off));
}

/* newlib's struct timeval is two int64 (time_t, suseconds_t): the emulator's layout. */
_Static_assert(sizeof(struct timeval) == 16, "timeval is two int64");
PA64_WEAK int utimes(const char *path, const struct timeval *tv)
{
    return (int)__pa64_result(__pa64_sys_utimes(path, tv));
}

/* resolved NULL: a malloc'ed buffer of PATH_MAX bytes, as POSIX.1-2008 allows. */
PA64_WEAK char *realpath(const char *restrict path, char *restrict resolved)
{
    char *mem = NULL;
    if (!path) {
        errno = EINVAL;
        return NULL;
    }
    if (!resolved && !(resolved = mem = malloc(PATH_MAX)))
        return NULL;
    long r = __pa64_sys_realpath(path, resolved, PATH_MAX);
    if (r < 0) {
        free(mem);
        errno = r == -ERANGE ? ENAMETOOLONG : (int)-r;
        return NULL;
    }
    return resolved;
}

PA64_WEAK_ALIAS(fcntl, _fcntl);
PA64_WEAK_ALIAS(mkdir, _mkdir);
