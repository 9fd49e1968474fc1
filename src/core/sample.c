/* Sampling: unwind the guest stack with the PA-64 unwinder into the backtrace buffer and
   insert the path into the current epoch's CCT (csprof-internals "Recording samples").
   With the return trampoline in a frame, the unwind stops at that frame and the path
   goes in below the node cached for the frame's caller ("Backtrace storage"). */
#include <string.h>
#include "state.h"
#include "metrics.h"
#include "../mem/csmem.h"
#include "../unwind-pa/unwind.h"
#include "../trampoline/trampoline.h"
#include "cpu.h"

#define BT_INITIAL 1024

static csprof_state_t *state;          /* the running thread's state chain */
unsigned csprof_epoch_serial;
static struct csprof_epoch *first_epoch, *last_epoch;
/* Per guest thread (index: thread id): its state chain and longjmp record, kept here
   while another thread runs. Epochs are program-wide. */
static csprof_state_t **states;
static struct longjmp_record **ljs;
static unsigned nslots, current_thread = 1;

csprof_state_t *csprof_current_state(void) { return state; }
unsigned csprof_thread_slots(void) { return nslots > current_thread ? nslots : current_thread + 1; }
csprof_state_t *csprof_thread_state(unsigned tid)
{
    if (tid == current_thread) return state;
    return tid < nslots ? states[tid] : NULL;
}
struct csprof_epoch *csprof_epochs(void) { return first_epoch; }

static struct csprof_epoch *make_epoch(const struct csprof_module *mods, unsigned n)
{
    struct csprof_epoch *e = csprof_malloc(sizeof *e);
    if (!e) return NULL;
    e->modules = csprof_malloc(sizeof *mods * (n ? n : 1));
    if (!e->modules) return NULL;
    memcpy(e->modules, mods, sizeof *mods * n);
    e->nmodules = n;
    e->id = last_epoch ? last_epoch->id + 1 : 0;
    if (last_epoch) last_epoch->next = e; else first_epoch = e;
    last_epoch = e;
    csprof_epoch_serial++;
    return e;
}

static csprof_state_t *make_state(struct csprof_epoch *e, csprof_state_t *prev)
{
    csprof_state_t *s = csprof_malloc(sizeof *s);
    if (!s || cct_init(&s->cct, csprof_num_metrics())) return NULL;
    s->btbuf = prev ? prev->btbuf : csprof_malloc(sizeof(struct cct_frame) * BT_INITIAL);
    s->btend = prev ? prev->btend : s->btbuf + BT_INITIAL;
    s->epoch = e;
    s->prev = prev;
    s->thread = prev ? prev->thread : current_thread;
    return s;
}

int csprof_init(const struct csprof_module *mods, unsigned n)
{
    if (!csmem_default.next_chunk && csmem_init(&csmem_default, 4u << 20, 1u << 20)) return -1;
    struct csprof_epoch *e = make_epoch(mods, n);
    return e && (state = make_state(e, NULL)) ? 0 : -1;
}

static void zero_node(const struct cct_node *n, void *arg)
{
    unsigned nm = *(const unsigned *)arg;
    memset(((struct cct_node *)n)->metrics, 0, nm * sizeof(uint64_t));   /* the tree is ours */
}

void csprof_forget_samples(void)
{
    for (csprof_state_t *s = state; s; s = s->prev) {
        cct_walk(&s->cct, zero_node, &s->cct.num_metrics);
        s->samples = s->unsafe_samples = s->failed_unwinds = s->frames_unwound = s->tramp_stops = 0;
        s->tramp_samples = s->returns = s->lost_returns = s->misplaced = s->vanished = s->partial_mismatches = 0;
    }
}

/* The state follows lazily, at the next sample, as in the seed. */
int csprof_new_epoch(const struct csprof_module *mods, unsigned n)
{
    return make_epoch(mods, n) ? 0 : -1;
}

/* Doubles the backtrace buffer; frames collected so far are kept. */
static int grow_backtrace(csprof_state_t *s)
{
    size_t n = (size_t)(s->btend - s->btbuf);
    struct cct_frame *b = csprof_malloc(sizeof *b * n * 2);
    if (!b) return -1;
    memcpy(b, s->btbuf, sizeof *b * n);
    s->btbuf = b;
    s->btend = b + 2 * n;
    return 0;
}

