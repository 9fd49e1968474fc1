/* Load modules and their .PARISC.unwind tables. Each table entry is 16 bytes: the
   region's first and last instruction as SEGREL32 offsets from the module's text
   segment base, then two descriptor words (uw-internal.h). Tables are copied out of
   guest memory on first use and kept sorted, so finding a procedure is a binary search.
   DLLs come from the emulated dld (emu/os/dll.h), announced or found on a miss. */
#include <elf.h>
#include <stdlib.h>
#include <string.h>
#include "bytes.h"
#include "cpu.h"
#include "dll.h"
#include "elfcheck.h"
#include "loader.h"
#include "run.h"
#include "uw-internal.h"

#define MAX_MODULES 256

static struct uw_module modules[MAX_MODULES];
static size_t nmodules;
static struct uw_module *last_hit;
unsigned uw_module_generation;

/* ---- guest memory without faults: the unwinder reads whatever the guest left ---- */

int uw_read32(uint64_t addr, uint32_t *v)
{
    if ((addr & 3) || addr >= GUEST_SPACE - 4 || !mem_accessible(addr, 0)) return -1;
    uint32_t x;
    memcpy(&x, mem_base + addr, 4);
    *v = __builtin_bswap32(x);
    return 0;
}

int uw_read64(uint64_t addr, uint64_t *v)
{
    if ((addr & 7) || addr >= GUEST_SPACE - 8 || !mem_accessible(addr, 0)) return -1;
    uint64_t x;
    memcpy(&x, mem_base + addr, 8);
    *v = __builtin_bswap64(x);
    return 0;
}

int uw_write64(uint64_t addr, uint64_t v)
{
    if ((addr & 7) || addr >= GUEST_SPACE - 8 || !mem_accessible(addr, 1)) return -1;
    v = __builtin_bswap64(v);
    memcpy(mem_base + addr, &v, 8);
    return 0;
}

/* ---- the module table ---- */

static void changed(void)
{
    last_hit = NULL;
    uw_module_generation++;
    uw_analysis_flush();
}

static struct uw_module *add(const struct unw_module *m)
{
    unw_remove_module(m->text_start);      /* a reload at the same place replaces it */
    if (nmodules == MAX_MODULES || m->text_end <= m->text_start) return NULL;
    struct uw_module *u = &modules[nmodules++];
    memset(u, 0, sizeof *u);
    u->m = *m;
    changed();
    return u;
}

int unw_add_module(const struct unw_module *m) { return add(m) ? 0 : -1; }

void unw_remove_module(uint64_t text_start)
{
    for (size_t i = 0; i < nmodules; i++) {
        if (modules[i].m.text_start != text_start) continue;
        free(modules[i].ents);
        modules[i] = modules[--nmodules];
        changed();
        return;
    }
}

static int cmp_entry(const void *a, const void *b)
{
    const struct uw_entry *x = a, *y = b;
    return x->start < y->start ? -1 : x->start > y->start;
}

/* Copies the table out of guest memory once it is mapped. */
static void load_entries(struct uw_module *u)
{
    uint64_t lo = u->m.unwind_start, hi = u->m.unwind_end;
    if (u->loaded || hi <= lo || !mem_accessible(lo, 0)) return;
    size_t n = (size_t)((hi - lo) / 16), k = 0;
    u->ents = calloc(n ? n : 1, sizeof *u->ents);
    if (!u->ents) return;
    for (size_t i = 0; i < n; i++) {
        uint32_t w[4];
        uint64_t a = lo + 16 * i;
        if (uw_read32(a, &w[0]) || uw_read32(a + 4, &w[1]) || uw_read32(a + 8, &w[2]) || uw_read32(a + 12, &w[3]))
            break;
        uint64_t start = u->m.segbase + w[0], end = u->m.segbase + w[1] + 4;
        /* A region must lie in the module's text: analysis walks it, so an edited entry
           must not make the work per procedure larger than the code. */
        if (w[1] < w[0] || start < u->m.text_start || end > u->m.text_end) continue;
        u->ents[k++] = (struct uw_entry){ start, end, a, w[2], w[3] };
    }
    qsort(u->ents, k, sizeof *u->ents, cmp_entry);
    u->nents = k;
    u->loaded = 1;
}

static struct uw_module *from_dld(uint64_t pc);
static void check_dld(void);

