/* Translated calls and returns for the coarse shadow call stack (shadow.h, -e calls):
   the push of a call remembered from the same frame and the pop of a return to the
   top entry as host code; anything else falls to the caller's slow path (the C
   functions of shadow.c). x86-64 only, used by jit.c. */
#ifndef PA64_JIT_SHADOW_H
#define PA64_JIT_SHADOW_H
#include <stdint.h>
#include "jit-emit.h"

/* Whether the translated forms apply: the stack is on and coarse. */
int jit_shadow_inline(void);

/* The push of the call at call_pc to the fixed target, returning to call_pc + 8. It may
   use rax, rcx, rdx, rsi, rdi and r8-r11 (the caller has stored and forgotten its
   cached registers) and reads gr[30] from the struct cpu at rbx. Falls through where
   the slow path (shadow_call) must run; returns where the rel32 of its jump past that
   slow path is, for the caller to land after it; NULL when it emitted nothing. */
uint8_t *jit_shadow_call(struct emit *e, uint64_t call_pc, uint64_t target);

/* bve,l (r2): the same for a call through a register (a function pointer), the
   branch's own effects included (next_b, the link in gr[2], PSW N if nullify), from the
   state in memory (the queue at call_pc); the slow path is the branch's executor. */
uint8_t *jit_shadow_call_reg(struct emit *e, uint64_t call_pc, unsigned r2, int nullify);

/* The bv/bve at pc (no link) to the address in rax (privilege bits cleared: inline_bv
   left it there), using rax, rcx and rdx only: the pop of a return to the top entry,
   nothing for a jump inside pc's procedure (a switch table). Falls through past both;
   returns where the rel32 of its jump to the slow path is (the caller lands it on code
   that runs the branch's executor). */
uint8_t *jit_shadow_return(struct emit *e, uint64_t pc);

/* bve,l translated inline: the push of the call at call_pc to the target in next_b (the
   link already in the cache), keeping the host registers in `save` (a mask; a subset of
   rsi and r8-r11) on the host stack around it, so the cache survives. Uses rax, rcx and
   rdx besides. Returns where the rel32 of its jump to the slow path is: code that runs
   jit_shadow_call_slow and comes back to where this code ends. */
uint8_t *jit_shadow_call_saving(struct emit *e, uint64_t call_pc, unsigned save);

/* Slow paths of translated calls and returns (jit.c's out-of-line paths: fn(c, d, len)),
   entered with the queue at the branch (pc, pc + 4) and next_b its target: shadow_call or
   shadow_jump, then the queue moved on to (pc + 4, next_b) if advance. */
struct cpu;
struct dinsn;
void jit_shadow_call_slow(struct cpu *c, const struct dinsn *d, unsigned advance);
void jit_shadow_jump_slow(struct cpu *c, const struct dinsn *d, unsigned advance);

#endif
