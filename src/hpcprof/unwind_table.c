/* Function boundaries from a module's .PARISC.unwind section, for programs without a
   symbol table: stripping removes .symtab but never the unwind table, which the
   runtime needs. Entries are 16 bytes, big-endian: region start and end (the last
   instruction) as 32-bit offsets from the text segment, then descriptor bits. */
#include <gelf.h>
#include <stdlib.h>
#include <string.h>
#include "unwind_table.h"
#include "util.h"

#ifndef SHT_PARISC_UNWIND
#define SHT_PARISC_UNWIND 0x70000001
#endif

static uint32_t be32(const unsigned char *b) { return (uint32_t)b[0] << 24 | b[1] << 16 | b[2] << 8 | b[3]; }

/* The segment the region offsets are relative to: the lowest executable PT_LOAD. */
static uint64_t text_base(Elf *elf)
{
    size_t n;
    uint64_t base = UINT64_MAX;
    if (elf_getphdrnum(elf, &n)) return 0;
    for (size_t i = 0; i < n; i++) {
        GElf_Phdr ph;
        if (gelf_getphdr(elf, (int)i, &ph) && ph.p_type == PT_LOAD && (ph.p_flags & PF_X) && ph.p_vaddr < base)
            base = ph.p_vaddr;
    }
    return base == UINT64_MAX ? 0 : base;
}

static Elf_Data *find_unwind(Elf *elf)
{
    size_t shstrndx;
    if (elf_getshdrstrndx(elf, &shstrndx)) return NULL;
    for (Elf_Scn *scn = NULL; (scn = elf_nextscn(elf, scn));) {
        GElf_Shdr sh;
        if (!gelf_getshdr(scn, &sh) || sh.sh_type == SHT_NOBITS) continue;
        const char *name = elf_strptr(elf, shstrndx, sh.sh_name);
        if (sh.sh_type == SHT_PARISC_UNWIND || (name && strcmp(name, ".PARISC.unwind") == 0))
            return elf_rawdata(scn, NULL);
    }
    return NULL;
}

static int by_start(const void *a, const void *b)
{
    const struct unwind_region *x = a, *y = b;
    return x->start < y->start ? -1 : x->start > y->start;
}

void unwind_table_load(Elf *elf, struct unwind_table *t)
{
    memset(t, 0, sizeof *t);
    Elf_Data *d = elf ? find_unwind(elf) : NULL;
    if (!d || !d->d_buf) return;
    uint64_t base = text_base(elf);
    size_t n = d->d_size / 16;
    t->r = xcalloc(n, sizeof *t->r);
    for (size_t i = 0; i < n; i++) {
        const unsigned char *e = (const unsigned char *)d->d_buf + 16 * i;
        uint64_t start = be32(e), end = be32(e + 4);
        if (end < start) continue;                   /* damaged entry: ignore */
        t->r[t->n++] = (struct unwind_region){ base + start, base + end + 4 };
    }
    xqsort(t->r, t->n, sizeof *t->r, by_start);
}

int unwind_table_find(const struct unwind_table *t, uint64_t addr, uint64_t *start)
{
    size_t lo = 0, hi = t->n;                        /* first region with start > addr */
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (t->r[mid].start <= addr) lo = mid + 1;
        else hi = mid;
    }
    if (lo == 0 || addr >= t->r[lo - 1].end) return 0;
    *start = t->r[lo - 1].start;
    return 1;
}

void unwind_table_free(struct unwind_table *t)
{
    free(t->r);
    memset(t, 0, sizeof *t);
}
