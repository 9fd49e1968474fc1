/* Loads code without the dld: maps a PA-64 shared object's file with mmap, finds
   mapcode_spin in its symbol table and calls it through a descriptor it builds; once
   mapped PROT_READ|PROT_EXEC, once PROT_READ and then made executable with mprotect.
   Samples in it must be attributed to the file, as for a dlopen (issue 27). With
   "split" as third argument, only cuts one mapping into parts. */
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <stdlib.h>
#include <unistd.h>

/* The file offset of symbol name's code: ELF64, big-endian like the guest, so the
   fields read as they are; the symbol defined in an executable section (the dynamic
   one of a function is its descriptor in .opd), through the PT_LOAD holding it. */
static long code_offset(const unsigned char *f, size_t size, const char *name)
{
    uint64_t shoff, phoff;
    uint16_t shnum, phnum;
    memcpy(&phoff, f + 32, 8); memcpy(&shoff, f + 40, 8);
    memcpy(&phnum, f + 56, 2); memcpy(&shnum, f + 60, 2);
    for (unsigned i = 0; i < shnum; i++) {
        const unsigned char *sh = f + shoff + 64 * i;
        uint32_t type, link;
        uint64_t off, sz;
        memcpy(&type, sh + 4, 4); memcpy(&off, sh + 24, 8); memcpy(&sz, sh + 32, 8); memcpy(&link, sh + 40, 4);
        if (type != 2 && type != 11) continue;          /* SHT_SYMTAB, SHT_DYNSYM */
        uint64_t stroff;
        memcpy(&stroff, f + shoff + 64 * link + 24, 8);
        for (uint64_t s = off; s + 24 <= off + sz && s + 24 <= size; s += 24) {
            uint32_t nm;
            uint16_t shndx;
            uint64_t value, flags = 0;
            memcpy(&nm, f + s, 4); memcpy(&shndx, f + s + 6, 2); memcpy(&value, f + s + 8, 8);
            if (shndx && shndx < shnum) memcpy(&flags, f + shoff + 64 * shndx + 8, 8);
            if (!(flags & 4) || strcmp((const char *)f + stroff + nm, name)) continue;   /* SHF_EXECINSTR */
            for (unsigned k = 0; k < phnum; k++) {
                const unsigned char *ph = f + phoff + 56 * k;
                uint32_t pt;
                uint64_t poff, vaddr, filesz;
                memcpy(&pt, ph, 4); memcpy(&poff, ph + 8, 8); memcpy(&vaddr, ph + 16, 8); memcpy(&filesz, ph + 32, 8);
                if (pt == 1 && value >= vaddr && value < vaddr + filesz) return (long)(value - vaddr + poff);
            }
        }
    }
    return -1;
}

/* A function descriptor (entry at +16, gp at +24); global, so its stores are not dropped
   as dead (gcc does not count the call sequence's loads from it as uses). */
static uint64_t desc[4];

static int call(const void *entry, int n)
{
    uint64_t gp;
    __asm__("copy %%r27,%0" : "=r"(gp));
    desc[0] = desc[1] = 0;
    desc[2] = (uint64_t)(uintptr_t)entry;
    desc[3] = gp;
    int (*fn)(int) = (int (*)(int))(void *)desc;
    return fn(n);
}

int main(int argc, char **argv)
{
    const char *path = argc > 1 ? argv[1] : "libmapcode.so";
    int n = argc > 2 ? atoi(argv[2]) : 300000;
    int fd = open(path, O_RDONLY);
    struct stat st;
    if (fd < 0 || fstat(fd, &st) < 0) { perror(path); return 1; }
    size_t size = (size_t)st.st_size;
    unsigned char *f = mmap(NULL, size, PROT_READ | PROT_EXEC, MAP_PRIVATE, fd, 0);
    if (f == MAP_FAILED) { perror("mmap"); return 1; }
    if (argc > 3 && !strcmp(argv[3], "split")) {
        /* Parts of the mapping: a hole in the middle leaves two modules, a page made
           non-executable drops its module, and the last page unmapped the other. */
        long pg = sysconf(_SC_PAGESIZE);
        if (size <= 2 * (size_t)pg || munmap(f + pg, pg) || mprotect(f, pg, PROT_READ) || munmap(f + 2 * pg, size - 2 * pg))
            { perror("split"); return 1; }
        return 0;
    }
    long off = code_offset(f, size, "mapcode_spin");
    if (off < 0) { printf("mapcode_spin: not found in %s\n", path); return 1; }
    printf("mapped PROT_EXEC: %d\n", call(f + off, n));
    munmap(f, size);

    f = mmap(NULL, size, PROT_READ, MAP_PRIVATE, fd, 0);
    if (f == MAP_FAILED || mprotect(f, size, PROT_READ | PROT_EXEC)) { perror("mmap+mprotect"); return 1; }
    printf("made PROT_EXEC by mprotect: %d\n", call(f + off, n));
    munmap(f, size);
    close(fd);
    return 0;
}
