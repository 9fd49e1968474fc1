/* The itimer sample source: CPU time. A POSIX CPU-time timer (timer_create on
   CLOCK_PROCESS_CPUTIME_ID, as hpcrun's CPUTIME) delivers SIGPROF; the handler only
   raises an event flag, and the interpreter takes the sample with the guest context at
   the next instruction boundary. The kernel checks CPU timers at its scheduler tick, so
   at short periods signals come less often than asked (about 300 a CPU-second here at
   a 1000 µs period): each sample therefore carries the CPU time measured since the
   previous one, not the nominal period, and totals are the process's CPU time. */
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
#include "driver.h"
#include "events.h"
#include "../core/metrics.h"
#include "../core/state.h"

static struct csprof_source *itimer_src;
static timer_t timer;
static int timer_made;
static uint64_t last_ns, carry_ns;     /* CPU clock at the last sample; ns not yet charged */

static void on_sigprof(int sig) { (void)sig; events_raise_async(); }

static uint64_t cpu_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

/* One sample weighted by the CPU time since the previous one (whole µs; the
   remainder is carried so that nothing is lost to rounding). */
static void itimer_fire(struct cpu *c, void *arg)
{
    struct csprof_source *src = arg;
    uint64_t now = cpu_ns(), ns = now - last_ns + carry_ns;
    last_ns = now;
    carry_ns = ns % 1000;
    if (ns < 1000) return;
    src->samples++;
    csprof_sample_callstack(c, src->metric, ns / 1000);
}

static int itimer_init(struct csprof_source *src, char *err, size_t errlen)
{
    if (itimer_src) { snprintf(err, errlen, "itimer: only one itimer source can run"); return -1; }
    itimer_src = src;
    return csprof_source_add_metric(src, CSPROF_METRIC_ASYNC, err, errlen);
}

static int itimer_start(struct csprof_source *src, char *err, size_t errlen)
{
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_sigprof;
    sa.sa_flags = SA_RESTART;
    sigemptyset(&sa.sa_mask);
    if (sigaction(SIGPROF, &sa, NULL) || events_add_async(itimer_fire, src)) {
        snprintf(err, errlen, "itimer: cannot install the SIGPROF handler"); return -1;
    }
    struct sigevent sev;
    memset(&sev, 0, sizeof sev);
    sev.sigev_notify = SIGEV_SIGNAL;
    sev.sigev_signo = SIGPROF;
    if (timer_create(CLOCK_PROCESS_CPUTIME_ID, &sev, &timer)) {
        snprintf(err, errlen, "itimer: timer_create(CLOCK_PROCESS_CPUTIME_ID) failed: %s", strerror(errno)); return -1;
    }
    timer_made = 1;
    struct itimerspec it;
    it.it_interval.tv_sec = (time_t)(src->period / 1000000);
    it.it_interval.tv_nsec = (long)(src->period % 1000000) * 1000;
    it.it_value = it.it_interval;
    last_ns = cpu_ns();
    if (timer_settime(timer, 0, &it, NULL)) { snprintf(err, errlen, "itimer: timer_settime failed: %s", strerror(errno)); return -1; }
    return 0;
}

static void itimer_stop(struct csprof_source *src)
{
    (void)src;
    if (timer_made) timer_delete(timer);
    timer_made = 0;
}

static const struct csprof_driver itimer_driver = {
    "itimer", "CPU time, a sample about every PERIOD microseconds, each weighted by the CPU time it stands for",
    "microseconds", 1000, itimer_init, itimer_start, itimer_stop,
};

__attribute__((constructor)) static void itimer_register(void) { csprof_driver_register(&itimer_driver); }
