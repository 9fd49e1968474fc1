/* Wrapper around newlib's <time.h>: newlib declares clock_gettime and the CLOCK_* ids
   only for RTEMS and Cygwin, but the PA-64 runtime implements them (emu/rt/sys_time.c). */
#pragma GCC system_header
#ifndef _POSIX_TIMERS
#define _POSIX_TIMERS 200809L
#endif
#ifndef _POSIX_MONOTONIC_CLOCK
#define _POSIX_MONOTONIC_CLOCK 200809L
#endif
#ifndef _POSIX_CPUTIME
#define _POSIX_CPUTIME 200809L
#endif
#ifndef _POSIX_THREAD_CPUTIME
#define _POSIX_THREAD_CPUTIME 200809L
#endif
/* XSI: CLOCKS_PER_SEC is one million (newlib's default for this target is 1000); the
   runtime's times() and clock() count in these units (emu/rt/sys_time.c). */
#ifndef _CLOCKS_PER_SEC_
#define _CLOCKS_PER_SEC_ 1000000
#endif
/* timer_create's prototype names it; newlib defines it only for Cygwin. */
struct sigevent;
#include_next <time.h>
/* newlib declares clock_nanosleep only with _POSIX_CLOCK_SELECTION (which also promises
   pthread_condattr_setclock); the runtime has it (emu/rt/sys_time.c). */
#ifndef PA64_TIME_CLOCK_NANOSLEEP
#define PA64_TIME_CLOCK_NANOSLEEP
int clock_nanosleep(clockid_t clock_id, int flags, const struct timespec *rqtp, struct timespec *rmtp);
#endif
#ifndef PA64_TIME_CPUCLOCKID
#define PA64_TIME_CPUCLOCKID
int clock_getcpuclockid(pid_t pid, clockid_t *clock_id);
#endif
