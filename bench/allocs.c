/* allocs.c: allocator benchmark - a pool of 256 live blocks, each step frees one and
 * allocates a new one of pseudo-random size (8..1031 bytes) and tags it; the sum of the
 * tags read back before each free is printed. Mostly there to time csprof -e malloc
 * per intercepted call (bench/overhead.sh).
 * usage: allocs [STEPS]   (default 3200000) */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static uint32_t seed = 2463534242u;

static uint32_t xorshift(void)
{
    seed ^= seed << 13;
    seed ^= seed >> 17;
    seed ^= seed << 5;
    return seed;
}

int main(int argc, char **argv)
{
    uint32_t steps = argc > 1 ? (uint32_t)strtoul(argv[1], NULL, 10) : 3200000;
    uint64_t *pool[256] = { 0 };
    uint64_t sum = 0, bytes = 0;

    for (uint32_t i = 0; i < steps; i++) {
        uint32_t r = xorshift();
        uint32_t k = r & 255, size = 8 + (r >> 8) % 1024;
        if (pool[k])
            sum = sum * 31 + pool[k][0];
        free(pool[k]);
        pool[k] = malloc(size);
        if (!pool[k]) {
            fputs("allocs: out of memory\n", stderr);
            return 1;
        }
        memset(pool[k], 0, size);
        pool[k][0] = i ^ size;
        bytes += size;
    }
    for (int k = 0; k < 256; k++)
        free(pool[k]);
    printf("steps=%" PRIu32 " bytes=%" PRIu64 " sum=%016" PRIx64 "\n", steps, bytes, sum);
    return 0;
}
