/* The insn sample source: a sample every PERIOD guest instructions retired. It depends
   only on the guest's execution, so profiles are reproducible byte for byte; with
   PERIOD 1 the metric is an exact per-call-path instruction count. */
#include <stdio.h>
#include "driver.h"
#include "events.h"
#include "../core/metrics.h"

static int insn_init(struct csprof_source *src, char *err, size_t errlen)
{
    return csprof_source_add_metric(src, CSPROF_METRIC_ASYNC, err, errlen);
}

static int insn_start(struct csprof_source *src, char *err, size_t errlen)
{
    if (events_add_periodic(src->period, csprof_source_fire, src)) { snprintf(err, errlen, "insn: too many event sources"); return -1; }
    return 0;
}

static void insn_stop(struct csprof_source *src) { (void)src; }

static const struct csprof_driver insn_driver = {
    "insn", "every PERIOD guest instructions retired (deterministic)", "instructions", 1000000,
    insn_init, insn_start, insn_stop,
};

__attribute__((constructor)) static void insn_register(void) { csprof_driver_register(&insn_driver); }
