/* PA-RISC 2.0 multimedia (halfword SIMD) instructions: HADD HSUB HAVG HSHLADD HSHRADD
   (major 0x02) and HSHL HSHR MIXH MIXW PERMH (major 0x3e). gcc uses PERMH/HSHL/MIXH for
   byte swaps. Halfword 0 is the most significant. */
#include "exec.h"
#include "bits.h"

enum { SAT_NONE, SAT_SS, SAT_US };

static inline int32_t hw(uint64_t v, int i) { return (int16_t)(v >> (48 - 16 * i)); }
static inline uint32_t uhw(uint64_t v, int i) { return (uint16_t)(v >> (48 - 16 * i)); }

static inline uint64_t pack(const int32_t h[4])
{
    uint64_t r = 0;
    for (int i = 0; i < 4; i++) r = (r << 16) | (uint16_t)h[i];
    return r;
}

static inline int32_t saturate(int32_t v, int mode)
{
    if (mode == SAT_SS) return v > 32767 ? 32767 : v < -32768 ? -32768 : v;
    if (mode == SAT_US) return v > 65535 ? 65535 : v < 0 ? 0 : v;
    return v;
}

/* d->a = saturation mode, d->b = 0 add, 1 sub, 2 avg, 3 shladd, 4 shradd; d->imm = shift. */
static void exec_hadd(struct cpu *c, const struct dinsn *d)
{
    uint64_t x = c->gr[d->r1], y = c->gr[d->r2];
    int32_t h[4];
    for (int i = 0; i < 4; i++) {
        int32_t a = d->a == SAT_US ? (int32_t)uhw(x, i) : hw(x, i), b = hw(y, i), r;
        switch (d->b) {
        case 0: r = a + b; break;
        case 1: r = d->a == SAT_US ? (int32_t)uhw(x, i) - (int32_t)uhw(y, i) : a - b; break;
        case 2: { int32_t s = (int32_t)uhw(x, i) + (int32_t)uhw(y, i); r = (s >> 1) | (s & 1); break; }
        case 3: r = a * (1 << d->imm) + b; break;   /* a may be negative: no signed shift */
        default: r = (a >> d->imm) + b; break;
        }
        h[i] = saturate(r, d->b >= 3 ? SAT_SS : d->a);
    }
    set_gr(c, d->t, pack(h));
}

/* Returns 1 if w (major 0x02, ext6 not an integer op) is a multimedia op; fills d. */
int decode_mm_arith(struct dinsn *d, uint32_t w)
{
    unsigned ext6 = BF(w, 6, 6);
    if (BF(w, 12, 4) || BF(w, 5, 1)) return 0;
    d->r2 = (uint8_t)BF(w, 21, 5); d->r1 = (uint8_t)BF(w, 16, 5); d->t = (uint8_t)BF(w, 0, 5);
    d->fn = exec_hadd;
    switch (ext6) {
    case 0x0f: d->b = 0; d->a = SAT_NONE; return 1;
    case 0x0d: d->b = 0; d->a = SAT_SS; return 1;
    case 0x0c: d->b = 0; d->a = SAT_US; return 1;
    case 0x07: d->b = 1; d->a = SAT_NONE; return 1;
    case 0x05: d->b = 1; d->a = SAT_SS; return 1;
    case 0x04: d->b = 1; d->a = SAT_US; return 1;
    case 0x0b: d->b = 2; return 1;
    case 0x1d: case 0x1e: case 0x1f: d->b = 3; d->imm = ext6 & 3; return 1;
    case 0x15: case 0x16: case 0x17: d->b = 4; d->imm = ext6 & 3; return 1;
    default: return 0;
    }
}

static void exec_hshl(struct cpu *c, const struct dinsn *d)
{
    uint64_t v = c->gr[d->r1];
    int32_t h[4];
    for (int i = 0; i < 4; i++) h[i] = (int32_t)(uhw(v, i) << d->a);
    set_gr(c, d->t, pack(h));
}

static void exec_hshr(struct cpu *c, const struct dinsn *d)
{
    uint64_t v = c->gr[d->r1];
    int32_t h[4];
    for (int i = 0; i < 4; i++) h[i] = d->b ? hw(v, i) >> d->a : (int32_t)(uhw(v, i) >> d->a);
    set_gr(c, d->t, pack(h));
}

/* d->a: 0 mixh,l 1 mixh,r 2 mixw,l 3 mixw,r. */
static void exec_mix(struct cpu *c, const struct dinsn *d)
{
    uint64_t x = c->gr[d->r1], y = c->gr[d->r2], r;
    switch (d->a) {
    case 0: r = ((uint64_t)uhw(x, 0) << 48) | ((uint64_t)uhw(y, 0) << 32) | ((uint64_t)uhw(x, 2) << 16) | uhw(y, 2);
        break;
    case 1: r = ((uint64_t)uhw(x, 1) << 48) | ((uint64_t)uhw(y, 1) << 32) | ((uint64_t)uhw(x, 3) << 16) | uhw(y, 3); break;
    case 2: r = (x & 0xffffffff00000000ull) | (y >> 32); break;
    default: r = (x << 32) | (y & 0xffffffffull); break;
    }
    set_gr(c, d->t, r);
}

static void exec_permh(struct cpu *c, const struct dinsn *d)
{
    uint64_t v = c->gr[d->r1];
    int32_t h[4];
    for (int i = 0; i < 4; i++) h[i] = (int32_t)uhw(v, (int)((d->imm >> (2 * (3 - i))) & 3));
    set_gr(c, d->t, pack(h));
}

/* Major 0x3e. */
void decode_mm3e(struct dinsn *d, uint32_t w)
{
    unsigned hi6 = BF(w, 10, 6);
    d->t = (uint8_t)BF(w, 0, 5);
    d->fn = NULL;
    if (BF(w, 15, 1) == 0 && BF(w, 5, 1) == 0 &&
        BF(w, 12, 1) == 0 && BF(w, 16, 5) == BF(w, 21, 5)) {          /* permh */
        d->r1 = (uint8_t)BF(w, 21, 5);
        d->imm = (BF(w, 13, 2) << 6) | (BF(w, 10, 2) << 4) | (BF(w, 8, 2) << 2) | BF(w, 6, 2);
        d->fn = exec_permh;
        return;
    }
    if (hi6 == 0x22 && BF(w, 21, 5) == 0 && !BF(w, 5, 1)) {           /* hshl */
        d->r1 = (uint8_t)BF(w, 16, 5); d->a = (uint8_t)BF(w, 6, 4); d->fn = exec_hshl; return;
    }
    if ((hi6 & 0x3e) == 0x32 && BF(w, 16, 5) == 0 && !BF(w, 5, 1)) {  /* hshr,s / hshr,u */
        d->r1 = (uint8_t)BF(w, 21, 5); d->a = (uint8_t)BF(w, 6, 4); d->b = (uint8_t)(hi6 & 1);
        d->fn = exec_hshr; return;
    }
    if (BF(w, 15, 1) && !BF(w, 13, 1) && (BF(w, 5, 8) == 0x20 || BF(w, 5, 8) == 0)) {  /* mix */
        d->r2 = (uint8_t)BF(w, 21, 5); d->r1 = (uint8_t)BF(w, 16, 5);
        d->a = (uint8_t)((BF(w, 5, 8) == 0 ? 2 : 0) | BF(w, 14, 1));
        d->fn = exec_mix;
    }
}
