/* Host code for decoded blocks (jit.c): x86-64 only; elsewhere translation says no and
   the blocks run in the interpreter. */
#ifndef PA64_JIT_H
#define PA64_JIT_H
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include "exec.h"

/* Runs one translated block: same effects and count as run.c's run_block. */
typedef void (*jit_code)(struct cpu *c);

/* No path through a translated block retires more instructions than its horizon (its
   blocks' and the millicode it runs inline), and the next event is tested only against
   that, at its entry and its back edges: the loop runs it only when the event is
   further away. Kept in the JIT_HEADER bytes before its code. */
#define JIT_HEADER 16
static inline unsigned jit_horizon(jit_code t)
{
    uint32_t h;
    memcpy(&h, (const uint8_t *)(const void *)t - JIT_HEADER, sizeof h);
    return h;
}

/* A translation may go on along fall-through paths and forward b,l into other blocks of
   the first one's page (superblocks): at most JIT_CHAIN_MAX blocks so, and
   JIT_SEGMENTS_MAX with those it goes on into from the targets of its forward compare
   and branches, all built by run.c when the first was. */
#define JIT_CHAIN_MAX 4
#define JIT_SEGMENTS_MAX 8

/* Translates the block of n instructions at d (guest address pc), and the blocks its
   fall-through paths and forward b,l reach (exec-branch.c block_next); -1 when this
   host has no translator or the code buffer is full (then jit_reset and retry). */
int jit_translate(struct dinsn *d, uint64_t pc, unsigned n, jit_code *out);
/* Set by a block whose chaining cache missed (its address), else NULL; the loop clears
   it every round and, if the next block it runs has host code t, calls jit_chain. */
extern void *jit_miss;
void jit_chain(void *cache, uint64_t pc, jit_code t);
/* Forgets every translation (the caller drops its pointers to them first). */
void jit_reset(void);
/* In a host fault handler: when the fault is a guest load or store's access in
   translated code, completes c's state there (queue, count, registers kept in host
   registers) from the signal's context and says 1; else 0. */
int jit_fault_state(struct cpu *c, const void *ucontext);
/* In an asynchronous signal's handler (async-signal-safe): the translated block the
   host was running, found by the interrupted host PC, or by the return address into a
   block when it was in a helper the block called. *pc and *n: the block's guest
   address and length. 0 when the host was not inside a block's body (in the loop, the
   interpreter, or a block's entry test: the guest state is then at an instruction
   boundary the signal's sample will see). */
int jit_interrupted_block(const void *ucontext, uint64_t *pc, unsigned *n);
/* One line: blocks and instructions translated, host code in use and its bound, flushes. */
void jit_report(FILE *f, const char *tool);

#endif
