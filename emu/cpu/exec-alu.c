/* Integer computation: add/sub family with carries, conditions and traps (major 0x02),
   immediate arithmetic (ADDI SUBI CMPICLR), shift pair, extract and deposit. */
#include "exec.h"
#include "bits.h"

enum { AF_L = 1, AF_TSV = 2, AF_CW = 4, AF_CD = 8, AF_TC = 16, AF_B = 32 };

static inline unsigned carry_word(const struct cpu *c)
{ return (unsigned)(((c->cb_x ^ c->cb_y ^ c->cb_r) >> 32) & 1); }
static inline unsigned carry_dword(const struct cpu *c)
{ return carry_out64(c->cb_x, c->cb_y, c->cb_r); }

static inline int overflow(uint64_t x, uint64_t y, uint64_t r, int dword)
{
    uint64_t v = (x ^ r) & (y ^ r);
    return (int)((dword ? v >> 63 : v >> 31) & 1);
}

_Noreturn static void trap_overflow(struct cpu *c)
{ guest_fault(c, FAULT_FPE, c->iaoq_f, "overflow trap"); }
_Noreturn static void trap_cond(struct cpu *c)
{ guest_fault(c, FAULT_FPE, c->iaoq_f, "conditional trap"); }

/* The common fast cases: no condition, no trap, no carry-in. */
static void exec_add_plain(struct cpu *c, const struct dinsn *d)
{
    uint64_t x = c->gr[d->r1] << d->a, y = c->gr[d->r2], r = x + y;
    c->cb_x = x; c->cb_y = y; c->cb_r = r;
    set_gr(c, d->t, r);
}
static void exec_add_l_plain(struct cpu *c, const struct dinsn *d)
{ set_gr(c, d->t, (c->gr[d->r1] << d->a) + c->gr[d->r2]); }

static void exec_add(struct cpu *c, const struct dinsn *d)
{
    uint64_t x = c->gr[d->r1] << d->a, y = c->gr[d->r2];
    unsigned cin = (d->b & AF_CW) ? carry_word(c) : (d->b & AF_CD) ? carry_dword(c) : 0;
    uint64_t r = x + y + cin;
    int dw = (d->cond >> 4) & 1;
    if ((d->b & AF_TSV) && overflow(x, y, r, dw)) trap_overflow(c);
    int cond = d->cond & 15 ? cond_add(d->cond, x, y, r) : 0;
    if ((d->b & AF_TC) && cond) trap_cond(c);
    if (!(d->b & AF_L)) { c->cb_x = x; c->cb_y = y; c->cb_r = r; }
    if (cond && !(d->b & AF_TC)) c->nullify = 1;
    set_gr(c, d->t, r);
}

static void exec_sub_plain(struct cpu *c, const struct dinsn *d)
{
    uint64_t x = c->gr[d->r1], y = ~c->gr[d->r2], r = x + y + 1;
    c->cb_x = x; c->cb_y = y; c->cb_r = r;
    set_gr(c, d->t, r);
}

static void exec_sub(struct cpu *c, const struct dinsn *d)
{
    uint64_t x = c->gr[d->r1], yo = c->gr[d->r2], y = ~yo;
    unsigned cin = (d->b & AF_B) ? ((d->cond >> 4) & 1 ? carry_dword(c) : carry_word(c)) : 1;
    uint64_t r = x + y + cin;
    int dw = (d->cond >> 4) & 1;
    if ((d->b & AF_TSV) && overflow(x, y, r, dw)) trap_overflow(c);
    int cond = 0;
    if (d->cond & 15) cond = (d->b & AF_B) ? cond_add(d->cond, x, y, r) : cond_sub(d->cond, x, yo);
    if ((d->b & AF_TC) && cond) trap_cond(c);
    c->cb_x = x; c->cb_y = y; c->cb_r = r;
    if (cond && !(d->b & AF_TC)) c->nullify = 1;
    set_gr(c, d->t, r);
}

/* Divide step: one bit of a non-restoring 32-bit division (millicode $$divI etc.). */
/* The carry operands (see struct cpu) as values, so that a ladder keeps them in host
   registers. */
struct cb { uint64_t x, y, r; };

static inline unsigned cb_word(const struct cb *k) { return (unsigned)(((k->x ^ k->y ^ k->r) >> 32) & 1); }

