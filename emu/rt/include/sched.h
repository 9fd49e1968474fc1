/* Scheduling interface of the PA-64 guest: newlib declares these only for RTEMS.
   sched_yield lets the next runnable thread run (emu/os/threads.c); there is one
   policy in fact (the emulator's round robin), the others are accepted and reported. */
#ifndef _SCHED_H_
#define _SCHED_H_
#include <sys/types.h>
#include <sys/sched.h>
#include <time.h>

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
