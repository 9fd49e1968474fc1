/* Load modules for the emulated dld: finding DLLs on the search path, mapping them into
   the DLL region, their symbol tables, and relocation (docs/guest-abi.md "Dynamic
   loading").

   What the hppa64 linker (GNU ld 2.40) gives us, and hence the rules here:
   - A DLL is ET_DYN linked at 0; its gp is DT_PLTGOT (ld writes __gp there: "HP's use
     PLTGOT to set the GOT register", elf64-hppa.c) plus the load bias.
   - Function pointers are 32-byte descriptors in .opd: entry at +16, gp at +24. A DLL's
     .dynsym gives a function the address of its .opd entry; the companion symbol
     ".name" holds the code address. An executable's .dynsym does the same; its .symtab
     has code addresses.
   - R_PARISC_EPLT points at the start of an .opd entry (finalize_opd) and fills the
     entry/gp words at +16/+24; R_PARISC_IPLT fills a 16-byte PLT slot, entry then gp,
     which the import stubs load as `ldd X(dp),r1; bve (r1); ldd X+8(dp),dp`.
   - ld drops (writes R_PARISC_NONE instead of) every dynamic relocation against a
     local symbol: DLT entries of static data and strings, .opd entries of static
     functions, init/fini arrays, data pointers to static objects. Their words hold
     link-time addresses, so we add the load bias: for the linker-built tables we know
     every word is an address; for other data only the relocations the link kept with
     --emit-relocs tell which words are pointers. */
#include <elf.h>
#include <errno.h>
#include <fcntl.h>
#include <libgen.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>
#include "dll.h"
#include "bytes.h"
#include "elfcheck.h"
#include "loader.h"
#include "run.h"

#define R_NONE 0
#define R_FPTR64 64
#define R_DIR64 80
#define R_IPLT 129
#define R_EPLT 130
#define SHT_PARISC_UNWIND_ 0x70000001u
#define DLL_REGION_END 0x80000000ull
#define MMAP_BASE_ 0x40000000ull        /* where the DLL region starts (loader.c) */
#define PAGE 4096ull

struct dll **dll_tab;
size_t dll_count;
static struct dld_module *pub_tab;     /* copy of every module's pub, for dld_modules */
static struct process *proc;
static dld_hook_fn hook_fn;
static void *hook_arg;


void dll_set_process(struct process *p) { proc = p; }

/* ---- guest memory owned by the dld ---- */

/* DLLs share the mmap region's bump pointer with the mmap system call (dll_region.c). */
static uint64_t region_alloc(uint64_t size, int reuse) { return dll_region_take(proc, size, reuse); }

/* Descriptors the dld makes for functions that have no .opd entry, kept unique per
   (entry, gp) so a function's address compares equal wherever it was taken. */
struct made_desc { uint64_t entry, gp, desc; };
static struct made_desc *made;
static size_t nmade;
static uint64_t arena_cur, arena_end;

uint64_t dll_new_desc(uint64_t entry, uint64_t gp)
{
    for (size_t i = 0; i < nmade; i++)
        if (made[i].entry == entry && made[i].gp == gp) return made[i].desc;
    if (arena_cur + 32 > arena_end) {
        arena_cur = region_alloc(PAGE, 0);    /* dll_discard rolls the arena back */
        if (!arena_cur) return 0;
        arena_end = arena_cur + PAGE;
    }
    uint64_t d = arena_cur;
    arena_cur += 32;
    guest_put64(d + 16, entry);
    guest_put64(d + 24, gp);
    made = realloc(made, (nmade + 1) * sizeof *made);
    made[nmade++] = (struct made_desc){ entry, gp, d };
    return d;
}

/* ---- ELF views of a module's file ---- */

struct phdr { uint32_t type, flags; uint64_t off, vaddr, filesz, memsz; };
struct shdr { uint32_t name, type, link, info; uint64_t flags, addr, off, size; };

static unsigned phnum(const struct dll *m) { return be16(m->file + 56); }
static unsigned shnum(const struct dll *m) { return be64(m->file + 40) ? be16(m->file + 60) : 0; }

static int get_phdr(const struct dll *m, unsigned i, struct phdr *ph)
{
    const uint8_t *p = elf_phdr_at(m->file, m->size, i);
    if (!p) return -1;
    *ph = (struct phdr){ be32(p), be32(p + 4), be64(p + 8), be64(p + 16), be64(p + 32), be64(p + 40) };
    return 0;
}

static int get_shdr(const struct dll *m, unsigned i, struct shdr *sh)
{
    const uint8_t *p = elf_shdr_at(m->file, m->size, i);
    if (!p) return -1;
    *sh = (struct shdr){ be32(p), be32(p + 4), be32(p + 40), be32(p + 44),
                         be64(p + 8), be64(p + 16), be64(p + 24), be64(p + 32) };
    return 0;
}

static const char *sh_name(const struct dll *m, const struct shdr *sh)
{
    struct shdr str;
    if (get_shdr(m, be16(m->file + 62), &str) || sh->name >= str.size || !elf_span_ok(m->size, str.off, str.size))
        return "";
    return (const char *)m->file + str.off + sh->name;
}

/* File bytes behind link-time address [vaddr, vaddr+len), or NULL (e.g. in .bss). */
static const uint8_t *file_at(const struct dll *m, uint64_t vaddr, uint64_t len)
{
    return elf_file_backed(m->file, m->size, vaddr, len) ? m->file + elf_vaddr_offset(m->file, vaddr) : NULL;
}

static const char *dynstr_at(const struct dll *m, uint64_t off)
{
    const uint8_t *s = off < m->dynstrsz ? file_at(m, m->dynstr + off, 1) : NULL;
    return s ? (const char *)s : "";
}

/* ---- reading a module ---- */

static int read_whole(const char *path, uint8_t **data, size_t *size)
{
    int fd = open(path, O_RDONLY);
    struct stat st;
    if (fd < 0) return -1;
    if (fstat(fd, &st) || !S_ISREG(st.st_mode)) { close(fd); return -1; }
    *size = (size_t)st.st_size;
    *data = calloc(*size + 1, 1);          /* a NUL after the end ends any string */
    ssize_t n = *data ? read(fd, *data, *size) : -1;
    close(fd);
    return n == (ssize_t)*size ? 0 : -1;
}

