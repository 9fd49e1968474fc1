/* The interpreter loop over decoded pages: each 4 KiB guest page of code has an array of
   1024 decoded instructions filled on first execution (decode once, dispatch through a
   function pointer). PA-RISC's two-entry instruction address queue and PSW N are
   modelled directly: iaoq_f executes, iaoq_b is the delay slot. */
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include "exec.h"
#include "run.h"
#include "events.h"
#include "breakpoint.h"
#include "jit.h"
#include "milli.h"
#include "reserved.h"

/* A block may run on into the next page for up to SPILL instructions (a divide-step
   ladder that crosses a page is one block, one closed form); d[1024...] holds copies of
   the next page's decoded words, taken when the block is built. */
#define SPILL 64

/* A page's decoded instructions and the host code of the blocks that start there;
   at: its place in the list of live pages; jitted: translations were made on it since
   the last drop; spilled: a block on it runs on into the next page. */
struct dpage { struct dinsn d[1024 + SPILL]; jit_code t[1024]; size_t at; int jitted, spilled; };

static struct dpage **dpages;   /* indexed by guest page number, allocated on demand */
/* The pages allocated, the one list that dropping every translation and flushing every
   decoded page visit (not every page slot of the guest space: a full code buffer drops
   them all, thousands of times in a run with a small buffer). */
static struct dpage **live;
static size_t nlive, live_cap;

static struct dpage *dpage_get(uint64_t addr)
{
    uint64_t pn = addr >> 12;
    if (!dpages) dpages = calloc(GUEST_SPACE >> 12, sizeof *dpages);
    if (!dpages) abort();
    if (!dpages[pn]) {
        if (nlive == live_cap) {
            size_t cap = live_cap ? 2 * live_cap : 64;
            struct dpage **l = realloc(live, cap * sizeof *l);
            if (!l) abort();            /* a drop would miss a page: host code stale */
            live = l;
            live_cap = cap;
        }
        struct dpage *pg = calloc(1, sizeof *pg);
        if (!pg) abort();
        pg->at = nlive;
        live[nlive++] = pg;
        dpages[pn] = pg;
    }
    return dpages[pn];
}

static uint64_t decode_epoch;
uint64_t cpu_decode_epoch(void) { return decode_epoch; }

/* Forgets what was decoded and translated on the page; it stays listed. */
static void dpage_clear(struct dpage *pg)
{
    decode_epoch++;
    memset(pg->d, 0, sizeof pg->d);
    memset(pg->t, 0, sizeof pg->t);
    pg->jitted = pg->spilled = 0;
}

/* Chained host code jumps to other blocks' code directly, so dropping one page's
   translations means dropping all of them: before the loop next runs host code. */
static int jit_stale;

static void note_jitted(struct dpage *pg) { pg->jitted = 1; }

/* The blocks of the page before pn that run on into page pn hold copies of its words:
   they are decoded again when its words change. */
static void dpage_clear_spilled_into(uint64_t pn)
{
    if (pn && dpages[pn - 1] && dpages[pn - 1]->spilled) {
        dpage_clear(dpages[pn - 1]);
        jit_stale = 1;
    }
}

static void jit_drop_all(void)
{
    for (size_t i = 0; i < nlive; i++)
        if (live[i]->jitted) { memset(live[i]->t, 0, sizeof live[i]->t); live[i]->jitted = 0; }
    jit_reset();
    jit_miss = NULL;
    jit_stale = 0;
}

void dcache_invalidate(uint64_t addr)
{
    if (dpages && addr < GUEST_SPACE) {
        if (dpages[addr >> 12]) {
            dpage_clear(dpages[addr >> 12]);
            jit_stale = 1;
        }
        dpage_clear_spilled_into(addr >> 12);
    }
}

void dcache_release(uint64_t addr, uint64_t len)
{
    if (!dpages || addr >= GUEST_SPACE) return;
    if (len > GUEST_SPACE - addr) len = GUEST_SPACE - addr;
    for (uint64_t pn = addr >> 12; pn < (addr + len + 4095) >> 12; pn++) {
        dpage_clear_spilled_into(pn);
        if (dpages[pn]) {
            struct dpage *pg = dpages[pn];
            live[pg->at] = live[--nlive];   /* off the list */
            live[pg->at]->at = pg->at;
            free(pg);                       /* decoded again on demand if it runs */
            decode_epoch++;
            dpages[pn] = NULL;
            jit_stale = 1;
        }
    }
}

void dcache_flush_all(void)
{
    jit_stale = 1;
    for (size_t k = 0; k < nlive; k++) dpage_clear(live[k]);
}

