/* Whole-file disassembly in the layout of `hppa64-linux-gnu-objdump -d` (binutils 2.40):
   ELF files and ar archives read with elfutils libelf, symbols chosen the way objdump
   chooses them, so the two outputs can be diffed line by line. */
#include "dis.h"

#include <fcntl.h>
#include <gelf.h>
#include <inttypes.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <errno.h>
#include <stdio.h>

const char *dis_elf_tool = "";

/* The subset of BFD's symbol flags that objdump's choices depend on. */
enum {
    SF_LOCAL = 1, SF_GLOBAL = 2, SF_FUNCTION = 4, SF_OBJECT = 8,
    SF_SECTION = 16, SF_DEBUGGING = 32, SF_FILE = 64,
};

#define SHNDX_ABS ((size_t)-1)

struct dsym {
    uint64_t value, size;
    const char *name;
    const char *secname;   /* "*ABS*" for absolute symbols */
    size_t shndx;          /* section index, SHNDX_ABS for absolute symbols */
    unsigned flags;
    size_t pos;            /* position before sorting: keeps the sort stable */
};

struct dsec {
    const char *name;
    uint64_t vma, size;
    size_t index;
    const uint8_t *data;
};

struct dfile {
    FILE *out;
    bool relocatable;     /* BFD's HAS_RELOC: ET_REL files */
    struct dsym *syms;
    size_t nsyms;
    const struct dsec *sec;   /* section being disassembled */
};

/* ---- symbols: read, filter and sort as objdump does ---- */

static unsigned sym_flags(const GElf_Sym *s)
{
    unsigned f = 0;
    switch (GELF_ST_BIND(s->st_info)) {
    case STB_LOCAL: f |= SF_LOCAL; break;
    case STB_GLOBAL:   /* BFD's "global" means defined here */
        if (s->st_shndx != SHN_UNDEF && s->st_shndx != SHN_COMMON)
            f |= SF_GLOBAL;
        break;
    default: break;
    }
    switch (GELF_ST_TYPE(s->st_info)) {
    case STT_SECTION: f |= SF_SECTION | SF_DEBUGGING; break;
    case STT_FILE: f |= SF_FILE | SF_DEBUGGING; break;
    case STT_FUNC: f |= SF_FUNCTION; break;
    case STT_OBJECT: case STT_COMMON: f |= SF_OBJECT; break;
    default: break;
    }
    return f;
}

/* objdump keeps section and debugging symbols only for .plt and .got names. */
static bool useful_symbol(const char *name, unsigned flags, const GElf_Sym *s)
{
    if (!name || !*name)
        return false;
    if ((flags & (SF_SECTION | SF_DEBUGGING)) && strncmp(name, ".plt", 4) != 0
        && strncmp(name, ".got", 4) != 0)
        return false;
    return s->st_shndx != SHN_UNDEF && s->st_shndx != SHN_COMMON;
}

static const char *section_name(Elf *elf, size_t shstrndx, size_t index)
{
    GElf_Shdr sh;
    Elf_Scn *scn = elf_getscn(elf, index);
    if (!scn || !gelf_getshdr(scn, &sh))
        return "";
    const char *n = elf_strptr(elf, shstrndx, sh.sh_name);
    return n ? n : "";
}

static void add_symbol(struct dfile *f, Elf *elf, size_t shstrndx, const GElf_Sym *s,
                       const char *name)
{
    unsigned flags = sym_flags(s);
    bool abs = s->st_shndx == SHN_ABS;
    if (GELF_ST_TYPE(s->st_info) == STT_SECTION && (!name || !*name) && !abs)
        name = section_name(elf, shstrndx, s->st_shndx);   /* BFD names them so */
    if (!useful_symbol(name, flags, s))
        return;
    struct dsym *d = &f->syms[f->nsyms++];
    d->value = s->st_value;
    d->size = s->st_size;
    d->name = name;
    d->shndx = abs ? SHNDX_ABS : s->st_shndx;
    d->secname = abs ? "*ABS*" : section_name(elf, shstrndx, s->st_shndx);
    d->flags = flags;
}

