/* Sleeping, clock resolution, resource limits, sysconf's host values and user/group
   ids on the host. Clock ids are the ABI's (0 REALTIME, 1 MONOTONIC, 2 PROCESS_CPUTIME),
   resource and sysconf numbers the guest headers' (docs/guest-abi.md). */
#include <errno.h>
#include <limits.h>
#include <sys/resource.h>
#include <time.h>
#include <unistd.h>
#include "bytes.h"
#include "run.h"
#include "sysvec.h"
#include "sys_posix.h"

#define RET(expr) do { int64_t r_ = (int64_t)(expr); return r_ < 0 ? neg_errno(errno) : r_; } while (0)
#define EFAULT_ -14
#define EINVAL_ -22

int (*sys_guest_signal_pending)(void);

int sys_wait_interrupted(void)
{
    return cpu_interrupted() || (sys_guest_signal_pending && sys_guest_signal_pending());
}

int64_t get_timespec(uint64_t ga, struct timespec *ts)
{
    const uint8_t *p = gbuf(ga, 16, 0);
    if (!p) return EFAULT_;
    ts->tv_sec = (time_t)be64(p);
    ts->tv_nsec = (long)be64(p + 8);
    return ts->tv_nsec < 0 || ts->tv_nsec >= 1000000000 || ts->tv_sec < 0 ? EINVAL_ : 0;
}

static int64_t put_timespec(uint64_t ga, const struct timespec *ts)
{
    uint8_t *p = gbuf(ga, 16, 1);
    if (!p) return EFAULT_;
    put_be64(p, (uint64_t)ts->tv_sec);
    put_be64(p + 8, (uint64_t)ts->tv_nsec);
    return 0;
}

static int host_clock(uint64_t id, clockid_t *h)
{
    switch (id) {
    case 0: *h = CLOCK_REALTIME; return 0;
    case 1: *h = CLOCK_MONOTONIC; return 0;
    case 2: *h = CLOCK_PROCESS_CPUTIME_ID; return 0;
    case 3: *h = CLOCK_THREAD_CPUTIME_ID; return 0;
    default: return -1;
    }
}

static void ts_sub(struct timespec *a, const struct timespec *b)
{
    a->tv_sec -= b->tv_sec;
    a->tv_nsec -= b->tv_nsec;
    if (a->tv_nsec < 0) { a->tv_nsec += 1000000000; a->tv_sec--; }
    if (a->tv_sec < 0) a->tv_sec = a->tv_nsec = 0;
}

/* clock_nanosleep(clock, abs, req, rem) and nanosleep (clock MONOTONIC, relative): the
   sleep runs to an absolute deadline, so host signals the guest does not see (a
   profiling tick) resume it; an interruption the guest sees is EINTR with the time left
   in *rem (relative sleeps). */
static int64_t sys_sleep(uint64_t clock, uint64_t abs, uint64_t req, uint64_t rem)
{
    clockid_t h;
    struct timespec ts, deadline, now;
    if (host_clock(clock, &h)) return EINVAL_;
    int64_t r = get_timespec(req, &ts);
    if (r) return r;
    if (h == CLOCK_PROCESS_CPUTIME_ID) return -134;   /* ENOTSUP: the host cannot sleep on it */
    deadline = ts;
    if (!abs) {
        clock_gettime(h, &now);
        deadline.tv_sec += now.tv_sec;
        deadline.tv_nsec += now.tv_nsec;
        if (deadline.tv_nsec >= 1000000000) { deadline.tv_nsec -= 1000000000; deadline.tv_sec++; }
    }
    for (;;) {
        int e = clock_nanosleep(h, TIMER_ABSTIME, &deadline, NULL);
        if (e == 0) return 0;
        if (e != EINTR) return neg_errno(e);
        if (sys_wait_interrupted()) break;
    }
    if (!abs && rem) {
        clock_gettime(h, &now);
        ts_sub(&deadline, &now);
        if ((r = put_timespec(rem, &deadline))) return r;
    }
    return -4;                                 /* EINTR */
}

int64_t sys_time_nanosleep(uint64_t req, uint64_t rem) { return sys_sleep(1, 0, req, rem); }

static int64_t sys_clock_getres(uint64_t clock, uint64_t ga)
{
    clockid_t h;
    struct timespec ts;
    if (host_clock(clock, &h)) return EINVAL_;
    if (clock_getres(h, &ts)) return neg_errno(errno);
    return ga ? put_timespec(ga, &ts) : 0;
}

/* The guest's RLIMIT_* (emu/rt/include/sys/resource.h): CPU 0, FSIZE 1, DATA 2, STACK 3,
   CORE 4, NOFILE 5, AS 6; -1 for those the host does not keep. DATA, STACK and AS are the
   emulator's guest regions (heap below 1 GiB, 1 GiB of stack, 4 GiB in all). */
static int host_resource(uint64_t r)
{
    switch (r) {
    case 0: return RLIMIT_CPU;
    case 1: return RLIMIT_FSIZE;
    case 4: return RLIMIT_CORE;
    case 5: return RLIMIT_NOFILE;
    default: return -1;
    }
}

static uint64_t fixed_limit(uint64_t r)
{
    return r == 2 ? 0x40000000ull : r == 3 ? 0x40000000ull : 0x100000000ull;
}

