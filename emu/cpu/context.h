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

static inline void context_save(struct cpu_context *x, const struct cpu *c)
{
    memcpy(x->gr, c->gr, sizeof x->gr);
    memcpy(x->fr, c->fr, sizeof x->fr);
    memcpy(x->cr, c->cr, sizeof x->cr);
    memcpy(x->sr, c->sr, sizeof x->sr);
    x->sar = c->sar;
    x->iaoq_f = c->iaoq_f; x->iaoq_b = c->iaoq_b;
    x->cb_x = c->cb_x; x->cb_y = c->cb_y; x->cb_r = c->cb_r;
    x->psw_v = c->psw_v; x->nullify = c->nullify;
}

static inline void context_load(struct cpu *c, const struct cpu_context *x)
{
    memcpy(c->gr, x->gr, sizeof x->gr);
    memcpy(c->fr, x->fr, sizeof x->fr);
    memcpy(c->cr, x->cr, sizeof x->cr);
    memcpy(c->sr, x->sr, sizeof x->sr);
    c->sar = x->sar;
    c->iaoq_f = x->iaoq_f; c->iaoq_b = x->iaoq_b;
    c->cb_x = x->cb_x; c->cb_y = x->cb_y; c->cb_r = x->cb_r;
    c->psw_v = x->psw_v; c->nullify = x->nullify;
}

#endif