/* objdump uses the static symbol table, or the dynamic one when there is none. */
static Elf_Scn *symbol_table(Elf *elf)
{
    Elf_Scn *scn = NULL, *dyn = NULL;
    GElf_Shdr sh;
    while ((scn = elf_nextscn(elf, scn)) != NULL) {
        if (!gelf_getshdr(scn, &sh))
            continue;
        if (sh.sh_type == SHT_SYMTAB)
            return scn;
        if (sh.sh_type == SHT_DYNSYM && !dyn)
            dyn = scn;
    }
    return dyn;
}

static int load_symbols(struct dfile *f, Elf *elf, size_t shstrndx)
{
    Elf_Scn *scn = symbol_table(elf);
    GElf_Shdr sh;
    Elf_Data *data;
    if (!scn || !gelf_getshdr(scn, &sh) || !(data = elf_getdata(scn, NULL)) || !sh.sh_entsize)
        return 0;
    size_t n = sh.sh_size / sh.sh_entsize;
    f->syms = calloc(n ? n : 1, sizeof *f->syms);
    if (!f->syms)
        return -1;
    for (size_t i = 1; i < n; i++) {   /* entry 0 is the null symbol */
        GElf_Sym s;
        if (gelf_getsym(data, (int)i, &s))
            add_symbol(f, elf, shstrndx, &s, elf_strptr(elf, sh.sh_link, s.st_name));
    }
    return 0;
}

static const char *cmp_secname;   /* qsort has no context argument */

static bool file_like(const struct dsym *s)
{
    size_t n = strlen(s->name);
    return (s->flags & SF_FILE)
           || (n > 2 && s->name[n - 2] == '.' && (s->name[n - 1] == 'o' || s->name[n - 1] == 'a'));
}

static bool junk_name(const char *n)
{
    return strstr(n, "gnu_compiled") || strstr(n, "gcc2_compiled");
}

/* -1 when a's flag bit sorts a first, 1 when b's does, 0 when they agree. */
static int flag_order(unsigned a, unsigned b, unsigned bit, bool set_first)
{
    if ((a & bit) == (b & bit))
        return 0;
    return ((a & bit) != 0) == set_first ? -1 : 1;
}

/* objdump's compare_symbols: the symbol printed for an address is the first in this
   order (value; current section; real names before file names; functions, objects,
   globals first; larger size first; names not starting with '.'; then by name). */
static int compare_syms(const void *pa, const void *pb)
{
    const struct dsym *a = pa, *b = pb;
    int r;
    if (a->value != b->value)
        return a->value > b->value ? 1 : -1;
    bool as = strcmp(cmp_secname, a->secname) == 0, bs = strcmp(cmp_secname, b->secname) == 0;
    if (as != bs)
        return as ? -1 : 1;
    if (junk_name(a->name) != junk_name(b->name))
        return junk_name(a->name) ? 1 : -1;
    if (file_like(a) != file_like(b))
        return file_like(a) ? 1 : -1;
    if ((r = flag_order(a->flags, b->flags, SF_DEBUGGING, false))
        || (r = flag_order(a->flags, b->flags, SF_SECTION, false))
        || (r = flag_order(a->flags, b->flags, SF_FUNCTION, true))
        || (r = flag_order(a->flags, b->flags, SF_OBJECT, true))
        || (r = flag_order(a->flags, b->flags, SF_LOCAL, false))
        || (r = flag_order(a->flags, b->flags, SF_GLOBAL, true)))
        return r;
    uint64_t asz = (a->flags & SF_SECTION) ? 0 : a->size;
    uint64_t bsz = (b->flags & SF_SECTION) ? 0 : b->size;
    if (asz != bsz)
        return asz > bsz ? -1 : 1;
    if ((a->name[0] == '.') != (b->name[0] == '.'))
        return a->name[0] == '.' ? 1 : -1;
    if ((r = strcmp(a->name, b->name)) != 0)
        return r;
    return a->pos < b->pos ? -1 : a->pos > b->pos;
}

/* objdump re-sorts for every section, starting from the previous order. */
static void sort_symbols(struct dfile *f, const char *secname)
{
    for (size_t i = 0; i < f->nsyms; i++)
        f->syms[i].pos = i;
    cmp_secname = secname;
    if (f->nsyms > 1)
        qsort(f->syms, f->nsyms, sizeof *f->syms, compare_syms);
}

