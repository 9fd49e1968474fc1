/* Field extraction for PA-RISC 2.0 instruction words, shared by the decoder, the executors
   and the disassembler, so that every consumer reads an immediate the same way. */
#ifndef PA64_BITS_H
#define PA64_BITS_H

#include <stdint.h>

/* PA-RISC manuals number bits from the most significant (bit 0) to the least (bit 31);
   these take the manual's numbers so a field can be checked against the encoding charts.
   Fields are narrower than 32 bits. */
static inline uint32_t pa_field(uint32_t insn, unsigned from, unsigned to)
{
    return (insn >> (31 - to)) & ((UINT32_C(1) << (to - from + 1)) - 1);
}

static inline uint32_t pa_bit(uint32_t insn, unsigned n) { return (insn >> (31 - n)) & 1; }

/* Major opcode: bits 0..5. */
static inline unsigned pa_major(uint32_t insn) { return insn >> 26; }

/* Register fields: r2/"b" at 6..10, r1/"x" at 11..15, t at 27..31. */
static inline unsigned pa_rb(uint32_t insn) { return pa_field(insn, 6, 10); }
static inline unsigned pa_rx(uint32_t insn) { return pa_field(insn, 11, 15); }
static inline unsigned pa_rt(uint32_t insn) { return pa_field(insn, 27, 31); }

/* Two's-complement sign extension of the low len bits of x. */
static inline int32_t sign_ext(uint32_t x, unsigned len)
{
    uint32_t sign = UINT32_C(1) << (len - 1);
    uint32_t mask = (sign << 1) - 1;
    return (int32_t)(((x & mask) ^ sign) - sign);
}

/* PA-RISC stores most short immediates with the sign in the lowest bit:
   the value is x>>1 with bit 0 as the sign of a len-bit number. */
static inline int32_t low_sign_ext(uint32_t x, unsigned len)
{
    x &= (UINT32_C(1) << len) - 1;   /* len < 32 for every PA-RISC field */
    return (int32_t)((x >> 1) - ((x & 1) << (len - 1)));
}

/* ---- the manual's assemble_N functions: raw concatenated bits, not yet sign-extended ---- */

/* 3-bit space register number of be/ble/mtsp/mfsp: cat(s{2}, s{0..1}) = bit 18, bits 16..17. */
static inline unsigned assemble_3(uint32_t insn)
{
    return pa_bit(insn, 18) << 2 | pa_field(insn, 16, 17);
}

/* 6-bit position/length fields of the doubleword shift/extract/deposit forms. */
static inline unsigned assemble_6(unsigned hi, unsigned lo5) { return hi << 5 | lo5; }

/* 12-bit branch displacement (cmpb, addb, bb, movb ...): cat(w, w1{10}, w1{0..9}). */
static inline uint32_t assemble_12(uint32_t insn)
{
    return pa_field(insn, 19, 28) | pa_bit(insn, 29) << 10 | (insn & 1) << 11;
}

/* 16-bit wide-mode displacement ("im16" of ldo, ldb/ldh/ldw/stb/sth/stw long forms):
   the space field s (bits 16..17) supplies two more bits, xored with the sign. */
static inline uint32_t assemble_16(uint32_t insn)
{
    uint32_t sign = insn & 1;
    return sign << 15 | (sign ^ pa_bit(insn, 16)) << 14 | (sign ^ pa_bit(insn, 17)) << 13
           | ((insn >> 1) & 0x1fff);
}

/* 16-bit word-aligned displacement (ldw/stw ,ma/,mb at majors 0x17/0x1f, fldw/fstw long):
   like assemble_16 with the two lowest bits zero (they hold opcode extensions). */
static inline uint32_t assemble_16a(uint32_t insn) { return assemble_16(insn) & ~UINT32_C(3); }

/* 17-bit branch displacement (bl, gate, be, ble): cat(w, w1, w2{10}, w2{0..9}). */
static inline uint32_t assemble_17(uint32_t insn)
{
    return (assemble_12(insn) & 0x7ff) | pa_field(insn, 11, 15) << 11 | (insn & 1) << 16;
}

/* 21-bit left immediate of ldil/addil, scrambled across the word. */
static inline uint32_t assemble_21(uint32_t insn)
{
    uint32_t x = insn & 0x1fffff;            /* x{0..20} = word bits 11..31 */
    return (x & 1) << 20                     /* x{20} */
           | ((x >> 1) & 0x7ff) << 9         /* x{9..19} */
           | ((x >> 14) & 3) << 7            /* x{5..6} */
           | ((x >> 16) & 0x1f) << 2         /* x{0..4} */
           | ((x >> 12) & 3);                /* x{7..8} */
}

