/* prof's flat report for mon.out (classic.h): per function the share of the pc samples,
   seconds, cumulative seconds, calls and milliseconds per call, busiest first. */
#include <stdlib.h>
#include <string.h>
#include "classic.h"
#include "util.h"

static const struct classic *sorting;

static int busier_first(const void *a, const void *b)
{
    uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
    const struct classic *c = sorting;
    if (c->self[x] != c->self[y]) return c->self[x] > c->self[y] ? -1 : 1;
    if (c->calls[x] != c->calls[y]) return c->calls[x] > c->calls[y] ? -1 : 1;
    return strcmp(str_get(func_get(x)->name), str_get(func_get(y)->name));
}

/* Functions with samples, calls or callees, busiest first; returns how many. */
uint32_t classic_rows(const struct classic *c, uint32_t *rows)
{
    uint32_t n = 0;
    unsigned char *calls_out = xcalloc(c->nf + 1, 1);
    for (size_t i = 0; i < c->narcs; i++)
        if (c->arcs[i].from) calls_out[c->arcs[i].from - 1] = 1;
    for (uint32_t f = 0; f < c->nf; f++)
        if (c->self[f] || c->calls[f] || calls_out[f]) rows[n++] = f;
    free(calls_out);
    sorting = c;
    xqsort(rows, n, sizeof *rows, busier_first);
    return n;
}

void report_prof(FILE *out, const struct classic *c)
{
    uint32_t *rows = xmalloc((c->nf + 1) * sizeof *rows), n = classic_rows(c, rows);
    double cum = 0;
    fprintf(out, "prof profile: %llu samples of %.4g s\n\n", (unsigned long long)c->total, c->tick);
    fprintf(out, " %%Time  Seconds  Cumsecs     #Calls  msec/call  Name\n");
    for (uint32_t i = 0; i < n; i++) {
        uint32_t f = rows[i];
        double sec = (double)c->self[f] * c->tick;
        cum += sec;
        fprintf(out, "%6.1f %8.2f %8.2f ", c->total ? 100.0 * (double)c->self[f] / (double)c->total : 0.0, sec, cum);
        if (c->calls[f]) fprintf(out, "%10llu %10.4f", (unsigned long long)c->calls[f], 1000 * sec / (double)c->calls[f]);
        else fprintf(out, "%10s %10s", "", "");
        fprintf(out, "  %s\n", str_get(func_get(f)->name));
    }
    free(rows);
}
