/* Top-down and bottom-up reports: a report tree printed depth first, children hottest
   first by the sort metric, with depth and threshold limits. */
#include <stdlib.h>
#include <string.h>
#include "columns.h"

struct walk {
    FILE *out;
    const struct rtree *t;
    const struct report_cfg *cfg;
    int bottom_up;
    unsigned long hidden, cut;        /* below threshold / beyond the depth limit */
};

static uint64_t val(const struct rtree *t, uint32_t node, const uint64_t *arr, unsigned m)
{
    return arr[(size_t)node * t->nmetrics + m];
}

static int hotter_first(const void *a, const void *b, void *arg)
{
    const struct rtree *t = arg;
    uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
    uint64_t vx = val(t, x, t->incl, t->sortm), vy = val(t, y, t->incl, t->sortm);
    if (vx != vy) return vx > vy ? -1 : 1;
    if (t->n[x].func != t->n[y].func) {
        int c = strcmp(str_get(func_get(t->n[x].func)->name), str_get(func_get(t->n[y].func)->name));
        if (c) return c;
    }
    return x < y ? -1 : x > y;
}

static void put_site(FILE *out, const struct rtree *t, uint32_t node, const char *verb)
{
    const struct rsite *s = rtree_top_site(t, node);
    if (!s->file) return;
    fprintf(out, "  %s %s:%d", verb, str_get(s->file), s->line);
    if (t->n[node].nsites > 1) fprintf(out, " (+%u other site%s)", t->n[node].nsites - 1, t->n[node].nsites > 2 ? "s" : "");
}

static void put_row(struct walk *w, uint32_t node)
{
    const struct rtree *t = w->t;
    const struct report_cfg *cfg = w->cfg;
    for (unsigned m = 0; m < t->nmetrics; m++) {
        uint64_t total = val(t, 0, t->incl, m);
        if (w->bottom_up || metric_is_count(cfg, m)) {
            /* counts: the node's own (incl holds the total at the root) */
            int own = metric_is_count(cfg, m) && !w->bottom_up && node;
            col_value(w->out, cfg, m, val(t, node, own ? t->excl : t->incl, m), total);
            continue;
        }
        col_value(w->out, cfg, m, val(t, node, t->incl, m), total);
        col_value(w->out, cfg, m, val(t, node, t->excl, m), total);
    }
    const struct rnode *n = &t->n[node];
    fputs("  ", w->out);
    put_indent(w->out, n->depth);
    if (w->bottom_up && n->depth > 1) fputs("<- ", w->out);
    put_func(w->out, n->func, n->as_inlined && !n->as_real);
    if (n->depth > 0) put_site(w->out, t, node, w->bottom_up && n->depth > 1 ? "calls at" : "called at");
    fputc('\n', w->out);
}

static void put_header(struct walk *w)
{
    for (unsigned m = 0; m < w->t->nmetrics; m++) {
        if (metric_is_count(w->cfg, m)) col_header(w->out, w->cfg, m, "calls");
        else if (w->bottom_up) col_header(w->out, w->cfg, m, NULL);
        else {
            col_header(w->out, w->cfg, m, "incl");
            col_header(w->out, w->cfg, m, "excl");
        }
    }
    fputs(w->bottom_up ? "  function / its callers\n" : "  function\n", w->out);
}

/* Pushes node's visible children, hottest last so it is popped first. */
static void push_children(struct walk *w, uint32_t node, uint32_t **stack, size_t *sp, size_t *cap)
{
    const struct rtree *t = w->t;
    size_t n = 0, first = *sp;
    for (uint32_t c = t->n[node].first_child; c; c = t->n[c].next_sibling) n++;
    if (!n) return;
    if (w->cfg->depth && t->n[node].depth + 1 > w->cfg->depth) { w->cut += n; return; }
    uint32_t *kids = xmalloc(n * sizeof *kids);
    n = 0;
    for (uint32_t c = t->n[node].first_child; c; c = t->n[c].next_sibling) {
        if (below_threshold(w->cfg, val(t, c, t->incl, t->sortm), val(t, 0, t->incl, t->sortm))) w->hidden++;
        else kids[n++] = c;
    }
    qsort_r(kids, n, sizeof *kids, hotter_first, (void *)t);
    GROW(*stack, *cap, first + n);
    for (size_t i = 0; i < n; i++) (*stack)[first + i] = kids[n - 1 - i];
    *sp = first + n;
    free(kids);
}

static void walk(struct walk *w)
{
    uint32_t *stack = NULL;
    size_t sp = 0, cap = 0;
    GROW(stack, cap, 0);
    stack[sp++] = 0;
    while (sp) {
        uint32_t node = stack[--sp];
        put_row(w, node);
        push_children(w, node, &stack, &sp, &cap);
    }
    free(stack);
}

static void footer(struct walk *w)
{
    if (w->hidden)
        fprintf(w->out, "(%lu entr%s below %.4g%% of %s hidden; --threshold 0 shows all)\n", w->hidden,
                w->hidden == 1 ? "y" : "ies", w->cfg->threshold, w->cfg->metrics[w->cfg->sortm].name);
    if (w->cut) fprintf(w->out, "(%lu entr%s deeper than --depth %u not shown)\n", w->cut, w->cut == 1 ? "y" : "ies", w->cfg->depth);
}

void report_top_down(FILE *out, const struct rtree *t, const struct report_cfg *cfg)
{
    struct walk w = { out, t, cfg, 0, 0, 0 };
    fprintf(out, "Top-down call paths (hottest first by %s; call sites are in the caller):\n", cfg->metrics[cfg->sortm].name);
    put_header(&w);
    walk(&w);
    footer(&w);
}

void report_bottom_up(FILE *out, const struct rtree *bt, const struct report_cfg *cfg)
{
    struct walk w = { out, bt, cfg, 1, 0, 0 };
    fprintf(out, "Bottom-up: each function's own cost, then the callers it came through (hottest first by %s):\n",
            cfg->metrics[cfg->sortm].name);
    put_header(&w);
    walk(&w);
    footer(&w);
}