/* One unwind: frames leaf first in the backtrace buffer (the skipped ones left out). */
struct walk {
    long n;
    unsigned frames;          /* frames the cursor stood on, skipped ones included */
    int complete;             /* reached the outermost frame */
    int stopped;              /* stopped at the trampoline's frame, the last recorded */
    unsigned stop_index;      /* that frame's index counting skipped frames */
    int met;                  /* a frame holding the trampoline was met: `holder` */
    unw_cursor_t first, holder;
};

static int record_frame(csprof_state_t *s, struct walk *w, unw_cursor_t *cur)
{
    if (s->btbuf + w->n == s->btend && grow_backtrace(s)) return -1;
    uint64_t ip = unw_sample_ip(cur), sp;    /* a nullified leaf: its branch's address */
    unw_get_reg(cur, UNW_REG_SP, &sp);
    if (w->n == 0) w->first = *cur;
    s->btbuf[w->n++] = (struct cct_frame){ ip, sp };
    return 0;
}

/* Unwinds from the guest's state; may_stop: the trampoline's frame ends the walk. */
static void collect(csprof_state_t *s, struct cpu *c, struct walk *w, unsigned skip, int may_stop)
{
    unw_cursor_t cur;
    memset(w, 0, sizeof *w);
    int r = unw_init_guest(&cur, c);
    /* A PC in a linker/import stub: drop the stub frame and charge the call site
       (Sun Studio's rule for PLT PCs). */
    if (r >= 0) r = unw_skip_stub(&cur);
    int look = tramp_current()->installed;
    while (r >= 0) {
        if (w->frames >= skip && record_frame(s, w, &cur)) return;
        w->frames++;
        int t = look ? tramp_in_frame(&cur) : 0;
        if (t < 0) s->misplaced++;
        if (t > 0 && !w->met) { w->met = 1; w->holder = cur; }
        if (t > 0 && may_stop) { w->stopped = 1; w->stop_index = w->frames - 1; return; }
        r = unw_step(&cur);
        if (r == 0) { w->complete = 1; return; }
    }
}

static void reverse(struct cct_frame *f, long n)
{
    for (long i = 0, j = n - 1; i < j; i++, j--) {
        struct cct_frame t = f[i];
        f[i] = f[j];
        f[j] = t;
    }
}

/* --verify-unwind: the path a partial unwind produced (leaf's ancestors) must be the
   one a full unwind gives. */
static int check_partial;
void csprof_check_partial_unwinds(int on) { check_partial = on; }

static void verify_partial(csprof_state_t *s, struct cpu *c, const struct cct_node *leaf, unsigned skip)
{
    struct walk w;
    collect(s, c, &w, skip, 0);
    const struct cct_node *n = leaf;
    long i = 0;
    for (; i < w.n && n && n->parent; i++, n = n->parent)
        if (n->ip != s->btbuf[i].ip) break;
    if (!w.complete || i != w.n || !n || n->parent) s->partial_mismatches++;
}

/* Samples inside longjmp after it began restoring registers are charged to a path
   recorded when it announced itself: its caller's, with longjmp's PC as the leaf. */
struct longjmp_record {
    int valid;
    uint64_t lo, hi;             /* longjmp's code */
    long n;
    struct cct_frame f[4096];    /* root first, down to longjmp's frame (whose ip is replaced) */
};
static struct longjmp_record main_lj, *ljp = &main_lj;   /* the running thread's */
#define lj (*ljp)

void csprof_longjmp(struct cpu *c, uint64_t target_sp, uint64_t target_pc)
{
    (void)target_pc;
    if (!state) return;
    lj.valid = 0;
    unw_cursor_t cur;
    unw_init_guest(&cur, c);
    if (unw_step(&cur) > 0) {            /* from the gateway to longjmp's frame */
        unw_proc_info_t pi;
        unw_get_proc_info(&cur, &pi);
        long n = 0;
        int r = 1;
        for (; r > 0 && n < (long)(sizeof lj.f / sizeof *lj.f); r = unw_step(&cur)) {
            unw_get_reg(&cur, UNW_REG_IP, &lj.f[n].ip);
            unw_get_reg(&cur, UNW_REG_SP, &lj.f[n].sp);
            n++;
        }
        if (r == 0) {
            reverse(lj.f, n);
            lj.n = n;
            lj.lo = pi.start_ip;
            lj.hi = pi.end_ip + 4;       /* the final branch's delay slot included */
            lj.valid = 1;
        }
    }
    tramp_longjmp(c, target_sp);
}

