/* hpcprof --diff BASE NEW: two profiles of builds of the same source (or before and
   after a change) compared per function and per call path. Functions are interned by
   (module, name), so both profiles' trees map onto one tree whose two columns are the
   base's and the new profile's values of the metric; paths match when their function
   names do, whatever the addresses. */
#include <stdlib.h>
#include <string.h>
#include "columns.h"
#include "views.h"

enum { BASE, NEW };

struct diff {
    struct rtree c;                  /* 2 columns: BASE, NEW */
    uint64_t flags[2];
    FILE *out;
    double threshold;
    unsigned depth;
    unsigned long hidden;
};

/* Adds src's tree (metric m) into column col of d->c, node by node. */
static void add_tree(struct diff *d, const struct rtree *src, unsigned m, unsigned col)
{
    uint32_t *map = xcalloc(src->count, sizeof *map);
    for (size_t i = 1; i < src->count; i++) {
        map[i] = rtree_child(&d->c, map[src->n[i].parent], src->n[i].func);
        d->c.excl[(size_t)map[i] * 2 + col] += src->excl[i * src->nmetrics + m];
    }
    d->c.excl[col] += src->excl[m];
    free(map);
}

/* NEW - BASE; values use all 64 bits, so a change beyond int64 is clamped (to
   +-INT64_MAX: never INT64_MIN, which absd could not negate). Printed exactly below. */
static int64_t delta(const uint64_t *v, size_t i)
{
    uint64_t b = v[i * 2 + BASE], n = v[i * 2 + NEW];
    uint64_t d = n >= b ? n - b : b - n;
    int64_t m = d > (uint64_t)INT64_MAX ? INT64_MAX : (int64_t)d;
    return n >= b ? m : -m;
}
static uint64_t absd(int64_t x) { return x < 0 ? (uint64_t)-x : (uint64_t)x; }

static void put_cols(FILE *out, const uint64_t *v, size_t i)
{
    uint64_t b = v[i * 2 + BASE], n = v[i * 2 + NEW];
    char d[32];
    snprintf(d, sizeof d, "%c%llu", n >= b ? '+' : '-', (unsigned long long)(n >= b ? n - b : b - n));
    fprintf(out, " %12llu %12llu %12s", (unsigned long long)b, (unsigned long long)n, d);
    if (b) fprintf(out, " %7.2fx", (double)n / (double)b);
    else fprintf(out, " %8s", n ? "new" : "-");
}

static int hidden_row(const struct diff *d, const uint64_t *v, size_t i)
{
    const uint64_t *tot = d->c.incl;
    uint64_t big = tot[BASE] > tot[NEW] ? tot[BASE] : tot[NEW];
    uint64_t m = v[i * 2 + BASE] > v[i * 2 + NEW] ? v[i * 2 + BASE] : v[i * 2 + NEW];
    return d->threshold > 0 && big && 100.0 * (double)m < d->threshold * (double)big &&
           100.0 * (double)absd(delta(v, i)) < d->threshold * (double)big;
}

/* ---- per function ---- */

struct by_delta { const uint64_t *excl, *incl; };

static int larger_change_first(const void *a, const void *b, void *arg)
{
    const struct by_delta *k = arg;
    size_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
    uint64_t dx = absd(delta(k->excl, x)), dy = absd(delta(k->excl, y));
    if (dx != dy) return dx > dy ? -1 : 1;
    dx = absd(delta(k->incl, x)), dy = absd(delta(k->incl, y));
    if (dx != dy) return dx > dy ? -1 : 1;
    return strcmp(str_get(func_get((uint32_t)x)->name), str_get(func_get((uint32_t)y)->name));
}

static void per_function(struct diff *d, const char *metric)
{
    uint32_t nf = func_count();
    struct by_delta k = { xcalloc((size_t)nf * 2, sizeof(uint64_t)), xcalloc((size_t)nf * 2, sizeof(uint64_t)) };
    rtree_flat(&d->c, (uint64_t *)k.excl, (uint64_t *)k.incl);
    uint32_t *rows = xmalloc((nf + 1) * sizeof *rows), n = 0;
    for (uint32_t f = 0; f < nf; f++) {
        if (!k.incl[f * 2 + BASE] && !k.incl[f * 2 + NEW]) continue;
        if (hidden_row(d, k.incl, f)) d->hidden++;
        else rows[n++] = f;
    }
    qsort_r(rows, n, sizeof *rows, larger_change_first, &k);
    fprintf(d->out, "Per function (largest change of exclusive %s first):\n", metric);
    fprintf(d->out, " %12s %12s %12s %8s %12s %12s %12s %8s  function\n", "base excl", "new excl", "delta", "ratio",
            "base incl", "new incl", "delta", "ratio");
    for (uint32_t i = 0; i < n; i++) {
        put_cols(d->out, k.excl, rows[i]);
        put_cols(d->out, k.incl, rows[i]);
        fputs("  ", d->out);
        put_func(d->out, rows[i], 0);
        fputc('\n', d->out);
    }
    free(rows);
    free((void *)k.excl);
    free((void *)k.incl);
}