/* 22-bit branch displacement of b,l with rp / b,l,push: cat(d, a, b, c{10}, c{0..9}). */
static inline uint32_t assemble_22(uint32_t insn)
{
    return (assemble_17(insn) & 0xffff) | pa_field(insn, 6, 10) << 16 | (insn & 1) << 21;
}

/* ---- decoded values, ready to add to a 64-bit register or address ----
   (the letter is the operand character of pa_insn.args that the value prints as) */

/* V: im5 at bits 27..31 (short-displacement stores);  5: im5 at bits 11..15 */
static inline int32_t im5_at31(uint32_t insn) { return low_sign_ext(insn & 0x1f, 5); }
static inline int32_t im5_at15(uint32_t insn) { return low_sign_ext(insn >> 16 & 0x1f, 5); }
/* i: im11 (addi, subi, cmpiclr);  j: im14 (narrow-mode ldo and loads) */
static inline int32_t im11(uint32_t insn) { return low_sign_ext(insn & 0x7ff, 11); }
static inline int32_t im14(uint32_t insn) { return low_sign_ext(insn & 0x3fff, 14); }
/* l: wide 16-bit displacement;  y < >: its word-aligned form;  &: doubleword-aligned */
static inline int32_t im16(uint32_t insn) { return sign_ext(assemble_16(insn), 16); }
static inline int32_t im16a(uint32_t insn) { return sign_ext(assemble_16a(insn), 16); }
static inline int32_t im16d(uint32_t insn) { return im16(insn) & ~7; }
/* ldil/addil: the 21-bit value placed in bits 31..11 of a 32-bit number, sign-extended. */
static inline int32_t im21l(uint32_t insn)
{
    return (int32_t)((uint32_t)sign_ext(assemble_21(insn), 21) << 11);
}

/* Byte displacements of PC-relative branches (target = address of branch + 8 + disp). */
static inline int32_t disp12(uint32_t insn) { return sign_ext(assemble_12(insn), 12) * 4; }
static inline int32_t disp17(uint32_t insn) { return sign_ext(assemble_17(insn), 17) * 4; }
static inline int32_t disp22(uint32_t insn) { return sign_ext(assemble_22(insn), 22) * 4; }

/* Narrow-mode encodings of the long-displacement ldw/stw/ldd/std/fldw/fldd (operands d, K,
   #): sign in bit 31, then im11a or im10a scaled.  In wide mode the im16a/im16d forms
   above apply; these stay for the disassembler's complete operand language. */
static inline int32_t im11a_x4(uint32_t insn)
{
    return (int32_t)(((insn & 1) ? ~UINT32_C(0x7ff) : 0) | pa_field(insn, 18, 28)) * 4;
}
static inline int32_t im10a_x8(uint32_t insn)
{
    return (int32_t)(((insn & 1) ? ~UINT32_C(0x3ff) : 0) | pa_field(insn, 18, 27)) * 8;
}

/* Shift/extract/deposit positions and lengths.  The word forms keep 5 bits; the doubleword
   forms add a sixth bit elsewhere in the word (assemble_6). */
static inline unsigned pos5(uint32_t insn) { return pa_field(insn, 22, 26); }               /* P */
static inline unsigned sa5_rev(uint32_t insn) { return 31 - pa_field(insn, 22, 26); }       /* p */
static inline unsigned len5(uint32_t insn) { return 32 - pa_field(insn, 27, 31); }          /* T */
static inline unsigned pos6(uint32_t insn)                                                  /* q */
{
    return assemble_6(pa_bit(insn, 20), pa_field(insn, 22, 26));
}
static inline unsigned sa6_rev(uint32_t insn) { return 63 - pos6(insn); }                   /* ~ */
/* extrd/depd/depdi with a fixed position ("|"): length = 32 * (1 + bit 19) - clen. */
static inline unsigned len6_fixed(uint32_t insn)
{
    return (pa_bit(insn, 19) + 1) * 32 - pa_field(insn, 27, 31);
}
/* extrd/depd/depdi with the position in SAR ("%"): length = 32 * (1 + bit 23) - clen. */
static inline unsigned len6_var(uint32_t insn)
{
    return (pa_bit(insn, 23) + 1) * 32 - pa_field(insn, 27, 31);
}

/* Condition field of arithmetic/logical/compare instructions: c (bits 16..18) plus the
   negation bit f (bit 19) as +8, the index both the manual's tables and objdump use. */
static inline unsigned pa_cond4(uint32_t insn)
{
    return pa_field(insn, 16, 18) + (pa_bit(insn, 19) ? 8 : 0);
}

/* Index/short load-store modifier: u/m bit 26 plus a/m bit 18 (completer tables). */
static inline unsigned pa_ldst_compl(uint32_t insn)
{
    return pa_bit(insn, 26) | pa_bit(insn, 18) << 1;
}

#endif
