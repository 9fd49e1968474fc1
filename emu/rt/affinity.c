/* CPU affinity: every guest thread runs on the one CPU the emulator gives the guest
   (number 0), so a mask must contain it and the one answer is {0}. pid 0 is the
   caller; another process must exist (ESRCH). */
#define _DEFAULT_SOURCE
#include <errno.h>
#include <signal.h>
#include <sched.h>
#include <string.h>
#include <unistd.h>
#include "alias.h"

int __pa64_cpu_count(size_t size, const cpu_set_t *set)
{
    int n = 0;
    for (size_t i = 0; i < size / sizeof(unsigned long); i++) n += __builtin_popcountl(set->__bits[i]);
    return n;
}

static int process_exists(pid_t pid)
{
    if (pid == 0 || pid == getpid()) return 1;
    return pid > 0 && (kill(pid, 0) == 0 || errno == EPERM);
}

PA64_WEAK int sched_setaffinity(pid_t pid, size_t size, const cpu_set_t *set)
{
    if (!process_exists(pid)) { errno = ESRCH; return -1; }
    if (size < sizeof(unsigned long) || !(set->__bits[0] & 1)) { errno = EINVAL; return -1; }
    return 0;
}

PA64_WEAK int sched_getaffinity(pid_t pid, size_t size, cpu_set_t *set)
{
    if (!process_exists(pid)) { errno = ESRCH; return -1; }
    if (size < sizeof(unsigned long)) { errno = EINVAL; return -1; }
    memset(set, 0, size);
    set->__bits[0] = 1;
    return 0;
}

PA64_WEAK int sched_getcpu(void) { return 0; }
