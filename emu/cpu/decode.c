/* Decoder front end: the major opcode picks the family decoder, which fills the
   decoded instruction with its executor and operands. Unknown encodings execute as a
   guest SIGILL at the moment they are reached, not when decoded. */
#include <string.h>
#include "exec.h"
#include "fpu.h"
#include "insns.h"

void decode_mem03(struct dinsn *d, uint32_t w);
int decode_mem_long(struct dinsn *d, uint32_t w);
void decode_ldo(struct dinsn *d, uint32_t w);
void decode_ldil(struct dinsn *d, uint32_t w);
void decode_arith(struct dinsn *d, uint32_t w);
void decode_arith_imm(struct dinsn *d, uint32_t w);
void decode_shift34(struct dinsn *d, uint32_t w);
void decode_extrd(struct dinsn *d, uint32_t w);
void decode_dep35(struct dinsn *d, uint32_t w);
void decode_depd(struct dinsn *d, uint32_t w);
void decode_cbranch(struct dinsn *d, uint32_t w, uint64_t pc);
void decode_bb(struct dinsn *d, uint32_t w, uint64_t pc);
void decode_branch3a(struct dinsn *d, uint32_t w, uint64_t pc);
void decode_be(struct dinsn *d, uint32_t w);
void decode_sys00(struct dinsn *d, uint32_t w);
int sys_straight(const struct dinsn *d);
void decode_sys01(struct dinsn *d, uint32_t w);
int decode_mm_arith(struct dinsn *d, uint32_t w);
void decode_mm3e(struct dinsn *d, uint32_t w);

static void exec_illegal(struct cpu *c, const struct dinsn *d)
{
    (void)d;
    guest_fault(c, FAULT_ILL, c->iaoq_f, "illegal instruction");
}

static void exec_fpu(struct cpu *c, const struct dinsn *d) { fpu_exec(c, d->raw); }

static void exec_nop(struct cpu *c, const struct dinsn *d) { (void)c; (void)d; }

static uint8_t insn_flow(enum xop x)
{
    switch (x) {
    case XOP_SYS: case XOP_ILL: case XOP_SPOP: case XOP_DIAG: case XOP_COUNT: return DF_OTHER;
    case XOP_CMPB: case XOP_CMPIB: case XOP_ADDB: case XOP_ADDIB: case XOP_MOVB: case XOP_MOVIB:
    case XOP_BB: case XOP_BE: case XOP_BRANCH: return DF_BRANCH;
    default: return DF_STRAIGHT;
    }
}

/* The instruction table (insns.c) decides what the word is -- the same answer the
   disassembler prints -- and its executor family picks the decoder of the operands. */
void decode_insn(struct dinsn *d, uint32_t w, uint64_t pc)
{
    unsigned op = w >> 26;
    enum xop x = pa_xop(w);
    memset(d, 0, sizeof *d);
    switch (x) {
    case XOP_SYS: if (op == 0) decode_sys00(d, w); else decode_sys01(d, w); break;
    case XOP_ARITH: case XOP_LOGICAL: decode_arith(d, w); break;
    case XOP_MM: if (op == 0x3e) decode_mm3e(d, w); else decode_mm_arith(d, w); break;
    case XOP_LOAD: case XOP_STORE: decode_mem03(d, w); break;
    case XOP_LOAD_LONG: case XOP_STORE_LONG: decode_mem_long(d, w); break;
    case XOP_LDIL: case XOP_ADDIL: decode_ldil(d, w); break;
    case XOP_LDO: decode_ldo(d, w); break;
    case XOP_FPU: if (!fpu_decode(d, w)) d->fn = exec_fpu; break;
    case XOP_ADDI: case XOP_SUBI: case XOP_CMPICLR: decode_arith_imm(d, w); break;
    case XOP_CMPB: case XOP_CMPIB: case XOP_ADDB: case XOP_ADDIB: case XOP_MOVB: case XOP_MOVIB:
        decode_cbranch(d, w, pc); break;
    case XOP_BB: decode_bb(d, w, pc); break;
    case XOP_SHIFT_W: case XOP_SHIFT_D: if (op == 0x36) decode_extrd(d, w); else decode_shift34(d, w); break;
    case XOP_DEP_W: case XOP_DEP_D: if (op == 0x35) decode_dep35(d, w); else decode_depd(d, w); break;
    case XOP_BE: decode_be(d, w); break;
    case XOP_BRANCH:
        decode_branch3a(d, w, pc);
        if (!d->fn) d->fn = exec_nop;      /* branch-target-stack hints */
        break;
    default: break;                         /* ILL, SPOP, DIAG */
    }
    d->raw = w;
    if (!d->fn) d->fn = exec_illegal;
    else d->flow = x == XOP_SYS && sys_straight(d) ? DF_STRAIGHT : insn_flow(x);
}
