/* Building report trees from the profile's trees (see calltree.h). Nodes are created
   after their parent, so parent < child everywhere and upward sums are one reverse
   pass; traversals use explicit stacks because recursion in the guest can make paths
   many thousands of frames deep. */
#include <stdlib.h>
#include <string.h>
#include "calltree.h"
#include "marker.h"

static void add_node(struct rtree *t, uint32_t func, uint32_t parent)
{
    GROW(t->n, t->cap, t->count);
    size_t old = t->vcap;
    if (t->count >= t->vcap) {
        t->vcap = t->cap;
        t->excl = xrealloc(t->excl, t->vcap * t->nmetrics * sizeof *t->excl + 1);
        t->incl = xrealloc(t->incl, t->vcap * t->nmetrics * sizeof *t->incl + 1);
        memset(t->excl + old * t->nmetrics, 0, (t->vcap - old) * t->nmetrics * sizeof *t->excl);
        memset(t->incl + old * t->nmetrics, 0, (t->vcap - old) * t->nmetrics * sizeof *t->incl);
    }
    struct rnode *n = &t->n[t->count];
    memset(n, 0, sizeof *n);
    n->func = func;
    n->parent = parent;
    n->depth = t->count ? t->n[parent].depth + 1 : 0;
    t->count++;
}

void rtree_init(struct rtree *t, unsigned nmetrics, const uint64_t *flags, unsigned sortm)
{
    memset(t, 0, sizeof *t);
    t->nmetrics = nmetrics;
    t->flags = flags;
    t->sortm = sortm;
    GROW(t->sites, t->sites_cap, 0);
    t->nsites = 1;                               /* index 0 means "no site" */
    add_node(t, RTREE_ROOT_FUNC, 0);
}

uint32_t rtree_child(struct rtree *t, uint32_t parent, uint32_t func)
{
    int is_new;
    uint32_t *slot = u64map_slot(&t->children, (uint64_t)parent << 32 | func, &is_new);
    if (is_new) {
        *slot = (uint32_t)t->count;
        add_node(t, func, parent);
    }
    return *slot;
}

/* Lists of source positions (call sites, own lines) share rtree.sites. */
static void add_pos(struct rtree *t, uint32_t *head, uint32_t *count, uint32_t file, int line, uint64_t weight)
{
    if (!file && !line) return;
    for (uint32_t s = *head; s; s = t->sites[s].next)
        if (t->sites[s].file == file && t->sites[s].line == line) {
            t->sites[s].weight += weight;
            return;
        }
    GROW(t->sites, t->sites_cap, t->nsites);
    t->sites[t->nsites] = (struct rsite){ file, line, weight, *head };
    *head = (uint32_t)t->nsites++;
    ++*count;
}

static const struct rsite *top_pos(const struct rtree *t, uint32_t head)
{
    const struct rsite *best = &t->sites[0];
    for (uint32_t s = head; s; s = t->sites[s].next)
        if (best == &t->sites[0] || t->sites[s].weight > best->weight) best = &t->sites[s];
    return best;
}

void rtree_add_site(struct rtree *t, uint32_t node, uint32_t file, int line, uint64_t weight)
{
    add_pos(t, &t->n[node].sites, &t->n[node].nsites, file, line, weight);
}

void rtree_add_line(struct rtree *t, uint32_t node, uint32_t file, int line, uint64_t weight)
{
    add_pos(t, &t->n[node].lines, &t->n[node].nlines, file, line, weight);
}

const struct rsite *rtree_top_site(const struct rtree *t, uint32_t node) { return top_pos(t, t->n[node].sites); }
const struct rsite *rtree_top_line(const struct rtree *t, uint32_t node) { return top_pos(t, t->n[node].lines); }

/* ---- merging a profile tree ---- */

/* Per profile node: the report node of its innermost frame (which holds its cost),
   of its real function (which holds its return counts: a return is the activation's,
   not an inlined copy's), and its source position (for a caller, the line of its
   call, which is the call site of its children). */
struct placed { uint32_t node, real, file; int line; };

