/* wordhash.c: string/hash benchmark - pseudo-random words counted in a chained hash table,
 * then a CRC-32 over the sorted-by-bucket dump of the table.
 * usage: wordhash [NWORDS]   (default 6500000)
 * Word text comes from a fixed 32-bit LCG, so the output is the same on every host. */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NBUCKETS 65536u

struct entry {
    struct entry *next;
    uint32_t count;
    char word[16];
};

static struct entry *table[NBUCKETS];
static uint32_t seed = 12345;

static uint32_t rnd(void)
{
    seed = seed * 1103515245u + 12345u;
    return seed >> 8;
}

static uint32_t fnv1a(const char *s)
{
    uint32_t h = 2166136261u;

    while (*s)
        h = (h ^ (unsigned char)*s++) * 16777619u;
    return h;
}

static uint32_t crc_table[256];

static void crc_init(void)
{
    for (uint32_t i = 0; i < 256; i++) {
        uint32_t c = i;
        for (int k = 0; k < 8; k++)
            c = c & 1 ? 0xedb88320u ^ (c >> 1) : c >> 1;
        crc_table[i] = c;
    }
}

static uint32_t crc32(uint32_t crc, const void *buf, size_t len)
{
    const unsigned char *p = buf;

    crc = ~crc;
    while (len--)
        crc = crc_table[(crc ^ *p++) & 0xff] ^ (crc >> 8);
    return ~crc;
}

/* A word of 2..7 letters; letters are skewed so that words repeat. */
static void make_word(char *w)
{
    static const char letters[] = "etaoinshrdlucmfw";
    uint32_t r = rnd();
    int len = 2 + (int)(r % 6);

    for (int i = 0; i < len; i++) {
        r = rnd();
        w[i] = letters[(r & 7) + ((r >> 3) & 1) * (r >> 4 & 7)];
    }
    w[len] = '\0';
}

int main(int argc, char **argv)
{
    uint32_t nwords = argc > 1 ? (uint32_t)strtoul(argv[1], NULL, 10) : 6500000;
    uint32_t distinct = 0, maxcount = 0, crc = 0;
    char w[16], best[16] = "";

    crc_init();
    for (uint32_t i = 0; i < nwords; i++) {
        make_word(w);
        uint32_t b = fnv1a(w) % NBUCKETS;
        struct entry *e = table[b];
        while (e && strcmp(e->word, w) != 0)
            e = e->next;
        if (!e) {
            e = calloc(1, sizeof *e);
            if (!e) {
                fputs("wordhash: out of memory\n", stderr);
                return 1;
            }
            strcpy(e->word, w);
            e->next = table[b];
            table[b] = e;
            distinct++;
        }
        e->count++;
        if (e->count > maxcount || (e->count == maxcount && strcmp(e->word, best) < 0)) {
            maxcount = e->count;
            strcpy(best, e->word);
        }
    }
    for (uint32_t b = 0; b < NBUCKETS; b++)
        for (struct entry *e = table[b]; e; e = e->next) {
            char line[40];
            int n = snprintf(line, sizeof line, "%s %" PRIu32 "\n", e->word, e->count);
            crc = crc32(crc, line, (size_t)n);
        }
    printf("words=%" PRIu32 " distinct=%" PRIu32 " most=%s x%" PRIu32 " crc=%08" PRIx32 "\n",
           nwords, distinct, best, maxcount, crc);
    return 0;
}
