/* Frame rules for every instruction of a procedure, by abstract interpretation of its
   code. Each general register is tracked as "CFA + k" (CFA = the SP at entry, which is
   the caller's SP), "the value register r had at entry" (RP and r3 matter), a constant,
   or unknown; stack slots at CFA + k remember which entry value was saved there. The
   state flows along the procedure's control-flow graph, delay slots and nullification
   included, and meets at joins. The state before an instruction then says, at that
   exact instruction: which register gives the CFA, where the return address is (RP
   before the save and after the reload in epilogues, the save slot in between), and
   where the caller's r3 is. No prologue or epilogue pattern is assumed; prologue
   scheduling, large frames (addil/ldo), frame pointers, alloca, delay-slot frame pops
   and leaf procedures all fall out of the same rules.

   frames.c keeps the results and finds them for a PC. */
#include <stdlib.h>
#include <string.h>
#include "cpu.h"
#include "uw-internal.h"

/* ---- abstract values and states ---- */

/* AV_SPREL: somewhere in this frame's stack, offset unknown (after alloca, or a
   meet of different CFA offsets): not enough to find the CFA, but SP set from it is
   still this frame's SP, not a stack switch. AV_LOADED: read from memory other than
   a tracked save slot -- what a longjmp puts into SP, RP and r3. */
enum { AV_TOP, AV_CFA, AV_ENTRY, AV_CONST, AV_SPREL, AV_LOADED };
struct av { uint8_t kind, reg; int64_t v; };

#define NSLOTS 6
struct slot { int32_t off; uint8_t reg; };          /* CFA + off holds ENTRY(reg) */
/* switched: on some path to here, SP, RP or r3 was replaced by a value unrelated to
   this frame (longjmp, non-local goto): the registers describe another frame now. */
enum { SW_SP = 1, SW_RA = 2, SW_R3 = 4 };
struct astate {
    uint8_t reached, nslots, switched;
    struct av r[32];
    struct slot s[NSLOTS];
};

static const struct av TOP = { AV_TOP, 0, 0 };

static int av_eq(struct av a, struct av b) { return a.kind == b.kind && a.reg == b.reg && a.v == b.v; }
static struct av av_cfa(int64_t k) { return (struct av){ AV_CFA, 0, k }; }
static struct av av_const(int64_t k) { return (struct av){ AV_CONST, 0, k }; }

static const struct av SPREL = { AV_SPREL, 0, 0 };
static const struct av LOADED = { AV_LOADED, 0, 0 };

static int in_frame(struct av a) { return a.kind == AV_CFA || a.kind == AV_SPREL; }

static struct av add_const(struct av a, int64_t k)
{
    if (a.kind == AV_CFA || a.kind == AV_CONST) { a.v += k; return a; }
    if (a.kind == AV_SPREL) return a;
    return k == 0 ? a : TOP;               /* a copy keeps an entry value */
}

static struct av add(struct av a, struct av b)
{
    if (a.kind == AV_CONST) return add_const(b, a.v);
    if (b.kind == AV_CONST) return add_const(a, b.v);
    if (in_frame(a) != in_frame(b)) return SPREL;     /* SP plus a size: alloca */
    return TOP;
}

static struct av sub(struct av a, struct av b)
{
    if (b.kind == AV_CONST) return add_const(a, -b.v);
    if (a.kind == AV_CFA && b.kind == AV_CFA) return av_const(a.v - b.v);
    if (in_frame(a) && !in_frame(b)) return SPREL;
    return TOP;
}

static struct av shl(struct av a, unsigned sh)
{
    if (sh == 0) return a;
    return a.kind == AV_CONST ? av_const((int64_t)((uint64_t)a.v << sh)) : TOP;
}

static struct av get(const struct astate *s, unsigned r) { return r ? s->r[r] : av_const(0); }
static void set(struct astate *s, unsigned r, struct av v) { if (r) s->r[r] = v; }

static void entry_state(struct astate *s)
{
    memset(s, 0, sizeof *s);
    s->reached = 1;
    for (unsigned r = 1; r < 32; r++) s->r[r] = (struct av){ AV_ENTRY, (uint8_t)r, 0 };
    s->r[30] = av_cfa(0);
}

