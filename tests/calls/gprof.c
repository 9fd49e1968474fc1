/* A pacc -G program for tests/calls/run.sh: its gmon.out must be the same with csprof's
   trampoline in every frame (insn@1, all) as under pa64 alone. */
#include <stdio.h>

__attribute__((noinline)) long fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }
__attribute__((noinline)) long leaf(long i) { return i ^ (i >> 2); }

int main(void)
{
    long s = fib(14);
    for (int i = 0; i < 300; i++) s += leaf(i);
    printf("%ld\n", s);
    return 0;
}
