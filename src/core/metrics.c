/* Metric registry (see metrics.h). Every CCT node carries one value per metric, and the
   file format stores the same count for every node, so the set is fixed before sampling. */
#include "metrics.h"

static struct csprof_metric metrics[CSPROF_MAX_METRICS];
static unsigned nmetrics;
static int frozen;

int csprof_new_metric(const char **err)
{
    if (frozen) { if (err) *err = "metrics cannot be added after samples were taken"; return -1; }
    if (nmetrics == CSPROF_MAX_METRICS) { if (err) *err = "too many metrics"; return -1; }
    return (int)nmetrics++;
}

int csprof_set_metric_info_and_period(int id, const char *name, const char *unit, uint64_t flags,
                                      uint64_t period)
{
    if (id < 0 || (unsigned)id >= nmetrics) return -1;
    metrics[id] = (struct csprof_metric){ name, unit, flags, period };
    return 0;
}

unsigned csprof_num_metrics(void) { return nmetrics; }
const struct csprof_metric *csprof_metric(int id) { return id >= 0 && (unsigned)id < nmetrics ? &metrics[id] : 0; }
void csprof_metrics_freeze(void) { frozen = 1; }
