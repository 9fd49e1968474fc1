/* The inlined-call scopes of a module's DWARF, read once per compilation unit: every
   DW_TAG_inlined_subroutine with its address ranges and the inlined call enclosing it,
   so that the chain of inlined calls at an address is a few binary searches instead
   of a walk of the unit's DIE tree per address. */
#ifndef HPCPROF_INLINE_MAP_H
#define HPCPROF_INLINE_MAP_H
#include <elfutils/libdw.h>
#include <stdint.h>

/* One inlined call: its DIE (a copy, valid while the module's Dwarf is open) and a
   slot the symbolizer fills on first use. */
struct inline_scope {
    Dwarf_Die die;
    uint32_t parent;            /* enclosing inlined call, INLINE_NONE when directly in a function */
    uint32_t func;              /* the symbolizer's function id, INLINE_NONE until known */
    uint32_t call_file;         /* where it is called from (in the enclosing frame) */
    int call_line;
};
#define INLINE_NONE UINT32_MAX

struct inline_map;
struct inline_map *inline_map_new(void);
void inline_map_free(struct inline_map *im);
/* The inlined calls containing the unit-relative address a of unit cu, outermost
   first: stores at most max pointers in out and returns how many there are (which may
   exceed max). The unit is read on its first lookup. */
unsigned inline_map_chain(struct inline_map *im, Dwarf_Die *cu, Dwarf_Addr a, struct inline_scope **out,
                          unsigned max);

#endif
