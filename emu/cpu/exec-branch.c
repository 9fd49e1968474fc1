/* Branches: unconditional (B,L BLR BV BVE BE), compare/add/move-and-branch and branch on
   bit. Targets of PC-relative branches are resolved to absolute addresses at decode. */
#include "exec.h"
#include "bits.h"
#include "milli.h"
#include "shadow.h"
#include "shadow-memo.h"


/* User-mode link values carry privilege level 3 in their low bits, as on hardware. */
static inline uint64_t link_value(const struct cpu *c) { return (c->iaoq_b + 4) | 3; }

static inline void cbranch(struct cpu *c, const struct dinsn *d, int taken)
{
    if (taken) {
        c->next_b = (uint64_t)d->imm;
        if (d->b == NUL_TAKEN) c->nullify = 1;
    } else if (d->b == NUL_NOT_TAKEN) {
        c->nullify = 1;
    }
}

static void exec_cmpb(struct cpu *c, const struct dinsn *d)
{ cbranch(c, d, cond_sub(d->cond, c->gr[d->r1], c->gr[d->r2])); }

static void exec_cmpib(struct cpu *c, const struct dinsn *d)
{ cbranch(c, d, cond_sub(d->cond, (uint64_t)(int64_t)(int8_t)d->r1, c->gr[d->r2])); }

static void exec_addb(struct cpu *c, const struct dinsn *d)
{
    uint64_t x = c->gr[d->r1], y = c->gr[d->r2], r = x + y;
    set_gr(c, d->r2, r);
    cbranch(c, d, cond_add(d->cond, x, y, r));
}

static void exec_addib(struct cpu *c, const struct dinsn *d)
{
    uint64_t x = (uint64_t)(int64_t)(int8_t)d->r1, y = c->gr[d->r2], r = x + y;
    set_gr(c, d->r2, r);
    cbranch(c, d, cond_add(d->cond, x, y, r));
}

static void exec_movb(struct cpu *c, const struct dinsn *d)
{
    uint64_t v = c->gr[d->r1];
    set_gr(c, d->r2, v);
    cbranch(c, d, cond_shift(d->cond, v));
}

static void exec_movib(struct cpu *c, const struct dinsn *d)
{
    uint64_t v = (uint64_t)(int64_t)(int8_t)d->r1;
    set_gr(c, d->r2, v);
    cbranch(c, d, cond_shift(d->cond, v));
}

/* Branch on bit: d->a = big-endian bit number, or 255 for SAR (d->t = dword flag). */
static void exec_bb(struct cpu *c, const struct dinsn *d)
{
    unsigned p = d->a != 255 ? d->a : (d->t ? (unsigned)(c->sar & 63) : (unsigned)((c->sar & 31) | 32));
    int bit = (int)((c->gr[d->r1] << p) >> 63);
    cbranch(c, d, d->cond ? !bit : bit);
}

static void exec_bl(struct cpu *c, const struct dinsn *d)
{
    set_gr(c, d->t, link_value(c));
    c->next_b = (uint64_t)d->imm;
    if (d->b) c->nullify = 1;
}

static void exec_blr(struct cpu *c, const struct dinsn *d)
{
    uint64_t target = (c->iaoq_f + 8 + (c->gr[d->r1] << 3)) & ~3ull;
    set_gr(c, d->t, link_value(c));
    c->next_b = target;
    if (d->b) c->nullify = 1;
}

static void exec_bv(struct cpu *c, const struct dinsn *d)
{
    c->next_b = (c->gr[d->r2] + (c->gr[d->r1] << 3)) & ~3ull;
    if (d->b) c->nullify = 1;
}

static void exec_bve(struct cpu *c, const struct dinsn *d)
{
    uint64_t target = c->gr[d->r2] & ~3ull;
    if (d->t) c->gr[2] = link_value(c);
    c->next_b = target;
    if (d->b) c->nullify = 1;
}

static void exec_be(struct cpu *c, const struct dinsn *d)
{
    uint64_t target = (c->gr[d->r2] + (uint64_t)d->imm) & ~3ull;
    if (d->t) { c->gr[31] = link_value(c); c->sr[0] = 0; }
    c->next_b = target;
    if (d->b) c->nullify = 1;
}

/* Hooked variants for the shadow call stack (shadow.h): the decoder picks them only
   when it is enabled, so ordinary runs execute the plain ones above. */
static void exec_bl_shadow(struct cpu *c, const struct dinsn *d)
{
    uint64_t link = link_value(c);
    exec_bl(c, d);
    shadow_call(c, link, c->next_b);
}

static void exec_blr_shadow(struct cpu *c, const struct dinsn *d)
{
    uint64_t link = link_value(c);
    exec_blr(c, d);
    shadow_call(c, link, c->next_b);
}

static void exec_bv_shadow(struct cpu *c, const struct dinsn *d)
{
    exec_bv(c, d);
    shadow_jump(c, c->next_b);
}

