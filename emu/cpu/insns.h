/* The one table of PA-RISC 2.0 instruction forms that the decoder and the disassembler
   share: each row names a mnemonic, the bits that identify it, its operand layout and the
   executor family that runs it. */
#ifndef PA64_INSNS_H
#define PA64_INSNS_H

#include <stddef.h>
#include <stdint.h>

/* Executor families.  A row says which family runs it; the executor reads the remaining
   completer and mode bits from the raw word itself (emu/cpu/bits.h). */
enum xop {
    XOP_ILL,         /* no row matches: illegal instruction */
    XOP_LOAD,        /* 0x03 loads: ldb ldh ldw ldd ldwa ldda ldcw ldcd, indexed and short */
    XOP_STORE,       /* 0x03 stores: stb sth stw std stwa stda stby stdby */
    XOP_LOAD_LONG,   /* 0x10-0x13 ldb ldh ldw ldw,m; 0x14 ldd; 0x17 ldw,ma/mb */
    XOP_STORE_LONG,  /* 0x18-0x1b stb sth stw stw,m; 0x1c std; 0x1f stw,ma/mb */
    XOP_LDO,         /* 0x0d ldo, ldi */
    XOP_LDIL,        /* 0x08 */
    XOP_ADDIL,       /* 0x0a */
    XOP_ARITH,       /* 0x02 add sub shladd ds cmpclr uaddcm dcor */
    XOP_LOGICAL,     /* 0x02 and or xor andcm uxor (nop, copy) */
    XOP_ADDI,        /* 0x2c addi,tc  0x2d addi */
    XOP_SUBI,        /* 0x25 */
    XOP_CMPICLR,     /* 0x24 */
    XOP_CMPB,        /* 0x20 0x22 0x27 0x2f */
    XOP_CMPIB,       /* 0x21 0x23 0x3b */
    XOP_ADDB,        /* 0x28 0x2a */
    XOP_ADDIB,       /* 0x29 0x2b */
    XOP_BB,          /* 0x30 0x31 */
    XOP_MOVB,        /* 0x32 */
    XOP_MOVIB,       /* 0x33 */
    XOP_SHIFT_W,     /* 0x34 shrpw extrw (vshd shd extru extrs) */
    XOP_DEP_W,       /* 0x35 depw depwi (zdep dep ...) */
    XOP_SHIFT_D,     /* 0x34 shrpd, extrd with SAR; 0x36 extrd */
    XOP_DEP_D,       /* 0x35 depd depdi with SAR; 0x3c depd; 0x3d depdi */
    XOP_BRANCH,      /* 0x3a b,l b,gate blr bv bve; branch-target-stack hints */
    XOP_BE,          /* 0x38 be, 0x39 be,l */
    XOP_SYS,         /* 0x00 0x01 system control, cache and TLB instructions */
    XOP_MM,          /* 0x02 hadd hsub havg hshladd hshradd; 0x3e hshl hshr permh mixh mixw */
    XOP_FPU,         /* every floating-point instruction, loads/stores included: fpu_exec() */
    XOP_SPOP,        /* spop, copr and coprocessor loads/stores that are not the FPU,
                        performance monitor (pmdis, pmenb) */
    XOP_DIAG,        /* 0x05 */
    XOP_COUNT
};

/* One instruction form.  A word w is an instance when (w & mask) == match.  Rows are kept
   in the order objdump tries them, so the first matching row is the one it prints.

   args describes the operands, one character each, as GNU binutils' include/opcode/hppa.h
   documents them (the disassembler in emu/cpu/dis.c interprets every character); in short:
     x b t      general registers at bits 11..15, 6..10, 27..31 ('a' = b for permh)
     ^ !        control register at 6..10; SAR
     s S        2-bit space at 16..17 (omitted when 0); 3-bit space (assemble_3)
     5 V        low-sign 5-bit immediates at 11..15 and 27..31
     i j k l    11-bit, 14-bit, ldil 21-bit, wide 16-bit immediates
     y & < > d # J K   long-displacement variants (see bits.h)
     w W X z    12-, 17-, 22-bit PC-relative targets; 17-bit displacement as a number
     n N        nullify completers of branches / spop-copr
     p P T ~ q % |    shift amounts, positions and lengths (bits.h)
     c?         completer ?;  ??  condition ?;  f?  FP register ?
   Literal punctuation ( ) , is printed as is. */
struct pa_insn {
    const char *name;
    uint32_t match, mask;
    const char *args;
    uint16_t xop;   /* enum xop */
};

extern const struct pa_insn pa_insns[];
extern const size_t pa_ninsns;

/* The row objdump would choose for insn, or NULL when none matches (an illegal
   instruction).  Pure and thread-safe: rows are sorted by major opcode, so this is a
   binary search for the major followed by a short scan. */
const struct pa_insn *pa_lookup(uint32_t insn);

/* Executor family of insn: XOP_ILL when no row matches. */
static inline enum xop pa_xop(uint32_t insn);

/* Name of an executor family, for diagnostics and tests. */
const char *pa_xop_name(enum xop x);

static inline enum xop pa_xop(uint32_t insn)
{
    const struct pa_insn *r = pa_lookup(insn);
    return r ? (enum xop)r->xop : XOP_ILL;
}

#endif
