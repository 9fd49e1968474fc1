/* milli.c: the millicode's $$divU and $$remU called directly, on every path (powers of
   two, small divisors, the general path the translator runs whole, divisors with bit 31
   set, high words set), under any PSW V and carry going in. Prints a checksum of r1,
   ret1, r25, r26, the carries (every digit's, by dcor,i) and PSW V after each call; tests/blocks
   runs it translated and with --interp and compares output, count and registers. */
#include <stdint.h>
#include <stdio.h>

static uint64_t h = 1469598103934665603u;
static void mix(uint64_t v) { h = (h ^ v) * 1099511628211u; }

/* Carry operands from c1 + c2 and V from a DS of vs, then the call; every digit's carry
   (dcor,i), the carry into bit 32, the carry out of bit 63, V, and r25 and r26 (the
   power-of-two path of $$divU writes them) read back after it. */
#define CALL(NAME, ROUTINE, PRE, SLOT)                                                     \
    static void NAME(uint64_t n, uint64_t dv, uint64_t c1, uint64_t c2, uint64_t vs)       \
    {                                                                                      \
        uint64_t r1, r29, cw, cd, dc, vv, r25, r26, one = 1;                               \
        __asm__ volatile("add %[c1],%[c2],%%r0\n\t"                                        \
                         "ds %%r0,%[vs],%%r0\n\t"                                          \
                         "copy %[n],%%r26\n\t"                                             \
                         "copy %[dv],%%r25\n\t"                                            \
                         PRE "\n\t"                                                        \
                         "b,l " ROUTINE ",%%r2\n\t"                                        \
                         SLOT "\n\t"                                                       \
                         "dcor,i %%r0,%[dc]\n\t"                                           \
                         "add,c %%r0,%%r0,%[cw]\n\t"                                       \
                         "add,dc %%r0,%%r0,%[cd]\n\t"                                      \
                         "copy %%r1,%[r1]\n\t"                                             \
                         "copy %%r29,%[r29]\n\t"                                           \
                         "copy %%r25,%[r25]\n\t"                                           \
                         "copy %%r26,%[r26]\n\t"                                           \
                         "ds %%r0,%[one],%[vv]\n\t"                                        \
                         : [r1] "=&r"(r1), [r29] "=&r"(r29), [cw] "=&r"(cw), [cd] "=&r"(cd), \
                           [vv] "=&r"(vv), [dc] "=&r"(dc), [r25] "=&r"(r25), [r26] "=&r"(r26) \
                         : [c1] "r"(c1), [c2] "r"(c2), [vs] "r"(vs), [n] "r"(n), [dv] "r"(dv), \
                           [one] "r"(one)                                                  \
                         : "r1", "r2", "r25", "r26", "r29", "r31");                        \
        mix(r1); mix(r29); mix(cw); mix(cd); mix(dc); mix(vv); mix(r25); mix(r26);         \
    }
/* A slot that writes rp: the translator then runs the routine from its own block. An
   executor's call before the branch (mfctl of the thread pointer) leaves r25 and r26
   cached as read back from memory, not written in the block: the power-of-two path
   inline must store what it writes to them. */
CALL(divu, "$$divU", "nop", "nop")
CALL(remu, "$$remU", "nop", "nop")
CALL(divu_rp, "$$divU", "nop", "copy %%r2,%%r2")
CALL(remu_rp, "$$remU", "nop", "copy %%r2,%%r2")
CALL(divu_clean, "$$divU", "mfctl %%cr27,%%r1", "nop")

static uint64_t x = 88172645463325252ull;
static uint64_t rnd(void) { x ^= x << 13; x ^= x >> 7; x ^= x << 17; return x; }

int main(void)
{
    /* each side of every test on the divisor: 1..15, powers of two, 16, 2^31 - 1, 2^31,
       and high words that the word tests ignore */
    static const uint64_t dvs[] = { 1, 2, 3, 7, 10, 15, 16, 17, 0xa000, 0x8000, 0x7fffffff, 0x80000000u,
                                    0x80000001u, 0xffffffffu, 0x40000000, 0x12345678, 0x100000003ull,
                                    0xffffffff0000000aull, 0x8000000000001234ull, 0x1000000000000000ull };
    const unsigned nd = sizeof dvs / sizeof *dvs;
    for (unsigned k = 0; k < 20000; k++) {
        uint64_t dv = k % 3 ? dvs[k % nd] : rnd() >> (k & 63);
        if (!(uint32_t)dv) dv |= 1 + (k & 0xffff);  /* a zero word traps */
        uint64_t n = k % 4 == 0 ? rnd() : k % 4 == 1 ? (uint32_t)rnd() : rnd() >> (k & 63);
        uint64_t c1 = rnd(), c2 = k & 1 ? rnd() : 0, vs = k & 2 ? (uint64_t)0 - dv : rnd();
        if (k & 4) {
            (k & 8 ? divu : divu_clean)(n, dv, c1, c2, vs);
            remu(n, dv, c1, c2, vs);
        } else {
            divu_rp(n, dv, c1, c2, vs);
            remu_rp(n, dv, c1, c2, vs);
        }
    }
    printf("milli %016llx\n", (unsigned long long)h);
    return 0;
}
