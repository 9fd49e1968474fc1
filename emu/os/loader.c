/* ELF64 big-endian PA-RISC loader acting as the HP-UX kernel loader (runtime supplement
   §2): maps PT_LOAD segments, builds the upward-growing initial stack with argv/envp
   strings, a copy of the ELF header, keybits and load_info, and enters $START$. */
#include <elf.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>
#include "bytes.h"
#include "elfcheck.h"
#include "loader.h"
#include "run.h"

#define STACK_BASE 0x80000000ull
#define STACK_SIZE (256ull << 20)          /* default; loader_set_stack_mb changes it */
#define STACK_MAX_MB 1024                   /* 0x8000_0000 - 0xbfff_ffff (docs/guest-abi.md) */
static uint64_t stack_size = STACK_SIZE;

int loader_set_stack_mb(const char *v)
{
    char *end;
    unsigned long long mb = strtoull(v, &end, 10);
    if (*end || !mb || mb > STACK_MAX_MB || v[0] < '0' || v[0] > '9') return -1;
    stack_size = mb << 20;
    return 0;
}
#define HEAP_LIMIT 0x40000000ull
#define MMAP_BASE 0x40000000ull
#define SYSVEC_ENTRIES 600      /* 0..599: invented numbers go up to 599 (guest-abi.md) */


struct phdr { uint32_t type, flags; uint64_t off, vaddr, filesz, memsz; };

static int get_phdr(const struct image *im, unsigned i, struct phdr *ph)
{
    const uint8_t *p = elf_phdr_at(im->file, im->size, i);
    if (!p) return -1;
    ph->type = be32(p); ph->flags = be32(p + 4); ph->off = be64(p + 8);
    ph->vaddr = be64(p + 16); ph->filesz = be64(p + 32); ph->memsz = be64(p + 40);
    return 0;
}

static void find_text(struct image *im);

static int cmp_sym(const void *a, const void *b)
{
    const struct gsym *x = a, *y = b;
    return x->addr < y->addr ? -1 : x->addr > y->addr;
}

/* A function's code address from its .dynsym value, which is its .opd descriptor's
   address (dll.c's rules): the entry word at +16, when the value lies in section
   shndx and that section is .opd. Otherwise the value itself. */
static uint64_t dynsym_code(const struct image *im, uint64_t shoff, uint16_t shentsize, uint16_t shnum,
                            uint16_t shndx, uint64_t value)
{
    uint16_t strndx = be16(im->file + 62);
    if (shndx >= shnum || strndx >= shnum) return value;
    const uint8_t *sh = im->file + shoff + (uint64_t)shndx * shentsize;
    const uint8_t *ssh = im->file + shoff + (uint64_t)strndx * shentsize;
    uint64_t addr = be64(sh + 16), off = be64(sh + 24), size = be64(sh + 32);
    uint64_t name = be32(sh), stro = be64(ssh + 24), strsz = be64(ssh + 32);
    if (!elf_span_ok(im->size, stro, strsz) || name >= strsz || strsz - name < 5 ||
        memcmp(im->file + stro + name, ".opd", 5) != 0)
        return value;
    if (value < addr || value - addr > size || size - (value - addr) < 24 || !elf_span_ok(im->size, off, size))
        return value;
    return be64(im->file + off + (value - addr) + 16);
}

