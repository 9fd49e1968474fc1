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

static int metric = -1;
static struct cct *tree;
/* Entries 0..valid-1 (those below the top) are tagged with nodes of `tree`: every entry
   pushed later is tagged when pushed (here, or by the stack from what it remembers), so
   only a change of tree makes tags stale. */
static size_t valid;
static uint64_t unplaced;
static uint64_t not_counted;              /* calls into stubs: the stub's jump counts them */

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

/* The running thread's tree of the epoch in force; another one (a new epoch, another
   thread) re-places every entry's node in it. */
static int current_tree(void)
{
    csprof_state_t *s = csprof_state_now();
    if (!s) return 0;
    if (tree != &s->cct) { tree = &s->cct; valid = 0; }
    shadow_set_base_tag((uint64_t)(uintptr_t)tree->root);
    return 1;
}

static struct cct_node *node_of(uint64_t tag) { return (struct cct_node *)(uintptr_t)tag; }

static struct cct_node *node_below(const struct shadow_entry *s, size_t k)
{
    return k ? node_of(s[k - 1].tag) : tree->root;
}

/* Entry k's tag: the node of the caller's frame at its call site (the path [ret0, ...,
   retk]); a no-context marker starts a new outermost frame at the root. */
static void place(struct shadow_entry *s, size_t k)
{
    struct cct_node *up = node_below(s, k), *n = up;
    if (s[k].kind != SH_HOST_NOCTX && !(n = child(up, s[k].ret, s[k].sp))) n = up;
    s[k].tag = (uint64_t)(uintptr_t)n;
}

static struct shadow_entry *settle_levels(size_t k)
{
    struct shadow_entry *s = shadow_frames(NULL);
    while (valid < k) place(s, valid++);
    return s;
}

/* One call from the frame at `up` into target, counted on the callee's node under it;
   that counter, or NULL when the path did not fit (counted on `up`). */
static uint64_t *count_at(struct cct_node *up, uint64_t target, uint64_t sp)
{
    struct cct_node *n = child(up, target, sp);
    if (!n) { up->metrics[metric]++; unplaced++; return NULL; }
    n->metrics[metric]++;
    return &n->metrics[metric];
}

/* The shadow stack remembers the answer for a call (shadow.h): it depends only on the
   tag below, the return address and the target. */
static uint64_t *pushed(struct shadow_entry *e, size_t depth)
{
    size_t k = depth - 1;
    if (!current_tree()) return NULL;     /* before profiling starts: placed later */
    place(settle_levels(k), k);           /* the stack tags the entries it pushes itself */
    if (valid == k) valid = depth;
    if (e->kind == SH_INTERRUPTED || !e->target) return NULL;
    if (e->kind == SH_CALL && not_a_function(e->target)) return &not_counted;
    return count_at(node_of(e->tag), e->target, e->sp);
}

/* A tail call or a stub's jump: the frame on top now runs `target`. */
static void entered(uint64_t target, size_t depth)
{
    if (!current_tree()) return;
    struct shadow_entry *s = settle_levels(depth);
    if (!not_a_function(target)) count_at(node_below(s, depth), target, depth ? s[depth - 1].sp : 0);
}

void calls_exact_begin(const struct cpu *c)
{
    if (metric < 0 || !current_tree()) return;
    count_at(tree->root, c->iaoq_f & ~3ull, c->gr[30]);    /* the outermost frame: main or $START$ */
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
    csprof_driver_at_fork(shadow_drop_counts);     /* the child's counts start at 0 */
    return 0;
}

void calls_exact_forget(void)
{
    if (metric >= 0) shadow_forget();
}

static void add_calls(const struct cct_node *n, void *arg)
{
    *(uint64_t *)arg += n->metrics[metric];
}

/* Every thread's trees: the calls counted (the stack counted most of them itself). */
void calls_exact_stop(struct csprof_source *src)
{
    uint64_t calls = 0;
    shadow_flush_counts();
    for (unsigned t = 0; t < csprof_thread_slots(); t++)
        for (csprof_state_t *s = csprof_thread_state(t); s; s = s->prev) cct_walk(&s->cct, add_calls, &calls);
    src->samples = calls;
    if (unplaced)
        fprintf(stderr, "csprof: calls: %llu calls counted on an ancestor's node: their paths did not fit in "
                "--max-cct-mb\n", (unsigned long long)unplaced);
}
