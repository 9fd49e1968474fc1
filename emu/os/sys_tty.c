/* Waiting for descriptors and terminal control on the host: select and poll (with the
   guest's fd_set words and pollfd records) and ioctl (window size, termios, FIONREAD,
   FIONBIO, foreground process group). Request numbers, flags and termios values are
   Linux's (docs/guest-abi.md); the layouts are the guest's, big-endian. */
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/select.h>
#include <termios.h>
#include <time.h>
#include <unistd.h>
#include "bytes.h"
#include "run.h"
#include "sysvec.h"
#include "sys_posix.h"

#define EFAULT_ -14
#define EBADF_ -9
#define EINVAL_ -22
#define ENOTTY_ -25

static int64_t now_ms(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (int64_t)t.tv_sec * 1000 + t.tv_nsec / 1000000;
}

/* The guest's fd_set: 64-bit big-endian words, fd f is bit f%64 of word f/64. */
static int64_t get_fdset(uint64_t ga, int nfds, fd_set *s, uint8_t **where)
{
    FD_ZERO(s);
    *where = NULL;
    if (!ga) return 0;
    uint8_t *p = gbuf(ga, 8 * (uint64_t)((nfds + 63) / 64), 1);
    if (!p) return EFAULT_;
    for (int f = 0; f < nfds; f++)
        if (be64(p + 8 * (f / 64)) >> (f % 64) & 1) FD_SET(f, s);
    *where = p;
    return 0;
}

static void put_fdset(uint8_t *p, int nfds, const fd_set *s)
{
    if (!p) return;
    for (int w = 0; w < (nfds + 63) / 64; w++) {
        uint64_t v = 0;
        for (int f = w * 64; f < nfds && f < w * 64 + 64; f++)
            if (FD_ISSET(f, s)) v |= 1ull << (f % 64);
        put_be64(p + 8 * w, v);
    }
}

/* select(nfds, r, w, e, timeout): timeout 0 waits for ever, else a guest timeval
   (int64 sec, usec). Host signals the guest does not see (a profiling tick) resume
   the wait with what remains. */
static int64_t sys_select(uint64_t n, uint64_t r, uint64_t w, uint64_t e, uint64_t tv)
{
    if ((int64_t)n < 0 || n > FD_SETSIZE) return EINVAL_;
    int nfds = (int)n;
    fd_set s[3], in[3];
    uint8_t *where[3];
    uint64_t ga[3] = { r, w, e };
    for (int i = 0; i < 3; i++) {
        int64_t rc = get_fdset(ga[i], nfds, &in[i], &where[i]);
        if (rc) return rc;
    }
    int64_t deadline = -1;
    if (tv) {
        const uint8_t *p = gbuf(tv, 16, 0);
        if (!p) return EFAULT_;
        int64_t sec = (int64_t)be64(p), usec = (int64_t)be64(p + 8);
        if (sec < 0 || usec < 0 || usec >= 1000000) return EINVAL_;
        deadline = now_ms() + sec * 1000 + (usec + 999) / 1000;
    }
    for (;;) {
        memcpy(s, in, sizeof s);
        struct timeval left, *lp = NULL;
        if (deadline >= 0) {
            int64_t ms = deadline - now_ms();
            if (ms < 0) ms = 0;
            left.tv_sec = ms / 1000; left.tv_usec = (ms % 1000) * 1000;
            lp = &left;
        }
        int rc = select(nfds, where[0] ? &s[0] : NULL, where[1] ? &s[1] : NULL, where[2] ? &s[2] : NULL, lp);
        if (rc >= 0) {
            for (int i = 0; i < 3; i++) put_fdset(where[i], nfds, &s[i]);
            return rc;
        }
        if (errno != EINTR || sys_wait_interrupted()) return neg_errno(errno);
    }
}

/* poll(fds, nfds, timeout_ms): the guest's struct pollfd is int32 fd, int16 events,
   int16 revents; POLL* bits are Linux's (POLLIN 1 … POLLWRBAND 0x200). */
static int64_t sys_poll(uint64_t ga, uint64_t n, uint64_t timeout)
{
    if (n > 65536) return EINVAL_;
    uint8_t *p = gbuf(ga, 8 * n, 1);
    if (!p && n) return EFAULT_;
    struct pollfd *h = calloc(n ? n : 1, sizeof *h);
    if (!h) return -12;
    for (uint64_t i = 0; i < n; i++) {
        h[i].fd = (int32_t)be32(p + 8 * i);
        h[i].events = (short)(be16(p + 8 * i + 4) & 0x3ff);
    }
    int t = (int)(int32_t)timeout;
    int64_t deadline = t < 0 ? -1 : now_ms() + t;
    int rc;
    for (;;) {
        int left = deadline < 0 ? -1 : (int)(deadline - now_ms() > 0 ? deadline - now_ms() : 0);
        rc = poll(h, (nfds_t)n, left);
        if (rc >= 0 || errno != EINTR || sys_wait_interrupted()) break;
    }
    int e = errno;
    if (rc >= 0)
        for (uint64_t i = 0; i < n; i++) put_be16(p + 8 * i + 6, (uint16_t)(h[i].revents & 0x3ff));
    free(h);
    return rc < 0 ? neg_errno(e) : rc;
}

