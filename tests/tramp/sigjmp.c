/* A signal handler that longjmps out of deep frames, then an exit() from deep inside:
   both must leave a readable profile and the trampoline out of the way. */
#include <setjmp.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>

static jmp_buf env;
static volatile int hits;

static void handler(int sig) { hits++; longjmp(env, sig); }

__attribute__((noinline)) long leaf(long i) { return i * 5 + 1; }

__attribute__((noinline)) void dive(int k)
{
    if (k == 0) raise(SIGUSR1);
    else dive(k - 1);
    leaf(k);
}

__attribute__((noinline)) void bottom(int k)
{
    if (k == 0) { printf("exit from depth, hits %d\n", hits); fflush(stdout); exit(3); }
    bottom(k - 1);
    leaf(k);
}

int main(void)
{
    signal(SIGUSR1, handler);
    long s = 0;
    for (int round = 0; round < 3; round++) {
        signal(SIGUSR1, handler);
        if (!setjmp(env)) dive(4 + round);
        for (int i = 0; i < 100; i++) s += leaf(i);
    }
    printf("sum %ld\n", s);
    bottom(6);
    return 0;
}
