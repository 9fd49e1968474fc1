/* -e calls: the number of times each call path was entered, exactly, at any sampling
   period. The emulator's shadow call stack (emu/cpu/shadow.h) sees every call and return
   the guest executes; its observer tells us each push and each jump to another
   procedure's entry. Per shadow depth we keep the CCT node of the caller's frame at the
   call site (the path [ret0, ..., retk], as an unwind would record it), so a repeated
   call touches only its call-site node and a return costs nothing (the stack just
   shrinks).

   A call from the frame at node P to `target` adds 1 to the node (P, target): the
   callee's frame at its entry address, under the caller's call site -- a node of the
   callee's function on that path, whatever was sampled. Calls into an import stub are
   counted where the stub goes (its jump to the target's entry), a tail call (a jump to
   another procedure's entry) as an entry of the new procedure in the same frame, a
   signal handler or an initializer the host calls as an entry under its host-call
   marker (or, with no guest context below, under the root). Calls into the system-call
   gateway are not function calls. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "calls_exact.h"
#include "driver.h"
#include "cpu.h"
#include "run.h"
#include "shadow.h"
#include "../core/metrics.h"
#include "../core/state.h"
#include "../unwind-pa/unwind.h"

struct level { uint64_t ip, sp; int reset; struct cct_node *node; };

static int metric = -1;
static struct level *lv;                  /* lv[k]: shadow entry k and its node */
static size_t cap, valid;                 /* nodes of lv[0..valid-1] are in `tree` */
static struct cct *tree;
static uint64_t calls, unplaced;

/* Lookups a call site repeats: a small direct-mapped table (it stays in the host's
   cache) in front of the children's red-black tree. */
#define NODE_CACHE 4096u
static struct { const struct cct_node *parent; uint64_t ip; struct cct_node *node; } cache[NODE_CACHE];

static struct cct_node *child(struct cct_node *parent, uint64_t ip, uint64_t sp)
{
    struct cct_node *h;
    unsigned k = (unsigned)(((uintptr_t)parent >> 5) ^ (ip >> 2) * 0x9e3779b1u) % NODE_CACHE;
    if (cache[k].parent == parent && cache[k].ip == ip) return cache[k].node;
    if (!(h = cct_find_child(parent, ip)) && !(h = cct_child(tree, parent, ip, sp))) return NULL;   /* --max-cct-mb */
    cache[k].parent = parent;
    cache[k].ip = ip;
    cache[k].node = h;
    return h;
}

/* Stub or gateway: not where a function's code begins (cached per target). */
#define TARGET_CACHE 4096u
static struct { uint64_t target; int skip; } targets[TARGET_CACHE];

static int not_a_function(uint64_t target)
{
    if ((target >> 12) == (GATEWAY_PAGE >> 12)) return 1;
    unsigned h = (unsigned)(target >> 2) % TARGET_CACHE;
    if (targets[h].target != target) {
        uint64_t start, end;
        const char *why = NULL;
        if (!unw_procedure_bounds(target, &start, &end) || start != target) why = unw_unsafe_reason(target);
        targets[h].target = target;
        targets[h].skip = why && !strcmp(why, "stub");
    }
    return targets[h].skip;
}

/* The tree of the epoch in force; a new one re-places every level's node in it. */
static unsigned serial_seen;

static int current_tree_slow(void)
{
    csprof_state_t *s = csprof_state_now();
    if (!s) return 0;
    if (tree != &s->cct) { tree = &s->cct; valid = 0; }
    serial_seen = csprof_epoch_serial;
    return 1;
}

static inline int current_tree(void)
{
    return (tree && serial_seen == csprof_epoch_serial) || current_tree_slow();
}

static struct cct_node *node_below(size_t k)
{
    return k ? lv[k - 1].node : tree->root;
}

/* Per depth, the last few call sites placed there: a caller alternating between call
   sites (malloc then free in a loop) finds each one's node without a lookup. */
#define MEMO 4
struct memo { const struct cct_node *parent; uint64_t ip; struct cct_node *node; };
static struct memo (*memo)[MEMO];
static unsigned *memo_next;

static void place(size_t k)
{
    struct cct_node *up = node_below(k);
    if (lv[k].reset) { lv[k].node = tree->root; return; }
    struct memo *m = memo[k];
    for (int i = 0; i < MEMO; i++)
        if (m[i].parent == up && m[i].ip == lv[k].ip) { lv[k].node = m[i].node; return; }
    struct cct_node *n = child(up, lv[k].ip, lv[k].sp);
    if (!n) { lv[k].node = up; return; }
    m[memo_next[k]++ % MEMO] = (struct memo){ up, lv[k].ip, n };
    lv[k].node = n;
}

static inline void settle_levels(size_t k)
{
    while (valid < k) place(valid++);
}

