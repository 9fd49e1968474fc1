/* Live blocks (see blockmap.h): open addressing with linear probing; deletion shifts
   later entries of the run back, so no tombstones accumulate over millions of frees. */
#include <stdlib.h>
#include "blockmap.h"

static struct block *tab;     /* addr 0 marks an empty slot (malloc never returns 0) */
static size_t cap, used;

static size_t home(uint64_t a) { return (size_t)((a >> 3) * 0x9e3779b97f4a7c15ull >> 20) & (cap - 1); }

static int grow(void)
{
    size_t ocap = cap;
    struct block *old = tab;
    size_t ncap = cap ? 2 * cap : 4096;
    struct block *t = calloc(ncap, sizeof *t);
    if (!t) return -1;
    tab = t;
    cap = ncap;
    used = 0;
    for (size_t i = 0; i < ocap; i++)
        if (old[i].addr) blockmap_put(&old[i]);
    free(old);
    return 0;
}

int blockmap_put(const struct block *b)
{
    if (4 * (used + 1) > 3 * cap && grow()) return -1;
    size_t i = home(b->addr);
    while (tab[i].addr && tab[i].addr != b->addr) i = (i + 1) & (cap - 1);
    if (!tab[i].addr) used++;
    tab[i] = *b;
    return 0;
}

int blockmap_take(uint64_t addr, struct block *out)
{
    if (!cap || !addr) return -1;
    size_t i = home(addr);
    while (tab[i].addr && tab[i].addr != addr) i = (i + 1) & (cap - 1);
    if (!tab[i].addr) return -1;
    *out = tab[i];
    tab[i].addr = 0;
    used--;
    /* Move back any later entry of the run whose home is not between the hole and it. */
    for (size_t j = (i + 1) & (cap - 1); tab[j].addr; j = (j + 1) & (cap - 1)) {
        size_t h = home(tab[j].addr);
        int between = i <= j ? (h > i && h <= j) : (h > i || h <= j);
        if (between) continue;
        tab[i] = tab[j];
        tab[j].addr = 0;
        i = j;
    }
    return 0;
}
