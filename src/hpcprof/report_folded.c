/* Folded stacks (Brendan Gregg's format, read by flamegraph.pl, speedscope, inferno):
   one line per calling context with exclusive cost, "outer;...;inner value". */
#include <stdlib.h>
#include <string.h>
#include "report.h"

static void print_path(FILE *out, const struct rtree *t, uint32_t n)
{
    uint32_t chain[4096];
    unsigned k = 0;
    for (uint32_t x = n; x && k < 4096; x = t->n[x].parent) chain[k++] = x;
    for (unsigned i = k; i-- > 0;) {
        const struct func *f = func_get(t->n[chain[i]].func);
        const char *mod = str_get(f->module);
        fprintf(out, "%s%s%s%s", i + 1 < k ? ";" : "", str_get(f->name), *mod ? "@" : "", mod);
    }
}

void report_folded(FILE *out, const struct rtree *t, const struct report_cfg *cfg)
{
    for (uint32_t n = 1; n < t->count; n++) {
        uint64_t v = t->excl[(size_t)n * t->nmetrics + cfg->sortm];
        if (!v) continue;
        print_path(out, t, n);
        fprintf(out, " %llu\n", (unsigned long long)v);
    }
}