/* ---- per call path ---- */

static int larger_path_change_first(const void *a, const void *b, void *arg)
{
    const struct rtree *t = arg;
    uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
    uint64_t dx = absd(delta(t->incl, x)), dy = absd(delta(t->incl, y));
    if (dx != dy) return dx > dy ? -1 : 1;
    return strcmp(flame_name(t->n[x].func), flame_name(t->n[y].func));
}

static void per_path(struct diff *d, const char *metric)
{
    const struct rtree *t = &d->c;
    fprintf(d->out, "\nPer call path (inclusive %s; largest change first among siblings):\n", metric);
    fprintf(d->out, " %12s %12s %12s %8s  path\n", "base incl", "new incl", "delta", "ratio");
    uint32_t *stack = xmalloc(t->count * sizeof *stack), *kids = xmalloc(t->count * sizeof *kids);
    size_t sp = 0;
    stack[sp++] = 0;
    while (sp) {
        uint32_t node = stack[--sp];
        put_cols(d->out, t->incl, node);
        fputs("  ", d->out);
        put_indent(d->out, t->n[node].depth);
        put_func(d->out, t->n[node].func, 0);
        fputc('\n', d->out);
        if (d->depth && t->n[node].depth >= d->depth) continue;
        size_t k = 0;
        for (uint32_t c = t->n[node].first_child; c; c = t->n[c].next_sibling) {
            if (hidden_row(d, t->incl, c)) d->hidden++;
            else kids[k++] = c;
        }
        qsort_r(kids, k, sizeof *kids, larger_path_change_first, (void *)t);
        for (size_t i = k; i-- > 0;) stack[sp++] = kids[i];
    }
    free(stack);
    free(kids);
}

static void diff_flamegraph(struct diff *d, const char *svg, const char *metric, const char *unit,
                            const struct flame_opts *o, const struct view_src *base, const struct view_src *new)
{
    const struct rtree *t = &d->c;
    uint64_t *b = xmalloc(t->count * sizeof *b);
    int64_t *dl = xmalloc(t->count * sizeof *dl);
    struct flame_in in = { t, NEW, metric, unit, b, dl, 0 };
    for (size_t i = 0; i < t->count; i++) {
        b[i] = t->incl[i * 2 + BASE];
        dl[i] = delta(t->excl, i);
        /* the scale is the largest change that is drawn (a frame gone from NEW is not) */
        if (i && t->incl[i * 2 + NEW] && absd(dl[i]) > in.max_delta) in.max_delta = absd(dl[i]);
    }
    char title[1024];
    snprintf(title, sizeof title, "Differential %s Graph: %s, %s -> %s (red grew, blue shrank)",
             o->icicle ? "Icicle" : "Flame", metric, basename(base->profile), basename(new->profile));
    FILE *f = view_open(svg);
    flame_write(f, &in, o, title);
    view_close(f, svg);
    free(b);
    free(dl);
}

void report_diff(FILE *out, const struct view_src *base, const struct view_src *new, const char *svg,
                 const struct flame_opts *o)
{
    const struct report_cfg *bc = base->cfg;
    const struct hpcfile_metric *me = &bc->metrics[bc->sortm];
    int nm = metric_index(new->cfg->metrics, new->cfg->nmetrics, me->name);
    if (nm < 0) die("%s: no metric '%s' to compare with %s", new->profile, me->name, base->profile);
    if (metric_is_count(bc, bc->sortm)) die("%s: metric '%s' counts calls; --diff compares a cost metric", base->profile, me->name);
    struct diff d = { .out = out, .threshold = bc->threshold, .depth = bc->depth };
    rtree_init(&d.c, 2, d.flags, NEW);
    add_tree(&d, base->t, bc->sortm, BASE);
    add_tree(&d, new->t, (unsigned)nm, NEW);
    rtree_finish(&d.c, 1);
    fprintf(out, "Differential profile of %s (%s): base %s, new %s\n", me->name, hpcfile_unit_name(me->flags), base->profile,
            new->profile);
    fprintf(out, " %12s %12s %12s %8s\n", "base", "new", "delta", "ratio");
    put_cols(out, d.c.incl, 0);
    fputs("  total\n\n", out);
    per_function(&d, me->name);
    per_path(&d, me->name);
    if (d.hidden)
        fprintf(out, "(%lu entr%s below %.4g%% in both profiles and in their change hidden; --threshold 0 shows all)\n",
                d.hidden, d.hidden == 1 ? "y" : "ies", d.threshold);
    if (svg) diff_flamegraph(&d, svg, me->name, hpcfile_unit_name(me->flags), o, base, new);
    rtree_free(&d.c);
}
