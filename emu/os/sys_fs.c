/* File and directory system calls on the host: links, directories, descriptors (dup,
   fcntl with host record locks), sizes, sync, positioned I/O and getdents, each with
   the guest's layouts (big-endian, newlib's values) converted field by field. */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/time.h>
#include <unistd.h>
#include "bytes.h"
#include "run.h"
#include "sysvec.h"
#include "sys_posix.h"

#define RET(expr) do { int64_t r_ = (int64_t)(expr); return r_ < 0 ? neg_errno(errno) : r_; } while (0)
#define EFAULT_ -14
#define EBADF_ -9
#define EINVAL_ -22

int guest_fd(uint64_t fd)
{
    struct rlimit rl;
    if (getrlimit(RLIMIT_NOFILE, &rl)) return -1;
    return (int64_t)fd >= 0 && fd < rl.rlim_cur && fd <= INT_MAX ? (int)fd : -1;
}

int sys_fd_arg_bad(unsigned n, uint64_t a0)
{
    switch (n) {
    case 3: case 4: case 6: case 19: case 28: case 123: case 124: return guest_fd(a0) < 0;
    default: return 0;
    }
}

/* newlib's O_* status flags (sys/_default_fcntl.h) that F_GETFL/F_SETFL carry. */
enum { G_APPEND = 0x8, G_ASYNC = 0x40, G_SYNC = 0x2000, G_NONBLOCK = 0x4000 };

static int64_t flags_to_guest(int h)
{
    int64_t g = h & O_ACCMODE;
    if (h & O_APPEND) g |= G_APPEND;
    if (h & O_ASYNC) g |= G_ASYNC;
    if (h & O_SYNC) g |= G_SYNC;
    if (h & O_NONBLOCK) g |= G_NONBLOCK;
    return g;
}

static int flags_to_host(uint64_t g)
{
    int h = 0;
    if (g & G_APPEND) h |= O_APPEND;
    if (g & G_ASYNC) h |= O_ASYNC;
    if (g & G_NONBLOCK) h |= O_NONBLOCK;
    return h;
}

/* newlib's struct flock: short l_type @0, short l_whence @2, long l_start @8, long l_len @16,
   short l_pid @24 (32 bytes); l_type F_RDLCK 1, F_WRLCK 2, F_UNLCK 3. */
static int64_t get_flock(uint64_t ga, struct flock *fl)
{
    const uint8_t *p = gbuf(ga, 32, 0);
    if (!p) return EFAULT_;
    int type = (int16_t)be16(p);
    memset(fl, 0, sizeof *fl);
    fl->l_type = type == 1 ? F_RDLCK : type == 2 ? F_WRLCK : type == 3 ? F_UNLCK : -1;
    fl->l_whence = (short)(int16_t)be16(p + 2);
    fl->l_start = (off_t)be64(p + 8);
    fl->l_len = (off_t)be64(p + 16);
    return fl->l_type == -1 ? EINVAL_ : 0;
}

static int64_t put_flock(uint64_t ga, const struct flock *fl)
{
    uint8_t *p = gbuf(ga, 32, 1);
    if (!p) return EFAULT_;
    int type = fl->l_type == F_RDLCK ? 1 : fl->l_type == F_WRLCK ? 2 : 3;
    put_be16(p, (uint16_t)type);
    put_be16(p + 2, (uint16_t)fl->l_whence);
    put_be64(p + 8, (uint64_t)fl->l_start);
    put_be64(p + 16, (uint64_t)fl->l_len);
    put_be16(p + 24, (uint16_t)fl->l_pid);     /* newlib's l_pid is a short */
    return 0;
}

/* A record lock is the host's fcntl lock on the same file. F_SETLKW waits, resuming
   after host signals the guest does not see (a profiling tick) unless the run is
   being stopped. */
static int64_t fcntl_lock(int fd, int cmd, uint64_t ga)
{
    struct flock fl;
    int64_t r = get_flock(ga, &fl);
    if (r) return r;
    if (cmd == 7) {
        if (fcntl(fd, F_GETLK, &fl)) return neg_errno(errno);
        return put_flock(ga, &fl);
    }
    int h = cmd == 8 ? F_SETLK : F_SETLKW;
    while (fcntl(fd, h, &fl)) {
        if (errno != EINTR || cpu_interrupted()) return neg_errno(errno);
    }
    return 0;
}