static int check_header(const struct dll *m, char *err, size_t errlen)
{
    const uint8_t *e = m->file;
    const char *why = NULL;
    if (m->size < 64 || memcmp(e, ELFMAG, SELFMAG)) why = "not an ELF file";
    else if (e[EI_CLASS] != ELFCLASS64 || e[EI_DATA] != ELFDATA2MSB) why = "not ELF64 big-endian";
    else if (be16(e + 18) != EM_PARISC) why = "not PA-RISC";
    else if (be16(e + 16) != ET_DYN) why = "not a shared library (e_type is not ET_DYN)";
    if (why) {
        snprintf(err, errlen, "%s: not a PA-64 DLL (%s)", m->path, why);
        return -1;
    }
    char field[256];
    if (elf_check(m->file, m->size, 0, DLL_REGION_END - MMAP_BASE_, field, sizeof field)) {
        snprintf(err, errlen, "%s: bad PA-64 DLL: %s", m->path, field);
        return -1;
    }
    return 0;
}

static void read_extent(struct dll *m)
{
    struct phdr ph;
    m->link_lo = ~0ull;
    m->link_hi = 0;
    for (unsigned i = 0; i < phnum(m); i++) {
        if (get_phdr(m, i, &ph) || ph.type != PT_LOAD) continue;
        if (ph.vaddr < m->link_lo) m->link_lo = ph.vaddr;
        if (ph.vaddr + ph.memsz > m->link_hi) m->link_hi = ph.vaddr + ph.memsz;
        if (ph.flags & PF_X) m->pub.segbase = ph.vaddr;
    }
}

static void dyn_entry(struct dll *m, uint64_t tag, uint64_t val)
{
    switch (tag) {
    case DT_RELA: m->rela = val; break;
    case DT_RELASZ: m->relasz = val; break;
    case DT_JMPREL: m->jmprel = val; break;
    case DT_PLTRELSZ: m->pltrelsz = val; break;
    case DT_SYMTAB: m->dynsym = val; break;
    case DT_STRTAB: m->dynstr = val; break;
    case DT_STRSZ: m->dynstrsz = val; break;
    case DT_PLTGOT: m->pub.gp = val; break;
    case DT_INIT: m->init = val; break;
    case DT_FINI: m->fini = val; break;
    case DT_INIT_ARRAY: m->init_array = val; break;
    case DT_INIT_ARRAYSZ: m->init_arraysz = val; break;
    case DT_FINI_ARRAY: m->fini_array = val; break;
    case DT_FINI_ARRAYSZ: m->fini_arraysz = val; break;
    case DT_HASH: { const uint8_t *h = file_at(m, val, 8); if (h) m->nsyms = be32(h + 4); break; }
    default: break;
    }
}

/* The dynamic section, read from the file: link-time values, immune to the guest. */
static void read_dynamic(struct dll *m)
{
    struct phdr ph;
    uint64_t off = 0, size = 0, rpath = 0, runpath = 0;
    for (unsigned i = 0; i < phnum(m); i++)
        if (!get_phdr(m, i, &ph) && ph.type == PT_DYNAMIC) { off = ph.off; size = ph.filesz; }
    if (!elf_span_ok(m->size, off, size)) size = 0;
    for (uint64_t o = off; o + 16 <= off + size; o += 16) {      /* string tables first */
        uint64_t tag = be64(m->file + o), val = be64(m->file + o + 8);
        if (tag == DT_NULL) break;
        dyn_entry(m, tag, val);
        if (tag == DT_RPATH) rpath = val;
        if (tag == DT_RUNPATH) runpath = val;
    }
    for (uint64_t o = off; o + 16 <= off + size; o += 16) {
        uint64_t tag = be64(m->file + o), val = be64(m->file + o + 8);
        if (tag == DT_NULL) break;
        if (tag != DT_NEEDED) continue;
        if (!strcmp(dynstr_at(m, val), "dld.sl")) continue;   /* ourselves (pacc's Table 3 stand-in) */
        m->needed = realloc(m->needed, (m->nneeded + 1) * sizeof *m->needed);
        m->needed[m->nneeded++] = strdup(dynstr_at(m, val));
    }
    if (runpath || rpath) m->rpath = dynstr_at(m, runpath ? runpath : rpath);
}

static void note_section(struct dll *m, const struct shdr *sh, const char *nm)
{
    struct dll_range r = { sh->addr, sh->addr + sh->size };
    int data_array = (sh->flags & SHF_WRITE) && !(sh->flags & SHF_EXECINSTR);
    if (!strcmp(nm, ".opd")) m->opd = r;
    else if (!strcmp(nm, ".plt")) m->plt = r;
    else if (!strcmp(nm, ".dlt")) m->dlt = r;
    else if (!strcmp(nm, ".init") && data_array) m->hp_init = r;   /* HP-style: descriptor array */
    else if (!strcmp(nm, ".fini") && data_array) m->hp_fini = r;
    else if (sh->type == SHT_PARISC_UNWIND_) { m->pub.unwind_lo = r.lo; m->pub.unwind_hi = r.hi; }
    if ((sh->flags & SHF_EXECINSTR) && (sh->flags & SHF_ALLOC) && sh->size) {
        if (!m->pub.text_hi || r.lo < m->pub.text_lo) m->pub.text_lo = r.lo;
        if (r.hi > m->pub.text_hi) m->pub.text_hi = r.hi;
    }
}

/* Link-time [a, a+len) lies in the module's segments: everything the dld writes or
   reads through a module's own tables is checked against this, so a malformed file
   cannot make it touch memory outside the module. */
static int inside(const struct dll *m, uint64_t a, uint64_t len)
{
    return a >= m->link_lo && a <= m->link_hi && len <= m->link_hi - a;
}

static void clamp(const struct dll *m, struct dll_range *r)
{
    if (r->hi < r->lo || !inside(m, r->lo, r->hi - r->lo)) *r = (struct dll_range){ 0, 0 };
}

static void read_sections(struct dll *m)
{
    struct shdr sh;
    for (unsigned i = 0; i < shnum(m); i++) {
        if (get_shdr(m, i, &sh)) continue;
        note_section(m, &sh, sh_name(m, &sh));
        if (sh.type == SHT_DYNSYM && !m->nsyms) m->nsyms = sh.size / 24;   /* no DT_HASH */
    }
    clamp(m, &m->opd);
    clamp(m, &m->plt);
    clamp(m, &m->dlt);
    clamp(m, &m->hp_init);
    clamp(m, &m->hp_fini);
    if (!inside(m, m->init_array, m->init_arraysz)) m->init_array = m->init_arraysz = 0;
    if (!inside(m, m->fini_array, m->fini_arraysz)) m->fini_array = m->fini_arraysz = 0;
}

/* ---- symbols ---- */

static uint32_t name_hash(const char *s)
{
    uint32_t h = 2166136261u;
    while (*s) h = (h ^ (uint8_t)*s++) * 16777619u;
    return h;
}

static int in_range(const struct dll_range *r, uint64_t a) { return a >= r->lo && a < r->hi; }

static int abs_symbol(const char *name, uint64_t *v);

