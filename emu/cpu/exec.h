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
    uint8_t flow;        /* enum dflow: how the block runner may treat it (decode_insn) */
    uint8_t blk;         /* block starting here (run.c): 0 unknown, else length + 1 */
    uint8_t ladder, lad_at;  /* the block's divide-step ladder: length, offset (run.c) */
    uint8_t slot;        /* the block ends with a branch and its delay slot (run.c) */
    uint8_t slot_null;   /* that slot is not straight-line code (a jump table's first word)
                            but the branch always nullifies it: it runs only if the branch
                            itself is nullified, and then the block ends before it */
    int64_t imm;         /* immediate, displacement, or absolute branch target */
};

/* What an instruction may do to the instruction address queue, by executor family.
   STRAIGHT ones only read iaoq_f (faults, traps) and may set PSW N; BRANCH ones may set
   next_b; OTHER ones (system control, the gateway, illegal words) may do anything. */
enum dflow { DF_OTHER, DF_STRAIGHT, DF_BRANCH };

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

/* Divide-step ladders (exec-alu.c): the number of instructions from d[0] (at most n)
   that are DS or ADD,C / ADD without condition, trap or shift -- the unrolled body of
   the $$divU/$$remU millicode -- and their execution by direct calls of the same
   executors, without dispatch. */
unsigned alu_ladder_len(const struct dinsn *d, unsigned n);
void alu_run_ladder(struct cpu *c, const struct dinsn *d, unsigned n);
void alu_ladder_prepare(struct dinsn *d, unsigned n);
/* What the ladder step d (left instructions from it to the ladder's end) is, for a
   translator: an add (one of the inline IF_ADD / IF_ADDC forms), a lone DS without
   condition, or the first of a run of the millicode's DS R,D,R; ADD,C T,T,T pairs. */
enum { LADDER_ADD, LADDER_DS, LADDER_PAIRS, LADDER_LEAD };
int alu_ladder_kind(const struct dinsn *d, unsigned left);

/* Executors a translator may replace by inline host code (jit.c), named by what they
   compute from d's operands. Only loads and stores may fault.
     IF_LDO  t = r2 + imm          IF_OR    t = r1 | r2        IF_ADDL  t = (r1 << a) + r2
     IF_ADD  as IF_ADDL, and the carry operands cb_x, cb_y, cb_r = r1 << a, r2, t
     IF_SUB  t = r1 + ~r2 + 1, and the carry operands r1, ~r2, t
     IF_EXTRU / IF_EXTRS  t = (r2 << a) >> b, logical / arithmetic
     IF_LOAD t = mem[r2 + imm], IF_STORE mem[r2 + imm] = t: 1 << *size_log2 bytes
     IF_LOADX t = mem[r2 + (r1 << a)], 1 << *size_log2 bytes
     IF_CMPB / IF_CMPIB  branch to imm if cond_sub(cond, x, r2), x = r1 / (int8_t)r1,
                         PSW N per b (enum nul_mode)
     IF_CMPCLR / IF_CMPICLR  PSW N = cond_sub(cond, x, r2), x = r1 / imm; t = 0
     IF_DEP  deposit at an immediate position, no condition: see struct dep_form
     IF_FLOAD fr t = mem[r2 + imm + (r1 << b)], IF_FSTORE mem[r2 + imm + (r1 << b)] = fr t:
             8 bytes, or 4 bytes to/from the half a (1 = right) when *size_log2 is 2; t != 0;
             fpu_modifies_base: the short form's base modified as IF_LOADM's, after the access
     IF_XMPYU fr t = half a of fr r1 * half b of fr r2, unsigned 32 x 32 -> 64; r1, r2, t != 0
     IF_BL   branch to imm, t = link (iaoq_b + 4) | 3, nullify the slot if b
     IF_XOR / IF_AND / IF_ANDCM  t = r1 ^ r2 / r1 & r2 / r1 & ~r2
     IF_LDIL t = imm, IF_ADDIL r1 = r2 + imm
     IF_LOADM / IF_STOREM  as IF_LOAD / IF_STORE with the base modified (b: MOD_POST
             address r2, then r2 += imm; MOD_PRE r2 += imm first); a load's t after r2
     IF_BV   branch to (r2 + (r1 << 3)) & ~3, IF_BVE to r2 & ~3 and, if t, r2 = link;
             nullify the slot if b
     IF_SUBB t = r1 + ~r2 + carry (word or, cond bit 4, doubleword), carry operands set
     IF_BB   branch to imm if bit a of r1 (big-endian numbering) is 1 (cond 0) / 0 (cond 1)
     IF_SUBI t = imm + ~r2 + 1, the carry operands imm, ~r2, t
     IF_SHRP t = (r1:r2) >> sa, sa = a or (b bit1) SAR; b bit0 doubleword, else the words
     IF_EXTRSAR  extract of imm bits of r2 at the SAR position, b bit0 doubleword, bit2 signed
     IF_DEPSAR   deposit,z of imm bits of r1 (b bit3: the immediate (int8_t)r1) at the SAR position
     IF_MTSAR / IF_MTSARCM  SAR = r1 & 63 / ~r1 & 63
     IF_MFIA t = the instruction's own address
     IF_ADDC the add family with its condition (PSW N): see struct add_form
     IF_LOGICC  t = r1 op r2 (struct logic_form), PSW N = cond_logic
     IF_EXTRC   t = (r2 << a) >> b as IF_EXTRU/IF_EXTRS (alu_extr_form), PSW N = cond_shift
     IF_SHRPC   IF_SHRP with PSW N = cond_shift
     IF_FARITH  fr t = fr r1 op fr r2 in double precision, op = cond (0 add, 1 sub, 2 mpy, 3 div),
                with the status register's rounding, flags and traps; r1, r2, t != 0
     IF_FSQRT   fr t = sqrt(fr r1) in double precision (fsqrt,dbl) as IF_FARITH; r1, t != 0
     IF_FCPY    fr t = fr r1 (fcpy,dbl; fr0 reads 0), t != 0
     IF_FCMP    fcmp,dbl,cond fr r1, fr r2 queued (cond: the 5-bit condition), into C and the queue
     IF_FTEST   PSW N = ((status & imm) != 0) != a (a valid ftest)
   (the compares, the forms with a condition and IF_FTEST set PSW N: the only inline
   forms that do) */
