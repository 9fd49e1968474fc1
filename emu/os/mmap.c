/* Guest mmap, munmap, mprotect, msync and madvise (docs/guest-abi.md). A file mapping is
   a host mapping of the same file placed at mem_base + addr (MAP_FIXED inside the guest
   reservation), so the host kernel gives it POSIX semantics: MAP_SHARED coherent with
   read/write, MAP_PRIVATE copy-on-write, SIGBUS past the end of the file. */
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include "code_maps.h"
#include "loader.h"
#include "mmap.h"
#include "grow.h"
#include "run.h"
#include "sysvec.h"

#define PAGE 4096ull
#define REGION_END 0x80000000ull    /* the mmap region ends where the stack begins */
#define FIXED_LO 0x10000ull         /* below: null guard and gateway page */

/* The guest's flag values (emu/rt/include/sys/mman.h): HP-UX's for mmap. */
#define G_SHARED 0x01
#define G_PRIVATE 0x02
#define G_FIXED 0x04
#define G_ANON 0x10
#define G_PROT_ALL (PROT_READ | PROT_WRITE | PROT_EXEC)
#define G_MS_ASYNC 1
#define G_MS_INVALIDATE 2
#define G_MS_SYNC 4
#define G_MADV_MAX 4                /* NORMAL RANDOM SEQUENTIAL WILLNEED DONTNEED */

#define EINVAL_ (-22)
#define ENOMEM_ (-12)
#define EBADF_ (-9)

/* The host mappings guest file (and shared) mappings made: each is a host VMA, and the host
   allows a process about 65530 (vm.max_map_count) for everything, the emulator included,
   so the guest gets at most MAX_FILE_MAPS of them (ENOMEM beyond, as Linux at its limit).
   Executable ones remember their file: a write() to it drops the code decoded from them,
   and each is a load module (code_maps.h) from the time it is executable until it goes. */
#define MAX_FILE_MAPS 32768
struct file_map {
    uint64_t start, end;
    dev_t dev;
    ino_t ino;
    int exec;           /* a file mapping with PROT_EXEC */
    int file;           /* of a file (not MAP_SHARED|MAP_ANONYMOUS) */
    uint64_t off;       /* file offset at start */
    unsigned code;      /* its code_maps id while exec, else 0 */
    int shared;         /* MAP_SHARED: shared with forked children (process-shared objects) */
};
static struct file_map *maps;
static size_t n_maps, cap_maps, n_exec;

/* Where the next top-down search starts: just below the last mapping placed, so a run
   of mappings costs no rescan of the ones before it. */
static uint64_t alloc_cursor;

static uint64_t page_up(uint64_t n) { return (n + PAGE - 1) & ~(PAGE - 1); }

static void drop_decoded(uint64_t a, uint64_t len)
{
    for (uint64_t p = a; p < a + len; p += PAGE) dcache_invalidate(p);
}

/* Every page of [a, a+len) mapped? (munmap-ed or never-mapped pages are not.) */
static int all_mapped(uint64_t a, uint64_t len)
{
    for (uint64_t p = a; p < a + len; p += PAGE)
        if (mem_page_prot(p) < 0) return 0;
    return 1;
}

static int all_free(uint64_t a, uint64_t len)
{
    for (uint64_t p = a; p < a + len; p += PAGE)
        if (mem_page_prot(p) >= 0) return 0;
    return 1;
}

/* The highest free run of `size` bytes in the mmap region above the DLLs' bump area
   (dll.c allocates upward from mmap_next, mappings come from the top down), or 0. */
static uint64_t find_below(uint64_t lo, uint64_t end, uint64_t size)
{
    while (end >= lo + size) {
        uint64_t a = end - size, blocked = 0;
        for (uint64_t q = end; q > a; q -= PAGE)
            if (mem_page_prot(q - PAGE) >= 0) { blocked = q - PAGE; break; }
        if (!blocked) return a;
        end = blocked;
    }
    return 0;
}