/* Meet: components that differ become unknown; slots survive only if both agree. */
static int join(struct astate *dst, const struct astate *src)
{
    if (!src->reached) return 0;
    if (!dst->reached) { *dst = *src; return 1; }
    int changed = (src->switched & ~dst->switched) != 0;
    dst->switched |= src->switched;
    for (unsigned r = 1; r < 32; r++) {
        struct av *d = &dst->r[r];
        if (d->kind == AV_TOP || av_eq(*d, src->r[r])) continue;
        struct av m = in_frame(*d) && in_frame(src->r[r]) ? SPREL : TOP;
        if (!av_eq(*d, m)) { *d = m; changed = 1; }
    }
    unsigned k = 0;
    for (unsigned i = 0; i < dst->nslots; i++) {
        int keep = 0;
        for (unsigned j = 0; j < src->nslots; j++)
            if (src->s[j].off == dst->s[i].off && src->s[j].reg == dst->s[i].reg) keep = 1;
        if (keep) dst->s[k++] = dst->s[i];
        else changed = 1;
    }
    dst->nslots = (uint8_t)k;
    return changed;
}

/* ---- memory: only saves of RP and r3 into the frame are tracked ---- */

static void kill_slots(struct astate *s, int64_t lo, int64_t hi)
{
    unsigned k = 0;
    for (unsigned i = 0; i < s->nslots; i++)
        if (s->s[i].off + 8 <= lo || s->s[i].off >= hi) s->s[k++] = s->s[i];
    s->nslots = (uint8_t)k;
}

static void store(struct astate *s, struct av ea, unsigned size, struct av v)
{
    if (ea.kind != AV_CFA) return;         /* stores through other pointers are data */
    kill_slots(s, ea.v, ea.v + size);
    if (size == 8 && v.kind == AV_ENTRY && (v.reg == 2 || v.reg == 3) && s->nslots < NSLOTS)
        s->s[s->nslots++] = (struct slot){ (int32_t)ea.v, v.reg };
}

static struct av load(const struct astate *s, struct av ea, unsigned size)
{
    if (ea.kind != AV_CFA || size != 8) return LOADED;
    for (unsigned i = 0; i < s->nslots; i++)
        if (s->s[i].off == ea.v) return (struct av){ AV_ENTRY, s->s[i].reg, 0 };
    return LOADED;
}

static void memory_op(const struct uw_insn *in, struct astate *s)
{
    struct av base = get(s, in->b), value = get(s, in->t), ea, nb = base;
    if (in->indexed) {
        struct av idx = shl(get(s, in->x), in->sh);
        ea = add(base, idx);
        if (in->mod != UM_NONE) nb = ea;
    } else {
        struct av moved = add_const(base, in->imm);
        ea = in->mod == UM_POST ? base : moved;
        if (in->mod != UM_NONE) nb = moved;
    }
    if (in->mod == UM_UNKNOWN) nb = TOP;
    if (in->kind == UK_STORE) { store(s, ea, in->size, value); set(s, in->b, nb); return; }
    struct av got = load(s, ea, in->size);
    set(s, in->b, nb);                      /* the loaded value wins when t == b */
    set(s, in->t, got);
}

static int has_entry_value(const struct astate *s, unsigned reg)
{
    for (unsigned r = 1; r < 32; r++)
        if (s->r[r].kind == AV_ENTRY && s->r[r].reg == reg) return 1;
    for (unsigned i = 0; i < s->nslots; i++)
        if (s->s[i].reg == reg) return 1;
    return 0;
}

/* SP, RP or r3 given a value read from memory (not a save slot of this frame) while
   no copy of the entry value is left: a jump to another frame is being prepared.
   Arithmetic on SP (alloca, alignment) and values merely unknown are not switches. */
