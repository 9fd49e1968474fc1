/* The common idiom: a handler that longjmps out, in a loop (issue 22 item 1). Every
   delivery must be undone by the longjmp, whatever the number of iterations. */
#include <setjmp.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

static jmp_buf jb;
static volatile long caught;

static void on_usr1(int sig) { caught++; longjmp(jb, sig); }

int main(int argc, char **argv)
{
    long n = argc > 1 ? atol(argv[1]) : 100000;
    for (long i = 0; i < n; i++) {
        signal(SIGUSR1, on_usr1);
        if (!setjmp(jb)) kill(getpid(), SIGUSR1);
    }
    printf("caught %ld of %ld\n", caught, n);
    return caught == n ? 0 : 1;
}
