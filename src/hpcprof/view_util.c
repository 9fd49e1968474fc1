/* What the views share (see views.h): output files and a walk over the profile trees
   with every node's frames and inclusive values. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include "marker.h"
#include "views.h"
#include "outfile.h"

FILE *view_open(const char *path)
{
    if (strcmp(path, "-") == 0) return stdout;
    FILE *f = fopen(outfile_begin(path), "w");
    if (!f) die("%s: cannot write: %s", path, strerror(errno));
    return f;
}

void view_close(FILE *f, const char *path)
{
    int bad = ferror(f);
    bad |= f == stdout ? fflush(f) != 0 : fclose(f) != 0;
    if (f == stdout && bad) die("%s: write error: %s", path, strerror(errno));
    if (f != stdout) outfile_end(path, !bad, NULL);
}

/* Inclusive values per node of one tree (count metrics keep their own). */
static uint64_t *tree_inclusive(const struct hpcfile_tree *tr, const struct hpcfile_profile *p)
{
    unsigned nm = p->nmetrics;
    uint64_t *v = xcalloc(tr->nnodes * nm, sizeof *v);
    for (uint64_t i = tr->nnodes; i-- > 0;)
        for (unsigned m = 0; m < nm; m++) {
            v[i * nm + m] += tr->nodes[i].metrics[m];
            if (i && !(p->metrics[m].flags & HPCFILE_METRIC_RETURNS)) v[tr->nodes[i].parent * nm + m] += v[i * nm + m];
        }
    return v;
}

const struct view_place *view_parent_place(const struct view_node *child, const struct view_node *parent)
{
    return &parent->place[marker_kind(child->n->ip) != MARKER_NONE ? parent->own_ix : parent->call_ix];
}

/* Per node and place, its own values there and the inclusive values hanging there:
   what cct_places splits, metric by metric. */
struct split { uint64_t *self, *incl; };

static struct split split_values(const struct view_tree *vt, const struct cct_place *pl, const uint64_t *incl)
{
    const struct hpcfile_tree *tr = vt->tr;
    unsigned nm = vt->p->nmetrics;
    struct split s = { xcalloc(tr->nnodes * 2 * nm + 1, sizeof *s.self), xcalloc(tr->nnodes * 2 * nm + 1, sizeof *s.incl) };
    for (uint64_t i = 1; i < tr->nnodes; i++) {                 /* own place: index 1 */
        int twice = pl[i].as_call && pl[i].as_own;
        for (unsigned m = 0; m < nm; m++) {
            uint64_t v = tr->nodes[i].metrics[m];
            int at_call = twice ? cct_metric_at_call(vt->p->metrics[m].flags) : pl[i].as_call;
            s.self[(i * 2 + !at_call) * nm + m] = v;
            s.incl[(i * 2 + !at_call) * nm + m] += v;
            int summed = !(vt->p->metrics[m].flags & HPCFILE_METRIC_RETURNS);
            uint64_t par = tr->nodes[i].parent;
            if (par && summed) {
                int below_own = marker_kind(tr->nodes[i].ip) != MARKER_NONE ? pl[par].as_own : !pl[par].as_call;
                s.incl[(par * 2 + below_own) * nm + m] += incl[i * nm + m];
            }
        }
    }
    return s;
}

static void set_place(struct view_place *vp, struct symtab *st, uint64_t pc, const uint64_t *self, const uint64_t *incl)
{
    vp->pc = pc;
    vp->fr = symtab_frames_ref(st, pc, &vp->nfr);
    vp->self = self;
    vp->incl = incl;
}

static void walk_tree(const struct view_tree *vt, view_node_fn fn, void *ctx)
{
    const struct hpcfile_tree *tr = vt->tr;
    if (tr->nnodes < 2) return;
    unsigned nm = vt->p->nmetrics;
    struct cct_place *pl = cct_places(vt->p, tr);
    uint64_t *incl = tree_inclusive(tr, vt->p);
    struct split sv = split_values(vt, pl, incl);
    /* Every address first, so that the frames' cache stops growing and its pointers hold. */
    unsigned nfr;
    for (uint64_t i = 1; i < tr->nnodes; i++) {
        if (pl[i].as_call) symtab_frames_ref(vt->st, tr->nodes[i].ip - 8, &nfr);
        if (pl[i].as_own) symtab_frames_ref(vt->st, tr->nodes[i].ip, &nfr);
    }
    struct view_node *vn = xcalloc(tr->nnodes, sizeof *vn);
    for (uint64_t i = 1; i < tr->nnodes; i++) {
        const struct hpcfile_node *n = &tr->nodes[i];
        struct view_node *v = &vn[i];
        v->n = n;
        v->incl = incl + i * nm;
        if (pl[i].as_call) set_place(&v->place[v->nplaces++], vt->st, n->ip - 8, sv.self + i * 2 * nm, sv.incl + i * 2 * nm);
        if (pl[i].as_own) set_place(&v->place[v->nplaces++], vt->st, n->ip, sv.self + (i * 2 + 1) * nm, sv.incl + (i * 2 + 1) * nm);
        v->call_ix = 0;
        v->own_ix = (unsigned char)(v->nplaces - 1);
        fn(ctx, vt, v, n->parent ? &vn[n->parent] : NULL);
    }
    free(vn);
    free(sv.self);
    free(sv.incl);
    free(incl);
    free(pl);
}

void view_walk(const struct view_src *v, view_node_fn fn, void *ctx)
{
    for (size_t k = 0; k < v->ntrees; k++) walk_tree(&v->trees[k], fn, ctx);
}
