/* setjmp and longjmp in a loop around calls of varying depth. Built stripped, nothing
   names setjmp: a trampoline put in its RP would be saved in the jmp_buf and returned
   through again by each longjmp, long after it moved elsewhere. */
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>

static jmp_buf env;

__attribute__((noinline)) long work(int depth, long x)
{
    if (depth == 0) return x * 3 + 1;
    return work(depth - 1, x + depth) ^ depth;
}

__attribute__((noinline)) void thrower(int depth, long *acc)
{
    *acc += work(depth, *acc & 1023);
    if (depth == 0) longjmp(env, 1 + (int)(*acc & 7));
    thrower(depth - 1, acc);
    *acc += 1;
}

int main(int argc, char **argv)
{
    int rounds = argc > 1 ? atoi(argv[1]) : 400;
    long acc = 0, jumps = 0;
    for (int i = 0; i < rounds; i++) {
        volatile int k = i;
        int r = setjmp(env);
        if (r == 0) thrower(k % 9, &acc);
        else jumps += r;
        acc += work(k % 5, jumps);
    }
    printf("acc %ld jumps %ld\n", acc, jumps);
    return (int)(acc & 3) + 10;
}
