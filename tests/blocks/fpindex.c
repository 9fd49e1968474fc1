/* fpindex.c: indexed FP loads and stores (fldw/fldd/fstw/fstd with an index register,
   scaled or not, either half of a register for words) and the short forms that modify
   their base (,ma and ,mb), translated inline: every form against --interp
   (tests/blocks), and an indexed store between a store and a load of the same
   doubleword, which must not be taken from the first store's register.
   Prints "fpindex <16 hex digits>". */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

static uint64_t h = 1469598103934665603u;
static void mix(uint64_t v) { h = (h ^ v) * 1099511628211u; }
static void mixd(double d) { uint64_t v; memcpy(&v, &d, 8); mix(v); }
static void mixf(float f) { uint32_t v; memcpy(&v, &f, 4); mix(v); }

static double ldd_s(const double *b, long i) { double r; __asm__ volatile("fldd,s %1(%2),%0" : "=f"(r) : "r"(i), "r"(b) : "memory"); return r; }
static double ldd_x(const double *b, long i) { double r; __asm__ volatile("fldd %1(%2),%0" : "=f"(r) : "r"(i), "r"(b) : "memory"); return r; }
static float ldw_s(const float *b, long i) { float r; __asm__ volatile("fldw,s %1(%2),%0" : "=f"(r) : "r"(i), "r"(b) : "memory"); return r; }
static float ldw_x(const float *b, long i) { float r; __asm__ volatile("fldw %1(%2),%0" : "=f"(r) : "r"(i), "r"(b) : "memory"); return r; }
static void std_s(double *b, long i, double v) { __asm__ volatile("fstd,s %2,%0(%1)" : : "r"(i), "r"(b), "f"(v) : "memory"); }
static void std_x(double *b, long i, double v) { __asm__ volatile("fstd %2,%0(%1)" : : "r"(i), "r"(b), "f"(v) : "memory"); }
static void stw_s(float *b, long i, float v) { __asm__ volatile("fstw,s %2,%0(%1)" : : "r"(i), "r"(b), "f"(v) : "memory"); }
static void stw_x(float *b, long i, float v) { __asm__ volatile("fstw %2,%0(%1)" : : "r"(i), "r"(b), "f"(v) : "memory"); }

/* Both halves of one register by indexed word loads, then the halves stored apart. */
static double ldw_halves(const float *b, long i, long j)
{
    double r;
    __asm__ volatile("fldw,s %1(%3),%%fr22L\n\tfldw %2(%3),%%fr22R\n\tfcpy,dbl %%fr22,%0"
                     : "=f"(r) : "r"(i), "r"(j), "r"(b) : "fr22", "memory");
    return r;
}
static void stw_halves(float *b, long i, long j, double v)
{
    __asm__ volatile("fcpy,dbl %3,%%fr23\n\tfstw,s %%fr23L,%0(%2)\n\tfstw %%fr23R,%1(%2)"
                     : : "r"(i), "r"(j), "r"(b), "f"(v) : "fr23", "memory");
}

/* Base-modifying short forms: the base after each, and what moved. */
static void modify_forms(double *d, float *f)
{
    double *p = d + 8, a, b;
    float *q = f + 8, x, y;
    __asm__ volatile("fldd,ma 8(%2),%0\n\tfldd,mb 16(%2),%1" : "=&f"(a), "=&f"(b), "+r"(p) : : "memory");
    mixd(a); mixd(b); mix((uint64_t)(p - d));
    __asm__ volatile("fstd,ma %1,-8(%0)\n\tfstd,mb %2,-16(%0)" : "+r"(p) : "f"(a * 2), "f"(b + 1) : "memory");
    mix((uint64_t)(p - d));
    __asm__ volatile("fldw,mb 4(%2),%0\n\tfldw,ma -4(%2),%1" : "=&f"(x), "=&f"(y), "+r"(q) : : "memory");
    mixf(x); mixf(y); mix((uint64_t)(q - f));
    __asm__ volatile("fstw,ma %1,12(%0)\n\tfstw,mb %2,4(%0)" : "+r"(q) : "f"(x + 1), "f"(y * 3) : "memory");
    mix((uint64_t)(q - f));
}

/* fstd 16(b); fstd,s v2 at index 2; fldd 16(b): the last must read v2. */
static double store_store_load(double *b, double v1, double v2)
{
    double r;
    long i = 2;
    __asm__ volatile("fstd %2,16(%1)\n\tfstd,s %3,%4(%1)\n\tfldd 16(%1),%0"
                     : "=&f"(r) : "r"(b), "f"(v1), "f"(v2), "r"(i) : "memory");
    return r;
}

int main(void)
{
    double d[64];
    float f[64];
    for (int k = 0; k < 64; k++) { d[k] = k * 1.25 - 7; f[k] = (float)(k * 0.5 - 3); }
    for (int round = 0; round < 3; round++) {
        for (long i = 0; i < 64; i++) {
            mixd(ldd_s(d, i));
            mixf(ldw_s(f, i));
            if (!(i & 1)) mixf(ldw_x(f, i * 4));
            if (!(i & 7)) mixd(ldd_x(d, i * 8));
        }
        mixd(ldd_s(d + 32, -5));                        /* a negative index */
        for (long i = 0; i < 60; i += 5) mixd(ldw_halves(f, i, 4 * (i + 3)));
        stw_halves(f, 10 + round, 4 * (20 + round), d[5 + round] * 3);
        mixf(ldw_s(f + 32, -7));
        for (long i = 0; i < 64; i += 3) {
            std_s(d, i, d[i] * 0.5 + round);
            stw_s(f, i, f[i] + 1.0f);
            if (!(i & 7)) { std_x(d, i * 8, i + 0.25); stw_x(f, i * 4, (float)i - 0.75f); }
        }
        for (int k = 0; k < 64; k++) { mixd(d[k]); mixf(f[k]); }
        mixd(store_store_load(d, 1.5 + round, 2.5 + round));
        modify_forms(d, f);
        mixd(d[2]);
    }
    printf("fpindex %016llx\n", (unsigned long long)h);
    return 0;
}