static void exec_bve_shadow(struct cpu *c, const struct dinsn *d)
{
    uint64_t link = link_value(c);
    exec_bve(c, d);
    if (d->t) shadow_call(c, link, c->next_b);
    else shadow_jump(c, c->next_b);
}

static void exec_be_shadow(struct cpu *c, const struct dinsn *d)
{
    uint64_t link = link_value(c);
    exec_be(c, d);
    if (d->t) shadow_call(c, link, c->next_b);
    else shadow_jump(c, c->next_b);
}

/* Calls (a link register other than r0) and jumps through registers get the hooked
   executor; plain PC-relative branches never change the call stack. */
static void shadow_select(struct dinsn *d, unsigned ext)
{
    if (!shadow_enabled) return;
    if (d->fn == exec_bl && d->t && ext != 1) d->fn = exec_bl_shadow;    /* not b,gate */
    else if (d->fn == exec_blr && d->t) d->fn = exec_blr_shadow;
    else if (d->fn == exec_bv) d->fn = exec_bv_shadow;
    else if (d->fn == exec_bve) d->fn = exec_bve_shadow;
    else if (d->fn == exec_be) d->fn = exec_be_shadow;
}

static void set_cnull(struct dinsn *d, uint32_t w, int64_t disp)
{
    d->b = (w & 2) ? (disp < 0 ? NUL_NOT_TAKEN : NUL_TAKEN) : NUL_NONE;
}

/* Compare/add/move and branch, majors 0x20-0x2f, 0x32, 0x33, 0x3b. */
void decode_cbranch(struct dinsn *d, uint32_t w, uint64_t pc)
{
    unsigned op = w >> 26, c3 = BF(w, 13, 3);
    int64_t disp = disp12(w);
    d->imm = (int64_t)(pc + 8 + (uint64_t)disp);
    set_cnull(d, w, disp);
    d->r2 = (uint8_t)BF(w, 21, 5);
    d->r1 = (uint8_t)BF(w, 16, 5);
    unsigned imm5 = (unsigned)(uint8_t)(int8_t)low_sign_ext(BF(w, 16, 5), 5);
    switch (op) {
    case 0x20: d->cond = (uint8_t)c3; d->fn = exec_cmpb; return;
    case 0x22: d->cond = (uint8_t)(c3 | 8); d->fn = exec_cmpb; return;
    case 0x27: d->cond = (uint8_t)(c3 | 16); d->fn = exec_cmpb; return;
    case 0x2f: d->cond = (uint8_t)(c3 | 8 | 16); d->fn = exec_cmpb; return;
    case 0x21: d->cond = (uint8_t)c3; d->r1 = (uint8_t)imm5; d->fn = exec_cmpib; return;
    case 0x23: d->cond = (uint8_t)(c3 | 8); d->r1 = (uint8_t)imm5; d->fn = exec_cmpib; return;
    case 0x3b: {
        unsigned cc = BF(w, 13, 2);
        d->cond = (uint8_t)((cc ? cc : 4) | BF(w, 15, 1) << 3 | 16);
        d->r1 = (uint8_t)imm5; d->fn = exec_cmpib; return;
    }
    case 0x28: case 0x2a: case 0x29: case 0x2b: {
        unsigned f = (op & 2) ? 8 : 0, dw = 0;
        if (c3 >= 5) { dw = 16; c3 &= 3; }   /* PA 2.0 wide: *=, *<, *<= */
        d->cond = (uint8_t)(c3 | f | dw);
        if (op & 1) { d->r1 = (uint8_t)imm5; d->fn = exec_addib; }
        else d->fn = exec_addb;
        return;
    }
    case 0x32: d->cond = (uint8_t)c3; d->fn = exec_movb; return;
    case 0x33: d->cond = (uint8_t)c3; d->r1 = (uint8_t)imm5; d->fn = exec_movib; return;
    default: d->fn = NULL; return;
    }
}

/* 0x30 (SAR) and 0x31 (immediate position) branch on bit. */
void decode_bb(struct dinsn *d, uint32_t w, uint64_t pc)
{
    int64_t disp = disp12(w);
    unsigned dw = BF(w, 13, 1);
    d->imm = (int64_t)(pc + 8 + (uint64_t)disp);
    set_cnull(d, w, disp);
    d->r1 = (uint8_t)BF(w, 16, 5);
    d->cond = (uint8_t)BF(w, 15, 1);
    d->t = (uint8_t)dw;
    d->a = (w >> 26) == 0x30 ? 255 : (uint8_t)(BF(w, 21, 5) | (dw ? 0 : 32));
    d->fn = exec_bb;
}