static void add_sym(struct dll *m, const char *nm, const uint8_t *s)
{
    unsigned char info = s[4];
    uint16_t shndx = be16(s + 6);
    uint64_t v = be64(s + 8);
    struct dll_sym d = { nm, v, (unsigned char)ELF64_ST_TYPE(info), (unsigned char)ELF64_ST_BIND(info),
                         shndx != SHN_UNDEF, 0 };
    if (!d.defined || (d.bind != STB_GLOBAL && d.bind != STB_WEAK) || !*nm) return;
    /* ld copies the dld stand-in's Table 3 symbols into the program as absolute 0s: they
       are the dld's to define, not the module's. */
    if (shndx == SHN_ABS && abs_symbol(nm, &v)) return;
    /* Not an address of the DLL: unusable. (The dld reports the main program's, which
       elf_check has kept inside the program area, where it writes through them.) */
    if (shndx != SHN_ABS && m->pub.id && !inside(m, v, 0)) return;
    d.is_desc = d.type == STT_FUNC && in_range(&m->opd, v) && v + 32 <= m->opd.hi;
    if (shndx != SHN_ABS) d.value += m->pub.base;
    m->syms = realloc(m->syms, (m->nsyms_tab + 1) * sizeof *m->syms);
    m->syms[m->nsyms_tab++] = d;
}

static void add_dynsyms(struct dll *m)
{
    for (uint64_t i = 1; i < m->nsyms; i++) {
        const uint8_t *s = file_at(m, m->dynsym + 24 * i, 24);
        if (s) add_sym(m, dynstr_at(m, be32(s)), s);
    }
}

/* Walks a SHT_SYMTAB section: fn(m, name, entry, arg) for each named symbol. */
static void each_symtab(struct dll *m, void (*fn)(struct dll *, const char *, const uint8_t *))
{
    struct shdr sh, str;
    for (unsigned i = 0; i < shnum(m); i++) {
        if (get_shdr(m, i, &sh) || sh.type != SHT_SYMTAB || get_shdr(m, sh.link, &str)) continue;
        if (!elf_span_ok(m->size, sh.off, sh.size) || !elf_span_ok(m->size, str.off, str.size)) continue;
        for (uint64_t k = 1; k < sh.size / 24; k++) {
            const uint8_t *s = m->file + sh.off + 24 * k;
            if (be32(s) < str.size) fn(m, (const char *)m->file + str.off + be32(s), s);
        }
    }
}

static void add_func(struct dll *m, const char *nm, const uint8_t *s)
{
    if (ELF64_ST_TYPE(s[4]) != STT_FUNC || be16(s + 6) == SHN_UNDEF || !*nm || !inside(m, be64(s + 8), 0)) return;
    m->funcs = realloc(m->funcs, (m->nfuncs + 1) * sizeof *m->funcs);
    m->funcs[m->nfuncs++] = (struct dll_sym){ nm, be64(s + 8) + m->pub.base, STT_FUNC, 0, 1, 0 };
}

static int cmp_value(const void *a, const void *b)
{
    const struct dll_sym *x = a, *y = b;
    return x->value < y->value ? -1 : x->value > y->value;
}

/* Chains keep table order, so the first entry of a name (.dynsym before .symtab) wins. */
static void hash_syms(struct dll *m)
{
    uint32_t nb = 16;
    while (nb < m->nsyms_tab) nb *= 2;
    m->nbucket = nb;
    m->bucket = calloc(nb, sizeof *m->bucket);
    m->chain = calloc(m->nsyms_tab + 1, sizeof *m->chain);
    if (!m->bucket || !m->chain) {           /* no lookups rather than a crash */
        free(m->bucket); free(m->chain);
        m->bucket = m->chain = NULL;
        m->nbucket = 0;
        return;
    }
    for (size_t i = m->nsyms_tab; i-- > 0;) {
        uint32_t h = name_hash(m->syms[i].name) & (nb - 1);
        m->chain[i] = m->bucket[h];
        m->bucket[h] = (uint32_t)i + 1;
    }
}

static const struct dll_sym *own_sym(const struct dll *m, const char *name)
{
    if (!m->nbucket) return NULL;
    for (uint32_t i = m->bucket[name_hash(name) & (m->nbucket - 1)]; i; i = m->chain[i - 1])
        if (!strcmp(m->syms[i - 1].name, name)) return &m->syms[i - 1];
    return NULL;
}

/* A DLL exports its .dynsym. The main program also offers its .symtab globals: pacc
   links it statically, so .dynsym holds only what the startup DLLs referenced, and a
   dlopen'ed DLL may need more of its C library. */
static void build_symbols(struct dll *m, int is_main)
{
    add_dynsyms(m);
    if (is_main) each_symtab(m, add_sym);
    each_symtab(m, add_func);
    if (m->nfuncs) qsort(m->funcs, m->nfuncs, sizeof *m->funcs, cmp_value);   /* none when stripped */
    hash_syms(m);
}

/* ---- the module table ---- */

/* The ids of the modules with pub.loaded set, ascending: closed modules stay in the
   table (their mappings stay), so lookups that walked the whole table grew with every
   dlopen/dlclose cycle. */
static unsigned *live;
static size_t nlive, live_cap;

static void live_set(unsigned id, int loaded)
{
    size_t k = 0;
    while (k < nlive && live[k] < id) k++;
    int present = k < nlive && live[k] == id;
    if (loaded && !present) {
        if (nlive == live_cap) {
            live_cap = live_cap ? 2 * live_cap : 64;
            live = realloc(live, live_cap * sizeof *live);
        }
        memmove(live + k + 1, live + k, (nlive - k) * sizeof *live);
        live[k] = id;
        nlive++;
    } else if (!loaded && present) {
        memmove(live + k, live + k + 1, (nlive - k - 1) * sizeof *live);
        nlive--;
    }
}

/* Copies the pubs of modules from..dll_count-1 (those that changed): a copy of the
   whole table per dlopen made balanced dlopen/dlclose cycles quadratic. */
static size_t pub_cap;
static void publish_from(size_t from)
{
    if (pub_cap < dll_count || !pub_tab) {
        size_t ncap = pub_cap ? pub_cap : 16;
        while (ncap < dll_count) ncap *= 2;
        pub_tab = realloc(pub_tab, ncap * sizeof *pub_tab);
        pub_cap = ncap;
    }
    for (size_t i = from; i < dll_count; i++) pub_tab[i] = dll_tab[i]->pub;
}

static void publish(void) { publish_from(0); }

