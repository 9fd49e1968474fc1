/* Metric registry (csprof-internals "Metrics"): metrics are declared up front by the
   sample sources' init methods; declaring one after the first sample is an error. */
#ifndef CSPROF_METRICS_H
#define CSPROF_METRICS_H
#include <stdint.h>

#define CSPROF_MAX_METRICS 16

/* Flags recorded in the profile (docs/file-formats.md). */
#define CSPROF_METRIC_ASYNC   0x1u   /* filled by an asynchronous source (interrupt) */
#define CSPROF_METRIC_SYNC    0x2u   /* filled synchronously (malloc...) */
#define CSPROF_METRIC_RETURNS 0x4u   /* edge (return) counts from the trampoline */
#define CSPROF_METRIC_EXACT   0x8u   /* with RETURNS: every call counted as executed (-e calls) */

struct csprof_metric {
    const char *name;       /* e.g. "insn", "itimer" */
    const char *unit;       /* what one unit of the value is: "instructions", "microseconds" */
    uint64_t flags;
    uint64_t period;        /* the sampling period, in units */
};

/* Returns the new metric's id, or -1 (and a message in *err) when too many or when
   samples were already recorded. */
int csprof_new_metric(const char **err);
int csprof_set_metric_info_and_period(int id, const char *name, const char *unit, uint64_t flags,
                                      uint64_t period);
unsigned csprof_num_metrics(void);
const struct csprof_metric *csprof_metric(int id);
/* Called by the core on the first sample: from then on the set is frozen. */
void csprof_metrics_freeze(void);

#endif
