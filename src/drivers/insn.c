/* The insn sample source: a sample every PERIOD guest instructions retired. It depends
   only on the guest's execution, so profiles are reproducible byte for byte; with
   PERIOD 1 the metric is an exact per-call-path instruction count. */
#include <stdio.h>
#include <sys/random.h>
#include "driver.h"
#include "events.h"
#include "../core/metrics.h"

static int insn_init(struct csprof_source *src, char *err, size_t errlen)
{
    src->random_phase_taken = 1;
    return csprof_source_add_metric(src, CSPROF_METRIC_ASYNC, err, errlen);
}

/* Samples fall on the PERIOD-th, 2*PERIOD-th, ... instruction: each is taken just before
   that instruction executes and charged to it, so a run of N instructions records
   floor(N/PERIOD) samples and never more than N (a sample at the first instruction
   would overstate short runs by up to a period). With :random the first sample falls
   on an instruction drawn uniformly from 1..PERIOD, then every PERIOD: the expected
   total is still N, and code whose loops beat with the period is not always missed. */
static int insn_start(struct csprof_source *src, char *err, size_t errlen)
{
    src->phase = src->period - 1;
    if (src->random_phase) {
        uint64_t r;
        if (getrandom(&r, sizeof r, 0) != sizeof r) { snprintf(err, errlen, "insn: no random numbers for :random"); return -1; }
        src->phase = r % src->period;
    }
    if (events_add_periodic_phase(src->period, src->phase, csprof_source_fire, src)) {
        snprintf(err, errlen, "insn: too many event sources"); return -1;
    }
    return 0;
}

static void insn_stop(struct csprof_source *src) { (void)src; }

static const struct csprof_driver insn_driver = {
    "insn", "every PERIOD guest instructions retired (deterministic; :random draws the first)", "instructions",
    1000000, insn_init, insn_start, insn_stop, 0,
};

__attribute__((constructor)) static void insn_register(void) { csprof_driver_register(&insn_driver); }
