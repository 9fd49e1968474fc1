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

/* The pop of a return to the address in rax (privilege bits cleared: inline_bv left
   it there), using rax, rcx and rdx only. On a hit it falls through; returns where the rel32 of its jump to
   the slow path is (the caller lands it on code that runs the branch's executor). */
uint8_t *jit_shadow_return(struct emit *e);

#endif
