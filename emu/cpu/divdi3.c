/* Summaries of libgcc's __udivdi3 and __umoddi3 as Debian's hppa64 gcc 12 builds them:
   LP64 code divides every unsigned long through them, in 32-bit words, each word step
   (libgcc2.c's __udiv_qrnnd_c) two halves of a $$remU and a $$divU of the same operands.
   Recognised by their words (a call's displacement aside: it must reach $$divU or $$remU),
   and run whole when the divisor fits a word: one word step when the dividend's high word
   is below it (every digit a printf takes, a hash table's modulo), two when not (a
   strtoul's ULONG_MAX / base), with one host division per half instead of the
   millicode's divide steps (or the millicode's power-of-two path in closed form, when
   the normalised divisor's high half is one). The other paths, and the rare quotient
   corrections, run instruction by instruction. */
#include "bytes.h"
#include "milli.h"
#include "run.h"

/* The words: the first four, how many, and a hash of them all. */
struct routine { uint32_t head[4]; unsigned len; uint64_t hash; };
static const struct routine routines[] = {
    { { 0x0fc212c1, 0x37de00a0, 0xdb330be0, 0x73c43f81 }, 466, 0x2ab4865607431cabull },    /* __udivdi3 */
    { { 0x0fc212c1, 0x37de00a0, 0xdb3f0be0, 0x73c43f81 }, 429, 0x4baaf7b62cc8fe09ull },    /* __umoddi3 */
};
#define NROUTINES (sizeof routines / sizeof *routines)

static int head_is(const struct routine *r, uint64_t pc)
{
    for (unsigned i = 0; i < 4; i++) {
        const struct dinsn *d = cpu_decoded(pc + 4 * i);
        if (!d || d->raw != r->head[i]) return 0;
    }
    return 1;
}

unsigned divdi3_span(uint64_t pc)
{
    const struct dinsn *d = cpu_decoded(pc);
    unsigned k = 0;
    while (d && k < NROUTINES && d->raw != routines[k].head[0]) k++;
    if (!d || k == NROUTINES) return 0;
    for (unsigned i = 1; i < 4; i++) if (!cpu_decoded(pc + 4 * i)) return 4;
    for (k = 0; k < NROUTINES; k++) if (head_is(&routines[k], pc)) return routines[k].len;
    return 0;
}

static uint64_t fnv(uint64_t h, uint64_t v) { return (h ^ v) * 0x100000001b3ull; }

/* A b,l ...,rp (the long form, ext 5): its displacement depends on where the linker put
   the millicode, so the hash takes its other bits and the routine it reaches. */
static int is_call(uint32_t w) { return (w >> 26) == 0x3a && ((w >> 13) & 7) == 5; }

/* Each word's own executor, decoded once (it depends on the word alone): a decoded word
   with another one has a breakpoint or another hook on it. */
#define LEN_MAX 466                             /* the longest routine's len */
static struct { uint32_t raw; exec_fn fn; } own[NROUTINES][LEN_MAX];

static exec_fn own_fn(unsigned k, unsigned i, const struct dinsn *d, uint64_t pc)
{
    if (!own[k][i].fn || own[k][i].raw != d->raw) {
        struct dinsn o;
        decode_insn(&o, d->raw, pc);
        own[k][i].raw = d->raw;
        own[k][i].fn = o.fn;
    }
    return own[k][i].fn;
}

int divdi3_find(uint64_t pc)
{
    for (unsigned k = 0; k < NROUTINES; k++) {
        const struct routine *r = &routines[k];
        if (r->len > LEN_MAX || !head_is(r, pc)) continue;
        uint64_t h = 0xcbf29ce484222325ull;
        unsigned i = 0;
        for (; i < r->len; i++) {
            const struct dinsn *d = cpu_decoded(pc + 4 * i);
            if (!d) break;
            /* a breakpoint or a shadow-stack hook has an executor of its own */
            if (d->fn != own_fn(k, i, d, pc + 4 * i) || branch_calls_shadow(d) ||
                branch_returns_shadow(d) || branch_calls_shadow_reg(d))
                break;
            if (is_call(d->raw)) {
                int m = milli_inline((uint64_t)d->imm);
                if (!m) break;
                h = fnv(fnv(h, d->raw & 0xfc00e002u), (uint64_t)m);
            } else {
                h = fnv(h, d->raw);
            }
        }
        if (i == r->len && h == r->hash) return MILLI_UDIVDI3 + (int)k;
    }
    return MILLI_NONE;
}

