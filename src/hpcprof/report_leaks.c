/* The leak report (`hpcprof --leaks`): calling contexts whose allocations were still
   live when the program exited (metric malloc-leaked of `csprof -e malloc`), largest
   first, with what each allocated in all and in how many calls, and the line of the
   allocating call. */
#include <stdlib.h>
#include "columns.h"

struct leaks { const struct rtree *t; unsigned m; };

static int larger_first(const void *a, const void *b, void *arg)
{
    const struct leaks *l = arg;
    uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
    uint64_t vx = l->t->excl[(size_t)x * l->t->nmetrics + l->m], vy = l->t->excl[(size_t)y * l->t->nmetrics + l->m];
    if (vx != vy) return vx > vy ? -1 : 1;
    return x < y ? -1 : x > y;
}

static void put_path(FILE *out, const struct rtree *t, uint32_t n)
{
    uint32_t *chain = NULL;
    size_t cap = 0, k = rtree_path(t, n, &chain, &cap);
    for (size_t i = k; i-- > 0;) {
        if (i + 1 < k) fputs(" > ", out);
        put_func(out, t->n[chain[i]].func, t->n[chain[i]].as_inlined && !t->n[chain[i]].as_real);
    }
    free(chain);
}

/* The line that allocated most (by the sort metric), and how many others did. */
static void put_line(FILE *out, const struct rtree *t, uint32_t n)
{
    const struct rsite *at = rtree_top_line(t, n);
    if (!at->file) return;
    unsigned others = 0;
    for (uint32_t s = t->n[n].lines; s; s = t->sites[s].next) others += t->sites[s].weight && &t->sites[s] != at;
    fprintf(out, "  at %s:%d", str_get(at->file), at->line);
    if (others) fprintf(out, " (+%u other line%s)", others, others > 1 ? "s" : "");
}

static void put_cell(FILE *out, const struct hpcfile_profile *p, int m, const struct rtree *t, uint32_t n)
{
    char buf[32] = "-";
    if (m >= 0) fmt_value(buf, sizeof buf, p->metrics[m].flags, t->excl[(size_t)n * t->nmetrics + (unsigned)m]);
    fprintf(out, " %12s", buf);
}

void report_leaks(FILE *out, const struct rtree *t, const struct hpcfile_profile *p)
{
    int leaked = metric_index(p->metrics, p->nmetrics, "malloc-leaked");
    if (leaked < 0) die("no metric 'malloc-leaked' in the profile: record it with csprof -e malloc");
    struct leaks l = { t, (unsigned)leaked };
    uint32_t *rows = xmalloc((t->count + 1) * sizeof *rows);
    uint32_t n = 0;
    uint64_t total = 0;
    for (uint32_t i = 1; i < t->count; i++) {
        uint64_t v = t->excl[(size_t)i * t->nmetrics + l.m];
        if (v) { rows[n++] = i; total += v; }
    }
    qsort_r(rows, n, sizeof *rows, larger_first, &l);
    char tot[32];
    fmt_value(tot, sizeof tot, p->metrics[l.m].flags, total);
    fprintf(out, "Leaks: %llu bytes (%s) still allocated at exit, from %u allocation path%s\n\n",
            (unsigned long long)total, tot, n, n == 1 ? "" : "s");
    if (!n) { free(rows); return; }
    fprintf(out, " %12s %6s %12s %12s  allocation path\n", "leaked", "%", "allocated", "calls");
    int bytes = metric_index(p->metrics, p->nmetrics, "malloc-bytes"), calls = metric_index(p->metrics, p->nmetrics, "malloc-calls");
    for (uint32_t i = 0; i < n; i++) {
        put_cell(out, p, leaked, t, rows[i]);
        fprintf(out, " %5.1f%%", 100.0 * (double)t->excl[(size_t)rows[i] * t->nmetrics + l.m] / (double)total);
        put_cell(out, p, bytes, t, rows[i]);
        put_cell(out, p, calls, t, rows[i]);
        fputs("  ", out);
        put_path(out, t, rows[i]);
        put_line(out, t, rows[i]);
        fputc('\n', out);
    }
    free(rows);
}
