/* sieve.c: array-loop benchmark - sieve of Eratosthenes plus an integer matrix multiply.
 * usage: sieve [LIMIT [MATN]]   (defaults 80000000 and 350)
 * Prints the prime count, a hash of the primes and a checksum of the matrix product. */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static uint32_t sieve(uint32_t limit, uint64_t *hash)
{
    unsigned char *composite = calloc(limit + 1, 1);
    uint32_t count = 0;
    uint64_t h = 1469598103934665603u;

    if (!composite) {
        fputs("sieve: out of memory\n", stderr);
        exit(1);
    }
    for (uint32_t i = 2; (uint64_t)i * i <= limit; i++)
        if (!composite[i])
            for (uint32_t j = i * i; j <= limit; j += i)
                composite[j] = 1;
    for (uint32_t i = 2; i <= limit; i++)
        if (!composite[i]) {
            count++;
            h = (h ^ i) * 1099511628211u;
        }
    free(composite);
    *hash = h;
    return count;
}

static uint64_t matmul(uint32_t n)
{
    uint32_t *a = malloc(sizeof *a * n * n), *b = malloc(sizeof *b * n * n);
    uint32_t *c = malloc(sizeof *c * n * n);
    uint64_t sum = 0;

    if (!a || !b || !c) {
        fputs("sieve: out of memory\n", stderr);
        exit(1);
    }
    for (uint32_t i = 0; i < n * n; i++) {
        a[i] = i * 2654435761u >> 20;
        b[i] = (i ^ 0x5bd1e995u) % 1000;
    }
    memset(c, 0, sizeof *c * n * n);
    for (uint32_t i = 0; i < n; i++)
        for (uint32_t k = 0; k < n; k++) {
            uint32_t aik = a[i * n + k];
            for (uint32_t j = 0; j < n; j++)
                c[i * n + j] += aik * b[k * n + j];
        }
    for (uint32_t i = 0; i < n * n; i++)
        sum = sum * 1000003u + c[i];
    free(a);
    free(b);
    free(c);
    return sum;
}

int main(int argc, char **argv)
{
    uint32_t limit = argc > 1 ? (uint32_t)strtoul(argv[1], NULL, 10) : 80000000;
    uint32_t n = argc > 2 ? (uint32_t)strtoul(argv[2], NULL, 10) : 350;
    uint64_t hash;
    uint32_t count = sieve(limit, &hash);

    printf("primes<=%" PRIu32 ": %" PRIu32 " hash=%016" PRIx64 " matmul(%" PRIu32 ")=%016" PRIx64 "\n",
           limit, count, hash, n, matmul(n));
    return 0;
}
