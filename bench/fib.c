/* fib.c: recursion benchmark - naive Fibonacci and Ackermann's function.
 * usage: fib [N]   (default 41; Ackermann(2, N*40) and Ackermann(3, N/4) ride along)
 * Prints a checksum line; the same on every host (fixed-width integer arithmetic only). */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>

static uint32_t fib(uint32_t n)
{
    return n < 2 ? n : fib(n - 1) + fib(n - 2);
}

static uint32_t ack(uint32_t m, uint32_t n)
{
    if (m == 0)
        return n + 1;
    if (n == 0)
        return ack(m - 1, 1);
    return ack(m - 1, ack(m, n - 1));
}

int main(int argc, char **argv)
{
    uint32_t n = argc > 1 ? (uint32_t)strtoul(argv[1], NULL, 10) : 41;
    uint32_t f = fib(n);
    uint32_t a2 = ack(2, n * 40);
    uint32_t a3 = ack(3, n / 4);
    uint64_t sum = 0;

    for (uint32_t i = 0; i < n; i++)
        sum = sum * 31 + fib(i % 20);
    printf("fib(%" PRIu32 ")=%" PRIu32 " ack(2,%" PRIu32 ")=%" PRIu32 " ack(3,%" PRIu32 ")=%" PRIu32
           " checksum=%016" PRIx64 "\n", n, f, n * 40, a2, n / 4, a3, sum ^ f ^ ((uint64_t)a3 << 32));
    return 0;
}
