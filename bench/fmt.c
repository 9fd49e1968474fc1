/* fmt.c: text-formatting benchmark - the C library's integer printing and parsing in a
 * loop: sprintf("key%d"), "%u %x %ld" lines, sscanf and strtol back, and a qsort of the
 * keys by strcmp (the small-divisor millicode paths of every %d).
 * usage: fmt [N]   (default 340000)
 * Prints a checksum of the formatted text, of the parsed values and of the sorted keys. */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static uint32_t fnv(uint32_t h, const char *s)
{
    while (*s) h = (h ^ (unsigned char)*s++) * 16777619u;
    return h;
}

static int cmp_str(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

int main(int argc, char **argv)
{
    long n = argc > 1 ? strtol(argv[1], NULL, 10) : 340000;
    char buf[128];
    uint32_t htext = 2166136261u, hparse = 0;
    long keys = n / 4 > 0 ? n / 4 : 1;
    char **key = malloc(sizeof *key * (size_t)keys);
    char *pool = malloc((size_t)keys * 16);

    if (!key || !pool) {
        fputs("fmt: out of memory\n", stderr);
        return 1;
    }
    for (long i = 0; i < n; i++) {
        unsigned u = (unsigned)(i * 2654435761u);
        /* 32-bit unsigned arithmetic, the same in ILP32 and LP64 (a long product would
           overflow in ILP32 past i = 271,183) */
        long l = (long)((uint32_t)i * 7919u % 2000000000u) - 1000000;
        int len = sprintf(buf, "key%ld %u %x %ld %d", i, u, u >> 3, l, (int)(i % 1000) - 500);
        htext = fnv(htext + (uint32_t)len, buf);
        if (i < keys) {
            key[i] = pool + 16 * i;
            sprintf(key[i], "key%ld", (long)((uint32_t)i * 40503u % (uint32_t)keys));   /* keys < 106,000 */
        }
        long a, d;
        unsigned b, c;
        int e;
        if (sscanf(buf, "key%ld %u %x %ld %d", &a, &b, &c, &d, &e) != 5 || a != i || b != u) {
            fputs("fmt: sscanf mismatch\n", stderr);
            return 1;
        }
        char *end;
        long back = strtol(buf + 3, &end, 10);
        hparse = hparse * 31 + (uint32_t)back + (uint32_t)c + (uint32_t)d + (uint32_t)e +
                 (uint32_t)strtoul(end, NULL, 10);
    }
    qsort(key, (size_t)keys, sizeof *key, cmp_str);
    uint32_t hsort = 0;
    for (long i = 0; i < keys; i += 97) hsort = fnv(hsort, key[i]);
    printf("text %08" PRIx32 " parse %08" PRIx32 " sort %08" PRIx32 " first %s last %s\n",
           htext, hparse, hsort, key[0], key[keys - 1]);
    free(pool);
    free(key);
    return 0;
}
