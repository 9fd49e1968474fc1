/* Executable file mappings as load modules: code a guest maps from a file with
   PROT_EXEC (mmap, or mprotect adding it) is reported like a DLL the dld loads, so an
   observer (the profiler) can begin an epoch with it and attribute samples in it. */
#ifndef PA64_CODE_MAPS_H
#define PA64_CODE_MAPS_H
#include <stdint.h>
#include <stddef.h>

struct code_map {
    unsigned id;            /* order of appearance, from 1 */
    const char *path;       /* the mapped file, absolute (as /proc/self/fd names it) */
    uint64_t lo, hi;        /* guest range [lo, hi) */
    uint64_t offset;        /* file offset mapped at lo */
    uint64_t vaddr;         /* link-time address of lo: from the ELF program headers when
                               the file is an ELF whose segment holds offset, else offset */
    int live;               /* 0 once unmapped (or made non-executable) */
    /* For an ELF file, where its pieces landed (guest addresses; 0 when not in [lo, hi)):
       its code sections, its .PARISC.unwind table and the start of its executable
       segment, which the table's region bounds are offsets from. */
    uint64_t text_lo, text_hi, unwind_lo, unwind_hi, segbase;
};

enum code_map_event { CODE_MAP_ADDED, CODE_MAP_REMOVED };
typedef void (*code_map_hook_fn)(const struct code_map *m, enum code_map_event ev, void *arg);

/* Every mapping ever reported, in order (removed ones keep their slot with live = 0);
   valid until the next report. */
const struct code_map *code_maps(size_t *n);
void code_map_set_hook(code_map_hook_fn fn, void *arg);

/* For mmap.c: [lo, hi) now holds executable code from fd at offset; returns its id (0 if
   it could not be recorded). code_map_remove reports id's end. */
unsigned code_map_add(int fd, uint64_t lo, uint64_t hi, uint64_t offset);
unsigned code_map_add_path(const char *path, uint64_t lo, uint64_t hi, uint64_t offset);
void code_map_remove(unsigned id);
const char *code_map_path(unsigned id);
uint64_t code_map_offset(unsigned id);
/* The guest space was reset (exec): forgets every mapping without reporting. */
void code_map_forget_all(void);
#endif
