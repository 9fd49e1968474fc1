/* Load modules of a PA-64 process as the emulated dld sees them: the main program
   (module 0) and its DLLs, loaded at startup from DT_NEEDED or later by dlopen.

   The first part is the interface for the rest of the emulator (the profiler changes
   epochs when the module list changes; fault reports name functions in DLLs). The
   second part is shared by dll.c (finding, mapping, relocating) and dld.c (startup
   sequence, initializers, dl* system calls) only. */
#ifndef PA64_DLL_H
#define PA64_DLL_H
#include <stddef.h>
#include <stdint.h>

struct cpu;
struct image;
struct process;

/* ---- public ---- */

struct dld_module {
    unsigned id;                /* load order; the main program is 0 */
    const char *path;           /* file it was read from */
    const char *abspath;        /* the same made absolute (realpath), as profiles record it */
    const char *name;           /* as requested: DT_NEEDED entry, dlopen argument or argv[0] */
    uint64_t base;              /* load bias: run-time address = link-time address + base */
    uint64_t lo, hi;            /* mapped guest range [lo, hi) */
    uint64_t text_lo, text_hi;  /* code [lo, hi) */
    uint64_t unwind_lo, unwind_hi;  /* .PARISC.unwind [lo, hi); both 0 if none */
    uint64_t segbase;           /* start of the text segment: unwind region bounds are
                                   SEGREL32 offsets from it */
    uint64_t gp;                /* the module's global pointer */
    int loaded;                 /* 0 once dlclose has run its finalizers */
};

enum dld_event { DLD_LOADED, DLD_UNLOADED };

/* Called after a module is mapped and relocated, before its initializers run (so
   samples taken inside them already find it), and after dlclose finalized it. */
typedef void (*dld_hook_fn)(const struct dld_module *m, enum dld_event ev, void *arg);

/* All modules ever loaded, in load order (unloaded ones keep their slot with loaded = 0).
   The array is valid until the next load or unload. Empty for statically-bound programs unless
   they dlopen. */
const struct dld_module *dld_modules(size_t *n);
/* The loaded module whose mapped range holds addr, or NULL. */
const struct dld_module *dld_module_at(uint64_t addr);
void dld_set_hook(dld_hook_fn fn, void *arg);
/* Entry addresses of the functions named `name` in module id's symbol table (local ones
   included: several static functions may share a name); stores up to max, returns how
   many there are. */
size_t dld_find_functions(unsigned id, const char *name, uint64_t *entries, size_t max);
/* "function+0xoff (module)" for a PC inside a DLL; returns -1 (buf untouched) outside DLLs. */
int dld_describe(uint64_t pc, char *buf, size_t len);

/* The dld's system calls (docs/guest-abi.md "Dynamic loading"): 301 dl_open,
   302 dl_sym, 303 dl_close, 304 dl_error, 305 dl_fini (internal: reached through the
   descriptors the dld registers with atexit). Returns the value for ret0. */
int64_t dld_syscall(struct cpu *c, struct process *p, unsigned n, uint64_t a0, uint64_t a1);

/* Startup for PT_INTERP programs (called by the kernel-loader part in loader.c). */
int dld_start(struct cpu *c, struct process *p, char *err, size_t errlen);
/* When set before dld_start, it only loads and relocates; dld_run_startup then runs the
   initializers and enters main. */
extern int dld_defer_initializers;
int dld_run_startup(struct cpu *c, struct process *p, char *err, size_t errlen);
/* Entry and gp of the main program's exit, called when main returns (0 if none). */
int dld_exit_entry(uint64_t *entry, uint64_t *gp);

/* ---- shared by dll.c and dld.c ---- */

struct dll_range { uint64_t lo, hi; };   /* link-time [lo, hi) */

struct dll_sym {
    const char *name;
    uint64_t value;             /* run-time; for is_desc functions the descriptor */
    unsigned char type, bind;
    unsigned char defined, is_desc;
};

enum dll_state { DLL_MAPPED, DLL_READY, DLL_INITED, DLL_FINISHED };