static void note_switch(const struct uw_insn *in, const struct astate *before, struct astate *s)
{
    int writes = in->kind == UK_LDO || in->kind == UK_CONST || in->kind == UK_ADD || in->kind == UK_SUB
                 || (in->kind == UK_LOAD && in->t);
    if (!writes) return;
    int loaded = s->r[in->t].kind == AV_LOADED;
    if (in->t == 30 && s->r[30].kind == AV_CFA) s->switched &= (uint8_t)~SW_SP;   /* restored */
    if (in->t == 30 && loaded) s->switched |= SW_SP;
    if (in->t == 2 && loaded && !has_entry_value(s, 2) && has_entry_value(before, 2)) s->switched |= SW_RA;
    if (in->t == 3 && loaded && !has_entry_value(s, 3) && has_entry_value(before, 3)) s->switched |= SW_R3;
}

/* Effect of the instruction on the registers (for branches: only the link write). */
static void transfer(const struct uw_insn *in, struct astate *s)
{
    struct astate before = *s;
    switch (in->kind) {
    case UK_LDO: set(s, in->t, add_const(get(s, in->b), in->imm)); break;
    case UK_CONST: set(s, in->t, av_const(in->imm)); break;
    case UK_ADD: set(s, in->t, add(shl(get(s, in->x), in->sh), get(s, in->b))); break;
    case UK_SUB: set(s, in->t, sub(get(s, in->x), get(s, in->b))); break;
    case UK_LOAD: case UK_STORE: memory_op(in, s); break;
    default: break;
    }
    for (unsigned r = 1; r < 32; r++)
        if (in->clobber & (1u << r)) s->r[r] = TOP;
    if ((in->clobber & (1u << 30)) && in_frame(before.r[30]))
        s->r[30] = SPREL;                   /* SP computed from SP: aligned, say */
    if (in->link) set(s, in->link, TOP);
    note_switch(in, &before, s);
}

/* After a call returns: caller-saved registers are gone, SP and r3-r18 survive. A
   normal callee may write its RP and arguments into our frame just below our SP;
   millicode never does. */
static void call_effect(struct astate *s, int millicode)
{
    static const uint8_t lost[] = { 1, 2, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 31 };
    static const uint8_t milli_lost[] = { 1, 25, 26, 29, 31 };
    const uint8_t *l = millicode ? milli_lost : lost;
    size_t n = millicode ? sizeof milli_lost : sizeof lost;
    for (size_t i = 0; i < n; i++) s->r[l[i]] = TOP;
    if (!millicode && s->r[30].kind == AV_CFA) kill_slots(s, s->r[30].v - 64, s->r[30].v);
}

/* ---- the dataflow over one procedure ----

   Nodes are pairs (front, back) of PA-RISC's instruction address queue: the instruction
   executing and the one that follows. Most have back = front + 1; a taken branch makes
   (delay slot, target), and a delay slot can leave the procedure (return, tail jump),
   go through a call, or jump somewhere unknown (switch tables). Modelling the queue
   exactly covers nullified delay slots, delay slots that are branch targets themselves,
   and branches in delay slots, which gcc emits at -O0. */

#define N_EXIT  0xffffffffu     /* leaves the procedure: return, tail jump */
#define N_IND   0xfffffffeu     /* an indirect jump: targets unknown here */
#define N_CALL  0xfffffffdu     /* a call: returns after the delay slot */
#define N_MCALL 0xfffffffcu     /* a call to millicode */
#define N_NULL  0xfffffffbu     /* observed only: the front instruction is nullified */

static int special(uint32_t back) { return back >= N_NULL; }


struct node { uint32_t front, back; uint8_t queued; struct astate s; };

struct flow {
    uint64_t start;
    size_t n;
    struct uw_insn *in;
    struct node *nodes;                     /* every (front, back) pair reached */
    size_t nnodes, cap;
    uint32_t *map;                          /* open addressing: node index + 1 */
    size_t mapsize;
    uint32_t *work;
    size_t nwork, workcap;
    struct astate ind;                      /* meet of states at indirect jumps */
    struct astate ret;                      /* meet of states where calls return */
    uint8_t *receiver;                      /* labels whose address is stored to memory */
    int frame_pointer;                      /* the descriptor says r3 is the frame pointer */
};

static size_t slot_of(const struct flow *f, uint32_t front, uint32_t back)
{
    uint64_t key = (uint64_t)front << 32 | back;
    size_t h = (size_t)((key * 0x9E3779B97F4A7C15ull) >> 20) & (f->mapsize - 1);
    while (f->map[h]) {
        const struct node *nd = &f->nodes[f->map[h] - 1];
        if (nd->front == front && nd->back == back) break;
        h = (h + 1) & (f->mapsize - 1);
    }
    return h;
}