/* ---- symbol lookup: objdump's find_symbol_for_address ---- */

static bool sym_in_section(const struct dfile *f, size_t i)
{
    return f->syms[i].shndx == f->sec->index;
}

/* Searches backwards from min-1 for the nearest acceptable symbol, taking the first of
   several at the same address; forwards when none lies below.  -1 if none. */
static long search_other(const struct dfile *f, long min, long place, bool want_section)
{
    long n = (long)f->nsyms, found = n;
    for (long i = min - 1; i >= 0; i--) {
        if (want_section && !sym_in_section(f, (size_t)i))
            continue;
        if (found == n)
            found = i;
        if (f->syms[i].value != f->syms[found].value)
            break;
        found = i;
    }
    if (found != n)
        return found;
    for (long i = place + 1; i < n; i++)
        if (!want_section || sym_in_section(f, (size_t)i))
            return i;
    return -1;
}

static long find_symbol(const struct dfile *f, uint64_t vma, bool require_sec)
{
    long n = (long)f->nsyms, min = 0, max = n, place;
    if (n < 1)
        return -1;
    while (min + 1 < max) {   /* binary search in (min, max] */
        long mid = (min + max) / 2;
        if (f->syms[mid].value > vma)
            max = mid;
        else if (f->syms[mid].value < vma)
            min = mid;
        else {
            min = mid;
            break;
        }
    }
    place = min;
    while (place > 0 && f->syms[place].value == f->syms[place - 1].value)
        place--;
    /* among equal values, prefer one in the current section */
    for (min = place; min < max && f->syms[min].value == f->syms[place].value; min++)
        if (sym_in_section(f, (size_t)min))
            return min;
    bool want = require_sec || (f->relocatable && vma >= f->sec->vma
                                && vma < f->sec->vma + f->sec->size);
    if (want && !sym_in_section(f, (size_t)place)) {
        place = search_other(f, min, place, want);
        if (place < 0 || !sym_in_section(f, (size_t)place))
            return -1;
    }
    return place;
}

/* pa_disasm's symbol callback for branch targets. */
static const char *target_symbol(uint64_t addr, uint64_t *value, void *ctx)
{
    const struct dfile *f = ctx;
    if (f->nsyms == 0)
        return NULL;   /* objdump then prints 0xADDR */
    long i = find_symbol(f, addr, false);
    if (i < 0) {
        *value = f->sec->vma;
        return f->sec->name;
    }
    *value = f->syms[i].value;
    return f->syms[i].name;
}

/* "0000000000000000 <fib>:" block header (objdump_print_addr_with_sym, full width). */
static void print_label(const struct dfile *f, long sym, uint64_t addr)
{
    const char *name = sym >= 0 ? f->syms[sym].name : f->sec->name;
    uint64_t value = sym >= 0 ? f->syms[sym].value : f->sec->vma;
    fprintf(f->out, "\n%016" PRIx64 " <%s", addr, name);
    if (value > addr)
        fprintf(f->out, "-0x%" PRIx64, value - addr);
    else if (addr > value)
        fprintf(f->out, "+0x%" PRIx64, addr - value);
    fputs(">:\n", f->out);
}

/* ---- byte blocks ---- */

/* Leading-zero digits objdump drops from addresses: in chunks of 4, keeping one zero. */
static unsigned addr_skip(const struct dsec *s)
{
    char buf[32];
    unsigned skip = 0;
    snprintf(buf, sizeof buf, "%016" PRIx64, s->vma + s->size);
    while (buf[skip] == '0')
        skip++;
    if (buf[skip] == '\0' && s->vma != 0)
        skip = 0;
    return skip ? (skip - 1) & ~3u : 0;
}

static void print_address(const struct dfile *f, uint64_t addr, unsigned skip)
{
    char buf[32], *p;
    snprintf(buf, sizeof buf, "%016" PRIx64, addr);
    for (p = buf + skip; *p == '0'; p++)
        *p = ' ';
    if (*p == '\0')
        *--p = '0';
    fprintf(f->out, "%s:\t", buf + skip);
}

