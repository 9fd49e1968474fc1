/* divdi3.c: libgcc's __udivdi3 and __umoddi3 called directly on every path: divisors of
   a word with and without leading zeros, whose high half is a power of two, dividends
   whose high word is below the divisor or not, divisors wider than a word, and enough
   random ones to take the quotient corrections. Prints a checksum of every register the
   routines write, SAR, FR22 and FR23, the carries (every digit's, by dcor,i) and PSW V,
   and the words they leave on the stack; checks each result against a shift-and-subtract
   division. tests/blocks runs it translated and with --interp and compares output,
   count and registers. */
#include <stdint.h>
#include <stdio.h>

static uint64_t h = 1469598103934665603u;
static __attribute__((noinline)) void mix(uint64_t v) { h = (h ^ v) * 1099511628211u; }

/* n / d and n % d without the routines under test */
static void divide(uint64_t n, uint64_t d, uint64_t *q, uint64_t *r)
{
    uint64_t qq = 0, rr = 0;
    for (int i = 63; i >= 0; i--) {
        uint64_t top = rr >> 63;
        rr = (rr << 1) | ((n >> i) & 1);
        if (top || rr >= d) { rr -= d; qq |= 1ull << i; }
    }
    *q = qq; *r = rr;
}

enum { NOUT = 25 };
/* Carry operands from c1 + c2 and V from a DS of vs, then the call; r4 points at out[]
   (the routines save and restore it). Everything they leave is stored there. */
#define CALL(NAME, ROUTINE, SLOT)                                                          \
    static __attribute__((noinline)) void NAME(uint64_t n, uint64_t d, uint64_t c1,        \
                                               uint64_t c2, uint64_t vs, uint64_t *out)    \
    {                                                                                      \
        register uint64_t *o __asm__("r4") = out;                                          \
        __asm__ volatile("add %1,%2,%%r0\n\t"                                              \
                         "ds %%r0,%3,%%r0\n\t"                                             \
                         "copy %4,%%r26\n\t"                                               \
                         "copy %5,%%r25\n\t"                                               \
                         "b,l " ROUTINE ",%%r2\n\t"                                        \
                         SLOT "\n\t"                                                       \
                         "std %%r1,0(%0)\n\t"                                              \
                         "std %%r19,8(%0)\n\t"                                             \
                         "std %%r20,16(%0)\n\t"                                            \
                         "std %%r21,24(%0)\n\t"                                            \
                         "std %%r22,32(%0)\n\t"                                            \
                         "std %%r23,40(%0)\n\t"                                            \
                         "std %%r24,48(%0)\n\t"                                            \
                         "std %%r25,56(%0)\n\t"                                            \
                         "std %%r26,64(%0)\n\t"                                            \
                         "std %%r28,72(%0)\n\t"                                            \
                         "std %%r29,80(%0)\n\t"                                            \
                         "std %%r31,88(%0)\n\t"                                            \
                         "fstd %%fr22,96(%0)\n\t"                                          \
                         "fstd %%fr23,104(%0)\n\t"                                         \
                         "mfctl %%sar,%%r1\n\t"                                            \
                         "std %%r1,112(%0)\n\t"                                            \
                         "ldd -16(%%sp),%%r1\n\t"                                          \
                         "std %%r1,120(%0)\n\t"                                            \
                         "ldd 8(%%sp),%%r1\n\t"                                            \
                         "std %%r1,128(%0)\n\t"                                            \
                         "ldd 16(%%sp),%%r1\n\t"                                           \
                         "std %%r1,136(%0)\n\t"                                            \
                         "ldd 24(%%sp),%%r1\n\t"                                           \
                         "std %%r1,144(%0)\n\t"                                            \
                         "dcor,i %%r0,%%r1\n\t"                                            \
                         "std %%r1,152(%0)\n\t"                                            \
                         "add,c %%r0,%%r0,%%r1\n\t"                                        \
                         "std %%r1,160(%0)\n\t"                                            \
                         "add,dc %%r0,%%r0,%%r1\n\t"                                       \
                         "std %%r1,168(%0)\n\t"                                            \
                         "ldi 1,%%r19\n\t"                                                 \
                         "ds %%r0,%%r19,%%r1\n\t"                                          \
                         "std %%r1,176(%0)\n\t"                                            \
                         "std %%r2,184(%0)\n\t"                                            \
                         "std %%r3,192(%0)\n\t"                                            \
                         : "+r"(o)                                                         \
                         : "r"(c1), "r"(c2), "r"(vs), "r"(n), "r"(d)                       \
                         : "r1", "r2", "r19", "r20", "r21", "r22", "r23", "r24", "r25",    \
                           "r26", "r28", "r29", "r31", "fr22", "fr23", "memory");          \
    }
