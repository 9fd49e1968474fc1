/* Decoded-instruction form shared by the decoder (decode.c), the integer executors
   (exec.c) and the dispatch loop (run.c). Decoding happens once per guest address. */
#ifndef PA64_EXEC_H
#define PA64_EXEC_H

#include "cpu.h"

/* Field of n bits starting at bit lsb, numbering from the least significant bit (the
   manual numbers from the most significant; bits.h has helpers in its numbering). */
#define BF(w, lsb, n) (((w) >> (lsb)) & ((1u << (n)) - 1))

struct dinsn;
typedef void (*exec_fn)(struct cpu *, const struct dinsn *);

struct dinsn {
    exec_fn fn;
    uint32_t raw;
    uint8_t r1, r2, t;   /* register fields, roles per executor */
    uint8_t cond;        /* condition: c | f<<3 | d<<4 (see cond.c) */
    uint8_t a, b;        /* small extras: shift amount, length, size, modify mode */
    int64_t imm;         /* immediate, displacement, or absolute branch target */
};

/* Fills d (fn and fields) for the instruction word at guest address pc. */
void decode_insn(struct dinsn *d, uint32_t raw, uint64_t pc);

/* Condition evaluation (cond.c). */
int cond_add(unsigned cond, uint64_t x, uint64_t y, uint64_t r);
int cond_sub(unsigned cond, uint64_t x, uint64_t y);
int cond_logic(unsigned cond, uint64_t r);
int cond_unit(unsigned cond, uint64_t r, uint64_t carries);
int cond_shift(unsigned cond, uint64_t r);

/* Carry vector of x + y giving r (bit i = carry into bit i, bit 64 lost -> separate). */
static inline uint64_t carry_in_bits(uint64_t x, uint64_t y, uint64_t r) { return x ^ y ^ r; }
static inline unsigned carry_out64(uint64_t x, uint64_t y, uint64_t r) {
    return (unsigned)(((x & y) | ((x | y) & ~r)) >> 63);
}

/* Executor entry for the sysvec gateway and host-return page (sysvec.c / run.c). */
void exec_gateway(struct cpu *c, const struct dinsn *d);

#endif