/* Reads .symtab (or .dynsym when stripped) for names in fault reports and dld. */
static void read_symbols(struct image *im)
{
    uint64_t shoff = be64(im->file + 40);
    uint16_t shentsize = be16(im->file + 58), shnum = be16(im->file + 60);
    if (!shoff || shentsize < 64 || !elf_span_ok(im->size, shoff, (uint64_t)shnum * shentsize)) return;
    static const unsigned kinds[2] = { SHT_SYMTAB, SHT_DYNSYM };
    for (int k2 = 0; k2 < 2 && !im->nsyms; k2++) {
        unsigned want = kinds[k2];
        for (unsigned i = 0; i < shnum; i++) {
            const uint8_t *sh = im->file + shoff + (uint64_t)i * shentsize;
            if (be32(sh + 4) != want) continue;
            uint64_t off = be64(sh + 24), size = be64(sh + 32), link = be32(sh + 40);
            if (!elf_span_ok(im->size, off, size) || link >= shnum) continue;
            const uint8_t *lsh = im->file + shoff + link * shentsize;
            uint64_t stro = be64(lsh + 24), strsz = be64(lsh + 32);
            if (!elf_span_ok(im->size, stro, strsz)) continue;
            size_t n = size / 24;       /* bounded by the file's size */
            im->syms = calloc(n ? n : 1, sizeof *im->syms);
            if (!im->syms) return;
            for (size_t k = 0; k < n; k++) {
                const uint8_t *s = im->file + off + k * 24;
                uint32_t name = be32(s);
                unsigned char info = s[4];
                uint16_t shndx = be16(s + 6);
                if (name >= strsz || shndx == SHN_UNDEF) continue;
                unsigned t = ELF64_ST_TYPE(info);
                if (t != STT_FUNC && t != STT_OBJECT && t != STT_NOTYPE) continue;
                const char *nm = (const char *)im->file + stro + name;
                if (!*nm) continue;
                uint64_t value = be64(s + 8);
                if (want == SHT_DYNSYM && t == STT_FUNC) value = dynsym_code(im, shoff, shentsize, shnum, shndx, value);
                im->syms[im->nsyms++] = (struct gsym){ value, be64(s + 16), nm, (unsigned char)t };
            }
            qsort(im->syms, im->nsyms, sizeof *im->syms, cmp_sym);
            break;
        }
    }
}

int image_open(struct image *im, const char *path, char *err, size_t errlen)
{
    memset(im, 0, sizeof *im);
    im->path = path;
    int fd = open(path, O_RDONLY);
    if (fd < 0) { snprintf(err, errlen, "%s: %s", path, strerror(errno)); return -1; }
    struct stat st;
    if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
        snprintf(err, errlen, "%s: not a regular file", path); close(fd); return -1;
    }
    im->size = (size_t)st.st_size;
    im->file = calloc(im->size + 1, 1);          /* a NUL after the end ends any string */
    if (!im->file || read(fd, im->file, im->size) != (ssize_t)im->size) {
        snprintf(err, errlen, "%s: cannot read file", path); close(fd); return -1;
    }
    close(fd);
    const uint8_t *e = im->file;
    if (im->size < 64 || memcmp(e, ELFMAG, SELFMAG) != 0) {
        snprintf(err, errlen, "%s: not a PA-64 ELF executable (not an ELF file)", path); return -1;
    }
    if (e[EI_CLASS] != ELFCLASS64 || e[EI_DATA] != ELFDATA2MSB) {
        snprintf(err, errlen, "%s: not a PA-64 ELF executable (%s, %s)", path,
                 e[EI_CLASS] == ELFCLASS64 ? "64-bit" : "32-bit",
                 e[EI_DATA] == ELFDATA2MSB ? "big-endian" : "little-endian");
        return -1;
    }
    unsigned mach = be16(e + 18), type = be16(e + 16);
    if (mach != EM_PARISC) {
        snprintf(err, errlen, "%s: not a PA-64 ELF executable (e_machine %u)", path, mach); return -1;
    }
    if (type != ET_EXEC) {
        snprintf(err, errlen, "%s: not a PA-64 ELF executable (e_type %u: %s)", path, type,
                 type == ET_DYN ? "a shared library" : type == ET_REL ? "an object file" : "not an executable");
        return -1;
    }
    char why[256];
    if (elf_check(im->file, im->size, 0x10000, HEAP_LIMIT, why, sizeof why)) {
        snprintf(err, errlen, "%s: bad PA-64 executable: %s", path, why);
        return -1;
    }
    im->entry = be64(e + 24);
    im->phnum = be16(e + 56);
    im->load_lo = ~0ull;
    for (unsigned i = 0; i < im->phnum; i++) {
        struct phdr ph;
        if (get_phdr(im, i, &ph)) { snprintf(err, errlen, "%s: truncated program header table", path); return -1; }
        if (ph.type == PT_INTERP) im->dynamic = 1;
        if (ph.type == PT_PHDR) im->phdr_vaddr = ph.vaddr;
        if (ph.type == PT_DYNAMIC) { im->dyn_vaddr = ph.vaddr; im->dyn_size = ph.filesz; }
        if (ph.type != PT_LOAD) continue;
        if (!elf_span_ok(im->size, ph.off, ph.filesz) || ph.filesz > ph.memsz) {
            snprintf(err, errlen, "%s: segment %u extends past the end of the file", path, i); return -1;
        }
        if (ph.vaddr < 0x10000 || ph.vaddr > HEAP_LIMIT || ph.memsz > HEAP_LIMIT - ph.vaddr) {
            snprintf(err, errlen, "%s: segment %u at 0x%llx is outside the program area", path, i,
                     (unsigned long long)ph.vaddr);
            return -1;
        }
        if (ph.vaddr < im->load_lo) im->load_lo = ph.vaddr;
        if (ph.vaddr + ph.memsz > im->load_hi) im->load_hi = ph.vaddr + ph.memsz;
    }
    if (im->load_lo == ~0ull) { snprintf(err, errlen, "%s: no loadable segments", path); return -1; }
    read_symbols(im);
    find_text(im);
    return 0;
}

