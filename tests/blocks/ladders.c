/* ladders.c: divide-step ladders as the millicode writes them (DS R,D,R; ADD,C T,T,T
   repeated, after a DS that sets PSW V and an ADD that sets the carry), of 3 to 40 pairs,
   on operands inside and outside the range where the translator computes a run of pairs
   in closed form (divisor 0, divisor bit 31 set, high words set, partial remainder out of
   range for V), and one after more registers were written than the translator caches.
   Prints a checksum of the results, the carries and PSW V after each;
   tests/blocks runs it translated and with --interp and compares output, count and
   registers. */
#include <stdint.h>
#include <stdio.h>

static uint64_t h = 1469598103934665603u;
static void mix(uint64_t v) { h = (h ^ v) * 1099511628211u; }

#define PAIR "ds %0,%4,%0\n\tadd,c %1,%1,%1\n\t"
/* Carry operands from c1 + c2, V from a DS of vs, then HEAD and N pairs; the carry into
   bit 32, the carry out of bit 63 and V read back after. */
#define LADDER_FN(NAME, HEAD, N)                                                           \
    static void NAME(uint64_t r, uint64_t t, uint64_t dv, uint64_t c1, uint64_t c2, uint64_t vs) \
    {                                                                                      \
        uint64_t cw = 0, cd = 0, vv = 0, one = 1;                                          \
        __asm__ volatile("add %5,%6,%%r0\n\t"                                              \
                         "ds %%r0,%7,%%r0\n\t"                                             \
                         HEAD ".rept " #N "\n\t" PAIR ".endr\n\t"                          \
                         "add,c %%r0,%%r0,%2\n\t"                                          \
                         "add,dc %%r0,%%r0,%3\n\t"                                         \
                         "ds %%r0,%8,%%r0\n\t"                                             \
                         : "+r"(r), "+r"(t), "=&r"(cw), "=&r"(cd)                          \
                         : "r"(dv), "r"(c1), "r"(c2), "r"(vs), "r"(one));                  \
        __asm__ volatile("ds %%r0,%1,%0" : "=r"(vv) : "r"(one));                           \
        mix(r); mix(t); mix(cw); mix(cd); mix(vv);                                         \
    }
#define LADDER(N) LADDER_FN(ladder##N, "", N)
/* The first pair's DS from r0 (the millicode's lead pair, the others' R = 0 going in),
   under any V and carry, then N pairs. */
#define LEAD(N) LADDER_FN(lead##N, "ds %%r0,%4,%0\n\tadd,c %1,%1,%1\n\t", N)
LEAD(2)
LEAD(3)
LEAD(31)
LADDER(3)
LADDER(4)
LADDER(5)
LADDER(16)
LADDER(31)
LADDER(32)
LADDER(33)
LADDER(40)

/* The millicode's own shape ($$divU's general path): V from -D, the dividend doubled
   into the quotient register, one DS from r0, then 31 pairs and the last ADD,C. */
static void divu(uint64_t n, uint64_t dv)
{
    uint64_t q = 0, r = 0, neg = 0, cw = 0;
    __asm__ volatile("subi 0,%5,%3\n\t"
                     "ds %%r0,%3,%%r0\n\t"
                     "add %4,%4,%0\n\t"
                     "ds %%r0,%5,%1\n\t"
                     "add,c %0,%0,%0\n\t"
                     ".rept 31\n\tds %1,%5,%1\n\tadd,c %0,%0,%0\n\t.endr\n\t"
                     "add,c %%r0,%%r0,%2"
                     : "=&r"(q), "=&r"(r), "=&r"(cw), "=&r"(neg) : "r"(n), "r"(dv));
    mix(q); mix(r); mix(cw);
}

/* A ladder after ten registers were written in its block: more than the translator's
   register cache holds, so one of them sits in the register a ladder takes for itself
   and must be stored first. All ten read back after. */
static void crowded(uint64_t r, uint64_t t, uint64_t dv, uint64_t k)
{
    uint64_t s = 0;
    __asm__ volatile("ldo 1(%3),%%r3\n\t"
                     "ldo 2(%3),%%r4\n\t"
                     "ldo 3(%3),%%r5\n\t"
                     "ldo 4(%3),%%r6\n\t"
                     "ldo 5(%3),%%r7\n\t"
                     "ldo 6(%3),%%r8\n\t"
                     "ldo 7(%3),%%r9\n\t"
                     "ldo 8(%3),%%r10\n\t"
                     "ldo 9(%3),%%r11\n\t"
                     "ldo 10(%3),%%r12\n\t"
                     "add %0,%0,%%r0\n\t"
                     ".rept 8\n\t" PAIR ".endr\n\t"
                     "add %2,%%r3,%2\n\t"
                     "add %2,%%r4,%2\n\t"
                     "add %2,%%r5,%2\n\t"
                     "add %2,%%r6,%2\n\t"
                     "add %2,%%r7,%2\n\t"
                     "add %2,%%r8,%2\n\t"
                     "add %2,%%r9,%2\n\t"
                     "add %2,%%r10,%2\n\t"
                     "add %2,%%r11,%2\n\t"
                     "add %2,%%r12,%2"
                     : "+r"(r), "+r"(t), "+r"(s) : "r"(k), "r"(dv)
                     : "r3", "r4", "r5", "r6", "r7", "r8", "r9", "r10", "r11", "r12");
    mix(r); mix(t); mix(s);
}

static uint64_t x = 88172645463325252ull;
static uint64_t rnd(void) { x ^= x << 13; x ^= x >> 7; x ^= x << 17; return x; }

int main(void)
{
    static const uint64_t dvs[] = { 0, 1, 3, 10, 0xa000, 0x7fffffff, 0x80000000u, 0xffffffffu,
                                    0x100000000ull, 0x1000000aull, 0xffffffff0000000aull };
    const unsigned nd = sizeof dvs / sizeof *dvs;
    for (unsigned k = 0; k < 3000; k++) {
        uint64_t dv = k % 3 ? dvs[k % nd] : rnd() >> (k & 63);
        uint64_t r = k % 5 == 0 ? rnd() : k % 5 == 1 ? (dv & 0xffffffffu) - 1 : rnd() % (dv ? dv : 1);
        uint64_t t = rnd(), c1 = rnd(), c2 = k & 1 ? rnd() : 0, vs = k & 2 ? (uint64_t)0 - dv : rnd();
        ladder3(r, t, dv, c1, c2, vs);
        ladder4(r, t, dv, c1, c2, vs);
        ladder5(r, t, dv, c1, c2, vs);
        ladder16(r, t, dv, c1, c2, vs);
        ladder31(r, t, dv, c1, c2, vs);
        ladder32(r, t, dv, c1, c2, vs);
        ladder33(r, t, dv, c1, c2, vs);
        ladder40(r, t, dv, c1, c2, vs);
        lead2(r, t, dv, c1, c2, vs);
        lead3(r, t, dv, c1, c2, vs);
        lead31(r, t, dv, c1, c2, vs);
        divu(t & 0xffffffffu, dv ? dv : 7);
        divu(rnd() >> (k & 31), dv & 0xffff ? dv & 0xffff : 10);
        crowded(r, t, dv, k);
    }
    printf("ladders %016llx\n", (unsigned long long)h);
    return 0;
}
