/* Guest program with a known call structure for the hpcprof report tests:
   main -> run -> fib (recursive), main -> loop, and work() inlined into loop.
   The tests hand-make profiles at this program's real return addresses. */
#include <stdio.h>

__attribute__((noinline, noclone)) static long fib(int n)
{
    return n < 2 ? n : fib(n - 1) + fib(n - 2);
}

__attribute__((noinline, noclone)) static long run(int n)
{
    return fib(n) + 1;
}

static inline long work(long i)
{
    return i * i % 7;
}

__attribute__((noinline, noclone)) static long loop(int n)
{
    long s = 0;
    for (int i = 0; i < n; i++) s += work(i);
    return s;
}

int main(void)
{
    long a = run(20);
    long b = loop(1000);
    printf("%ld %ld\n", a, b);
    return 0;
}