static struct dll *new_module(const char *path, const char *name)
{
    struct dll *m = calloc(1, sizeof *m);
    m->path = strdup(path);
    m->name = strdup(name);
    char *rp = realpath(path, NULL);
    m->realpath_ = rp ? rp : strdup(path);
    m->pub.path = m->path;
    m->pub.name = m->name;
    m->pub.abspath = m->realpath_;
    m->pub.id = (unsigned)dll_count;
    m->pub.loaded = 1;
    dll_tab = realloc(dll_tab, (dll_count + 1) * sizeof *dll_tab);
    dll_tab[dll_count++] = m;
    live_set(m->pub.id, 1);
    return m;
}

static void to_runtime(struct dll *m)
{
    struct dld_module *p = &m->pub;
    p->lo = m->link_lo + p->base;
    p->hi = m->link_hi + p->base;
    p->gp += p->base;
    p->segbase += p->base;
    if (p->text_hi) { p->text_lo += p->base; p->text_hi += p->base; }
    if (p->unwind_hi) { p->unwind_lo += p->base; p->unwind_hi += p->base; }
}

void dll_add_main(struct image *im)
{
    if (dll_count) return;
    struct dll *m = new_module(im->path, im->path);
    m->file = im->file;
    m->size = im->size;
    read_extent(m);
    read_dynamic(m);
    read_sections(m);
    const struct gsym *gp = image_lookup(im, "__gp");
    if (gp) m->pub.gp = gp->addr;          /* pa64.ld defines it; DT_PLTGOT agrees */
    to_runtime(m);
    build_symbols(m, 1);
    m->global = m->pinned = 1;
    m->state = DLL_READY;
    publish();
}

/* ---- finding a DLL ---- */

static void guest_env(const char *var, char *out, size_t len)
{
    size_t n = strlen(var);
    out[0] = 0;
    for (uint64_t e = proc ? proc->envp : 0; e && mem_accessible(e, 0); e += 8) {
        uint64_t s = guest_get64(e);
        if (!s || !mem_accessible(s, 0)) break;
        const char *str = (const char *)mem_base + s;
        if (!strncmp(str, var, n) && str[n] == '=') { snprintf(out, len, "%s", str + n + 1); return; }
    }
}

static void dir_of(const char *path, char *out, size_t len)
{
    char *rp = realpath(path, NULL), *copy = strdup(rp ? rp : path);
    snprintf(out, len, "%s", dirname(copy));
    free(copy);
    free(rp);
}

/* Appends the ':'-separated list to dirs, expanding a leading $ORIGIN or ${ORIGIN} to
   the directory of the module that carries the list; an empty entry means ".". */
static void add_dirs(char *dirs, size_t len, const char *list, const char *origin)
{
    char odir[4096];
    dir_of(origin, odir, sizeof odir);
    for (const char *p = list; p && *p;) {
        const char *end = strchr(p, ':');
        int n = end ? (int)(end - p) : (int)strlen(p);
        int o = !strncmp(p, "$ORIGIN", 7) && n >= 7 ? 7 : !strncmp(p, "${ORIGIN}", 9) && n >= 9 ? 9 : 0;
        size_t l = strlen(dirs);
        const char *sep = l ? ":" : "";
        if (o) snprintf(dirs + l, len - l, "%s%s%.*s", sep, odir, n - o, p + o);
        else snprintf(dirs + l, len - l, "%s%.*s", sep, n ? n : 1, n ? p : ".");
        p = end ? end + 1 : NULL;
    }
}

/* The search order: the requesting module's DT_RUNPATH/DT_RPATH, the program's, the
   guest's LD_LIBRARY_PATH, then the program's directory. */
static void search_dirs(const struct dll *from, char *dirs, size_t len)
{
    char env[4096], exe[4096];
    dirs[0] = 0;
    if (from->rpath) add_dirs(dirs, len, from->rpath, from->path);
    if (from != dll_tab[0] && dll_tab[0]->rpath) add_dirs(dirs, len, dll_tab[0]->rpath, dll_tab[0]->path);
    guest_env("LD_LIBRARY_PATH", env, sizeof env);
    add_dirs(dirs, len, env, from->path);
    dir_of(dll_tab[0]->path, exe, sizeof exe);
    size_t l = strlen(dirs);
    snprintf(dirs + l, len - l, "%s%s", l ? ":" : "", exe);
}

static int is_file(const char *p)
{
    struct stat st;
    return stat(p, &st) == 0 && S_ISREG(st.st_mode);
}

static char *find_file(const struct dll *from, const char *name, char *err, size_t errlen)
{
    if (strchr(name, '/')) {
        if (is_file(name)) return strdup(name);
        snprintf(err, errlen, "cannot find %s", name);
        return NULL;
    }
    char dirs[16384], tried[16384] = "", path[8192];
    search_dirs(from, dirs, sizeof dirs);
    for (char *save, *d = strtok_r(dirs, ":", &save); d; d = strtok_r(NULL, ":", &save)) {
        snprintf(path, sizeof path, "%s/%s", d, name);
        if (is_file(path)) return strdup(path);
        size_t l = strlen(tried);
        snprintf(tried + l, sizeof tried - l, "%s%s", l ? ", " : "", d);
    }
    snprintf(err, errlen, "cannot find %s (searched: %s)", name, tried);
    return NULL;
}

static int loaded_id(const char *path, unsigned *id)
{
    char *rp = realpath(path, NULL);
    int found = 0;
    for (size_t k = 0; k < nlive && !found; k++)
        if (!strcmp(dll_tab[live[k]]->realpath_, rp ? rp : path)) {
            *id = live[k];
            found = 1;
        }
    free(rp);
    return found;
}

/* ---- mapping ---- */

static int map_segments(struct dll *m, char *err, size_t errlen)
{
    uint64_t lo = m->link_lo & ~(PAGE - 1);
    uint64_t at = m->link_hi > lo ? region_alloc(m->link_hi - lo, 1) : 0;
    if (!at) { snprintf(err, errlen, "%s: no room in the DLL region", m->name); return -1; }
    m->region_at = at;
    m->region_size = m->link_hi - lo;
    m->pub.base = at - lo;
    struct phdr ph;
    for (unsigned i = 0; i < phnum(m); i++) {
        if (get_phdr(m, i, &ph) || ph.type != PT_LOAD) continue;
        if (!elf_span_ok(m->size, ph.off, ph.filesz) || ph.filesz > ph.memsz) {
            snprintf(err, errlen, "%s: segment %u extends past the end of the file", m->name, i);
            return -1;
        }
        memcpy(mem_base + m->pub.base + ph.vaddr, m->file + ph.off, ph.filesz);
    }
    return 0;
}

