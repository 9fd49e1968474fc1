/* A tail call (tests/calls/run.sh): tailer (tail.S) jumps through a register to
   target's first instruction, so target returns straight to main. */
#include <stdio.h>

long tailer(long x);
__attribute__((noinline)) long leaf(long x) { return x * 3; }
__attribute__((noinline)) long target(long x) { return leaf(x) + 1; }

int main(void)
{
    long s = 0;
    for (long i = 0; i < 5; i++) s += tailer(i);
    printf("%ld\n", s);
    return 0;
}