static void protect_pages(uint64_t lo, uint64_t hi)
{
    uint64_t a = (lo + 4095) & ~4095ull, e = hi & ~4095ull;
    if (e > a) mem_map(a, e - a, PROT_READ | PROT_EXEC);
}

/* Does [lo, hi) share a page with a writable PT_LOAD segment? */
static int touches_writable(const uint8_t *f, uint64_t bias, uint64_t lo, uint64_t hi)
{
    uint64_t phoff = be64(f + 32);
    unsigned phent = be16(f + 54);
    for (unsigned i = 0; i < be16(f + 56); i++) {
        const uint8_t *p = f + phoff + (uint64_t)i * phent;
        if (be32(p) != PT_LOAD || !(be32(p + 4) & PF_W) || !be64(p + 40)) continue;
        uint64_t a = (be64(p + 16) + bias) & ~4095ull, e = (be64(p + 16) + be64(p + 40) + bias + 4095) & ~4095ull;
        if (a < hi && lo < e) return 1;
    }
    return 0;
}

/* A segment without PF_W is read-only (and executable only with PF_X) on every page
   it alone occupies; its first and last pages stay writable only when a writable
   segment shares them. */
static void protect_segment(const uint8_t *f, uint64_t bias, uint64_t vaddr, uint64_t memsz, uint32_t fl)
{
    uint64_t a = (vaddr + bias) & ~4095ull, e = (vaddr + memsz + bias + 4095) & ~4095ull;
    if (a < e && touches_writable(f, bias, a, a + 4096)) a += 4096;
    if (a < e && touches_writable(f, bias, e - 4096, e)) e -= 4096;
    if (e > a) mem_map(a, e - a, PROT_READ | (fl & PF_X ? PROT_EXEC : 0));
}

void elf_protect_code(const uint8_t *f, size_t size, uint64_t bias)
{
    uint64_t shoff = be64(f + 40), phoff = be64(f + 32);
    unsigned shent = be16(f + 58), shnum = shoff ? be16(f + 60) : 0, phent = be16(f + 54);
    (void)size;                        /* the tables were checked by elf_check */
    for (unsigned i = 0; i < be16(f + 56); i++) {
        const uint8_t *p = f + phoff + (uint64_t)i * phent;
        uint32_t fl = be32(p + 4);
        if (be32(p) == PT_LOAD && !(fl & PF_W)) protect_segment(f, bias, be64(p + 16), be64(p + 40), fl);
    }
    /* ld puts a DLL (and any program not linked by pacc's script) in one RWX segment:
       there the code's whole pages are made read-only, section by section. */
    for (unsigned i = 0; i < shnum; i++) {
        const uint8_t *sh = f + shoff + (uint64_t)i * shent;
        uint64_t flags = be64(sh + 8), addr = be64(sh + 16), sz = be64(sh + 32);
        if ((flags & (SHF_EXECINSTR | SHF_ALLOC)) != (SHF_EXECINSTR | SHF_ALLOC) || !sz) continue;
        protect_pages(addr + bias, addr + sz + bias);
    }
}

