/* sysconf: the thread, semaphore and processor answers of the guest's scheduler
   (docs/threads.md); every other name is the system's (sys_limits.c: the emulator's host
   values, then the runtime's fixed table). Options not supported are -1, errno unchanged. */
#include <errno.h>
#include <limits.h>
#include <signal.h>
#include <unistd.h>

long __pa64_sysconf_system(int name);

long sysconf(int name)
{
    switch (name) {
    case _SC_NPROCESSORS_CONF:
    case _SC_NPROCESSORS_ONLN: return 1;         /* every guest thread shares one CPU */
    case _SC_THREAD_STACK_MIN: return 16384;     /* PTHREAD_STACK_MIN */
    case _SC_THREAD_KEYS_MAX: return 128;
    case _SC_THREAD_DESTRUCTOR_ITERATIONS: return 4;
    case _SC_THREAD_THREADS_MAX: return 65536;
    case _SC_SEM_VALUE_MAX: return 0x7fffffff;
    case _SC_SEM_NSEMS_MAX: return -1;           /* no limit but memory */
    case _SC_RTSIG_MAX: return SIGRTMAX - SIGRTMIN + 1;
    case _SC_SIGQUEUE_MAX: return SIGQUEUE_MAX;  /* real-time instances queued in a process */
    case _SC_REALTIME_SIGNALS: return 200809L;
    case _SC_THREADS: case _SC_THREAD_SAFE_FUNCTIONS: case _SC_THREAD_ATTR_STACKSIZE:
    case _SC_THREAD_ATTR_STACKADDR: case _SC_SEMAPHORES: case _SC_TIMEOUTS: case _SC_BARRIERS:
    case _SC_SPIN_LOCKS: case _SC_READER_WRITER_LOCKS:
    case _SC_CLOCK_SELECTION: case _SC_PRIORITY_SCHEDULING: case _SC_THREAD_PRIORITY_SCHEDULING:
        return 200809L;
    case _SC_THREAD_CPUTIME:                     /* a thread's share of the process's */
        return 200809L;
    case _SC_THREAD_PROCESS_SHARED:              /* shared objects work across processes, but */
        return -1;                               /* their waiters poll: a tight lock loop starves them */                               /* an option not supported */
    default:
        return __pa64_sysconf_system(name);
    }
}
