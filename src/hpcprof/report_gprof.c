/* gprof's reports (classic.h): the flat profile, then the call graph in which each
   function's time includes its callees' time shared among their callers in proportion
   to the arc counts ("chargeback"). Recursion: an arc back into a function still being
   computed carries no time (gprof would form a cycle). */
#include <stdlib.h>
#include <string.h>
#include "classic.h"
#include "util.h"

uint32_t classic_rows(const struct classic *c, uint32_t *rows);   /* report_prof.c */

struct graph {
    const struct classic *c;
    size_t *first;           /* arcs of `from` f+1 start at first[f] (arcs are sorted by from) */
    double *child;           /* ticks charged from callees */
    uint64_t *nonself;       /* calls other than from itself */
    unsigned char *state;    /* 0 new, 1 in progress, 2 done */
};

static double total_of(struct graph *g, uint32_t f);

static double charged(struct graph *g, const struct carc *a)
{
    if (a->to == a->from - 1 || !g->nonself[a->to]) return 0;
    return total_of(g, a->to) * (double)a->count / (double)g->nonself[a->to];
}

static double total_of(struct graph *g, uint32_t f)
{
    if (g->state[f] == 1) return 0;
    if (g->state[f] == 0) {
        g->state[f] = 1;
        for (size_t i = g->first[f]; i < g->c->narcs && g->c->arcs[i].from == f + 1; i++) g->child[f] += charged(g, &g->c->arcs[i]);
        g->state[f] = 2;
    }
    return (double)g->c->self[f] + g->child[f];
}

static void build(struct graph *g, const struct classic *c)
{
    g->c = c;
    g->first = xcalloc(c->nf + 1, sizeof *g->first);
    g->child = xcalloc(c->nf + 1, sizeof *g->child);
    g->nonself = xcalloc(c->nf + 1, sizeof *g->nonself);
    g->state = xcalloc(c->nf + 1, 1);
    for (size_t i = c->narcs; i-- > 0;)
        if (c->arcs[i].from) g->first[c->arcs[i].from - 1] = i;
    for (size_t i = 0; i < c->narcs; i++)
        if (c->arcs[i].from != c->arcs[i].to + 1) g->nonself[c->arcs[i].to] += c->arcs[i].count;
    for (uint32_t f = 0; f < c->nf; f++) total_of(g, f);
}

static const char *name(uint32_t f) { return str_get(func_get(f)->name); }

static void flat(FILE *out, const struct classic *c, struct graph *g, const uint32_t *rows, uint32_t n)
{
    double cum = 0;
    fprintf(out, "Flat profile:\n\nEach sample counts as %.4g seconds.\n", c->tick);
    fprintf(out, "  %%   cumulative   self              self     total\n");
    fprintf(out, " time   seconds   seconds    calls  ms/call  ms/call  name\n");
    for (uint32_t i = 0; i < n; i++) {
        uint32_t f = rows[i];
        double self = (double)c->self[f] * c->tick, tot = total_of(g, f) * c->tick;
        cum += self;
        fprintf(out, "%6.2f %9.2f %8.2f ", c->total ? 100.0 * (double)c->self[f] / (double)c->total : 0.0, cum, self);
        if (c->calls[f])
            fprintf(out, "%8llu %8.2f %8.2f  ", (unsigned long long)c->calls[f], 1000 * self / (double)c->calls[f],
                    1000 * tot / (double)c->calls[f]);
        else fprintf(out, "%8s %8s %8s  ", "", "", "");
        fprintf(out, "%s\n", name(f));
    }
}

static void arc_line(FILE *out, struct graph *g, const struct carc *a, uint32_t other, uint32_t callee)
{
    const struct classic *c = g->c;
    double share = g->nonself[callee] ? (double)a->count / (double)g->nonself[callee] : 0;
    fprintf(out, "%15s %7.2f %7.2f %7llu/%-7llu     %s\n", "", (double)c->self[callee] * share * c->tick,
            g->child[callee] * share * c->tick, (unsigned long long)a->count,
            (unsigned long long)c->calls[callee], name(other));
}

static void entry(FILE *out, struct graph *g, uint32_t f, uint32_t index)
{
    const struct classic *c = g->c;
    int callers = 0;
    for (size_t i = 0; i < c->narcs; i++)
        if (c->arcs[i].to == f && c->arcs[i].from) {
            arc_line(out, g, &c->arcs[i], c->arcs[i].from - 1, f);
            callers++;
        }
    if (!callers) fprintf(out, "%49s<spontaneous>\n", "");
    double all = (double)c->total;
    char called[24] = "";
    if (c->calls[f]) snprintf(called, sizeof called, "%llu", (unsigned long long)c->calls[f]);
    fprintf(out, "[%u] %9.1f %7.2f %7.2f %7s         %s [%u]\n", index, all ? 100.0 * total_of(g, f) / all : 0.0,
            (double)c->self[f] * c->tick, g->child[f] * c->tick, called, name(f), index);
    for (size_t i = g->first[f]; i < c->narcs && c->arcs[i].from == f + 1; i++) arc_line(out, g, &c->arcs[i], c->arcs[i].to, c->arcs[i].to);
    fputs("-----------------------------------------------\n", out);
}

static struct graph *sorting;

static int heavier_first(const void *a, const void *b)
{
    uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
    double tx = total_of(sorting, x), ty = total_of(sorting, y);
    if (tx != ty) return tx > ty ? -1 : 1;
    return strcmp(name(x), name(y));
}

void report_gprof(FILE *out, const struct classic *c)
{
    struct graph g;
    build(&g, c);
    uint32_t *rows = xmalloc((c->nf + 1) * sizeof *rows), n = classic_rows(c, rows);
    flat(out, c, &g, rows, n);
    sorting = &g;
    xqsort(rows, n, sizeof *rows, heavier_first);
    fprintf(out, "\n\t\t     Call graph\n\nindex %% time    self  children    called     name\n");
    for (uint32_t i = 0; i < n; i++) entry(out, &g, rows[i], i + 1);
    free(rows);
    free(g.first); free(g.child); free(g.nonself); free(g.state);
}
