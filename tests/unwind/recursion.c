/* Deep and mutual recursion, non-tail and tail-shaped, through frames of several
   shapes: every instruction of every level is checked by --verify-unwind. */
#include <stdio.h>

static unsigned fib(unsigned n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }

static unsigned ack(unsigned m, unsigned n)
{
    if (m == 0) return n + 1;
    if (n == 0) return ack(m - 1, 1);
    return ack(m - 1, ack(m, n - 1));
}

static int is_odd(unsigned n);
static int is_even(unsigned n) { return n == 0 ? 1 : is_odd(n - 1); }
static int is_odd(unsigned n) { return n == 0 ? 0 : is_even(n - 1); }

/* A frame with many live values across the call: all callee-saved registers saved. */
static long busy(long depth, long a, long b, long c, long d)
{
    if (depth == 0) return a ^ b ^ c ^ d;
    long e = a * 3 + b, f = b * 5 + c, g = c * 7 + d, h = d * 11 + a;
    long r = busy(depth - 1, f, g, h, e);
    return r + e + f + g + h;
}

int main(void)
{
    printf("fib %u ack %u\n", fib(16), ack(2, 100));
    printf("even %d odd %d\n", is_even(600), is_odd(501));
    printf("busy %ld\n", busy(100, 1, 2, 3, 4));
    return 0;
}
