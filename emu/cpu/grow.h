/* Arrays that double as they fill: one helper for the per-depth and per-thread tables
   of the emulator and the profiler (shadow stack, parked stacks, trampolines). */
#ifndef PA64_GROW_H
#define PA64_GROW_H
#include <stddef.h>

/* arr (of *cap elements of `size` bytes) with room for `need`: reallocated to the
   first power-of-two multiple of `first` (or of *cap) that holds them, the new
   elements zeroed, *cap updated. NULL when the host has no memory left: arr and *cap
   are then unchanged (the caller still owns arr). */
void *grow_to(void *arr, size_t *cap, size_t need, size_t first, size_t size);

#endif