static void flush_entry(struct cct_node *n)
{
    if (n->entry && n->entry_count) n->entry->metrics[metric] += n->entry_count;
    n->entry_count = 0;
}

/* One call from the frame at `up` into target: counted on `up` while the same callee
   is entered again (added to the callee's node when another is, and at the end). */
static inline void count_at(struct cct_node *up, uint64_t target, uint64_t sp)
{
    calls++;
    if (up->entry_ip == target && up->entry) { up->entry_count++; return; }
    struct cct_node *n = child(up, target, sp);
    if (!n) { up->metrics[metric]++; unplaced++; return; }
    flush_entry(up);
    up->entry = n;
    up->entry_ip = target;
    up->entry_count = 1;
}

static void count(size_t depth, uint64_t target, uint64_t sp)
{
    count_at(node_below(depth), target, sp);
}

static int grow(size_t depth)
{
    if (depth <= cap) return 0;
    size_t ncap = cap ? 2 * cap : 1024;
    while (ncap < depth) ncap *= 2;
    struct level *n = realloc(lv, ncap * sizeof *n);
    if (n) lv = n;
    struct memo (*m)[MEMO] = realloc(memo, ncap * sizeof *m);
    if (m) { memset(m + cap, 0, (ncap - cap) * sizeof *m); memo = m; }
    unsigned *x = realloc(memo_next, ncap * sizeof *x);
    if (x) { memset(x + cap, 0, (ncap - cap) * sizeof *x); memo_next = x; }
    if (!n || !m || !x) return -1;
    cap = ncap;
    return 0;
}

static void pushed(const struct shadow_entry *e, size_t depth)
{
    size_t k = depth - 1;
    if (depth > cap && grow(depth)) return;
    if (valid > k) valid = k;
    struct level *l = &lv[k];
    switch (e->kind) {
    case SH_CALL: case SH_INTERRUPTED: *l = (struct level){ e->ret, e->sp, 0, NULL }; break;
    case SH_HOST: *l = (struct level){ e->ret, e->sp, 0, NULL }; break;   /* a handler's: SIGNAL_RETURN, the marker */
    default: *l = (struct level){ 0, e->sp, 1, NULL }; break;   /* SH_HOST_NOCTX: a new outermost frame */
    }
    if (!current_tree()) return;          /* before profiling starts: kept for later */
    settle_levels(depth);
    if (e->kind == SH_INTERRUPTED || !e->target) return;
    struct cct_node *n = l->node;
    if (n->entry_ip == e->target && n->entry) {   /* the same call again: a function, counted before */
        n->entry_count++;
        calls++;
        return;
    }
    if (e->kind == SH_CALL && not_a_function(e->target)) return;
    count_at(n, e->target, e->sp);
}

/* A tail call or a stub's jump: the frame on top now runs `target`. */
static void entered(uint64_t target, size_t depth)
{
    if (depth > cap || !current_tree()) return;
    if (valid > depth) valid = depth;
    settle_levels(depth);
    if (!not_a_function(target)) count(depth, target, depth ? lv[depth - 1].sp : 0);
}

void calls_exact_begin(const struct cpu *c)
{
    if (metric < 0 || !current_tree()) return;
    settle_levels(0);
    count(0, c->iaoq_f & ~3ull, c->gr[30]);    /* the outermost frame: main or $START$ */
}

void calls_exact_enable(void)
{
    static const struct shadow_hooks hooks = { unw_procedure_bounds, unw_sp_after, unw_host_call };
    static const struct shadow_observer obs = { pushed, entered };
    shadow_observe(&obs);
    if (!shadow_enabled) shadow_enable_coarse(&hooks);    /* --verify-unwind's precise stack serves as well */
}

int calls_exact_init(struct csprof_source *src, char *err, size_t errlen)
{
    if (metric >= 0) { snprintf(err, errlen, "calls: given twice"); return -1; }
    metric = csprof_source_add_named_metric(src, "calls", "calls",
                                            CSPROF_METRIC_RETURNS | CSPROF_METRIC_EXACT, 1,
                                            err, errlen);
    return metric < 0 ? -1 : 0;
}

int calls_exact_start(struct csprof_source *src, char *err, size_t errlen)
{
    (void)src;
    (void)err;
    (void)errlen;
    calls_exact_enable();
    return 0;
}

static void flush_one(const struct cct_node *n, void *arg)
{
    (void)arg;
    flush_entry((struct cct_node *)n);
}

void calls_exact_stop(struct csprof_source *src)
{
    for (csprof_state_t *s = csprof_current_state(); s; s = s->prev) cct_walk(&s->cct, flush_one, NULL);
    src->samples = calls;
    if (unplaced)
        fprintf(stderr, "csprof: calls: %llu calls counted on an ancestor's node: their paths did not fit in "
                "--max-cct-mb\n", (unsigned long long)unplaced);
}
