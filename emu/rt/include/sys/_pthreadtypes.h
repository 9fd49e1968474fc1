/* POSIX thread types of the PA-64 guest, replacing newlib's (whose objects are RTEMS
   handles): every synchronization object is 16 bytes of state the emulator's scheduler
   reads and writes in place (emu/os/thread_sync.c), all-zero being a usable default
   object as with glibc. Word 3 of each is its state (destroyed or not). */
#ifndef _SYS__PTHREADTYPES_H_
#define _SYS__PTHREADTYPES_H_

#include <sys/sched.h>

typedef unsigned long pthread_t;

typedef struct {
    int __detachstate, __inheritsched, __schedpolicy, __scope;
    struct sched_param __schedparam;
    int __inited;
    unsigned long __stacksize;
    void *__stackaddr;
    unsigned long __guardsize;
} pthread_attr_t;

/* kind, owner thread, recursion count, state */
typedef struct { unsigned int __kind, __owner, __count, __state; } pthread_mutex_t;
typedef struct { int __type, __pshared, __protocol, __prioceiling, __inited; } pthread_mutexattr_t;

/* clock (0 realtime, 1 monotonic), -, -, state */
typedef struct { unsigned int __clock, __pad1, __pad2, __state; } pthread_cond_t;
typedef struct { int __clock, __pshared, __inited; } pthread_condattr_t;

typedef unsigned int pthread_key_t;
typedef int pthread_once_t;

/* readers, writer thread, -, state */
typedef struct { unsigned int __readers, __writer, __pad, __state; } pthread_rwlock_t;
typedef struct { int __pshared, __inited, __kind; } pthread_rwlockattr_t;

typedef struct {
    pthread_mutex_t __lock;
    pthread_cond_t __cond;
    unsigned int __count, __waiting, __generation, __state;
} pthread_barrier_t;
typedef struct { int __pshared, __inited; } pthread_barrierattr_t;

typedef pthread_mutex_t pthread_spinlock_t;

#endif