static int open_module(const char *path, const char *name, char *err, size_t errlen)
{
    uint8_t *data;
    size_t size;
    if (read_whole(path, &data, &size)) { snprintf(err, errlen, "%s: %s", path, strerror(errno ? errno : EIO)); return -1; }
    struct dll *m = new_module(path, name);
    m->file = data;
    m->size = size;
    if (check_header(m, err, errlen)) return -1;
    read_extent(m);
    if (m->link_lo >= m->link_hi) { snprintf(err, errlen, "%s: no loadable segments", m->name); return -1; }
    read_dynamic(m);
    read_sections(m);
    if (map_segments(m, err, errlen)) return -1;
    to_runtime(m);
    build_symbols(m, 0);
    m->state = DLL_MAPPED;
    return 0;
}

/* One DT_NEEDED/dlopen request: an already loaded module or a newly opened one. */
static int need(unsigned from, const char *name, unsigned *id, char *err, size_t errlen)
{
    char *path = find_file(dll_tab[from], name, err, errlen);
    if (!path) return -1;
    int r = 0;
    if (!loaded_id(path, id)) {
        *id = (unsigned)dll_count;
        r = open_module(path, name, err, errlen);
    }
    free(path);
    return r;
}

static void add_dep(struct dll *m, unsigned dep)
{
    m->deps = realloc(m->deps, (m->ndeps + 1) * sizeof *m->deps);
    m->deps[m->ndeps++] = dep;
    dll_tab[dep]->refs++;
}

/* Breadth-first: modules appended to the table form the queue. */
static int load_queue(size_t first, char *err, size_t errlen)
{
    for (size_t q = first; q < dll_count; q++) {
        struct dll *m = dll_tab[q];
        for (size_t k = 0; k < m->nneeded; k++) {
            unsigned id;
            if (need((unsigned)q, m->needed[k], &id, err, errlen)) return -1;
            add_dep(dll_tab[q], id);
        }
    }
    return 0;
}

int dll_load_needed(unsigned from, char *err, size_t errlen)
{
    size_t first = dll_count;
    struct dll *m = dll_tab[from];
    for (size_t k = 0; k < m->nneeded; k++) {
        unsigned id;
        if (need(from, m->needed[k], &id, err, errlen)) return -1;
        add_dep(dll_tab[from], id);
    }
    return load_queue(first, err, errlen);
}

int dll_load_tree(unsigned from, const char *name, unsigned *id, char *err, size_t errlen)
{
    size_t first = dll_count;
    if (need(from, name, id, err, errlen)) return -1;
    return load_queue(first, err, errlen);
}

void dll_mark(struct dll_mark *mk)
{
    *mk = (struct dll_mark){ dll_count, nmade, proc ? proc->mmap_next : 0, arena_cur, arena_end };
}

static void free_module(struct dll *m)
{
    for (size_t k = 0; k < m->nneeded; k++) free(m->needed[k]);
    free(m->needed);
    free(m->syms); free(m->bucket); free(m->chain); free(m->funcs);
    free(m->opd_index); free(m->deps);
    free(m->path); free(m->name); free(m->realpath_);
    free((void *)m->file);
    free(m);
}

void dll_reset(void)
{
    if (dll_count) dll_tab[0]->file = NULL;      /* the image's, not ours */
    for (size_t i = 0; i < dll_count; i++) free_module(dll_tab[i]);
    free(dll_tab); free(pub_tab); free(made);
    dll_tab = NULL; pub_tab = NULL; made = NULL;
    pub_cap = 0;
    free(live);
    live = NULL;
    nlive = live_cap = 0;
    dll_count = nmade = 0;
    arena_cur = arena_end = 0;
    proc = NULL;
    dll_region_reset();
}

void dll_release(unsigned id)
{
    struct dll *m = dll_tab[id];
    if (id == 0 || m->pub.loaded || !m->region_size) return;
    dll_region_give(m->region_at, m->region_size);
    m->region_size = 0;
    free(m->syms); free(m->bucket); free(m->chain); free(m->funcs); free(m->opd_index);
    m->syms = m->funcs = NULL; m->bucket = m->chain = NULL; m->opd_index = NULL;
    m->nsyms_tab = m->nfuncs = m->nopd = 0;
    m->nbucket = 0;
    free((void *)m->file);
    m->file = NULL;                     /* rpath pointed into it */
    m->rpath = NULL;
    m->size = 0;
    for (size_t k = 0; k < m->nneeded; k++) free(m->needed[k]);
    free(m->needed); free(m->deps);
    m->needed = NULL; m->deps = NULL;
    m->nneeded = m->ndeps = 0;
}

void dll_discard(const struct dll_mark *mk)
{
    for (size_t i = mk->count; i < dll_count; i++) {
        struct dll *m = dll_tab[i];
        for (size_t k = 0; k < m->ndeps; k++) dll_tab[m->deps[k]]->refs--;
    }
    for (size_t i = mk->count; i < dll_count; i++) {
        struct dll *m = dll_tab[i];
        if (m->region_size && m->region_at < mk->region) dll_region_give(m->region_at, m->region_size);
        free_module(m);
    }
    if (mk->count < dll_count) dll_count = mk->count;
    while (nlive && live[nlive - 1] >= dll_count) nlive--;
    if (proc && proc->mmap_next > mk->region) {
        mem_unmap(mk->region, proc->mmap_next - mk->region);
        proc->mmap_next = mk->region;
    }
    nmade = mk->nmade;
    arena_cur = mk->arena_cur;
    arena_end = mk->arena_end;
    publish();
}

/* ---- relocation, part 1: the module's own tables ---- */

struct wordset { uint64_t *a; size_t n, cap; };

static void ws_add(struct wordset *w, uint64_t a)
{
    if (w->n == w->cap) { w->cap = w->cap ? 2 * w->cap : 256; w->a = realloc(w->a, w->cap * sizeof *w->a); }
    w->a[w->n++] = a;
}

static void ws_range(struct wordset *w, struct dll_range r, unsigned step, unsigned first, unsigned count)
{
    for (uint64_t e = r.lo; e + step <= r.hi; e += step)
        for (unsigned k = 0; k < count; k++) ws_add(w, e + first + 8 * k);
}

static int cmp_u64(const void *a, const void *b)
{
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return x < y ? -1 : x > y;
}

/* Words of linker-built tables: each holds an address (or 0). */
static void table_words(struct dll *m, struct wordset *w)
{
    static const char *const arrays[] = { ".plt", ".dlt", ".init_array", ".fini_array",
                                          ".preinit_array", ".ctors", ".dtors" };
    struct shdr sh;
    ws_range(w, m->opd, 32, 16, 2);                 /* entry and gp of each descriptor */
    ws_range(w, m->hp_init, 8, 0, 1);
    ws_range(w, m->hp_fini, 8, 0, 1);
    for (unsigned i = 0; i < shnum(m); i++) {
        if (get_shdr(m, i, &sh) || !(sh.flags & SHF_ALLOC)) continue;
        for (size_t k = 0; k < sizeof arrays / sizeof *arrays; k++)
            if (!strcmp(sh_name(m, &sh), arrays[k])) {
                struct dll_range r = { sh.addr, sh.addr + sh.size };
                clamp(m, &r);           /* a table outside the module has no words of it */
                ws_range(w, r, 8, 0, 1);
            }
    }
}