/* DATA and AS can be lowered (and raised again up to their hard limit): both bound the
   heap, which is what newlib's malloc grows (sys_brk). The stack's region is fixed. */
uint64_t sys_heap_cap = ~0ull;
static struct { uint64_t cur, max; int set; } guest_rl[7];

static void guest_limit(uint64_t r, uint64_t *cur, uint64_t *max)
{
    *cur = guest_rl[r].set ? guest_rl[r].cur : fixed_limit(r);
    *max = guest_rl[r].set ? guest_rl[r].max : fixed_limit(r);
}

static int64_t set_guest_limit(uint64_t r, uint64_t cur, uint64_t max)
{
    uint64_t old_cur, old_max;
    guest_limit(r, &old_cur, &old_max);
    if (r == 3) return cur == old_cur && max == old_max ? 0 : -1;   /* the stack's is fixed */
    if (max > old_max) return -1;                                    /* EPERM */
    guest_rl[r].cur = cur;
    guest_rl[r].max = max;
    guest_rl[r].set = 1;
    uint64_t data, as, m;
    guest_limit(2, &data, &m);
    guest_limit(6, &as, &m);
    sys_heap_cap = data < as ? data : as;
    return 0;
}

static int64_t sys_rlimit(int set, uint64_t res, uint64_t ga)
{
    if (res > 6) return EINVAL_;
    uint8_t *p = gbuf(ga, 16, !set);
    if (!p) return EFAULT_;
    int h = host_resource(res);
    if (!set) {
        struct rlimit rl;
        uint64_t cur, max;
        if (h < 0) guest_limit(res, &cur, &max);
        else if (getrlimit(h, &rl)) return neg_errno(errno);
        else { cur = rl.rlim_cur == RLIM_INFINITY ? ~0ull : rl.rlim_cur; max = rl.rlim_max == RLIM_INFINITY ? ~0ull : rl.rlim_max; }
        put_be64(p, cur);
        put_be64(p + 8, max);
        return 0;
    }
    uint64_t cur = be64(p), max = be64(p + 8);
    if (cur > max) return EINVAL_;
    if (h < 0) return set_guest_limit(res, cur, max);      /* -1: the runtime's EPERM */
    struct rlimit want = { cur == ~0ull ? RLIM_INFINITY : cur, max == ~0ull ? RLIM_INFINITY : max };
    RET(setrlimit(h, &want));
}

/* getrusage(who, usage): who 0 (self) or -1 (children); newlib's struct rusage has only
   ru_utime and ru_stime, each int64 sec and usec. */
static int64_t sys_getrusage(uint64_t who, uint64_t ga)
{
    struct rusage ru;
    if ((int64_t)who != 0 && (int64_t)who != -1) return EINVAL_;
    uint8_t *p = gbuf(ga, 32, 1);
    if (!p) return EFAULT_;
    if (getrusage((int64_t)who == 0 ? RUSAGE_SELF : RUSAGE_CHILDREN, &ru)) return neg_errno(errno);
    put_be64(p, (uint64_t)ru.ru_utime.tv_sec); put_be64(p + 8, (uint64_t)ru.ru_utime.tv_usec);
    put_be64(p + 16, (uint64_t)ru.ru_stime.tv_sec); put_be64(p + 24, (uint64_t)ru.ru_stime.tv_usec);
    return 0;
}

/* sysconf's values that come from the host, by newlib's _SC_* number; -EINVAL for the
   others, which the runtime answers itself (emu/rt/sys_limits.c). */
static int64_t sys_sysconf(uint64_t name)
{
    struct rlimit rl;
    switch (name) {
    case 0: return sysconf(_SC_ARG_MAX);
    case 1: return sysconf(_SC_CHILD_MAX);
    case 3: return sysconf(_SC_NGROUPS_MAX);
    case 4: if (getrlimit(RLIMIT_NOFILE, &rl)) return neg_errno(errno);
            return rl.rlim_cur == RLIM_INFINITY ? INT_MAX : (int64_t)rl.rlim_cur;
    case 9: return sysconf(_SC_NPROCESSORS_CONF);
    case 10: return sysconf(_SC_NPROCESSORS_ONLN);
    case 11: return sysconf(_SC_PHYS_PAGES) * (sysconf(_SC_PAGESIZE) / 4096);
    case 12: return sysconf(_SC_AVPHYS_PAGES) * (sysconf(_SC_PAGESIZE) / 4096);
    default: return EINVAL_;
    }
}

int64_t sys_time(unsigned n, const uint64_t a[6])
{
    switch (n) {
    case 23: RET(setuid(host_id(a[0])));
    case 24: return getuid();
    case 46: RET(setgid(host_id(a[0])));
    case 47: return getgid();
    case 400: return geteuid();
    case 401: return getegid();
    case 406: RET(seteuid(host_id(a[0])));
    case 407: RET(setegid(host_id(a[0])));
    case 132: return sys_sysconf(a[0]);
    case 117: return sys_getrusage(a[0], a[1]);
    case 144: return sys_rlimit(0, a[0], a[1]);
    case 145: return sys_rlimit(1, a[0], a[1]);
    case 347: return sys_clock_getres(a[0], a[1]);
    case 353: return sys_sleep(1, 0, a[0], a[1]);
    case 405: return sys_sleep(a[0], a[1] & 1, a[2], a[3]);
    default: return -88;
    }
}