static int64_t sys_fcntl(uint64_t gfd, uint64_t cmd, uint64_t arg)
{
    int fd = guest_fd(gfd);
    if (fd < 0) return EBADF_;
    switch (cmd) {
    case 0: case 14:                          /* F_DUPFD, F_DUPFD_CLOEXEC */
        if (guest_fd(arg) < 0) return EINVAL_;
        RET(fcntl(fd, cmd ? F_DUPFD_CLOEXEC : F_DUPFD, (int)arg));
    case 1: {                                 /* F_GETFD: FD_CLOEXEC is 1 for both */
        int r = fcntl(fd, F_GETFD);
        return r < 0 ? neg_errno(errno) : (r & FD_CLOEXEC ? 1 : 0);
    }
    case 2: RET(fcntl(fd, F_SETFD, (arg & 1) ? FD_CLOEXEC : 0));
    case 3: {
        int r = fcntl(fd, F_GETFL);
        return r < 0 ? neg_errno(errno) : flags_to_guest(r);
    }
    case 4: {
        int r = fcntl(fd, F_GETFL);
        if (r < 0) return neg_errno(errno);
        r = (r & ~(O_APPEND | O_ASYNC | O_NONBLOCK)) | flags_to_host(arg);
        RET(fcntl(fd, F_SETFL, r));
    }
    case 5: RET(fcntl(fd, F_GETOWN));
    case 6: RET(fcntl(fd, F_SETOWN, (int)arg));
    case 7: case 8: case 9: return fcntl_lock(fd, (int)cmd, arg);
    default: return EINVAL_;
    }
}

static int64_t sys_dup2(uint64_t from, uint64_t to)
{
    int f = guest_fd(from), t = guest_fd(to);
    if (f < 0 || t < 0) return EBADF_;
    RET(dup2(f, t));
}

/* readlink(path, buf, size): the link's text, not NUL-terminated; its length. */
static int64_t sys_readlink(uint64_t path, uint64_t buf, uint64_t size)
{
    const char *s = mem_guest_string(path);
    if (!s) return EFAULT_;
    if ((int64_t)size <= 0) return EINVAL_;
    char *b = gbuf(buf, size, 1);
    if (!b) return EFAULT_;
    RET(readlink(s, b, size));
}

/* realpath(path, buf, size): the resolved absolute path with its NUL; its length. */
static int64_t sys_realpath(uint64_t path, uint64_t buf, uint64_t size)
{
    const char *s = mem_guest_string(path);
    if (!s) return EFAULT_;
    char *r = realpath(s, NULL);
    if (!r) return neg_errno(errno);
    size_t n = strlen(r);
    char *b = n < size ? gbuf(buf, n + 1, 1) : NULL;
    if (b) memcpy(b, r, n + 1);
    free(r);
    if (n >= size) return -34;                /* ERANGE */
    return b ? (int64_t)n : EFAULT_;
}

/* utimes(path, tv): tv 0 (now) or two newlib timevals, big-endian int64 sec and usec. */
static int64_t sys_utimes(uint64_t path, uint64_t tv)
{
    const char *s = mem_guest_string(path);
    if (!s) return EFAULT_;
    if (!tv) RET(utimes(s, NULL));
    const uint8_t *p = gbuf(tv, 32, 0);
    if (!p) return EFAULT_;
    struct timeval t[2];
    for (int i = 0; i < 2; i++) {
        t[i].tv_sec = (time_t)be64(p + 16 * i);
        t[i].tv_usec = (suseconds_t)be64(p + 16 * i + 8);
        if (t[i].tv_usec < 0 || t[i].tv_usec >= 1000000) return EINVAL_;
    }
    RET(utimes(s, t));
}

