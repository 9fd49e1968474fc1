/* Known call counts for the -p/-G tests: main calls run 3 times; run calls light 5 times
   and heavy 2 times; heavy calls light 4 times. So light 3*(5+2*4) = 39, heavy 6, run 3.
   heavy's own loop costs far more than light's, so the flat ranking is heavy, light. */
#include <stdio.h>
#include <stdlib.h>

static volatile long sink;

__attribute__((noinline)) void light(long n)
{
    for (long i = 0; i < n; i++) sink += i;
}

__attribute__((noinline)) void heavy(long n)
{
    for (long i = 0; i < n; i++) sink += i * 3;
    for (int k = 0; k < 4; k++) light(n / 16);
}

__attribute__((noinline)) void run(long n)
{
    for (int k = 0; k < 5; k++) light(n / 16);
    heavy(n);
    heavy(n);
}

int main(int argc, char **argv)
{
    long n = argc > 1 ? atol(argv[1]) : 400000;
    for (int i = 0; i < 3; i++) run(n);
    printf("sink %ld\n", sink);
    return 0;
}
