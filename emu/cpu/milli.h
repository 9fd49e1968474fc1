/* Summaries of the millicode's division routines (milli.c) and of libgcc's 64-bit
   divisions built on them (divdi3.c): found by their words, run whole when their common
   paths apply, with the state their instructions would leave. */
#ifndef PA64_MILLI_H
#define PA64_MILLI_H
#include "exec.h"

/* $$divU and $$remU also run inline where they are called (jit.c); __udivdi3 and
   __umoddi3 whole, in C, from a block that starts them or calls them. */
enum { MILLI_NONE, MILLI_DIVU, MILLI_REMU, MILLI_UDIVDI3, MILLI_UMODDI3 };

/* How many words from pc to decode before milli_find can tell (0: no routine starts
   there), from those decoded so far: run.c decodes that many and asks again. */
unsigned milli_span(uint64_t pc);
/* The routine whose words the decoded instructions from guest address pc are (run.c
   cpu_decoded), every one decoded to its own executor (no breakpoint, no shadow-stack
   return), else MILLI_NONE. */
int milli_find(uint64_t pc);
/* milli_find, for the routines that run inline where they are called ($$divU, $$remU). */
int milli_inline(uint64_t pc);
/* Entered at routine `kind` with the queue empty and PSW N clear: when its general path
   applies and the next event does not fall inside it, runs it to its return and says how
   many instructions it retired (queue, count, registers, carries and PSW V as they would
   be); else 0 and nothing changed. */
unsigned milli_run(struct cpu *c, int kind);
/* The general path's count of instructions, and the divisor it takes: one that is no
   power of two and above floor as a signed word (the translator runs it inline, jit.c). */
enum { MILLI_DIVU_COUNT = 73, MILLI_REMU_COUNT = 75 };  /* nullified ones included */
static inline unsigned milli_count(int kind)
{
    return kind == MILLI_DIVU ? MILLI_DIVU_COUNT : MILLI_REMU_COUNT;
}
static inline int milli_floor(int kind) { return kind == MILLI_DIVU ? 15 : 0; }

/* The power-of-two path (d32 = 2^k): what its instructions leave, for any D and N. Both
   routines start ldo -1(r25),r1; and,= r25,r1,r0 (nullifies the b,l to the general
   path); addi,tc,= 0,r25,r0, whose carry operands are (0, D, D) and which leaves PSW V
   as it was. $$remU then returns N & (D - 1) in ret1. $$divU shifts N right in up to
   five steps (16, 8, 4, 2, 1), each run when the divisor's bits so far say so, smearing
   D's bit into r25 on the way (qsort's r / es on a size_t: 19% of bench/qsort's
   instructions ran the routines word by word). Counts with bv,n's nullified slot. */
enum { MILLI_DIVU_POW2_COUNT = 21, MILLI_REMU_POW2_COUNT = 7 };
static inline unsigned milli_pow2_count(int kind)
{
    return kind == MILLI_DIVU ? MILLI_DIVU_POW2_COUNT : MILLI_REMU_POW2_COUNT;
}
static inline int milli_pow2(uint32_t d32) { return d32 && !(d32 & (d32 - 1)); }
struct milli_pow2_out { uint64_t r1, r25, r26, ret1; };
static inline struct milli_pow2_out milli_pow2_run(int kind, uint64_t D, uint64_t N)
{
    struct milli_pow2_out o = { D - 1, D, N, 0 };
    if (kind == MILLI_REMU) {                       /* and r26,r1,ret1 */
        o.ret1 = N & o.r1;
        return o;
    }
    uint64_t t = N;                                 /* copy r26,ret1 */
    o.r1 = (uint32_t)D >> 16;                       /* extrw,u,= r25,15,16,r1 */
    if (o.r1) t = (uint32_t)t >> 16;                /* extrw,u ret1,15,16,ret1 */
    o.r25 |= o.r1;
    o.r26 = 0xcc;
    o.r1 = ((uint32_t)o.r25 >> 8) & 0xff;           /* extrw,u,= r25,23,8,r1 */
    if (o.r1) t = ((uint32_t)t >> 8) & 0xffffff;
    o.r25 |= o.r1;
    o.r1 = 0xaa;
    if (((uint32_t)o.r25 >> 4) & 0xf) t = ((uint32_t)t >> 4) & 0xfffffff;   /* extrw,u,= r25,27,4,r0 */
    if ((uint32_t)o.r25 & 0xcc) t = ((uint32_t)t >> 2) & 0x3fffffff;       /* and,= r25,r26,r0 */
    if ((uint32_t)o.r25 & 0xaa) t = ((uint32_t)t >> 1) & 0x7fffffff;       /* and,= r25,r1,r0 */
    o.ret1 = t;
    return o;
}