/* DS: one step of non-restoring division; PSW V says whether the last step subtracted. */
static inline uint64_t ds_op(uint64_t in1, uint64_t in2, int *v, struct cb *k)
{
    uint64_t x = (in1 << 1) + cb_word(k), y = *v ? ~in2 : in2, r = x + y + (*v ? 1 : 0);
    *k = (struct cb){ x, y, r };
    *v = (int)((((x ^ y ^ r) >> 32) ^ (in2 >> 31)) & 1);
    return r;
}

static void exec_ds(struct cpu *c, const struct dinsn *d)
{
    struct cb k = { c->cb_x, c->cb_y, c->cb_r };
    uint64_t r = ds_op(c->gr[d->r1], c->gr[d->r2], &c->psw_v, &k);
    c->cb_x = k.x; c->cb_y = k.y; c->cb_r = k.r;
    if ((d->cond & 15) && cond_add(d->cond & 15, k.x, k.y, r)) c->nullify = 1;
    set_gr(c, d->t, r);
}

static void exec_cmpclr(struct cpu *c, const struct dinsn *d)
{
    if (cond_sub(d->cond, c->gr[d->r1], c->gr[d->r2])) c->nullify = 1;
    set_gr(c, d->t, 0);
}

#define LOGIC_OP(N, EXPR)                                                           \
    static void exec_##N(struct cpu *c, const struct dinsn *d)                      \
    {                                                                               \
        uint64_t x = c->gr[d->r1], y = c->gr[d->r2], r = (EXPR);                    \
        if ((d->cond & 15) && cond_logic(d->cond, r)) c->nullify = 1;               \
        set_gr(c, d->t, r);                                                         \
    }                                                                               \
    static void exec_##N##_plain(struct cpu *c, const struct dinsn *d)              \
    { uint64_t x = c->gr[d->r1], y = c->gr[d->r2]; set_gr(c, d->t, (EXPR)); }
LOGIC_OP(and, x & y)
LOGIC_OP(or, x | y)
LOGIC_OP(xor, x ^ y)
LOGIC_OP(andcm, x & ~y)

static void exec_uxor(struct cpu *c, const struct dinsn *d)
{
    uint64_t r = c->gr[d->r1] ^ c->gr[d->r2];
    if ((d->cond & 15) && cond_unit(d->cond, r, 0)) c->nullify = 1;
    set_gr(c, d->t, r);
}

static void exec_uaddcm(struct cpu *c, const struct dinsn *d)
{
    uint64_t x = c->gr[d->r1], y = ~c->gr[d->r2], r = x + y;
    int cond = (d->cond & 15) ? cond_unit(d->cond, r, x ^ y ^ r) : 0;
    if ((d->b & AF_TC) && cond) trap_cond(c);
    if (cond && !(d->b & AF_TC)) c->nullify = 1;
    set_gr(c, d->t, r);
}

/* Decimal correct: subtract (dcor) or add (idcor) 6 in each digit per the C/B bits. */
static void exec_dcor(struct cpu *c, const struct dinsn *d)
{
    uint64_t carries = c->cb_x ^ c->cb_y ^ c->cb_r, fix = 0;
    for (unsigned i = 0; i < 16; i++) {
        unsigned cb = i < 15 ? (unsigned)((carries >> (4 * i + 4)) & 1) : carry_dword(c);
        if (d->a ? cb : !cb) fix |= (uint64_t)6 << (4 * i);
    }
    uint64_t r = d->a ? c->gr[d->r2] + fix : c->gr[d->r2] - fix;
    if ((d->cond & 15) && cond_unit(d->cond, r, 0)) c->nullify = 1;
    set_gr(c, d->t, r);
}