/* Pointer words of other data, known from the relocations kept by --emit-relocs
   (non-allocated SHT_RELA sections for allocated, non-code sections). Returns the
   number of such relocation sections. */
static int emitted_words(struct dll *m, struct wordset *w)
{
    struct shdr rs, ts;
    int nsec = 0;
    for (unsigned i = 0; i < shnum(m); i++) {
        if (get_shdr(m, i, &rs) || rs.type != SHT_RELA || (rs.flags & SHF_ALLOC)) continue;
        nsec++;
        if (get_shdr(m, rs.info, &ts) || !(ts.flags & SHF_ALLOC) || (ts.flags & SHF_EXECINSTR)) continue;
        if (ts.type == SHT_PARISC_UNWIND_ || !elf_span_ok(m->size, rs.off, rs.size)) continue;
        for (uint64_t o = rs.off; o + 24 <= rs.off + rs.size; o += 24) {
            unsigned type = (unsigned)ELF64_R_TYPE(be64(m->file + o + 8));
            if (type == R_DIR64 || type == R_FPTR64) ws_add(w, be64(m->file + o));
        }
    }
    return nsec;
}

/* R_PARISC_NONE entries are where ld dropped relocations against local symbols. */
static size_t dropped_relocs(const struct dll *m)
{
    size_t n = 0;
    for (uint64_t a = m->rela; a + 24 <= m->rela + m->relasz; a += 24) {
        const uint8_t *r = file_at(m, a, 24);
        if (!r) break;
        if (ELF64_R_TYPE(be64(r + 8)) == R_NONE) n++;
    }
    return n;
}

/* Without the kept relocations, pointers in the DLL's data to its own static objects
   cannot be found; say so rather than let them point into the null page. */
static void warn_no_emitted(const struct dll *m)
{
    size_t n = dropped_relocs(m);
    if (n)
        fprintf(stderr, "pa64: warning: dld: %s was linked without --emit-relocs and ld dropped %zu of "
                "its relocations; pointers in its data to its own static objects are left "
                "unrelocated (relink with -Wl,--emit-relocs)\n", m->path, n);
}

/* Adds the load bias to every listed word that holds a link-time address of the module
   (0 and out-of-module values, e.g. unresolved imports, are left to the relocations). */
static void rebase_words(struct dll *m, struct wordset *w)
{
    qsort(w->a, w->n, sizeof *w->a, cmp_u64);
    uint64_t B = m->pub.base;
    for (size_t i = 0; i < w->n; i++) {
        if ((i && w->a[i] == w->a[i - 1]) || w->a[i] < m->link_lo || w->a[i] + 8 > m->link_hi) continue;
        uint64_t v = guest_get64(B + w->a[i]);
        if (v && v >= m->link_lo && v <= m->link_hi) guest_put64(B + w->a[i], v + B);
    }
}

/* ---- symbol resolution ---- */

struct def {
    struct dll *m;              /* defining module, or NULL (absolute / weak undefined) */
    const struct dll_sym *s;
    uint64_t value;             /* for m == NULL */
};

/* Table 3: absolute symbols the dld defines, "as if defined in a DLL at the end of the
   binding order" (runtime supplement §6). */
static int abs_symbol(const char *name, uint64_t *v)
{
    if (!proc) return 0;
    const struct { const char *n; uint64_t v; } t[] = {
        { "__CPU_REVISION", 0x20 }, { "__CPU_KEYBITS_1", 1 }, { "__SYSTEM_ID_D", 0x214 },
        { "__FPU_MODEL", 0 }, { "__FPU_REVISION", 0x0f }, { "__ARGC", (uint64_t)proc->argc },
        { "__ARGV", proc->argv }, { "__ENVP", proc->envp }, { "__TLS_SIZE_D", 0 },
        { "__LOAD_INFO", proc->load_info }, { "__sysvec", proc->sysvec },
    };
    for (size_t i = 0; i < sizeof t / sizeof *t; i++)
        if (!strcmp(t[i].n, name)) { *v = t[i].v; return 1; }
    return 0;
}


/* Scope for binding: the global scope in load order, then root's dependency tree
   breadth-first (for a dlopen'ed tree that is not global). Returns the count. */
static size_t build_scope(unsigned root, unsigned *out)
{
    size_t n = 0;
    char *seen = calloc(dll_count + 1, 1);
    for (size_t k = 0; k < nlive; k++)
        if (dll_tab[live[k]]->global) { out[n++] = live[k]; seen[live[k]] = 1; }
    size_t tree = n;
    if (!seen[root]) { out[n++] = root; seen[root] = 1; }
    for (size_t q = tree; q < n; q++) {
        const struct dll *m = dll_tab[out[q]];
        for (size_t k = 0; k < m->ndeps; k++)
            if (!seen[m->deps[k]]) { out[n++] = m->deps[k]; seen[m->deps[k]] = 1; }
    }
    free(seen);
    return n;
}

/* First definition in scope order wins, weak or not (as the ELF gABI and glibc do). */
static int lookup(const unsigned *scope, size_t n, const char *name, struct def *d)
{
    for (size_t i = 0; i < n; i++) {
        const struct dll_sym *s = own_sym(dll_tab[scope[i]], name);
        if (s) { *d = (struct def){ dll_tab[scope[i]], s, 0 }; return 1; }
    }
    *d = (struct def){ NULL, NULL, 0 };
    return abs_symbol(name, &d->value);
}

static int cmp_opd(const void *a, const void *b)
{
    const uint64_t *x = a, *y = b;
    return x[0] < y[0] ? -1 : x[0] > y[0];
}

/* The module's own descriptor for a code address, if its .opd has one. */
static uint64_t opd_for(struct dll *m, uint64_t code)
{
    if (!m->opd_index && m->opd.hi > m->opd.lo) {
        m->nopd = (m->opd.hi - m->opd.lo) / 32;
        m->opd_index = calloc(m->nopd, sizeof *m->opd_index);
        for (size_t i = 0; i < m->nopd; i++) {
            uint64_t d = m->opd.lo + m->pub.base + 32 * i;
            m->opd_index[i][0] = guest_get64(d + 16);
            m->opd_index[i][1] = d;
        }
        qsort(m->opd_index, m->nopd, sizeof *m->opd_index, cmp_opd);
    }
    size_t lo = 0, hi = m->nopd;
    while (lo < hi) {
        size_t mid = (lo + hi) / 2;
        if (m->opd_index[mid][0] < code) lo = mid + 1; else hi = mid;
    }
    return lo < m->nopd && m->opd_index[lo][0] == code ? m->opd_index[lo][1] : 0;
}

