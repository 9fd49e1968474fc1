/* Report trees: the profile's calling context trees (nodes keyed by PC) merged by
   function. A top-down tree node is a function in one calling context (the sequence
   of functions from the root, inlined functions included); a bottom-up tree reverses
   the paths, from each function to its callers. */
#ifndef HPCPROF_CALLTREE_H
#define HPCPROF_CALLTREE_H
#include <stdint.h>
#include "hpcfile.h"
#include "symbols.h"
#include "util.h"

#define RTREE_ROOT_FUNC UINT32_MAX

struct rsite { uint32_t file; int line; uint64_t weight; uint32_t next; };

struct rnode {
    uint32_t func, parent, depth;
    uint32_t sites;          /* call sites in the parent, a list in rtree.sites (0 = none) */
    uint32_t nsites;
    uint32_t lines, nlines;  /* lines of this function where its own cost was recorded
                                (also in rtree.sites) */
    uint32_t first_child, next_sibling;   /* filled by rtree_finish (0 = none) */
    unsigned char as_inlined, as_real;    /* reached as an inlined copy / a real call */
};

struct rtree {
    struct rnode *n;
    size_t count, cap;
    uint64_t *excl, *incl;   /* count x nmetrics */
    size_t vcap;
    unsigned nmetrics;
    const uint64_t *flags;   /* per metric; RETURNS metrics are not summed upward */
    unsigned sortm;          /* metric that weighs call sites and orders children */
    struct u64map children;  /* (parent << 32 | func) -> node */
    struct rsite *sites;
    size_t nsites, sites_cap;
};

void rtree_init(struct rtree *t, unsigned nmetrics, const uint64_t *flags, unsigned sortm);
uint32_t rtree_child(struct rtree *t, uint32_t parent, uint32_t func);
void rtree_add_site(struct rtree *t, uint32_t node, uint32_t file, int line, uint64_t weight);
/* The call site with the largest weight (file 0 when none is known). */
const struct rsite *rtree_top_site(const struct rtree *t, uint32_t node);
/* The same for the node's own lines. */
void rtree_add_line(struct rtree *t, uint32_t node, uint32_t file, int line, uint64_t weight);
const struct rsite *rtree_top_line(const struct rtree *t, uint32_t node);
/* Whether a synchronous source recorded a value at this node (an intercepted call's
   return address). */
int cct_node_has_sync(const struct hpcfile_profile *p, const struct hpcfile_node *n);
/* Where each node of a tree is placed, the one rule every report and view follows
   (docs/file-formats.md): as_call, at its call instruction ip - 8 (a return address
   with callees that are not markers, or with synchronous values); as_own, at ip (its
   samples and marker children; always when not as_call). Both may hold: a sample at an
   address that is also a return address of the same parent is placed twice. */
struct cct_place { unsigned char as_call, as_own; };
/* Per node of tr (index 0, the root, unused); the caller frees the array. */
struct cct_place *cct_places(const struct hpcfile_profile *p, const struct hpcfile_tree *tr);
/* Whether metric flags f put a twice-placed node's value at its call (synchronous
   values and return counts) rather than at its own PC. */
int cct_metric_at_call(uint64_t f);
/* Merges one tree of a profile, symbolized with st, into the top-down tree t. */
void rtree_add_cct(struct rtree *t, const struct hpcfile_profile *p, const struct hpcfile_tree *tr, struct symtab *st);
/* Child lists, and with sum_upward the inclusive values (exclusive plus the children's
   inclusive); call once, after the last add. */
void rtree_finish(struct rtree *t, int sum_upward);
/* The nodes from n up to the root's child, n first, into *chain (grown as needed: paths
   can be tens of thousands of frames deep, and none is cut); returns how many. */
size_t rtree_path(const struct rtree *t, uint32_t n, uint32_t **chain, size_t *cap);
/* Frees what rtree_init and the adds allocated (not flags, which the caller owns). */
void rtree_free(struct rtree *t);

/* Per function: exclusive values, and inclusive values counting each sample once
   even when the function recurses (only its outermost activation on a path counts). */
void rtree_flat(const struct rtree *t, uint64_t *fexcl, uint64_t *fincl);
/* The bottom-up tree of t: below each function, its callers, then theirs... with the
   function's own cost along each path. Paths stop at maxdepth levels, and below a node
   whose cost is under `threshold` percent of the sort metric's total. */
void rtree_bottom_up(const struct rtree *t, struct rtree *out, unsigned maxdepth, double threshold);

#endif