/* Positioned I/O: pread (write = 0) or pwrite at a 64-bit offset. */
static int64_t sys_pio(int write, uint64_t gfd, uint64_t buf, uint64_t len, uint64_t off)
{
    int fd = guest_fd(gfd);
    if (fd < 0) return EBADF_;
    if ((int64_t)off < 0) return EINVAL_;
    void *b = gbuf(buf, len, !write);
    if (!b) return EFAULT_;
    RET(write ? pwrite(fd, b, len, (off_t)off) : pread(fd, b, len, (off_t)off));
}

/* getdents(fd, buf, len): directory entries as records of big-endian int64 d_ino and
   d_off, int16 d_reclen, uint8 d_type (DT_* as Linux), the NUL-terminated name, padded
   to 8 bytes: the layout of the host's getdents64 records, byte-swapped in place.
   Returns the bytes filled, 0 at the end. */
static int64_t sys_getdents(uint64_t gfd, uint64_t buf, uint64_t len)
{
    int fd = guest_fd(gfd);
    if (fd < 0) return EBADF_;
    if (len > 1 << 20) len = 1 << 20;
    uint8_t *g = gbuf(buf, len, 1);
    if (!g) return EFAULT_;
    uint8_t *h = malloc(len ? len : 1);
    if (!h) return -12;
    long n = syscall(SYS_getdents64, fd, h, (unsigned)len);
    if (n < 0) { int e = errno; free(h); return neg_errno(e); }
    for (long o = 0; o < n;) {
        uint64_t ino, off;
        uint16_t reclen;
        memcpy(&ino, h + o, 8); memcpy(&off, h + o + 8, 8); memcpy(&reclen, h + o + 16, 2);
        memcpy(g + o, h + o, reclen);
        put_be64(g + o, ino); put_be64(g + o + 8, off); put_be16(g + o + 16, reclen);
        o += reclen;
    }
    free(h);
    return n;
}

static int64_t path_call(unsigned n, uint64_t a0, uint64_t a1)
{
    const char *s = mem_guest_string(a0), *s2 = NULL;
    if (!s) return EFAULT_;
    if ((n == 9 || n == 56) && !(s2 = mem_guest_string(a1))) return EFAULT_;
    struct stat st;
    switch (n) {
    case 9: RET(link(s, s2));
    case 12: RET(chdir(s));
    case 40: if (lstat(s, &st)) return neg_errno(errno); return put_stat(&st, a1);
    case 56: RET(symlink(s, s2));
    case 129: if ((int64_t)a1 < 0) return EINVAL_; RET(truncate(s, (off_t)a1));
    case 136: RET(mkdir(s, (mode_t)(a1 & 07777)));
    case 137: RET(rmdir(s));
    default: return -88;
    }
}

static int64_t fd_call(unsigned n, uint64_t a0, uint64_t a1)
{
    int fd = guest_fd(a0);
    if (fd < 0) return EBADF_;
    switch (n) {
    case 41: RET(dup(fd));
    case 95: RET(fsync(fd));
    case 130: if ((int64_t)a1 < 0) return EINVAL_; RET(ftruncate(fd, (off_t)a1));
    case 272: RET(fchdir(fd));
    case 402: RET(fdatasync(fd));
    default: return -88;
    }
}

int64_t sys_fs(unsigned n, const uint64_t a[6])
{
    switch (n) {
    case 9: case 12: case 40: case 56: case 129: case 136: case 137: return path_call(n, a[0], a[1]);
    case 41: case 95: case 130: case 272: case 402: return fd_call(n, a[0], a[1]);
    case 58: return sys_readlink(a[0], a[1], a[2]);
    case 60: return umask((mode_t)(a[0] & 0777));
    case 62: return sys_fcntl(a[0], a[1], a[2]);
    case 90: return sys_dup2(a[0], a[1]);
    case 138: return sys_utimes(a[0], a[1]);
    case 356: return sys_getdents(a[0], a[1], a[2]);
    case 372: return sys_pio(0, a[0], a[1], a[2], a[3]);
    case 374: return sys_pio(1, a[0], a[1], a[2], a[3]);
    case 403: return sys_realpath(a[0], a[1], a[2]);
    default: return -88;
    }
}