static uint64_t find_free(const struct process *p, uint64_t size)
{
    uint64_t lo = p->mmap_next, a = 0;
    if (alloc_cursor > lo && alloc_cursor <= REGION_END) a = find_below(lo, alloc_cursor, size);
    if (!a) a = find_below(lo, REGION_END, size);
    if (a) alloc_cursor = a;
    return a;
}

static int host_prot(int prot)
{
    return (prot & (PROT_READ | PROT_WRITE)) | (prot & PROT_EXEC ? PROT_READ : 0);
}

static int add_map(struct file_map m)
{
    struct file_map *g = grow_to(maps, &cap_maps, n_maps + 1, 64, sizeof *maps);
    if (!g) return -1;
    maps = g;
    maps[n_maps++] = m;
    n_exec += m.exec != 0;
    return 0;
}

/* The file the host mapping at guest address a maps, from /proc/self/maps (a mapping
   made without PROT_EXEC did not keep its path). */
static int mapped_path(uint64_t a, char *path, size_t size)
{
    FILE *f = fopen("/proc/self/maps", "r");
    char line[4200];
    unsigned long long lo, hi, h = (unsigned long long)(uintptr_t)(mem_base + a);
    int found = 0;
    while (f && !found && fgets(line, sizeof line, f)) {
        int at = 0;
        if (sscanf(line, "%llx-%llx %*s %*s %*s %*s %n", &lo, &hi, &at) < 2 || h < lo || h >= hi || !at) continue;
        line[strcspn(line, "\n")] = 0;
        found = line[at] == '/' && snprintf(path, size, "%s", line + at) < (int)size;
    }
    if (f) fclose(f);
    return found ? 0 : -1;
}

/* Makes m executable or not, announcing or retiring its load module; path is its
   file's (NULL: look it up). The caller keeps n_exec. */
static void set_code(struct file_map *m, int exec, const char *path)
{
    char buf[4096];
    if (m->code) code_map_remove(m->code);
    m->code = 0;
    m->exec = exec;
    if (!exec || !m->file) return;
    if (!path && mapped_path(m->start, buf, sizeof buf) == 0) path = buf;
    if (path) m->code = code_map_add_path(path, m->start, m->end, m->off);
}

/* m is cut to [lo, hi) of itself: an executable one gets a module for what is left
   (paths stay valid: code_maps keeps them), the old one goes. */
static void trim(struct file_map *m, uint64_t lo, uint64_t hi)
{
    const char *path = code_map_path(m->code);
    m->off += lo - m->start;
    m->start = lo;
    m->end = hi;
    if (m->code) set_code(m, 1, path);
}

/* [a, e) no longer holds file mappings: drop, trim or split the entries it overlaps. */
static void forget_range(uint64_t a, uint64_t e)
{
    for (size_t i = 0; i < n_maps;) {
        struct file_map *m = &maps[i];
        if (m->end <= a || m->start >= e) { i++; continue; }
        if (m->start < a && m->end > e) {          /* a hole in the middle: two remain */
            struct file_map tail = *m, head = *m;
            tail.code = head.code = 0;
            tail.off += e - m->start;
            tail.start = e;
            head.end = a;
            const char *path = code_map_path(m->code);
            if (m->code) code_map_remove(m->code);
            *m = head;
            if (m->exec) set_code(m, 1, path);
            if (tail.exec) set_code(&tail, 1, path);
            add_map(tail);
            i++;
        } else if (m->start < a) { trim(m, m->start, a); i++; }
        else if (m->end > e) { trim(m, e, m->end); i++; }
        else {
            if (m->code) code_map_remove(m->code);
            n_exec -= m->exec != 0;
            maps[i] = maps[--n_maps];
        }
    }
}

/* Entries wholly inside or outside [a, e): the ones straddling a or e are split. */
static void split_at(uint64_t x)
{
    for (size_t i = 0; i < n_maps; i++) {
        struct file_map *m = &maps[i];
        if (m->start >= x || m->end <= x) continue;
        struct file_map tail = *m;
        const char *path = code_map_path(m->code);
        if (m->code) code_map_remove(m->code);
        m->code = tail.code = 0;
        tail.off += x - m->start;
        tail.start = x;
        m->end = x;
        if (m->exec) { set_code(m, 1, path); set_code(&tail, 1, path); }
        add_map(tail);
        return;
    }
}

