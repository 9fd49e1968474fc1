/* A program with a known call structure for the CCT tests: main -> run -> fib (recursive,
   depth n) and main -> loop. Every function is noinline so the paths are the source's. */
#include <stdio.h>
#include <stdlib.h>

__attribute__((noinline)) static long fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }

__attribute__((noinline)) static long run(int n) { return fib(n); }

__attribute__((noinline)) static long loop(long n)
{
    long s = 0;
    for (long i = 0; i < n; i++) s += (i * 7) ^ (s >> 3);
    return s;
}

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 18;
    long iters = argc > 2 ? atol(argv[2]) : 200000;
    long a = run(n), b = loop(iters);
    printf("%ld %ld\n", a, b);
    return 0;
}
