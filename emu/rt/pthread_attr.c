/* Thread creation attributes: detach state, stack, scheduling (recorded; the emulator
   has one round-robin policy), scope, guard size. */
#include <errno.h>
#include <string.h>
#include "pthread_impl.h"

int pthread_attr_init(pthread_attr_t *a)
{
    memset(a, 0, sizeof *a);
    a->__inited = 1;
    a->__schedpolicy = SCHED_OTHER;
    a->__inheritsched = PTHREAD_INHERIT_SCHED;
    a->__guardsize = 4096;
    return 0;
}

int pthread_attr_destroy(pthread_attr_t *a)
{
    if (!a) return EINVAL;
    a->__inited = 0;
    return 0;
}

int pthread_attr_setdetachstate(pthread_attr_t *a, int s)
{
    if (s != PTHREAD_CREATE_JOINABLE && s != PTHREAD_CREATE_DETACHED) return EINVAL;
    a->__detachstate = s;
    return 0;
}
int pthread_attr_getdetachstate(const pthread_attr_t *a, int *s) { *s = a->__detachstate; return 0; }

int pthread_attr_setstacksize(pthread_attr_t *a, size_t size)
{
    if (size < PTHREAD_STACK_MIN) return EINVAL;
    a->__stacksize = size;
    return 0;
}
int pthread_attr_getstacksize(const pthread_attr_t *a, size_t *size)
{
    *size = a->__stacksize ? a->__stacksize : 256 * 1024;
    return 0;
}

int pthread_attr_setstack(pthread_attr_t *a, void *addr, size_t size)
{
    if (size < PTHREAD_STACK_MIN) return EINVAL;
    a->__stackaddr = addr;
    a->__stacksize = size;
    return 0;
}
int pthread_attr_getstack(const pthread_attr_t *a, void **addr, size_t *size)
{
    *addr = a->__stackaddr;
    *size = a->__stacksize;
    return 0;
}
int pthread_attr_setstackaddr(pthread_attr_t *a, void *addr) { a->__stackaddr = addr; return 0; }
int pthread_attr_getstackaddr(const pthread_attr_t *a, void **addr) { *addr = a->__stackaddr; return 0; }
int pthread_attr_setguardsize(pthread_attr_t *a, size_t size) { a->__guardsize = size; return 0; }
int pthread_attr_getguardsize(const pthread_attr_t *a, size_t *size) { *size = a->__guardsize; return 0; }

int pthread_attr_setinheritsched(pthread_attr_t *a, int v)
{
    if (v != PTHREAD_INHERIT_SCHED && v != PTHREAD_EXPLICIT_SCHED) return EINVAL;
    a->__inheritsched = v;
    return 0;
}
int pthread_attr_getinheritsched(const pthread_attr_t *a, int *v) { *v = a->__inheritsched; return 0; }

int pthread_attr_setschedpolicy(pthread_attr_t *a, int p)
{
    if (p != SCHED_OTHER && p != SCHED_FIFO && p != SCHED_RR) return EINVAL;
    a->__schedpolicy = p;
    return 0;
}
int pthread_attr_getschedpolicy(const pthread_attr_t *a, int *p) { *p = a->__schedpolicy; return 0; }

int pthread_attr_setschedparam(pthread_attr_t *a, const struct sched_param *p)
{
    a->__schedparam = *p;
    return 0;
}
int pthread_attr_getschedparam(const pthread_attr_t *a, struct sched_param *p) { *p = a->__schedparam; return 0; }

/* Every thread is scheduled by the one scheduler: system scope only, as on Linux. */
int pthread_attr_setscope(pthread_attr_t *a, int s)
{
    if (s == PTHREAD_SCOPE_PROCESS) return ENOTSUP;
    if (s != PTHREAD_SCOPE_SYSTEM) return EINVAL;
    a->__scope = s;
    return 0;
}
int pthread_attr_getscope(const pthread_attr_t *a, int *s) { *s = a->__scope; return 0; }