static enum stop_reason stop_why;
static int stop_status;
static volatile sig_atomic_t stop_flag;
/* A host interrupt is sticky: once requested, every run (nested or later, including
   one that had not started yet when the signal came) stops at once. */
static volatile sig_atomic_t interrupt_status;

void cpu_interrupt(int status)
{
    interrupt_status = status;
    stop_flag = 1;
    events_kick();
}

int cpu_interrupted(void) { return interrupt_status; }

void cpu_request_stop(struct cpu *c, enum stop_reason why, int status)
{
    (void)c;
    stop_why = why;
    stop_status = status;
    stop_flag = 1;
    events_kick();
}

static void decode_at(struct cpu *c, struct dinsn *d, uint64_t pc)
{
    if ((pc >> 12) == (GATEWAY_PAGE >> 12)) {
        d->fn = exec_gateway;
        d->imm = (int64_t)pc;
        return;
    }
    if (pc == LWS_ENTRY) {
        d->fn = exec_lws;
        d->flow = DF_OTHER;
        return;
    }
    if (pc & 3) guest_fault(c, FAULT_BUS, pc, "instruction fetch from");
    if (pc >= GUEST_SPACE - 4 || !mem_accessible(pc, 0))
        guest_fault(c, FAULT_SEGV, pc, "instruction fetch from");
    uint32_t raw;
    memcpy(&raw, mem_base + pc, 4);
    decode_insn(d, __builtin_bswap32(raw), pc);
    struct dinsn real = *d;
    emu_bp_install(d, &real, pc);
}

int run_mode = RUN_JIT;

/* Blocks: from an instruction, the straight-line instructions that follow it on its
   page, the branch that ends them and its delay slot when that is straight-line too. A block runs
   without the per-instruction event test and page lookup when it starts with an empty
   queue (iaoq_b right after iaoq_f, PSW N clear) and the next event cannot fall inside
   it; otherwise its instructions go one by one. Divide-step ladders at its start run
   by direct calls (exec-alu.c). */
#define BLOCK_MAX 200
#define LADDER_MIN 4

/* An instruction whose executor is not the one its word decodes to (a breakpoint, or
   another hook installed over it) may run host code that invalidates decoded pages or
   moves the queue: it stays out of blocks, as system instructions do. */
static unsigned block_flow(const struct dinsn *d, uint64_t pc)
{
    struct dinsn own;
    if (d->flow == DF_OTHER) return DF_OTHER;
    decode_insn(&own, d->raw, pc);
    return own.fn == d->fn ? d->flow : DF_OTHER;
}

/* The page's own decoded word at pc (decoded now if it was not), when it is code we may
   decode ahead of running it: NULL if not. */
static struct dinsn *decode_ahead(struct cpu *c, uint64_t pc)
{
    if ((pc >> 12) == (GATEWAY_PAGE >> 12) || (pc >> 12) == (LWS_ENTRY >> 12) || pc >= GUEST_SPACE - 4 ||
        (pc & 3) || !mem_accessible(pc, 0))
        return NULL;
    struct dinsn *w = &dpage_get(pc)->d[(pc >> 2) & 1023];
    if (!w->fn) decode_at(c, w, pc);
    return w;
}

/* The instruction at pc, on the page after a block's own, into the block's copy at
   *copy: the next page's own decoded word (decoded now if it was not), so that every
   engine runs the same words. 0: the block stops before it (not code we may run on into). */
static int spill_fill(struct cpu *c, struct dinsn *copy, uint64_t pc)
{
    const struct dinsn *own = decode_ahead(c, pc);
    if (!own) return 0;
    *copy = *own;
    copy->blk = copy->ladder = copy->lad_at = copy->slot = copy->slot_null = 0;
    return 1;
}

/* The block's instruction d at pc, at index at of its page's array: 0 if it cannot run on there. */
static int block_fetch(struct cpu *c, struct dinsn *d, unsigned at, uint64_t pc)
{
    if (d->fn) return 1;
    if (at >= 1024) return spill_fill(c, d, pc);
    decode_at(c, d, pc);
    return 1;
}