/* Inclusive value of the sort metric per profile node, to weigh call sites. */
static uint64_t *cct_inclusive(const struct hpcfile_tree *tr, unsigned m, unsigned nmetrics)
{
    uint64_t *v = xcalloc(tr->nnodes, sizeof *v);
    for (uint64_t i = tr->nnodes; i-- > 0;) {
        if (nmetrics) v[i] += tr->nodes[i].metrics[m];
        if (i) v[tr->nodes[i].parent] += v[i];
    }
    return v;
}

int cct_node_has_sync(const struct hpcfile_profile *p, const struct hpcfile_node *n)
{
    for (uint32_t m = 0; m < p->nmetrics; m++)
        if ((p->metrics[m].flags & HPCFILE_METRIC_SYNC) && n->metrics[m]) return 1;
    return 0;
}

/* Places one frame at pc: its function (and the functions inlined there) below the
   parent's placement, with the parent's line as the call site. */
static void place_at(struct rtree *t, struct symtab *st, uint64_t pc,
                     struct placed *pl, const struct placed *parent, uint64_t weight)
{
    struct frame fr[MAX_FRAMES];
    unsigned k = symtab_frames(st, pc, fr);
    uint32_t cur = parent->node, file = parent->file;
    int line = parent->line;
    uint32_t real = 0;
    for (unsigned j = 0; j < k; j++) {
        cur = rtree_child(t, cur, fr[j].func);
        if (!j) real = cur;
        rtree_add_site(t, cur, file, line, weight);
        if (j) t->n[cur].as_inlined = 1;
        else t->n[cur].as_real = 1;
        file = fr[j].file;
        line = fr[j].line;
    }
    *pl = (struct placed){ cur, real, file, line };
}

/* Which pc a frame stands for. Only a return address gets the adjustment: a caller's
   ip is past its call and the delay slot, so the call instruction (its function,
   inline context and line) is at ip - 8. A leaf's ip is the sampled PC, and a frame
   interrupted by a host call (a signal, or the dld running initializers during a
   system call: its child is a marker frame, marker.h) is where execution stood; both
   are exact. A frame can be both (a sample at an address that is also a return
   address of the same parent): it is placed twice, the exact placement holding its
   own cost and the markers below it, the call placement the frames it called. */
struct frame_use { uint64_t ret_weight; unsigned char ret_child, marker_child; };

static struct frame_use *frame_uses(const struct hpcfile_tree *tr, const uint64_t *weight)
{
    struct frame_use *u = xcalloc(tr->nnodes, sizeof *u);
    for (uint64_t i = 1; i < tr->nnodes; i++) {
        struct frame_use *pu = &u[tr->nodes[i].parent];
        if (marker_kind(tr->nodes[i].ip) != MARKER_NONE) { pu->marker_child = 1; continue; }
        pu->ret_child = 1;
        if (weight) pu->ret_weight += weight[i];
    }
    return u;
}

/* Cost that belongs at the node's exact PC: samples, not counts or synchronous values
   (those go to the call site). */
static int has_async_cost(const struct hpcfile_profile *p, const struct hpcfile_node *n)
{
    for (uint32_t m = 0; m < p->nmetrics; m++)
        if (!cct_metric_at_call(p->metrics[m].flags) && n->metrics[m]) return 1;
    return 0;
}

int cct_metric_at_call(uint64_t f) { return (f & (HPCFILE_METRIC_SYNC | HPCFILE_METRIC_RETURNS)) != 0; }

static struct cct_place place_of(const struct hpcfile_profile *p, const struct hpcfile_node *n, const struct frame_use *u)
{
    /* A synchronous source records at the intercepted call's return address: its
       values belong to the call instruction, like a caller's. */
    int as_call = (u->ret_child || cct_node_has_sync(p, n)) && marker_kind(n->ip) == MARKER_NONE && n->ip >= 8;
    int as_own = !as_call || u->marker_child || has_async_cost(p, n);
    return (struct cct_place){ (unsigned char)as_call, (unsigned char)as_own };
}

struct cct_place *cct_places(const struct hpcfile_profile *p, const struct hpcfile_tree *tr)
{
    struct frame_use *u = frame_uses(tr, NULL);
    struct cct_place *pl = xcalloc(tr->nnodes ? tr->nnodes : 1, sizeof *pl);
    for (uint64_t i = 1; i < tr->nnodes; i++) pl[i] = place_of(p, &tr->nodes[i], &u[i]);
    free(u);
    return pl;
}

