/* PA-RISC 2.0 floating-point coprocessor (COPR 0/1): every FP load and store, the
   class 0-3 operations of majors 0x0C/0x0E, XMPYU, FMPYADD/FMPYSUB, FMPYFADD/FMPYNFADD.
   The FP registers, status register (high word of fr0) and memory are those of cpu.h. */
#ifndef PA64_FPU_H
#define PA64_FPU_H

#include <stdint.h>

#include "cpu.h"

/* Floating-point status register: the high 32 bits of fr0 (bit numbers count from the
   least significant bit of that word; the architecture manual counts from the other end). */
#define FPSR_ENA_I   (1u << 0)        /* trap enables: inexact */
#define FPSR_ENA_U   (1u << 1)        /*   underflow */
#define FPSR_ENA_O   (1u << 2)        /*   overflow */
#define FPSR_ENA_Z   (1u << 3)        /*   division by zero */
#define FPSR_ENA_V   (1u << 4)        /*   invalid operation */
#define FPSR_D       (1u << 5)        /* denormalized operands/results as zero */
#define FPSR_T       (1u << 6)        /* trap taken (set when an enabled exception trapped) */
#define FPSR_RM_SHIFT 9               /* rounding mode, 2 bits: */
#define FPSR_RM_MASK (3u << FPSR_RM_SHIFT)
#define FPSR_RM_NEAREST 0u            /*   round to nearest, ties to even */
#define FPSR_RM_ZERO    1u            /*   toward zero */
#define FPSR_RM_UP      2u            /*   toward +infinity */
#define FPSR_RM_DOWN    3u            /*   toward -infinity */
#define FPSR_CQ_MASK (0x7ffu << 11)   /* compare queue: CQ[0] = bit 21 ... CQ[10] = bit 11 */
#define FPSR_CA0     (1u << 21)       /* compare array CA[k] = bit 21-k (k = 0..6), shares CQ bits */
#define FPSR_C       (1u << 26)       /* compare bit: result of the latest queued FCMP */
#define FPSR_FLAG_SHIFT 27            /* sticky flags I U O Z V = bits 27..31 */
#define FPSR_FLG_I   (1u << 27)
#define FPSR_FLG_U   (1u << 28)
#define FPSR_FLG_O   (1u << 29)
#define FPSR_FLG_Z   (1u << 30)
#define FPSR_FLG_V   (1u << 31)

/* Execute one floating-point instruction (any word for which fpu_insn() is true).
   Raises guest faults through guest_fault(): FAULT_ILL for undefined encodings, the quad
   format and other coprocessors; FAULT_FPE when an operation raises an exception whose
   enable bit is set (destination and sticky flags then unchanged, T set); the memory
   faults of ld32/ld64/st32/st64. FTEST sets c->nullify = 1 when it nullifies the next
   instruction and leaves c->nullify alone otherwise. The host floating-point environment
   (rounding mode, exception flags) is the same after the call as before it. */
void fpu_exec(struct cpu *c, uint32_t insn);

/* The decoder's fast path: for the frequent forms (double-precision class 3 arithmetic,
   XMPYU, FCPY,DBL, loads and stores without base modification) fills d's fields and fn
   with an executor doing what fpu_exec(c, insn) does and returns 1; else returns 0 and
   leaves d alone (the word then runs through fpu_exec). struct dinsn: exec.h. */
struct dinsn;
int fpu_decode(struct dinsn *d, uint32_t insn);

/* Is this instruction word one that fpu_exec() executes? (Majors 0x14/0x1C share their
   opcode with integer LDD/STD, selected by bit 1; majors 0x17/0x1F with integer LDW/STW,
   selected by bit 2.) */
static inline int fpu_insn(uint32_t insn)
{
    switch (insn >> 26) {
    case 0x06: case 0x09: case 0x0b: case 0x0c: case 0x0e: case 0x0f:
    case 0x16: case 0x1e: case 0x26: case 0x2e:
        return 1;
    case 0x14: case 0x1c:
        return (insn >> 1) & 1;
    case 0x17: case 0x1f:
        return !((insn >> 2) & 1);
    default:
        return 0;
    }
}

#endif
