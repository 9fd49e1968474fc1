/* newlib's <sys/resource.h> (getrusage) plus resource limits, which the PA-64 runtime
   implements over the emulator's calls 144/145 (emu/rt/sys_limits.c). */
#pragma GCC system_header
#include_next <sys/resource.h>
#ifndef PA64_SYS_RESOURCE_LIMITS
#define PA64_SYS_RESOURCE_LIMITS

typedef unsigned long rlim_t;
#define RLIM_INFINITY  (~(rlim_t)0)
#define RLIM_SAVED_MAX RLIM_INFINITY
#define RLIM_SAVED_CUR RLIM_INFINITY

/* The emulator's numbering (docs/guest-abi.md). DATA, STACK and AS report the guest's
   fixed regions and cannot be changed. */
#define RLIMIT_CPU    0
#define RLIMIT_FSIZE  1
#define RLIMIT_DATA   2
#define RLIMIT_STACK  3
#define RLIMIT_CORE   4
#define RLIMIT_NOFILE 5
#define RLIMIT_AS     6
#define RLIM_NLIMITS  7

struct rlimit {
    rlim_t rlim_cur;
    rlim_t rlim_max;
};

int getrlimit(int resource, struct rlimit *rlp);
int setrlimit(int resource, const struct rlimit *rlp);
#endif
