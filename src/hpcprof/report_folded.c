/* Folded stacks (Brendan Gregg's format, read by flamegraph.pl, speedscope, inferno):
   one line per calling context with exclusive cost, "outer;...;inner value". */
#include <stdlib.h>
#include <string.h>
#include "report.h"

/* The whole path, however deep; chain is the caller's buffer. */
static void print_path(FILE *out, const struct rtree *t, uint32_t n, uint32_t **chain, size_t *cap)
{
    size_t k = rtree_path(t, n, chain, cap);
    for (size_t i = k; i-- > 0;) {
        const struct func *f = func_get(t->n[(*chain)[i]].func);
        const char *mod = str_get(f->module);
        fprintf(out, "%s%s%s%s", i + 1 < k ? ";" : "", str_get(f->name), *mod ? "@" : "", mod);
    }
}

void report_folded(FILE *out, const struct rtree *t, const struct report_cfg *cfg)
{
    uint32_t *chain = NULL;
    size_t cap = 0;
    for (uint32_t n = 1; n < t->count; n++) {
        uint64_t v = t->excl[(size_t)n * t->nmetrics + cfg->sortm];
        if (!v) continue;
        print_path(out, t, n, &chain, &cap);
        fprintf(out, " %llu\n", (unsigned long long)v);
    }
    free(chain);
}