static int grow(void **p, size_t *cap, size_t need, size_t elem)
{
    if (need <= *cap) return 0;
    size_t ncap = *cap ? *cap * 2 : 64;
    while (ncap < need) ncap *= 2;
    void *q = realloc(*p, ncap * elem);
    if (!q) return -1;
    *p = q;
    *cap = ncap;
    return 0;
}

/* Keeps the map at most half full. */
static int rehash(struct flow *f)
{
    uint32_t *old = f->map;
    size_t oldsize = f->mapsize;
    f->map = calloc(2 * oldsize, sizeof *f->map);
    if (!f->map) { f->map = old; return -1; }
    f->mapsize = 2 * oldsize;
    for (size_t k = 0; k < f->nnodes; k++)
        f->map[slot_of(f, f->nodes[k].front, f->nodes[k].back)] = (uint32_t)k + 1;
    free(old);
    return 0;
}

/* Joins s into node (front, back); returns its index, or -1 (outside, no memory). */
static long merge(struct flow *f, uint32_t front, uint32_t back, const struct astate *s, int *changed)
{
    *changed = 0;
    if (front >= f->n) return -1;           /* leaves the procedure: tail jump */
    if (!special(back) && back > f->n) back = N_EXIT;
    if (2 * (f->nnodes + 1) > f->mapsize && rehash(f)) return -1;
    size_t h = slot_of(f, front, back);
    if (!f->map[h]) {
        if (grow((void **)&f->nodes, &f->cap, f->nnodes + 1, sizeof *f->nodes)) return -1;
        memset(&f->nodes[f->nnodes], 0, sizeof *f->nodes);
        f->nodes[f->nnodes] = (struct node){ .front = front, .back = back };
        f->map[h] = (uint32_t)++f->nnodes;
    }
    long k = (long)f->map[h] - 1;
    *changed = join(&f->nodes[k].s, s);
    return k;
}

/* A nullified instruction: execution stands there (a sample can land on it) but it
   does nothing, so the state only needs recording. */
static void note_nullified(struct flow *f, uint32_t front, const struct astate *s)
{
    int changed;
    merge(f, front, N_NULL, s, &changed);
}

static void push(struct flow *f, uint32_t front, uint32_t back, const struct astate *s)
{
    int changed;
    long k = merge(f, front, back, s, &changed);
    if (k < 0 || !changed || f->nodes[k].queued) return;
    if (grow((void **)&f->work, &f->workcap, f->nwork + 1, sizeof *f->work)) return;
    f->nodes[k].queued = 1;
    f->work[f->nwork++] = k;
}

static int is_millicode_target(uint64_t target)
{
    struct uw_module *m = uw_module_at(target);
    const struct uw_entry *e = m ? uw_entry_at(m, target) : NULL;
    return e && (e->w1 & UWD1_MILLICODE);
}

/* Index of a branch target in the procedure, or N_EXIT. */
static uint32_t index_of(const struct flow *f, int64_t target)
{
    uint64_t t = (uint64_t)target;
    return t >= f->start && t < f->start + 4 * f->n ? (uint32_t)((t - f->start) / 4) : N_EXIT;
}

/* Where a taken branch at node (i, nx) goes after its delay slot. */
static uint32_t destination(const struct flow *f, const struct uw_insn *in, const struct astate *out, uint32_t nx)
{
    if (in->branch == UB_COND || (in->branch == UB_DIRECT && !in->link)) return index_of(f, in->imm);
    if (in->branch == UB_DIRECT && (uint64_t)in->imm == f->start + 4 * (uint64_t)nx + 4)
        return nx + 1;                      /* "b,l .+8,rX" reads the PC */
    if (in->link) return in->branch == UB_DIRECT && is_millicode_target((uint64_t)in->imm) ? N_MCALL : N_CALL;
    struct av t = get(out, in->b);
    int ret = in->branch == UB_INDIRECT && in->x == 0 && in->imm == 0 && t.kind == AV_ENTRY && t.reg == 2;
    return ret ? N_EXIT : N_IND;
}

