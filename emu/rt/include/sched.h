/* Scheduling interface of the PA-64 guest: newlib declares these only for RTEMS.
   sched_yield lets the next runnable thread run (emu/os/threads.c); threads of
   SCHED_FIFO and SCHED_RR run by priority, highest first, SCHED_OTHER ones round robin. */
#ifndef _SCHED_H_
#define _SCHED_H_
#include <sys/types.h>
#include <sys/sched.h>
#include <time.h>

#ifndef _POSIX_PRIORITY_SCHEDULING
#define _POSIX_PRIORITY_SCHEDULING 200809L
#endif

#ifdef __cplusplus
extern "C" {
#endif

int sched_yield(void);
int sched_get_priority_max(int policy);
int sched_get_priority_min(int policy);
int sched_getparam(pid_t pid, struct sched_param *param);
int sched_setparam(pid_t pid, const struct sched_param *param);
int sched_getscheduler(pid_t pid);
int sched_setscheduler(pid_t pid, int policy, const struct sched_param *param);
int sched_rr_get_interval(pid_t pid, struct timespec *interval);

#ifdef __cplusplus
}
#endif
#endif
