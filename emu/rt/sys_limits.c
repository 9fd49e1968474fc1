/* Limits and identity: getrlimit/setrlimit, getrusage, sysconf, getpagesize/getdtablesize and the
   user and group ids, over the emulator's calls (emu/os/sys_time.c). */
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <sys/resource.h>
#include <time.h>
#include <unistd.h>
#include "alias.h"
#include "syscall.h"

_Static_assert(sizeof(struct rlimit) == 16, "rlimit is two uint64");

PA64_WEAK int getrlimit(int resource, struct rlimit *rlp)
{
    return (int)__pa64_result(__pa64_sys_getrlimit(resource, rlp));
}

PA64_WEAK int setrlimit(int resource, const struct rlimit *rlp)
{
    long r = __pa64_sys_setrlimit(resource, rlp);
    if (r == -1)                      /* the emulator's "fixed guest region" answer */
        r = -EPERM;
    return (int)__pa64_result(r);
}

/* What sysconf answers without asking the emulator, by newlib's _SC_* number: the
   version of an option the runtime provides, -1 for one it does not (threads, message
   queues, semaphores, realtime signals, asynchronous I/O...), or a fixed limit. */
struct sc { int name; long value; };
static const struct sc fixed[] = {
    { _SC_CLK_TCK, CLOCKS_PER_SEC },  /* the unit of times() here (emu/rt/sys_time.c) */
    { _SC_JOB_CONTROL, 200809L }, { _SC_SAVED_IDS, 200809L }, { _SC_VERSION, 200809L },
    { _SC_PAGESIZE, 4096 }, { _SC_TZNAME_MAX, -1 }, { _SC_FSYNC, 200809L },
    { _SC_MAPPED_FILES, 200809L }, { _SC_TIMERS, 200809L }, { _SC_CPUTIME, 200809L }, { _SC_THREAD_CPUTIME, 200809L },
    { _SC_MONOTONIC_CLOCK, 200809L }, { _SC_REGEXP, 200809L }, { _SC_SHELL, 200809L },
    { _SC_ATEXIT_MAX, 32 }, { _SC_GETGR_R_SIZE_MAX, 1024 }, { _SC_GETPW_R_SIZE_MAX, 1024 },
    { _SC_LOGIN_NAME_MAX, 256 }, { _SC_HOST_NAME_MAX, 255 }, { _SC_TTY_NAME_MAX, 32 },
    { _SC_LINE_MAX, 2048 }, { _SC_EXPR_NEST_MAX, 32 }, { _SC_RE_DUP_MAX, 255 },
    { _SC_COLL_WEIGHTS_MAX, 2 }, { _SC_BC_BASE_MAX, 99 }, { _SC_BC_DIM_MAX, 2048 },
    { _SC_BC_SCALE_MAX, 99 }, { _SC_BC_STRING_MAX, 1000 }, { _SC_SYMLOOP_MAX, 40 },
    { _SC_STREAM_MAX, FOPEN_MAX }, { _SC_IOV_MAX, -1 }, { _SC_2_VERSION, 200809L },
    { _SC_2_C_BIND, 200809L }, { _SC_V7_LP64_OFF64, 1 }, { _SC_XOPEN_VERSION, -1 },
};

PA64_WEAK long sysconf(int name)
{
    long r = __pa64_sys_sysconf(name);
    if (r >= 0)
        return r;
    for (unsigned i = 0; i < sizeof fixed / sizeof fixed[0]; i++)
        if (fixed[i].name == name)
            return fixed[i].value;
    if (name >= 0 && name <= _SC_POSIX_26_VERSION)
        return -1;                    /* a known name: not supported, errno unchanged */
    errno = EINVAL;
    return -1;
}

/* newlib's struct rusage: ru_utime and ru_stime, two timevals of int64 sec, usec. */
_Static_assert(sizeof(struct rusage) == 32, "rusage is two timevals");
PA64_WEAK int getrusage(int who, struct rusage *usage)
{
    return (int)__pa64_result(__pa64_sys_getrusage(who, usage));
}

PA64_WEAK int getpagesize(void) { return 4096; }
PA64_WEAK int getdtablesize(void) { return (int)sysconf(_SC_OPEN_MAX); }

/* newlib's uid_t and gid_t are 16 bits: larger host ids are truncated. */
PA64_WEAK uid_t getuid(void) { return (uid_t)__pa64_sys_getuid(); }
PA64_WEAK uid_t geteuid(void) { return (uid_t)__pa64_sys_geteuid(); }
PA64_WEAK gid_t getgid(void) { return (gid_t)__pa64_sys_getgid(); }
PA64_WEAK gid_t getegid(void) { return (gid_t)__pa64_sys_getegid(); }
PA64_WEAK int setuid(uid_t id) { return (int)__pa64_result(__pa64_sys_setuid(id)); }
PA64_WEAK int setgid(gid_t id) { return (int)__pa64_result(__pa64_sys_setgid(id)); }
PA64_WEAK int seteuid(uid_t id) { return (int)__pa64_result(__pa64_sys_seteuid(id)); }
PA64_WEAK int setegid(gid_t id) { return (int)__pa64_result(__pa64_sys_setegid(id)); }