static int in_longjmp(struct cpu *c)
{
    if (!lj.valid || c->iaoq_f < lj.lo || c->iaoq_f >= lj.hi) return 0;
    unw_cursor_t cur;
    unw_init_guest(&cur, c);
    return unw_frame_unreliable(&cur) != NULL;
}

static struct cct_node *record_in_longjmp(csprof_state_t *s, struct cpu *c, int metric, uint64_t value)
{
    lj.f[lj.n - 1] = (struct cct_frame){ c->iaoq_f, c->gr[30] };
    return cct_insert_path(&s->cct, NULL, lj.f, (size_t)lj.n, (unsigned)metric, value);
}

/* The node for a sample whose recorded frames all lay among the skipped ones below
   the trampoline's frame: an ancestor of the cached node. */
static struct cct_node *skipped_leaf(struct cct_node *cached, unsigned stop_index, unsigned skip)
{
    struct cct_node *n = cached;
    for (unsigned i = stop_index + 1; i < skip && n && n->parent; i++) n = n->parent;
    return n;
}

/* Translated code notices an asynchronous sample only at the next block's entry, so
   the time of a block would be charged to the block after it (a divide-step ladder's
   to its millicode's caller). csprof_sample_after_block names the block the signal
   interrupted; its sample goes to one of that block's instructions, in that block's
   frame, which the guest's state after the block gives by how the block ended. */
static struct { int on; uint64_t pc; unsigned n; uint32_t rnd; } blk;

void csprof_sample_after_block(struct cpu *c, int metric, uint64_t value, uint64_t pc, unsigned n)
{
    blk.on = n > 0;
    blk.pc = pc;
    blk.n = n;
    csprof_record(c, metric, value, 0);
    blk.on = 0;
}

enum block_exit { EXIT_UNKNOWN, EXIT_SAME_FRAME, EXIT_CALL, EXIT_RETURN };

/* How the block left for `next`; EXIT_UNKNOWN when `next` cannot follow it. */
static enum block_exit block_exit(uint64_t next)
{
    uint64_t end = blk.pc + 4ull * blk.n;
    struct unw_branch br;
    if (blk.n >= 2 && unw_branch_at(end - 8, &br) == 0 && br.kind != UNW_BRANCH_NONE) {
        switch (br.kind) {                /* the branch, then its delay slot */
        case UNW_BRANCH_JUMP: return next == br.target || (br.cond && next == end) ? EXIT_SAME_FRAME : EXIT_UNKNOWN;
        case UNW_BRANCH_CALL: return !br.target || next == br.target ? EXIT_CALL : EXIT_UNKNOWN;
        case UNW_BRANCH_RETURN: return EXIT_RETURN;
        default: return EXIT_SAME_FRAME;
        }
    }
    if (unw_branch_at(end - 4, &br)) return EXIT_UNKNOWN;
    if (br.kind != UNW_BRANCH_NONE) return next == end ? EXIT_SAME_FRAME : EXIT_UNKNOWN;   /* in its delay slot */
    return next == end ? EXIT_SAME_FRAME : EXIT_UNKNOWN;
}

/* Edits the leaf-first backtrace of the state after the block into the block's own
   path; returns how, EXIT_UNKNOWN if it left it alone. */
static enum block_exit charge_block(csprof_state_t *s, struct cpu *c, struct walk *w)
{
    enum block_exit how = block_exit(c->iaoq_f);
    blk.rnd = blk.rnd * 1103515245u + 12345u;
    uint64_t pc = blk.pc + 4ull * ((blk.rnd >> 16) % blk.n);   /* time spreads over the block */
    if (how == EXIT_SAME_FRAME && w->n >= 1) s->btbuf[0].ip = pc;
    else if (how == EXIT_CALL && w->n >= 2) {          /* drop the callee, at its entry */
        memmove(s->btbuf, s->btbuf + 1, sizeof *s->btbuf * (size_t)(w->n - 1));
        w->n--;
        s->btbuf[0].ip = pc;
    } else if (how == EXIT_RETURN && w->n >= 1 && (s->btbuf + w->n < s->btend || grow_backtrace(s) == 0)) {
        memmove(s->btbuf + 1, s->btbuf, sizeof *s->btbuf * (size_t)w->n);   /* the frame that returned */
        s->btbuf[0] = (struct cct_frame){ pc, s->btbuf[1].sp };
        w->n++;
    } else how = EXIT_UNKNOWN;
    return how;
}