void decode_arith(struct dinsn *d, uint32_t w)
{
    unsigned ext6 = BF(w, 6, 6), dw = BF(w, 5, 1), cf = BF(w, 12, 4);
    d->r2 = (uint8_t)BF(w, 21, 5);
    d->r1 = (uint8_t)BF(w, 16, 5);
    d->t = (uint8_t)BF(w, 0, 5);
    d->cond = (uint8_t)((cf >> 1) | (cf & 1) << 3 | dw << 4);
    d->a = 0; d->b = 0;
    switch (ext6) {
    case 0x00: d->fn = cf ? exec_andcm : exec_andcm_plain; return;
    case 0x08: d->fn = cf ? exec_and : exec_and_plain; return;
    case 0x09: d->fn = cf ? exec_or : exec_or_plain; return;
    case 0x0a: d->fn = cf ? exec_xor : exec_xor_plain; return;
    case 0x0e: d->fn = exec_uxor; return;
    case 0x11: d->fn = exec_ds; d->cond &= 15; return;
    case 0x22: d->fn = exec_cmpclr; return;
    case 0x26: d->fn = exec_uaddcm; return;
    case 0x27: d->fn = exec_uaddcm; d->b = AF_TC; return;
    case 0x2e: case 0x2f:
        d->r2 = d->r2; d->a = (uint8_t)(ext6 & 1); d->fn = exec_dcor; return;
    case 0x10: d->fn = cf ? exec_sub : exec_sub_plain; return;
    case 0x30: d->b = AF_TSV; d->fn = exec_sub; return;
    case 0x13: d->b = AF_TC; d->fn = exec_sub; return;
    case 0x33: d->b = AF_TC | AF_TSV; d->fn = exec_sub; return;
    case 0x14: d->b = AF_B; d->fn = exec_sub; return;
    case 0x34: d->b = AF_B | AF_TSV; d->fn = exec_sub; return;
    case 0x1c: d->b = dw ? AF_CD : AF_CW; d->fn = exec_add; return;
    case 0x3c: d->b = (dw ? AF_CD : AF_CW) | AF_TSV; d->fn = exec_add; return;
    default: break;
    }
    unsigned kind = ext6 >> 2, sh = ext6 & 3;
    d->a = (uint8_t)sh;
    switch (kind) {
    case 0x6: d->fn = cf ? exec_add : exec_add_plain; return;        /* add, shNadd */
    case 0xa: d->b = AF_L; d->fn = cf ? exec_add : exec_add_l_plain; return;
    case 0xe: d->b = AF_TSV; d->fn = exec_add; return;
    default: d->fn = NULL; return;
    }
}

/* ADDI (0x2d), ADDI,TC (0x2c), SUBI (0x25), CMPICLR (0x24): 11-bit immediate, word
   conditions except CMPICLR's d bit. */
static void exec_addi(struct cpu *c, const struct dinsn *d)
{
    uint64_t x = (uint64_t)d->imm, y = c->gr[d->r2], r = x + y;
    if ((d->b & AF_TSV) && overflow(x, y, r, 0)) trap_overflow(c);
    int cond = (d->cond & 15) ? cond_add(d->cond, x, y, r) : 0;
    if ((d->b & AF_TC) && cond) trap_cond(c);
    c->cb_x = x; c->cb_y = y; c->cb_r = r;
    if (cond && !(d->b & AF_TC)) c->nullify = 1;
    set_gr(c, d->t, r);
}

static void exec_subi(struct cpu *c, const struct dinsn *d)
{
    uint64_t x = (uint64_t)d->imm, yo = c->gr[d->r2], y = ~yo, r = x + y + 1;
    if ((d->b & AF_TSV) && overflow(x, y, r, 0)) trap_overflow(c);
    int cond = (d->cond & 15) ? cond_sub(d->cond, x, yo) : 0;
    c->cb_x = x; c->cb_y = y; c->cb_r = r;
    if (cond) c->nullify = 1;
    set_gr(c, d->t, r);
}

static void exec_cmpiclr(struct cpu *c, const struct dinsn *d)
{
    if (cond_sub(d->cond, (uint64_t)d->imm, c->gr[d->r2])) c->nullify = 1;
    set_gr(c, d->t, 0);
}

void decode_arith_imm(struct dinsn *d, uint32_t w)
{
    unsigned op = w >> 26, cf = BF(w, 12, 4), e = BF(w, 11, 1);
    d->r2 = (uint8_t)BF(w, 21, 5);
    d->t = (uint8_t)BF(w, 16, 5);
    d->imm = low_sign_ext(BF(w, 0, 11), 11);
    d->cond = (uint8_t)((cf >> 1) | (cf & 1) << 3);
    d->b = 0;
    switch (op) {
    case 0x2d: d->b = e ? AF_TSV : 0; d->fn = exec_addi; return;
    case 0x2c: d->b = AF_TC | (e ? AF_TSV : 0); d->fn = exec_addi; return;
    case 0x25: d->b = e ? AF_TSV : 0; d->fn = exec_subi; return;
    default: d->cond |= (uint8_t)(e << 4); d->fn = exec_cmpiclr; return;
    }
}

/* ---- shift pair, extract, deposit ---- */

static inline uint64_t mask_n(unsigned len) { return len >= 64 ? ~0ull : (1ull << len) - 1; }

static inline void shift_cond(struct cpu *c, const struct dinsn *d, uint64_t r)
{ if ((d->cond & 7) && cond_shift(d->cond, r)) c->nullify = 1; }

