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
    /* newlib's timespec is the ABI's (two int64): the emulator reads req and writes rem,
       so a wild pointer is EFAULT rather than a fault here. */
    long e = __pa64_sys_nanosleep((const struct pa64_timespec *)req, (struct pa64_timespec *)rem);
    if (__pa64_cancel_point) __pa64_cancel_point();
    return (int)__pa64_result(e);
}

/* An interrupted sleep returns the seconds left, rounded up (POSIX). */
unsigned sleep(unsigned seconds)
{
    struct timespec t = { (time_t)seconds, 0 }, rem = { 0, 0 };
    if (nanosleep(&t, &rem) == 0) return 0;
    return (unsigned)rem.tv_sec + (rem.tv_nsec > 0);
}

int usleep(useconds_t usec)
{
    struct timespec t = { (time_t)(usec / 1000000), (long)(usec % 1000000) * 1000 };
    return nanosleep(&t, NULL);
}