csprof_state_t *csprof_state_now(void)
{
    csprof_state_t *s = state;
    if (!s) return NULL;
    csprof_metrics_freeze();
    if (s->epoch != last_epoch) {                  /* a new epoch began: new state and tree */
        csprof_state_t *ns = make_state(last_epoch, s);
        if (!ns) return NULL;
        state = s = ns;
    }
    return s;
}

struct cct_node *csprof_record_path(struct cpu *c, unsigned skip, int metric, uint64_t value)
{
    csprof_state_t *s = csprof_state_now();
    if (!s) return NULL;
    s->samples++;
    tramp_run_if_at(c);
    if (unw_unsafe_reason(c->iaoq_f)) s->unsafe_samples++;
    if (in_longjmp(c)) return record_in_longjmp(s, c, metric, value);
    const struct tramp *t = tramp_current();
    struct cct_node *cached = t->installed && t->tree == &s->cct && t->node ? t->node->parent : NULL;
    struct walk w;
    collect(s, c, &w, skip, cached != NULL);
    s->frames_unwound += w.frames;
    if (w.stopped) s->tramp_stops++;
    else if (!w.complete) s->failed_unwinds++;
    if (w.stopped && w.n == 0) {
        struct cct_node *n = skipped_leaf(cached, w.stop_index, skip);
        if (n && (unsigned)metric < s->cct.num_metrics) n->metrics[metric] += value;
        return n;
    }
    enum block_exit how = blk.on && !check_partial && !skip ? charge_block(s, c, &w) : EXIT_UNKNOWN;
    reverse(s->btbuf, w.n);
    struct cct_node *leaf = cct_insert_path(&s->cct, w.stopped ? cached : NULL, s->btbuf, (size_t)w.n,
                                            (unsigned)metric, value);
    s->insert_node = leaf;
    if (w.stopped && check_partial) verify_partial(s, c, leaf, skip);
    if (!w.complete && !w.stopped) return leaf;
    if (w.complete && !w.met) tramp_forget();
    /* The trampoline goes to the frame of the guest's state: the block's own frame when
       it ran there or returned from it; not after a call (that frame has no node). */
    struct cct_node *state_node = how == EXIT_RETURN && leaf ? leaf->parent : leaf;
    if (w.n && how != EXIT_CALL) tramp_move(&w.first, state_node, &s->cct, w.met ? &w.holder : NULL);
    return leaf;
}

void csprof_record(struct cpu *c, int metric, uint64_t value, unsigned skip)
{
    csprof_record_path(c, skip, metric, value);
}

void csprof_sample_callstack(struct cpu *c, int metric, uint64_t value) { csprof_record(c, metric, value, 0); }

/* Grows the per-thread arrays to hold thread id tid; -1 if out of memory. */
static int slots_for(unsigned tid)
{
    if (tid < nslots) return 0;
    unsigned n = nslots ? nslots : 8;
    while (n <= tid) n *= 2;
    csprof_state_t **s = csprof_malloc(sizeof *s * n);
    struct longjmp_record **l = csprof_malloc(sizeof *l * n);
    if (!s || !l) return -1;
    memset(s, 0, sizeof *s * n);
    memset(l, 0, sizeof *l * n);
    if (nslots) {
        memcpy(s, states, sizeof *s * nslots);
        memcpy(l, ljs, sizeof *l * nslots);
    }
    states = s;
    ljs = l;
    nslots = n;
    return 0;
}

void csprof_thread_switch(struct cpu *c, unsigned from, unsigned to)
{
    (void)c;
    if (!state || from == to || slots_for(from > to ? from : to)) return;
    states[from] = state;
    ljs[from] = ljp;
    current_thread = to;
    if (!states[to]) states[to] = make_state(last_epoch, NULL);     /* its own tree and buffer */
    if (!ljs[to]) {
        ljs[to] = csprof_malloc(sizeof *ljs[to]);
        if (ljs[to]) ljs[to]->valid = 0;
    }
    if (!states[to] || !ljs[to]) {                  /* out of profiler memory: share */
        current_thread = from;
        return;
    }
    state = states[to];
    ljp = ljs[to];
    tramp_switch(from, to);
}
