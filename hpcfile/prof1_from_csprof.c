/* csprof samples in classic form (hpcfile.h, prof1_from_csprof): the flat PC histogram
   and the call arcs that prof/gprof-style tools read, derived from the CCTs. */
#include <stdlib.h>
#include <string.h>
#include "hpcfile.h"

#define REGION_GAP (1u << 20)   /* sampled pcs further apart start a new text region */

struct pc_count { uint64_t a, b, n; };

static int by_pc(const void *x, const void *y)
{
    const struct pc_count *p = x, *q = y;
    if (p->a != q->a) return p->a < q->a ? -1 : 1;
    return p->b < q->b ? -1 : p->b > q->b;
}

/* Sorts and sums entries with equal (a, b); returns the new count. */
static size_t merge(struct pc_count *v, size_t n)
{
    if (!n) return 0;
    if (n > 1) qsort(v, n, sizeof *v, by_pc);   /* v may be NULL when empty */
    size_t k = 0;
    for (size_t i = 1; i < n; i++) {
        if (v[i].a == v[k].a && v[i].b == v[k].b) v[k].n += v[i].n;
        else v[++k] = v[i];
    }
    return k + 1;
}

int hpcfile_sampling_metric(const struct hpcfile_profile *p)
{
    for (uint32_t m = 0; m < p->nmetrics; m++)
        if (!hpcfile_metric_is_returns(&p->metrics[m])) return (int)m;
    return -1;
}

static int pick_metrics(const struct hpcfile_profile *in, int *samples, int *returns)
{
    *samples = hpcfile_sampling_metric(in);
    *returns = -1;
    for (uint32_t m = 0; m < in->nmetrics && *returns < 0; m++)
        if (hpcfile_metric_is_returns(&in->metrics[m])) *returns = (int)m;
    return *samples < 0 ? -1 : 0;
}

static uint64_t per_period(const struct hpcfile_profile *in, int m, uint64_t v)
{
    uint64_t period = in->metrics[m].period;
    return period > 1 ? v / period : v;
}

/* Leaf values (sorted by pc, merged) to histogram ticks of one period each. A sample
   may carry any amount (itimer weighs each by the CPU time it stands for), so the
   remainder is carried from bucket to bucket: the ticks of any run of buckets are within
   one of its value / period, and the total is exact. */
static void leaf_ticks(const struct hpcfile_profile *in, int m, struct pc_count *v, size_t n)
{
    uint64_t cum = 0, done = 0;
    for (size_t i = 0; i < n; i++) {
        cum += v[i].n;
        uint64_t t = per_period(in, m, cum);
        v[i].n = t - done;
        done = t;
    }
}

static uint64_t total_nodes(const struct hpcfile_profile *in)
{
    uint64_t n = 0;
    for (uint32_t t = 0; t < in->ntrees; t++) n += in->trees[t].nnodes;
    return n;
}

/* Leaf samples (a = pc) and arcs (a = caller's pc, b = callee's pc) of every tree. */
static void collect(const struct hpcfile_profile *in, int sm, int rm, struct pc_count *leaf, size_t *nleaf,
                    struct pc_count *arcs, size_t *narcs, uint64_t *incl)
{
    for (uint32_t t = 0; t < in->ntrees; t++) {
        const struct hpcfile_tree *tr = &in->trees[t];
        for (uint64_t i = 0; i < tr->nnodes; i++) incl[i] = per_period(in, sm, tr->nodes[i].metrics[sm]);
        for (uint64_t i = tr->nnodes; i-- > 1;) incl[tr->nodes[i].parent] += incl[i];
        for (uint64_t i = 1; i < tr->nnodes; i++) {
            const struct hpcfile_node *n = &tr->nodes[i];
            uint64_t own = n->metrics[sm];    /* in the metric's unit: leaf_ticks converts */
            if (own) leaf[(*nleaf)++] = (struct pc_count){ n->ip & ~3ull, 0, own };
            uint64_t c = rm >= 0 ? per_period(in, rm, n->metrics[rm]) : incl[i];
            if (n->parent && c) arcs[(*narcs)++] = (struct pc_count){ tr->nodes[n->parent].ip & ~3ull, n->ip & ~3ull, c };
        }
    }
}

static struct prof1_section *add_section(struct prof1_profile *p, uint64_t type)
{
    struct prof1_section *s = realloc(p->sections, (p->nsections + 1) * sizeof *s);
    if (!s) return NULL;
    p->sections = s;
    s += p->nsections++;
    memset(s, 0, sizeof *s);
    s->type = type;
    return s;
}

static int add_region(struct prof1_profile *p, const struct pc_count *v, size_t n)
{
    struct prof1_section *s = add_section(p, PROF_SECT_SAMPLES_64);
    if (!s) return -1;
    struct prof1_samples *x = &s->u.samples;
    x->lowpc = v[0].a;
    x->highpc = v[n - 1].a + 4;
    x->scale = 0x10000;
    x->entry_size = 4;
    x->nbuckets = (x->highpc - x->lowpc) / 4;
    if (!(x->buckets = calloc(x->nbuckets, sizeof *x->buckets))) return -1;
    for (size_t i = 0; i < n; i++) {
        uint64_t *b = &x->buckets[(v[i].a - x->lowpc) / 4];
        *b = *b + v[i].n > UINT32_MAX ? UINT32_MAX : *b + v[i].n;
    }
    return 0;
}

static int add_arcs(struct prof1_profile *p, const struct pc_count *v, size_t n)
{
    struct prof1_section *s = add_section(p, PROF_SECT_CALL_ARCS_64);
    if (!s) return -1;
    struct prof1_arcs *x = &s->u.arcs;
    x->n = (int32_t)n;
    x->counter_size = 8;
    x->from = calloc(n + 1, 8); x->to = calloc(n + 1, 8); x->counts = calloc(n + 1, 8);
    if (!x->from || !x->to || !x->counts) return -1;
    for (size_t i = 0; i < n; i++) x->from[i] = v[i].a, x->to[i] = v[i].b, x->counts[i] = v[i].n;
    return 0;
}

int prof1_from_csprof(const struct hpcfile_profile *in, struct prof1_profile *out, char *err, size_t errlen)
{
    int sm, rm;
    memset(out, 0, sizeof *out);
    if (pick_metrics(in, &sm, &rm)) { snprintf(err, errlen, "the profile has no sampling metric"); return -1; }
    uint64_t n = total_nodes(in), maxt = 0;
    for (uint32_t t = 0; t < in->ntrees; t++) if (in->trees[t].nnodes > maxt) maxt = in->trees[t].nnodes;
    struct pc_count *leaf = calloc(n + 1, sizeof *leaf), *arcs = calloc(n + 1, sizeof *arcs);
    uint64_t *incl = calloc(maxt + 1, sizeof *incl);
    size_t nleaf = 0, narcs = 0;
    int r = -1;
    if (leaf && arcs && incl) {
        collect(in, sm, rm, leaf, &nleaf, arcs, &narcs, incl);
        nleaf = merge(leaf, nleaf);
        leaf_ticks(in, sm, leaf, nleaf);
        narcs = merge(arcs, narcs);
        r = 0;
        for (size_t i = 0, j = 0; !r && i < nleaf; i = j) {
            for (j = i + 1; j < nleaf && leaf[j].a - leaf[j - 1].a < REGION_GAP; j++) {}
            r = add_region(out, leaf + i, j - i);
        }
        if (!r) r = add_arcs(out, arcs, narcs);
    }
    free(leaf); free(arcs); free(incl);
    if (r) { prof1_free(out); snprintf(err, errlen, "out of memory"); }
    return r;
}
