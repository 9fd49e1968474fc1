/* A guest thread's architectural state apart from the CPU that runs it: the registers,
   control registers (cr27, the thread pointer, among them), SAR, PSW bits (C/B, V, N),
   FP registers and status, and the instruction address queue. The retired count and
   the fault landing pad stay with the CPU. */
#ifndef PA64_CONTEXT_H
#define PA64_CONTEXT_H
#include "cpu.h"

struct cpu_context {
    uint64_t gr[32], fr[32], sar, cr[32], sr[8];
    uint64_t iaoq_f, iaoq_b;
    uint64_t cb_x, cb_y, cb_r;
    int psw_v, nullify;
};

/* Both directions copy the same list of fields, each checked to have the CPU's size. */
#define CONTEXT_FIELDS(X) X(gr) X(fr) X(cr) X(sr) X(sar) X(iaoq_f) X(iaoq_b) \
    X(cb_x) X(cb_y) X(cb_r) X(psw_v) X(nullify)
#define CONTEXT_COPY(f) \
    _Static_assert(sizeof ((struct cpu *)0)->f == sizeof ((struct cpu_context *)0)->f, #f); \
    memcpy(&to->f, &from->f, sizeof to->f);

static inline void context_save(struct cpu_context *to, const struct cpu *from) { CONTEXT_FIELDS(CONTEXT_COPY) }
static inline void context_load(struct cpu *to, const struct cpu_context *from) { CONTEXT_FIELDS(CONTEXT_COPY) }

#undef CONTEXT_COPY
#endif
