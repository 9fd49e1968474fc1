/* nanosleep, sleep and usleep: the emulator sleeps the host (or, with other threads
   to run, blocks only the calling thread until the time has passed). */
#include <errno.h>
#include <time.h>
#include <unistd.h>
#include "syscall.h"

void (*__pa64_cancel_point)(void);

int nanosleep(const struct timespec *req, struct timespec *rem)
{
    if (__pa64_cancel_point) __pa64_cancel_point();
    if (!req) { errno = EFAULT; return -1; }
    struct pa64_timespec r = { req->tv_sec, req->tv_nsec }, left = { 0, 0 };
    long e = __pa64_sys_nanosleep(&r, &left);
    if (rem) { rem->tv_sec = (time_t)left.sec; rem->tv_nsec = (long)left.nsec; }
    if (__pa64_cancel_point) __pa64_cancel_point();
    return (int)__pa64_result(e);
}

unsigned sleep(unsigned seconds)
{
    struct timespec t = { (time_t)seconds, 0 };
    return nanosleep(&t, NULL) ? seconds : 0;
}

int usleep(useconds_t usec)
{
    struct timespec t = { (time_t)(usec / 1000000), (long)(usec % 1000000) * 1000 };
    return nanosleep(&t, NULL);
}
