/* Waiting: select and poll (ready, timeout, errors), the sleeps (nanosleep,
   clock_nanosleep, sleep, usleep) and clock_getres/clock_gettime; one success and one
   error each. Durations are checked as lower bounds only. */
#include <fcntl.h>
#include <poll.h>
#include <sys/select.h>
#include <time.h>
#include <unistd.h>
#include "check.h"

static long ms_since(const struct timespec *t0)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (t.tv_sec - t0->tv_sec) * 1000 + (t.tv_nsec - t0->tv_nsec) / 1000000;
}

int main(void)
{
    struct timespec t0, r;
    int fd = open("w.dat", O_RDWR | O_CREAT | O_TRUNC, 0644);
    write(fd, "data", 4);
    lseek(fd, 0, SEEK_SET);

    fd_set rd, wr;
    FD_ZERO(&rd); FD_ZERO(&wr);
    FD_SET(fd, &rd); FD_SET(fd, &wr);
    struct timeval tv = { 1, 0 };
    OK("select ready", select(fd + 1, &rd, &wr, NULL, &tv) == 2 && FD_ISSET(fd, &rd) && FD_ISSET(fd, &wr));
    clock_gettime(CLOCK_MONOTONIC, &t0);
    tv.tv_sec = 0; tv.tv_usec = 60000;
    OK("select timeout", select(0, NULL, NULL, NULL, &tv) == 0 && ms_since(&t0) >= 59);
    FD_ZERO(&rd); FD_SET(40, &rd);
    tv.tv_usec = 0;
    ERR("select EBADF", select(41, &rd, NULL, NULL, &tv), EBADF);
    ERR("select EINVAL", select(-1, NULL, NULL, NULL, &tv), EINVAL);
    ERR("select EFAULT", select(fd + 1, WILD, NULL, NULL, &tv), EFAULT);

    struct pollfd p[2] = { { fd, POLLIN | POLLOUT, 0 }, { 41, POLLIN, 0 } };
    OK("poll ready", poll(p, 2, 1000) == 2 && p[0].revents == (POLLIN | POLLOUT) && p[1].revents == POLLNVAL);
    clock_gettime(CLOCK_MONOTONIC, &t0);
    OK("poll timeout", poll(NULL, 0, 50) == 0 && ms_since(&t0) >= 49);
    ERR("poll EFAULT", poll(WILD, 1, 0), EFAULT);

    struct timespec req = { 0, 70000000 };
    clock_gettime(CLOCK_MONOTONIC, &t0);
    OK("nanosleep", nanosleep(&req, &r) == 0 && ms_since(&t0) >= 69);
    req.tv_nsec = 1000000000;
    ERR("nanosleep EINVAL", nanosleep(&req, NULL), EINVAL);
    ERR("nanosleep EFAULT", nanosleep(WILD, NULL), EFAULT);

    struct timespec abs;
    clock_gettime(CLOCK_REALTIME, &abs);
    abs.tv_nsec += 40000000;
    if (abs.tv_nsec >= 1000000000) { abs.tv_nsec -= 1000000000; abs.tv_sec++; }
    clock_gettime(CLOCK_MONOTONIC, &t0);
    OK("clock_nanosleep absolute", clock_nanosleep(CLOCK_REALTIME, TIMER_ABSTIME, &abs, NULL) == 0 &&
                                   ms_since(&t0) >= 35);
    req.tv_sec = 0; req.tv_nsec = 20000000;
    OK("clock_nanosleep relative", clock_nanosleep(CLOCK_MONOTONIC, 0, &req, NULL) == 0);
    OK("clock_nanosleep EINVAL", clock_nanosleep((clockid_t)99, 0, &req, NULL) == EINVAL);
    clock_gettime(CLOCK_MONOTONIC, &t0);
    OK("usleep", usleep(30000) == 0 && ms_since(&t0) >= 29);
    OK("sleep", sleep(0) == 0);

    OK("clock_getres", clock_getres(CLOCK_MONOTONIC, &r) == 0 && r.tv_sec == 0 && r.tv_nsec > 0 &&
                       r.tv_nsec <= 1000000);
    ERR("clock_getres EINVAL", clock_getres((clockid_t)77, &r), EINVAL);
    ERR("clock_getres EFAULT", clock_getres(CLOCK_REALTIME, WILD), EFAULT);
    OK("clock_gettime CPU", clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &r) == 0 && (r.tv_sec > 0 || r.tv_nsec > 0));
    ERR("clock_gettime EINVAL", clock_gettime((clockid_t)55, &r), EINVAL);
    close(fd);
    unlink("w.dat");
    return failures != 0;
}