struct dll {
    struct dld_module pub;
    const uint8_t *file;        /* whole file; the main program's is the image's */
    size_t size;
    char *path, *name, *realpath_;
    uint64_t link_lo, link_hi;  /* link-time extent of the PT_LOAD segments */
    /* dynamic section (link-time addresses) */
    uint64_t rela, relasz, jmprel, pltrelsz, dynsym, dynstr, dynstrsz, nsyms;
    uint64_t init, fini, init_array, init_arraysz, fini_array, fini_arraysz;
    char **needed;
    size_t nneeded;
    const char *rpath;          /* DT_RUNPATH, else DT_RPATH, else NULL */
    /* sections (link-time) */
    struct dll_range opd, plt, dlt, hp_init, hp_fini;
    /* exported symbols, hashed by name */
    struct dll_sym *syms;
    size_t nsyms_tab;
    uint32_t *bucket, *chain, nbucket;
    /* functions for naming PCs, sorted by run-time code address */
    struct dll_sym *funcs;
    size_t nfuncs;
    /* descriptors of this module's .opd by code address, sorted */
    uint64_t (*opd_index)[2];
    size_t nopd;
    unsigned *deps;
    size_t ndeps;
    int refs, global, pinned;
    enum dll_state state;
    uint64_t region_at, region_size;    /* its guest pages (dll_region.c); size 0 once released */
};

/* The module table (dll.c). */
extern struct dll **dll_tab;
extern size_t dll_count;

void dll_set_process(struct process *p);
/* Forgets every module and all dld-owned state (not the guest memory), for loading
   another program in the same process. The main program's file stays its image's. */
void dll_reset(void);
/* Module 0 from the already mapped program image. */
void dll_add_main(struct image *im);
/* Loads `name` (requested by module `from`) and, breadth-first, everything it needs
   that is not loaded yet; *id is the module for `name`. New modules get consecutive ids
   from the dll_count on entry. */
int dll_load_tree(unsigned from, const char *name, unsigned *id, char *err, size_t errlen);
/* Loads the DT_NEEDED closure of module `from` (the program, at startup). */
int dll_load_needed(unsigned from, char *err, size_t errlen);
/* Relocates modules [first, dll_count): own tables first, then symbolic relocations,
   binding against the global scope and then `root`'s dependency tree. */
int dll_relocate(unsigned first, unsigned root, char *err, size_t errlen);
/* What a dlopen may allocate, noted before it starts; no guest code runs between the
   mark and a failure, so dll_discard can take all of it back. */
/* Guest pages for DLL images (dll_region.c): the bump pointer, or (reuse) a range a
   closed DLL gave back. */
uint64_t dll_region_take(struct process *p, uint64_t size, int reuse);
void dll_region_give(uint64_t at, uint64_t size);
void dll_region_reset(void);
/* A closed DLL (its finalizers run, its unload announced) gives back its guest pages
   and its host copy of the file and symbols; its table entry stays (ids are never reused). */
void dll_release(unsigned id);
struct dll_mark { size_t count, nmade; uint64_t region, arena_cur, arena_end; };
void dll_mark(struct dll_mark *mk);
/* Forgets the modules loaded since the mark and returns their guest memory. */
void dll_discard(const struct dll_mark *mk);
/* Marks a module loaded or unloaded and tells the hook (and PA64_DLD_DEBUG). */
void dll_announce(unsigned id, enum dld_event ev);
/* Symbol lookup for dlsym: returns 1 and the address (a function's descriptor). */
enum dll_find_how {
    DLL_FIND_TREE,      /* module id and its dependency tree, breadth-first */
    DLL_FIND_GLOBAL,    /* the global scope */
    DLL_FIND_NEXT,      /* the global scope after module id */
};
int dll_find(enum dll_find_how how, unsigned id, const char *name, uint64_t *addr);
/* Entry address and gp for calling function `name` as module id defines it. */
int dll_func_entry(unsigned id, const char *name, uint64_t *entry, uint64_t *gp);
/* A descriptor (in dld-owned memory) for code address entry with gp. */
uint64_t dll_new_desc(uint64_t entry, uint64_t gp);
/* Value of a global symbol of module id (a function's as in its symbol table), or 0. */
uint64_t dll_symbol_value(unsigned id, const char *name);

#endif
