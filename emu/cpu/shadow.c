/* Shadow call stack (see shadow.h). A branch takes effect after its delay slot, so
   each event becomes an operation due at a later instruction count: a call pushes at
   +2, a return pops at +2, a jump into the system-call gateway pops at +3 (the gateway
   instruction itself returns to RP). Jumps that are neither are classified: inside the
   procedure (switch tables) or to a procedure's first instruction (tail calls, stubs)
   change nothing; anything else is a non-local jump (longjmp, non-local goto), after
   which every frame whose entry SP is at or above the new SP is gone -- the stack grows
   upward, so those are the frames the jump abandoned.

   Host calls into guest code (signal handlers, dld-run initializers) stack a marker;
   pending operations of the interrupted code wait, shifted by the instructions the
   nested run retired, until it returns. */
#include <stdlib.h>
#include <string.h>
#include "grow.h"
#include "run.h"
#include "shadow.h"
#include "shadow-memo.h"
#include "reserved.h"

int shadow_enabled;
int shadow_coarse;                       /* shadow_enable_coarse: operations at once */
static struct shadow_hooks hooks;
static struct shadow_observer observer;

void shadow_observe(const struct shadow_observer *o) { observer = *o; }

enum op_kind { OP_PUSH, OP_POP_TO, OP_RET_TO, OP_PRUNE_SP, OP_ENTER };
struct op { uint64_t at; enum op_kind kind; uint64_t arg; struct shadow_entry e; };

#define MAX_OPS 8
struct opq { struct op op[MAX_OPS]; int n; };

/* The running thread's stack: sh->stk[-1] is the base slot, only its tag (the tag under
   the first entry) is used. */
struct shadow_stack shadow_now;
static struct shadow_stack *const sh = &shadow_now;
static struct opq pending;

/* Remembered calls (shadow_observer); entries may be in use if memo_used. */
struct shadow_memo shadow_memo[1u << MEMO_BITS];
static int memo_used;

/* Per host-call level: the operations the interrupted code had in flight. */
static struct { struct opq q; uint64_t icount; size_t depth; int active; } stash[HOST_RETURN_LEVELS + 1];

void shadow_enable(const struct shadow_hooks *h)
{
    hooks = *h;
    shadow_enabled = 1;
    guest_call_observer = shadow_host_call;
    dcache_flush_all();                 /* decode again, with the hooked executors */
}

void shadow_enable_coarse(const struct shadow_hooks *h)
{
    shadow_enable(h);
    shadow_coarse = 1;
}

/* Room for one more entry; 0 when the host has no memory left (the entry is not kept). */
static int stack_room(void)
{
    if (sh->depth < sh->cap) return 1;
    size_t want = sh->cap ? 2 * sh->cap : 1024;
    size_t slots = sh->stk ? sh->cap + 1 : 0;
    struct shadow_entry *a = grow_to(sh->stk ? sh->stk - 1 : NULL, &slots, want + 1, 1025, sizeof *a);
    if (!a) return 0;
    sh->stk = a + 1;
    sh->cap = slots - 1;
    return 1;
}

/* The counts an entry holds, added to its counter. */
static void memo_flush(struct shadow_memo *m)
{
    if (m->count) *m->counter += m->count;
    m->count = 0;
}

void shadow_flush_counts(void)
{
    if (memo_used)
        for (size_t i = 0; i < sizeof shadow_memo / sizeof *shadow_memo; i++) memo_flush(&shadow_memo[i]);
}

void shadow_drop_counts(void)
{
    if (memo_used)
        for (size_t i = 0; i < sizeof shadow_memo / sizeof *shadow_memo; i++) shadow_memo[i].count = 0;
}

void shadow_forget(void)
{
    shadow_flush_counts();
    if (memo_used) memset(shadow_memo, 0, sizeof shadow_memo);
    memo_used = 0;
}

struct shadow_entry *shadow_frames(size_t *n)
{
    if (n) *n = sh->depth;
    return sh->stk;
}

int shadow_procedure_bounds(uint64_t pc, uint64_t *start, uint64_t *end)
{
    return hooks.procedure_bounds && hooks.procedure_bounds(pc, start, end);
}