enum inline_form { IF_NONE, IF_LDO, IF_OR, IF_ADDL, IF_ADD, IF_SUB, IF_EXTRU, IF_EXTRS,
                   IF_LOAD, IF_STORE, IF_CMPB, IF_CMPIB, IF_CMPCLR, IF_CMPICLR, IF_DEP,
                   IF_LOADX, IF_FLOAD, IF_FSTORE, IF_XMPYU, IF_BL,
                   IF_XOR, IF_AND, IF_ANDCM, IF_LDIL, IF_ADDIL, IF_LOADM, IF_STOREM, IF_BV, IF_BVE,
                   IF_SUBB, IF_BB, IF_SUBI, IF_SHRP, IF_EXTRSAR, IF_DEPSAR,
                   IF_MTSAR, IF_MTSARCM, IF_MFIA, IF_ADDC, IF_LOGICC, IF_EXTRC, IF_SHRPC, IF_FARITH,
                   IF_FCPY, IF_FCMP, IF_FTEST, IF_FSQRT };
/* IF_ADDC: r = x + y + cin with x = imm (x_imm) or r1 << sh, y = r2 or ~r2 (not_y), cin
   none, 1, or the carry of the carry operands into bit 32 (CIN_WORD) or out of bit 63
   (CIN_DWORD); the carry operands become x, y, r when cb; PSW N = cond_add(cond, x, y, r)
   (a subtraction's cond_sub(x, r2) is the same). No trap. */
enum { CIN_NONE, CIN_ONE, CIN_WORD, CIN_DWORD };
/* trap: ADDI,TC -- the condition traps instead of setting PSW N (conditions that are
   one x86 flag test only). */
struct add_form { int x_imm, not_y, cin, cb; int64_t imm; unsigned sh, cond; int trap; };
int alu_add_form(const struct dinsn *d, struct add_form *f);
/* IF_LOGICC: op 0 and, 1 or, 2 xor, 3 andcm. */
int alu_logic_op(const struct dinsn *d);
/* IF_EXTRC: the two shifts (left, right; right 64 when the field is empty), signed. */
int alu_extr_form(const struct dinsn *d, unsigned *left, unsigned *right, int *sign);
/* IF_DEP: t = ((keep ? t : 0) & ~mask) | ((imm ? src : r1) << pos & mask), then cut to
   32 bits when word. */
struct dep_form { uint64_t mask, src; unsigned pos; int imm, keep, word; };
int alu_dep_form(const struct dinsn *d, struct dep_form *f);
int alu_inline_form(const struct dinsn *d);
/* An ALU form inline whose condition may set PSW N (a compare and clear, an add, logical,
   extract or shift with a condition; not ADDI,TC, whose condition traps). */
int alu_sets_n(const struct dinsn *d);
int mem_inline_form(const struct dinsn *d, unsigned *size_log2);
int branch_inline_form(const struct dinsn *d);
int branch_nullifies_slot(const struct dinsn *d);                   /* exec-branch.c */
uint64_t block_next(const struct dinsn *d, uint64_t pc, unsigned n);   /* exec-branch.c */
uint64_t block_taken(const struct dinsn *d, uint64_t pc, unsigned n);
/* A call (IF_BL) whose executor also tells the shadow call stack: translated code
   calls shadow_call itself around its inline form. */
int branch_calls_shadow(const struct dinsn *d);
/* bve,l under the shadow stack: its executor calls shadow_call; translated code may do
   a remembered call itself first (jit-shadow.h). */
int branch_calls_shadow_reg(const struct dinsn *d);
/* A jump through a register without a link (a return) whose executor also tells the
   coarse shadow call stack: its inline form is followed by the translated pop, with
   the executor as the slow path. */
int branch_returns_shadow(const struct dinsn *d);
int fpu_inline_form(const struct dinsn *d, unsigned *size_log2);   /* fpu.c */
int fpu_modifies_base(const struct dinsn *d);                       /* fpu.c: MOD_POST 1, MOD_PRE 2, or 0 */
int sys_inline_form(const struct dinsn *d);                          /* exec-sys.c */

/* d->b for conditional branches: what the ,n completer nullifies. */
enum nul_mode { NUL_NONE, NUL_TAKEN, NUL_NOT_TAKEN, NUL_ALWAYS };

/* Executor entry for the sysvec gateway and host-return page (sysvec.c / run.c). */
void exec_gateway(struct cpu *c, const struct dinsn *d);
/* Executor at LWS_ENTRY (lws.c). */
void exec_lws(struct cpu *c, const struct dinsn *d);

#endif
