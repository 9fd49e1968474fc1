/* Symbolization of guest addresses with elfutils libdwfl: the load modules of one epoch
   at their mapped addresses; function names from the ELF symbol table, functions
   inlined at an address and file:line from DWARF. Without symbols (a stripped
   program), functions are named by their start address from .PARISC.unwind, and
   failing that by the address itself. */
#ifndef HPCPROF_SYMBOLS_H
#define HPCPROF_SYMBOLS_H
#include <stdint.h>
#include "hpcfile.h"

/* A function, interned by (module, name): the same function seen in several epochs,
   trees or files is one entry. */
struct func {
    uint32_t name;          /* interned strings (util.h) */
    uint32_t module;        /* display name of the load module; "" for the main program */
    uint32_t file;          /* where it is defined, when known */
    int line;
    int inlined;            /* seen only as inlined copies so far */
};
uint32_t func_count(void);
const struct func *func_get(uint32_t id);

/* One frame at an address: a function and the source position in it (the call site
   of the next inner frame, or the address's own line for the innermost). */
struct frame { uint32_t func, file; int line; };
#define MAX_FRAMES 16       /* real function + up to 15 levels of inlining */

struct symtab;
/* Adds directories (colon-separated) where modules not found at their recorded path
   are looked for, by that path and by base name, before the profile's directory. */
void symtab_search_path(const char *dirs);
/* Opens the epoch's modules. `exe` (from --exe) replaces the first module's path;
   `profile` is the profile's path, whose directory is also searched for modules.
   Exits with a message when the main program cannot be found or is not ELF. */
struct symtab *symtab_open(const struct hpcfile_epoch *ep, const char *exe, const char *profile);
/* Frames at address a, outermost first; returns how many were stored in out. */
unsigned symtab_frames(struct symtab *st, uint64_t a, struct frame *out);
/* The same without a copy: the symbol table's own cache of them, valid until the next
   lookup of an address not looked up before. */
const struct frame *symtab_frames_ref(struct symtab *st, uint64_t a, unsigned *n);
/* The path of the main program that was opened. */
const char *symtab_program(const struct symtab *st);
/* 1 when a is an instruction address in the code (an executable section) of a module,
   0 when it is in a module but not code, -1 when it is in no module. */
int symtab_is_code(struct symtab *st, uint64_t a);
/* Whether the main program has a symbol table (reports say so when it does not). */
int symtab_has_symbols(const struct symtab *st);
/* The libdwfl session of the epoch (views that read code or module bounds). */
struct Dwfl *symtab_dwfl(struct symtab *st);

#endif
