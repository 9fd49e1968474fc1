/* Host hooks on guest instruction addresses: fn(cpu, arg) runs just before the
   instruction at addr executes, which then executes as usual. Nothing is written into
   guest memory and no instruction is added or removed, so the guest's results and its
   retired-instruction count are the same with and without breakpoints. */
#ifndef PA64_BREAKPOINT_H
#define PA64_BREAKPOINT_H
#include <stdint.h>
#include "cpu.h"

typedef void (*emu_bp_fn)(struct cpu *c, void *arg);

/* Adds (fn, arg) at addr (several hooks may share an address; they run in the order
   set). Returns 0, or -1 if addr is not 4-byte aligned or memory ran out. A hook may
   set and clear breakpoints, its own included. */
int emu_bp_set(uint64_t addr, emu_bp_fn fn, void *arg);
/* Removes (fn, arg) from addr; no-op if absent. */
void emu_bp_clear(uint64_t addr, emu_bp_fn fn, void *arg);
/* Whether any hook is set at addr. */
int emu_bp_at(uint64_t addr);

/* For the decoder (run.c): if addr has hooks, makes d an executor that runs them and
   then `real` (the instruction's own decoding), and returns 1. */
struct dinsn;
int emu_bp_install(struct dinsn *d, const struct dinsn *real, uint64_t addr);

#endif