struct uw_module *uw_module_at(uint64_t pc)
{
    check_dld();
    if (last_hit && pc >= last_hit->m.text_start && pc < last_hit->m.text_end) return last_hit;
    for (size_t i = 0; i < nmodules; i++)
        if (pc >= modules[i].m.text_start && pc < modules[i].m.text_end) return last_hit = &modules[i];
    return from_dld(pc);
}

const struct uw_entry *uw_entry_at(struct uw_module *u, uint64_t pc)
{
    if (!u->loaded) load_entries(u);
    size_t lo = 0, hi = u->nents;
    while (lo < hi) {                       /* last entry starting at or below pc */
        size_t mid = (lo + hi) / 2;
        if (u->ents[mid].start <= pc) lo = mid + 1; else hi = mid;
    }
    if (lo && pc < u->ents[lo - 1].end) return &u->ents[lo - 1];
    return NULL;
}

/* ---- the main program ---- */

static uint64_t sym(const struct image *im, const char *name)
{
    const struct gsym *s = image_lookup(im, name);
    return s ? s->addr : 0;
}

/* Where the text and the unwind table are, from what survives `strip`: the program
   headers (the executable PT_LOAD is the base of the table's SEGREL32 offsets; a
   PT_PARISC_UNWIND segment, when the linker writes one, is the table) and the section
   headers (SHT_PARISC_UNWIND; the executable sections bound the text). The symbols
   pacc's script defines (__text_start, _etext, __unwind_start/_end) are only the
   fallback for a file without section headers. */
static void layout_from_headers(const struct image *im, struct unw_module *m)
{
    const uint8_t *f = im->file, *ph, *sh;
    unsigned phn = be16(f + 56), shn = be16(f + 60);
    for (unsigned i = 0; i < phn && (ph = elf_phdr_at(f, im->size, i)); i++) {
        uint32_t type = be32(ph), flags = be32(ph + 4);
        uint64_t va = be64(ph + 16), memsz = be64(ph + 40);
        if (type == PT_LOAD && (flags & PF_X) && !m->segbase) { m->segbase = va; m->text_start = va; m->text_end = va + memsz; }
        if (type == PT_PARISC_UNWIND) { m->unwind_start = va; m->unwind_end = va + memsz; }
    }
    uint64_t tlo = 0, thi = 0;
    for (unsigned i = 0; i < shn && (sh = elf_shdr_at(f, im->size, i)); i++) {
        uint64_t flags = be64(sh + 8), addr = be64(sh + 16), size = be64(sh + 32);
        if (be32(sh + 4) == SHT_PARISC_UNWIND && !m->unwind_end) { m->unwind_start = addr; m->unwind_end = addr + size; }
        if ((flags & SHF_EXECINSTR) && (flags & SHF_ALLOC) && size) {
            if (!thi || addr < tlo) tlo = addr;
            if (addr + size > thi) thi = addr + size;
        }
    }
    if (thi && thi > m->text_start) m->text_end = thi;
    if (tlo && (!m->text_start || tlo < m->text_start)) m->text_start = tlo;
}

static void layout_from_symbols(const struct image *im, struct unw_module *m)
{
    if (!m->text_start) m->text_start = sym(im, "__text_start");
    if (!m->text_start) m->text_start = im->load_lo;
    if (!m->segbase) m->segbase = m->text_start;
    if (!m->text_end || m->text_end <= m->text_start) m->text_end = sym(im, "_etext");
    if (!m->text_end || m->text_end <= m->text_start) m->text_end = im->load_hi;
    if (!m->unwind_end) {
        m->unwind_start = sym(im, "__unwind_start");
        m->unwind_end = sym(im, "__unwind_end");
    }
}

static void register_dlls(void);

int unw_register_image(struct image *im)
{
    struct unw_module m = { 0 };
    m.name = im->path;
    layout_from_headers(im, &m);
    layout_from_symbols(im, &m);
    m.gp = sym(im, "__gp");
    /* $START$ never returns and keeps no RP: the outermost frame of a static program.
       (A dld-started main returns to the host-return address, which ends the stack.)
       Stripped, its extent is the unwind region holding the entry (frames.c). */
    if (!im->dynamic) {
        const struct gsym *e = image_func_at(im, im->entry);
        m.entry_lo = im->entry;
        m.entry_hi = e && e->size && e->addr + e->size > im->entry ? e->addr + e->size : im->entry + 4;
    }
    struct uw_module *u = add(&m);
    if (!u) return -1;
    u->im = im;
    if (!guest_call_observer) guest_call_observer = unw_host_call;
    register_dlls();
    return 0;
}

