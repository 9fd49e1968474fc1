/* Signal delivery: handlers run on top of the guest stack, called by the emulator;
   the unwinder shows the interrupted code as calling a "<signal handler called>"
   frame, which calls the handler (Sun Studio's sigacthandler view). Raised signals
   (interrupting a system call), a SIGFPE trap inside division millicode and a SIGSEGV
   left with longjmp, a handler that itself raises a signal. */
#include <setjmp.h>
#include <signal.h>
#include <stdio.h>

static jmp_buf env;
static volatile int got, depth;

static int work(int n) { return n <= 0 ? 0 : n + work(n - 1); }

static void on_usr2(int sig) { got += sig + work(20); }

static void on_usr1(int sig)
{
    got += sig + work(30);
    signal(SIGUSR2, on_usr2);
    raise(SIGUSR2);                          /* nested delivery */
}

static void on_trap(int sig) { got += sig; longjmp(env, 1); }

static int divide(int a, int b) { return a / b; }

int main(void)
{
    volatile int zero = 0;
    signal(SIGUSR1, on_usr1);
    raise(SIGUSR1);
    signal(SIGFPE, on_trap);
    if (!setjmp(env)) printf("%d\n", divide(7, zero));
    signal(SIGSEGV, on_trap);
    if (!setjmp(env)) *(volatile int *)16 = work(5);
    printf("got %d\n", got);
    return 0;
}