/* Whether $$divU or $$remU (kind) takes its general path for the divisor's word d32. */
static inline int milli_general(int kind, uint32_t d32)
{
    return (d32 & (d32 - 1)) && (int32_t)d32 > milli_floor(kind);
}

/* The general path in closed form. Both routines first set PSW V by a DS from -D (it is
   1 for any V before when 0 < D < 2^31: the step adds D back or subtracts nothing) and
   double the dividend N into the quotient register with a plain add, so the pairs that
   follow start from R = 0, V = 1 and carry operands (N, N, 2N): exec-alu.c's closed form
   of m pairs (ds_pairs_closed) with those inputs. Its dividend bits B are the low word of
   N shifted by 32 - m, one division gives the quotient Q of B by D, and then:
     R = B - D (Q | 1),  T = (N << m + 1) + Q,  V = Q & 1,
   carry operands (P, P, T) with P = (N << m) + (Q >> 1).
   $$divU: m = 32, the quotient is T, the remainder register R. $$remU: m = 31, then one
   more DS and, when its result is negative as a word, D added back.
   q is the quotient of N's and D's low words (Q = q / 2 for $$remU); the registers,
   carry operands and PSW V the path leaves. */
struct milli_out { uint64_t r1, ret1, cb_x, cb_y, cb_r; int v; };
static inline struct milli_out milli_closed(int kind, uint64_t D, uint64_t N, uint32_t q)
{
    unsigned m = kind == MILLI_DIVU ? 32 : 31;
    uint64_t Q = q >> (32 - m);
    uint64_t R = ((uint64_t)(uint32_t)N >> (32 - m)) - D * (Q | 1), T = (N << (m + 1)) + Q;
    uint64_t P = (N << m) + (Q >> 1);
    struct milli_out o = { R, T, P, P, T, (int)(Q & 1) };
    if (kind == MILLI_REMU) {
        /* ds ret1,r25,ret1: the carry into bit 32 of T is N's bit 0 */
        uint64_t x = (R << 1) + (N & 1), y = o.v ? ~D : D, r = x + y + (uint64_t)o.v;
        o.cb_x = x; o.cb_y = y; o.cb_r = r;
        o.v = (int)(((x ^ y ^ r) >> 32) & 1);       /* D's bit 31 is clear */
        if ((int32_t)r < 0) {                       /* cmpiclr,<= 0,ret1,r0 did not nullify */
            o.cb_x = r; o.cb_y = D; o.cb_r = r + D;
            r += D;
        }
        o.r1 = T;
        o.ret1 = r;
    }
    return o;
}

/* divdi3.c: milli_find's and milli_span's part for __udivdi3 and __umoddi3, and
   milli_run's (the same contracts). */
int divdi3_find(uint64_t pc);
unsigned divdi3_span(uint64_t pc);
unsigned divdi3_run(struct cpu *c, int kind);
/* The most instructions divdi3_run retires (__udivdi3's two-step path): the translation
   counts it in the horizon of a block that calls it (jit.c emit_divdi3_call). */
enum { DIVDI3_COUNT_MAX = 739 };

#endif