/* d->a = shift amount (immediate forms), d->b bit0 = doubleword, bit1 = use SAR. */
static void exec_shrp(struct cpu *c, const struct dinsn *d)
{
    uint64_t hi = c->gr[d->r1], lo = c->gr[d->r2], r;
    unsigned dw = d->b & 1, sa = (d->b & 2) ? (unsigned)(c->sar & (dw ? 63 : 31)) : d->a;
    if (dw) r = sa ? (lo >> sa) | (hi << (64 - sa)) : lo;
    else r = (uint32_t)((((hi & 0xffffffffull) << 32) | (lo & 0xffffffffull)) >> sa);
    shift_cond(c, d, r);
    set_gr(c, d->t, r);
}

/* Extract: d->a = shift right (pos forms), d->imm = length, d->b: bit0 dword, bit1 SAR,
   bit2 signed. */
static void exec_extr(struct cpu *c, const struct dinsn *d)
{
    uint64_t v = c->gr[d->r2], r;
    unsigned dw = d->b & 1, len = (unsigned)d->imm;
    unsigned sh = (d->b & 2) ? (dw ? 63 - (unsigned)(c->sar & 63) : 31 - (unsigned)(c->sar & 31)) : d->a;
    if (!dw && sh + len > 32) len = 32 - sh;
    if (sh + len > 64) len = 64 - sh;
    r = (v >> sh) & mask_n(len);
    if ((d->b & 4) && len && len < 64 && (r >> (len - 1)) & 1) r |= ~mask_n(len);
    shift_cond(c, d, r);
    set_gr(c, d->t, r);
}

/* Deposit: d->a = LSB position (immediate forms), d->imm = length, source is register
   r1 or immediate (bit3), d->b: bit0 dword, bit1 SAR, bit2 keep others (not ,z). */
/* The deposited field: its position and mask (in place), for a SAR value. */
static inline uint64_t dep_field(const struct dinsn *d, uint64_t sar, unsigned *pos_out)
{
    unsigned dw = d->b & 1, len = (unsigned)d->imm;
    unsigned pos = (d->b & 2) ? (dw ? 63 - (unsigned)(sar & 63) : 31 - (unsigned)(sar & 31)) : d->a;
    unsigned width = dw ? 64 : 32;
    if (pos >= width) pos = width - 1;
    if (pos + len > width) len = width - pos;
    *pos_out = pos;
    return mask_n(len) << pos;
}

static void exec_dep(struct cpu *c, const struct dinsn *d)
{
    uint64_t src = (d->b & 8) ? (uint64_t)(int64_t)(int8_t)d->r1 : c->gr[d->r1];
    unsigned dw = d->b & 1, pos;
    uint64_t m = dep_field(d, c->sar, &pos);
    uint64_t old = (d->b & 4) ? c->gr[d->t] : 0;
    uint64_t r = (old & ~m) | ((src << pos) & m);
    if (!dw && !(d->b & 4)) r &= 0xffffffffull;
    shift_cond(c, d, r);
    set_gr(c, d->t, r);
}

/* Immediate-position extract without a condition, the everyday sign/zero extension:
   d->a = left shift that puts the field at the top, d->b = right shift back. */
static void exec_extr_u_fast(struct cpu *c, const struct dinsn *d)
{ set_gr(c, d->t, (c->gr[d->r2] << d->a) >> d->b); }
static void exec_extr_s_fast(struct cpu *c, const struct dinsn *d)
{ set_gr(c, d->t, (uint64_t)((int64_t)(c->gr[d->r2] << d->a) >> d->b)); }

/* Switches an immediate extract with no condition to the two-shift form. */
static void extr_fast(struct dinsn *d)
{
    if (d->fn != exec_extr || (d->b & 2) || (d->cond & 7)) return;
    unsigned dw = d->b & 1, len = (unsigned)d->imm, sh = d->a;
    if (!dw && sh + len > 32) len = 32 - sh;
    if (sh + len > 64) len = 64 - sh;
    if (len == 0) return;
    int sign = (d->b & 4) != 0;
    d->a = (uint8_t)(64 - sh - len);
    d->b = (uint8_t)(64 - len);
    d->fn = sign ? exec_extr_s_fast : exec_extr_u_fast;
}

static unsigned len6(unsigned x, unsigned y) { return 32 * x + 32 - y; }

