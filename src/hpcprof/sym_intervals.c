/* Symbol lookups cached per interval between boundaries (see sym_intervals.h). The
   boundaries are every symbol's start and end and every allocated section's start and
   end, so two addresses in one interval lie inside, before and after the same symbols
   and sections, and libdwfl picks the same symbol for both. */
#include <stdlib.h>
#include <string.h>
#include "sym_intervals.h"
#include "util.h"

struct answer { const char *name; uint64_t start; int known; };

struct sym_intervals {
    Dwfl_Module *m;
    uint64_t *bounds;           /* sorted, distinct */
    size_t n;
    struct answer *ans;         /* per interval: [bounds[i-1], bounds[i]), i = 0..n */
};

static int u64_order(const void *a, const void *b)
{
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return (x > y) - (x < y);
}

static void add_bound(struct sym_intervals *si, size_t *cap, uint64_t v)
{
    GROW(si->bounds, *cap, si->n);
    si->bounds[si->n++] = v;
}

struct sym_intervals *sym_intervals_new(Dwfl_Module *m)
{
    struct sym_intervals *si = xcalloc(1, sizeof *si);
    size_t cap = 0;
    si->m = m;
    int nsym = dwfl_module_getsymtab(m);
    for (int i = 1; i < nsym; i++) {
        GElf_Sym sym;
        GElf_Addr addr;
        if (!dwfl_module_getsym_info(m, i, &sym, &addr, NULL, NULL, NULL)) continue;
        add_bound(si, &cap, addr);
        add_bound(si, &cap, addr + sym.st_size);
    }
    GElf_Addr bias;
    Elf *elf = dwfl_module_getelf(m, &bias);
    for (Elf_Scn *scn = NULL; elf && (scn = elf_nextscn(elf, scn));) {
        GElf_Shdr sh;
        if (!gelf_getshdr(scn, &sh) || !(sh.sh_flags & SHF_ALLOC)) continue;
        add_bound(si, &cap, sh.sh_addr + bias);
        add_bound(si, &cap, sh.sh_addr + sh.sh_size + bias);
    }
    xqsort(si->bounds, si->n, sizeof *si->bounds, u64_order);
    size_t k = 0;
    for (size_t i = 0; i < si->n; i++)
        if (!k || si->bounds[k - 1] != si->bounds[i]) si->bounds[k++] = si->bounds[i];
    si->n = k;
    si->ans = xcalloc(si->n + 1, sizeof *si->ans);
    return si;
}

void sym_intervals_free(struct sym_intervals *si)
{
    if (!si) return;
    free(si->bounds);
    free(si->ans);
    free(si);
}

const char *sym_intervals_lookup(struct sym_intervals *si, uint64_t a, uint64_t *start)
{
    size_t lo = 0, hi = si->n;
    while (lo < hi) {                     /* the first boundary above a */
        size_t mid = lo + (hi - lo) / 2;
        if (si->bounds[mid] <= a) lo = mid + 1;
        else hi = mid;
    }
    struct answer *an = &si->ans[lo];
    if (!an->known) {
        GElf_Off off;
        GElf_Sym sym;
        an->name = dwfl_module_addrinfo(si->m, a, &off, &sym, NULL, NULL, NULL);
        an->start = a - off;
        an->known = 1;
    }
    *start = an->start;
    return an->name;
}