/* Bytes of a data object inside code: 16 a line, then their printable characters. */
static size_t print_data_line(const struct dfile *f, size_t off, size_t stop)
{
    size_t n = stop - off < 16 ? stop - off : 16;
    for (size_t j = 0; j < 16; j++) {
        if (j < n)
            fprintf(f->out, "%02x ", f->sec->data[off + j]);
        else
            fputs("   ", f->out);
    }
    fputs("    ", f->out);
    for (size_t j = 0; j < n; j++) {
        uint8_t c = f->sec->data[off + j];
        fputc(c >= 0x20 && c < 0x7f ? c : '.', f->out);
    }
    fputc('\n', f->out);
    return n;
}

/* One instruction line; returns bytes consumed, 0 when objdump stops the block. */
static size_t print_insn_line(const struct dfile *f, size_t off, size_t stop)
{
    const uint8_t *d = f->sec->data + off;
    char text[256];
    if (stop - off < 4) {   /* objdump's read fails at the block end */
        fprintf(f->out, "Address 0x%016" PRIx64 " is out of bounds.\n\n", f->sec->vma + off);
        return 0;
    }
    uint32_t w = (uint32_t)d[0] << 24 | (uint32_t)d[1] << 16 | (uint32_t)d[2] << 8 | d[3];
    pa_disasm(w, f->sec->vma + off, text, sizeof text, target_symbol, (void *)f);
    fprintf(f->out, "%02x %02x %02x %02x \t%s\n", d[0], d[1], d[2], d[3], text);
    return 4;
}

/* Length of the run of zero bytes objdump replaces by "...", or 0 to print normally:
   at least 8 bytes (whole words unless the run reaches the block end), or 1-2 bytes
   that end the block. */
static size_t zero_run(const struct dsec *s, size_t off, size_t stop)
{
    size_t z = 0;
    while (off + z < stop && s->data[off + z] == 0)
        z++;
    if (z >= 8 || (off + z == stop && z < 3 && z > 0))
        return off + z == stop ? z : z & ~(size_t)3;
    return 0;
}

static void disassemble_block(const struct dfile *f, bool insns, size_t off, size_t stop)
{
    unsigned skip = addr_skip(f->sec);
    while (off < stop) {
        size_t z = zero_run(f->sec, off, stop), n;
        if (z) {
            fputs("\t...\n", f->out);
            off += z;
            continue;
        }
        print_address(f, f->sec->vma + off, skip);
        n = insns ? print_insn_line(f, off, stop) : print_data_line(f, off, stop);
        if (n == 0)
            break;
        off += n;
    }
}

/* ---- sections ---- */

/* The next symbol that starts a block after sym in this section (objdump's nextsym). */
static long next_block_symbol(const struct dfile *f, long sym, long *place)
{
    while (*place < (long)f->nsyms) {
        const struct dsym *s = &f->syms[*place];
        if (strcmp(s->secname, f->sec->name) == 0 && s->value > f->syms[sym].value)
            return *place;
        ++*place;
    }
    return -1;
}

/* objdump dumps the bytes of an object symbol in code instead of disassembling them. */
static bool block_is_code(const struct dfile *f, long sym, uint64_t addr)
{
    if (sym < 0)
        return true;
    const struct dsym *s = &f->syms[sym];
    return s->shndx != f->sec->index || s->value > addr
           || (!(s->flags & SF_OBJECT) && !junk_name(s->name)) || (s->flags & SF_FUNCTION);
}

static void disassemble_section(struct dfile *f, const struct dsec *sec)
{
    long place = 0, sym, next;
    size_t off = 0, stop = sec->size, nstop;

    f->sec = sec;
    sort_symbols(f, sec->name);
    fprintf(f->out, "\nDisassembly of section %s:\n", sec->name);
    sym = find_symbol(f, sec->vma, true);
    place = sym < 0 ? 0 : sym;
    while (off < stop) {
        uint64_t addr = sec->vma + off;
        print_label(f, sym, addr);
        if (sym >= 0 && f->syms[sym].value > addr)   /* code before the first symbol */
            next = sym;
        else
            next = sym < 0 ? -1 : next_block_symbol(f, sym, &place);
        nstop = next < 0 ? stop : f->syms[next].value - sec->vma;
        if (nstop > stop || nstop <= off)
            nstop = stop;
        disassemble_block(f, block_is_code(f, sym, addr), off, nstop);
        off = nstop;
        sym = next;
    }
}

