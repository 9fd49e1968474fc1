/* The table of executable file mappings (code_maps.h): their files, ranges and link-time
   addresses, and the hook told when one appears or goes. PA64_DLD_DEBUG traces them as
   it traces the dld's modules. */
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "bytes.h"
#include "code_maps.h"

static struct code_map *tab;
static size_t count, cap;
static code_map_hook_fn hook_fn;
static void *hook_arg;

const struct code_map *code_maps(size_t *n)
{
    *n = count;
    return tab;
}

void code_map_set_hook(code_map_hook_fn fn, void *arg)
{
    hook_fn = fn;
    hook_arg = arg;
}

static void debug_event(const struct code_map *m, enum code_map_event ev)
{
    static int on = -1;
    if (on < 0) on = getenv("PA64_DLD_DEBUG") != NULL;
    if (!on) return;
    fprintf(stderr, "pa64: code mapping: %s %u %s: [0x%llx, 0x%llx) offset 0x%llx vaddr 0x%llx "
            "text [0x%llx, 0x%llx) unwind [0x%llx, 0x%llx)\n", ev == CODE_MAP_ADDED ? "add" : "remove", m->id,
            m->path, (unsigned long long)m->lo, (unsigned long long)m->hi, (unsigned long long)m->offset,
            (unsigned long long)m->vaddr, (unsigned long long)m->text_lo, (unsigned long long)m->text_hi,
            (unsigned long long)m->unwind_lo, (unsigned long long)m->unwind_hi);
}

static void report(const struct code_map *m, enum code_map_event ev)
{
    debug_event(m, ev);
    if (hook_fn) hook_fn(m, ev, hook_arg);
}

/* Reads the ELF64 big-endian file's layout into m (offset, lo, hi set): the link-time
   address of m->offset through the PT_LOAD holding it, and where its code, unwind table
   and executable segment landed. Any other file: vaddr is the offset, nothing else. */
struct elf_file { int fd; uint8_t eh[64]; };

static int read_at(int fd, void *b, size_t n, uint64_t off) { return pread(fd, b, n, (off_t)off) == (ssize_t)n; }

static void read_segments(const struct elf_file *e, struct code_map *m, uint64_t *xvaddr)
{
    uint8_t ph[56];
    uint64_t phoff = be64(e->eh + 32);
    unsigned phentsize = be16(e->eh + 54), phnum = be16(e->eh + 56);
    for (unsigned i = 0; i < phnum && phentsize >= 56; i++) {
        if (!read_at(e->fd, ph, 56, phoff + (uint64_t)i * phentsize)) return;
        uint64_t p_offset = be64(ph + 8), p_vaddr = be64(ph + 16), p_filesz = be64(ph + 32);
        if (be32(ph) != 1) continue;                                   /* PT_LOAD */
        if (m->offset >= p_offset && m->offset < p_offset + p_filesz) m->vaddr = p_vaddr + (m->offset - p_offset);
        if ((be32(ph + 4) & 1) && !*xvaddr) *xvaddr = p_vaddr + 1;     /* PF_X; +1: found */
    }
}

/* The guest address of link-time address v, or 0 outside the mapping. */
static uint64_t landed(const struct code_map *m, uint64_t v, uint64_t len)
{
    return v >= m->vaddr && v - m->vaddr + len <= m->hi - m->lo ? m->lo + (v - m->vaddr) : 0;
}

static void read_sections(const struct elf_file *e, struct code_map *m)
{
    uint8_t sh[64], str[64];
    uint64_t shoff = be64(e->eh + 40), text_lo = UINT64_MAX, text_hi = 0;
    unsigned shentsize = be16(e->eh + 58), shnum = be16(e->eh + 60), shstrndx = be16(e->eh + 62);
    if (!shoff || shentsize < 64 || shstrndx >= shnum || !read_at(e->fd, sh, 64, shoff + (uint64_t)shstrndx * shentsize))
        return;
    uint64_t strtab = be64(sh + 24);
    for (unsigned i = 1; i < shnum; i++) {
        if (!read_at(e->fd, sh, 64, shoff + (uint64_t)i * shentsize)) return;
        uint64_t flags = be64(sh + 8), addr = be64(sh + 16), size = be64(sh + 32);
        if ((flags & 4) && size) {                                     /* SHF_EXECINSTR */
            if (addr < text_lo) text_lo = addr;
            if (addr + size > text_hi) text_hi = addr + size;
        }
        memset(str, 0, sizeof str);
        if (pread(e->fd, str, sizeof str - 1, (off_t)(strtab + be32(sh))) > 0 && !strcmp((char *)str, ".PARISC.unwind")
            && (m->unwind_lo = landed(m, addr, size)))
            m->unwind_hi = m->unwind_lo + size;
    }
    if (text_lo < text_hi && (m->text_lo = landed(m, text_lo, text_hi - text_lo)))
        m->text_hi = m->text_lo + (text_hi - text_lo);
}

static void read_layout(const char *path, struct code_map *m)
{
    struct elf_file e = { open(path, O_RDONLY | O_CLOEXEC), { 0 } };
    uint64_t xvaddr = 0;
    m->vaddr = m->offset;
    if (e.fd < 0) return;
    if (read_at(e.fd, e.eh, 64, 0) && !memcmp(e.eh, "\177ELF\2\2", 6)) {
        read_segments(&e, m, &xvaddr);
        read_sections(&e, m);
        if (xvaddr && m->unwind_lo) m->segbase = m->lo + (xvaddr - 1) - m->vaddr;
        if (!m->text_lo || !m->segbase) m->unwind_lo = m->unwind_hi = 0;
    }
    close(e.fd);
}

unsigned code_map_add_path(const char *path, uint64_t lo, uint64_t hi, uint64_t offset)
{
    if (count == cap) {
        size_t ncap = cap ? 2 * cap : 16;
        struct code_map *g = realloc(tab, ncap * sizeof *g);
        if (!g) return 0;
        tab = g;
        cap = ncap;
    }
    char *p = strdup(path);
    if (!p) return 0;
    struct code_map *m = &tab[count];
    *m = (struct code_map){ .id = (unsigned)count + 1, .path = p, .lo = lo, .hi = hi, .offset = offset, .live = 1 };
    read_layout(p, m);
    count++;
    report(m, CODE_MAP_ADDED);
    return m->id;
}

unsigned code_map_add(int fd, uint64_t lo, uint64_t hi, uint64_t offset)
{
    char link[64], path[4096];
    snprintf(link, sizeof link, "/proc/self/fd/%d", fd);
    ssize_t n = readlink(link, path, sizeof path - 1);
    if (n <= 0) return 0;
    path[n] = 0;
    return code_map_add_path(path, lo, hi, offset);
}

void code_map_remove(unsigned id)
{
    if (id == 0 || id > count || !tab[id - 1].live) return;
    tab[id - 1].live = 0;
    report(&tab[id - 1], CODE_MAP_REMOVED);
}

const char *code_map_path(unsigned id)
{
    return id && id <= count ? tab[id - 1].path : NULL;
}

uint64_t code_map_offset(unsigned id)
{
    return id && id <= count ? tab[id - 1].offset : 0;
}

void code_map_forget_all(void)
{
    for (size_t i = 0; i < count; i++) free((char *)tab[i].path);
    free(tab);
    tab = NULL;
    count = cap = 0;
}