/* The guest's struct termios: four int32 flag words, c_line, c_cc[32], then int32
   c_ispeed and c_ospeed at 52 and 56 (60 bytes); values as Linux's. */
static int64_t get_termios(int fd, uint64_t ga)
{
    struct termios t;
    if (tcgetattr(fd, &t)) return neg_errno(errno);
    uint8_t *p = gbuf(ga, 60, 1);
    if (!p) return EFAULT_;
    memset(p, 0, 60);
    put_be32(p, t.c_iflag); put_be32(p + 4, t.c_oflag); put_be32(p + 8, t.c_cflag); put_be32(p + 12, t.c_lflag);
    p[16] = t.c_line;
    memcpy(p + 17, t.c_cc, 32);
    put_be32(p + 52, cfgetispeed(&t)); put_be32(p + 56, cfgetospeed(&t));
    return 0;
}

static int64_t set_termios(int fd, int action, uint64_t ga)
{
    const uint8_t *p = gbuf(ga, 60, 0);
    if (!p) return EFAULT_;
    struct termios t;
    memset(&t, 0, sizeof t);
    t.c_iflag = be32(p); t.c_oflag = be32(p + 4); t.c_cflag = be32(p + 8); t.c_lflag = be32(p + 12);
    t.c_line = p[16];
    memcpy(t.c_cc, p + 17, 32);
    if (cfsetispeed(&t, be32(p + 52)) || cfsetospeed(&t, be32(p + 56))) return EINVAL_;
    if (tcsetattr(fd, action, &t)) return neg_errno(errno);
    return 0;
}

/* An int32 in or out of an ioctl. */
static int64_t int_arg(uint64_t ga, int *v, int out)
{
    uint8_t *p = gbuf(ga, 4, out);
    if (!p) return EFAULT_;
    if (out) put_be32(p, (uint32_t)*v); else *v = (int32_t)be32(p);
    return 0;
}

static int64_t sys_ioctl(uint64_t gfd, uint64_t req, uint64_t arg)
{
    int fd = guest_fd(gfd), v;
    if (fd < 0 || fcntl(fd, F_GETFD) < 0) return EBADF_;
    struct winsize ws;
    uint8_t *p;
    int64_t r;
    switch (req) {
    case 0x5401: return get_termios(fd, arg);                        /* TCGETS */
    case 0x5402: return set_termios(fd, TCSANOW, arg);              /* TCSETS */
    case 0x5403: return set_termios(fd, TCSADRAIN, arg);            /* TCSETSW */
    case 0x5404: return set_termios(fd, TCSAFLUSH, arg);            /* TCSETSF */
    case 0x5409:                                                    /* TCSBRK: 0 break, else drain */
        if (arg ? tcdrain(fd) : tcsendbreak(fd, 0)) return neg_errno(errno);
        return 0;
    case 0x540B:                                                    /* TCFLSH */
        if (arg > 2) return EINVAL_;
        if (tcflush(fd, arg == 0 ? TCIFLUSH : arg == 1 ? TCOFLUSH : TCIOFLUSH)) return neg_errno(errno);
        return 0;
    case 0x540F:                                                    /* TIOCGPGRP */
        if ((v = tcgetpgrp(fd)) < 0) return neg_errno(errno);
        return int_arg(arg, &v, 1);
    case 0x5410:                                                    /* TIOCSPGRP */
        if ((r = int_arg(arg, &v, 0))) return r;
        if (tcsetpgrp(fd, v)) return neg_errno(errno);
        return 0;
    case 0x5413:                                                    /* TIOCGWINSZ */
        if (ioctl(fd, TIOCGWINSZ, &ws)) return neg_errno(errno);
        if (!(p = gbuf(arg, 8, 1))) return EFAULT_;
        put_be16(p, ws.ws_row); put_be16(p + 2, ws.ws_col); put_be16(p + 4, ws.ws_xpixel); put_be16(p + 6, ws.ws_ypixel);
        return 0;
    case 0x5414:                                                    /* TIOCSWINSZ */
        if (!(p = gbuf(arg, 8, 0))) return EFAULT_;
        ws = (struct winsize){ be16(p), be16(p + 2), be16(p + 4), be16(p + 6) };
        if (ioctl(fd, TIOCSWINSZ, &ws)) return neg_errno(errno);
        return 0;
    case 0x541B:                                                    /* FIONREAD */
        if (ioctl(fd, FIONREAD, &v)) return neg_errno(errno);
        return int_arg(arg, &v, 1);
    case 0x5421:                                                    /* FIONBIO */
        if ((r = int_arg(arg, &v, 0))) return r;
        if (ioctl(fd, FIONBIO, &v)) return neg_errno(errno);
        return 0;
    default:
        return ENOTTY_;
    }
}

int64_t sys_tty(unsigned n, const uint64_t a[6])
{
    switch (n) {
    case 93: return sys_select(a[0], a[1], a[2], a[3], a[4]);
    case 269: return sys_poll(a[0], a[1], a[2]);
    case 404: return sys_ioctl(a[0], a[1], a[2]);
    default: return -88;
    }
}
