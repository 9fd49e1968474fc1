/* The ELF symbol containing an address, asked of libdwfl once per stretch of addresses
   between symbol and section boundaries: dwfl_module_addrinfo scans the whole symbol
   table on every call, and its answer depends only on where the address falls
   relative to those boundaries. */
#ifndef HPCPROF_SYM_INTERVALS_H
#define HPCPROF_SYM_INTERVALS_H
#include <elfutils/libdwfl.h>
#include <stdint.h>

struct sym_intervals;
struct sym_intervals *sym_intervals_new(Dwfl_Module *m);
void sym_intervals_free(struct sym_intervals *si);
/* dwfl_module_addrinfo's name for address a (NULL when none), and *start the address
   of the symbol (a minus its offset). */
const char *sym_intervals_lookup(struct sym_intervals *si, uint64_t a, uint64_t *start);

#endif