/* A symbol's address: a function's is its (unique) descriptor. */
static uint64_t def_address(const struct def *d)
{
    if (!d->m) return d->value;
    if (d->s->is_desc || d->s->type != STT_FUNC) return d->s->value;
    uint64_t desc = opd_for(d->m, d->s->value);
    return desc ? desc : dll_new_desc(d->s->value, d->m->pub.gp);
}

/* Entry address and gp for calling a symbol through a PLT slot. */
static void def_entry(const struct def *d, uint64_t *entry, uint64_t *gp)
{
    if (d->m && d->s->is_desc) { *entry = guest_get64(d->s->value + 16); *gp = guest_get64(d->s->value + 24); }
    else if (d->m) { *entry = d->s->value; *gp = d->m->pub.gp; }
    else { *entry = d->value; *gp = 0; }
}

/* ---- relocation, part 2 ---- */

struct rel { uint64_t off, add; unsigned type, symi; const char *name; unsigned char bind, type_s; uint16_t shndx; uint64_t symval; };

static void read_rel(const struct dll *m, const uint8_t *r, struct rel *x)
{
    uint64_t info = be64(r + 8);
    *x = (struct rel){ be64(r), be64(r + 16), (unsigned)ELF64_R_TYPE(info), (unsigned)ELF64_R_SYM(info),
                       "", STB_LOCAL, STT_NOTYPE, SHN_UNDEF, 0 };
    const uint8_t *s = x->symi ? file_at(m, m->dynsym + 24ull * x->symi, 24) : NULL;
    if (!s) return;
    x->name = dynstr_at(m, be32(s));
    x->bind = (unsigned char)ELF64_ST_BIND(s[4]);
    x->type_s = (unsigned char)ELF64_ST_TYPE(s[4]);
    x->shndx = be16(s + 6);
    x->symval = be64(s + 8);
}

/* Resolves a relocation's symbol: local symbols (section symbols, ".name" code
   symbols of this module are global but bound here by EPLT) name this module's own
   addresses; others go through the scope. Returns -1 for an unresolved strong symbol. */
static int resolve(struct dll *m, const struct rel *x, const unsigned *scope, size_t n, struct def *d,
                   char *err, size_t errlen)
{
    static struct dll_sym local;
    if (!x->symi) { *d = (struct def){ NULL, NULL, m->pub.base }; return 0; }
    if (x->bind == STB_LOCAL) {
        local = (struct dll_sym){ x->name, x->symval + (x->shndx == SHN_ABS ? 0 : m->pub.base),
                                  x->type_s, x->bind, 1, 0 };
        local.is_desc = local.type == STT_FUNC && in_range(&m->opd, x->symval) && x->symval + 32 <= m->opd.hi;
        *d = (struct def){ m, &local, 0 };
        return 0;
    }
    if (lookup(scope, n, x->name, d) || x->bind == STB_WEAK) return 0;
    if (m->pub.id == 0) snprintf(err, errlen, "unresolved symbol %s", x->name);
    else snprintf(err, errlen, "%s: unresolved symbol %s", m->name, x->name);
    return -1;
}

/* EPLT: the module's own descriptors; see the file comment for the layout. */
static int apply_eplt(struct dll *m, const struct rel *x, const unsigned *scope, size_t n,
                      char *err, size_t errlen)
{
    struct def d;
    uint64_t entry, gp, at = x->off + m->pub.base;
    if (x->shndx != SHN_UNDEF && x->symi) {
        entry = x->symval + m->pub.base + x->add;
        gp = m->pub.gp;
        if (x->type_s == STT_FUNC && in_range(&m->opd, x->symval)) {   /* a descriptor symbol */
            const uint8_t *w = file_at(m, x->symval + 16, 8);
            entry = (w ? be64(w) : 0) + m->pub.base;
        }
    } else {
        if (resolve(m, x, scope, n, &d, err, errlen)) return -1;
        def_entry(&d, &entry, &gp);
    }
    if (in_range(&m->opd, x->off)) at += 16;
    guest_put64(at, entry);
    guest_put64(at + 8, gp);
    return 0;
}

static int apply_symbolic(struct dll *m, const struct rel *x, const unsigned *scope, size_t n,
                          char *err, size_t errlen)
{
    struct def d;
    uint64_t at = x->off + m->pub.base, entry, gp;
    if (resolve(m, x, scope, n, &d, err, errlen)) return -1;
    switch (x->type) {
    case R_DIR64:
    case R_FPTR64:   /* a local (section) symbol + addend already names the .opd entry */
        guest_put64(at, def_address(&d) + x->add);
        break;
    case R_IPLT:
        def_entry(&d, &entry, &gp);
        guest_put64(at, entry + x->add);
        guest_put64(at + 8, gp);
        break;
    default:
        snprintf(err, errlen, "%s: unsupported relocation type %u at 0x%llx", m->name, x->type,
                 (unsigned long long)x->off);
        return -1;
    }
    return 0;
}

/* Runs fn over the module's dynamic relocations (DT_RELA, and DT_JMPREL unless the
   HP-style DT_RELASZ already covers it) whose type is, or with want 0 is not, EPLT. */
static int each_rel(struct dll *m, int eplt, const unsigned *scope, size_t n, char *err, size_t errlen)
{
    struct dll_range t[2] = { { m->rela, m->rela + m->relasz }, { m->jmprel, m->jmprel + m->pltrelsz } };
    if (t[1].lo >= t[0].lo && t[1].hi <= t[0].hi) t[1].hi = t[1].lo;
    for (int k = 0; k < 2; k++) {
        for (uint64_t a = t[k].lo; a + 24 <= t[k].hi; a += 24) {
            const uint8_t *r = file_at(m, a, 24);
            struct rel x;
            if (!r) { snprintf(err, errlen, "%s: relocations outside the file", m->name); return -1; }
            read_rel(m, r, &x);
            if (x.type == R_NONE || (x.type == R_EPLT) != eplt) continue;
            if (x.symi >= m->nsyms) {   /* else it would bind to the module's base */
                snprintf(err, errlen, "%s: relocation at 0x%llx names symbol %u of %llu: ld writes this "
                         "for the DLT entry of a hidden-visibility symbol (build the DLL without "
                         "visibility(\"hidden\"/\"internal\"))", m->name, (unsigned long long)x.off,
                         x.symi, (unsigned long long)m->nsyms);
                return -1;
            }
            uint64_t len = x.type == R_IPLT ? 16 : x.type != R_EPLT ? 8 : in_range(&m->opd, x.off) ? 32 : 16;
            if (!inside(m, x.off, len)) {
                snprintf(err, errlen, "%s: relocation at 0x%llx outside the module", m->name,
                         (unsigned long long)x.off);
                return -1;
            }
            int bad = eplt ? apply_eplt(m, &x, scope, n, err, errlen) : apply_symbolic(m, &x, scope, n, err, errlen);
            if (bad) return -1;
        }
    }
    return 0;
}