static unsigned block_build_one(struct cpu *c, struct dpage *pg, struct dinsn *d, uint64_t f)
{
    unsigned at = (f >> 2) & 1023, n = 0, room = 1024 + SPILL - at;
    if (room > BLOCK_MAX) room = BLOCK_MAX;
    while (n < room) {
        if (!block_fetch(c, &d[n], at + n, f + 4 * n)) break;
        unsigned fl = block_flow(&d[n], f + 4 * n);
        if (fl == DF_OTHER) break;
        n++;
        if (fl == DF_BRANCH) break;
    }
    d->slot = d->slot_null = 0;
    if (n && n < room && block_flow(&d[n - 1], f + 4 * (n - 1)) == DF_BRANCH &&   /* its slot */
        block_fetch(c, &d[n], at + n, f + 4 * n)) {
        if (block_flow(&d[n], f + 4 * n) == DF_STRAIGHT) { d->slot = 1; n++; }
        else if (branch_nullifies_slot(&d[n - 1]) && !reserved_code_is(f + 4 * n)) {
            d->slot = d->slot_null = 1;             /* a jump table after bv,n */
            n++;
        }
    }
    d->ladder = 0;
    for (unsigned i = 0; i + LADDER_MIN <= n; i++) {
        unsigned l = alu_ladder_len(d + i, n - i);
        if (l >= LADDER_MIN) {
            d->ladder = (uint8_t)l; d->lad_at = (uint8_t)i;
            alu_ladder_prepare(d + i, l);
            break;
        }
    }
    d->blk = (uint8_t)(n + 1);
    if (at + n > 1024) pg->spilled = 1;
    return n;
}

/* A millicode routine (milli.c) is told by its words: those of one that may start at pc
   are decoded as soon as a block starts there or calls it, for every engine alike,
   whether or not the translator then runs it whole; so are those of the millicode that
   a routine run whole calls (divdi3.c). */
static unsigned decode_span(struct cpu *c, uint64_t pc)
{
    unsigned have = 1, want;
    if (!decode_ahead(c, pc)) return 0;
    while ((want = milli_span(pc)) > have)
        for (; have < want; have++)
            if (!decode_ahead(c, pc + 4 * have)) return have;
    return have;
}

static void decode_milli(struct cpu *c, uint64_t pc)
{
    unsigned n = decode_span(c, pc);
    for (unsigned i = 0; n > 1 && i < n; i++) {
        const struct dinsn *d = cpu_decoded(pc + 4 * i);
        if (d && branch_inline_form(d) == IF_BL && d->t == 2) decode_span(c, (uint64_t)d->imm);
    }
}

/* block_build_one, then the millicode routine that starts there or that its b,l ...,rp
   calls decoded (decode_milli). */
static unsigned block_build_at(struct cpu *c, struct dpage *pg, struct dinsn *d, uint64_t f)
{
    unsigned n = block_build_one(c, pg, d, f);
    if (!n) return 0;
    decode_milli(c, f);
    const struct dinsn *b = &d[n - 1 - d->slot];
    if (branch_inline_form(b) == IF_BL && b->t == 2) decode_milli(c, (uint64_t)b->imm);
    return n;
}

const struct dinsn *cpu_decoded(uint64_t pc)
{
    if (!dpages || pc >= GUEST_SPACE || !dpages[pc >> 12]) return NULL;
    const struct dinsn *d = &dpages[pc >> 12]->d[(pc >> 2) & 1023];
    return d->fn ? d : NULL;
}

/* The blocks on from the one at s (address f, sn instructions) along block_next, at
   most max in all counting it and while *total stays below BLOCK_MAX: their addresses
   into at[], their count returned. */
static unsigned build_chain(struct cpu *c, struct dpage *pg, struct dinsn *s, uint64_t f, unsigned sn,
                            uint64_t first, unsigned max, unsigned *total, uint64_t *at)
{
    unsigned k = 0;
    uint64_t next;
    at[k++] = f;
    while (k < max && *total < BLOCK_MAX && (next = block_next(s, f, sn))) {
        if ((next >> 12) != (first >> 12) || next == first) break;   /* segments start on the first page */
        s += ((int64_t)next - (int64_t)f) / 4;
        f = next;
        sn = s->blk ? s->blk - 1u : block_build_at(c, pg, s, f);
        *total += sn;
        at[k++] = f;
    }
    return k;
}

/* A translated block whose branch holds its slot goes on into the block its b,l always
   jumps to, or else along the branch's fall-through path, on the same page (jit.c,
   superblocks; exec-branch.c block_next): the first block's chain, at most JIT_CHAIN_MAX.
   Its forward compare and branches' targets start chains too (exec-branch.c
   block_taken), while JIT_SEGMENTS_MAX blocks last: their paths are translated in the
   same block (jit.c, deferred paths). Every engine builds those blocks here, when the
   first is built, so that code stored into them without fic runs the same words under
   each engine (tests/blocks/smc.c). */