/* mprotect changed [a, e) to prot: file mappings that gain or lose PROT_EXEC gain or
   lose their load module. */
static void reprotect(uint64_t a, uint64_t e, int prot)
{
    int exec = (prot & PROT_EXEC) != 0;
    int changes = 0;
    for (size_t i = 0; i < n_maps; i++)
        changes |= maps[i].file && maps[i].start < e && maps[i].end > a && maps[i].exec != exec;
    if (!changes) return;
    split_at(a);
    split_at(e);
    for (size_t i = 0; i < n_maps; i++) {
        struct file_map *m = &maps[i];
        if (!m->file || m->start < a || m->end > e || m->exec == exec) continue;
        n_exec += exec ? 1 : -1;
        set_code(m, exec, NULL);
    }
}

/* Checks shared by every call on an existing range: page-aligned start, no wrap. */
static int64_t check_range(uint64_t addr, uint64_t len, uint64_t *size)
{
    if (addr & (PAGE - 1)) return EINVAL_;
    *size = page_up(len);
    if (*size < len || addr >= GUEST_SPACE || *size > GUEST_SPACE - addr) return ENOMEM_;
    return 0;
}

static int64_t validate_map(uint64_t addr, uint64_t len, uint64_t prot, uint64_t flags, int64_t off)
{
    uint64_t share = flags & (G_SHARED | G_PRIVATE);
    if (len == 0 || (off & (int64_t)(PAGE - 1)) || off < 0) return EINVAL_;
    if (share != G_SHARED && share != G_PRIVATE) return EINVAL_;
    if (flags & ~(uint64_t)(G_SHARED | G_PRIVATE | G_FIXED | G_ANON)) return EINVAL_;
    if (prot & ~(uint64_t)G_PROT_ALL) return EINVAL_;
    if ((flags & G_FIXED) && (addr & (PAGE - 1))) return EINVAL_;
    if (len > GUEST_SPACE) return ENOMEM_;
    return 0;
}

/* Where the mapping goes: MAP_FIXED's address, a free hint, or the highest free run. */
static int64_t place(const struct process *p, uint64_t addr, uint64_t size, uint64_t flags)
{
    if (flags & G_FIXED) {
        if (addr < FIXED_LO || addr >= GUEST_SPACE || size > GUEST_SPACE - addr) return ENOMEM_;
        return (int64_t)addr;
    }
    addr &= ~(PAGE - 1);
    if (addr >= p->mmap_next && addr < REGION_END && size <= REGION_END - addr && all_free(addr, size))
        return (int64_t)addr;
    uint64_t a = find_free(p, size);
    return a ? (int64_t)a : ENOMEM_;
}

int64_t mmap_sys_mmap(struct process *p, uint64_t addr, uint64_t len, uint64_t prot, uint64_t flags,
                      int64_t fd, int64_t off)
{
    int64_t r = validate_map(addr, len, prot, flags, off);
    if (r) return r;
    int anon = (flags & G_ANON) != 0;
    if (!anon && (fd < 0 || fcntl((int)fd, F_GETFL) < 0)) return EBADF_;
    uint64_t size = page_up(len);
    int own_vma = !anon || (flags & G_SHARED);
    if (own_vma && n_maps >= MAX_FILE_MAPS) return ENOMEM_;
    int64_t at = place(p, addr, size, flags);
    if (at < 0) return at;
    uint64_t a = (uint64_t)at;
    int hflags = MAP_FIXED | (flags & G_SHARED ? MAP_SHARED : MAP_PRIVATE) | (anon ? MAP_ANONYMOUS : 0);
    void *h = mmap(mem_base + a, size, host_prot((int)prot), hflags, anon ? -1 : (int)fd, anon ? 0 : off);
    if (h == MAP_FAILED) return neg_errno(errno);   /* checked before the range is touched */
    mem_note_mapped(a, size, (int)prot);
    drop_decoded(a, size);
    forget_range(a, a + size);
    struct stat st = { 0 };
    if (own_vma && (anon || fstat((int)fd, &st) == 0)) {
        struct file_map m = { a, a + size, st.st_dev, st.st_ino, !anon && (prot & PROT_EXEC), !anon,
                              anon ? 0 : (uint64_t)off, 0, (flags & G_SHARED) != 0 };
        if (m.exec) m.code = code_map_add((int)fd, a, a + size, (uint64_t)off);
        if (add_map(m) && m.code) code_map_remove(m.code);
    }
    return (int64_t)a;
}