/* 0x34: shrpw/shrpd (SAR and immediate), extrw/extrd with SAR, extrw immediate. */
void decode_shift34(struct dinsn *d, uint32_t w)
{
    unsigned sub = BF(w, 11, 2), c3 = BF(w, 13, 3);
    d->cond = (uint8_t)c3;
    d->fn = exec_shrp;
    d->r2 = (uint8_t)BF(w, 21, 5);
    d->r1 = (uint8_t)BF(w, 16, 5);
    d->t = (uint8_t)BF(w, 0, 5);
    if (sub == 0 && !BF(w, 10, 1)) {               /* shrp sar: bit 9 = d */
        d->b = (uint8_t)(2 | BF(w, 9, 1));
    } else if (sub == 0 || sub == 1) {
        if (BF(w, 10, 1)) {                        /* shrpd imm, cpos6 */
            unsigned cpos = (BF(w, 11, 1) << 5) | BF(w, 5, 5);
            d->b = 1; d->a = (uint8_t)(63 - cpos);
        } else {
            d->b = 0; d->a = (uint8_t)(31 - BF(w, 5, 5));
        }
    } else {
        d->fn = exec_extr;
        d->r2 = (uint8_t)BF(w, 21, 5);
        d->t = (uint8_t)BF(w, 16, 5);
        unsigned se = BF(w, 10, 1);
        if (sub == 2) {                            /* extr sar */
            unsigned dw = BF(w, 9, 1);
            d->b = (uint8_t)(2 | dw | se << 2);
            d->imm = dw ? len6(BF(w, 8, 1), BF(w, 0, 5)) : 32 - BF(w, 0, 5);
        } else {
            d->b = (uint8_t)(se << 2);
            d->a = (uint8_t)(31 - BF(w, 5, 5));
            d->imm = 32 - BF(w, 0, 5);
        }
    }
    if (d->b & 1) d->cond |= 16;
    extr_fast(d);
}

/* 0x36: extrd immediate. */
void decode_extrd(struct dinsn *d, uint32_t w)
{
    unsigned pos = (BF(w, 11, 1) << 5) | BF(w, 5, 5);
    d->fn = exec_extr;
    d->r2 = (uint8_t)BF(w, 21, 5);
    d->t = (uint8_t)BF(w, 16, 5);
    d->cond = (uint8_t)(BF(w, 13, 3) | 16);
    d->b = (uint8_t)(1 | BF(w, 10, 1) << 2);
    d->a = (uint8_t)(63 - pos);
    d->imm = len6(BF(w, 12, 1), BF(w, 0, 5));
    extr_fast(d);
}

/* 0x35: depw/depd with SAR, depw imm, depwi (SAR and imm). */
void decode_dep35(struct dinsn *d, uint32_t w)
{
    unsigned sub = BF(w, 11, 2), nz = BF(w, 10, 1);
    d->fn = exec_dep;
    d->t = (uint8_t)BF(w, 21, 5);
    d->r1 = (uint8_t)BF(w, 16, 5);
    d->cond = (uint8_t)BF(w, 13, 3);
    unsigned imm = sub >= 2;
    if (imm) d->r1 = (uint8_t)(int8_t)low_sign_ext(BF(w, 16, 5), 5);
    if (sub == 0 || sub == 2) {                    /* SAR forms */
        unsigned dw = BF(w, 9, 1);
        d->b = (uint8_t)(2 | dw | nz << 2 | imm << 3);
        d->imm = dw ? len6(BF(w, 8, 1), BF(w, 0, 5)) : 32 - BF(w, 0, 5);
    } else {
        d->b = (uint8_t)(nz << 2 | imm << 3);
        d->a = (uint8_t)BF(w, 5, 5);
        d->imm = 32 - BF(w, 0, 5);
    }
    if (d->b & 1) d->cond |= 16;
}

/* 0x3c depd, 0x3d depdi: immediate position and length. */
void decode_depd(struct dinsn *d, uint32_t w)
{
    unsigned imm = (w >> 26) == 0x3d;
    d->fn = exec_dep;
    d->t = (uint8_t)BF(w, 21, 5);
    d->r1 = imm ? (uint8_t)(int8_t)low_sign_ext(BF(w, 16, 5), 5) : (uint8_t)BF(w, 16, 5);
    d->cond = (uint8_t)(BF(w, 13, 3) | 16);
    d->b = (uint8_t)(1 | BF(w, 10, 1) << 2 | imm << 3);
    d->a = (uint8_t)((BF(w, 11, 1) << 5) | BF(w, 5, 5));
    d->imm = len6(BF(w, 12, 1), BF(w, 0, 5));
}

