/* N nested handlers that all return (issue 22 item 3): handler k raises signal k+1's
   handler... each returns to the one it interrupted; then M longjmp-out deliveries
   followed by one more nest of N, which must return as well. */
#include <setjmp.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

static long n, level, order_ok = 1, returned;
static jmp_buf jb;

static void on_sig(int sig)
{
    long me = ++level;
    if (me < n) { signal(SIGUSR1, on_sig); kill(getpid(), SIGUSR1); }
    if (level != me) order_ok = 0;       /* the nested one returned to us */
    level--;
    returned++;
    (void)sig;
}

static void leave(int sig) { longjmp(jb, sig); }

int main(int argc, char **argv)
{
    n = argc > 1 ? atol(argv[1]) : 64;
    long outs = argc > 2 ? atol(argv[2]) : 63;
    signal(SIGUSR1, on_sig);
    kill(getpid(), SIGUSR1);
    for (long i = 0; i < outs; i++) {
        signal(SIGUSR2, leave);
        if (!setjmp(jb)) raise(SIGUSR2);
    }
    signal(SIGUSR1, on_sig);
    raise(SIGUSR1);
    printf("%ld handlers returned, order %s\n", returned, order_ok ? "ok" : "WRONG");
    return returned == 2 * n && order_ok ? 0 : 1;
}
