/* The itimer sample source: host CPU time. setitimer(ITIMER_PROF) delivers SIGPROF;
   the handler only raises an event flag, and the interpreter takes the sample with the
   guest context at the next instruction boundary. Each sample stands for PERIOD µs. */
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/time.h>
#include "driver.h"
#include "events.h"
#include "../core/metrics.h"

static struct csprof_source *itimer_src;

static void on_sigprof(int sig) { (void)sig; events_raise_async(); }

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
    if (sigaction(SIGPROF, &sa, NULL) || events_add_async(csprof_source_fire, src)) {
        snprintf(err, errlen, "itimer: cannot install the SIGPROF handler"); return -1;
    }
    struct itimerval it;
    it.it_interval.tv_sec = (time_t)(src->period / 1000000);
    it.it_interval.tv_usec = (suseconds_t)(src->period % 1000000);
    it.it_value = it.it_interval;
    if (setitimer(ITIMER_PROF, &it, NULL)) { snprintf(err, errlen, "itimer: setitimer failed"); return -1; }
    return 0;
}

static void itimer_stop(struct csprof_source *src)
{
    (void)src;
    struct itimerval off;
    memset(&off, 0, sizeof off);
    setitimer(ITIMER_PROF, &off, NULL);
}

static const struct csprof_driver itimer_driver = {
    "itimer", "host CPU time, one sample every PERIOD microseconds (SIGPROF)", "microseconds", 1000,
    itimer_init, itimer_start, itimer_stop,
};

__attribute__((constructor)) static void itimer_register(void) { csprof_driver_register(&itimer_driver); }