static int relocate_own(struct dll *m, const unsigned *scope, size_t n, char *err, size_t errlen)
{
    struct wordset w = { 0 };
    table_words(m, &w);
    if (!emitted_words(m, &w)) warn_no_emitted(m);
    rebase_words(m, &w);
    free(w.a);
    return each_rel(m, 1, scope, n, err, errlen);
}

int dll_relocate(unsigned first, unsigned root, char *err, size_t errlen)
{
    unsigned *scope = calloc(dll_count + 1, sizeof *scope);
    size_t n = build_scope(root, scope);
    int r = 0;
    /* All descriptors first: binding reads the entry/gp words of other modules'. */
    for (size_t i = first; i < dll_count && !r; i++)
        if (dll_tab[i]->state == DLL_MAPPED) r = relocate_own(dll_tab[i], scope, n, err, errlen);
    for (size_t i = first; i < dll_count && !r; i++) {
        r = each_rel(dll_tab[i], 0, scope, n, err, errlen);
        if (r) break;
        dll_tab[i]->state = DLL_READY;
        if (i) elf_protect_code(dll_tab[i]->file, dll_tab[i]->size, dll_tab[i]->pub.base);
    }
    free(scope);
    publish_from(first);
    return r;
}

/* ---- lookups for dlsym and the startup code ---- */

/* The module and its dependency tree, breadth-first. */
static size_t tree_scope(unsigned id, unsigned *scope)
{
    size_t n = 0;
    char *seen = calloc(dll_count + 1, 1);
    scope[n++] = id;
    seen[id] = 1;
    for (size_t q = 0; q < n; q++)
        for (size_t k = 0; k < dll_tab[scope[q]]->ndeps; k++) {
            unsigned d = dll_tab[scope[q]]->deps[k];
            if (!seen[d]) { seen[d] = 1; scope[n++] = d; }
        }
    free(seen);
    return n;
}

int dll_find(enum dll_find_how how, unsigned id, const char *name, uint64_t *addr)
{
    unsigned *scope = calloc(dll_count + 1, sizeof *scope);
    size_t n = 0, skip = 0;
    if (how == DLL_FIND_TREE) n = tree_scope(id, scope);
    else n = build_scope(0, scope);
    if (how == DLL_FIND_NEXT)
        while (skip < n && scope[skip++] != id) {}
    struct def d;
    int found = lookup(scope + skip, n - skip, name, &d);
    if (found) *addr = def_address(&d);
    free(scope);
    return found;
}

int dll_func_entry(unsigned id, const char *name, uint64_t *entry, uint64_t *gp)
{
    const struct dll_sym *s = id < dll_count ? own_sym(dll_tab[id], name) : NULL;
    if (!s) return 0;
    struct def d = { dll_tab[id], s, 0 };
    def_entry(&d, entry, gp);
    return 1;
}

uint64_t dll_symbol_value(unsigned id, const char *name)
{
    const struct dll_sym *s = id < dll_count ? own_sym(dll_tab[id], name) : NULL;
    return s ? s->value : 0;
}

/* ---- public interface ---- */

/* PA64_DLD_DEBUG in the host environment traces the module list, as LD_DEBUG would. */
static void debug_event(const struct dld_module *m, enum dld_event ev)
{
    static int on = -1;
    if (on < 0) on = getenv("PA64_DLD_DEBUG") != NULL;
    if (!on) return;
    fprintf(stderr, "pa64: dld: %s %u %s: [0x%llx, 0x%llx) base 0x%llx text [0x%llx, 0x%llx) "
            "unwind [0x%llx, 0x%llx) gp 0x%llx\n", ev == DLD_LOADED ? "load" : "unload", m->id, m->name,
            (unsigned long long)m->lo, (unsigned long long)m->hi, (unsigned long long)m->base,
            (unsigned long long)m->text_lo, (unsigned long long)m->text_hi,
            (unsigned long long)m->unwind_lo, (unsigned long long)m->unwind_hi, (unsigned long long)m->gp);
}

void dll_announce(unsigned id, enum dld_event ev)
{
    dll_tab[id]->pub.loaded = ev == DLD_LOADED;
    live_set(id, ev == DLD_LOADED);
    publish_from(dll_count);                 /* only makes room */
    pub_tab[id] = dll_tab[id]->pub;
    debug_event(&pub_tab[id], ev);
    if (hook_fn) hook_fn(&pub_tab[id], ev, hook_arg);
}

const struct dld_module *dld_modules(size_t *n)
{
    *n = dll_count;
    return pub_tab;
}

const struct dld_module *dld_module_at(uint64_t addr)
{
    for (size_t i = 0; i < dll_count; i++)
        if (pub_tab[i].loaded && addr >= pub_tab[i].lo && addr < pub_tab[i].hi) return &pub_tab[i];
    return NULL;
}

void dld_set_hook(dld_hook_fn fn, void *arg)
{
    hook_fn = fn;
    hook_arg = arg;
}

size_t dld_find_functions(unsigned id, const char *name, uint64_t *entries, size_t max)
{
    size_t n = 0;
    const struct dll *m = id < dll_count ? dll_tab[id] : NULL;
    for (size_t i = 0; m && i < m->nfuncs; i++)
        if (!strcmp(m->funcs[i].name, name)) {
            if (n < max) entries[n] = m->funcs[i].value;
            n++;
        }
    return n;
}

int dld_describe(uint64_t pc, char *buf, size_t len)
{
    const struct dld_module *pm = dld_module_at(pc);
    if (!pm || pm->id == 0) return -1;
    const struct dll *m = dll_tab[pm->id];
    const char *base = strrchr(m->path, '/');
    base = base ? base + 1 : m->path;
    size_t lo = 0, hi = m->nfuncs;
    while (lo < hi) {                         /* last function starting at or below pc */
        size_t mid = (lo + hi) / 2;
        if (m->funcs[mid].value <= pc) lo = mid + 1; else hi = mid;
    }
    if (lo) snprintf(buf, len, "%s+0x%llx (%s)", m->funcs[lo - 1].name,
                     (unsigned long long)(pc - m->funcs[lo - 1].value), base);
    else snprintf(buf, len, "?? (%s+0x%llx)", base, (unsigned long long)(pc - pm->base));
    return 0;
}
