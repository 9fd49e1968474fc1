/* qsort.c: sorting benchmark - the C library's qsort on a large array of 32-bit keys
 * (indirect calls to the comparison function), then a binary-search pass.
 * usage: qsort [N]   (default 1400000)
 * Keys come from a fixed xorshift generator; the output is the same on every host. */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>

static uint32_t state = 2463534242u;

static uint32_t xorshift(void)
{
    state ^= state << 13;
    state ^= state >> 17;
    state ^= state << 5;
    return state;
}

static int cmp_u32(const void *a, const void *b)
{
    uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;

    return (x > y) - (x < y);
}

int main(int argc, char **argv)
{
    uint32_t n = argc > 1 ? (uint32_t)strtoul(argv[1], NULL, 10) : 1400000;
    uint32_t *a = malloc(sizeof *a * n);
    uint64_t sum = 0;
    uint32_t found = 0;

    if (!a) {
        fputs("qsort: out of memory\n", stderr);
        return 1;
    }
    for (uint32_t i = 0; i < n; i++)
        a[i] = xorshift() % (n * 4);
    qsort(a, n, sizeof *a, cmp_u32);
    for (uint32_t i = 1; i < n; i++)
        if (a[i - 1] > a[i]) {
            printf("qsort: not sorted at %" PRIu32 "\n", i);
            return 1;
        }
    for (uint32_t i = 0; i < n; i++)
        sum = sum * 2654435761u + a[i];
    for (uint32_t i = 0; i < n; i++) {
        uint32_t key = xorshift() % (n * 4);
        if (bsearch(&key, a, n, sizeof *a, cmp_u32))
            found++;
    }
    printf("n=%" PRIu32 " min=%" PRIu32 " median=%" PRIu32 " max=%" PRIu32 " found=%" PRIu32
           " checksum=%016" PRIx64 "\n", n, a[0], a[n / 2], a[n - 1], found, sum);
    free(a);
    return 0;
}
