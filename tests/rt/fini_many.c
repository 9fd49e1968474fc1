/* Forty .fini entries (gcc destructors) and 32 user atexit handlers: every .fini entry
   runs, forward, after the user's handlers, and registering them takes none of the 32
   atexit slots ISO C guarantees the user (runtime supplement §3; issue 7 item 3). */
#include <stdio.h>
#include <stdlib.h>

static int ran, order_ok = 1, user;

#define D(n) \
    static void __attribute__((destructor)) d##n(void) \
    { \
        order_ok &= ran == (n); /* gcc lists them in .dtors in source order */ \
        if (++ran == 40) printf("fini entries run: %d, in order: %s\n", ran, order_ok ? "yes" : "no"); \
    }
D(0) D(1) D(2) D(3) D(4) D(5) D(6) D(7) D(8) D(9) D(10) D(11) D(12) D(13) D(14) D(15)
D(16) D(17) D(18) D(19) D(20) D(21) D(22) D(23) D(24) D(25) D(26) D(27) D(28) D(29)
D(30) D(31) D(32) D(33) D(34) D(35) D(36) D(37) D(38) D(39)

static void count(void)
{
    user++;
}

static void report(void)
{
    printf("user atexit handlers run: %d, fini entries run before them: %d\n", user + 1, ran);
}

int main(void)
{
    int ok = atexit(report) == 0;
    for (int i = 0; i < 31 && ok; i++)
        ok = atexit(count) == 0;
    printf("32 user atexit registrations: %s\n", ok ? "accepted" : "refused");
    return 0;
}