/* ---- DLLs ---- */

static void dld_to_unw(const struct dld_module *d, struct unw_module *m)
{
    memset(m, 0, sizeof *m);
    m->name = d->path;
    m->text_start = d->text_lo;
    m->text_end = d->text_hi;
    m->segbase = d->segbase;
    m->unwind_start = d->unwind_lo;
    m->unwind_end = d->unwind_hi;
    m->gp = d->gp;
}

void unw_dld_event(const struct dld_module *d, int loaded)
{
    if (!d || d->id == 0) return;           /* the program itself comes from its image */
    if (!loaded) { unw_remove_module(d->text_lo); return; }
    struct unw_module m;
    dld_to_unw(d, &m);
    struct uw_module *u = add(&m);
    if (u) u->is_dll = 1;
}

static void register_dlls(void)
{
    size_t n = 0;
    const struct dld_module *all = dld_modules(&n);
    for (size_t i = 0; i < n; i++)
        if (all[i].loaded) unw_dld_event(&all[i], 1);
}

/* Whether the dld still has this DLL where we think it is. */
static int dld_still_has(const struct uw_module *u)
{
    size_t n = 0;
    const struct dld_module *all = dld_modules(&n);
    for (size_t i = 0; i < n; i++)
        if (all[i].loaded && all[i].text_lo == u->m.text_start && all[i].text_hi == u->m.text_end
            && all[i].unwind_lo == u->m.unwind_start && all[i].unwind_hi == u->m.unwind_end)
            return 1;
    return 0;
}

/* Without a hook forwarding unloads, a DLL dlclose dropped would linger here; another
   load (the module count changes) could reuse its addresses. Re-check then. */
static void check_dld(void)
{
    static size_t seen;
    size_t n = 0;
    dld_modules(&n);
    if (n == seen) return;
    seen = n;
    for (size_t i = nmodules; i-- > 0;)
        if (modules[i].is_dll && !dld_still_has(&modules[i])) unw_remove_module(modules[i].m.text_start);
}

/* A PC in a DLL nobody announced (no hook forwarded the event): ask the dld. */
static struct uw_module *from_dld(uint64_t pc)
{
    const struct dld_module *d = dld_module_at(pc);
    if (!d || d->id == 0 || pc < d->text_lo || pc >= d->text_hi) return NULL;
    unw_dld_event(d, 1);
    for (size_t i = 0; i < nmodules; i++)
        if (pc >= modules[i].m.text_start && pc < modules[i].m.text_end) return last_hit = &modules[i];
    return NULL;
}

/* ---- symbols ---- */

int uw_symbol_at(uint64_t pc, const char **name, uint64_t *start, char *buf, size_t len)
{
    struct uw_module *u = uw_module_at(pc);
    if (u && u->im) {
        const struct gsym *s = image_func_at(u->im, pc);
        if (!s) return 0;
        *name = s->name;
        *start = s->addr;
        return 1;
    }
    /* dld_describe gives "name+0xOFF (module)". */
    if (!buf || len < 2 || dld_describe(pc, buf, len) || buf[0] == '?') return 0;
    char *plus = strrchr(buf, '+');
    if (!plus) return 0;
    uint64_t off = strtoull(plus + 1, NULL, 16);
    *plus = 0;
    *name = buf;
    *start = pc - off;
    return 1;
}

void uw_each_symbol(struct uw_module *u, uint64_t lo, uint64_t hi,
                    void (*fn)(uint64_t addr, int is_func, void *arg), void *arg)
{
    if (!u || !u->im) return;
    const struct image *im = u->im;
    size_t a = 0, b = im->nsyms;
    while (a < b) {                         /* first symbol at or above lo */
        size_t mid = (a + b) / 2;
        if (im->syms[mid].addr < lo) a = mid + 1; else b = mid;
    }
    for (size_t i = a; i < im->nsyms && im->syms[i].addr < hi; i++)
        if (im->syms[i].type == STT_FUNC || im->syms[i].type == STT_NOTYPE)
            fn(im->syms[i].addr, im->syms[i].type == STT_FUNC, arg);
}
