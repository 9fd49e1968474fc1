/* Heap: many sizes, patterns that detect overlap, realloc growth and shrinking, calloc
   zeroing, frees in mixed order, big blocks, and the break moving through sbrk. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define N 2000

static int failures;

static void check(int ok, const char *what)
{
    printf("%s: %s\n", what, ok ? "ok" : "FAILED");
    if (!ok)
        failures++;
}

/* Deterministic pseudo-random sizes (no dependence on libc's rand). */
static uint32_t rng = 12345;
static uint32_t next(void)
{
    rng = rng * 1103515245u + 12345u;
    return rng >> 8;
}

static unsigned char tag(size_t i, size_t j)
{
    return (unsigned char)(i * 31 + j * 7 + 1);
}

int main(void)
{
    static unsigned char *p[N];
    static size_t sz[N];
    void *brk0 = sbrk(0);

    int aligned = 1;
    for (size_t i = 0; i < N; i++) {
        sz[i] = (next() % 4 == 0) ? next() % 20000 : next() % 200;
        p[i] = malloc(sz[i] ? sz[i] : 1);
        if (!p[i]) {
            check(0, "malloc");
            return 1;
        }
        if ((uintptr_t)p[i] % 8)
            aligned = 0;
        for (size_t j = 0; j < sz[i]; j++)
            p[i][j] = tag(i, j);
    }
    check(aligned, "every block 8-byte aligned");

    int intact = 1;
    for (size_t i = 0; i < N; i++)
        for (size_t j = 0; j < sz[i]; j++)
            if (p[i][j] != tag(i, j))
                intact = 0;
    check(intact, "no block overlaps another");

    /* Free every third block, then grow or shrink the rest with realloc. */
    for (size_t i = 0; i < N; i += 3) {
        free(p[i]);
        p[i] = NULL;
    }
    int kept = 1;
    for (size_t i = 0; i < N; i++) {
        if (!p[i])
            continue;
        size_t nsz = (i % 2) ? sz[i] * 2 + 16 : sz[i] / 2;
        unsigned char *q = realloc(p[i], nsz ? nsz : 1);
        if (!q) {
            kept = 0;
            continue;
        }
        size_t common = nsz < sz[i] ? nsz : sz[i];
        for (size_t j = 0; j < common; j++)
            if (q[j] != tag(i, j))
                kept = 0;
        for (size_t j = common; j < nsz; j++)
            q[j] = tag(i, j);
        p[i] = q;
        sz[i] = nsz;
    }
    check(kept, "realloc keeps contents when growing and shrinking");

    unsigned char *z = calloc(1000, 13);
    int zero = z != NULL;
    for (size_t j = 0; zero && j < 13000; j++)
        if (z[j])
            zero = 0;
    check(zero, "calloc returns zeroed memory");
    free(z);

    /* Blocks larger than any earlier free space must come from a higher break. */
    unsigned char *big = malloc(8 << 20);
    check(big != NULL, "8 MiB block");
    if (big) {
        memset(big, 0xa5, 8 << 20);
        check(big[0] == 0xa5 && big[(8 << 20) - 1] == 0xa5, "8 MiB block writable end to end");
    }
    check((char *)sbrk(0) > (char *)brk0, "break moved up");
    free(big);

    /* Free the rest in reverse order, then allocate again: memory is reused. */
    for (size_t i = N; i-- > 0;)
        free(p[i]);
    void *again = malloc(100000);
    check(again != NULL, "allocation after freeing everything");
    free(again);

    check(malloc((size_t)1 << 40) == NULL, "1 TiB request fails cleanly");
    check(realloc(NULL, 10) != NULL, "realloc(NULL, n) allocates");

    printf("%d failures\n", failures);
    return failures != 0;
}
