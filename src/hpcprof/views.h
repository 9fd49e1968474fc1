/* The views other tools read (flame graph SVG, callgrind, pprof) and the two reports
   built for them (annotated function, differential profile). Each gets the merged
   report tree and, when it needs addresses, every profile tree with its epoch's
   symbol table. */
#ifndef HPCPROF_VIEWS_H
#define HPCPROF_VIEWS_H
#include <stdio.h>
#include "report.h"

struct view_tree {
    const struct hpcfile_profile *p;
    const struct hpcfile_tree *tr;
    struct symtab *st;
};

struct view_src {
    const struct rtree *t;           /* merged by function, rtree_finish'ed with sums */
    const struct report_cfg *cfg;    /* cfg->sortm is the view's metric (--metric) */
    const struct view_tree *trees;
    size_t ntrees;
    const char *program;             /* the main program's path */
    const char *profile;             /* the (first) profile's path */
};

/* Flame graph options: icicle puts the root at the top. */
struct flame_opts { int icicle; };

/* What a flame graph draws: widths from metric m of t (inclusive), and for a
   differential graph per node its base value and self delta (colour). */
struct flame_in {
    const struct rtree *t;
    unsigned m;
    const char *metric, *unit;
    const uint64_t *base;            /* differential only: per node, NULL otherwise */
    const int64_t *delta;
    uint64_t max_delta;              /* the largest |delta| */
};
void flame_write(FILE *out, const struct flame_in *in, const struct flame_opts *o, const char *title);
/* A frame's label: the function's name, "all" for the root. */
const char *flame_name(uint32_t func);

void export_flamegraph(const char *path, const struct view_src *v, const struct flame_opts *o);
void export_callgrind(const char *path, const struct view_src *v);
void export_pprof(const char *path, const struct view_src *v);
void report_annotate(FILE *out, const struct view_src *v, const char *func);
/* base and new are two sources; writes the text report to out and, when svg is not
   NULL, a differential flame graph (widths from new, red grew, blue shrank). */
void report_diff(FILE *out, const struct view_src *base, const struct view_src *new, const char *svg,
                 const struct flame_opts *o);

/* ---- shared by the views (view_util.c) ---- */

/* Opens path for writing ("-" is stdout); exits with a message naming it on failure. */
FILE *view_open(const char *path);
/* Closes (or flushes stdout); exits with a message when anything failed to write. */
void view_close(FILE *f, const char *path);

/* Where a profile node's cost sits (docs/file-formats.md): a return address stands
   for its call instruction at ip - 8, where its callees hang; its own samples and the
   host calls that interrupted it sit at ip itself. A node that is both is placed twice
   (cct_places decides, for every view). */
struct view_place {
    uint64_t pc;                     /* the address its frames were resolved at */
    const struct frame *fr;          /* frames there, outermost first, inlined functions included */
    unsigned nfr;
    const uint64_t *self;            /* nmetrics values: the node's own values placed here */
    const uint64_t *incl;            /* nmetrics values: self plus the subtrees hanging here */
};
/* One profile node as the views see it: one or two places (calls before own when two). */
struct view_node {
    const struct hpcfile_node *n;
    struct view_place place[2];
    unsigned nplaces;
    unsigned char call_ix, own_ix;   /* which place its callees / its samples and markers use */
    const uint64_t *incl;            /* nmetrics: its subtree's inclusive values (count metrics: its own) */
};
/* The place of parent that child hangs below (its own for a marker child, else its call). */
const struct view_place *view_parent_place(const struct view_node *child, const struct view_node *parent);
/* Calls fn for every node but the root of every tree, parents before children;
   `parent` is NULL for the root's children. */
typedef void (*view_node_fn)(void *ctx, const struct view_tree *vt, const struct view_node *node,
                             const struct view_node *parent);
void view_walk(const struct view_src *v, view_node_fn fn, void *ctx);

#endif
