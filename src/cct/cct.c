/* CCT with red-black children (the CLRS algorithm) and insertion of backtraces from a
   cached starting node, as in the seed's pseudo-code. Memory comes from csmem (no free). */
#include <string.h>
#include "cct.h"
#include "../mem/csmem.h"

/* Memory of all trees' nodes, against the optional limit (--max-cct-mb). A tree's root
   is always made, so a new epoch still gets its tree. */
static uint64_t limit_bytes, used_bytes, nodes_refused, samples_dropped;
static void (*on_limit)(uint64_t);

void cct_set_limit(uint64_t bytes, void (*reached)(uint64_t limit)) { limit_bytes = bytes; on_limit = reached; }

void cct_memory(struct cct_memory *m) { *m = (struct cct_memory){ used_bytes, limit_bytes, samples_dropped }; }

static struct cct_node *new_node(struct cct *t, struct cct_node *parent, uint64_t ip, uint64_t sp)
{
    size_t size = (sizeof(struct cct_node) + t->num_metrics * sizeof(uint64_t) + 15) & ~(size_t)15;
    if (parent && limit_bytes && used_bytes + size > limit_bytes) {
        if (!nodes_refused++ && on_limit) on_limit(limit_bytes);
        return NULL;
    }
    struct cct_node *n = csprof_malloc(size);
    if (!n) return NULL;
    used_bytes += size;
    n->ip = ip;
    n->sp = sp;
    n->parent = parent;
    n->rb_red = 1;
    t->num_nodes++;
    return n;
}

int cct_init(struct cct *t, unsigned num_metrics)
{
    t->num_metrics = num_metrics;
    t->num_nodes = 0;
    t->root = new_node(t, NULL, 0, 0);
    return t->root ? 0 : -1;
}

struct cct_node *cct_find_child(const struct cct_node *parent, uint64_t ip)
{
    struct cct_node *x = parent->children;
    while (x && x->ip != ip) x = ip < x->ip ? x->rb_left : x->rb_right;
    return x;
}

/* ---- red-black insertion (CLRS 13.3), the tree rooted at parent->children ---- */

static void rotate_left(struct cct_node *owner, struct cct_node *x)
{
    struct cct_node *y = x->rb_right;
    x->rb_right = y->rb_left;
    if (y->rb_left) y->rb_left->rb_up = x;
    y->rb_up = x->rb_up;
    if (!x->rb_up) owner->children = y;
    else if (x == x->rb_up->rb_left) x->rb_up->rb_left = y;
    else x->rb_up->rb_right = y;
    y->rb_left = x;
    x->rb_up = y;
}

static void rotate_right(struct cct_node *owner, struct cct_node *x)
{
    struct cct_node *y = x->rb_left;
    x->rb_left = y->rb_right;
    if (y->rb_right) y->rb_right->rb_up = x;
    y->rb_up = x->rb_up;
    if (!x->rb_up) owner->children = y;
    else if (x == x->rb_up->rb_right) x->rb_up->rb_right = y;
    else x->rb_up->rb_left = y;
    y->rb_right = x;
    x->rb_up = y;
}

static void rb_fixup(struct cct_node *owner, struct cct_node *z)
{
    while (z->rb_up && z->rb_up->rb_red) {
        struct cct_node *p = z->rb_up, *g = p->rb_up;
        if (p == g->rb_left) {
            struct cct_node *u = g->rb_right;
            if (u && u->rb_red) { p->rb_red = 0; u->rb_red = 0; g->rb_red = 1; z = g; continue; }
            if (z == p->rb_right) { z = p; rotate_left(owner, z); p = z->rb_up; g = p->rb_up; }
            p->rb_red = 0; g->rb_red = 1; rotate_right(owner, g);
        } else {
            struct cct_node *u = g->rb_left;
            if (u && u->rb_red) { p->rb_red = 0; u->rb_red = 0; g->rb_red = 1; z = g; continue; }
            if (z == p->rb_left) { z = p; rotate_right(owner, z); p = z->rb_up; g = p->rb_up; }
            p->rb_red = 0; g->rb_red = 1; rotate_left(owner, g);
        }
    }
    owner->children->rb_red = 0;
}

struct cct_node *cct_child(struct cct *t, struct cct_node *parent, uint64_t ip, uint64_t sp)
{
    struct cct_node *x = parent->children, *y = NULL;
    while (x) {
        if (x->ip == ip) return x;
        y = x;
        x = ip < x->ip ? x->rb_left : x->rb_right;
    }
    struct cct_node *z = new_node(t, parent, ip, sp);
    if (!z) return NULL;
    z->rb_up = y;
    if (!y) parent->children = z;
    else if (ip < y->ip) y->rb_left = z;
    else y->rb_right = z;
    rb_fixup(parent, z);
    /* the traversal list, in creation order */
    if (parent->last_child) parent->last_child->next_sibling = z;
    else parent->first_child = z;
    parent->last_child = z;
    return z;
}

struct cct_node *cct_insert_path(struct cct *t, struct cct_node *start, const struct cct_frame *frames,
                                 size_t n, unsigned metric, uint64_t value)
{
    struct cct_node *cur = start ? start : t->root;
    for (size_t i = 0; i < n && cur; i++) cur = cct_child(t, cur, frames[i].ip, frames[i].sp);
    if (cur && metric < t->num_metrics) cur->metrics[metric] += value;
    if (!cur) samples_dropped++;
    return cur;
}

/* Iterative preorder: deep recursion would be as deep as the guest's deepest stack. */
void cct_walk(const struct cct *t, void (*fn)(const struct cct_node *, void *), void *arg)
{
    const struct cct_node *n = t->root;
    while (n) {
        fn(n, arg);
        if (n->first_child) { n = n->first_child; continue; }
        while (n && !n->next_sibling) n = n->parent;
        if (n) n = n->next_sibling;
    }
}

static void number_one(const struct cct_node *n, void *arg)
{
    uint64_t *next = arg;
    ((struct cct_node *)n)->id = (*next)++;
}

void cct_number(struct cct *t)
{
    uint64_t next = 0;
    cct_walk(t, number_one, &next);
}
