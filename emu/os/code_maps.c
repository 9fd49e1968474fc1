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
    fprintf(stderr, "pa64: code mapping: %s %u %s: [0x%llx, 0x%llx) offset 0x%llx vaddr 0x%llx\n",
            ev == CODE_MAP_ADDED ? "add" : "remove", m->id, m->path, (unsigned long long)m->lo,
            (unsigned long long)m->hi, (unsigned long long)m->offset, (unsigned long long)m->vaddr);
}

static void report(const struct code_map *m, enum code_map_event ev)
{
    debug_event(m, ev);
    if (hook_fn) hook_fn(m, ev, hook_arg);
}

/* The link-time address of file offset off: inside a PT_LOAD segment of a big-endian
   ELF64 file, p_vaddr + (off - p_offset); for any other file, off itself. */
static uint64_t link_address(const char *path, uint64_t off)
{
    uint8_t eh[64], ph[56];
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    uint64_t v = off;
    if (fd < 0) return v;
    if (pread(fd, eh, 64, 0) == 64 && !memcmp(eh, "\177ELF\2\2", 6)) {
        uint64_t phoff = be64(eh + 32);
        unsigned phentsize = be16(eh + 54), phnum = be16(eh + 56);
        for (unsigned i = 0; i < phnum && phentsize >= 56; i++) {
            if (pread(fd, ph, 56, (off_t)(phoff + (uint64_t)i * phentsize)) != 56) break;
            uint64_t p_offset = be64(ph + 8), p_vaddr = be64(ph + 16), p_filesz = be64(ph + 32);
            if (be32(ph) == 1 && off >= p_offset && off < p_offset + p_filesz) {
                v = p_vaddr + (off - p_offset);
                break;
            }
        }
    }
    close(fd);
    return v;
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
    *m = (struct code_map){ (unsigned)count + 1, p, lo, hi, offset, link_address(p, offset), 1 };
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
