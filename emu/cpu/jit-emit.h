/* The byte writer of the translator (jit.c) and of its parts in other files
   (jit-shadow.c): host code is appended at p, never past end. */
#ifndef PA64_JIT_EMIT_H
#define PA64_JIT_EMIT_H
#include <stdint.h>

/* checked: the access being emitted is inside a run whose addresses were tested at
   its first (jit.c mem_group). n_at, n_len, n_cc: the last store of PSW N from the x86
   flags (setcc, condition n_cc) or of N = 1 (n_cc 0xe9, jmp: always); landed: where
   the last forward jump landed (jit.c n_in_flags). */
struct emit { uint8_t *p, *end; int checked; uint8_t *n_at, *landed; unsigned n_cc, n_len; };

static inline void b1(struct emit *e, unsigned v) { if (e->p < e->end) *e->p++ = (uint8_t)v; }
static inline void b4(struct emit *e, uint32_t v) { for (int i = 0; i < 4; i++) b1(e, v >> (8 * i)); }
static inline void b8(struct emit *e, uint64_t v) { b4(e, (uint32_t)v); b4(e, (uint32_t)(v >> 32)); }

#endif
