/* A program that flushes its own code (FIC) in a loop, as a JIT or a self-patching
   program does: each flush drops the translations; dropping must cost what the
   translated pages hold, not a walk over every page slot of the guest space. */
#include <stdio.h>
#include <stdlib.h>

__attribute__((noinline)) static long work(long i) { return i * 3 + (i >> 2); }

int main(int argc, char **argv)
{
    long n = argc > 1 ? atol(argv[1]) : 20000, s = 0;
    for (long i = 0; i < n; i++) {
    again:
        s += work(i);
        __asm__ volatile("fic %%r0(%%sr0,%0)" : : "r"(&&again) : "memory");
    }
    printf("%ld\n", s);
    return 0;
}
