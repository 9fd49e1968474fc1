/* Signal handlers see hardware traps and raise(): SIGFPE from an integer division by
   zero (the millicode's conditional trap), SIGSEGV from a bad store, both left with
   longjmp; raise() with a handler; SysV reset to SIG_DFL after delivery. */
#include <setjmp.h>
#include <signal.h>
#include <stdio.h>

static jmp_buf env;
static volatile int got;

static void on_trap(int sig) { got = sig; longjmp(env, 1); }
static void on_usr(int sig) { got = sig; }

int main(void)
{
    volatile int zero = 0, x = 7;
    signal(SIGFPE, on_trap);
    if (!setjmp(env)) printf("quotient %d\n", x / zero);
    printf("caught SIGFPE: %d\n", got == SIGFPE);

    signal(SIGSEGV, on_trap);
    if (!setjmp(env)) *(volatile int *)16 = 1;
    printf("caught SIGSEGV: %d\n", got == SIGSEGV);

    got = 0;
    printf("first install returns SIG_DFL: %d\n", signal(SIGUSR1, on_usr) == SIG_DFL);
    raise(SIGUSR1);
    printf("raise ran handler: %d\n", got == SIGUSR1);
    printf("reset to default: %d\n", signal(SIGUSR1, SIG_IGN) == SIG_DFL);
    raise(SIGUSR1);
    printf("ignored\n");
    return 0;
}