/* ---- files ---- */

static int read_section(Elf_Scn *scn, const GElf_Shdr *sh, struct dsec *d)
{
    Elf_Data *data = elf_rawdata(scn, NULL);
    if (!data || data->d_size < sh->sh_size)
        return -1;
    d->data = data->d_buf;
    d->vma = sh->sh_addr;
    d->size = sh->sh_size;
    d->index = elf_ndxscn(scn);
    return 0;
}

static void disassemble_sections(struct dfile *f, Elf *elf, size_t shstrndx)
{
    Elf_Scn *scn = NULL;
    GElf_Shdr sh;
    while ((scn = elf_nextscn(elf, scn)) != NULL) {
        struct dsec d;
        if (!gelf_getshdr(scn, &sh) || !(sh.sh_flags & SHF_EXECINSTR) || sh.sh_type == SHT_NOBITS
            || sh.sh_size == 0)
            continue;
        d.name = elf_strptr(elf, shstrndx, sh.sh_name);
        if (!d.name)
            d.name = "";
        if (read_section(scn, &sh, &d) == 0)
            disassemble_section(f, &d);
    }
}

static int dump_elf(const char *name, Elf *elf, FILE *out)
{
    GElf_Ehdr eh;
    size_t shstrndx;
    struct dfile f = { out, false, NULL, 0, NULL };

    if (elf_kind(elf) != ELF_K_ELF || !gelf_getehdr(elf, &eh) || eh.e_machine != EM_PARISC
        || eh.e_ident[EI_CLASS] != ELFCLASS64 || elf_getshdrstrndx(elf, &shstrndx) != 0) {
        fprintf(stderr, "%s%s: not a 64-bit PA-RISC ELF file\n", dis_elf_tool, name);
        return -1;
    }
    fprintf(out, "\n%s:     file format %s\n\n", name,
            eh.e_ident[EI_OSABI] == ELFOSABI_HPUX ? "elf64-hppa" : "elf64-hppa-linux");
    f.relocatable = eh.e_type == ET_REL;
    if (load_symbols(&f, elf, shstrndx) != 0)
        return -1;
    disassemble_sections(&f, elf, shstrndx);
    free(f.syms);
    return 0;
}

static int dump_archive(const char *path, int fd, Elf *ar, FILE *out)
{
    Elf_Cmd cmd = ELF_C_READ;
    Elf *m;
    int rc = 0;
    fprintf(out, "In archive %s:\n", path);
    while ((m = elf_begin(fd, cmd, ar)) != NULL) {
        Elf_Arhdr *h = elf_getarhdr(m);
        if (h && h->ar_name[0] != '/' && dump_elf(h->ar_name, m, out) != 0)
            rc = -1;
        cmd = elf_next(m);
        elf_end(m);
    }
    return rc;
}

int dis_elf_file(const char *path, FILE *out)
{
    int fd, rc;
    Elf *elf;

    if (elf_version(EV_CURRENT) == EV_NONE)
        return -1;
    struct stat st;
    if ((fd = open(path, O_RDONLY)) < 0 || fstat(fd, &st) != 0) {
        fprintf(stderr, "%s%s: %s\n", dis_elf_tool, path, strerror(errno));
        if (fd >= 0) close(fd);
        return -1;
    }
    if (!S_ISREG(st.st_mode)) {
        fprintf(stderr, "%s%s: %s\n", dis_elf_tool, path, S_ISDIR(st.st_mode) ? "is a directory" : "not a regular file");
        close(fd);
        return -1;
    }
    if (!(elf = elf_begin(fd, ELF_C_READ, NULL))) {
        fprintf(stderr, "%s%s: %s\n", dis_elf_tool, path, elf_errmsg(-1));
        close(fd);
        return -1;
    }
    rc = elf_kind(elf) == ELF_K_AR ? dump_archive(path, fd, elf, out) : dump_elf(path, elf, out);
    elf_end(elf);
    close(fd);
    return rc;
}
