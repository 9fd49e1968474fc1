/* newlib's retargetable locks (malloc, stdio, atexit, environment, time zone...) on
   the scheduler's mutexes, for threaded programs; pacc -pthread forces this object in
   ahead of newlib's no-op versions (scripts/build-newlib.sh). */
#include <stdlib.h>
#include <sys/lock.h>
#include "pthread_impl.h"

struct __lock { pthread_mutex_t m; };

#define RECURSIVE { { PTHREAD_MUTEX_RECURSIVE, 0, 0, 0 } }
struct __lock __lock___sinit_recursive_mutex = RECURSIVE;
struct __lock __lock___sfp_recursive_mutex = RECURSIVE;
struct __lock __lock___atexit_recursive_mutex = RECURSIVE;
struct __lock __lock___malloc_recursive_mutex = RECURSIVE;
struct __lock __lock___env_recursive_mutex = RECURSIVE;
struct __lock __lock___at_quick_exit_mutex;
struct __lock __lock___tz_mutex;
struct __lock __lock___dd_hash_mutex;
struct __lock __lock___arc4random_mutex;

static void make(_LOCK_T *lock, unsigned kind)
{
    *lock = calloc(1, sizeof **lock);
    if (*lock) (*lock)->m.__kind = kind;
}

void __retarget_lock_init(_LOCK_T *lock) { make(lock, PTHREAD_MUTEX_NORMAL); }
void __retarget_lock_init_recursive(_LOCK_T *lock) { make(lock, PTHREAD_MUTEX_RECURSIVE); }
void __retarget_lock_close(_LOCK_T lock) { free(lock); }
void __retarget_lock_close_recursive(_LOCK_T lock) { free(lock); }

void __retarget_lock_acquire(_LOCK_T lock)
{
    if (lock) __pa64_sys_mutex_lock(&lock->m, PA64_LOCK_WAIT, NULL);
}
void __retarget_lock_acquire_recursive(_LOCK_T lock) { __retarget_lock_acquire(lock); }

int __retarget_lock_try_acquire(_LOCK_T lock)
{
    return lock ? __pa64_sys_mutex_lock(&lock->m, PA64_LOCK_TRY, NULL) == 0 : 1;
}
int __retarget_lock_try_acquire_recursive(_LOCK_T lock) { return __retarget_lock_try_acquire(lock); }

void __retarget_lock_release(_LOCK_T lock)
{
    if (lock) __pa64_sys_mutex_unlock(&lock->m);
}
void __retarget_lock_release_recursive(_LOCK_T lock) { __retarget_lock_release(lock); }
