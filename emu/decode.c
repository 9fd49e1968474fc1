/* Decoder front end: the major opcode picks the family decoder, which fills the
   decoded instruction with its executor and operands. Unknown encodings execute as a
   guest SIGILL at the moment they are reached, not when decoded. */
#include <string.h>
#include "exec.h"
#include "fpu.h"

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
void decode_sys01(struct dinsn *d, uint32_t w);
int decode_mm_arith(struct dinsn *d, uint32_t w);
void decode_mm3e(struct dinsn *d, uint32_t w);

static void exec_illegal(struct cpu *c, const struct dinsn *d)
{
    (void)d;
    guest_fault(c, FAULT_ILL, c->iaoq_f, "illegal instruction");
}

static void exec_fpu(struct cpu *c, const struct dinsn *d) { fpu_exec(c, d->raw); }

void decode_insn(struct dinsn *d, uint32_t w, uint64_t pc)
{
    unsigned op = w >> 26;
    memset(d, 0, sizeof *d);
    switch (op) {
    case 0x00: decode_sys00(d, w); break;
    case 0x01: decode_sys01(d, w); break;
    case 0x02: decode_arith(d, w); if (!d->fn) decode_mm_arith(d, w); break;
    case 0x3e: decode_mm3e(d, w); break;
    case 0x03: decode_mem03(d, w); break;
    case 0x08: case 0x0a: decode_ldil(d, w); break;
    case 0x0d: decode_ldo(d, w); break;
    case 0x06: case 0x09: case 0x0b: case 0x0c: case 0x0e: case 0x26: case 0x2e:
    case 0x16: case 0x1e:
        d->fn = exec_fpu; break;
    case 0x10: case 0x11: case 0x12: case 0x13: case 0x14: case 0x17:
    case 0x18: case 0x19: case 0x1a: case 0x1b: case 0x1c: case 0x1f:
        if (!decode_mem_long(d, w)) d->fn = exec_fpu;
        break;
    case 0x24: case 0x25: case 0x2c: case 0x2d: decode_arith_imm(d, w); break;
    case 0x20: case 0x21: case 0x22: case 0x23: case 0x27: case 0x28: case 0x29:
    case 0x2a: case 0x2b: case 0x2f: case 0x32: case 0x33: case 0x3b:
        decode_cbranch(d, w, pc); break;
    case 0x30: case 0x31: decode_bb(d, w, pc); break;
    case 0x34: decode_shift34(d, w); break;
    case 0x35: decode_dep35(d, w); break;
    case 0x36: decode_extrd(d, w); break;
    case 0x38: case 0x39: decode_be(d, w); break;
    case 0x3a: decode_branch3a(d, w, pc); break;
    case 0x3c: case 0x3d: decode_depd(d, w); break;
    default: break;
    }
    d->raw = w;
    if (!d->fn) d->fn = exec_illegal;
}