/* Divide-step ladders: the executors above, called directly so that they inline. Only
   forms that can neither trap nor nullify qualify, so the caller can run the whole
   ladder between two event checks. */
static int ladder_step(const struct dinsn *d)
{
    if (d->fn == exec_ds) return !(d->cond & 15);
    if (d->fn == exec_add_plain) return 1;
    return d->fn == exec_add && !(d->cond & 15) && !(d->b & ~(AF_CW | AF_CD));
}

unsigned alu_ladder_len(const struct dinsn *d, unsigned n)
{
    unsigned i = 0;
    while (i < n && ladder_step(&d[i])) i++;
    return i;
}

static int ds_pair(const struct dinsn *d);

/* Each DS that starts a run of repeated DS/ADD,C pairs in the ladder d[0..n) keeps the
   run's length in its (otherwise unused) a field, so the ladder does not count it
   again each time: the words decide it, and a longer block only finds more. */
void alu_ladder_prepare(struct dinsn *d, unsigned n)
{
    for (unsigned i = 0; i + 1 < n; i++) {
        if (!ds_pair(&d[i])) continue;
        unsigned m = 0;
        while (i + 2 * m + 1 < n && d[i + 2 * m].raw == d[i].raw && d[i + 2 * m + 1].raw == d[i + 1].raw) m++;
        if (m > 127) m = 127;
        if (m > d[i].a) d[i].a = (uint8_t)m;
        i += 2 * m - 1;
    }
}

/* The carry operands and PSW V stay in host registers across the ladder; each step is
   what exec_ds or exec_add without condition and trap computes. */

/* The millicode's repeated pair DS R,D,R; ADD,C T,T,T (three distinct registers). */
static int ds_pair(const struct dinsn *d)
{
    const struct dinsn *a = d + 1;
    return d->fn == exec_ds && d->r1 == d->t && d->t && d->r2 && d->r2 != d->t &&
           a->fn == exec_add && a->b == AF_CW && !a->a && a->r1 == a->t && a->r2 == a->t &&
           a->t && a->t != d->t && a->t != d->r2;
}

/* n / d for a quotient below 2^32: x86's 64-by-32-bit divide, several times faster
   than the 64-bit one gcc emits for the C expression. */
static inline uint64_t div_small(uint64_t n, uint64_t d)
{
#if defined(__x86_64__)
    uint32_t q, r;
    __asm__("divl %4" : "=a"(q), "=d"(r) : "a"((uint32_t)n), "d"((uint32_t)(n >> 32)), "rm"((uint32_t)d));
    (void)r;
    return q;
#else
    return n / d;
#endif
}

/* m pairs at once, when they are the division they were written for: a divisor below
   2^31 and a partial remainder R in range for PSW V (v = 1: 0 <= R < D, the next step
   subtracts; v = 0: -D <= R - 2^32 < 0). Non-restoring division then produces the
   quotient bits of restoring division, so one host division gives every step's
   carry and V; R and T follow linearly (each step R = 2R + b -/+ D, T = 2T + q, b the
   bit shifted out of T). Returns 0 (nothing done) outside those conditions. */
static int ds_pairs_closed(uint64_t *Rp, uint64_t D, uint64_t *Tp, unsigned m, struct cb *k, int *v)
{
    uint64_t R = *Rp, T = *Tp, D32 = D & 0xffffffffu, R32 = R & 0xffffffffu;
    if (m == 0 || m > 32 || D32 == 0 || (D32 >> 31)) return 0;
    uint64_t W0;                                    /* the restoring remainder */
    if (*v) { if (R32 >= D32) return 0; W0 = R32; }
    else { if (R32 < (1ull << 32) - D32) return 0; W0 = R32 + D32 - (1ull << 32); }
    /* b_0 from the incoming carry, then bits 31, 30, ... of T */
    uint64_t B = (uint64_t)cb_word(k) << (m - 1);
    if (m > 1) B |= (T >> (33 - m)) & ((1ull << (m - 1)) - 1);
    uint64_t N = (W0 << m) | B, Q = div_small(N, D32);   /* N < D32 * 2^m */
    uint64_t Vm = ((uint64_t)*v << (m - 1)) | (Q >> 1);   /* the steps that subtracted */
    uint64_t span = m == 64 ? ~0ull : (1ull << m) - 1;
    *Rp = (R << m) + B + D * (span - 2 * Vm);
    uint64_t Tprev = (T << (m - 1)) + (Q >> 1);
    *Tp = (T << m) + Q;
    *k = (struct cb){ Tprev, Tprev, *Tp };
    *v = (int)(Q & 1);
    return 1;
}

