/* Waiting on descriptors and terminals: select, poll, ioctl and <termios.h> over the
   emulator's calls 93, 269 and 404 (emu/os/sys_tty.c). */
#include <errno.h>
#include <poll.h>
#include <stdarg.h>
#include <sys/ioctl.h>
#include <sys/select.h>
#include <termios.h>
#include <unistd.h>
#include "alias.h"
#include "syscall.h"

PA64_WEAK int select(int nfds, fd_set *r, fd_set *w, fd_set *e, struct timeval *timeout)
{
    return (int)__pa64_result(__pa64_sys_select(nfds, r, w, e, timeout));
}

PA64_WEAK int poll(struct pollfd *fds, nfds_t nfds, int timeout)
{
    return (int)__pa64_result(__pa64_sys_poll(fds, nfds, timeout));
}

PA64_WEAK int ioctl(int fd, unsigned long request, ...)
{
    va_list ap;
    va_start(ap, request);
    void *arg = va_arg(ap, void *);
    va_end(ap);
    return (int)__pa64_result(__pa64_sys_ioctl(fd, request, arg));
}

PA64_WEAK int tcgetattr(int fd, struct termios *t)
{
    return (int)__pa64_result(__pa64_sys_ioctl(fd, TCGETS, t));
}

PA64_WEAK int tcsetattr(int fd, int action, const struct termios *t)
{
    static const unsigned long req[] = { TCSETS, TCSETSW, TCSETSF };
    if (action < TCSANOW || action > TCSAFLUSH) {
        errno = EINVAL;
        return -1;
    }
    return (int)__pa64_result(__pa64_sys_ioctl(fd, req[action], (void *)t));
}

PA64_WEAK int tcdrain(int fd) { return (int)__pa64_result(__pa64_sys_ioctl(fd, TCSBRK, (void *)1)); }
PA64_WEAK int tcsendbreak(int fd, int duration)
{
    (void)duration;                 /* as on Linux: any duration sends one standard break */
    return (int)__pa64_result(__pa64_sys_ioctl(fd, TCSBRK, (void *)0));
}
PA64_WEAK int tcflush(int fd, int queue)
{
    return (int)__pa64_result(__pa64_sys_ioctl(fd, TCFLSH, (void *)(long)queue));
}

PA64_WEAK pid_t tcgetpgrp(int fd)
{
    int pgrp;
    long r = __pa64_result(__pa64_sys_ioctl(fd, TIOCGPGRP, &pgrp));
    return r < 0 ? -1 : pgrp;
}

PA64_WEAK int tcsetpgrp(int fd, pid_t pgrp)
{
    int v = pgrp;
    return (int)__pa64_result(__pa64_sys_ioctl(fd, TIOCSPGRP, &v));
}

static int valid_speed(speed_t s)
{
    return (s & ~(speed_t)CBAUD) == 0 && (s <= B38400 || (s >= B57600 && s <= B4000000));
}

PA64_WEAK speed_t cfgetispeed(const struct termios *t) { return t->c_ispeed; }
PA64_WEAK speed_t cfgetospeed(const struct termios *t) { return t->c_ospeed; }

PA64_WEAK int cfsetospeed(struct termios *t, speed_t s)
{
    if (!valid_speed(s)) {
        errno = EINVAL;
        return -1;
    }
    t->c_cflag = (t->c_cflag & ~(tcflag_t)CBAUD) | s;
    t->c_ospeed = s;
    return 0;
}

PA64_WEAK int cfsetispeed(struct termios *t, speed_t s)
{
    if (!valid_speed(s)) {
        errno = EINVAL;
        return -1;
    }
    t->c_ispeed = s;
    return 0;
}

PA64_WEAK int cfsetspeed(struct termios *t, speed_t s)
{
    return cfsetospeed(t, s) < 0 ? -1 : cfsetispeed(t, s);
}

PA64_WEAK void cfmakeraw(struct termios *t)
{
    t->c_iflag &= ~(tcflag_t)(IGNBRK | BRKINT | PARMRK | ISTRIP | INLCR | IGNCR | ICRNL | IXON);
    t->c_oflag &= ~(tcflag_t)OPOST;
    t->c_lflag &= ~(tcflag_t)(ECHO | ECHONL | ICANON | ISIG | IEXTEN);
    t->c_cflag = (t->c_cflag & ~(tcflag_t)(CSIZE | PARENB)) | CS8;
    t->c_cc[VMIN] = 1;
    t->c_cc[VTIME] = 0;
}
