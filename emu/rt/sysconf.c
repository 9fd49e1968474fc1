/* sysconf: the limits and options of the PA-64 guest system (emu/rt, the emulator's
   scheduler, docs/threads.md). Options not supported are -1 with errno unchanged. */
#include <errno.h>
#include <limits.h>
#include <unistd.h>

long sysconf(int name)
{
    switch (name) {
    case _SC_PAGESIZE: return 4096;
    case _SC_CLK_TCK: return 1000000;            /* times() ticks: microseconds */
    case _SC_NPROCESSORS_CONF:
    case _SC_NPROCESSORS_ONLN: return 1;         /* every guest thread shares one CPU */
    case _SC_OPEN_MAX: return 256;
    case _SC_ARG_MAX: return 131072;
    case _SC_THREAD_STACK_MIN: return 16384;     /* PTHREAD_STACK_MIN */
    case _SC_THREAD_KEYS_MAX: return 128;
    case _SC_THREAD_DESTRUCTOR_ITERATIONS: return 4;
    case _SC_THREAD_THREADS_MAX: return 65536;
    case _SC_SEM_VALUE_MAX: return 0x7fffffff;
    case _SC_SEM_NSEMS_MAX: return -1;           /* no limit but memory */
    case _SC_THREADS: case _SC_THREAD_SAFE_FUNCTIONS: case _SC_THREAD_ATTR_STACKSIZE:
    case _SC_THREAD_ATTR_STACKADDR: case _SC_SEMAPHORES: case _SC_TIMEOUTS: case _SC_BARRIERS:
    case _SC_SPIN_LOCKS: case _SC_READER_WRITER_LOCKS: case _SC_MONOTONIC_CLOCK:
    case _SC_CLOCK_SELECTION: case _SC_MAPPED_FILES: case _SC_TIMERS: case _SC_VERSION:
    case _SC_PRIORITY_SCHEDULING: case _SC_THREAD_PRIORITY_SCHEDULING:
        return 200809L;
    case _SC_THREAD_PROCESS_SHARED: case _SC_CPUTIME: case _SC_THREAD_CPUTIME:
        return -1;                               /* an option not supported */
    default:
        errno = EINVAL;
        return -1;
    }
}
