/* Interval timers, HP-UX's calls 83 (setitimer) and 86 (getitimer): ITIMER_REAL and
   ITIMER_VIRTUAL are the host's (SIGALRM and SIGVTALRM reach the guest as any host
   signal does, emu/os/signals.c); ITIMER_PROF is the emulator's own (csprof's itimer
   source), so the guest gets EINVAL for it. A struct itimerval is four big-endian int64:
   interval sec, usec, value sec, usec. */
#include <errno.h>
#include <sys/time.h>
#include "bytes.h"
#include "sysvec.h"
#include "sys_itimer.h"

#define EINVAL_ (-22)
#define EFAULT_ (-14)

static int host_timer(uint64_t which)
{
    return which == 0 ? ITIMER_REAL : which == 1 ? ITIMER_VIRTUAL : -1;
}

static int64_t put_itimerval(uint64_t ga, const struct itimerval *v)
{
    uint8_t *p = gbuf(ga, 32, 1);
    if (!p) return EFAULT_;
    put_be64(p, (uint64_t)v->it_interval.tv_sec);
    put_be64(p + 8, (uint64_t)v->it_interval.tv_usec);
    put_be64(p + 16, (uint64_t)v->it_value.tv_sec);
    put_be64(p + 24, (uint64_t)v->it_value.tv_usec);
    return 0;
}

static int64_t get_itimerval(uint64_t ga, struct itimerval *v)
{
    const uint8_t *p = gbuf(ga, 32, 0);
    if (!p) return EFAULT_;
    int64_t f[4];
    for (int i = 0; i < 4; i++) f[i] = (int64_t)be64(p + 8 * i);
    if (f[0] < 0 || f[2] < 0 || f[1] < 0 || f[1] >= 1000000 || f[3] < 0 || f[3] >= 1000000) return EINVAL_;
    v->it_interval.tv_sec = f[0];
    v->it_interval.tv_usec = f[1];
    v->it_value.tv_sec = f[2];
    v->it_value.tv_usec = f[3];
    return 0;
}

int64_t sys_itimer(unsigned n, uint64_t which, uint64_t value, uint64_t old)
{
    int h = host_timer(which);
    if (h < 0) return EINVAL_;
    struct itimerval cur;
    if (n == SYS_GETITIMER) {
        if (getitimer(h, &cur)) return neg_errno(errno);
        return put_itimerval(value, &cur);
    }
    struct itimerval want;
    int64_t r = value ? get_itimerval(value, &want) : EINVAL_;
    if (r) return r;
    if (old && !gbuf(old, 32, 1)) return EFAULT_;
    if (setitimer(h, &want, &cur)) return neg_errno(errno);
    return old ? put_itimerval(old, &cur) : 0;
}