/* The instructions' own operations on values, where a C operator is not already one. */
#define W(x) ((uint64_t)(uint32_t)(x))
static uint64_t sext32(uint64_t x) { return (uint64_t)(int64_t)(int32_t)x; }
static uint64_t hi16(uint64_t x) { return (uint32_t)x >> 16; }              /* extrw,u x,15,16 */
static uint64_t lo16(uint64_t x) { return x & 0xffff; }                     /* extrw,u x,31,16 */

/* What a run leaves: the general registers it writes (each written before it is read;
   the inputs r25 and r26 come from the cpu), SAR, the carry operands and PSW V, FR22 and
   FR23, the scratch word at sp + 8 (-48 of the frame) and its count; divdi3_run puts them
   back, with the words the prologue saves (rp below sp, r4 and r3 in the frame). */
struct run {
    uint64_t r1, r19, r20, r21, r22, r23, r24, r25, r26, r28, r29, r31;
    uint64_t sar, cb_x, cb_y, cb_r, fr22, fr23, scratch;
    int v;
    unsigned n;
};

/* n / d for words, d >= 2^15 (a normalised divisor's high half): a multiplication by
   M = floor((2^64 - 1) / d) + 1 and the high half of the product, which the host does
   several times faster than a division. Exact: M = 2^64 / d + e with 0 < e <= 1 (M is
   exactly 2^64 / d when d is a power of two), so n M / 2^64 exceeds n / d by less than
   n / 2^64 < 2^-32 < 1 / d, and n / d is at least 1 / d below the next integer. The
   divisor of one run of calls repeats (a printf's base), so M is kept for the last one. */
static uint32_t word_div(uint32_t n, uint32_t d)
{
    static uint32_t last_d;
    static uint64_t last_m;
    if (d != last_d) { last_d = d; last_m = UINT64_MAX / d + 1; }
    return (uint32_t)(((unsigned __int128)n * last_m) >> 64);
}

/* One $$remU or $$divU call whose divisor is in r25 and dividend in r26 (its general path
   only: else 0); q is the quotient of their words, which both routines of a half share.
   On every path summarised a $$remU is followed by the $$divU of the same half, which
   writes r1, ret1, the carries and V again, and what reads $$remU's ret1 in between reads
   its low word only (the remainder): that is all a $$remU here computes.
   p2: the normalised divisor's high half is a power of two (size_t r / 4), so every half
   of the call takes that path instead, which leaves PSW V alone and writes r25 and r26
   too (the routines read neither before writing them again). A constant where the paths
   are inlined (divdi3_run), so that each has a copy of its own. */
static inline __attribute__((always_inline)) int half(struct run *s, int kind, uint32_t q,
                                                      unsigned count_before_call, int p2)
{
    uint32_t d32 = (uint32_t)s->r25;
    if (p2) {
        struct milli_pow2_out o = milli_pow2_run(kind, s->r25, s->r26);
        s->cb_x = 0; s->cb_y = s->cb_r = s->r25;
        s->r1 = o.r1;
        s->r25 = o.r25;
        s->r26 = o.r26;
        s->r29 = o.ret1;
        s->n += count_before_call + milli_pow2_count(kind);
        return 1;
    }
    if (!milli_general(kind, d32)) return 0;
    if (kind == MILLI_REMU) {
        s->r29 = (uint32_t)s->r26 - q * d32;
        s->n += count_before_call + milli_count(MILLI_REMU);
        return 1;
    }
    struct milli_out o = milli_closed(kind, s->r25, s->r26, q);
    s->r1 = o.r1;
    s->r29 = o.ret1;
    s->cb_x = o.cb_x; s->cb_y = o.cb_y; s->cb_r = o.cb_r;
    s->v = o.v;
    s->n += count_before_call + milli_count(MILLI_DIVU);
    return 1;
}