void shadow_set_base_tag(uint64_t tag) { if (sh->stk) sh->stk[-1].tag = tag; }

static void push_entry(const struct shadow_entry *e)
{
    if (!stack_room()) return;
    sh->stk[sh->depth] = *e;
    sh->stk[sh->depth++].tag = 0;
    if (observer.pushed) observer.pushed(&sh->stk[sh->depth - 1], sh->depth);
}

/* push_entry for a call, fields stored in place; a call remembered at this depth from
   the same frame is the observer's answer again. */
static void push_call(uint64_t ret, uint64_t sp, uint64_t target, uint64_t call_pc)
{
    if (sh->depth == sh->cap && !stack_room()) return;
    struct shadow_entry *e = &sh->stk[sh->depth];
    e->ret = ret;
    e->sp = sp;
    e->target = target;
    e->call_pc = call_pc;
    e->kind = SH_CALL;
    e->level = 0;
    uint64_t below = sh->stk[(ptrdiff_t)sh->depth - 1].tag;
    struct shadow_memo *m = &shadow_memo[memo_index(ret, target, below)];
    sh->depth++;
    if (m->ret == ret && m->target == target && m->below == below) {
        e->tag = m->tag;
        m->count++;
        return;
    }
    e->tag = 0;
    if (!observer.pushed) return;
    uint64_t *counter = observer.pushed(e, sh->depth);
    if (!counter) return;
    below = sh->stk[(ptrdiff_t)sh->depth - 2].tag;      /* the observer may have re-tagged it */
    m = &shadow_memo[memo_index(ret, target, below)];
    memo_flush(m);
    *m = (struct shadow_memo){ below, ret, target, e->tag, counter, 0 };
    memo_used = 1;
}

static void apply(const struct op *o)
{
    switch (o->kind) {
    case OP_PUSH: push_entry(&o->e); break;
    case OP_POP_TO: if (o->arg < sh->depth) sh->depth = (size_t)o->arg; break;
    case OP_RET_TO:                     /* the gateway returns to RP: the caller of the stub */
        if (sh->depth && sh->stk[sh->depth - 1].ret == o->arg) sh->depth--;
        break;
    case OP_PRUNE_SP:
        while (sh->depth && sh->stk[sh->depth - 1].sp >= o->arg && sh->stk[sh->depth - 1].kind != SH_HOST_NOCTX) sh->depth--;
        break;
    case OP_ENTER: if (observer.entered) observer.entered(o->arg, sh->depth); break;
    }
}

/* Applies operations due by now, in order. */
static void settle_by(uint64_t icount)
{
    int k = 0;
    for (int i = 0; i < pending.n; i++) {
        if (pending.op[i].at <= icount) apply(&pending.op[i]);
        else pending.op[k++] = pending.op[i];
    }
    pending.n = k;
}

static inline void settle(const struct cpu *c)
{
    if (pending.n) settle_by(c->icount);
}

/* Queues an operation due `delay` instructions from now, after those of earlier
   branches (a branch in a delay slot queues behind the first). */
static inline void schedule(const struct cpu *c, enum op_kind kind, unsigned delay, uint64_t arg,
                            const struct shadow_entry *e)
{
    if (shadow_coarse) {
        struct op o = { 0, kind, arg, { 0, 0, 0, 0, 0, 0, 0 } };
        if (e) o.e = *e;
        apply(&o);
        return;
    }
    settle(c);
    if (pending.n == MAX_OPS) { apply(&pending.op[0]); memmove(pending.op, pending.op + 1, sizeof pending.op[0] * --pending.n); }
    struct op *o = &pending.op[pending.n++];
    o->at = c->icount + delay;
    o->kind = kind;
    o->arg = arg;
    if (e) o->e = *e;
}

/* The LWS entry, like a system call, returns to the link at once. */
static int in_gateway(uint64_t a) { return (a >> 12) == (GATEWAY_PAGE >> 12) || a == LWS_ENTRY; }

/* A host-return address (its nesting level), the signal return (-2), or -1. */
static int host_level(uint64_t a)
{
    if ((a & ~3ull) == SIGNAL_RETURN) return -2;
    a &= ~3ull;
    if (a > GATEWAY_RETURN || a <= host_return_address(HOST_RETURN_LEVELS) || (GATEWAY_RETURN - a) % 8) return -1;
    return (int)((GATEWAY_RETURN - a) / 8);
}

