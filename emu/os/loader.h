/* ELF64 big-endian PA-RISC loader: the HP-UX kernel loader (PT_LOAD segments, initial
   stack, $START$ arguments) and, for PT_INTERP programs, the dynamic loader's work. */
#ifndef PA64_LOADER_H
#define PA64_LOADER_H
#include <stddef.h>
#include <stdint.h>
#include "cpu.h"

struct gsym { uint64_t addr, size; const char *name; unsigned char type; };

struct image {
    const char *path;
    uint8_t *file;
    size_t size;
    uint64_t entry, phdr_vaddr, phnum, load_lo, load_hi;
    int dynamic;                 /* has PT_INTERP */
    uint64_t dyn_vaddr, dyn_size;
    uint64_t text_lo, text_hi;   /* code: executable sections, else PF_X segments */
    struct gsym *syms;           /* function and object symbols, sorted by address */
    size_t nsyms;
    char *strtab_copy;
};

/* The guest stack's size in MiB (the text of --stack-mb), 1 to 1024, before the process is
   set up; -1 for anything else. The default is 256 MiB, as `ulimit -s` would set it. */
int loader_set_stack_mb(const char *v);
/* Reads and validates `path`; on error writes a one-line reason to err. */
int image_open(struct image *im, const char *path, char *err, size_t errlen);
/* Frees what image_open allocated. */
void image_close(struct image *im);
/* Maps a mapped ELF file's segments (link-time addresses + bias) by their program
   header flags, as HP-UX maps text: a segment without PF_W becomes read-only. Within
   writable segments (ld's one RWX segment of a DLL) the whole pages of executable
   sections become read-only too. A guest store there then faults. Call after
   relocation. */
void elf_protect_code(const uint8_t *f, size_t size, uint64_t bias);
/* Maps the PT_LOAD segments into guest memory. */
int image_map(struct image *im, char *err, size_t errlen);
const struct gsym *image_lookup(const struct image *im, const char *name);
/* Function containing addr (nearest preceding STT_FUNC), or NULL. */
const struct gsym *image_func_at(const struct image *im, uint64_t addr);
/* For reports: the STT_FUNC symbol whose code holds addr (addr in the text, below the
   function's end when it has a size), or NULL ("outside any function"). */
const struct gsym *image_code_func_at(const struct image *im, uint64_t addr);

/* Builds the initial stack and registers (kernel loader) and, for dynamic programs,
   performs dld's relocation and startup, leaving c ready at the program entry.
   Returns 0, or -1 with err set. */
struct process {
    struct image *im;
    uint64_t brk_start, brk_cur, brk_limit;
    uint64_t mmap_next;
    uint64_t sysvec, load_info, argv, envp;
    uint64_t initial_sp;
    int argc;
};
int process_setup(struct cpu *c, struct process *p, struct image *im, int argc, char **argv,
                  char **envp, char *err, size_t errlen);

#endif