static unsigned block_build(struct cpu *c, struct dpage *pg, struct dinsn *d, uint64_t f)
{
    unsigned n = block_build_at(c, pg, d, f), total = n;
    uint64_t at[JIT_SEGMENTS_MAX];
    unsigned k = n ? build_chain(c, pg, d, f, n, f, JIT_CHAIN_MAX, &total, at) : 0;
    for (unsigned j = 0; j < k && k < JIT_SEGMENTS_MAX && total < BLOCK_MAX; j++) {
        struct dinsn *s = d + ((int64_t)at[j] - (int64_t)f) / 4;
        uint64_t t = block_taken(s, at[j], s->blk - 1u);
        if (!t || (t >> 12) != (f >> 12) || t == f) continue;
        struct dinsn *st = d + ((int64_t)t - (int64_t)f) / 4;
        unsigned tn = st->blk ? st->blk - 1u : block_build_at(c, pg, st, t);
        if (!tn) continue;
        total += tn;
        k += build_chain(c, pg, st, t, tn, f, JIT_SEGMENTS_MAX - k, &total, at + k);
    }
    return n;
}

static void run_block(struct cpu *c, const struct dinsn *d, uint64_t pc, unsigned n)
{
    unsigned i = 0, lad_at = d->ladder ? d->lad_at : BLOCK_MAX, slot = d->slot;
    unsigned last = n - slot - 1;       /* the branch, if the block ends with one */
    for (; i < last; i++, pc += 4) {
        if (i == lad_at && !c->nullify) {   /* never nullifies nor faults: no iaoq stores */
            unsigned l = d->ladder;
            alu_run_ladder(c, d + i, l);
            c->icount += l;
            pc += 4 * l;
            i += l;
            if (i >= last) break;
        }
        c->iaoq_f = pc;
        c->iaoq_b = pc + 4;
        if (c->nullify) c->nullify = 0;
        else d[i].fn(c, &d[i]);
        c->icount++;
    }
    if (i >= n) {                       /* a ladder ran to the end */
        c->iaoq_f = pc;
        c->iaoq_b = pc + 4;
        return;
    }
    /* The last one (maybe a branch), then its delay slot, as the loop does them. */
    c->iaoq_f = pc;
    c->iaoq_b = pc + 4;
    for (; i < n; i++) {
        if (d->slot_null && i == n - 1 && !c->nullify) return;   /* the branch was nullified */
        c->next_b = c->iaoq_b + 4;
        if (c->nullify) c->nullify = 0;
        else d[i].fn(c, &d[i]);
        c->icount++;
        c->iaoq_f = c->iaoq_b;
        c->iaoq_b = c->next_b;
    }
}

/* Host code for the block at d: translated on first use; when the code buffer is full,
   every translation is dropped and translation starts over. NULL: run it here. miss: the
   chaining cache of the block that ran just before, if it missed. */
static jit_code block_code(struct dpage *pg, struct dinsn *d, uint64_t f, unsigned n, void *miss)
{
    if (run_mode != RUN_JIT) return NULL;
    if (jit_stale) { jit_drop_all(); miss = NULL; }
    jit_code *t = &pg->t[(f >> 2) & 1023];
    if (!*t && jit_translate(d, f, n, t)) {
        jit_drop_all();
        miss = NULL;
        if (jit_translate(d, f, n, t)) { run_mode = RUN_BLOCKS; *t = NULL; }
    }
    if (*t) note_jitted(pg);
    if (*t && miss) jit_chain(miss, f, *t);    /* the block that missed goes here */
    return *t;
}

/* The loop proper; kept apart from cpu_run so its locals are not live across the
   sigsetjmp that catches guest faults. No SLP vectorization: gcc pairs the loads of
   iaoq_b and next_b into one 16-byte load right after the executor's 8-byte store to
   next_b, and the failed store forwarding costs more than the whole instruction. */
