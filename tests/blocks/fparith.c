/* fparith.c: fadd, fsub, fmpy, fdiv and fsqrt,dbl on operands biased toward the edges (zeros,
   infinities, denormals, extreme exponents, few significant bits so that exact results
   are common), in all four rounding modes, with and without denormal flushing; each
   result and the status register's flags after it go into a checksum. tests/blocks runs
   it translated (whose inline forms decide the inexact flag themselves) and with
   --interp (the executors, which the unit tests compare with the host's IEEE unit). And
   copies between FP registers, and compares with every condition and test. */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

static uint64_t h = 1469598103934665603u;
static void mix(uint64_t v) { h = (h ^ v) * 1099511628211u; }

static uint64_t state = 0x9e3779b97f4a7c15u;
static uint64_t rnd(void)
{
    state ^= state << 13; state ^= state >> 7; state ^= state << 17;
    return state;
}
static double rnd_d(void)
{
    uint64_t r = rnd(), sign = (r & 1) << 63, frac = rnd() & 0x000fffffffffffffu, e, u;
    switch ((r >> 1) & 15) {
    case 0: u = sign; goto done;                              /* zero */
    case 1: u = sign | 0x7ff0000000000000u; goto done;       /* infinity */
    case 2: e = 0; break;                                     /* denormal */
    case 3: e = 1 + ((r >> 8) & 63); break;                   /* tiny */
    case 4: e = 2046 - ((r >> 8) & 63); break;                /* huge */
    case 5: e = 1023 + ((r >> 8) & 3); frac = 0; break;       /* small powers of two */
    case 6: e = 54 + ((r >> 8) & 3); break;                   /* the fast path's edges */
    case 7: e = 2045 - ((r >> 8) & 3); break;
    default: e = 1023 - 40 + ((r >> 8) & 127); break;         /* ordinary */
    }
    if ((r >> 20) & 1) frac &= ~(uint64_t)0 << (52 - ((r >> 24) & 15));   /* few bits */
    u = sign | (e << 52) | frac;
done:;
    double d;
    memcpy(&d, &u, 8);
    return d;
}

static uint32_t get_sr(void)
{
    uint64_t v;
    __asm__ volatile("fstd %%fr0,%0" : "=m"(v) : : "memory");
    return (uint32_t)(v >> 32);
}
static void put_sr(uint32_t s)
{
    uint64_t v = (uint64_t)s << 32;
    __asm__ volatile("fldd %0,%%fr0" : : "m"(v) : "memory");
}

/* Copies between FP registers (fcpy,dbl, which the translator keeps in its register
   cache), fr0 as the source too, and an add that reads a copy. */
static void copies(double a, double b)
{
    double r1, r2, r3;
    __asm__ volatile("fcpy,dbl %3,%0\n\t"
                     "fcpy,dbl %0,%1\n\t"
                     "fadd,dbl %1,%4,%2\n\t"
                     "fcpy,dbl %%fr0,%0"
                     : "=&f"(r1), "=&f"(r2), "=&f"(r3) : "f"(a), "f"(b));
    uint64_t u[3];
    memcpy(&u[0], &r1, 8); memcpy(&u[1], &r2, 8); memcpy(&u[2], &r3, 8);
    mix(u[0]); mix(u[1]); mix(u[2]);
}

/* fcmp,dbl fr4,fr5 under each of its 32 conditions (as words: the assembler's names for
   them are many), each followed by ftest and an ldi it may nullify; then three queued
   compares, fr0 among the operands, before each kind of ftest (acc, rej, acc8, ...; the
   compare array bits). The status register after each goes into the checksum too. */
#define FC(CMP, TEST) do { uint64_t n_ = 0, sr_; \
    __asm__ volatile("fldd 0(%2),%%fr4\n\tfldd 0(%3),%%fr5\n\t.word " CMP "\n\t.word " TEST "\n\tldi 1,%0\n\t" \
                     "fstd %%fr0,0(%4)" : "+r"(n_) : "m"(sr_), "r"(&a), "r"(&b), "r"(&sr_) : "fr4", "fr5", "memory"); \
    mix(n_); mix(sr_ >> 32); } while (0)
#define FC3(C1, C2, C3, TEST) do { uint64_t n_ = 0, sr_; \
    __asm__ volatile("fldd 0(%2),%%fr4\n\tfldd 0(%3),%%fr5\n\t.word " C1 "\n\t.word " C2 "\n\t.word " C3 "\n\t" \
                     ".word " TEST "\n\tldi 1,%0\n\tfstd %%fr0,0(%4)" \
                     : "+r"(n_) : "m"(sr_), "r"(&a), "r"(&b), "r"(&sr_) : "fr4", "fr5", "memory"); \
    mix(n_); mix(sr_ >> 32); } while (0)