void shadow_call(struct cpu *c, uint64_t link, uint64_t target)
{
    uint64_t ret = link & ~3ull;
    if (target == ret) return;          /* "b,l .+8,rX": reads the PC, calls nothing */
    struct shadow_entry e = { ret, c->gr[30], target, c->iaoq_f, 0, SH_CALL, 0 };
    if (shadow_coarse && !in_gateway(target)) { push_call(ret, c->gr[30], target, c->iaoq_f); return; }
    schedule(c, OP_PUSH, 2, 0, &e);
    /* The gateway performs the call and returns to the link at once. */
    if (in_gateway(target) && host_level(target) == -1) schedule(c, OP_RET_TO, 3, ret, NULL);
}

/* A jump to another procedure's first instruction keeps the frame (tail call, stub);
   one that lands inside a procedure other than its own abandons frames. */
enum jump_kind { JUMP_LOCAL, JUMP_ENTRY, JUMP_NONLOCAL };
static enum jump_kind classify(uint64_t from, uint64_t target)
{
    uint64_t fs, fe, ts, te;
    if (!hooks.procedure_bounds(target, &ts, &te)) return JUMP_LOCAL;   /* stack trampoline, unknown */
    int same = hooks.procedure_bounds(from, &fs, &fe) && fs == ts;
    if (ts == target) return same ? JUMP_LOCAL : JUMP_ENTRY;
    return same ? JUMP_LOCAL : JUMP_NONLOCAL;
}

void shadow_jump(struct cpu *c, uint64_t target)
{
    /* A return through a reserved slot (the profiler's trampoline) is a return to
       where the slot leads. */
    uint64_t t = in_gateway(target) ? reserved_code_target(target & ~3ull) : target & ~3ull;
    if (shadow_coarse && sh->depth && sh->stk[sh->depth - 1].ret == t && !in_gateway(t)) { sh->depth--; return; }
    settle(c);
    if (in_gateway(t)) {
        if (host_level(t) != -1) {
            if (sh->depth && sh->stk[sh->depth - 1].ret == t) schedule(c, OP_POP_TO, 2, sh->depth - 1, NULL);
        } else {
            schedule(c, OP_RET_TO, 3, reserved_code_target(c->gr[2] & ~3ull), NULL);   /* system call: back to RP */
        }
        return;
    }
    if (sh->depth && sh->stk[sh->depth - 1].ret == t) { schedule(c, OP_POP_TO, 2, sh->depth - 1, NULL); return; }
    enum jump_kind k = classify(c->iaoq_f, t);
    if (k == JUMP_NONLOCAL) schedule(c, OP_PRUNE_SP, 2, hooks.sp_after(c, c->iaoq_b), NULL);
    else if (k == JUMP_ENTRY && observer.entered) schedule(c, OP_ENTER, 2, t, NULL);
}

static void host_enter(struct cpu *c, int level, const struct cpu *ctx)
{
    settle(c);                          /* a call into the gateway is pushed by now */
    stash[level].q = pending;
    stash[level].icount = c->icount;
    stash[level].depth = sh->depth;
    stash[level].active = 1;
    pending.n = 0;
    if (ctx) {
        struct shadow_entry e = { ctx->iaoq_f & ~3ull, ctx->gr[30], 0, 0, 0, SH_INTERRUPTED, (uint8_t)level };
        push_entry(&e);
    }
    struct shadow_entry h = { host_return_address(level), c->gr[30], guest_call_entry, 0, 0,
                              ctx ? SH_HOST : SH_HOST_NOCTX, (uint8_t)level };
    push_entry(&h);
}

/* The nested run ended: drop its entries (the handler's own return may have popped
   the host marker already) and restore what the interrupted code had in flight --
   unless a longjmp out of the handler abandoned that code (the entries are gone). */