/* Control leaves the instruction at `at` (a delay slot) for a special destination. */
static void leave(struct flow *f, uint32_t at, uint32_t dest, const struct astate *s)
{
    if (dest == N_IND) {                    /* after a stack switch: leaves the frame */
        if (!s->switched) join(&f->ind, s);
        return;
    }
    if (dest != N_CALL && dest != N_MCALL) return;
    struct astate r = *s;
    call_effect(&r, dest == N_MCALL);
    join(&f->ret, &r);
    push(f, at + 1, at + 2, &r);            /* the callee returns to the link */
}

static void flow_branch(struct flow *f, uint32_t nx, const struct uw_insn *in, const struct astate *out)
{
    uint32_t dest = destination(f, in, out, nx);
    if (in->branch == UB_COND) {           /* not taken: on through the delay slot */
        if (in->nul == UN_NOT_TAKEN) { note_nullified(f, nx, out); push(f, nx + 1, nx + 2, out); }
        else push(f, nx, nx + 1, out);
    }
    int nullified = in->branch == UB_COND ? in->nul == UN_TAKEN : in->nul == UN_ALWAYS;
    if (!nullified) { push(f, nx, dest, out); return; }
    note_nullified(f, nx, out);
    if (special(dest)) leave(f, nx, dest, out);
    else push(f, dest, dest + 1, out);
}

/* A store of a code address inside the procedure: the label of a __builtin_setjmp or
   non-local goto receiver being saved for the jumper. */
static void note_label_store(struct flow *f, const struct uw_insn *in, const struct astate *s)
{
    struct av v = get(s, in->t);
    if (in->kind != UK_STORE || in->size != 8 || v.kind != AV_CONST) return;
    uint64_t a = (uint64_t)v.v;
    if (a >= f->start && a + 4 < f->start + 4 * f->n && !(a & 3)) f->receiver[(a - f->start) / 4] = 1;
}

static void flow_one(struct flow *f, uint32_t k)
{
    struct node nd = f->nodes[k];           /* a copy: pushes may move the array */
    const struct uw_insn *in = &f->in[nd.front];
    note_label_store(f, in, &nd.s);
    struct astate out = nd.s;
    transfer(in, &out);
    if (special(nd.back)) { leave(f, nd.front, nd.back, &out); return; }
    if (in->branch != UB_NONE) { flow_branch(f, nd.back, in, &out); return; }
    push(f, nd.back, nd.back + 1, &out);
    if (in->may_nullify) { note_nullified(f, nd.back, &out); push(f, nd.back + 1, nd.back + 2, &out); }
}

static void run(struct flow *f)
{
    while (f->nwork) {
        uint32_t k = f->work[--f->nwork];
        f->nodes[k].queued = 0;
        flow_one(f, k);
    }
}

/* A function symbol inside the region is another entry point (millicode); a label
   symbol is an address other code jumps to: a non-local goto receiver. */
static void seed_symbol(uint64_t addr, int is_func, void *arg)
{
    struct flow *f = arg;
    uint32_t i = (uint32_t)((addr - f->start) / 4);
    if (i >= f->n || (addr & 3)) return;
    if (!is_func) { f->receiver[i] = 1; return; }
    struct astate e;
    entry_state(&e);
    push(f, i, i + 1, &e);
}

/* What unreached code starts from: switch-table and computed-goto targets come from
   the indirect jumps; non-local goto and __builtin_setjmp receivers are entered as if
   a call made here returned (longjmp is a second return); without either, further
   entry points of a multi-entry region (millicode). */
static const struct astate *jump_seed(struct flow *f, struct astate *tmp)
{
    *tmp = f->ind;
    struct astate r = f->ret;
    /* The jumper (__builtin_longjmp, non-local goto) loads r3 with the frame pointer;
       gcc's is the CFA. Without one, what it loads means nothing here. */
    if (r.reached) r.r[3] = f->frame_pointer ? av_cfa(0) : TOP;
    join(tmp, &r);
    return tmp;
}

static const struct astate *unreached_seed(struct flow *f, struct astate *tmp)
{
    if (!f->ind.reached && !f->ret.reached) { entry_state(tmp); return tmp; }
    return jump_seed(f, tmp);
}