int mmap_is_shared(uint64_t addr)
{
    for (size_t i = 0; i < n_maps; i++)
        if (maps[i].shared && addr >= maps[i].start && addr < maps[i].end) return 1;
    return 0;
}

int64_t mmap_sys_munmap(uint64_t addr, uint64_t len)
{
    uint64_t size;
    if (len == 0) return EINVAL_;
    int64_t r = check_range(addr, len, &size);
    if (r) return r == ENOMEM_ ? EINVAL_ : r;
    if (mem_unmap(addr, size)) return EINVAL_;
    drop_decoded(addr, size);
    forget_range(addr, addr + size);
    return 0;
}

int64_t mmap_sys_mprotect(uint64_t addr, uint64_t len, uint64_t prot)
{
    uint64_t size;
    int64_t r = check_range(addr, len, &size);
    if (r) return r;
    if (prot & ~(uint64_t)G_PROT_ALL) return EINVAL_;
    if (!all_mapped(addr, size)) return ENOMEM_;
    if (size && mprotect(mem_base + addr, size, host_prot((int)prot)) != 0) return neg_errno(errno);
    mem_note_mapped(addr, size, (int)prot);
    drop_decoded(addr, size);
    reprotect(addr, addr + size, (int)prot);
    return 0;
}

int64_t mmap_sys_msync(uint64_t addr, uint64_t len, uint64_t flags)
{
    uint64_t size;
    int64_t r = check_range(addr, len, &size);
    if (r) return r;
    if (flags & ~(uint64_t)(G_MS_ASYNC | G_MS_SYNC | G_MS_INVALIDATE)) return EINVAL_;
    if ((flags & G_MS_ASYNC) && (flags & G_MS_SYNC)) return EINVAL_;
    if (!all_mapped(addr, size)) return ENOMEM_;
    int h = (flags & G_MS_ASYNC ? MS_ASYNC : 0) | (flags & G_MS_SYNC ? MS_SYNC : 0) |
            (flags & G_MS_INVALIDATE ? MS_INVALIDATE : 0);
    if (size && msync(mem_base + addr, size, h) != 0) return neg_errno(errno);
    if (flags & G_MS_INVALIDATE) drop_decoded(addr, size);
    return 0;
}

/* Advice is accepted and ignored: every value POSIX defines leaves the data as it was
   (Linux's MADV_DONTNEED discarding private pages is not POSIX_MADV_DONTNEED). */
int64_t mmap_sys_madvise(uint64_t addr, uint64_t len, uint64_t advice)
{
    uint64_t size;
    int64_t r = check_range(addr, len, &size);
    if (r) return r;
    if (advice > G_MADV_MAX) return EINVAL_;
    return all_mapped(addr, size) ? 0 : ENOMEM_;
}

/* A write() to fd changed a file that may be mapped executable: code decoded from it
   is dropped (stores through a mapping need `fic`, as the architecture says). */
void mmap_file_written(int fd)
{
    struct stat st;
    if (!n_exec || fstat(fd, &st) != 0) return;
    for (size_t i = 0; i < n_maps; i++)
        if (maps[i].exec && maps[i].dev == st.st_dev && maps[i].ino == st.st_ino)
            drop_decoded(maps[i].start, maps[i].end - maps[i].start);
}

void mmap_forget_all(void)
{
    code_map_forget_all();
    free(maps);
    maps = NULL;
    n_maps = cap_maps = n_exec = 0;
    alloc_cursor = 0;
}
