/* Guest memory for DLL images: the mmap region's bump pointer, plus the ranges of closed
   DLLs, which later loads reuse (without that every balanced dlopen/dlclose cycle kept
   its pages for good). */
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include "dll.h"
#include "grow.h"
#include "loader.h"
#include "run.h"

#define PAGE 4096ull
#define DLL_REGION_END 0x80000000ull

struct span { uint64_t at, size; };
static struct span *spare;
static size_t nspare, spare_cap;

static uint64_t round_page(uint64_t n) { return (n + PAGE - 1) & ~(PAGE - 1); }

static int all_unmapped(uint64_t a, uint64_t size)
{
    for (uint64_t p = a; p < a + size; p += PAGE)
        if (mem_page_prot(p) >= 0) return 0;
    return 1;
}

static uint64_t map_zeroed(uint64_t a, uint64_t size)
{
    if (mem_map(a, size, PROT_READ | PROT_WRITE | PROT_EXEC)) return 0;
    memset(mem_base + a, 0, size);
    return a;
}

/* First fit among the spare ranges; a range the guest has since mapped (MAP_FIXED) is
   dropped rather than taken. */
static uint64_t take_spare(uint64_t size)
{
    for (size_t i = 0; i < nspare; i++) {
        if (spare[i].size < size) continue;
        uint64_t a = spare[i].at;
        if (!all_unmapped(a, size)) {
            spare[i--] = spare[--nspare];
            continue;
        }
        spare[i].at += size;
        spare[i].size -= size;
        if (!spare[i].size) spare[i] = spare[--nspare];
        return map_zeroed(a, size);
    }
    return 0;
}

uint64_t dll_region_take(struct process *p, uint64_t size, int reuse)
{
    size = round_page(size);
    if (!size) return 0;
    if (reuse) {
        uint64_t a = take_spare(size);
        if (a) return a;
    }
    if (!p || p->mmap_next + size > DLL_REGION_END || p->mmap_next + size < size) return 0;
    uint64_t a = p->mmap_next;
    if (!all_unmapped(a, size)) return 0;            /* mmap (mmap.c) fills from the top */
    if (!map_zeroed(a, size)) return 0;
    p->mmap_next += size;
    return a;
}

void dll_region_give(uint64_t at, uint64_t size)
{
    size = round_page(size);
    if (!size || mem_unmap(at, size)) return;
    for (size_t i = 0; i < nspare; i++) {              /* join a neighbour */
        if (spare[i].at + spare[i].size == at) { spare[i].size += size; return; }
        if (at + size == spare[i].at) { spare[i].at = at; spare[i].size += size; return; }
    }
    struct span *n = grow_to(spare, &spare_cap, nspare + 1, 16, sizeof *spare);
    if (!n) return;                                     /* the range stays unmapped, unused */
    spare = n;
    spare[nspare++] = (struct span){ at, size };
}

void dll_region_reset(void)
{
    free(spare);
    spare = NULL;
    nspare = spare_cap = 0;
}