/* sub: *t = x - y, the carry operands x + ~y + 1 */
static void sub_cb(struct run *s, uint64_t *t, uint64_t x, uint64_t y)
{
    s->cb_x = x; s->cb_y = ~y; s->cb_r = x - y;
    *t = x - y;
}

/* The product the code forms by storing a register, loading it into FR23 and xmpyu with
   FR22's low word (the divisor's low half), stored and loaded back. */
static uint64_t xmpyu23(struct run *s, uint64_t x)
{
    s->fr23 = W(s->fr22) * W(x);
    s->scratch = s->fr23;
    return s->fr23;
}

/* The word step's normalisation, both routines: d0 the divisor's word, n1:n0 the
   dividend's, bm the leading zeros of d0; the divisor and the low word shifted by bm
   (*dn, *n0n), and the high word that takes the low's top bits returned. */
static uint64_t normalise(uint32_t d0, uint32_t n1, uint32_t n0, unsigned bm, uint64_t *dn,
                          uint64_t *n0n)
{
    *dn = W((uint64_t)d0 << bm);
    *n0n = W((uint64_t)n0 << bm);
    return bm ? W(((uint64_t)n1 << bm) | (n0 >> (32 - bm))) : n1;
}

/* __udivdi3 with D < 2^32 and N's high word below it: one word step (offsets from the
   routine's start in the comments). */
static inline __attribute__((always_inline)) int udivdi3_small(struct run *s, uint64_t N, uint64_t D,
                                                             int p2)
{
    uint32_t n1 = (uint32_t)(N >> 32), n0 = (uint32_t)N, d0 = (uint32_t)D;
    unsigned bm = (unsigned)__builtin_clz(d0);
    uint64_t d, n0n, n1n = normalise(d0, n1, n0, bm, &d, &n0n);
    /* 0x00-0x74: prologue, the two tests, leading zeros */
    s->r22 = hi16(d); s->r24 = lo16(d); s->r25 = s->r22;
    s->r19 = d; s->r21 = n0n; s->r26 = s->r28 = n1n;
    if (bm) {                                       /* 0x78-0xac */
        s->sar = 31 - bm;
        s->r31 = 32 - bm;
        s->r20 = W((uint64_t)n1 << bm);
    } else {
        s->r20 = sext32(n1);
    }
    s->fr22 = s->scratch = s->r24;                  /* 0xb0-0xc4: std r24; b,l $$remU; fldd */
    uint32_t dh = (uint32_t)s->r22, q1 = word_div((uint32_t)n1n, dh);
    if (!half(s, MILLI_REMU, q1, bm ? 50 : 36, p2)) return 0;
    s->r28 = W(s->r29 << 16);                       /* 0xc8-0xd8 */
    s->r20 = hi16(n0n);
    if (!half(s, MILLI_DIVU, q1, 5, p2)) return 0;
    uint64_t m = xmpyu23(s, s->r29);                /* 0xdc-0x100 */
    s->r28 |= s->r20;
    s->r31 = W(s->r29);
    s->r23 = m;
    s->r20 = W(s->r28);
    if (W(m) > W(s->r28)) return 0;                 /* cmpb,<<= r23,ret0: a correction */
    s->r24 = W(m);
    s->n += 10;
    sub_cb(s, &s->r20, s->r20, s->r24);             /* 0x130-0x140 */
    s->r25 = s->r22;
    s->r26 = s->r20;
    s->r21 = lo16(s->r21);
    uint32_t q0 = word_div((uint32_t)s->r26, dh);
    if (!half(s, MILLI_REMU, q0, 5, p2)) return 0;
    s->r26 = s->r20;                                /* 0x144-0x154 */
    s->r25 = s->r22;
    s->r28 = W(s->r29 << 16);
    s->r21 |= s->r28;
    if (!half(s, MILLI_DIVU, q0, 5, p2)) return 0;
    m = xmpyu23(s, s->r29);                         /* 0x158-0x174 */
    s->r23 = W(s->r29);
    s->r20 = m;
    if (W(m) > W(s->r21)) return 0;                 /* cmpb,<<= r20,r21: a correction */
    s->n += 8;
    s->r22 = 0;                                     /* 0x198-0x1c4: the quotient, epilogue */
    s->r31 = sext32(W(s->r31 << 16) | s->r23);
    s->r28 = W(s->r31);
    s->n += 12;
    return 1;
}

