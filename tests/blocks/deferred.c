/* deferred.c: forward compare and branches whose target is translated in the same block,
   after the fall-through path (jit.c, deferred paths): the target's code then runs with
   the register cache as the branch left it and the count pending there. A store on the
   fall-through path that the target's code loads back (store forwarding must not carry
   over from the other path), registers written on either side, a branch that nullifies
   its slot when taken, branches on bits and on immediates, and targets nested in the
   paths of others. Prints a checksum of every result; tests/blocks runs it translated
   and with --interp and compares output, count and registers. */
#include <stdint.h>
#include <stdio.h>

static uint64_t h = 1469598103934665603u;
static void mix(uint64_t v) { h = (h ^ v) * 1099511628211u; }

/* x < y: to 1 with m[0] = y; else m[0] = x stored on the way, loaded back at 1. */
static __attribute__((noinline)) uint64_t forwarded(uint64_t x, uint64_t y, uint64_t *m)
{
    uint64_t r;
    __asm__ volatile("std %2,0(%3)\n\t"
                     "copy %1,%0\n\t"
                     "cmpb,*<<,n %1,%2,1f\n\t"  /* taken: the slot nullified */
                     "addi 1,%0,%0\n\t"
                     "std %1,0(%3)\n\t"
                     "addi 5,%0,%0\n\t"
                     "1:\n\t"
                     "ldd 0(%3),%%r1\n\t"
                     "add %%r1,%0,%0\n\t"
                     : "=&r"(r) : "r"(x), "r"(y), "r"(m) : "r1", "memory");
    return r;
}

/* Nested: each taken branch skips a part that writes registers the join reads. */
static __attribute__((noinline)) uint64_t nested(uint64_t x, uint64_t y)
{
    uint64_t a = x, b = y, c = x ^ y;
    __asm__ volatile("cmpib,*> 0,%0,2f\n\t"     /* x negative */
                     "addi 3,%1,%1\n\t"          /* the slot, run either way */
                     "sub %1,%2,%0\n\t"
                     "bb,*< %2,62,3f\n\t"        /* bit 1 of c */
                     "xor %0,%1,%2\n\t"
                     "shladd %2,2,%0,%0\n\t"
                     "cmpb,*= %1,%2,3f\n\t"
                     "addi 7,%2,%2\n\t"
                     "or %0,%2,%1\n\t"
                     "2:\n\t"
                     "add %0,%1,%0\n\t"
                     "extrd,u %2,59,12,%1\n\t"
                     "3:\n\t"
                     "depd %1,47,16,%0\n\t"
                     "cmpb,*<>,n %0,%2,4f\n\t"   /* taken: the slot nullified */
                     "ldi 9,%1\n\t"
                     "xor %2,%1,%2\n\t"
                     "4:\n\t"
                     "add %2,%0,%2\n\t"
                     : "+r"(a), "+r"(b), "+r"(c));
    return a ^ b << 7 ^ c << 19;
}

/* A loop whose body has a forward branch to the back edge's compare. */
static __attribute__((noinline)) uint64_t looped(uint64_t x, uint64_t n)
{
    uint64_t r = 0, i = 0;
    __asm__ volatile("5:\n\t"
                     "extrd,u %2,63,1,%%r1\n\t"
                     "cmpib,*<> 0,%%r1,6f\n\t"    /* odd: over the multiply-add */
                     "shrpd %%r0,%2,1,%2\n\t"
                     "shladd %0,1,%0,%0\n\t"
                     "addi 1,%0,%0\n\t"
                     "xor %0,%2,%0\n\t"
                     "6:\n\t"
                     "addi 1,%1,%1\n\t"
                     "cmpb,*<< %1,%3,5b\n\t"
                     "add %0,%1,%0\n\t"
                     : "+r"(r), "+r"(i), "+r"(x) : "r"(n) : "r1");
    return r;
}

int main(void)
{
    uint64_t x = 88172645463325252ull, m[2];
    for (unsigned k = 0; k < 6000; k++) {
        x ^= x << 13; x ^= x >> 7; x ^= x << 17;
        uint64_t y = k & 1 ? x >> (k % 61) : ~x;
        mix(forwarded(x, y, m));
        mix(m[0]);
        mix(forwarded(y, x, m));
        mix(nested(x, y));
        mix(nested(y, k));
        mix(looped(x, k % 37));
    }
    printf("deferred %016llx\n", (unsigned long long)h);
    return 0;
}
