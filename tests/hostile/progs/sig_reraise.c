/* A handler that re-installs itself and raises its signal again, LIMIT levels deep
   (issue 22 item 2): each level nests on the guest stack; without a limit the guest's
   own stack runs out and that is a guest SIGSEGV, never a host crash. */
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

static long limit, depth, deepest;

static void on_usr2(int sig)
{
    char pad[64];                       /* a frame of some size, as real handlers have */
    pad[0] = (char)sig;
    long d = ++depth;
    if (d > deepest) deepest = d;
    if (limit == 0 || d < limit) {
        signal(SIGUSR2, on_usr2);
        kill(getpid(), SIGUSR2);
    }
    depth -= pad[0] == SIGUSR2;
}

int main(int argc, char **argv)
{
    limit = argc > 1 ? atol(argv[1]) : 0;
    signal(SIGUSR2, on_usr2);
    raise(SIGUSR2);
    printf("deepest %ld, back to %ld\n", deepest, depth);
    return depth == 0 ? 0 : 1;
}