/* The two-step paths' divisor d0, normalised by its leading zeros bm (none: the routines'
   other path, as is a zero divisor), and its halves dh and dl. */
static int wide_divisor(uint32_t d0, unsigned *bm, uint64_t *d, uint64_t *dl, uint32_t *dh)
{
    if (!d0 || (int32_t)d0 < 0) return 0;
    *bm = (unsigned)__builtin_clz(d0);
    *d = W((uint64_t)d0 << *bm);
    *dl = *d & 0xffff;
    *dh = (uint32_t)(*d >> 16);
    return 1;
}

/* __udivdi3 with D < 2^32 and N's high word at or above it (a strtoul's ULONG_MAX / base):
   two word steps, the high quotient word first, after a normalisation of its own. */
static inline __attribute__((always_inline)) int udivdi3_wide(struct run *s, uint64_t N, uint64_t D,
                                                            int p2)
{
    uint32_t n1 = (uint32_t)(N >> 32), n0 = (uint32_t)N, dh;
    unsigned bm;
    uint64_t d, dl;
    if (!wide_divisor((uint32_t)D, &bm, &d, &dl, &dh)) return 0; /* 0x258, 0x2b4 */
    s->sar = 31 - bm;                               /* 0x3e4-0x410 (SAR as the last mtsar) */
    s->r25 = dh;
    s->r26 = n1 >> (32 - bm);
    s->fr22 = s->scratch = dl;
    uint32_t q = word_div((uint32_t)s->r26, dh);
    if (!half(s, MILLI_REMU, q, 32 + 12, p2)) return 0;
    s->r31 = s->r29;                                /* 0x414-0x424 */
    s->r28 = n0 >> (32 - bm);
    if (!half(s, MILLI_DIVU, q, 5, p2)) return 0;
    uint64_t m = xmpyu23(s, s->r29);                /* 0x428-0x46c */
    s->r25 = m;
    s->r21 = W((uint64_t)n0 << bm);
    s->r20 = s->r28 | W((uint64_t)n1 << bm);
    s->r19 = d;
    s->r28 = W(((W(s->r31) << 32) | W(s->r20)) >> 16);
    s->r24 = dh;
    s->r23 = dl;
    s->r22 = W(s->r29);
    s->r26 = W(m);
    if (W(m) > W(s->r28)) return 0;                 /* cmpb,<<= r25,ret0: a correction */
    s->r31 = W(s->r28);
    s->n += 18;
    sub_cb(s, &s->r31, s->r31, s->r26);             /* 0x49c-0x4ac */
    s->r25 = dh;
    s->r26 = s->r31;
    s->r20 = lo16(s->r20);
    q = word_div((uint32_t)s->r26, dh);
    if (!half(s, MILLI_REMU, q, 5, p2)) return 0;
    s->r28 = W(s->r29 << 16) | s->r20;              /* 0x4b0-0x4c0 */
    if (!half(s, MILLI_DIVU, q, 5, p2)) return 0;
    m = xmpyu23(s, s->r29);                         /* 0x4c4-0x4e4 */
    s->r25 = W(s->r29);
    s->r20 = W(s->r28);
    s->r31 = m;
    if (W(m) > W(s->r28)) return 0;                 /* cmpb,<<= r31,ret0: a correction */
    s->r26 = W(m);
    s->n += 9;
    sub_cb(s, &s->r20, s->r20, s->r26);             /* 0x510-0x524: the high quotient word */
    s->r20 = W(s->r20);
    s->r22 = sext32(W(s->r22 << 16) | s->r25);
    s->n += 6;
    s->r26 = s->r20;                                /* 0x2d0-0x2dc: the low word's step */
    s->r25 = dh;
    q = word_div((uint32_t)s->r26, dh);
    if (!half(s, MILLI_REMU, q, 4, p2)) return 0;
    s->r28 = s->r29;                                /* 0x2e0-0x2f0 */
    s->r20 = dl;
    if (!half(s, MILLI_DIVU, q, 5, p2)) return 0;
    s->fr23 = dl;                                   /* 0x2f4-0x328: the product in FR22 */
    s->fr22 = s->scratch = W(s->r29) * dl;
    s->r25 = hi16(s->r21);
    s->r28 = W(s->r28 << 16) | s->r25;
    s->r20 = s->fr22;
    s->r31 = W(s->r29);
    s->r26 = W(s->r20);
    if (W(s->r20) > W(s->r28)) return 0;            /* cmpb,<<= r20,ret0: a correction */
    s->r25 = W(s->r28);
    s->n += 14;
    sub_cb(s, &s->r20, s->r25, s->r26);             /* 0x348-0x358 */
    s->r25 = dh;
    s->r26 = s->r20;
    s->r28 = dl;
    q = word_div((uint32_t)s->r26, dh);
    if (!half(s, MILLI_REMU, q, 5, p2)) return 0;
    s->r20 = W(s->r29 << 16);                       /* 0x35c-0x36c */
    s->r21 = lo16(s->r21);
    if (!half(s, MILLI_DIVU, q, 5, p2)) return 0;
    s->fr23 = s->r28;                               /* 0x370-0x398 */
    s->fr22 = s->scratch = W(s->r29) * W(s->r28);
    s->r23 = W(s->r29);
    s->r21 |= s->r20;
    s->r28 = s->fr22;
    if (W(s->r28) > W(s->r21)) return 0;            /* cmpb,<<= ret0,r21: a correction */
    s->r24 = W(s->r28);
    s->n += 11;
    s->r31 = sext32(W(s->r31 << 16) | s->r23);      /* 0x3b8-0x3e0: the quotient, epilogue */
    s->r28 = (s->r22 << 32) | W(s->r31);
    s->n += 11;
    return 1;
}