/* 0x3a: B,L / B,L,PUSH / B,GATE / B,L long / BLR / BV / BVE / BVE,L. */
void decode_branch3a(struct dinsn *d, uint32_t w, uint64_t pc)
{
    unsigned ext = BF(w, 13, 3);
    d->b = (uint8_t)BF(w, 1, 1);
    d->t = (uint8_t)BF(w, 21, 5);
    d->r2 = (uint8_t)BF(w, 21, 5);
    d->r1 = (uint8_t)BF(w, 16, 5);
    switch (ext) {
    case 0: case 1: case 4:
        d->imm = (int64_t)(pc + 8 + (uint64_t)disp17(w)); d->fn = exec_bl; break;
    case 5:
        d->t = 2; d->imm = (int64_t)(pc + 8 + (uint64_t)disp22(w)); d->fn = exec_bl; break;
    case 2:
        if (BF(w, 0, 1)) { d->fn = NULL; return; }   /* pushbts etc.: not user code */
        d->fn = exec_blr; break;
    case 6:
        if (BF(w, 12, 1)) { d->t = 0; d->fn = exec_bve; break; }
        d->fn = exec_bv; break;
    case 7:
        if (BF(w, 12, 1)) { d->t = 1; d->fn = exec_bve; break; }
        d->fn = NULL; return;
    default: d->fn = NULL; return;
    }
    shadow_select(d, ext);
}

/* 0x38 BE, 0x39 BE,L: external branches; spaces are ignored (one flat space). */
void decode_be(struct dinsn *d, uint32_t w)
{
    d->r2 = (uint8_t)BF(w, 21, 5);
    d->imm = disp17(w);
    d->b = (uint8_t)BF(w, 1, 1);
    d->t = (uint8_t)((w >> 26) == 0x39);
    d->fn = exec_be;
    shadow_select(d, 0);
}

/* Taken always and ,n: the delay slot never runs unless the branch is nullified. */
int branch_nullifies_slot(const struct dinsn *d)
{
    return d->b && (d->fn == exec_bl || d->fn == exec_blr || d->fn == exec_bv || d->fn == exec_bve ||
                    d->fn == exec_bl_shadow || d->fn == exec_blr_shadow || d->fn == exec_bv_shadow ||
                    d->fn == exec_bve_shadow);
}

int branch_inline_form(const struct dinsn *d)
{
    if (d->fn == exec_cmpb) return IF_CMPB;
    if (d->fn == exec_cmpib) return IF_CMPIB;
    if (d->fn == exec_bl || d->fn == exec_bl_shadow) return IF_BL;
    if (d->fn == exec_bv || (d->fn == exec_bv_shadow && shadow_coarse)) return IF_BV;
    if (d->fn == exec_bve || (d->fn == exec_bve_shadow && shadow_coarse)) return IF_BVE;
    if (d->fn == exec_bb && d->a != 255) return IF_BB;
    return IF_NONE;
}

/* Where the block at d (at pc, n instructions, built by run.c) goes on in a superblock:
   the target of its b,l, which always jumps there, when that is forward (a backward one
   is a loop's, or an interpreter's dispatch: each block that jumps there would carry a
   copy of it; QuickJS's host code grew by 13% so, 4.5% forward only, for the same time),
   else its fall-through path, and the return point of a call of millicode that the
   translator runs inline (milli.c). A b,l without link after an instruction that may
   nullify it is gcc's conditional jump (cmpclr,cond; b,l,n L,r0): its fall-through, the
   path when nullified, as for a compare and branch. 0 when its slot is not in it, or the
   b,l goes back or records a call on the shadow stack. */
uint64_t block_next(const struct dinsn *d, uint64_t pc, unsigned n)
{
    if (n < 2 || !d->slot || d->slot_null || d[n - 2].fn == exec_bl_shadow) return 0;
    if (d[n - 2].fn != exec_bl) return pc + 4 * n;
    if (d[n - 2].t == 2 && milli_find((uint64_t)d[n - 2].imm)) return pc + 4 * n;   /* run inline */
    if (!d[n - 2].t && n >= 3 && alu_sets_n(&d[n - 3])) return pc + 4 * n;   /* a conditional jump */
    return (uint64_t)d[n - 2].imm > pc + 4 * n ? (uint64_t)d[n - 2].imm : 0;
}

/* The target of the compare and branch (or branch on bit) that ends the block at d, its
   slot in it, when the target is past the block; else 0. */
uint64_t block_taken(const struct dinsn *d, uint64_t pc, unsigned n)
{
    if (n < 2 || !d->slot || d->slot_null) return 0;
    int form = branch_inline_form(&d[n - 2]);
    if (form != IF_CMPB && form != IF_CMPIB && form != IF_BB) return 0;
    return (uint64_t)d[n - 2].imm >= pc + 4 * n ? (uint64_t)d[n - 2].imm : 0;
}

int branch_calls_shadow(const struct dinsn *d) { return d->fn == exec_bl_shadow; }
int branch_calls_shadow_reg(const struct dinsn *d) { return d->fn == exec_bve_shadow && d->t; }

int branch_returns_shadow(const struct dinsn *d)
{
    return d->fn == exec_bv_shadow || (d->fn == exec_bve_shadow && !d->t);
}
