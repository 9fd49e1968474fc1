/* Function regions from .PARISC.unwind (for stripped programs); addresses are the
   module's own (file) addresses, before any load bias. */
#ifndef HPCPROF_UNWIND_TABLE_H
#define HPCPROF_UNWIND_TABLE_H
#include <libelf.h>
#include <stddef.h>
#include <stdint.h>

struct unwind_region { uint64_t start, end; };     /* [start, end) */
struct unwind_table { struct unwind_region *r; size_t n; };

void unwind_table_load(Elf *elf, struct unwind_table *t);
/* 1 and the region's start when addr is inside a region, else 0. */
int unwind_table_find(const struct unwind_table *t, uint64_t addr, uint64_t *start);
void unwind_table_free(struct unwind_table *t);

#endif
