/* POSIX calls SQLite's unix VFS names that the PA-64 runtime lacks on this branch (another
   branch adds them): pread/pwrite through lseek, the page size, and the rest failing with
   ENOSYS. Only for building SQLite against the guest; the workload uses none of the
   ENOSYS ones (no sync with SQLITE_NO_SYNC, no truncation, no directories). */
#include <errno.h>
#include <sys/types.h>
#include <unistd.h>

ssize_t pread(int fd, void *buf, size_t n, off_t off)
{
    off_t old = lseek(fd, 0, SEEK_CUR);
    if (old < 0 || lseek(fd, off, SEEK_SET) < 0) return -1;
    ssize_t r = read(fd, buf, n);
    lseek(fd, old, SEEK_SET);
    return r;
}

ssize_t pwrite(int fd, const void *buf, size_t n, off_t off)
{
    off_t old = lseek(fd, 0, SEEK_CUR);
    if (old < 0 || lseek(fd, off, SEEK_SET) < 0) return -1;
    ssize_t r = write(fd, buf, n);
    lseek(fd, old, SEEK_SET);
    return r;
}

long sysconf(int name)
{
    if (name == _SC_PAGESIZE) return 4096;
    errno = EINVAL;
    return -1;
}

uid_t geteuid(void) { return 1; }   /* not root: SQLite then never chowns its journal */

#define ENOSYS_STUB(decl) decl { errno = ENOSYS; return -1; }
ENOSYS_STUB(int fsync(int fd))
ENOSYS_STUB(int ftruncate(int fd, off_t len))
ENOSYS_STUB(int rmdir(const char *path))
ENOSYS_STUB(ssize_t readlink(const char *path, char *buf, size_t n))
ENOSYS_STUB(int utimes(const char *path, const void *tv))
ENOSYS_STUB(int nanosleep(const void *req, void *rem))
