/* Live heap blocks of the malloc driver: guest block address -> (size, the CCT node of
   the path that allocated it), so frees are charged to the allocating path. */
#ifndef CSPROF_BLOCKMAP_H
#define CSPROF_BLOCKMAP_H
#include <stdint.h>

struct cct_node;
struct block { uint64_t addr, size; struct cct_node *node; };

/* Adds or replaces the block at b->addr; -1 when out of memory. */
int blockmap_put(const struct block *b);
/* Removes the block at addr into *out; 0 if it was there, -1 if not. */
int blockmap_take(uint64_t addr, struct block *out);

#endif
