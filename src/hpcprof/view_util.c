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

static void walk_tree(const struct view_tree *vt, view_node_fn fn, void *ctx)
{
    const struct hpcfile_tree *tr = vt->tr;
    if (tr->nnodes < 2) return;
    unsigned char *has_child = xcalloc(tr->nnodes, 1);
    for (uint64_t i = 1; i < tr->nnodes; i++) {
        if (marker_kind(tr->nodes[i].ip) == MARKER_NONE) has_child[tr->nodes[i].parent] = 1;
        if (cct_node_has_sync(vt->p, &tr->nodes[i])) has_child[i] = 1;
    }
    uint64_t *incl = tree_inclusive(tr, vt->p);
    struct view_node *vn = xcalloc(tr->nnodes, sizeof *vn);
    for (uint64_t i = 1; i < tr->nnodes; i++) {
        const struct hpcfile_node *n = &tr->nodes[i];
        vn[i].n = n;
        vn[i].pc = cct_frame_pc(n, has_child[i]);
        vn[i].nfr = symtab_frames(vt->st, vn[i].pc, vn[i].fr);
        vn[i].incl = incl + i * vt->p->nmetrics;
        fn(ctx, vt, &vn[i], n->parent ? &vn[n->parent] : NULL);
    }
    free(vn);
    free(incl);
    free(has_child);
}

void view_walk(const struct view_src *v, view_node_fn fn, void *ctx)
{
    for (size_t k = 0; k < v->ntrees; k++) walk_tree(&v->trees[k], fn, ctx);
}