/* __umoddi3 on the same path: the remainder of the word step, shifted back by bm. */
static inline __attribute__((always_inline)) int umoddi3_small(struct run *s, uint64_t N, uint64_t D,
                                                             int p2)
{
    uint32_t n1 = (uint32_t)(N >> 32), n0 = (uint32_t)N, d0 = (uint32_t)D;
    unsigned bm = (unsigned)__builtin_clz(d0);
    uint64_t d, n0n, n1n = normalise(d0, n1, n0, bm, &d, &n0n);
    /* 0x00-0xa8: prologue, the two tests, leading zeros (r21 keeps bm), normalisation;
       what else it leaves in r19, r22, r23 and SAR is overwritten below */
    s->r21 = bm;
    s->r31 = d; s->r20 = n0n; s->r26 = s->r28 = n1n;
    s->r22 = hi16(d); s->r19 = lo16(d); s->r25 = s->r22; /* 0xac-0xc4 */
    s->fr22 = s->scratch = s->r19;
    uint32_t dh = (uint32_t)s->r22, q1 = word_div((uint32_t)n1n, dh);
    if (!half(s, MILLI_REMU, q1, bm ? 50 : 37, p2)) return 0;
    s->r28 = W(s->r29 << 16);                       /* 0xc8-0xd8 */
    s->r19 = hi16(s->r20);
    if (!half(s, MILLI_DIVU, q1, 5, p2)) return 0;
    uint64_t m = xmpyu23(s, s->r29);                /* 0xdc-0xfc */
    s->r28 |= s->r19;
    s->r19 = W(s->r28);
    s->r29 = m;
    if (W(m) > W(s->r28)) return 0;                 /* cmpb,<<= ret1,ret0: a correction */
    s->r23 = W(m);
    s->n += 9;
    sub_cb(s, &s->r19, s->r19, s->r23);             /* 0x118-0x128 */
    s->r25 = s->r22;
    s->r26 = s->r19;
    s->r20 = lo16(s->r20);
    uint32_t q0 = word_div((uint32_t)s->r26, dh);
    if (!half(s, MILLI_REMU, q0, 5, p2)) return 0;
    s->r26 = s->r19;                                /* 0x12c-0x13c */
    s->r28 = W(s->r29 << 16);
    s->r25 = s->r22;
    s->r20 |= s->r28;
    if (!half(s, MILLI_DIVU, q0, 5, p2)) return 0;
    m = xmpyu23(s, s->r29);                         /* 0x140-0x15c */
    s->r28 = W(s->r20);
    s->r29 = m;
    if (W(m) > W(s->r20)) return 0;                 /* cmpb,<<= ret1,r20: a correction */
    s->r19 = W(m);
    s->n += 8;
    sub_cb(s, &s->r28, s->r28, s->r19);             /* 0x17c-0x1a0: shift back, epilogue */
    s->sar = bm;
    s->r28 = W(s->r28) >> (bm & 31);
    s->n += 10;
    return 1;
}

