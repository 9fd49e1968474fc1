/* The shadow stack's state and its remembered calls (shadow.h, struct shadow_observer),
   shared by emu/cpu/shadow.c and the translated calls and returns of emu/cpu/jit-shadow.c. */
#ifndef PA64_SHADOW_MEMO_H
#define PA64_SHADOW_MEMO_H
#include <stddef.h>
#include <stdint.h>
#include "shadow.h"

/* The running thread's stack: stk[0..depth-1] in use of cap; stk[-1] exists (its tag is
   the base tag). */
struct shadow_stack { struct shadow_entry *stk; size_t depth, cap; };
extern struct shadow_stack shadow_now;
/* shadow_enable_coarse: each operation takes effect at its branch. */
extern int shadow_coarse;
/* The procedure holding pc (its hooks'), for translated jumps: 0 if none is known. */
int shadow_procedure_bounds(uint64_t pc, uint64_t *start, uint64_t *end);

/* A call the observer answered: from a frame tagged `below`, to `target` returning to
   `ret`, the new entry is tagged `tag` and *counter counted it; the calls remembered
   since are in `count`, added to *counter when the entry is replaced or flushed (the
   entry is in the host's cache anyway, the counter may not be). One direct-mapped table
   for every depth and thread (a tag names a frame on one path of one tree: the depth
   and the thread are in it), indexed by a hash of the return address, the target
   (a call through a pointer alternates between targets) and the tag below; an unused
   entry is all zeros (no call returns to 0). */
struct shadow_memo { uint64_t below, ret, target, tag; uint64_t *counter; uint64_t count; };
#define MEMO_BITS 14
#define MEMO_HASH 0x9e3779b1u
extern struct shadow_memo shadow_memo[1u << MEMO_BITS];
static inline unsigned memo_index(uint64_t ret, uint64_t target, uint64_t below)
{
    return ((uint32_t)(ret ^ target ^ below) * MEMO_HASH) >> (32 - MEMO_BITS);
}

#endif