/* Runs the pairs from d while they repeat; returns how many instructions that was. */
static unsigned run_ds_pairs(struct cpu *c, const struct dinsn *d, unsigned n, struct cb *k, int *v)
{
    uint32_t w0 = d[0].raw, w1 = d[1].raw;
    unsigned rr = d->t, rt = d[1].t, i = 0;
    uint64_t R = c->gr[rr], D = c->gr[d->r2], T = c->gr[rt];
    unsigned m = d->a;                              /* counted once (alu_ladder_prepare) */
    if (!m || 2 * m > n) {
        m = 0;
        while (2 * m + 1 < n && d[2 * m].raw == w0 && d[2 * m + 1].raw == w1) m++;
    }
    if (m >= 4 && ds_pairs_closed(&R, D, &T, m, k, v)) {
        c->gr[rr] = R;
        c->gr[rt] = T;
        return 2 * m;
    }
    for (; i + 1 < n && d[i].raw == w0 && d[i + 1].raw == w1; i += 2) {
        R = ds_op(R, D, v, k);
        uint64_t r = T + T + cb_word(k);
        *k = (struct cb){ T, T, r };
        T = r;
    }
    c->gr[rr] = R;
    c->gr[rt] = T;
    return i;
}

/* DS 0,D,R; ADD,C T,T,T before the pairs DS R,D,R; ADD,C T,T,T: the millicode's first
   pair, the same as the others with R = 0 going in. */
static int ds_lead_pair(const struct dinsn *d, unsigned left)
{
    return left >= 4 && d->fn == exec_ds && !d->r1 && ds_pair(d + 2) && d[2].t == d->t &&
           d[2].r2 == d->r2 && d[2].cond == d->cond && d[1].raw == d[3].raw;
}

int alu_ladder_kind(const struct dinsn *d, unsigned left)
{
    if (left >= 2 && ds_pair(d)) return LADDER_PAIRS;
    if (ds_lead_pair(d, left)) return LADDER_LEAD;
    return d->fn == exec_ds ? LADDER_DS : LADDER_ADD;
}

void alu_run_ladder(struct cpu *c, const struct dinsn *d, unsigned n)
{
    struct cb k = { c->cb_x, c->cb_y, c->cb_r };
    int v = c->psw_v;
    for (const struct dinsn *e = d + n; d < e; d++) {
        if (d + 1 < e && ds_pair(d)) {
            d += run_ds_pairs(c, d, (unsigned)(e - d), &k, &v) - 1;
            continue;
        }
        uint64_t r;
        if (d->fn == exec_ds) r = ds_op(c->gr[d->r1], c->gr[d->r2], &v, &k);
        else {
            uint64_t x = c->gr[d->r1] << d->a, y = c->gr[d->r2];
            unsigned cin = (d->b & AF_CW) ? cb_word(&k) : (d->b & AF_CD) ? carry_out64(k.x, k.y, k.r) : 0;
            r = x + y + cin;
            k = (struct cb){ x, y, r };
        }
        set_gr(c, d->t, r);
    }
    c->cb_x = k.x; c->cb_y = k.y; c->cb_r = k.r;
    c->psw_v = v;
}

static int add_form_of(const struct dinsn *d, struct add_form *f);

int alu_inline_form(const struct dinsn *d)
{
    if (d->fn == exec_or_plain) return IF_OR;
    if (d->fn == exec_xor_plain) return IF_XOR;
    if (d->fn == exec_and_plain) return IF_AND;
    if (d->fn == exec_andcm_plain) return IF_ANDCM;
    if (d->fn == exec_add_l_plain) return IF_ADDL;
    if (d->fn == exec_add_plain) return IF_ADD;
    if (d->fn == exec_sub_plain) return IF_SUB;
    if (d->fn == exec_subi && !(d->b & AF_TSV) && !(d->cond & 15)) return IF_SUBI;
    if (d->fn == exec_shrp && !(d->cond & 7)) return IF_SHRP;
    if (d->fn == exec_dep && (d->b & 2) && !(d->b & 4) && !(d->cond & 7) && d->imm >= 1 && d->imm <= 64)
        return IF_DEPSAR;
    if (d->fn == exec_extr && (d->b & 2) && !(d->cond & 7) && d->imm >= 1 && d->imm <= 64) return IF_EXTRSAR;
    if (d->fn == exec_sub && d->b == AF_B && !(d->cond & 15)) return IF_SUBB;
    if (d->fn == exec_extr_u_fast) return IF_EXTRU;
    if (d->fn == exec_extr_s_fast) return IF_EXTRS;
    if (d->fn == exec_cmpclr) return IF_CMPCLR;
    if (d->fn == exec_cmpiclr) return IF_CMPICLR;
    if (d->fn == exec_dep && !(d->b & 2) && !(d->cond & 7)) return IF_DEP;
    struct add_form af;
    if (add_form_of(d, &af)) return IF_ADDC;
    if (alu_logic_op(d) >= 0) return IF_LOGICC;
    if (d->fn == exec_extr && !(d->b & 2) && d->imm >= 1 && d->imm <= 64) return IF_EXTRC;
    if (d->fn == exec_shrp) return IF_SHRPC;
    return IF_NONE;
}

