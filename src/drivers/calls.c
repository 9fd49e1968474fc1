/* The calls@FUNC sample source (synchronous): counts the calls of any named guest
   function per call path, at the function's entry, one frame unwound so that the path
   ends at the call site. The name is looked up in the symbol tables of the program and
   of its DLLs, those dlopen loads later included. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "driver.h"
#include "calls_exact.h"
#include "../core/metrics.h"
#include "../core/sync.h"

struct calls { struct csprof_source *src; int handle; char metric_name[80]; };

static void on_entry(struct cpu *c, void *arg)
{
    struct csprof_source *src = arg;
    src->samples++;
    csprof_record_metric_with_unwind(c, src->metric, 1, 1);
}

static int calls_init(struct csprof_source *src, char *err, size_t errlen)
{
    if (!src->arg) return calls_exact_init(src, err, errlen);
    struct calls *k = calloc(1, sizeof *k);
    if (!k) { snprintf(err, errlen, "calls: out of memory"); return -1; }
    snprintf(k->metric_name, sizeof k->metric_name, "calls@%s", src->arg);
    for (unsigned m = 0; m < csprof_num_metrics(); m++)
        if (!strcmp(csprof_metric((int)m)->name, k->metric_name)) {
            snprintf(err, errlen, "%s: given twice", k->metric_name);
            free(k);
            return -1;
        }
    k->src = src;
    k->handle = -1;
    src->priv = k;
    return csprof_source_add_named_metric(src, k->metric_name, "calls", CSPROF_METRIC_SYNC, 1, err, errlen) < 0 ? -1
                                                                                                                 : 0;
}

static int calls_start(struct csprof_source *src, char *err, size_t errlen)
{
    if (!src->arg) return calls_exact_start(src, err, errlen);
    struct calls *k = src->priv;
    k->handle = csprof_sync_intercept(src->arg, on_entry, src);
    if (k->handle < 0) { snprintf(err, errlen, "calls@%s: out of memory", src->arg); return -1; }
    if (!csprof_sync_matches(k->handle) && !csprof_sync_may_load_later()) {
        snprintf(err, errlen, "calls@%s: no function '%s' in the program or its DLLs", src->arg, src->arg);
        return -1;
    }
    return 0;
}

static void calls_stop(struct csprof_source *src)
{
    if (!src->arg) { calls_exact_stop(src); return; }
    struct calls *k = src->priv;
    if (!csprof_sync_matches(k->handle))
        fprintf(stderr, "csprof: warning: calls@%s: no function '%s' was found in the program or any DLL it loaded\n",
                src->arg, src->arg);
}

static const struct csprof_driver calls_driver = {
    "calls", "-e calls: every call on every call path, counted exactly as executed (at any sampling period);\n"
    "           -e calls@FUNC: the calls of the guest function FUNC per call path (synchronous)", "calls", 0,
    calls_init, calls_start, calls_stop, 1,
};

__attribute__((constructor)) static void calls_register(void) { csprof_driver_register(&calls_driver); }
