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

/* CPU affinity (glibc's interface): the guest has one CPU, number 0 (affinity.c). */
#define CPU_SETSIZE 1024
typedef struct { unsigned long __bits[CPU_SETSIZE / (8 * sizeof(unsigned long))]; } cpu_set_t;
#define __CPU_WORD(c) ((c) / (8 * sizeof(unsigned long)))
#define __CPU_BIT(c) (1UL << ((c) % (8 * sizeof(unsigned long))))
#define CPU_ZERO(s) __builtin_memset((s), 0, sizeof(cpu_set_t))
#define CPU_SET(c, s) ((size_t)(c) < CPU_SETSIZE ? ((s)->__bits[__CPU_WORD(c)] |= __CPU_BIT(c)) : 0)
#define CPU_CLR(c, s) ((size_t)(c) < CPU_SETSIZE ? ((s)->__bits[__CPU_WORD(c)] &= ~__CPU_BIT(c)) : 0)
#define CPU_ISSET(c, s) ((size_t)(c) < CPU_SETSIZE && ((s)->__bits[__CPU_WORD(c)] & __CPU_BIT(c)) != 0)
#define CPU_COUNT(s) __pa64_cpu_count(sizeof(cpu_set_t), (s))
#define CPU_EQUAL(a, b) (__builtin_memcmp((a), (b), sizeof(cpu_set_t)) == 0)
int __pa64_cpu_count(size_t size, const cpu_set_t *set);
int sched_setaffinity(pid_t pid, size_t size, const cpu_set_t *set);
int sched_getaffinity(pid_t pid, size_t size, cpu_set_t *set);
int sched_getcpu(void);

#ifdef __cplusplus
}
#endif
#endif
