/* Flat report: one row per function, exclusive then inclusive cost per metric, sorted
   by the exclusive (then inclusive) cost of the sort metric. Inclusive counts each
   sample once even for recursive functions (rtree_flat). */
#include <stdlib.h>
#include <string.h>
#include "columns.h"

struct flat { const uint64_t *excl, *incl; unsigned nm, sortm; };

static int costlier_first(const void *a, const void *b, void *arg)
{
    const struct flat *f = arg;
    uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
    uint64_t ex = f->excl[(size_t)x * f->nm + f->sortm], ey = f->excl[(size_t)y * f->nm + f->sortm];
    if (ex != ey) return ex > ey ? -1 : 1;
    uint64_t ix = f->incl[(size_t)x * f->nm + f->sortm], iy = f->incl[(size_t)y * f->nm + f->sortm];
    if (ix != iy) return ix > iy ? -1 : 1;
    return strcmp(str_get(func_get(x)->name), str_get(func_get(y)->name));
}

static int nonzero(const struct flat *f, uint32_t fn)
{
    for (unsigned m = 0; m < f->nm; m++)
        if (f->excl[(size_t)fn * f->nm + m] || f->incl[(size_t)fn * f->nm + m]) return 1;
    return 0;
}

static void put_header(FILE *out, const struct report_cfg *cfg)
{
    for (unsigned m = 0; m < cfg->nmetrics; m++) {
        if (metric_is_count(cfg, m)) col_header(out, cfg, m, "calls");
        else {
            col_header(out, cfg, m, "excl");
            col_header(out, cfg, m, "incl");
        }
    }
    fputs("  function  (defined at)\n", out);
}

static void put_row(FILE *out, const struct report_cfg *cfg, const struct flat *f, const uint64_t *total, uint32_t fn)
{
    for (unsigned m = 0; m < cfg->nmetrics; m++) {
        col_value(out, cfg, m, f->excl[(size_t)fn * f->nm + m], total[m]);
        if (!metric_is_count(cfg, m)) col_value(out, cfg, m, f->incl[(size_t)fn * f->nm + m], total[m]);
    }
    fputs("  ", out);
    const struct func *fu = func_get(fn);
    put_func(out, fn, fu->inlined);
    if (fu->file) fprintf(out, "  %s:%d", str_get(fu->file), fu->line);
    fputc('\n', out);
}

/* Cost the unwinder could attach to no frame stays on the root; show it so the
   exclusive column adds up. */
static void put_frameless(FILE *out, const struct report_cfg *cfg, const struct rtree *t)
{
    int any = 0;
    for (unsigned m = 0; m < t->nmetrics; m++) any |= t->excl[m] != 0;
    if (!any) return;
    for (unsigned m = 0; m < t->nmetrics; m++) {
        col_value(out, cfg, m, t->excl[m], t->incl[m]);
        if (!metric_is_count(cfg, m)) col_value(out, cfg, m, t->excl[m], t->incl[m]);
    }
    fputs("  <no frame>\n", out);
}

void report_flat(FILE *out, const struct rtree *t, const struct report_cfg *cfg)
{
    unsigned nm = t->nmetrics;
    uint32_t nf = func_count();
    struct flat f = { xcalloc((size_t)nf * nm, sizeof(uint64_t)), xcalloc((size_t)nf * nm, sizeof(uint64_t)), nm,
                      cfg->sortm };
    rtree_flat(t, (uint64_t *)f.excl, (uint64_t *)f.incl);
    uint32_t *rows = xmalloc((nf + 1) * sizeof *rows);
    uint32_t n = 0;
    unsigned long hidden = 0;
    for (uint32_t fn = 0; fn < nf; fn++) {
        if (!nonzero(&f, fn)) continue;
        uint64_t v = (metric_is_count(cfg, cfg->sortm) ? f.excl : f.incl)[(size_t)fn * nm + cfg->sortm];
        if (below_threshold(cfg, v, t->incl[cfg->sortm])) hidden++;
        else rows[n++] = fn;
    }
    qsort_r(rows, n, sizeof *rows, costlier_first, &f);
    fprintf(out, "Flat profile (by exclusive %s):\n", cfg->metrics[cfg->sortm].name);
    put_header(out, cfg);
    for (uint32_t i = 0; i < n; i++) put_row(out, cfg, &f, t->incl, rows[i]);
    put_frameless(out, cfg, t);
    if (hidden)
        fprintf(out, "(%lu function%s below %.4g%% of %s hidden; --threshold 0 shows all)\n", hidden, hidden == 1 ? "" : "s",
                cfg->threshold, cfg->metrics[cfg->sortm].name);
    free(rows);
    free((void *)f.excl);
    free((void *)f.incl);
}
