/* Exact call counts through signal delivery (tests/calls/run.sh): a handler the emulator
   calls 7 times, each calling a leaf 3 times; the interrupted path's calls go on. */
#include <signal.h>
#include <stdio.h>
#include <unistd.h>

static volatile long hits;
__attribute__((noinline)) long hleaf(long i) { return hits += i; }
__attribute__((noinline)) void handler(int sig)
{
    for (int i = 0; i < 3; i++) hleaf(sig);
    signal(SIGUSR1, handler);           /* System V semantics: reset on delivery */
}
__attribute__((noinline)) long work(long i) { return i * 7; }

int main(void)
{
    long s = 0;
    signal(SIGUSR1, handler);
    for (int i = 0; i < 7; i++) {
        s += work(i);
        kill(getpid(), SIGUSR1);
    }
    printf("%ld %ld\n", s, (long)hits);
    return 0;
}
