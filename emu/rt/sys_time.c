/* Time system calls: gettimeofday, clock_gettime/clock_getres, times and the sleeps
   (nanosleep, clock_nanosleep, sleep, usleep), converting the ABI's int64 structures
   and clock ids to newlib's. */
#define _DEFAULT_SOURCE
#include <errno.h>
#include <signal.h>
#include <stddef.h>
#include <sys/time.h>
#include <sys/times.h>
#include <time.h>
#include <unistd.h>
#include "alias.h"
#include "syscall.h"

int _gettimeofday(struct timeval *tv, void *tz);
clock_t _times(struct tms *t);

int _gettimeofday(struct timeval *tv, void *tz)
{
    struct pa64_timeval p;
    if (__pa64_result(__pa64_sys_gettimeofday(&p)) < 0)
        return -1;
    if (tv) {
        tv->tv_sec = (time_t)p.sec;
        tv->tv_usec = (suseconds_t)p.usec;
    }
    /* There is no time-zone information in the guest: report UTC. */
    if (tz) {
        struct timezone *z = tz;
        z->tz_minuteswest = 0;
        z->tz_dsttime = 0;
    }
    return 0;
}

/* newlib's CLOCK_* values differ from the ABI's; unknown ids are EINVAL. */
static long abi_clock(clockid_t id)
{
    switch (id) {
    case CLOCK_REALTIME:
#ifdef CLOCK_REALTIME_COARSE
    case CLOCK_REALTIME_COARSE:
#endif
        return PA64_CLOCK_REALTIME;
    case CLOCK_MONOTONIC:
#ifdef CLOCK_MONOTONIC_RAW
    case CLOCK_MONOTONIC_RAW:
#endif
#ifdef CLOCK_MONOTONIC_COARSE
    case CLOCK_MONOTONIC_COARSE:
#endif
#ifdef CLOCK_BOOTTIME
    case CLOCK_BOOTTIME:
#endif
        return PA64_CLOCK_MONOTONIC;
    case CLOCK_PROCESS_CPUTIME_ID:
        return PA64_CLOCK_PROCESS_CPUTIME;
    case CLOCK_THREAD_CPUTIME_ID:
        return PA64_CLOCK_THREAD_CPUTIME;
    default:                                   /* pthread_getcpuclockid's: thread << 8 */
        return (id & 0xff) == CLOCK_THREAD_CPUTIME_ID && (id >> 8) ? (long)((id & ~0xfful) | PA64_CLOCK_THREAD_CPUTIME) : -1;
    }
}

int clock_gettime(clockid_t id, struct timespec *ts)
{
    long abi = abi_clock(id);
    if (abi < 0) {
        errno = EINVAL;
        return -1;
    }
    struct pa64_timespec p;
    if (__pa64_result(__pa64_sys_clock_gettime(abi, &p)) < 0)
        return -1;
    ts->tv_sec = (time_t)p.sec;
    ts->tv_nsec = (long)p.nsec;
    return 0;
}

/* The CPU-time clock of a process: the caller's is CLOCK_PROCESS_CPUTIME_ID (readable
   with clock_gettime); another process's cannot be read here (EPERM), a process that
   does not exist is ESRCH. */
PA64_WEAK int clock_getcpuclockid(pid_t pid, clockid_t *clock)
{
    if (pid != 0 && pid != getpid()) return kill(pid, 0) == 0 || errno == EPERM ? EPERM : ESRCH;
    *clock = CLOCK_PROCESS_CPUTIME_ID;
    return 0;
}

int clock_getres(clockid_t id, struct timespec *res)
{
    long abi = abi_clock(id);
    if (abi < 0) {
        errno = EINVAL;
        return -1;
    }
    return (int)__pa64_result(__pa64_sys_clock_getres(abi, res));
}

/* newlib's struct timespec is two int64 (time_t, long): the emulator reads and writes it. */
_Static_assert(sizeof(struct timespec) == 16, "timespec is two int64");

/* Returns the error number itself, as POSIX says, and leaves errno alone. */
PA64_WEAK int clock_nanosleep(clockid_t id, int flags, const struct timespec *req, struct timespec *rem)
{
    long abi = abi_clock(id);
    if (abi < 0)
        return EINVAL;
    long r = __pa64_sys_clock_nanosleep(abi, (flags & TIMER_ABSTIME) != 0, req, rem);
    return r < 0 ? (int)-r : 0;
}

/* newlib's clock() sums these fields and divides by CLOCKS_PER_SEC, so ABI ticks
   (microseconds) are rescaled to CLOCKS_PER_SEC units. */
_Static_assert(PA64_CLK_TCK % CLOCKS_PER_SEC == 0, "ABI ticks must divide into CLOCKS_PER_SEC units");

static clock_t rescale(int64_t ticks)
{
    return (clock_t)(ticks / (PA64_CLK_TCK / CLOCKS_PER_SEC));
}

clock_t _times(struct tms *t)
{
    struct pa64_tms p;
    long r = __pa64_sys_times(&p);
    if (r < 0) {
        errno = (int)-r;
        return (clock_t)-1;
    }
    if (t) {
        t->tms_utime = rescale(p.utime);
        t->tms_stime = rescale(p.stime);
        t->tms_cutime = rescale(p.cutime);
        t->tms_cstime = rescale(p.cstime);
    }
    return rescale(r);
}

PA64_WEAK_ALIAS(gettimeofday, _gettimeofday);
PA64_WEAK_ALIAS(times, _times);
