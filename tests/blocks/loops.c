/* loops.c: one-block loops that use more registers than the translator's cache holds
   (jit.c, loop_head and to_head): each pass evicts some, written or not, and the back
   edge puts the head's registers back before it jumps there. Every register the loop
   writes is checked after it. Prints a checksum of every result; tests/blocks runs it
   translated and with --interp and compares output, count and registers. */
#include <stdint.h>
#include <stdio.h>

static uint64_t h = 1469598103934665603u;
static void mix(uint64_t v) { h = (h ^ v) * 1099511628211u; }

/* Twelve registers written every pass, two read only, a memory operand. */
static __attribute__((noinline)) void wide(uint64_t *v, uint64_t n, const uint64_t *m)
{
    uint64_t a = v[0], b = v[1], c = v[2], d = v[3], e = v[4], f = v[5], g = v[6], i = 0;
    register uint64_t p __asm__("r3") = v[7], q __asm__("r4") = v[8], r __asm__("r5") = v[9];
    register uint64_t s __asm__("r6") = v[10], t __asm__("r7") = v[11];
    __asm__ volatile("1:\n\t"
                     "add %0,%1,%0\n\t"
                     "xor %1,%2,%1\n\t"
                     "shladd %2,1,%3,%2\n\t"
                     "sub %3,%4,%3\n\t"
                     "or %4,%5,%4\n\t"
                     "ldd 0(%14),%%r1\n\t"
                     "add %5,%%r1,%5\n\t"
                     "extrd,u %6,62,40,%6\n\t"
                     "add %6,%8,%6\n\t"
                     "add %8,%9,%8\n\t"
                     "xor %9,%10,%9\n\t"
                     "addi 13,%10,%10\n\t"
                     "sub %11,%0,%11\n\t"
                     "shladd %12,3,%13,%12\n\t"
                     "addi 1,%7,%7\n\t"
                     "cmpb,*<> %7,%15,1b\n\t"
                     "xor %0,%12,%0\n\t"
                     : "+r"(a), "+r"(b), "+r"(c), "+r"(d), "+r"(e), "+r"(f), "+r"(g), "+r"(i),
                       "+r"(p), "+r"(q), "+r"(r), "+r"(s), "+r"(t)
                     : "r"(v[12]), "r"(m), "r"(n) : "r1");
    v[0] = a; v[1] = b; v[2] = c; v[3] = d; v[4] = e; v[5] = f; v[6] = g;
    v[7] = p; v[8] = q; v[9] = r; v[10] = s; v[11] = t; v[12] += i;
}

int main(void)
{
    uint64_t x = 88172645463325252ull, v[13], m = 0x9e3779b97f4a7c15ull;
    for (unsigned k = 0; k < 13; k++) { x ^= x << 13; x ^= x >> 7; x ^= x << 17; v[k] = x; }
    for (unsigned k = 0; k < 3000; k++) {
        wide(v, 1 + k % 29, &m);
        for (unsigned j = 0; j < 13; j++) mix(v[j]);
        m = m * 6364136223846793005ull + v[k % 13];
    }
    printf("loops %016llx\n", (unsigned long long)h);
    return 0;
}
