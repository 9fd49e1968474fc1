/* Validation of a PA-64 ELF file (program or DLL) before the loader or dld uses any of its
   fields: offsets and sizes within the file, sums that cannot overflow, counts bounded by
   what the file can hold, addresses inside the allowed area and backed by a segment. A bad
   file gives one reason naming the field (issue 13). */
#include <elf.h>
#include <stdio.h>
#include "bytes.h"
#include "elfcheck.h"

#define SHT_PARISC_UNWIND_ 0x70000001u

struct ctx {
    const uint8_t *f;
    size_t size;
    uint64_t lo, hi;            /* allowed link-time area [lo, hi) */
    char *why;
    size_t len;
};

static int bad(struct ctx *x, const char *fmt, unsigned long long a, unsigned long long b)
{
    snprintf(x->why, x->len, fmt, a, b);
    return -1;
}

/* Link-time [vaddr, vaddr+len) lies in the file-backed part of one PT_LOAD segment. */
int elf_file_backed(const uint8_t *f, size_t size, uint64_t vaddr, uint64_t len)
{
    uint64_t phoff = be64(f + 32);
    unsigned phent = be16(f + 54), phnum = be16(f + 56);
    for (unsigned i = 0; i < phnum; i++) {
        const uint8_t *p = f + phoff + (uint64_t)i * phent;
        uint64_t va = be64(p + 16), filesz = be64(p + 32);
        if (be32(p) == PT_LOAD && elf_span_ok(size, be64(p + 8), filesz) && vaddr >= va &&
            vaddr - va <= filesz && len <= filesz - (vaddr - va))
            return 1;
    }
    return 0;
}

static int check_phdrs(struct ctx *x)
{
    uint64_t phoff = be64(x->f + 32);
    unsigned phent = be16(x->f + 54), phnum = be16(x->f + 56), nload = 0;
    if (phent < 56) return bad(x, "e_phentsize %llu is below 56%.0llu", phent, 0);
    if (!elf_span_ok(x->size, phoff, (uint64_t)phnum * phent))
        return bad(x, "e_phoff 0x%llx: program header table past the end of the file (e_phnum %llu)", phoff, phnum);
    for (unsigned i = 0; i < phnum; i++) {
        const uint8_t *p = x->f + phoff + (uint64_t)i * phent;
        uint32_t type = be32(p);
        uint64_t off = be64(p + 8), va = be64(p + 16), filesz = be64(p + 32), memsz = be64(p + 40);
        if (type != PT_LOAD && type != PT_DYNAMIC) continue;
        if (!elf_span_ok(x->size, off, filesz))
            return bad(x, "program header %llu: p_offset/p_filesz 0x%llx past the end of the file", i, filesz);
        if (type == PT_DYNAMIC) continue;
        nload++;
        if (filesz > memsz) return bad(x, "program header %llu: p_filesz exceeds p_memsz 0x%llx", i, memsz);
        if (va < x->lo || va > x->hi || memsz > x->hi - va)
            return bad(x, "program header %llu: p_vaddr 0x%llx/p_memsz outside the program area", i, va);
    }
    return nload ? 0 : bad(x, "no loadable segments%.0llu%.0llu", 0, 0);
}

static int check_shdrs(struct ctx *x)
{
    uint64_t shoff = be64(x->f + 40);
    unsigned shent = be16(x->f + 58), shnum = be16(x->f + 60);
    if (!shoff || !shnum) return 0;
    if (shent < 64) return bad(x, "e_shentsize %llu is below 64%.0llu", shent, 0);
    if (!elf_span_ok(x->size, shoff, (uint64_t)shnum * shent))
        return bad(x, "e_shoff 0x%llx: section header table past the end of the file (e_shnum %llu)", shoff, shnum);
    if (be16(x->f + 62) >= shnum) return bad(x, "e_shstrndx %llu out of range (e_shnum %llu)", be16(x->f + 62), shnum);
    for (unsigned i = 0; i < shnum; i++) {
        const uint8_t *s = x->f + shoff + (uint64_t)i * shent;
        uint32_t type = be32(s + 4), link = be32(s + 40), info = be32(s + 44);
        uint64_t flags = be64(s + 8), addr = be64(s + 16), off = be64(s + 24), size = be64(s + 32);
        if (type != SHT_NOBITS && type != SHT_NULL && !elf_span_ok(x->size, off, size))
            return bad(x, "section %llu: sh_offset/sh_size 0x%llx past the end of the file", i, size);
        if ((type == SHT_SYMTAB || type == SHT_DYNSYM || type == SHT_RELA) && link >= shnum)
            return bad(x, "section %llu: sh_link %llu out of range", i, link);
        if (type == SHT_RELA && info >= shnum)  /* the section the relocations apply to */
            return bad(x, "section %llu: sh_info %llu out of range", i, info);
        if ((flags & SHF_ALLOC) && type != SHT_NOBITS && size &&
            (addr < x->lo || addr > x->hi || size > x->hi - addr))
            return bad(x, "section %llu: sh_addr 0x%llx outside the program area", i, addr);
    }
    return 0;
}

/* Defined dynamic symbols other than absolute ones are addresses in the area: the dld
   writes and calls through them. */