/* Each head of unreached code is seeded; what follows it in sequence gets its flow.
   Seeded code can hold more jumps and calls, so seeding repeats until stable. */
static void seed_unreached(struct flow *f, uint8_t *head)
{
    struct astate e;
    uint8_t *reached = calloc(f->n, 1);
    if (!reached) return;
    size_t seen = 0;
    for (uint32_t i = 0; i + 1 < f->n; i++) {   /* not the trailing delay slot */
        for (; seen < f->nnodes; seen++)    /* seen only nullified: still a possible label */
            if (f->nodes[seen].back != N_NULL) reached[f->nodes[seen].front] = 1;
        if (reached[i]) continue;
        head[i] = 1;
        push(f, i, i + 1, unreached_seed(f, &e));
        run(f);
    }
    free(reached);
    /* Labels stored or named elsewhere can be jumped to only from code that jumps or
       calls out; without either there is nothing to seed them with. */
    for (int round = 0; round < 16; round++) {
        struct astate heads = *unreached_seed(f, &e), jumps = *jump_seed(f, &e);
        for (uint32_t i = 0; i < f->n; i++) {
            if (head[i]) push(f, i, i + 1, &heads);
            if (f->receiver[i] && jumps.reached) push(f, i, i + 1, &jumps);
        }
        run(f);
        if (!join(&heads, unreached_seed(f, &e)) && !join(&jumps, jump_seed(f, &e))) break;
    }
}

static int find_entry_value(const struct astate *s, unsigned reg)
{
    if (s->r[reg].kind == AV_ENTRY && s->r[reg].reg == reg) return (int)reg;
    for (unsigned r = 1; r < 32; r++)
        if (s->r[r].kind == AV_ENTRY && s->r[r].reg == reg) return (int)r;
    return -1;
}

static struct unw_rule rule_of(const struct astate *s)
{
    struct unw_rule u = { .cfa_reg = -1, .ra_reg = -1, .r3_reg = -1 };
    if (!s->reached) return u;
    u.flags |= RULE_REACHED;
    if (s->switched) u.flags |= RULE_SWITCHED;
    static const uint8_t order[] = { 30, 3 };
    for (unsigned k = 0; k < 2 && u.cfa_reg < 0; k++)
        if (s->r[order[k]].kind == AV_CFA) { u.cfa_reg = (int8_t)order[k]; u.cfa_off = (int32_t)s->r[order[k]].v; }
    for (unsigned r = 1; r < 32 && u.cfa_reg < 0; r++)
        if (s->r[r].kind == AV_CFA) { u.cfa_reg = (int8_t)r; u.cfa_off = (int32_t)s->r[r].v; }
    if (u.cfa_reg >= 0) u.flags |= RULE_CFA_KNOWN;
    u.ra_reg = (int8_t)find_entry_value(s, 2);
    u.r3_reg = (int8_t)find_entry_value(s, 3);
    for (unsigned i = 0; i < s->nslots; i++) {
        if (s->s[i].reg == 2) { u.flags |= RULE_RA_SLOT; u.ra_slot = s->s[i].off; }
        if (s->s[i].reg == 3) { u.flags |= RULE_R3_SLOT; u.r3_slot = s->s[i].off; }
    }
    return u;
}

uint64_t uw_stat_procs, uw_stat_insns;

static int flow_alloc(struct flow *f, uint64_t start, size_t n)
{
    memset(f, 0, sizeof *f);
    f->start = start;
    f->n = n;
    f->mapsize = 64;
    while (f->mapsize < 4 * (n + 8)) f->mapsize *= 2;   /* nodes: n plus one per branch */
    f->in = calloc(n ? n : 1, sizeof *f->in);
    f->map = calloc(f->mapsize, sizeof *f->map);
    f->receiver = calloc(n ? n : 1, 1);
    return f->in && f->map && f->receiver ? 0 : -1;
}

static void flow_free(struct flow *f)
{
    free(f->in); free(f->nodes); free(f->map); free(f->work); free(f->receiver);
}

