/* The malloc sample source (synchronous): newlib's malloc, calloc, realloc, free,
   memalign and their reentrant _r forms are intercepted at entry and at return, in the
   program and its DLLs. Each allocation is charged to the call path of the outermost
   allocator call (malloc inside realloc, calloc or another allocator is not counted
   again); a free is charged to the path that allocated the block. Metrics per path:
   bytes and calls of allocation, bytes freed, bytes still live at exit, bytes live at
   the moment the whole heap peaked, and allocations that failed. */
#include <stdio.h>
#include <stdlib.h>
#include "driver.h"
#include "blockmap.h"
#include "../core/metrics.h"
#include "../core/sync.h"
#include "../cct/cct.h"

enum kind { ALLOC, CALLOC, REALLOC, FREE, MEMALIGN };
struct fn { const char *name; enum kind kind; unsigned arg0; };   /* arg0: 1 skips struct _reent * */

static const struct fn fns[] = {
    { "malloc", ALLOC, 0 },     { "_malloc_r", ALLOC, 1 },     { "calloc", CALLOC, 0 },
    { "_calloc_r", CALLOC, 1 }, { "realloc", REALLOC, 0 },     { "_realloc_r", REALLOC, 1 },
    { "free", FREE, 0 },        { "_free_r", FREE, 1 },        { "memalign", MEMALIGN, 0 },
    { "_memalign_r", MEMALIGN, 1 },
};
#define NFNS (sizeof fns / sizeof fns[0])

enum { M_BYTES, M_CALLS, M_FREED, M_LEAKED, M_PEAK, M_FAILED, NM };
static const struct { const char *name, *unit; } metric_def[NM] = {
    [M_BYTES] = { "malloc-bytes", "bytes" },   [M_CALLS] = { "malloc-calls", "calls" },
    [M_FREED] = { "malloc-freed", "bytes" },   [M_LEAKED] = { "malloc-leaked", "bytes" },
    [M_PEAK] = { "malloc-peak", "bytes" },     [M_FAILED] = { "malloc-failed", "calls" },
};

static struct csprof_source *msrc;
static int handle[NFNS];               /* csprof_sync_intercept's, per fns[] entry */
static int metric[NM];
static uint64_t live, peak;
static int peak_unsaved;              /* the heap grew to a new peak not yet saved per path */
static struct cct_node **sites;       /* every node that allocated, for peak and leak values */
static size_t nsites, sites_cap;

static uint64_t *val(struct cct_node *n, int m) { return &n->metrics[metric[m]]; }

/* The live bytes per path are what each path allocated less what was freed of it. */
static void save_peak(void)
{
    for (size_t i = 0; i < nsites; i++) *val(sites[i], M_PEAK) = *val(sites[i], M_BYTES) - *val(sites[i], M_FREED);
    peak_unsaved = 0;
}

static void add_site(struct cct_node *n)
{
    if (nsites == sites_cap) {
        size_t ncap = sites_cap ? 2 * sites_cap : 256;
        struct cct_node **s = realloc(sites, ncap * sizeof *s);
        if (!s) return;
        sites = s;
        sites_cap = ncap;
    }
    sites[nsites++] = n;
}

static void allocated(struct cpu *c, uint64_t size, uint64_t block)
{
    msrc->samples++;                                /* a sample per allocation; frees take none */
    struct cct_node *n = csprof_record_metric_with_unwind(c, metric[M_CALLS], 1, 0);
    if (!n) return;
    if (*val(n, M_CALLS) == 1) add_site(n);       /* the path's first allocation */
    if (!block) { ++*val(n, M_FAILED); return; }
    *val(n, M_BYTES) += size;
    blockmap_put(&(struct block){ block, size, n });
    if ((live += size) > peak) { peak = live; peak_unsaved = 1; }
}

static void released(uint64_t block)
{
    struct block b;
    if (blockmap_take(block, &b)) return;       /* NULL, or not allocated while profiling */
    if (peak_unsaved) save_peak();              /* the heap is about to shrink from its peak */
    live -= b.size;
    *val(b.node, M_FREED) += b.size;
}

static void on_return(struct cpu *c, const struct sync_call *call, void *arg)
{
    const struct fn *f = arg;
    const uint64_t *a = call->args + f->arg0;
    uint64_t r = c->gr[28];
    switch (f->kind) {
    case ALLOC: allocated(c, a[0], r); break;
    case MEMALIGN: allocated(c, a[1], r); break;
    case CALLOC: {                  /* newlib's product wraps past 64 bits: 0 bytes were asked */
        unsigned __int128 n = (unsigned __int128)a[0] * a[1];
        allocated(c, n >> 64 ? 0 : (uint64_t)n, r);
        break;
    }
    case REALLOC:                   /* a free of the old block and an allocation, one call */
        if (!a[0]) { allocated(c, a[1], r); break; }
        if (!r && a[1]) { allocated(c, a[1], 0); break; }   /* failed: the old block stays */
        released(a[0]);
        if (r) allocated(c, a[1], r);
        break;
    case FREE: released(a[0]); break;
    }
}

static void on_entry(struct cpu *c, void *arg)
{
    if (csprof_sync_inside(c, on_return)) return;   /* charged to the outermost call */
    csprof_sync_on_return(c, on_return, arg);
}

static int malloc_init(struct csprof_source *src, char *err, size_t errlen)
{
    if (msrc) { snprintf(err, errlen, "malloc: only one malloc source can run"); return -1; }
    if (src->period != 1) { snprintf(err, errlen, "malloc: takes no period (every call is recorded)"); return -1; }
    msrc = src;
    for (int m = 0; m < NM; m++) {
        metric[m] = csprof_source_add_named_metric(src, metric_def[m].name, metric_def[m].unit, CSPROF_METRIC_SYNC, 1,
                                                   err, errlen);
        if (metric[m] < 0) return -1;
    }
    return 0;
}

static int malloc_start(struct csprof_source *src, char *err, size_t errlen)
{
    (void)src;
    for (size_t i = 0; i < NFNS; i++)
        if ((handle[i] = csprof_sync_intercept(fns[i].name, on_entry, (void *)&fns[i])) < 0) {
            snprintf(err, errlen, "malloc: out of memory"); return -1;
        }
    return 0;
}

/* A stripped program names none of them: say so rather than leave an empty profile. */
static void warn_unmatched(void)
{
    for (size_t i = 0; i < NFNS; i++)
        if (csprof_sync_matches(handle[i])) return;
    fprintf(stderr, "csprof: warning: malloc: no allocator (malloc, free, realloc...) was found in the program"
                    " or any DLL it loaded (stripped?): nothing was recorded\n");
}

/* At exit: what is still allocated is leaked, per allocating path. */
static void malloc_stop(struct csprof_source *src)
{
    (void)src;
    warn_unmatched();
    if (peak_unsaved) save_peak();
    for (size_t i = 0; i < nsites; i++) *val(sites[i], M_LEAKED) = *val(sites[i], M_BYTES) - *val(sites[i], M_FREED);
}

static const struct csprof_driver malloc_driver = {
    "malloc", "heap allocation per call path: malloc-bytes, -calls, -freed, -leaked, -peak, -failed (synchronous)",
    "bytes", 1, malloc_init, malloc_start, malloc_stop, 0,
};

__attribute__((constructor)) static void malloc_register(void) { csprof_driver_register(&malloc_driver); }