/* __umoddi3 with the dividend's high word at or above the word divisor: two word steps,
   then the remainder shifted back as on the one-step path (offsets from 0x220). */
static inline __attribute__((always_inline)) int umoddi3_wide(struct run *s, uint64_t N, uint64_t D,
                                                            int p2)
{
    uint32_t n1 = (uint32_t)(N >> 32), n0 = (uint32_t)N, dh;
    unsigned bm;
    uint64_t d, dl;
    if (!wide_divisor((uint32_t)D, &bm, &d, &dl, &dh)) return 0; /* 0x220, 0x278 */
    s->r21 = bm;                                    /* 0x588-0x5b8 */
    s->r25 = dh;
    s->r26 = n1 >> (32 - bm);
    s->fr22 = s->scratch = dl;
    uint32_t q = word_div((uint32_t)s->r26, dh);
    if (!half(s, MILLI_REMU, q, 33 + 13, p2)) return 0;
    s->r22 = s->r29;                                /* 0x5bc-0x5cc */
    s->r28 = n0 >> (32 - bm);
    if (!half(s, MILLI_DIVU, q, 5, p2)) return 0;
    uint64_t m = xmpyu23(s, s->r29);                /* 0x5d0-0x610 */
    s->r29 = m;
    s->r20 = W((uint64_t)n0 << bm);
    s->r19 = s->r28 | W((uint64_t)n1 << bm);
    s->r31 = d;
    s->r28 = W(((W(s->r22) << 32) | W(s->r19)) >> 16);
    s->r23 = dh;
    s->r22 = dl;
    s->r26 = W(m);
    if (W(m) > W(s->r28)) return 0;                 /* cmpb,<<= ret1,ret0: a correction */
    s->r25 = W(s->r28);
    s->n += 17;
    sub_cb(s, &s->r28, s->r25, s->r26);             /* 0x62c-0x63c */
    s->r25 = dh;
    s->r26 = s->r28;
    s->r19 = lo16(s->r19);
    q = word_div((uint32_t)s->r26, dh);
    if (!half(s, MILLI_REMU, q, 5, p2)) return 0;
    s->r28 = W(s->r29 << 16) | s->r19;              /* 0x640-0x650 */
    if (!half(s, MILLI_DIVU, q, 5, p2)) return 0;
    m = xmpyu23(s, s->r29);                         /* 0x654-0x670 */
    s->r19 = W(s->r28);
    s->r29 = m;
    if (W(m) > W(s->r28)) return 0;                 /* cmpb,<<= ret1,ret0: a correction */
    s->r25 = W(m);
    s->n += 8;
    sub_cb(s, &s->r19, s->r19, s->r25);             /* 0x68c-0x694: the high word's remainder */
    s->r19 = W(s->r19);
    s->n += 3;
    s->r26 = s->r19;                                /* 0x290-0x29c: the low word's step */
    s->r25 = dh;
    q = word_div((uint32_t)s->r26, dh);
    if (!half(s, MILLI_REMU, q, 4, p2)) return 0;
    s->r28 = s->r29;                                /* 0x2a0-0x2b0 */
    s->r19 = s->r22;
    if (!half(s, MILLI_DIVU, q, 5, p2)) return 0;
    s->fr23 = s->r19;                               /* 0x2b4-0x2e4: the product in FR22 */
    s->fr22 = s->scratch = W(s->r29) * W(s->r19);
    s->r19 = hi16(s->r20);
    s->r28 = W(s->r28 << 16) | s->r19;
    s->r29 = s->fr22;
    s->r24 = W(s->r29);
    if (W(s->r29) > W(s->r28)) return 0;            /* cmpb,<<= ret1,ret0: a correction */
    s->r19 = W(s->r28);
    s->n += 13;
    sub_cb(s, &s->r19, s->r19, s->r24);             /* 0x300-0x310 */
    s->r25 = dh;
    s->r26 = s->r19;
    s->r20 = lo16(s->r20);
    q = word_div((uint32_t)s->r26, dh);
    if (!half(s, MILLI_REMU, q, 5, p2)) return 0;
    s->r28 = W(s->r29 << 16);                       /* 0x314-0x324 */
    s->r20 |= s->r28;
    if (!half(s, MILLI_DIVU, q, 5, p2)) return 0;
    s->fr23 = s->r22;                               /* 0x328-0x34c */
    s->fr22 = s->scratch = W(s->r29) * W(s->r22);
    s->r28 = W(s->r20);
    s->r29 = s->fr22;
    if (W(s->r29) > W(s->r20)) return 0;            /* cmpb,<<= ret1,r20: a correction */
    s->r19 = W(s->r29);
    s->n += 10;
    sub_cb(s, &s->r28, s->r28, s->r19);             /* 0x17c-0x1a0: shift back, epilogue */
    s->sar = bm;
    s->r28 = W(s->r28) >> (bm & 31);
    s->n += 10;
    return 1;
}