static int add_form_of(const struct dinsn *d, struct add_form *f)
{
    *f = (struct add_form){ 0, 0, CIN_NONE, 1, 0, 0, d->cond, 0 };
    if (d->fn == exec_add && !(d->b & ~(AF_L | AF_CW | AF_CD))) {
        f->sh = d->a;
        f->cin = (d->b & AF_CW) ? CIN_WORD : (d->b & AF_CD) ? CIN_DWORD : CIN_NONE;
        f->cb = !(d->b & AF_L);
        return 1;
    }
    if (d->fn == exec_addi && !(d->b & (AF_TSV | AF_TC))) { f->x_imm = 1; f->imm = d->imm; return 1; }
    unsigned c = d->cond & 7;
    if (d->fn == exec_addi && d->b == AF_TC && c && c != 5 && c != 7 && !(d->cond & 16)) {
        f->x_imm = 1; f->imm = d->imm; f->trap = 1;
        return 1;
    }
    if (d->fn == exec_sub && !(d->b & ~AF_B) && (d->cond & 15)) {
        f->not_y = 1;
        f->cin = (d->b & AF_B) ? ((d->cond >> 4) & 1 ? CIN_DWORD : CIN_WORD) : CIN_ONE;
        return 1;
    }
    if (d->fn == exec_subi && !(d->b & AF_TSV) && (d->cond & 15)) {
        f->x_imm = 1; f->imm = d->imm; f->not_y = 1; f->cin = CIN_ONE;
        return 1;
    }
    if (d->fn == exec_uaddcm && !(d->cond & 15)) {  /* r1 + ~r2, no carries (uaddcm r0,x,t: ~x) */
        f->not_y = 1; f->cb = 0;
        return 1;
    }
    return 0;
}

int alu_add_form(const struct dinsn *d, struct add_form *f)
{ return alu_inline_form(d) == IF_ADDC && add_form_of(d, f) ? 0 : -1; }

int alu_sets_n(const struct dinsn *d)
{
    struct add_form f;
    int form = alu_inline_form(d);
    if (form == IF_ADDC && add_form_of(d, &f)) return !f.trap && (f.cond & 15);
    return form == IF_CMPCLR || form == IF_CMPICLR || form == IF_LOGICC || form == IF_EXTRC || form == IF_SHRPC;
}

int alu_logic_op(const struct dinsn *d)
{
    return d->fn == exec_and ? 0 : d->fn == exec_or ? 1 : d->fn == exec_xor ? 2 : d->fn == exec_andcm ? 3 : -1;
}

int alu_extr_form(const struct dinsn *d, unsigned *left, unsigned *right, int *sign)
{
    if (d->fn != exec_extr || (d->b & 2)) return -1;
    unsigned dw = d->b & 1, len = (unsigned)d->imm, sh = d->a;
    if (!dw && sh + len > 32) len = 32 - sh;
    if (sh + len > 64) len = 64 - sh;
    *left = len ? 64 - sh - len : 0;
    *right = 64 - len;
    *sign = (d->b & 4) != 0;
    return 0;
}

int alu_dep_form(const struct dinsn *d, struct dep_form *f)
{
    if (alu_inline_form(d) != IF_DEP) return -1;
    f->mask = dep_field(d, 0, &f->pos);
    f->imm = (d->b & 8) != 0;
    f->src = f->imm ? (uint64_t)(int64_t)(int8_t)d->r1 : 0;
    f->keep = (d->b & 4) != 0;
    f->word = !(d->b & 1) && !f->keep;
    return 0;
}