/* Called, the translator runs the routine from the call's block; with a slot that
   writes rp, from the routine's own block. */
CALL(udiv, "__udivdi3", "nop")
CALL(umod, "__umoddi3", "nop")
CALL(udiv_rp, "__udivdi3", "copy %%r2,%%r2")
CALL(umod_rp, "__umoddi3", "copy %%r2,%%r2")

static uint64_t x = 88172645463325252ull;
static uint64_t rnd(void) { x ^= x << 13; x ^= x >> 7; x ^= x << 17; return x; }

static int bad;

static void one(uint64_t n, uint64_t d, unsigned k)
{
    uint64_t out[NOUT], q, r, c1 = rnd(), c2 = k & 1 ? rnd() : 0, vs = k & 2 ? 0 - d : rnd();
    divide(n, d, &q, &r);
    (k & 4 ? udiv : udiv_rp)(n, d, c1, c2, vs, out);
    if (out[9] != q && bad++ < 5) printf("__udivdi3(%#llx, %#llx) = %#llx, not %#llx\n",
                                        (unsigned long long)n, (unsigned long long)d,
                                        (unsigned long long)out[9], (unsigned long long)q);
    for (unsigned i = 0; i < NOUT; i++) mix(out[i]);
    (k & 4 ? umod : umod_rp)(n, d, c1, c2, vs, out);
    if (out[9] != r && bad++ < 5) printf("__umoddi3(%#llx, %#llx) = %#llx, not %#llx\n",
                                        (unsigned long long)n, (unsigned long long)d,
                                        (unsigned long long)out[9], (unsigned long long)r);
    for (unsigned i = 0; i < NOUT; i++) mix(out[i]);
}

int main(void)
{
    /* word divisors: none or many leading zeros, a high half that is a power of two
       (0x8000xxxx, 0x0001xxxx), 2^31 and above; then wider ones */
    static const uint64_t dvs[] = { 1, 2, 3, 7, 10, 16, 100, 1000000007, 0x8000, 0x8001, 0x10000, 0x1ffff,
                                    0x7fffffff, 0x80000000u, 0x80000001u, 0x8000ffffu, 0xfffe0001u,
                                    0xffffffffu, 0x12345678, 0x100000000ull, 0x100000003ull,
                                    0xffffffff0000000aull, 0x8000000000001234ull, ~0ull };
    const unsigned nd = sizeof dvs / sizeof *dvs;
    for (unsigned k = 0; k < 30000; k++) {
        uint64_t d = k % 3 ? dvs[k % nd] : rnd() >> (k & 63);
        if (!d) d = 1 + (k & 0xffff);
        uint64_t n;
        switch (k % 5) {
        case 0: n = rnd(); break;
        case 1: n = (uint32_t)rnd(); break;
        case 2: n = rnd() >> (rnd() & 63); break;
        case 3: n = ((rnd() % ((uint32_t)d | 1)) << 32) | (uint32_t)rnd(); break;   /* high word below */
        default: n = d * (rnd() & 0xffff) + (k & 1); break;
        }
        one(n, d, k);
    }
    printf("divdi3 %016llx\n", (unsigned long long)h);
    return bad != 0;
}