static void compares(double a, double b)
{
    FC("0x30850c00", "0x30002420");
    FC("0x30850c01", "0x30002420");
    FC("0x30850c02", "0x30002420");
    FC("0x30850c03", "0x30002420");
    FC("0x30850c04", "0x30002420");
    FC("0x30850c05", "0x30002420");
    FC("0x30850c06", "0x30002420");
    FC("0x30850c07", "0x30002420");
    FC("0x30850c08", "0x30002420");
    FC("0x30850c09", "0x30002420");
    FC("0x30850c0a", "0x30002420");
    FC("0x30850c0b", "0x30002420");
    FC("0x30850c0c", "0x30002420");
    FC("0x30850c0d", "0x30002420");
    FC("0x30850c0e", "0x30002420");
    FC("0x30850c0f", "0x30002420");
    FC("0x30850c10", "0x30002420");
    FC("0x30850c11", "0x30002420");
    FC("0x30850c12", "0x30002420");
    FC("0x30850c13", "0x30002420");
    FC("0x30850c14", "0x30002420");
    FC("0x30850c15", "0x30002420");
    FC("0x30850c16", "0x30002420");
    FC("0x30850c17", "0x30002420");
    FC("0x30850c18", "0x30002420");
    FC("0x30850c19", "0x30002420");
    FC("0x30850c1a", "0x30002420");
    FC("0x30850c1b", "0x30002420");
    FC("0x30850c1c", "0x30002420");
    FC("0x30850c1d", "0x30002420");
    FC("0x30850c1e", "0x30002420");
    FC("0x30850c1f", "0x30002420");
    FC3("0x30850c04", "0x30a40c11", "0x30800c08", "0x30002420");
    FC3("0x30850c04", "0x30a40c11", "0x30800c08", "0x30002421");
    FC3("0x30850c04", "0x30a40c11", "0x30800c08", "0x30002422");
    FC3("0x30850c04", "0x30a40c11", "0x30800c08", "0x30002425");
    FC3("0x30850c04", "0x30a40c11", "0x30800c08", "0x30002426");
    FC3("0x30850c04", "0x30a40c11", "0x30800c08", "0x30002429");
    FC3("0x30850c04", "0x30a40c11", "0x30800c08", "0x3000242d");
    FC3("0x30850c04", "0x30a40c11", "0x30800c08", "0x30002431");
    FC3("0x30850c04", "0x30850c08", "0x30a00c0c", "0x30000420");
    FC3("0x30850c04", "0x30850c08", "0x30a00c0c", "0x30004420");
    FC3("0x30850c04", "0x30850c08", "0x30a00c0c", "0x30006420");
    FC3("0x30850c04", "0x30850c08", "0x30a00c0c", "0x30008420");
    FC3("0x30850c04", "0x30850c08", "0x30a00c0c", "0x3000a420");
    FC3("0x30850c04", "0x30850c08", "0x30a00c0c", "0x3000c420");
    FC3("0x30850c04", "0x30850c08", "0x30a00c0c", "0x3000e420");
}

int main(void)
{
    volatile double x, y, z;
    for (int i = 0; i < 200000; i++) {
        unsigned rm = i & 3, op = (i >> 2) & 3;
        put_sr(rm << 9 | ((i & 64) ? 1u << 5 : 0));            /* RM; D every other 64 */
        x = rnd_d();
        y = rnd_d();
        switch (op) {
        case 0: z = x + y; break;
        case 1: z = x - y; break;
        case 2: z = x * y; break;
        default: z = x / y; break;
        }
        uint64_t u;
        double r = z;
        memcpy(&u, &r, 8);
        mix(u);
        mix(get_sr() >> 27);                                   /* the sticky flags */
        if (i & 16) {                   /* fsqrt,dbl of x, of a square and of the double above
                                           it (its root may round to a short one), flags cleared */
            volatile double t = y * y;
            double a[3] = { x, t, t }, r1;
            memcpy(&u, &a[2], 8);
            u++;
            memcpy(&a[2], &u, 8);
            for (int k = 0; k < 3; k++) {
                put_sr(rm << 9 | ((i & 64) ? 1u << 5 : 0));
                __asm__ volatile("fsqrt,dbl %1,%0" : "=f"(r1) : "f"(a[k]));
                memcpy(&u, &r1, 8);
                mix(u);
                mix(get_sr() >> 27);
            }
        }
        if (!(i & 15)) copies(x, y);
        if (!(i & 7)) compares(x, (i & 8) ? x : y);
        if (!(i & 255)) {                                      /* a quiet and a signalling NaN */
            static const uint64_t nans[2] = { 0x7ff8000000000001u, 0x7ff0000000000001u };
            double q, sn;
            memcpy(&q, &nans[0], 8);
            memcpy(&sn, &nans[1], 8);
            compares(x, q);
            compares(sn, y);
        }
    }
    put_sr(0);
    printf("fparith %016llx\n", (unsigned long long)h);
    return 0;
}
