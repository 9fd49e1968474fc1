/* gotos.c: unconditional b,l inside superblocks (jit.c follows a b,l's target on the same
   page as the next segment): a b,l that the and,= before it may nullify (the millicode
   entry's shape: then its slot runs as a plain instruction and the code after it), a
   b,l with a link register into a subroutine that returns by bv, a b,l,n, and gcc's
   conditional jump (cond_jumps). Prints a
   checksum of every result; tests/blocks runs it translated and with --interp and
   compares output, count and registers. */
#include <stdint.h>
#include <stdio.h>

static uint64_t h = 1469598103934665603u;
static void mix(uint64_t v) { h = (h ^ v) * 1099511628211u; }

static uint64_t jumps(uint64_t x, uint64_t y)
{
    uint64_t r;
    __asm__ volatile("ldo -1(%1),%%r1\n\t"
                     "and,= %1,%%r1,%%r0\n\t"   /* x a power of two (or 0): no jump */
                     "b,l 1f,%%r0\n\t"
                     "addi 3,%2,%0\n\t"         /* the slot, run either way */
                     "addi 5,%0,%0\n\t"
                     "b,l 2f,%%r0\n\t"
                     "addi 7,%0,%0\n\t"
                     "1:\n\t"
                     "addi 11,%0,%0\n\t"
                     "2:\n\t"
                     "b,l 3f,%%r31\n\t"         /* a call: r31 = the return point */
                     "addi 17,%0,%0\n\t"
                     "b,l,n 4f,%%r0\n\t"        /* back from it: over it, the slot nullified */
                     "addi 1,%0,%0\n\t"
                     "3:\n\t"
                     "addi 19,%0,%0\n\t"
                     "bv %%r0(%%r31)\n\t"
                     "shladd %0,1,%1,%0\n\t"
                     "4:\n\t"
                     "addi 23,%0,%0\n\t"
                     : "=&r"(r) : "r"(x), "r"(y) : "r1", "r31");
    return r;
}

/* gcc's conditional jump: cmpclr,cond then b,l,n over the code that follows, which runs
   when the compare nullifies the b,l (the translator goes on along that path). In a loop,
   and after another compare that may nullify the first, so that PSW N is in memory. */
static uint64_t cond_jumps(uint64_t x, uint64_t y)
{
    uint64_t r = 0, i = 0;
    __asm__ volatile("1:\n\t"
                     "cmpclr,<< %2,%3,%%r0\n\t"     /* x >= y: jump out */
                     "b,l,n 2f,%%r0\n\t"
                     "addi 3,%0,%0\n\t"              /* the slot: run when nullified */
                     "addi 1,%1,%1\n\t"
                     "cmpclr,= %1,%3,%%r0\n\t"
                     "cmpclr,<> %0,%2,%%r0\n\t"      /* may be nullified: N in memory */
                     "b,l,n 3f,%%r0\n\t"
                     "addi 5,%0,%0\n\t"
                     "xor %0,%2,%0\n\t"
                     "3:\n\t"
                     "cmpib,<> 0,%1,1b\n\t"
                     "ldo 7(%2),%2\n\t"
                     "2:"
                     : "+r"(r), "+r"(i), "+r"(x) : "r"(y));
    return r ^ i << 32;
}

int main(void)
{
    uint64_t x = 88172645463325252ull;
    for (unsigned k = 0; k < 5000; k++) {
        x ^= x << 13; x ^= x >> 7; x ^= x << 17;
        uint64_t a = k % 3 ? x : (uint64_t)1 << (k % 64);
        mix(jumps(a, x >> 3));
        mix(jumps(k, k));
        mix(cond_jumps(x & 0xff, (x >> 8) & 0x3ff));
    }
    printf("gotos %016llx\n", (unsigned long long)h);
    return 0;
}