static inline __attribute__((always_inline)) int run_paths(struct run *s, int udiv, int small, uint64_t N,
                                                           uint64_t D, int p2)
{
    return udiv ? (small ? udivdi3_small(s, N, D, p2) : udivdi3_wide(s, N, D, p2))
                : (small ? umoddi3_small(s, N, D, p2) : umoddi3_wide(s, N, D, p2));
}

unsigned divdi3_run(struct cpu *c, int kind)
{
    uint64_t sp = c->gr[30], D = c->gr[25], N = c->gr[26];
    /* the paths summarised: the divisor a word, the dividend's high word below it (one
       word step) or not (two) */
    int small = (uint32_t)(N >> 32) < (uint32_t)D, udiv = kind == MILLI_UDIVDI3;
    if (D >> 32) return 0;
    /* the prologue's stores and the scratch word, where they cannot fault */
    if ((sp & 7) || !mem_accessible(sp - 16, 1) ||
        (((sp - 16) ^ (sp + 0x18)) >> 12 && !mem_accessible(sp + 0x18, 1)))
        return 0;
    struct run s;
    s.r24 = c->gr[24];                              /* __umoddi3 leaves it */
    s.sar = c->sar;
    s.v = c->psw_v;                                 /* a power-of-two path leaves it */
    s.n = 0;
    uint32_t d0 = (uint32_t)D;
    int ran = d0 && (d0 << __builtin_clz(d0)) >> 16 == 0x8000 ? run_paths(&s, udiv, small, N, D, 1)
                                                              : run_paths(&s, udiv, small, N, D, 0);
    if (!ran) return 0;
    if (c->icount + s.n > c->event_at || s.n > DIVDI3_COUNT_MAX) return 0;
    /* aligned and accessible, tested above: no store of st64's tests can fail */
    uint64_t rp = c->gr[2];
    uint8_t *m = mem_base + sp;                     /* once: a store could alias mem_base */
    put_be64(m - 16, rp);
    put_be64(m + 8, s.scratch);
    put_be64(m + 0x10, c->gr[4]);
    put_be64(m + 0x18, c->gr[3]);
#define PUT(n) c->gr[n] = s.r##n
    PUT(1); PUT(19); PUT(20); PUT(21); PUT(22); PUT(23); PUT(24); PUT(25); PUT(26); PUT(28); PUT(29);
    PUT(31);
#undef PUT
    c->sar = s.sar;
    c->fr[22] = s.fr22;
    c->fr[23] = s.fr23;
    c->cb_x = s.cb_x; c->cb_y = s.cb_y; c->cb_r = s.cb_r;
    c->psw_v = s.v;
    c->iaoq_f = rp & ~3ull;
    c->iaoq_b = c->iaoq_f + 4;
    c->icount += s.n;
    return s.n;
}
