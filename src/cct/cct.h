/* Calling context tree (csprof-internals "CCT"): each node is a frame (ip, sp) with a
   metric vector; a node's children are kept both in a red-black tree keyed by ip, for
   lookup while recording, and in a list, for traversal while writing. */
#ifndef CSPROF_CCT_H
#define CSPROF_CCT_H
#include <stddef.h>
#include <stdint.h>

struct cct_node {
    uint64_t ip;
    /* Exact call counting (-e calls), in the node's first cache line: the callee entered
       last from this call site, its ip and the calls not yet added to its metric. A
       repeated call touches no other node. */
    uint64_t entry_ip;
    struct cct_node *entry;
    uint64_t entry_count;
    uint64_t sp;
    struct cct_node *parent;
    /* membership in the parent's red-black tree of children */
    struct cct_node *rb_left, *rb_right, *rb_up;
    int rb_red;
    struct cct_node *children;             /* root of this node's children tree */
    struct cct_node *first_child, *next_sibling, *last_child;
    uint64_t id;                           /* position in the written node array */
    uint64_t metrics[];                    /* cct->num_metrics values */
};

struct cct {
    struct cct_node *root;
    unsigned num_metrics;
    uint64_t num_nodes;
};

/* A frame of a backtrace: the PC in that frame (the call's return address for callers,
   the sampled PC for the leaf) and the frame's stack pointer. */
struct cct_frame { uint64_t ip, sp; };

int cct_init(struct cct *t, unsigned num_metrics);
/* Finds or creates the child of `parent` with this ip. */
struct cct_node *cct_child(struct cct *t, struct cct_node *parent, uint64_t ip, uint64_t sp);
struct cct_node *cct_find_child(const struct cct_node *parent, uint64_t ip);
/* Inserts a path below `start` (the root when NULL): frames[0] is the outermost frame
   below start, frames[n-1] the leaf. Adds value to metric `metric` of the leaf and
   returns it. */
struct cct_node *cct_insert_path(struct cct *t, struct cct_node *start, const struct cct_frame *frames,
                                 size_t n, unsigned metric, uint64_t value);
/* Memory of the nodes of all trees. With a limit (bytes; 0 = none), a path that needs
   a new node beyond it is not recorded: cct_insert_path returns NULL and counts the
   sample as dropped; `reached` is called once, when that first happens. */
struct cct_memory { uint64_t used, limit, samples_dropped; };
void cct_set_limit(uint64_t bytes, void (*reached)(uint64_t limit));
void cct_memory(struct cct_memory *m);
/* Depth-first preorder; numbers nodes 0..num_nodes-1 in that order (root is 0). */
void cct_number(struct cct *t);
void cct_walk(const struct cct *t, void (*fn)(const struct cct_node *, void *), void *arg);

#endif