static void decode_all(struct flow *f)
{
    for (size_t i = 0; i < f->n; i++) {
        uint32_t w = 0;
        uw_read32(f->start + 4 * i, &w);
        uw_decode(w, f->start + 4 * i, &f->in[i]);
    }
}

static enum uw_queue queue_kind(const struct node *nd)
{
    if (nd->back == N_NULL) return UQ_NULLIFIED;
    return nd->back == nd->front + 1 ? UQ_NORMAL : UQ_SLOT;
}

/* Rules per instruction and queue situation (the meet of the nodes in it), and over
   all of them. Nodes are visited grouped by instruction (a counting sort). */
/* Does some reached store put the entry return address through a pointer that is not
   this frame's (setjmp's jmp_buf)? Whatever is in RP then may come back later, from
   there: a return trampoline must not stand in it. */
static int ra_escapes(const struct flow *f)
{
    for (size_t k = 0; k < f->nnodes; k++) {
        const struct node *nd = &f->nodes[k];
        const struct uw_insn *in = &f->in[nd->front];
        if (in->kind != UK_STORE || nd->back == N_NULL) continue;
        struct av v = get(&nd->s, in->t), base = get(&nd->s, in->b);
        if (v.kind == AV_ENTRY && v.reg == 2 && !in_frame(base)) return 1;
    }
    return 0;
}

static int collect_rules(struct flow *f, struct proc *p)
{
    uint8_t escapes = ra_escapes(f) ? RULE_RA_ESCAPES : 0;
    size_t n = f->n;
    uint32_t *first = calloc(n + 1, sizeof *first), *order = calloc(f->nnodes + 1, sizeof *order);
    if (!first || !order) { free(first); free(order); return -1; }
    for (size_t k = 0; k < f->nnodes; k++) first[f->nodes[k].front + 1]++;
    for (size_t i = 0; i < n; i++) first[i + 1] += first[i];
    for (size_t k = 0; k < f->nnodes; k++) order[first[f->nodes[k].front]++] = (uint32_t)k;
    for (size_t i = n; i > 0; i--) first[i] = first[i - 1];
    first[0] = 0;
    for (size_t i = 0; i < n; i++) {
        struct astate st[UQ_KINDS] = { 0 };
        for (uint32_t j = first[i]; j < first[i + 1]; j++) {
            const struct node *nd = &f->nodes[order[j]];
            join(&st[UQ_ANY], &nd->s);
            join(&st[queue_kind(nd)], &nd->s);
        }
        for (int q = 0; q < UQ_KINDS; q++) {
            p->rules[q][i] = rule_of(&st[q]);
            p->rules[q][i].flags |= escapes;
        }
    }
    free(first);
    free(order);
    return 0;
}

void uw_proc_free(struct proc *p)
{
    if (!p) return;
    for (int q = 0; q < UQ_KINDS; q++) free(p->rules[q]);
    free(p);
}

/* The region plus one instruction: the delay slot of its last branch lies past the
   region's end (in padding), and execution can stand there. */
struct proc *uw_analyse(struct uw_module *mod, const struct uw_entry *ent)
{
    uint64_t start = ent->start, end = ent->end;
    size_t n = (size_t)((end - start) / 4) + 1;
    struct proc *p = calloc(1, sizeof *p);
    uint8_t *reached = calloc(n ? n : 1, 1);
    struct flow f;
    int ok = p && reached && flow_alloc(&f, start, n) == 0;
    for (int q = 0; ok && q < UQ_KINDS; q++) ok = (p->rules[q] = calloc(n ? n : 1, sizeof *p->rules[q])) != NULL;
    if (!ok) { uw_proc_free(p); free(reached); return NULL; }
    f.frame_pointer = (ent->w1 & UWD1_SAVE_SP) != 0;
    decode_all(&f);
    seed_symbol(start, 1, &f);
    uw_each_symbol(mod, start + 4, end, seed_symbol, &f);
    run(&f);
    seed_unreached(&f, reached);
    ok = collect_rules(&f, p) == 0;
    flow_free(&f);
    free(reached);
    if (!ok) { uw_proc_free(p); return NULL; }
    p->start = start; p->end = end; p->n = n; p->mod = mod;
    uw_stat_procs++;
    uw_stat_insns += n;
    return p;
}