static int check_dynsyms(struct ctx *x, uint64_t symtab, uint64_t n, uint64_t strtab, uint64_t strsz)
{
    const uint8_t *sym = x->f + elf_vaddr_offset(x->f, symtab);
    const char *str = (const char *)x->f + elf_vaddr_offset(x->f, strtab);
    for (uint64_t i = 1; i < n; i++) {
        const uint8_t *s = sym + 24 * i;
        uint16_t shndx = be16(s + 6);
        uint64_t v = be64(s + 8);
        if (shndx == SHN_UNDEF || shndx == SHN_ABS || (v >= x->lo && v <= x->hi)) continue;
        snprintf(x->why, x->len, "dynamic symbol %.80s: st_value 0x%llx outside the program area",
                 be32(s) < strsz ? str + be32(s) : "?", (unsigned long long)v);
        return -1;
    }
    return 0;
}

/* The dynamic section's tables lie in file-backed segment data; DT_HASH's counts are
   bounded by the file. */
static int check_dynamic(struct ctx *x)
{
    uint64_t phoff = be64(x->f + 32), off = 0, size = 0;
    unsigned phent = be16(x->f + 54), phnum = be16(x->f + 56);
    for (unsigned i = 0; i < phnum; i++) {
        const uint8_t *p = x->f + phoff + (uint64_t)i * phent;
        if (be32(p) == PT_DYNAMIC) { off = be64(p + 8); size = be64(p + 32); }
    }
    uint64_t v[DT_NUM] = { 0 }, seen[DT_NUM] = { 0 };
    for (uint64_t o = off; size >= 16 && o <= off + size - 16; o += 16) {
        uint64_t tag = be64(x->f + o);
        if (tag == DT_NULL) break;
        if (tag < DT_NUM) { v[tag] = be64(x->f + o + 8); seen[tag] = 1; }
    }
    static const struct { unsigned tag, sz; const char *name; } tabs[] = {
        { DT_STRTAB, DT_STRSZ, "DT_STRTAB/DT_STRSZ" }, { DT_RELA, DT_RELASZ, "DT_RELA/DT_RELASZ" },
        { DT_JMPREL, DT_PLTRELSZ, "DT_JMPREL/DT_PLTRELSZ" },
        { DT_INIT_ARRAY, DT_INIT_ARRAYSZ, "DT_INIT_ARRAY/DT_INIT_ARRAYSZ" },
        { DT_FINI_ARRAY, DT_FINI_ARRAYSZ, "DT_FINI_ARRAY/DT_FINI_ARRAYSZ" },
    };
    for (size_t k = 0; k < sizeof tabs / sizeof *tabs; k++)
        if (seen[tabs[k].tag] && !elf_file_backed(x->f, x->size, v[tabs[k].tag], v[tabs[k].sz])) {
            snprintf(x->why, x->len, "%s 0x%llx+0x%llx outside the file's segments", tabs[k].name,
                     (unsigned long long)v[tabs[k].tag], (unsigned long long)v[tabs[k].sz]);
            return -1;
        }
    if (seen[DT_HASH]) {
        if (!elf_file_backed(x->f, x->size, v[DT_HASH], 8))
            return bad(x, "DT_HASH 0x%llx outside the file's segments%.0llu", v[DT_HASH], 0);
        const uint8_t *h = x->f + elf_vaddr_offset(x->f, v[DT_HASH]);
        uint64_t nb = be32(h), nc = be32(h + 4);
        if (!elf_file_backed(x->f, x->size, v[DT_HASH], 8 + 4 * (nb + nc)))
            return bad(x, "DT_HASH nbucket %llu / nchain %llu larger than the file holds", nb, nc);
        if (seen[DT_SYMTAB] && !elf_file_backed(x->f, x->size, v[DT_SYMTAB], 24 * nc))
            return bad(x, "DT_HASH nchain %llu: more symbols than DT_SYMTAB 0x%llx holds", nc, v[DT_SYMTAB]);
    }
    if (seen[DT_SYMTAB] && !elf_file_backed(x->f, x->size, v[DT_SYMTAB], 24))
        return bad(x, "DT_SYMTAB 0x%llx outside the file's segments%.0llu", v[DT_SYMTAB], 0);
    if (seen[DT_HASH] && seen[DT_SYMTAB] && seen[DT_STRTAB])
        return check_dynsyms(x, v[DT_SYMTAB], be32(x->f + elf_vaddr_offset(x->f, v[DT_HASH]) + 4),
                             v[DT_STRTAB], v[DT_STRSZ]);
    return 0;
}

uint64_t elf_vaddr_offset(const uint8_t *f, uint64_t vaddr)
{
    uint64_t phoff = be64(f + 32);
    unsigned phent = be16(f + 54), phnum = be16(f + 56);
    for (unsigned i = 0; i < phnum; i++) {
        const uint8_t *p = f + phoff + (uint64_t)i * phent;
        uint64_t va = be64(p + 16), filesz = be64(p + 32);
        if (be32(p) == PT_LOAD && vaddr >= va && vaddr - va < filesz) return be64(p + 8) + (vaddr - va);
    }
    return 0;
}

int elf_check(const uint8_t *f, size_t size, uint64_t area_lo, uint64_t area_hi, char *why, size_t len)
{
    struct ctx x = { f, size, area_lo, area_hi, why, len };
    if (size < 64) return bad(&x, "file of %llu bytes is shorter than an ELF header%.0llu", size, 0);
    if (check_phdrs(&x) || check_shdrs(&x) || check_dynamic(&x)) return -1;
    return 0;
}