void image_close(struct image *im)
{
    free(im->file);
    free(im->syms);
    memset(im, 0, sizeof *im);
}

int image_map(struct image *im, char *err, size_t errlen)
{
    for (unsigned i = 0; i < im->phnum; i++) {
        struct phdr ph;
        get_phdr(im, i, &ph);
        if (ph.type != PT_LOAD) continue;
        if (mem_map(ph.vaddr, ph.memsz, PROT_READ | PROT_WRITE | PROT_EXEC)) {
            snprintf(err, errlen, "%s: cannot map segment %u", im->path, i); return -1;
        }
        memcpy(mem_base + ph.vaddr, im->file + ph.off, ph.filesz);
    }
    return 0;
}

const struct gsym *image_lookup(const struct image *im, const char *name)
{
    for (size_t i = 0; i < im->nsyms; i++)
        if (strcmp(im->syms[i].name, name) == 0) return &im->syms[i];
    return NULL;
}

/* The nearest symbol at or below addr, skipping types that `skip` rejects; NULL when
   addr is past its end (if it has a size). */
static const struct gsym *nearest(const struct image *im, uint64_t addr, int (*skip)(unsigned type))
{
    size_t lo = 0, hi = im->nsyms;
    while (lo < hi) {                       /* last symbol with addr <= target */
        size_t mid = (lo + hi) / 2;
        if (im->syms[mid].addr <= addr) lo = mid + 1; else hi = mid;
    }
    for (size_t i = lo; i-- > 0;) {
        const struct gsym *s = &im->syms[i];
        if (skip(s->type)) continue;
        return !s->size || addr - s->addr < s->size ? s : NULL;
    }
    return NULL;
}

static int is_object(unsigned type) { return type == STT_OBJECT; }
static int not_func(unsigned type) { return type != STT_FUNC; }

const struct gsym *image_func_at(const struct image *im, uint64_t addr)
{
    return nearest(im, addr, is_object);
}

const struct gsym *image_code_func_at(const struct image *im, uint64_t addr)
{
    if (addr < im->text_lo || addr >= im->text_hi) return NULL;
    return nearest(im, addr, not_func);
}

/* Code range: the executable sections, or without section headers the PF_X segments. */
static void find_text(struct image *im)
{
    uint64_t shoff = be64(im->file + 40);
    uint16_t shentsize = be16(im->file + 58), shnum = be16(im->file + 60);
    im->text_lo = ~0ull;
    for (unsigned i = 0; shoff && i < shnum; i++) {
        const uint8_t *sh = im->file + shoff + (uint64_t)i * shentsize;
        uint64_t flags = be64(sh + 8), addr = be64(sh + 16), size = be64(sh + 32);
        if (!(flags & SHF_EXECINSTR) || !(flags & SHF_ALLOC) || !size) continue;
        if (addr < im->text_lo) im->text_lo = addr;
        if (addr + size > im->text_hi) im->text_hi = addr + size;
    }
    for (unsigned i = 0; im->text_lo == ~0ull && i < im->phnum; i++) {
        struct phdr ph;
        if (get_phdr(im, i, &ph) || ph.type != PT_LOAD || !(ph.flags & PF_X)) continue;
        im->text_lo = ph.vaddr;
        im->text_hi = ph.vaddr + ph.memsz;
    }
    if (im->text_lo == ~0ull) im->text_lo = im->text_hi = 0;
}

