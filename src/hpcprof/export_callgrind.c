/* Callgrind format (valgrind's docs/callgrind-format) for kcachegrind and
   callgrind_annotate: every cost metric is an event; self cost per function and
   source line; call arcs with the callee's inclusive cost at the caller's line and
   a call count, `calls=`, that is a real count of calls: the exact one of `-e calls`
   when the profile has it, else the trampoline's returns. A profile with neither has
   no call arcs at all (a sample count is not a call count). Every level of an inline
   chain is a function of its own (arc_calls says what its arc counts). */
#include <stdlib.h>
#include <string.h>
#include "columns.h"
#include "views.h"

#define SELF UINT32_MAX

/* One cost line: self cost of fn at file:line (callee SELF), or a call from there. */
struct cg_rec { uint32_t fn, callee, file; int line; uint64_t calls; uint64_t *cost; };

struct cg {
    struct cg_rec *r;
    size_t n, cap;
    unsigned nm;              /* metrics in the profile */
    int returns;              /* index of the call-count metric, -1 when none */
    const uint64_t *zero;     /* nm zeros */
};

static void add(struct cg *c, uint32_t fn, uint32_t callee, uint32_t file, int line, uint64_t calls, const uint64_t *cost)
{
    GROW(c->r, c->cap, c->n);
    struct cg_rec *r = &c->r[c->n++];
    *r = (struct cg_rec){ fn, callee, file, line, calls, xmalloc(c->nm * sizeof *r->cost) };
    memcpy(r->cost, cost, c->nm * sizeof *r->cost);
}

/* Call counts come only from a count metric (-e calls, else the trampoline's returns),
   never from samples; a real arc with no call counted is left out (callgrind_annotate
   reads `calls=0` as no call and the line's cost as the caller's). An inlined frame was
   never called: callgrind can nest a function only through a call, so its arc carries the
   count of the real call that brought the code in (at least 1), and only when the
   profile counts calls at all. */
static uint64_t arc_calls(const struct cg *c, const struct view_node *vn, int real)
{
    if (c->returns < 0) return 0;
    uint64_t n = vn->n->metrics[c->returns];
    return real || n ? n : 1;
}

/* One place of a node: self cost at its innermost frame, a zero record for its real
   function (a function whose code was all inlined still has its entry), a call into each
   inlined frame, and a call from the parent's innermost frame into its real function.
   Calls are counted once per node, at its first place (when placed twice, the second
   place's arcs merge with the first's or carry no calls). */
static void place_records(struct cg *c, const struct view_node *vn, const struct view_place *pl,
                          const struct view_node *parent, int counted)
{
    const struct frame *in = &pl->fr[pl->nfr - 1];
    add(c, in->func, SELF, in->file, in->line, 0, pl->self);
    if (pl->nfr > 1) add(c, pl->fr[0].func, SELF, pl->fr[0].file, pl->fr[0].line, 0, c->zero);
    if (c->returns < 0) return;
    for (unsigned j = 0; j + 1 < pl->nfr; j++)
        add(c, pl->fr[j].func, pl->fr[j + 1].func, pl->fr[j].file, pl->fr[j].line, counted ? 0 : arc_calls(c, vn, 0),
            pl->incl);
    if (parent) {
        const struct view_place *pp = view_parent_place(vn, parent);
        const struct frame *caller = &pp->fr[pp->nfr - 1];
        add(c, caller->func, pl->fr[0].func, caller->file, caller->line, counted ? 0 : arc_calls(c, vn, 1), pl->incl);
    }
}

static void on_node(void *ctx, const struct view_tree *vt, const struct view_node *vn, const struct view_node *parent)
{
    (void)vt;
    for (unsigned k = 0; k < vn->nplaces; k++) place_records(ctx, vn, &vn->place[k], parent, k > 0);
}

static int rec_order(const void *a, const void *b)
{
    const struct cg_rec *x = a, *y = b;
    if (x->fn != y->fn) return x->fn < y->fn ? -1 : 1;
    if (x->callee != y->callee) return x->callee < y->callee ? -1 : 1;
    if (x->file != y->file) return x->file < y->file ? -1 : 1;
    return (x->line > y->line) - (x->line < y->line);
}

/* Sorts and merges records of the same place. */
static void merge(struct cg *c)
{
    xqsort(c->r, c->n, sizeof *c->r, rec_order);
    size_t k = 0;
    for (size_t i = 0; i < c->n; i++) {
        if (k && rec_order(&c->r[k - 1], &c->r[i]) == 0) {
            c->r[k - 1].calls += c->r[i].calls;
            for (unsigned m = 0; m < c->nm; m++) c->r[k - 1].cost[m] += c->r[i].cost[m];
            free(c->r[i].cost);
        } else {
            c->r[k++] = c->r[i];
        }
    }
    c->n = k;
}

static const char *file_of(uint32_t fn, uint32_t fallback)
{
    const struct func *f = func_get(fn);
    if (f->file) return str_get(f->file);
    return fallback ? str_get(fallback) : "???";
}