static int has_cost(const struct hpcfile_node *n, unsigned nmetrics)
{
    for (unsigned m = 0; m < nmetrics; m++)
        if (n->metrics[m]) return 1;
    return 0;
}

void rtree_add_cct(struct rtree *t, const struct hpcfile_profile *p, const struct hpcfile_tree *tr, struct symtab *st)
{
    if (!tr->nnodes) return;
    uint64_t *weight = cct_inclusive(tr, t->sortm, p->nmetrics);
    struct frame_use *use = frame_uses(tr, weight);
    /* Per node: its placement as a return address (callee frames hang there) and as an
       exact PC (its cost and markers hang there); either may be unused. */
    struct placed *call = xcalloc(tr->nnodes, sizeof *call), *exact = xcalloc(tr->nnodes, sizeof *exact);
    for (uint64_t i = 1; i < tr->nnodes; i++) {
        const struct hpcfile_node *n = &tr->nodes[i];
        const struct placed *par = marker_kind(n->ip) != MARKER_NONE ? &exact[n->parent] : &call[n->parent];
        const struct frame_use *u = &use[i];
        struct cct_place pl = place_of(p, n, u);
        int as_ret = pl.as_call, as_exact = pl.as_own;
        uint64_t sync_w = cct_node_has_sync(p, n) && (t->flags[t->sortm] & HPCFILE_METRIC_SYNC) ? n->metrics[t->sortm] : 0;
        if (as_ret) place_at(t, st, n->ip - 8, &call[i], par, u->ret_weight + sync_w);
        if (as_exact) place_at(t, st, n->ip, &exact[i], par, weight[i] - (as_ret ? u->ret_weight + sync_w : 0));
        if (!as_ret) call[i] = exact[i];
        if (!as_exact) exact[i] = call[i];
        const struct placed *own = sync_w ? &call[i] : &exact[i];
        if (has_cost(n, p->nmetrics)) rtree_add_line(t, own->node, own->file, own->line, n->metrics[t->sortm]);
        for (unsigned m = 0; m < t->nmetrics; m++) {
            /* Return counts belong to the activation, whose function the call site names. */
            uint32_t to = t->flags[m] & HPCFILE_METRIC_RETURNS ? call[i].real
                        : t->flags[m] & HPCFILE_METRIC_SYNC ? call[i].node : exact[i].node;
            t->excl[(size_t)to * t->nmetrics + m] += n->metrics[m];
        }
    }
    for (unsigned m = 0; m < t->nmetrics; m++) t->excl[m] += tr->nodes[0].metrics[m];
    free(call);
    free(exact);
    free(use);
    free(weight);
}

void rtree_finish(struct rtree *t, int sum_upward)
{
    unsigned nm = t->nmetrics;
    if (sum_upward) {
        memcpy(t->incl, t->excl, t->count * nm * sizeof *t->incl);
        for (size_t i = t->count; i-- > 1;)
            for (unsigned m = 0; m < nm; m++) {
                /* Counts stay where they were recorded; only the root shows their total. */
                int count = (t->flags[m] & HPCFILE_METRIC_RETURNS) != 0;
                t->incl[(count ? 0 : t->n[i].parent) * nm + m] += count ? t->excl[i * nm + m] : t->incl[i * nm + m];
            }
    }
    for (size_t i = t->count; i-- > 1;) {        /* children end up in creation order */
        struct rnode *par = &t->n[t->n[i].parent];
        t->n[i].next_sibling = par->first_child;
        par->first_child = (uint32_t)i;
    }
}

/* ---- flat profile ---- */

void rtree_flat(const struct rtree *t, uint64_t *fexcl, uint64_t *fincl)
{
    unsigned nm = t->nmetrics;
    uint32_t *onpath = xcalloc(func_count(), sizeof *onpath);
    /* Stack entries: node index, or ~node to leave it. */
    size_t cap = 0, sp = 0;
    uint64_t *stack = NULL;
    GROW(stack, cap, 0);
    stack[sp++] = 0;
    while (sp) {
        uint64_t e = stack[--sp];
        if (e >> 63) { onpath[t->n[~e].func]--; continue; }
        const struct rnode *n = &t->n[e];
        if (e) {
            for (unsigned m = 0; m < nm; m++) {
                fexcl[(size_t)n->func * nm + m] += t->excl[e * nm + m];
                if (!onpath[n->func]) fincl[(size_t)n->func * nm + m] += t->incl[e * nm + m];
            }
            onpath[n->func]++;
            GROW(stack, cap, sp);
            stack[sp++] = ~e;
        }
        for (uint32_t c = n->first_child; c; c = t->n[c].next_sibling) {
            GROW(stack, cap, sp);
            stack[sp++] = c;
        }
    }
    free(stack);
    free(onpath);
}