static void host_leave(struct cpu *c, int level)
{
    settle(c);
    pending.n = 0;
    size_t base = stash[level].depth;
    int found = stash[level].active && sh->depth > base && sh->stk[base].level == level
                && sh->stk[base].kind != SH_CALL;
    if (found) sh->depth = base;
    if (found) {
        pending = stash[level].q;
        for (int i = 0; i < pending.n; i++) pending.op[i].at += c->icount - stash[level].icount;
    }
    stash[level].active = 0;
}

void shadow_host_call(struct cpu *c, int level, const struct cpu *interrupted, int entering)
{
    if (hooks.host_call) hooks.host_call(c, level, interrupted, entering);
    if (level < 1 || level > HOST_RETURN_LEVELS) return;
    if (entering) host_enter(c, level, interrupted);
    else host_leave(c, level);
}

/* Interruptions (signal delivery) are frames on the guest stack, not host calls: they
   nest without bound and may be left by longjmp. Each keeps what the interrupted code
   had in flight here, tagged with a serial also kept in its SH_INTERRUPTED entry, so
   that those a longjmp abandoned are recognised and dropped. */
struct istash { struct opq q; uint64_t icount, serial; size_t depth; };
static struct istash *istk;
static size_t ndeep, icap;
static uint64_t iserial;

static int istash_live(const struct istash *s)
{
    return s->depth < sh->depth && sh->stk[s->depth].kind == SH_INTERRUPTED && sh->stk[s->depth].target == s->serial;
}

static void istash_drop_dead(void)
{
    while (ndeep && !istash_live(&istk[ndeep - 1])) ndeep--;
}

void shadow_interrupt_enter(struct cpu *c, int retired, uint64_t interrupted_pc, uint64_t handler_sp, uint64_t ret,
                            uint64_t entry)
{
    uint64_t resume = c->icount + (retired != 0);   /* the count the context resumes at */
    settle_by(resume);
    istash_drop_dead();
    struct istash *grown = grow_to(istk, &icap, ndeep + 1, 64, sizeof *istk);
    if (!grown) return;
    istk = grown;
    struct istash *s = &istk[ndeep++];
    s->q = pending;
    s->icount = resume;
    s->depth = sh->depth;
    s->serial = ++iserial;
    pending.n = 0;
    struct shadow_entry e = { interrupted_pc & ~3ull, c->gr[30], s->serial, 0, 0, SH_INTERRUPTED, 0 };
    push_entry(&e);
    struct shadow_entry h = { ret & ~3ull, handler_sp, entry, 0, 0, SH_HOST, 0 };   /* entry: the handler */
    push_entry(&h);
}

void shadow_interrupt_leave(struct cpu *c)
{
    settle(c);
    pending.n = 0;
    istash_drop_dead();
    if (!ndeep) return;
    struct istash *s = &istk[--ndeep];
    sh->depth = s->depth;
    pending = s->q;
    /* The context resumes after the signal-return instruction. */
    for (int i = 0; i < pending.n; i++) pending.op[i].at += c->icount + 1 - s->icount;
}

const struct shadow_entry *shadow_view(struct cpu *c, size_t *n)
{
    settle(c);
    *n = sh->depth;
    return sh->stk;
}

/* Guest threads (emu/os/threads.c): each has its own stack of calls; a thread's first
   stack starts at a no-context marker, as its start routine was called by no one. */
struct parked { struct shadow_stack stack; struct opq pending; int used; };
static struct parked *parked;
static size_t nparked;

void shadow_switch(struct cpu *c, unsigned from, unsigned to)
{
    settle(c);
    struct parked *p = grow_to(parked, &nparked, (size_t)(from > to ? from : to) + 1, 8, sizeof *p);
    if (!p) return;
    parked = p;
    parked[from] = (struct parked){ *sh, pending, 1 };
    struct parked *t = &parked[to];
    *sh = t->stack;
    pending = t->pending;
    if (!t->used) {
        /* Its marker is tagged before the profiler switched trees: remember nothing that
           a call from it could match until the first call re-tags it. */
        shadow_forget();
        *sh = (struct shadow_stack){ NULL, 0, 0 };
        pending.n = 0;
        struct shadow_entry m = { 0, c->gr[30], 0, 0, 0, SH_HOST_NOCTX, 0 };
        push_entry(&m);
    }
}