static __attribute__((noinline, optimize("no-tree-slp-vectorize")))
enum stop_reason run_loop(struct cpu *c, int *status)
{
    struct dpage *pg = NULL;
    uint64_t pgno = ~0ull;
    for (;;) {
        void *miss = jit_miss;          /* a chaining cache to fill with the next block */
        jit_miss = NULL;
        /* Events come before the instruction at iaoq_f executes, so a sample taken when
           the count reaches k*PERIOD is attributed to the instruction it counts. */
        if (c->icount >= c->event_at) {
            if (stop_flag) {
                stop_flag = 0;
                events_attach(c);
                if (interrupt_status) {
                    if (status) *status = interrupt_status;
                    return STOP_INTERRUPT;
                }
                if (status) *status = stop_status;
                return stop_why;
            }
            events_run(c);
            if (stop_flag) continue;    /* a consumer asked to stop: no instruction first */
        }
        uint64_t f = c->iaoq_f;
        if ((f >> 12) != pgno) {
            if (f >= GUEST_SPACE) guest_fault(c, FAULT_SEGV, f, "instruction fetch from");
            pg = dpage_get(f);
            pgno = f >> 12;
        }
        struct dinsn *d = &pg->d[(f >> 2) & 1023];
        if (c->step_once) {
            c->step_once = 0;
        } else if (!c->nullify && c->iaoq_b == f + 4 && pgno != (GATEWAY_PAGE >> 12)) {
            /* Every engine decodes the block ahead here, the interpreter too: code the
               guest stores into without fic is then the same stale or fresh words
               under each (the block engines could not decode any later). */
            unsigned n = d->blk ? d->blk - 1u : block_build(c, pg, d, f);
            /* One instruction is a block only when translated: chained, it saves a
               pass through here (the last one of a page, often). */
            if (run_mode != RUN_INTERP && (n > 1 || (n && run_mode == RUN_JIT)) && c->icount + n <= c->event_at) {
                jit_code t = block_code(pg, d, f, n, miss);
                if (t && c->icount + jit_horizon(t) <= c->event_at) t(c);
                else run_block(c, d, f, n);
                continue;
            }
        }
        c->next_b = c->iaoq_b + 4;
        if (c->nullify) {
            c->nullify = 0;
            /* A nullified reserved slot still redirects: the instruction it stands
               for is the one nullified. */
            if (__builtin_expect(reserved_code_is(f), 0)) reserved_code_enter(c, f, 1);
        } else {
            if (!d->fn) decode_at(c, d, f);
            d->fn(c, d);
        }
        c->iaoq_f = c->iaoq_b;
        c->iaoq_b = c->next_b;
        c->icount++;
    }
}

static int run_nesting;   /* cpu_run activations on the host stack */

int cpu_run_depth(void) { return run_nesting; }

enum stop_reason cpu_run(struct cpu *c, int *status)
{
    stop_flag = 0;
    if (interrupt_status) stop_flag = 1;
    events_attach(c);
    if (stop_flag) events_kick();
    run_nesting++;
    mem_guest_running(1);
    if (sigsetjmp(c->fault_jmp, 1)) {
        run_nesting--;
        mem_guest_running(-1);
        if (status) *status = 0;
        return STOP_FAULT;
    }
    enum stop_reason r = run_loop(c, status);
    run_nesting--;
    mem_guest_running(-1);
    return r;
}

static int call_depth;
guest_call_observer_fn guest_call_observer;
uint64_t guest_call_entry;

int guest_call_depth(void) { return call_depth; }

/* What a host call interrupts: the guest state itself when called from inside a
   running guest (a system call); nothing otherwise. */
static const struct cpu *interrupted_context(const struct cpu *c)
{
    return run_nesting > 0 ? c : NULL;
}

uint64_t guest_call(struct cpu *c, uint64_t entry, uint64_t gp, int nargs, const uint64_t *args,
                    enum stop_reason *stopped, int *status)
{
    static const int argreg[6] = { 26, 25, 24, 23, 22, 21 };
    uint64_t saved_f = c->iaoq_f, saved_b = c->iaoq_b, saved_rp = c->gr[2], saved_dp = c->gr[27];
    int depth = ++call_depth;
    guest_call_entry = entry;
    if (guest_call_observer) guest_call_observer(c, depth, interrupted_context(c), 1);
    for (int i = 0; i < nargs && i < 6; i++) c->gr[argreg[i]] = args[i];
    c->gr[27] = gp;
    c->gr[29] = c->gr[30] - 48;   /* argument pointer, as gcc's callers set it */
    /* Each nesting level returns to its own gateway address, so a return reached
       after the called code longjmp'd out is told apart from this call's own return. */
    c->gr[2] = host_return_address(depth) | 3;
    c->iaoq_f = entry;
    c->iaoq_b = entry + 4;
    c->nullify = 0;
    /* A nested run (an initializer called from a system call) must not leave the
       outer run's fault landing pad pointing into its own, finished, frame. */
    jmp_buf outer;
    memcpy(outer, c->fault_jmp, sizeof outer);
    int st = 0;
    enum stop_reason r = cpu_run(c, &st);
    memcpy(c->fault_jmp, outer, sizeof outer);
    if (guest_call_observer) guest_call_observer(c, depth, NULL, 0);
    call_depth--;
    *stopped = r;
    if (status) *status = st;
    if (r != STOP_RETURN || st != depth) return 0;   /* exit, fault, or an outer return */
    c->iaoq_f = saved_f; c->iaoq_b = saved_b; c->gr[2] = saved_rp; c->gr[27] = saved_dp;
    *stopped = STOP_NONE;
    return c->gr[28];
}