/* ---- bottom-up tree ---- */

static int has_value(const struct rtree *t, size_t i)
{
    for (unsigned m = 0; m < t->nmetrics; m++)
        if (t->excl[i * t->nmetrics + m]) return 1;
    return 0;
}

/* A node's own cost on its way up the reversed path: `x` is the top-down node reached
   so far (starting at src), `b` the bottom-up node it is added to. */
struct climb { uint32_t src, x, b; };

static void add_cost(const struct rtree *t, struct rtree *out, const struct climb *c)
{
    unsigned nm = t->nmetrics;
    for (unsigned m = 0; m < nm; m++) out->incl[(size_t)c->b * nm + m] += t->excl[(size_t)c->src * nm + m];
}

/* One level up for every climb: from x to its caller. */
static void step_up(const struct rtree *t, struct rtree *out, struct climb *c)
{
    uint32_t callee = c->x;
    c->x = t->n[c->x].parent;
    c->b = rtree_child(out, c->b, t->n[c->x].func);
    const struct rsite *s = rtree_top_site(t, callee);     /* where x calls the function below */
    rtree_add_site(out, c->b, s->file, s->line, t->excl[(size_t)c->src * t->nmetrics + t->sortm]);
    out->n[c->b].as_inlined |= t->n[c->x].as_inlined;
    out->n[c->b].as_real |= t->n[c->x].as_real;
}

static int keeps_climbing(const struct rtree *t, const struct rtree *out, const struct climb *c, unsigned maxdepth,
                          uint64_t total, double threshold)
{
    if (t->n[c->x].parent == 0 || out->n[c->b].depth >= maxdepth) return 0;
    uint64_t v = out->incl[(size_t)c->b * out->nmetrics + out->sortm];
    return !(threshold > 0 && total && 100.0 * (double)v < threshold * (double)total);
}

/* Level by level, so a path stops climbing once its bottom-up node is below the
   threshold (nothing under it would be printed): all of a level's contributions are
   in before any node of that level is judged. */
void rtree_bottom_up(const struct rtree *t, struct rtree *out, unsigned maxdepth, double threshold)
{
    rtree_init(out, t->nmetrics, t->flags, t->sortm);
    for (unsigned m = 0; m < t->nmetrics; m++) out->incl[m] = t->incl[m];   /* the total, for percentages */
    struct climb *c = NULL;
    size_t n = 0, cap = 0;
    for (uint32_t i = 1; i < t->count; i++)
        if (has_value(t, i)) {
            GROW(c, cap, n);
            c[n] = (struct climb){ i, i, rtree_child(out, 0, t->n[i].func) };
            out->n[c[n].b].as_inlined |= t->n[i].as_inlined;
            out->n[c[n].b].as_real |= t->n[i].as_real;
            add_cost(t, out, &c[n++]);
        }
    while (n) {
        size_t kept = 0;
        for (size_t k = 0; k < n; k++)
            if (keeps_climbing(t, out, &c[k], maxdepth, t->incl[t->sortm], threshold)) c[kept++] = c[k];
        for (size_t k = 0; k < kept; k++) {
            step_up(t, out, &c[k]);
            add_cost(t, out, &c[k]);
        }
        n = kept;
    }
    free(c);
    rtree_finish(out, 0);
}

size_t rtree_path(const struct rtree *t, uint32_t n, uint32_t **chain, size_t *cap)
{
    size_t k = 0;
    for (uint32_t x = n; x; x = t->n[x].parent) {
        GROW(*chain, *cap, k);
        (*chain)[k++] = x;
    }
    return k;
}

void rtree_free(struct rtree *t)
{
    free(t->n);
    free(t->excl);
    free(t->incl);
    free(t->sites);
    u64map_free(&t->children);
    memset(t, 0, sizeof *t);
}