static const char *object_of(uint32_t fn, const char *program)
{
    const struct func *f = func_get(fn);
    return f->module ? str_get(f->module) : program;
}

static void put_costs(FILE *out, const struct cg *c, const struct report_cfg *cfg, const uint64_t *cost)
{
    for (unsigned m = 0; m < c->nm; m++)
        if (!metric_is_count(cfg, m)) fprintf(out, " %llu", (unsigned long long)cost[m]);
    fputc('\n', out);
}

static void put_event_names(FILE *out, const struct report_cfg *cfg)
{
    for (unsigned m = 0; m < cfg->nmetrics; m++) {
        if (metric_is_count(cfg, m)) continue;
        fputc(' ', out);
        for (const char *s = cfg->metrics[m].name; *s; s++)
            fputc((*s >= 'a' && *s <= 'z') || (*s >= 'A' && *s <= 'Z') || (*s >= '0' && *s <= '9') ? *s : '_', out);
    }
    fputc('\n', out);
}

static void put_header(FILE *out, const struct view_src *v, const struct cg *c)
{
    fprintf(out, "# callgrind format\nversion: 1\ncreator: hpcprof (csprof for PA-64)\ncmd: %s\npositions: line\n",
            v->program);
    if (c->returns < 0) fputs("# no call counts in the profile (csprof -e calls, or the trampoline's returns): no call arcs\n", out);
    for (unsigned m = 0; m < v->cfg->nmetrics; m++)
        if (!metric_is_count(v->cfg, m))
            fprintf(out, "event: %s : %s (%s, period %llu)\n", v->cfg->metrics[m].name, v->cfg->metrics[m].name,
                    hpcfile_unit_name(v->cfg->metrics[m].flags), (unsigned long long)v->cfg->metrics[m].period);
    fputs("events:", out);
    put_event_names(out, v->cfg);
}

static void put_records(FILE *out, const struct view_src *v, const struct cg *c)
{
    uint32_t cur = SELF, curfile = 0;
    for (size_t i = 0; i < c->n; i++) {
        const struct cg_rec *r = &c->r[i];
        if (r->callee != SELF && !r->calls) continue;
        if (r->fn != cur) {
            cur = r->fn;
            curfile = func_get(cur)->file ? func_get(cur)->file : r->file;
            fprintf(out, "\nob=%s\nfl=%s\nfn=%s\n", object_of(cur, v->program), file_of(cur, r->file), str_get(func_get(cur)->name));
        }
        if (r->file && r->file != curfile) {
            curfile = r->file;
            fprintf(out, "fi=%s\n", str_get(r->file));
        }
        if (r->callee != SELF) {
            fprintf(out, "cob=%s\ncfi=%s\ncfn=%s\ncalls=%llu %d\n", object_of(r->callee, v->program),
                    file_of(r->callee, 0), str_get(func_get(r->callee)->name), (unsigned long long)r->calls,
                    func_get(r->callee)->line);
        }
        fprintf(out, "%d", r->line);
        put_costs(out, c, v->cfg, r->cost);
    }
}

/* The root's own cost (samples no frame could be found for) as a function of its own,
   so the totals match hpcprof's. */
static void put_frameless(FILE *out, const struct view_src *v, const struct cg *c)
{
    int any = 0;
    for (unsigned m = 0; m < c->nm; m++) any |= !metric_is_count(v->cfg, m) && v->t->excl[m];
    if (!any) return;
    fprintf(out, "\nob=%s\nfl=???\nfn=<no frame>\n0", v->program);
    put_costs(out, c, v->cfg, v->t->excl);
}

void export_callgrind(const char *path, const struct view_src *v)
{
    const struct report_cfg *cfg = v->cfg;
    struct cg c = { NULL, 0, 0, cfg->nmetrics, -1, NULL };
    uint64_t *zero = xmalloc((cfg->nmetrics ? cfg->nmetrics : 1) * sizeof *zero);
    memset(zero, 0, (cfg->nmetrics ? cfg->nmetrics : 1) * sizeof *zero);
    c.zero = zero;
    unsigned costs = 0;
    for (unsigned m = 0; m < cfg->nmetrics; m++) {
        if (!metric_is_count(cfg, m)) costs++;
        if (hpcfile_metric_is_exact_calls(&cfg->metrics[m])) c.returns = (int)m;
    }
    for (unsigned m = 0; m < cfg->nmetrics && c.returns < 0; m++)
        if (hpcfile_metric_is_returns(&cfg->metrics[m])) c.returns = (int)m;
    if (!costs) die("%s: the profile has only call counts; callgrind needs a cost metric", path);
    view_walk(v, on_node, &c);
    merge(&c);
    FILE *out = view_open(path);
    put_header(out, v, &c);
    put_records(out, v, &c);
    put_frameless(out, v, &c);
    fputs("\ntotals:", out);
    put_costs(out, &c, cfg, v->t->incl);
    view_close(out, path);
    for (size_t i = 0; i < c.n; i++) free(c.r[i].cost);
    free(c.r);
    free(zero);
}