/* ---- initial stack ---- */

struct stackbuf { uint64_t base, top; };

static uint64_t push_bytes(struct stackbuf *s, const void *p, size_t n, unsigned align)
{
    s->top = (s->top + align - 1) & ~(uint64_t)(align - 1);
    uint64_t a = s->top;
    memcpy(mem_base + a, p, n);
    s->top += n;
    return a;
}


static uint64_t push_strings(struct stackbuf *s, int n, char **strs)
{
    uint64_t *addrs = calloc((size_t)n + 1, sizeof *addrs);
    for (int i = 0; i < n; i++) addrs[i] = push_bytes(s, strs[i], strlen(strs[i]) + 1, 1);
    uint64_t vec = push_bytes(s, "", 0, 8);
    for (int i = 0; i <= n; i++) { guest_put64(s->top, i < n ? addrs[i] : 0); s->top += 8; }
    free(addrs);
    return vec;
}

int dld_start(struct cpu *c, struct process *p, char *err, size_t errlen);

int process_setup(struct cpu *c, struct process *p, struct image *im, int argc, char **argv,
                  char **envp, char *err, size_t errlen)
{
    memset(p, 0, sizeof *p);
    p->im = im;
    if (image_map(im, err, errlen)) return -1;
    p->brk_start = p->brk_cur = (im->load_hi + 4095) & ~4095ull;
    p->brk_limit = HEAP_LIMIT;
    p->mmap_next = MMAP_BASE;

    if (mem_map(STACK_BASE, stack_size, PROT_READ | PROT_WRITE | PROT_EXEC)) {
        snprintf(err, errlen, "cannot map the guest stack"); return -1;
    }
    struct stackbuf s = { STACK_BASE, STACK_BASE };

    /* sysvec table: entry N = gateway + 4N */
    p->sysvec = push_bytes(&s, "", 0, 8);
    for (unsigned i = 0; i < SYSVEC_ENTRIES; i++) { guest_put64(s.top, GATEWAY_PAGE + 4 * i); s.top += 8; }

    char *real = realpath(im->path, NULL);
    uint64_t path = push_bytes(&s, real ? real : im->path, strlen(real ? real : im->path) + 1, 1);
    free(real);
    uint64_t ehdr = push_bytes(&s, im->file, 64, 8);

    int envc = 0;
    while (envp && envp[envc]) envc++;
    p->argv = push_strings(&s, argc, argv);
    p->envp = push_strings(&s, envc, envp);
    p->argc = argc;

    /* keybits: a PA-8x00 style CPU with the 2.0 FPU; keycnt 1. */
    uint64_t kb = push_bytes(&s, "", 0, 8);
    guest_put32(kb, 0x20); guest_put32(kb + 4, 0x0f); guest_put32(kb + 8, 1); guest_put32(kb + 12, 0x1);
    s.top = kb + 16;

    uint64_t li = push_bytes(&s, "", 0, 8);
    uint64_t fields[8] = { 1, 64, p->sysvec, path, ehdr, im->phdr_vaddr, 0, 0 };
    for (int i = 0; i < 8; i++) guest_put64(li + 8 * i, fields[i]);
    s.top = li + 64;
    p->load_info = li;

    memset(c, 0, sizeof *c);
    /* Room below SP for the callee's frame marker and argument save area. */
    c->gr[30] = ((s.top + 15) & ~15ull) + 256;
    c->gr[29] = c->gr[30] - 48;
    c->gr[26] = (uint64_t)argc;
    c->gr[25] = p->argv;
    c->gr[24] = p->envp;
    c->gr[23] = kb;
    c->gr[22] = li;
    c->gr[2] = GATEWAY_RETURN | 3;
    c->iaoq_f = im->entry;
    c->iaoq_b = im->entry + 4;
    c->sr[0] = 0;
    int r = im->dynamic ? dld_start(c, p, err, errlen) : 0;
    if (!r) elf_protect_code(im->file, im->size, 0);     /* after the dld's relocation */
    return r;
}
