/* Translation of decoded blocks (run.c) to x86-64 host code: per guest instruction a
   direct call of its executor with the instruction address queue, PSW N and the count
   kept exactly as the interpreter keeps them; divide-step ladders as one call. One call
   site per guest instruction lets the host predict every branch, which the single
   indirect call of the interpreter loop cannot. Other hosts: jit_translate says no. */
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <ucontext.h>
#if defined(__x86_64__)
#include <cpuid.h>
#endif
#include <unistd.h>
#include "exec.h"
#include "fpu.h"
#include "jit.h"
#include "jit-emit.h"
#include "jit-shadow.h"
#include "milli.h"
#include "shadow.h"

#if defined(__x86_64__)

#define CODE_BYTES (32u << 20)
/* The chaining caches, which blocks write as they run (a hit in the shared table fills
   one), live in a data area mapped after the code buffers, within a rip-relative
   reach of every block, instead of beside each block's code: a store into a cache line
   the processor also holds as code costs it a self-modifying-code flush. */
#define DATA_BYTES (4u << 20)
#define MAP_BYTES (2 * CODE_BYTES + DATA_BYTES)   /* the code, the cold code, the data */

static uint8_t *code;            /* the code buffer, mapped on first use */
static uint8_t *cdata;           /* the data area: after the code and the cold code */
static size_t dused;             /* bytes of it in use */
static size_t limit = CODE_BYTES; /* bytes of it to use: PA64_JIT_KIB (tests) lowers it */
/* The cold code (jit_translate) has a buffer of its own, CODE_BYTES on from code and
   limit bytes long as well. */
static size_t cold_used = CODE_BYTES;   /* its end, as an offset from code */
static size_t used;              /* bytes of it in use */
/* The buffer opens with the masks of mem_test's 1-, 2- and 4-byte accesses, which
   blocks test against in place; blocks follow them. */
#define CONSTS 64
static uint64_t nblocks, ninsns, nflushes;


/* Operands are fields of the struct cpu that rbx points at: [rbx + disp32]. */
#define OFF(f) ((uint32_t)offsetof(struct cpu, f))

/* 10-byte forms, for immediates patched after emission */
static void mov_rax_imm(struct emit *e, uint64_t v) { b1(e, 0x48); b1(e, 0xb8); b8(e, v); }
static void mov_rsi_imm(struct emit *e, uint64_t v) { b1(e, 0x48); b1(e, 0xbe); b8(e, v); }
/* x86-64 registers and the few instruction shapes the inline forms need, on any of them. */
enum { RAX, RCX, RDX, RBX, RSP, RBP, RSI, RDI, R8, R9, R10, R11, R12, R13, R14, R15 };

static void rex(struct emit *e, int w, unsigned r, unsigned b)
{
    unsigned v = 0x40u | (w ? 8u : 0u) | ((r >> 3) & 1u) << 2 | ((b >> 3) & 1u);
    if (v != 0x40) b1(e, v);
}
/* op r/m, r (01 add, 09 or, 21 and, 29 sub, 39 cmp, 89 mov, 85 test), register form */
static void op_rr(struct emit *e, int w, unsigned op, unsigned dst, unsigned src)
{ rex(e, w, src, dst); b1(e, op); b1(e, 0xc0 | (src & 7) << 3 | (dst & 7)); }
static void mov_rr(struct emit *e, unsigned dst, unsigned src) { if (dst != src) op_rr(e, 1, 0x89, dst, src); }
/* mov reg, [rbx + off] / mov [rbx + off], reg */
static void ld_cpu(struct emit *e, unsigned reg, uint32_t off)
{ rex(e, 1, reg, RBX); b1(e, 0x8b); b1(e, 0x80 | (reg & 7) << 3 | RBX); b4(e, off); }
static void st_cpu(struct emit *e, uint32_t off, unsigned reg)
{ rex(e, 1, reg, RBX); b1(e, 0x89); b1(e, 0x80 | (reg & 7) << 3 | RBX); b4(e, off); }
/* shl (4) / shr (5) / sar (7) reg, k */
static void shift_ri(struct emit *e, unsigned ext, unsigned reg, unsigned k)
{ if (k & 63) { rex(e, 1, 0, reg); b1(e, 0xc1); b1(e, 0xc0 | ext << 3 | (reg & 7)); b1(e, k & 63); } }
static void mov_ri(struct emit *e, unsigned reg, uint64_t v)
{
    if ((int64_t)v == (int32_t)v) { rex(e, 1, 0, reg); b1(e, 0xc7); b1(e, 0xc0 | (reg & 7)); b4(e, (uint32_t)v); }
    else { rex(e, 1, 0, reg); b1(e, 0xb8 | (reg & 7)); b8(e, v); }
}
static void add_ri(struct emit *e, unsigned reg, int64_t k)
{ if (k) { rex(e, 1, 0, reg); b1(e, 0x81); b1(e, 0xc0 | (reg & 7)); b4(e, (uint32_t)k); } }
/* The count lives in r15 while blocks run (loaded on entry from the loop, kept across
   chained jumps); icount in memory is stored wherever it can be observed. */
static void add_count(struct emit *e, unsigned k)
{
    add_ri(e, R15, k);
    st_cpu(e, OFF(icount), R15);
}
static void flush_count(struct emit *e, unsigned k) { if (k) add_count(e, k); }
static void clear_n(struct emit *e) { b1(e, 0xc7); b1(e, 0x83); b4(e, OFF(nullify)); b4(e, 0); }
/* A byte compare: set_n_cc stores one byte, and a wider load of it would wait for the
   store instead of taking its value forwarded. */
static void test_n(struct emit *e) { b1(e, 0x80); b1(e, 0xbb); b4(e, OFF(nullify)); b1(e, 0); }

static void call(struct emit *e, const void *fn)
{
    int64_t rel = (int64_t)((intptr_t)fn - (intptr_t)(e->p + 5));
    if (rel == (int32_t)rel) { b1(e, 0xe8); b4(e, (uint32_t)rel); return; }
    mov_rax_imm(e, (uint64_t)(uintptr_t)fn);
    b1(e, 0xff); b1(e, 0xd0);                       /* call rax */
}

/* A forward jump (rel32) to be patched once its target is known. */
static uint8_t *jump_fwd(struct emit *e, unsigned op)
{
    if (op == 0xe9) b1(e, 0xe9); else { b1(e, 0x0f); b1(e, op); }
    uint8_t *at = e->p;
    b4(e, 0);
    return at;
}
static void land(struct emit *e, uint8_t *at)
{
    if (at && at + 4 <= e->end) {
        int32_t rel = (int32_t)(e->p - (at + 4));
        memcpy(at, &rel, 4);
        e->landed = e->p;
    }
}

/* iaoq_f = f, iaoq_b = b */
static void set_queue2(struct emit *e, uint64_t f, uint64_t b)
{
    uint64_t v[2] = { f, b };
    uint32_t off[2] = { OFF(iaoq_f), OFF(iaoq_b) };
    for (int k = 0; k < 2; k++) {
        if (v[k] < 0x80000000u) {                   /* mov qword [rbx+off], simm32 */
            b1(e, 0x48); b1(e, 0xc7); b1(e, 0x83); b4(e, off[k]); b4(e, (uint32_t)v[k]);
        } else {
            mov_rax_imm(e, v[k]);
            st_cpu(e, off[k], RAX);
        }
    }
}
/* iaoq_f = pc, iaoq_b = pc + 4 */
static void set_queue(struct emit *e, uint64_t pc) { set_queue2(e, pc, pc + 4); }

/* Through d->fn, not to its value now: an executor installed later (a breakpoint) is
   the one called. One call site per instruction: the host predicts it. */
static void call_exec(struct emit *e, const struct dinsn *d)
{
    b1(e, 0x48); b1(e, 0x89); b1(e, 0xdf);          /* mov rdi, rbx */
    mov_rsi_imm(e, (uint64_t)(uintptr_t)d);
    b1(e, 0xff); b1(e, 0x16);                       /* call [rsi] */
}

/* op reg, [rbx + off] (03 add, 0b or, 23 and, 33 xor) */
static void op_r_cpu(struct emit *e, unsigned op, unsigned reg, uint32_t off)
{ rex(e, 1, reg, RBX); b1(e, op); b1(e, 0x80 | (reg & 7) << 3 | RBX); b4(e, off); }
/* lea dst, [base + disp] */
static void lea_rd(struct emit *e, unsigned dst, unsigned base, int32_t disp)
{
    int small = disp == (int8_t)disp;
    rex(e, 1, dst, base); b1(e, 0x8d);
    b1(e, (small ? 0x40 : 0x80) | (dst & 7) << 3 | (base & 7));
    if ((base & 7) == RSP) b1(e, 0x24);
    if (small) b1(e, (uint8_t)disp); else b4(e, (uint32_t)disp);
}
/* lea dst, [base + index << scale + disp8]; index is never rsp */
static void lea_sib(struct emit *e, unsigned dst, unsigned base, unsigned index, unsigned scale, int8_t disp)
{
    int disp8 = disp || (base & 7) == RBP;          /* base rbp/r13: mod 01 with a zero disp8 */
    b1(e, 0x48 | ((dst >> 3) & 1) << 2 | ((index >> 3) & 1) << 1 | ((base >> 3) & 1));
    b1(e, 0x8d);
    b1(e, (disp8 ? 0x44 : 0x04) | (dst & 7) << 3);
    b1(e, (uint8_t)(scale << 6 | (index & 7) << 3 | (base & 7)));
    if (disp8) b1(e, (uint8_t)disp);
}
/* mov qword [rbx + off], imm32 (sign-extended) */
static void st_cpu_imm(struct emit *e, uint32_t off, int32_t v)
{ b1(e, 0x48); b1(e, 0xc7); b1(e, 0x83); b4(e, off); b4(e, (uint32_t)v); }
static void zero_r(struct emit *e, unsigned reg) { rex(e, 0, reg, reg); b1(e, 0x31); b1(e, 0xc0 | (reg & 7) << 3 | (reg & 7)); }
static void ld32_cpu(struct emit *e, unsigned reg, uint32_t off)
{ rex(e, 0, reg, RBX); b1(e, 0x8b); b1(e, 0x80 | (reg & 7) << 3 | RBX); b4(e, off); }
static void st32_cpu(struct emit *e, uint32_t off, unsigned reg)
{ rex(e, 0, reg, RBX); b1(e, 0x89); b1(e, 0x80 | (reg & 7) << 3 | RBX); b4(e, off); }
static void neg_r(struct emit *e, unsigned reg) { rex(e, 1, 0, reg); b1(e, 0xf7); b1(e, 0xd8 | (reg & 7)); }
static void and1_r(struct emit *e, unsigned reg) { rex(e, 0, 0, reg); b1(e, 0x83); b1(e, 0xe0 | (reg & 7)); b1(e, 1); }
static void mov32_rr(struct emit *e, unsigned dst, unsigned src)
{ rex(e, 0, src, dst); b1(e, 0x89); b1(e, 0xc0 | (src & 7) << 3 | (dst & 7)); }
/* imul dst, src (64 bits); div src32 (edx:eax by it: eax the quotient) */
static void imul_rr(struct emit *e, unsigned dst, unsigned src)
{ rex(e, 1, dst, src); b1(e, 0x0f); b1(e, 0xaf); b1(e, 0xc0 | (dst & 7) << 3 | (src & 7)); }
static void div32_r(struct emit *e, unsigned src) { rex(e, 0, 0, src); b1(e, 0xf7); b1(e, 0xf0 | (src & 7)); }

/* The register cache of one block: guest general registers live in host registers from
   their first use to the next point where the guest state must be whole in memory --
   an executor call (it reads and writes c->gr), an instruction that may fault (the
   fault reports the state), the block's end. Those points store the dirty ones; calls
   also forget them all. r0 is never cached (a read is a zeroed scratch register). */
#define NPOOL 9
static const uint8_t pool_reg[NPOOL] = { RBP, R12, RSI, RDI, R8, R9, R10, R11, R13 };
/* Besides: rbx the struct cpu, r15 the count, r14 mem_base; rax, rcx, rdx scratch. A
   divide-step ladder takes r13, the last, for itself (emit_ladder). */
/* Cached registers: general registers 1..31, and FP registers as FR(r) = 32 + r (only
   the inline FP forms use them: loads, stores, xmpyu, arithmetic, copies and compares;
   FP executors are calls, which store them). fr0, the status register, is never cached. */
#define NREGS 64
#define FR(r) (32u + (r))
struct regcache {
    int8_t slot_of[NREGS]; int8_t guest[NPOOL]; uint8_t dirty[NPOOL]; unsigned stamp[NPOOL], now;
    unsigned npool;          /* the pool registers in use: all but r13 in a ladder */
    int cmov_dl;             /* commits happen only if dl == 0 (not nullified: see cmpclr) */
    int carry_in_rdx;        /* rdx holds the carry a following sub,b takes */
};

static void rc_init(struct regcache *rc)
{
    memset(rc->slot_of, -1, sizeof rc->slot_of);
    memset(rc->guest, -1, sizeof rc->guest);
    memset(rc->dirty, 0, sizeof rc->dirty);
    memset(rc->stamp, 0, sizeof rc->stamp);
    rc->now = 0;
    rc->npool = NPOOL;
    rc->cmov_dl = rc->carry_in_rdx = 0;
}
static uint32_t gr_off(unsigned g) { return g < 32 ? OFF(gr) + 8u * g : OFF(fr) + 8u * (g - 32); }
static void rc_flush(struct emit *e, struct regcache *rc)
{
    for (unsigned s = 0; s < NPOOL; s++)
        if (rc->guest[s] >= 0 && rc->dirty[s]) { st_cpu(e, gr_off((unsigned)rc->guest[s]), pool_reg[s]); rc->dirty[s] = 0; }
}
static void rc_forget(struct regcache *rc)
{
    memset(rc->slot_of, -1, sizeof rc->slot_of);
    memset(rc->guest, -1, sizeof rc->guest);
}
static void rc_reload(struct emit *e, const struct regcache *rc)
{
    for (unsigned s = 0; s < NPOOL; s++)
        if (rc->guest[s] >= 0) ld_cpu(e, pool_reg[s], gr_off((unsigned)rc->guest[s]));
}
/* Whether two states of the cache are the same, field by field (not their padding). */
static int rc_same(const struct regcache *a, const struct regcache *b)
{
    return !memcmp(a->slot_of, b->slot_of, sizeof a->slot_of) && !memcmp(a->guest, b->guest, sizeof a->guest) &&
           !memcmp(a->dirty, b->dirty, sizeof a->dirty) && !memcmp(a->stamp, b->stamp, sizeof a->stamp) &&
           a->now == b->now && a->npool == b->npool && a->cmov_dl == b->cmov_dl &&
           a->carry_in_rdx == b->carry_in_rdx;
}
/* Slot s given up: its guest register stored if dirty, then not cached. */
static void rc_drop(struct emit *e, struct regcache *rc, unsigned s)
{
    if (rc->guest[s] < 0) return;
    if (rc->dirty[s]) st_cpu(e, gr_off((unsigned)rc->guest[s]), pool_reg[s]);
    rc->slot_of[rc->guest[s]] = -1;
    rc->guest[s] = -1;
}
static int rc_slot(struct emit *e, struct regcache *rc, unsigned g)
{
    int s = rc->slot_of[g];
    if (s < 0) {
        for (unsigned k = 0; k < rc->npool; k++)
            if (rc->guest[k] < 0) { s = (int)k; break; }
        if (s < 0) {                                /* the least recently used */
            s = 0;
            for (unsigned k = 1; k < rc->npool; k++) if (rc->stamp[k] < rc->stamp[s]) s = (int)k;
            rc_drop(e, rc, (unsigned)s);
        }
        rc->guest[s] = (int8_t)g;
        rc->dirty[s] = 0;
        rc->slot_of[g] = (int8_t)s;
    }
    rc->stamp[s] = ++rc->now;
    return s;
}
/* The host register holding guest g (g != 0), loaded on first use. */
static unsigned rc_use(struct emit *e, struct regcache *rc, unsigned g)
{
    int cached = rc->slot_of[g] >= 0;
    int s = rc_slot(e, rc, g);
    if (!cached) ld_cpu(e, pool_reg[s], gr_off(g));
    return pool_reg[s];
}
/* Guest g's value into host register reg (0 for r0). */
static void rc_get(struct emit *e, struct regcache *rc, unsigned reg, unsigned g)
{ if (!g) zero_r(e, reg); else mov_rr(e, reg, rc_use(e, rc, g)); }
/* rax is the new value of guest t. */
static void rc_commit(struct emit *e, struct regcache *rc, unsigned t)
{
    if (!t) return;
    int s = rc_slot(e, rc, t);
    unsigned h = pool_reg[s];
    if (rc->cmov_dl) {                              /* test dl, dl; cmove h, rax */
        b1(e, 0x84); b1(e, 0xd2);
        rex(e, 1, h, RAX); b1(e, 0x0f); b1(e, 0x44); b1(e, 0xc0 | (h & 7) << 3 | RAX);
    } else {
        mov_rr(e, h, RAX);
    }
    rc->dirty[s] = 1;
}

/* The host register that is guest t's new home, t != 0, marked written: for forms that
   compute straight into it (no conditional commit pending). */
static unsigned rc_def(struct emit *e, struct regcache *rc, unsigned t)
{
    int s = rc_slot(e, rc, t);
    rc->dirty[s] = 1;
    return pool_reg[s];
}
static void and_ri(struct emit *e, unsigned reg, uint64_t m)
{
    if ((int64_t)m == (int32_t)m) { rex(e, 1, 0, reg); b1(e, 0x81); b1(e, 0xe0 | (reg & 7)); b4(e, (uint32_t)m); }
    else { mov_ri(e, RCX, m); op_rr(e, 1, 0x21, reg, RCX); }
}

/* One-instruction shapes of the commonest forms, computed in place. */
static int inline_alu_direct(struct emit *e, struct regcache *rc, const struct dinsn *d, int form)
{
    if (rc->cmov_dl || !d->t) return 0;
    if (form == IF_LDO && d->r2 && d->imm == (int32_t)d->imm) {
        unsigned h = rc_use(e, rc, d->r2);
        lea_rd(e, rc_def(e, rc, d->t), h, (int32_t)d->imm);
        return 1;
    }
    if (form == IF_LDIL || (form == IF_LDO && !d->r2)) { mov_ri(e, rc_def(e, rc, d->t), (uint64_t)d->imm); return 1; }
    if (form == IF_ADDIL && d->r2 && d->imm == (int32_t)d->imm) {   /* t is r1 */
        unsigned h = rc_use(e, rc, d->r2);
        lea_rd(e, rc_def(e, rc, 1), h, (int32_t)d->imm);
        return 1;
    }
    if ((form == IF_OR || form == IF_XOR || form == IF_AND) && d->r1 && d->r2) {
        unsigned h1 = rc_use(e, rc, d->r1), h2 = rc_use(e, rc, d->r2), ht = rc_def(e, rc, d->t);
        unsigned op = form == IF_OR ? 0x09 : form == IF_XOR ? 0x31 : 0x21;
        if (ht == h2) op_rr(e, 1, op, ht, h1);      /* commutative */
        else { mov_rr(e, ht, h1); op_rr(e, 1, op, ht, h2); }
        return 1;
    }
    if (form == IF_OR && (d->r1 || d->r2)) {         /* copy */
        unsigned h = rc_use(e, rc, d->r1 ? d->r1 : d->r2);
        mov_rr(e, rc_def(e, rc, d->t), h);
        return 1;
    }
    if (form == IF_ADDL && d->r1 && d->r2 && d->a <= 3) {   /* lea t, [r2 + r1 << a] */
        unsigned h1 = rc_use(e, rc, d->r1), h2 = rc_use(e, rc, d->r2), ht = rc_def(e, rc, d->t);
        lea_sib(e, ht, h2, h1, d->a, 0);
        return 1;
    }
    if ((form == IF_EXTRU || form == IF_EXTRS) && d->a == 32 && d->b == 32 && d->r2) {
        unsigned h = rc_use(e, rc, d->r2), ht = rc_def(e, rc, d->t);
        if (form == IF_EXTRU) { rex(e, 0, h, ht); b1(e, 0x89); b1(e, 0xc0 | (h & 7) << 3 | (ht & 7)); }
        else { rex(e, 1, ht, h); b1(e, 0x63); b1(e, 0xc0 | (ht & 7) << 3 | (h & 7)); }   /* movsxd */
        return 1;
    }
    if ((form == IF_EXTRU || form == IF_EXTRS) && d->a == d->b && (d->a == 48 || d->a == 56) && d->r2) {
        unsigned h = rc_use(e, rc, d->r2), ht = rc_def(e, rc, d->t);   /* the low byte or half: movzx/movsx */
        int w = form == IF_EXTRS;
        unsigned v = 0x40u | (w ? 8u : 0u) | ((ht >> 3) & 1u) << 2 | ((h >> 3) & 1u);
        if (v != 0x40 || (d->a == 56 && h >= RSP)) b1(e, v);   /* REX: spl..dil, not ah..bh */
        b1(e, 0x0f); b1(e, (w ? 0xbe : 0xb6) | (d->a == 48));
        b1(e, 0xc0 | (ht & 7) << 3 | (h & 7));
        return 1;
    }
    if ((form == IF_EXTRU || form == IF_EXTRS) && d->r2) {         /* two shifts in place */
        unsigned h = rc_use(e, rc, d->r2), ht = rc_def(e, rc, d->t);
        mov_rr(e, ht, h);
        shift_ri(e, 4, ht, d->a);
        shift_ri(e, form == IF_EXTRU ? 5 : 7, ht, d->b);
        return 1;
    }
    return 0;
}

/* rdx = the carry of the carry operands in memory, 0 or 1 (rcx clobbered): into bit 32
   (bit 32 of x ^ y ^ r), or out of bit 63 ((x & y | (x | y) & ~r) >> 63). */
static void carry_to_rdx(struct emit *e, int dword)
{
    if (dword) {
        ld_cpu(e, RCX, OFF(cb_x)); op_r_cpu(e, 0x0b, RCX, OFF(cb_y));
        ld_cpu(e, RDX, OFF(cb_r)); b1(e, 0x48); b1(e, 0xf7); b1(e, 0xd2);   /* not rdx */
        op_rr(e, 1, 0x21, RCX, RDX);
        ld_cpu(e, RDX, OFF(cb_x)); op_r_cpu(e, 0x23, RDX, OFF(cb_y));
        op_rr(e, 1, 0x09, RDX, RCX);
        shift_ri(e, 5, RDX, 63);
    } else {
        ld_cpu(e, RDX, OFF(cb_x)); op_r_cpu(e, 0x33, RDX, OFF(cb_y)); op_r_cpu(e, 0x33, RDX, OFF(cb_r));
        shift_ri(e, 5, RDX, 32);
        b1(e, 0x83); b1(e, 0xe2); b1(e, 1);         /* and edx, 1 */
    }
}

/* ecx = SAR, or ~SAR (inv): a shift by cl of a word or doubleword takes its count mod 32
   or 64, so ~SAR is width - 1 - SAR there. */
static void sar_count(struct emit *e, int inv)
{
    ld32_cpu(e, RCX, OFF(sar));
    if (inv) { b1(e, 0xf7); b1(e, 0xd1); }          /* not ecx */
}
/* rax = guest g, or its low word zero-extended (!dw): a shift's operand */
static void get_width(struct emit *e, struct regcache *rc, int dw, unsigned g)
{
    if (dw) rc_get(e, rc, RAX, g);
    else if (!g) zero_r(e, RAX);
    else mov32_rr(e, RAX, rc_use(e, rc, g));
}
/* shl (4) / shr (5) / sar (7) eax or rax, cl: the word form leaves the upper half clear */
static void shift_cl(struct emit *e, int dw, unsigned ext)
{
    if (dw) b1(e, 0x48);
    b1(e, 0xd3); b1(e, 0xc0 | ext << 3);
}

/* Inline forms (exec.h enum inline_form): the executor's computation on the cached
   guest registers. The carry operands go to memory as the executors leave them. */
static void inline_alu(struct emit *e, struct regcache *rc, const struct dinsn *d, int form)
{
    if (inline_alu_direct(e, rc, d, form)) return;
    switch (form) {
    case IF_LDO:
        if (!d->r2) mov_ri(e, RAX, (uint64_t)d->imm);
        else { rc_get(e, rc, RAX, d->r2); add_ri(e, RAX, d->imm); }
        break;
    case IF_OR: case IF_XOR: case IF_AND:
        rc_get(e, rc, RAX, d->r1);
        if (d->r2) op_rr(e, 1, form == IF_OR ? 0x09 : form == IF_XOR ? 0x31 : 0x21, RAX, rc_use(e, rc, d->r2));
        else if (form == IF_AND) zero_r(e, RAX);
        break;
    case IF_ANDCM:
        rc_get(e, rc, RAX, d->r1); rc_get(e, rc, RCX, d->r2);
        b1(e, 0x48); b1(e, 0xf7); b1(e, 0xd1);                      /* not rcx */
        op_rr(e, 1, 0x21, RAX, RCX);
        break;
    case IF_LDIL: mov_ri(e, RAX, (uint64_t)d->imm); break;
    case IF_ADDIL: rc_get(e, rc, RAX, d->r2); add_ri(e, RAX, d->imm); rc_commit(e, rc, 1); return;
    case IF_ADDL: case IF_ADD:
        if (form == IF_ADD && !d->a && d->r1 && d->r2 && !rc->cmov_dl) {   /* from the cached registers */
            unsigned h1 = rc_use(e, rc, d->r1), h2 = rc_use(e, rc, d->r2);
            st_cpu(e, OFF(cb_x), h1); st_cpu(e, OFF(cb_y), h2);
            unsigned ht = d->t ? rc_def(e, rc, d->t) : RAX;
            lea_sib(e, ht, h1, h2, 0, 0);
            st_cpu(e, OFF(cb_r), ht);
            return;
        }
        rc_get(e, rc, RAX, d->r1); shift_ri(e, 4, RAX, d->a); rc_get(e, rc, RCX, d->r2);
        if (form == IF_ADD) { st_cpu(e, OFF(cb_x), RAX); st_cpu(e, OFF(cb_y), RCX); }
        op_rr(e, 1, 0x01, RAX, RCX);
        if (form == IF_ADD) st_cpu(e, OFF(cb_r), RAX);
        break;
    case IF_SUB: case IF_SUBI:                      /* x + ~y + 1, x = r1 or imm */
        if (!rc->carry_in_rdx && !rc->cmov_dl && (form == IF_SUBI ? d->imm >= INT32_MIN && d->imm < INT32_MAX
                                                                  : d->r1 != 0)) {
            unsigned h1 = form == IF_SUB ? rc_use(e, rc, d->r1) : RAX;   /* x straight from its home */
            rc_get(e, rc, RCX, d->r2);
            b1(e, 0x48); b1(e, 0xf7); b1(e, 0xd1);                  /* not rcx */
            if (form == IF_SUB) st_cpu(e, OFF(cb_x), h1);
            else st_cpu_imm(e, OFF(cb_x), (int32_t)d->imm);
            st_cpu(e, OFF(cb_y), RCX);
            unsigned ht = d->t ? rc_def(e, rc, d->t) : RAX;
            if (form == IF_SUB) lea_sib(e, ht, h1, RCX, 0, 1);
            else lea_rd(e, ht, RCX, (int32_t)d->imm + 1);
            st_cpu(e, OFF(cb_r), ht);
            return;
        }
        if (form == IF_SUBI) mov_ri(e, RAX, (uint64_t)d->imm); else rc_get(e, rc, RAX, d->r1);
        rc_get(e, rc, RCX, d->r2);
        if (form == IF_SUB && rc->carry_in_rdx) { /* the borrow for sub,b: x >= y */
            op_rr(e, rc->carry_in_rdx - 1, 0x39, RAX, RCX);
            b1(e, 0x0f); b1(e, 0x93); b1(e, 0xc2);   /* setae dl */
            b1(e, 0x0f); b1(e, 0xb6); b1(e, 0xd2);   /* movzx edx, dl */
            if (!d->t) break;                       /* sub x,y,r0: the borrow is all it gives */
        }
        b1(e, 0x48); b1(e, 0xf7); b1(e, 0xd1);                      /* not rcx */
        /* before sub,b the carry operands are its own right after: not stored */
        if (!(form == IF_SUB && rc->carry_in_rdx)) { st_cpu(e, OFF(cb_x), RAX); st_cpu(e, OFF(cb_y), RCX); }
        b1(e, 0x48); b1(e, 0x8d); b1(e, 0x44); b1(e, 0x08); b1(e, 1);   /* lea rax, [rax+rcx+1] */
        if (!(form == IF_SUB && rc->carry_in_rdx)) st_cpu(e, OFF(cb_r), RAX);
        break;
    case IF_SUBB:                                   /* the carry in, from the carry operands */
        if (!rc->carry_in_rdx) carry_to_rdx(e, (d->cond >> 4) & 1);   /* else the sub before left it */
        rc_get(e, rc, RAX, d->r1); rc_get(e, rc, RCX, d->r2);
        b1(e, 0x48); b1(e, 0xf7); b1(e, 0xd1);      /* not rcx */
        st_cpu(e, OFF(cb_x), RAX); st_cpu(e, OFF(cb_y), RCX);
        op_rr(e, 1, 0x01, RAX, RCX); op_rr(e, 1, 0x01, RAX, RDX);
        st_cpu(e, OFF(cb_r), RAX);
        break;
    case IF_SHRP: {
        int dw = d->b & 1, sar = (d->b & 2) != 0;
        if (sar && !d->r1) {                        /* shrpw/shrpd r0,r,sar: a right shift */
            sar_count(e, 0);
            get_width(e, rc, dw, d->r2);
            shift_cl(e, dw, 5);
            break;
        }
        if (sar) { ld_cpu(e, RCX, OFF(sar)); b1(e, 0x83); b1(e, 0xe1); b1(e, dw ? 63 : 31); }   /* and ecx, 63/31 */
        rc_get(e, rc, RDX, d->r1);                  /* hi */
        if (dw) {
            rc_get(e, rc, RAX, d->r2);              /* lo */
            if (sar) { b1(e, 0x48); b1(e, 0x0f); b1(e, 0xad); b1(e, 0xd0); }          /* shrd rax, rdx, cl */
            else if (d->a & 63) { b1(e, 0x48); b1(e, 0x0f); b1(e, 0xac); b1(e, 0xd0); b1(e, d->a & 63); }
        } else {
            if (!d->r2) zero_r(e, RAX);
            else { unsigned h = rc_use(e, rc, d->r2); rex(e, 0, h, RAX); b1(e, 0x89); b1(e, 0xc0 | (h & 7) << 3); }  /* mov eax, lo32 */
            shift_ri(e, 4, RDX, 32);
            op_rr(e, 1, 0x09, RAX, RDX);
            if (sar) { b1(e, 0x48); b1(e, 0xd3); b1(e, 0xe8); }                       /* shr rax, cl */
            else shift_ri(e, 5, RAX, d->a);
            b1(e, 0x89); b1(e, 0xc0);                                                  /* mov eax, eax */
        }
        break;
    }
    case IF_EXTRSAR: {
        /* s = SAR mod width: the field is bits [sh, sh + len) with sh = width - 1 - s and
           len = min(imm, s + 1), taken by two shifts: left 64 - sh - len, right 64 - len */
        int dw = d->b & 1;
        unsigned m = dw ? 63 : 31;
        if (d->imm == m + 1) {                      /* the whole width: a right shift by m - s */
            sar_count(e, 1);
            get_width(e, rc, dw, d->r2);
            shift_cl(e, dw, (d->b & 4) ? 7 : 5);
            if (!dw && (d->b & 4)) { b1(e, 0x48); b1(e, 0x63); b1(e, 0xc0); }   /* movsxd rax, eax */
            break;
        }
        ld_cpu(e, RCX, OFF(sar)); b1(e, 0x83); b1(e, 0xe1); b1(e, (uint8_t)m);   /* and ecx, m */
        b1(e, 0xff); b1(e, 0xc1);                                                /* inc ecx: s + 1 */
        b1(e, 0xba); b4(e, (uint32_t)d->imm);                                    /* mov edx, imm */
        b1(e, 0x39); b1(e, 0xd1);                                                /* cmp ecx, edx */
        b1(e, 0x0f); b1(e, 0x42); b1(e, 0xd1);                                   /* cmovb edx, ecx: len */
        rc_get(e, rc, RAX, d->r2);
        b1(e, 0x83); b1(e, 0xc1); b1(e, (uint8_t)(63 - m));                      /* add ecx, 64 - width */
        b1(e, 0x29); b1(e, 0xd1);                                                /* sub ecx, edx */
        b1(e, 0x48); b1(e, 0xd3); b1(e, 0xe0);                                   /* shl rax, cl */
        b1(e, 0xb9); b4(e, 64);                                                  /* mov ecx, 64 */
        b1(e, 0x29); b1(e, 0xd1);                                                /* sub ecx, edx */
        b1(e, 0x48); b1(e, 0xd3); b1(e, (d->b & 4) ? 0xf8 : 0xe8);               /* sar / shr rax, cl */
        break;
    }
    case IF_MTSAR: case IF_MTSARCM:
        rc_get(e, rc, RAX, d->r1);
        if (form == IF_MTSARCM) { b1(e, 0x48); b1(e, 0xf7); b1(e, 0xd0); }      /* not rax */
        b1(e, 0x83); b1(e, 0xe0); b1(e, 63);                                     /* and eax, 63 */
        st_cpu(e, OFF(sar), RAX);
        return;
    case IF_DEPSAR: {
        /* s = SAR mod width: the field goes to pos = width - 1 - s, len = min(imm, s + 1);
           (src << (64 - len)) >> (64 - len - pos) puts its low len bits there */
        int dw = d->b & 1;
        unsigned m = dw ? 63 : 31;
        if (d->imm == m + 1) {                      /* the whole width: a left shift by m - s */
            sar_count(e, 1);
            if (d->b & 8) mov_ri(e, RAX, (uint64_t)(int64_t)(int8_t)d->r1);
            else get_width(e, rc, dw, d->r1);
            shift_cl(e, dw, 4);
            break;
        }
        ld_cpu(e, RCX, OFF(sar)); b1(e, 0x83); b1(e, 0xe1); b1(e, (uint8_t)m);   /* and ecx, m */
        b1(e, 0x8d); b1(e, 0x51); b1(e, 1);                                      /* lea edx, [rcx + 1] */
        b1(e, 0xb8); b4(e, (uint32_t)d->imm);                                    /* mov eax, imm */
        b1(e, 0x39); b1(e, 0xc2);                                                /* cmp edx, eax */
        b1(e, 0x0f); b1(e, 0x42); b1(e, 0xc2);                                   /* cmovb eax, edx: len */
        b1(e, 0x83); b1(e, 0xc1); b1(e, (uint8_t)(64 - m));                      /* add ecx, 64 - m */
        b1(e, 0x29); b1(e, 0xc1);                                                /* sub ecx, eax: right */
        b1(e, 0xba); b4(e, 64);                                                  /* mov edx, 64 */
        b1(e, 0x29); b1(e, 0xc2);                                                /* sub edx, eax: left */
        b1(e, 0x87); b1(e, 0xd1);                                                /* xchg ecx, edx */
        if (d->b & 8) mov_ri(e, RAX, (uint64_t)(int64_t)(int8_t)d->r1);
        else rc_get(e, rc, RAX, d->r1);
        b1(e, 0x48); b1(e, 0xd3); b1(e, 0xe0);                                   /* shl rax, cl */
        b1(e, 0x89); b1(e, 0xd1);                                                /* mov ecx, edx */
        b1(e, 0x48); b1(e, 0xd3); b1(e, 0xe8);                                   /* shr rax, cl */
        if (!dw) { b1(e, 0x89); b1(e, 0xc0); }                                   /* mov eax, eax */
        break;
    }
    case IF_EXTRU: case IF_EXTRS:
        rc_get(e, rc, RAX, d->r2); shift_ri(e, 4, RAX, d->a); shift_ri(e, form == IF_EXTRU ? 5 : 7, RAX, d->b);
        break;
    }
    rc_commit(e, rc, d->t);
}

static void inline_dep(struct emit *e, struct regcache *rc, const struct dinsn *d)
{
    struct dep_form f;
    if (alu_dep_form(d, &f)) return;
    if (f.imm && f.keep && d->t && !rc->cmov_dl) {  /* t = t & ~mask | constant */
        unsigned ht = rc_use(e, rc, d->t);
        uint64_t k = (f.src << f.pos) & f.mask;
        and_ri(e, ht, ~f.mask);
        if (k) { mov_ri(e, RCX, k); op_rr(e, 1, 0x09, ht, RCX); }
        if (f.word) { rex(e, 0, ht, ht); b1(e, 0x89); b1(e, 0xc0 | (ht & 7) << 3 | (ht & 7)); }
        rc->dirty[rc->slot_of[d->t]] = 1;
        return;
    }
    unsigned len = (unsigned)__builtin_popcountll(f.mask);
    if (!f.imm && !f.keep && d->r1 && d->t && !rc->cmov_dl && len && f.pos + len <= 64 &&
        f.mask == (len == 64 ? ~0ull : ((1ull << len) - 1) << f.pos)) {   /* deposit,z: two shifts in place */
        unsigned h = rc_use(e, rc, d->r1), ht = rc_def(e, rc, d->t);
        mov_rr(e, ht, h);
        shift_ri(e, 4, ht, 64 - len);
        shift_ri(e, 5, ht, 64 - len - f.pos);       /* a word's field ends below bit 32 */
        return;
    }
    if (f.imm) mov_ri(e, RAX, (f.src << f.pos) & f.mask);
    else {
        rc_get(e, rc, RAX, d->r1);
        shift_ri(e, 4, RAX, f.pos);
        mov_ri(e, RCX, f.mask);
        op_rr(e, 1, 0x21, RAX, RCX);                                /* and rax, rcx */
    }
    if (f.keep) {
        rc_get(e, rc, RDX, d->t);
        mov_ri(e, RCX, ~f.mask);
        op_rr(e, 1, 0x21, RDX, RCX);                                /* and rdx, rcx */
        op_rr(e, 1, 0x09, RAX, RDX);                                /* or rax, rdx */
    }
    if (f.word) { b1(e, 0x89); b1(e, 0xc0); }                       /* mov eax, eax */
    rc_commit(e, rc, d->t);
}

/* reg = half `right` of the cached 64-bit value in h, zero-extended */
static void half_of(struct emit *e, unsigned reg, unsigned h, int right)
{
    if (right) { rex(e, 0, h, reg); b1(e, 0x89); b1(e, 0xc0 | (h & 7) << 3 | (reg & 7)); }   /* mov reg32, h32 */
    else { mov_rr(e, reg, h); shift_ri(e, 5, reg, 32); }
}

static void inline_xmpyu(struct emit *e, struct regcache *rc, const struct dinsn *d)
{
    if (!rc->cmov_dl) {                             /* into the target's own register */
        unsigned h1 = rc_use(e, rc, FR(d->r1)), h2 = rc_use(e, rc, FR(d->r2));
        half_of(e, RCX, h2, d->b);                  /* first: the target may be r2 */
        unsigned ht = rc_def(e, rc, FR(d->t));
        half_of(e, ht, h1, d->a);
        imul_rr(e, ht, RCX);
        return;
    }
    half_of(e, RAX, rc_use(e, rc, FR(d->r1)), d->a);
    half_of(e, RCX, rc_use(e, rc, FR(d->r2)), d->b);
    imul_rr(e, RAX, RCX);
    rc_commit(e, rc, FR(d->t));
}

/* Where a guest load or store's host access may fault: what the guest state is there
   beyond what memory holds -- the queue, the count not yet stored (r15 + pend), the
   dirty cached registers -- so a host fault recovers it from the signal's registers
   (jit_fault_state) and the fast path stores none of it. In host address order. */
struct jit_site {
    uint32_t at;                 /* the access instruction: offset in the code buffer */
    uint32_t pend;
    uint64_t pc, pc_b;           /* the queue there; pc 0: the queue in memory is right */
    int8_t guest[NPOOL];         /* per pool register: its dirty guest register, or -1 */
};
static struct jit_site *sites;
static size_t nsites, max_sites;

/* Every block in the code buffer, in host address order, for jit_interrupted_block:
   where its body (past the entry test) and its host code end, its guest address and
   length. Written before nrecs grows, so a signal handler reads whole records. */
struct jit_rec { uint32_t body, end, n; uint64_t pc; };
static struct jit_rec *recs;
static volatile size_t nrecs;
static size_t max_recs;

static int site_add(const struct emit *e, const struct regcache *rc, uint64_t pc, uint64_t pc_b, unsigned pend)
{
    if (nsites == max_sites) return -1;
    struct jit_site *t = &sites[nsites++];
    t->at = (uint32_t)(e->p - code);
    t->pend = pend;
    t->pc = pc;
    t->pc_b = pc_b;
    for (unsigned s = 0; s < NPOOL; s++) t->guest[s] = rc->dirty[s] ? rc->guest[s] : -1;
    return 0;
}

/* A load or store's way out when the fast path cannot do it, emitted after the block:
   where it branches from and returns to, and the state it must store and reload. */
struct slow_path {
    uint8_t *from, *back;
    uint64_t pc, pc_b;
    unsigned pend;
    const struct dinsn *d;
    struct regcache before, after;
    const void *fn;              /* instead of d's executor: fn(c, d, len) */
    unsigned len;
};
#define MAX_SLOW 256
static struct slow_path slows[MAX_SLOW];
static unsigned nslow;

/* Stores the dirty cached registers without marking them clean: for a path that
   leaves the cache as it found it (the slow path below). */
static void rc_store_dirty(struct emit *e, const struct regcache *rc)
{
    for (unsigned s = 0; s < NPOOL; s++)
        if (rc->guest[s] >= 0 && rc->dirty[s]) st_cpu(e, gr_off((unsigned)rc->guest[s]), pool_reg[s]);
}

/* Aligned and inside the guest space: the access itself; otherwise the executor, which
   raises the guest fault, after the queue (pc, unless 0), the count (r15 + pend) and the
   dirty registers are stored; its call clobbers registers, so the cached ones are
   reloaded. A host fault on an unmapped page becomes the guest's (mem.c), the state
   recovered through the site. Every cache slot is allocated before the two paths split. */
/* MOVBE [r14 + rax] and a register, to memory or from it: a byte-swapping load or
   store in one instruction, straight between guest memory and the cache (no scratch
   register, no separate BSWAP). Hosts without it (before Haswell) swap apart. */
static int have_movbe;
/* op reg, [r14 + ix + disp] (ix never rsp), its opcode bytes ops[0..nops), w: REX.W;
   the REX prefix is always there (r14), so byte registers are the low bytes of any
   register. */
static void op_r14(struct emit *e, int w, const uint8_t *ops, unsigned nops, unsigned reg, unsigned ix, int32_t disp)
{
    b1(e, (uint8_t)(0x41 | (w ? 8 : 0) | (reg >= 8) << 2 | (ix >= 8) << 1));
    for (unsigned k = 0; k < nops; k++) b1(e, ops[k]);
    b1(e, (uint8_t)((disp ? 0x84 : 0x04) | (reg & 7) << 3)); b1(e, (uint8_t)((ix & 7) << 3 | 6));
    if (disp) b4(e, (uint32_t)disp);
}
/* movbe between reg and [r14 + ix + disp] */
static void movbe_r14(struct emit *e, int to_mem, unsigned lg, unsigned reg, unsigned ix, int32_t disp)
{
    const uint8_t ops[3] = { 0x0f, 0x38, to_mem ? 0xf1 : 0xf0 };
    if (lg == 1) b1(e, 0x66);
    op_r14(e, lg == 3, ops, 3, reg, ix, disp);
}

/* test reg (the address) against the access's mask: bits 32..63 and the alignment. */
static void mem_test(struct emit *e, unsigned n, unsigned reg)
{
    const uint8_t *mask = code + 8 * (unsigned)__builtin_ctz(n);   /* CONSTS */
    rex(e, 1, reg, 0); b1(e, 0x85); b1(e, 0x05 | (reg & 7) << 3);   /* test [rip + disp32], reg */
    b4(e, (uint32_t)(int32_t)(mask - (e->p + 4)));
}


/* How a load or store moves its base: 0 not, MOD_POST 1, MOD_PRE 2. */
static int mem_base_mod(const struct dinsn *d, int form)
{
    if (form == IF_LOADM || form == IF_STOREM) return d->b;
    return form == IF_FLOAD || form == IF_FSTORE ? fpu_modifies_base(d) : 0;
}

/* A load or store of inline_mem's plain form: base + displacement, no index, the base
   not modified. */
static int mem_plain(const struct dinsn *d, int form)
{
    int fp = form == IF_FLOAD || form == IF_FSTORE;
    if (form != IF_LOAD && form != IF_STORE && form != IF_LOADM && form != IF_STOREM && !fp) return 0;
    return !mem_base_mod(d, form) && !(fp && d->r1) && d->r2;
}

/* The forms inline_mem translates: the loads and stores. */
static int mem_form(int form)
{
    return form == IF_LOAD || form == IF_STORE || form == IF_LOADX || form == IF_FLOAD || form == IF_FSTORE ||
           form == IF_LOADM || form == IF_STOREM;
}

static int inline_mem(struct emit *e, struct regcache *rc, const struct dinsn *d, int form, unsigned lg,
                      uint64_t pc, uint64_t pc_b, unsigned pend)
{
    unsigned n = 1u << lg;
    int store = form == IF_STORE || form == IF_FSTORE || form == IF_STOREM;
    int fp = form == IF_FLOAD || form == IF_FSTORE;
    int mb = mem_base_mod(d, form);
    int mod = d->r2 ? mb : 0;                       /* r0 is never written */
    int indexed = form == IF_LOADX || (fp && d->r1);   /* + (index << shift): LOADX's a, FP's b */
    /* Straight from the cache or into it: whole words, doublewords and halfword stores. */
    int be = have_movbe && (store ? lg >= 1 && (!fp || lg == 3) : lg >= 2 && (!fp || lg == 3) && (fp || d->t));
    /* The access is at [r14 + ix + disp]: rax, the address computed below; or the base
       register itself, when the displacement is 0 or, tested already (e->checked:
       mem_plain, no base modification), for MOVBE's forms. */
    unsigned ix = RAX;
    int32_t disp = 0;
    if (e->checked && be && !indexed && !mb && d->r2 && d->imm == (int32_t)d->imm) {
        ix = rc_use(e, rc, d->r2);
        disp = (int32_t)d->imm;
    } else if (!indexed && !mb && d->r2 && !d->imm) {
        ix = rc_use(e, rc, d->r2);
    } else if (mb != 1 && !indexed && d->r2) {
        lea_rd(e, RAX, rc_use(e, rc, d->r2), (int32_t)d->imm);
    } else if (mb != 1 && indexed && d->r2 && d->r1 && (fp ? d->b : d->a) <= 3) {
        unsigned hb = rc_use(e, rc, d->r2);         /* base + (index << shift) in one LEA */
        lea_sib(e, RAX, hb, rc_use(e, rc, d->r1), fp ? d->b : d->a, 0);
    } else {
        rc_get(e, rc, RAX, d->r2);
        if (mb == 1) {
            /* the address is the base; the base moves on after the test */
        } else if (indexed) {
            rc_get(e, rc, RCX, d->r1);
            shift_ri(e, 4, RCX, fp ? d->b : d->a);
            op_rr(e, 1, 0x01, RAX, RCX);            /* add rax, rcx */
        } else {
            add_ri(e, RAX, d->imm);
        }
    }
    unsigned v = RDX, ht = RAX;                     /* a stored value; a loaded one's home */
    if (store && !fp) {
        if ((be || !lg) && d->t) v = rc_use(e, rc, d->t);
        else rc_get(e, rc, v, d->t);
    }
    if (!store && !fp && d->t) ht = pool_reg[rc_slot(e, rc, d->t)];
    if (fp && store) {                              /* the whole register or one half */
        unsigned h = rc_use(e, rc, FR(d->t));
        if (be) v = h;
        else if (lg == 3) mov_rr(e, v, h);
        else half_of(e, v, h, d->a);
    }
    if (fp && !store) ht = lg == 3 ? pool_reg[rc_slot(e, rc, FR(d->t))] : rc_use(e, rc, FR(d->t));
    struct regcache before = *rc;
    /* One test: bits 32..63 clear (inside the 4 GiB guest space) and aligned; an
       aligned access below 2^32 ends below it. None in a run tested at its first. */
    uint8_t *slow = NULL;
    if (!e->checked) {
        mem_test(e, n, ix);
        slow = jump_fwd(e, 0x85);                   /* jne slow */
    }
    if (mod && !fp) {                               /* the base, modified before the access */
        unsigned hb = pool_reg[rc->slot_of[d->r2]];
        if (mod == 1) add_ri(e, hb, d->imm); else mov_rr(e, hb, RAX);
        rc->dirty[rc->slot_of[d->r2]] = 1;
    }
    if (store && !be) {                             /* to big-endian first */
        if (lg == 3) { b1(e, 0x48); b1(e, 0x0f); b1(e, 0xca); }
        if (lg == 2) { b1(e, 0x0f); b1(e, 0xca); }
        if (lg == 1) { b1(e, 0x66); b1(e, 0xc1); b1(e, 0xc2); b1(e, 8); }
    }
    if (site_add(e, rc, pc, pc_b, pend)) return -1;
    if (be) {
        movbe_r14(e, store, lg, store ? v : ht, ix, disp);
        if (!store) rc->dirty[rc->slot_of[fp ? FR(d->t) : d->t]] = 1;
    } else if (!store) {
        static const uint8_t mov[] = { 0x8b }, movzw[] = { 0x0f, 0xb7 }, movzb[] = { 0x0f, 0xb6 };
        unsigned r = !fp && d->t && lg <= 1 ? ht : RAX;   /* bytes and halfwords straight home */
        switch (lg) {                               /* from [r14 + ix], to big-endian */
        case 3: op_r14(e, 1, mov, 1, RAX, ix, 0); b1(e, 0x48); b1(e, 0x0f); b1(e, 0xc8); break;
        case 2: op_r14(e, 0, mov, 1, RAX, ix, 0); b1(e, 0x0f); b1(e, 0xc8); break;
        case 1: op_r14(e, 0, movzw, 2, r, ix, 0);
                b1(e, 0x66); rex(e, 0, 0, r); b1(e, 0xc1); b1(e, 0xc0 | (r & 7)); b1(e, 8); break;   /* rol r16, 8 */
        default: op_r14(e, 0, movzb, 2, r, ix, 0); break;
        }
        if (fp && lg == 2) {                        /* into one half of the register */
            if (d->a) { mov_rr(e, RCX, ht); shift_ri(e, 5, RCX, 32); shift_ri(e, 4, RCX, 32); }
            else { half_of(e, RCX, ht, 1); shift_ri(e, 4, RAX, 32); }
            op_rr(e, 1, 0x09, RAX, RCX);            /* or rax, rcx */
        }
        if (fp) { mov_rr(e, ht, RAX); rc->dirty[rc->slot_of[FR(d->t)]] = 1; }
        else if (d->t) { mov_rr(e, ht, r); rc->dirty[rc->slot_of[d->t]] = 1; }
    } else {
        static const uint8_t mov[] = { 0x89 }, movb[] = { 0x88 };
        if (lg == 1) b1(e, 0x66);                   /* mov [r14 + ix], rdx / edx / dx / v's low byte */
        op_r14(e, lg == 3, lg ? mov : movb, 1, v, ix, 0);
    }
    if (mod && fp) {                                /* FP forms modify it after the access */
        add_ri(e, pool_reg[rc->slot_of[d->r2]], d->imm);
        rc->dirty[rc->slot_of[d->r2]] = 1;
    }
    if (!slow) return 0;
    if (nslow == MAX_SLOW) return -1;
    slows[nslow++] = (struct slow_path){ slow, e->p, pc, pc_b, pend, d, before, *rc, NULL, 0 };
    return 0;
}

/* The slow paths, out of line after the block: the fast paths fall through. One without
   an instruction (mem_group's) leaves for the loop at out, to run the one at pc alone. */
static void emit_slow_paths(struct emit *e, const uint8_t *out)
{
    for (unsigned k = 0; k < nslow; k++) {
        const struct slow_path *sp = &slows[k];
        land(e, sp->from);
        if (sp->pc) set_queue2(e, sp->pc, sp->pc_b);
        b1(e, 0x49); b1(e, 0x8d); b1(e, 0x87); b4(e, sp->pend);    /* lea rax, [r15 + pend] */
        st_cpu(e, OFF(icount), RAX);
        rc_store_dirty(e, &sp->before);
        if (!sp->d) {
            b1(e, 0xc7); b1(e, 0x83); b4(e, OFF(step_once)); b4(e, 1);    /* mov dword [step_once], 1 */
            int64_t rel = out - (e->p + 5);
            b1(e, 0xe9); b4(e, (uint32_t)(int32_t)rel);             /* jmp out */
            continue;
        }
        if (sp->fn) {
            b1(e, 0x48); b1(e, 0x89); b1(e, 0xdf);  /* mov rdi, rbx */
            mov_rsi_imm(e, (uint64_t)(uintptr_t)sp->d);
            b1(e, 0xba); b4(e, sp->len);            /* mov edx, len */
            call(e, sp->fn);
        } else {
            call_exec(e, sp->d);
        }
        rc_reload(e, &sp->after);
        int64_t rel = sp->back - (e->p + 5);
        b1(e, 0xe9); b4(e, (uint32_t)(int32_t)rel);                 /* jmp back */
    }
    nslow = 0;
}

/* A trap when x86 condition cc holds: the executor, out of line, raises it with the
   state stored as for a fault (it does not return). */
static int trap_if(struct emit *e, const struct regcache *rc, const struct dinsn *d, unsigned cc,
                   uint64_t pc, uint64_t pc_b, unsigned pend)
{
    uint8_t *to = jump_fwd(e, cc);
    if (nslow == MAX_SLOW) return -1;
    slows[nslow++] = (struct slow_path){ to, e->p, pc, pc_b, pend, d, *rc, *rc, NULL, 0 };
    return 0;
}

/* SSE forms: movq xmm, r64 / movq r64, xmm; pfx 0f op xmm, xmm (F2 58 addsd, F2 59 mulsd,
   F2 5C subsd, F2 5E divsd, 66 28 movapd) */
static void movq_xr(struct emit *e, unsigned x, unsigned r)
{ b1(e, 0x66); b1(e, 0x48 | ((r >> 3) & 1)); b1(e, 0x0f); b1(e, 0x6e); b1(e, 0xc0 | (x & 7) << 3 | (r & 7)); }
static void movq_rx(struct emit *e, unsigned r, unsigned x)
{ b1(e, 0x66); b1(e, 0x48 | ((r >> 3) & 1)); b1(e, 0x0f); b1(e, 0x7e); b1(e, 0xc0 | (x & 7) << 3 | (r & 7)); }
static void sse_rr(struct emit *e, unsigned pfx, unsigned op, unsigned dst, unsigned src)
{ b1(e, pfx); b1(e, 0x0f); b1(e, op); b1(e, 0xc0 | (dst & 7) << 3 | (src & 7)); }

/* ecx = the exponent field of the double in h */
static void exponent_to_ecx(struct emit *e, unsigned h)
{
    mov_rr(e, RCX, h);
    shift_ri(e, 5, RCX, 52);
    b1(e, 0x81); b1(e, 0xe1); b4(e, 0x7ff);                         /* and ecx, 0x7ff */
}

/* ecx = the trailing zeros of the significand of the double in h (at most 52) */
static void sig_ctz_to_ecx(struct emit *e, unsigned h)
{
    mov_rr(e, RCX, h);
    b1(e, 0x48); b1(e, 0x0f); b1(e, 0xba); b1(e, 0xe9); b1(e, 52);  /* bts rcx, 52 */
    b1(e, 0x48); b1(e, 0x0f); b1(e, 0xbc); b1(e, 0xc9);             /* bsf rcx, rcx */
}

/* dst = the significand of the double in src, the hidden bit set */
static void sig_to(struct emit *e, unsigned dst, unsigned src)
{
    mov_rr(e, dst, src);
    shift_ri(e, 4, dst, 12);
    shift_ri(e, 5, dst, 12);
    rex(e, 1, 0, dst); b1(e, 0x0f); b1(e, 0xba); b1(e, 0xe8 | (dst & 7)); b1(e, 52);   /* bts dst, 52 */
}

/* xmm[x] = guest FP register r's bits (fr0 reads 0 here) */
static void fr_to_xmm(struct emit *e, struct regcache *rc, unsigned x, unsigned r)
{
    if (r) movq_xr(e, x, rc_use(e, rc, FR(r)));
    else { b1(e, 0x66); b1(e, 0x0f); b1(e, 0x57); b1(e, 0xc0 | x << 3 | x); }   /* xorpd xmm, xmm */
}

/* FCMP,DBL queued: ucomisd orders the operands as fcmp_d does unless one is a NaN (its
   flags and trap) or denormals are taken as zero (FPSR_D): those go to the executor on a
   slow path. C takes the condition's bit for the relation, the queue shifts. */
static int inline_fcmp(struct emit *e, struct regcache *rc, const struct dinsn *d,
                       uint64_t pc, uint64_t pc_b, unsigned pend)
{
    /* C = 1 for these relations: G (cond bit 4), L (bit 3), E (bit 2); setcc of each set */
    static const uint8_t setcc[8] = { 0, 0x94, 0x92, 0x96, 0x97, 0x93, 0x95, 0 };
    unsigned rel = (d->cond >> 2) & 7, sr_off = OFF(fr) + 4;
    if (d->r1) rc_use(e, rc, FR(d->r1));
    if (d->r2) rc_use(e, rc, FR(d->r2));
    struct regcache before = *rc;
    b1(e, 0xf7); b1(e, 0x83); b4(e, sr_off); b4(e, FPSR_D);        /* test [sr], D */
    uint8_t *fail[2];
    fail[0] = jump_fwd(e, 0x85);
    fr_to_xmm(e, rc, 0, d->r1);
    fr_to_xmm(e, rc, 1, d->r2);
    b1(e, 0x66); b1(e, 0x0f); b1(e, 0x2e); b1(e, 0xc1);            /* ucomisd xmm0, xmm1 */
    fail[1] = jump_fwd(e, 0x8a);                                    /* jp: unordered */
    if (rel == 0 || rel == 7) mov_ri(e, RCX, rel ? FPSR_C : 0);
    else {
        b1(e, 0x0f); b1(e, setcc[rel]); b1(e, 0xc1);                /* setcc cl */
        b1(e, 0x0f); b1(e, 0xb6); b1(e, 0xc9);                      /* movzx ecx, cl */
        b1(e, 0xc1); b1(e, 0xe1); b1(e, 26);                        /* shl ecx, 26: C */
    }
    ld32_cpu(e, RAX, sr_off);
    mov32_rr(e, RDX, RAX);
    b1(e, 0x81); b1(e, 0xe2); b4(e, FPSR_C);                        /* and edx, C */
    b1(e, 0xc1); b1(e, 0xea); b1(e, 26 - 21);                       /* shr edx, 5: the old C to CA0 */
    op_rr(e, 0, 0x09, RCX, RDX);
    mov32_rr(e, RDX, RAX);
    b1(e, 0xd1); b1(e, 0xea);                                       /* shr edx, 1: the queue moves */
    b1(e, 0x81); b1(e, 0xe2); b4(e, FPSR_CQ_MASK & ~FPSR_CA0);
    op_rr(e, 0, 0x09, RCX, RDX);
    b1(e, 0x25); b4(e, ~(FPSR_CQ_MASK | FPSR_C));                   /* and eax, ~(CQ | C) */
    op_rr(e, 0, 0x09, RAX, RCX);
    st32_cpu(e, sr_off, RAX);
    for (int k = 0; k < 2; k++) {
        if (nslow == MAX_SLOW) return -1;
        slows[nslow++] = (struct slow_path){ fail[k], e->p, pc, pc_b, pend, d, before, *rc, NULL, 0 };
    }
    return 0;
}

/* fadd/fsub/fmpy/fdiv,dbl as fpu.c's d_fast computes them, on the host's SSE unit (its
   MXCSR is the default, round to nearest: hfp_leave restores it; the sticky flags it may
   set there are never read): with the guest rounding to nearest, no denormal flushing
   and no inexact trap, operands that are normal and not extreme (2^-969 <= |x| < 2^1023)
   and a result strictly between the smallest normal and the largest finite value,
   inexact is the only exception possible, and it is decided exactly -- TwoSum for add
   and sub, the product's trailing zeros against its width for mpy, r * b == a in
   integers for div. Anything else (zeros too) runs the executor out of line, from the
   same state. */
static int inline_farith(struct emit *e, struct regcache *rc, const struct dinsn *d,
                         uint64_t pc, uint64_t pc_b, unsigned pend)
{
    enum { F_ADD, F_SUB, F_MPY, F_DIV };
    unsigned ha = rc_use(e, rc, FR(d->r1)), hb = rc_use(e, rc, FR(d->r2));
    rc_slot(e, rc, FR(d->t));                       /* both paths end with it cached */
    struct regcache before = *rc;
    uint8_t *fail[6];
    unsigned nfail = 0;
    uint32_t sr_off = OFF(fr) + 4;                  /* the status register: fr0's left half */
    b1(e, 0xf7); b1(e, 0x83); b4(e, sr_off); b4(e, FPSR_RM_MASK | FPSR_D | FPSR_ENA_I);   /* test */
    fail[nfail++] = jump_fwd(e, 0x85);
    const unsigned h[2] = { ha, hb };
    for (int k = 0; k < 2; k++) {                   /* 54 <= exponent <= 2045 */
        exponent_to_ecx(e, h[k]);
        b1(e, 0x83); b1(e, 0xe9); b1(e, 54);                        /* sub ecx, 54 */
        b1(e, 0x81); b1(e, 0xf9); b4(e, 2045 - 54);                 /* cmp ecx, 1991 */
        fail[nfail++] = jump_fwd(e, 0x87);                          /* ja */
    }
    movq_xr(e, 0, ha);
    if (d->cond == F_SUB) {                         /* x + -y: TwoSum's operands */
        mov_rr(e, RCX, hb);
        b1(e, 0x48); b1(e, 0x0f); b1(e, 0xba); b1(e, 0xf9); b1(e, 63);   /* btc rcx, 63 */
        movq_xr(e, 1, RCX);
    } else {
        movq_xr(e, 1, hb);
    }
    sse_rr(e, 0x66, 0x28, 2, 0);                                    /* movapd xmm2, xmm0 */
    sse_rr(e, 0xf2, d->cond == F_MPY ? 0x59 : d->cond == F_DIV ? 0x5e : 0x58, 2, 1);   /* mulsd / divsd / addsd */
    movq_rx(e, RAX, 2);
    /* 2^52 < |r| < 2^1024 - 2^971 (as magnitudes of the bits): twice the bits, less the
       low bound, below the span */
    b1(e, 0x48); b1(e, 0x8d); b1(e, 0x0c); b1(e, 0x00);            /* lea rcx, [rax + rax] */
    mov_ri(e, RDX, (1ull << 53) + 2);
    op_rr(e, 1, 0x29, RCX, RDX);                                    /* sub rcx, rdx */
    mov_ri(e, RDX, (0x7feffffffffffffeull << 1) - ((1ull << 53) + 2));
    op_rr(e, 1, 0x39, RCX, RDX);                                    /* cmp rcx, rdx */
    fail[nfail++] = jump_fwd(e, 0x87);                              /* ja */
    uint8_t *exact, *inexact2 = NULL;
    if (d->cond == F_DIV) {
        /* exact when r * b == a: the product of the significands is a's shifted left by
           52 or 53 (its top bit says which), so its low 52 bits are zero and the rest is
           a's significand, or twice it */
        sig_to(e, RCX, RAX);
        sig_to(e, RAX, hb);
        b1(e, 0x48); b1(e, 0xf7); b1(e, 0xe1);                     /* mul rcx: rdx:rax */
        mov_rr(e, RCX, RAX);
        shift_ri(e, 4, RCX, 12);
        inexact2 = jump_fwd(e, 0x85);                               /* jnz: low bits */
        b1(e, 0x48); b1(e, 0x0f); b1(e, 0xac); b1(e, 0xd0); b1(e, 52);   /* shrd rax, rdx, 52 */
        sig_to(e, RCX, ha);
        b1(e, 0x48); b1(e, 0x0f); b1(e, 0xba); b1(e, 0xe0); b1(e, 53);   /* bt rax, 53 */
        b1(e, 0x73); b1(e, 3);                                      /* jnc: a's as it is */
        op_rr(e, 1, 0x01, RCX, RCX);                                /* add rcx, rcx */
        op_rr(e, 1, 0x39, RAX, RCX);                                /* cmp rax, rcx */
        exact = jump_fwd(e, 0x84);                                  /* je */
    } else if (d->cond == F_MPY) {
        /* inexact when the product of the significands has more than 53 significant bits:
           its trailing zeros (the operands' summed) below 52 + c, c = 1 when the product
           reached 2^105, seen from the result's exponent (if rounding carried it there,
           the product was inexact anyway) */
        b1(e, 0x48); b1(e, 0x89); b1(e, 0xc2);                     /* mov rdx, rax */
        shift_ri(e, 5, RDX, 52);
        b1(e, 0x81); b1(e, 0xe2); b4(e, 0x7ff);                    /* and edx, 0x7ff */
        exponent_to_ecx(e, ha);
        op_rr(e, 0, 0x29, RDX, RCX);                                /* sub edx, ecx */
        exponent_to_ecx(e, hb);
        op_rr(e, 0, 0x29, RDX, RCX);
        b1(e, 0x81); b1(e, 0xc2); b4(e, 1023 + 52);                /* add edx, 1075 */
        sig_ctz_to_ecx(e, ha);
        op_rr(e, 0, 0x29, RDX, RCX);
        sig_ctz_to_ecx(e, hb);
        op_rr(e, 0, 0x29, RDX, RCX);
        b1(e, 0x85); b1(e, 0xd2);                                   /* test edx, edx */
        exact = jump_fwd(e, 0x8e);                                  /* jle */
    } else {
        sse_rr(e, 0x66, 0x28, 3, 2);                                /* bb = z - x */
        sse_rr(e, 0xf2, 0x5c, 3, 0);
        sse_rr(e, 0x66, 0x28, 4, 2);                                /* z - bb */
        sse_rr(e, 0xf2, 0x5c, 4, 3);
        sse_rr(e, 0xf2, 0x5c, 0, 4);                                /* x - (z - bb) */
        sse_rr(e, 0xf2, 0x5c, 1, 3);                                /* y - bb */
        sse_rr(e, 0xf2, 0x58, 0, 1);                                /* the error */
        movq_rx(e, RCX, 0);
        op_rr(e, 1, 0x01, RCX, RCX);                                /* add rcx, rcx: ZF if +-0 */
        exact = jump_fwd(e, 0x84);                                  /* jz */
    }
    land(e, inexact2);
    b1(e, 0x81); b1(e, 0x8b); b4(e, sr_off); b4(e, FPSR_FLG_I);    /* or: the inexact flag */
    land(e, exact);
    if (d->cond == F_DIV) movq_rx(e, RAX, 2);                       /* the check used rax */
    rc_commit(e, rc, FR(d->t));
    uint8_t *done = jump_fwd(e, 0xe9);
    for (unsigned k = 0; k < nfail; k++) land(e, fail[k]);
    uint8_t *slow = jump_fwd(e, 0xe9);
    land(e, done);
    if (nslow == MAX_SLOW) return -1;
    slows[nslow++] = (struct slow_path){ slow, e->p, pc, pc_b, pend, d, before, *rc, NULL, 0 };
    return 0;
}

/* rdx = the odd part of the significand of the double in src (its trailing zeros
   shifted out); rcx is clobbered */
static void odd_sig_to_rdx(struct emit *e, unsigned src)
{
    sig_to(e, RDX, src);
    mov_rr(e, RCX, RDX);
    b1(e, 0x48); b1(e, 0x0f); b1(e, 0xbc); b1(e, 0xc9);            /* bsf rcx, rcx */
    b1(e, 0x48); b1(e, 0xd3); b1(e, 0xea);                         /* shr rdx, cl */
}

/* fsqrt,dbl as fpu.c's d_sqrt_fast computes it, on the host's SSE unit: with the guest
   rounding to nearest, no denormal flushing and no inexact trap, and a positive normal
   operand, the root is normal and inexact the only exception; it is exact when the odd
   part of r's significand squared is the odd part of a's. Anything else runs the
   executor out of line, from the same state. (nbody: one a step, each an executor call
   that stored and reloaded the register cache.) */
static int inline_fsqrt(struct emit *e, struct regcache *rc, const struct dinsn *d,
                        uint64_t pc, uint64_t pc_b, unsigned pend)
{
    unsigned ha = rc_use(e, rc, FR(d->r1));
    rc_slot(e, rc, FR(d->t));                       /* both paths end with it cached */
    struct regcache before = *rc;
    uint8_t *fail[2];
    uint32_t sr_off = OFF(fr) + 4;
    b1(e, 0xf7); b1(e, 0x83); b4(e, sr_off); b4(e, FPSR_RM_MASK | FPSR_D | FPSR_ENA_I);   /* test */
    fail[0] = jump_fwd(e, 0x85);
    mov_rr(e, RCX, ha);
    shift_ri(e, 5, RCX, 52);                        /* sign and exponent */
    b1(e, 0xff); b1(e, 0xc9);                       /* dec ecx */
    b1(e, 0x81); b1(e, 0xf9); b4(e, 2045);          /* cmp ecx, 2045: 1 <= exponent <= 2046, + */
    fail[1] = jump_fwd(e, 0x87);                    /* ja */
    movq_xr(e, 0, ha);
    sse_rr(e, 0xf2, 0x51, 0, 0);                    /* sqrtsd xmm0, xmm0 */
    movq_rx(e, RAX, 0);
    odd_sig_to_rdx(e, RAX);
    mov_rr(e, RAX, RDX);
    b1(e, 0x48); b1(e, 0xf7); b1(e, 0xe0);                         /* mul rax: rdx:rax = r's odd part squared */
    op_rr(e, 1, 0x85, RDX, RDX);
    uint8_t *inexact = jump_fwd(e, 0x85);                          /* jnz: above 64 bits */
    odd_sig_to_rdx(e, ha);
    op_rr(e, 1, 0x39, RAX, RDX);                                    /* cmp rax, rdx */
    uint8_t *exact = jump_fwd(e, 0x84);
    land(e, inexact);
    b1(e, 0x81); b1(e, 0x8b); b4(e, sr_off); b4(e, FPSR_FLG_I);    /* or: the inexact flag */
    land(e, exact);
    movq_rx(e, RAX, 0);
    rc_commit(e, rc, FR(d->t));
    uint8_t *done = jump_fwd(e, 0xe9);
    for (unsigned k = 0; k < 2; k++) land(e, fail[k]);
    uint8_t *slow = jump_fwd(e, 0xe9);
    land(e, done);
    if (nslow == MAX_SLOW) return -1;
    slows[nslow++] = (struct slow_path){ slow, e->p, pc, pc_b, pend, d, before, *rc, NULL, 0 };
    return 0;
}

static void set_n(struct emit *e) { b1(e, 0xc7); b1(e, 0x83); b4(e, OFF(nullify)); b4(e, 1); }
/* N = 1 from an ALU form's condition that always holds: recorded as set_n_cc's setcc
   is, the next instruction then skipped by a jmp (n_in_flags). */
static void set_n_always(struct emit *e)
{
    e->n_at = e->p;
    e->n_cc = 0xe9;
    e->n_len = 10;
    set_n(e);
}

/* cond_sub (cond.c) of x and gr[y] from the x86 flags of x - y: emits the test and a
   jump taken when the condition is false, to be landed by the caller; NULL when the
   condition is a constant (*always says which). */
/* The compare itself; returns the jcc opcode (0x8X) of "condition true", 0 when the
   condition is a constant (*always says which). */
static unsigned cond_sub_flags(struct emit *e, struct regcache *rc, unsigned cond, int x_imm, int64_t x,
                               unsigned y, int *always)
{
    static const uint8_t jcc[8] = { 0, 0x84, 0x8c, 0x8e, 0x82, 0x86, 0x80, 0x85 };
    unsigned c = cond & 7, f = (cond >> 3) & 1, dw = (cond >> 4) & 1;
    if (!c) { *always = (int)f; return 0; }
    if (c <= 4 && !x && y) {                        /* 0 against y: test y, y (OF clear) */
        static const uint8_t vs0[5] = { 0, 0x84, 0x8f, 0x8d, 0x85 };   /* y = 0, > 0, >= 0, != 0 */
        unsigned h = rc_use(e, rc, y);
        op_rr(e, (int)dw, 0x85, h, h);
        return f ? vs0[c] ^ 1u : vs0[c];
    }
    if (c != 7 && !x_imm && x && y) {               /* cmp x, y where they are cached */
        unsigned hx = rc_use(e, rc, (unsigned)x), hy = rc_use(e, rc, y);
        op_rr(e, (int)dw, 0x39, hx, hy);
        return f ? jcc[c] ^ 1u : jcc[c];
    }
    if (c <= 5 && x_imm && y && x == (int32_t)x) {  /* cmp y, imm: the condition mirrored */
        static const uint8_t mirror[6] = { 0, 0x84, 0x8f, 0x8d, 0x87, 0x83 };   /* y =, >, >=, >>, >>= x */
        unsigned hy = rc_use(e, rc, y);
        rex(e, (int)dw, 0, hy); b1(e, 0x81); b1(e, 0xf8 | (hy & 7)); b4(e, (uint32_t)x);
        return f ? mirror[c] ^ 1u : mirror[c];
    }
    if (x_imm) mov_ri(e, RAX, (uint64_t)x);
    else rc_get(e, rc, RAX, (unsigned)x);
    rc_get(e, rc, RCX, y);
    if (c == 7) {                                   /* odd: bit 0 of x - y */
        op_rr(e, 1, 0x29, RAX, RCX);                /* sub rax, rcx */
        b1(e, 0xa8); b1(e, 1);                      /* test al, 1 */
    } else {
        op_rr(e, (int)dw, 0x39, RAX, RCX);          /* cmp rax, rcx / cmp eax, ecx */
    }
    return f ? jcc[c] ^ 1u : jcc[c];
}

static uint8_t *cond_sub_false(struct emit *e, struct regcache *rc, unsigned cond, int x_imm, int64_t x,
                               unsigned y, int *always)
{
    unsigned cc = cond_sub_flags(e, rc, cond, x_imm, x, y, always);
    return cc ? jump_fwd(e, cc ^ 1u) : NULL;
}

/* PSW N = the x86 condition of jcc opcode cc (0x80..0x8f): setcc byte [nullify]. N is
   clear before any instruction that runs in a block, so the byte is the whole flag. */
static void set_n_cc(struct emit *e, unsigned cc)
{
    e->n_at = e->p;
    e->n_cc = cc;
    e->n_len = 7;
    b1(e, 0x0f); b1(e, 0x90 | (cc & 15)); b1(e, 0x83); b4(e, OFF(nullify));
}

/* test eax, eax / test rax, rax */
static void test_rax(struct emit *e, int dw) { if (dw) b1(e, 0x48); b1(e, 0x85); b1(e, 0xc0); }

/* cond_shift (cond.c) of the result in rax; word conditions on its low half. */
static void n_shift_cond(struct emit *e, unsigned cond)
{
    static const uint8_t cc[8] = { 0, 0x84, 0x8c, 0x85, 0, 0x85, 0x8d, 0x84 };
    unsigned c = cond & 7;
    if (!c) return;
    if (c == 4) { set_n_always(e); return; }
    if (c == 3 || c == 7) { b1(e, 0xa8); b1(e, 1); }   /* test al, 1 */
    else test_rax(e, (cond >> 4) & 1);
    set_n_cc(e, cc[c]);
}

/* cond_logic of the result in rax. */
static void n_logic_cond(struct emit *e, unsigned cond)
{
    static const uint8_t cc[8] = { 0, 0x84, 0x8c, 0x8e, 0, 0, 0, 0x85 };
    unsigned c = cond & 7, f = (cond >> 3) & 1;
    if (!cc[c]) { if (f) set_n_always(e); return; }
    if (c == 7) { b1(e, 0xa8); b1(e, 1); }
    else test_rax(e, (cond >> 4) & 1);
    set_n_cc(e, cc[c] ^ f);
}

/* The add family with a carry in and a condition (struct add_form): x in rax, y in rcx,
   the carry in in rdx; the word condition from a 32-bit add of the same operands, then
   the 64-bit one. */
static void cin_to_cf(struct emit *e, int cin)
{
    if (cin == CIN_ONE) b1(e, 0xf9);                                /* stc */
    else if (cin) { b1(e, 0x0f); b1(e, 0xba); b1(e, 0xe2); b1(e, 0); }   /* bt edx, 0 */
}
static void add_x(struct emit *e, struct regcache *rc, const struct dinsn *d, const struct add_form *f)
{
    if (f->x_imm) mov_ri(e, RAX, (uint64_t)f->imm);
    else { rc_get(e, rc, RAX, d->r1); shift_ri(e, 4, RAX, f->sh); }
}
static int trap_if(struct emit *e, const struct regcache *rc, const struct dinsn *d, unsigned cc,
                   uint64_t pc, uint64_t pc_b, unsigned pend);
static int inline_addc(struct emit *e, struct regcache *rc, const struct dinsn *d, uint64_t pc, uint64_t pc_b,
                       unsigned pend)
{
    struct add_form f;
    if (alu_add_form(d, &f)) return 0;
    unsigned c = f.cond & 7, neg = (f.cond >> 3) & 1, dw = (f.cond >> 4) & 1;
    static const uint8_t cc[8] = { 0, 0x84, 0x8c, 0x8e, 0x83, 0, 0x80, 0 };
    if (f.cin == CIN_WORD || f.cin == CIN_DWORD) carry_to_rdx(e, f.cin == CIN_DWORD);
    rc_get(e, rc, RCX, d->r2);
    if (f.not_y) { b1(e, 0x48); b1(e, 0xf7); b1(e, 0xd1); }        /* not rcx */
    add_x(e, rc, d, &f);
    unsigned op = f.cin ? 0x11 : 0x01;              /* adc / add */
    int flags = c && c != 7;
    if (flags && !dw) {                             /* the word condition, then x again */
        cin_to_cf(e, f.cin);
        op_rr(e, 0, op, RAX, RCX);
        if (c == 5) {                               /* z | !c, negated !z & c */
            set_n_cc(e, neg ? 0x85 : 0x84);
            b1(e, 0x72); b1(e, 10);                 /* jc: keep it */
            b1(e, 0xc7); b1(e, 0x83); b4(e, OFF(nullify)); b4(e, !neg);
        } else if (f.trap) {
            if (trap_if(e, rc, d, cc[c] ^ neg, pc, pc_b, pend)) return -1;
        } else {
            set_n_cc(e, cc[c] ^ neg);
        }
        add_x(e, rc, d, &f);
    }
    if (f.cb) { st_cpu(e, OFF(cb_x), RAX); st_cpu(e, OFF(cb_y), RCX); }
    cin_to_cf(e, f.cin);
    op_rr(e, 1, op, RAX, RCX);
    if (flags && dw) {
        if (c == 5) {
            set_n_cc(e, neg ? 0x85 : 0x84);
            b1(e, 0x72); b1(e, 10);
            b1(e, 0xc7); b1(e, 0x83); b4(e, OFF(nullify)); b4(e, !neg);
        } else if (f.trap) {
            if (trap_if(e, rc, d, cc[c] ^ neg, pc, pc_b, pend)) return -1;
        } else {
            set_n_cc(e, cc[c] ^ neg);
        }
    }
    if (c == 7) { b1(e, 0xa8); b1(e, 1); set_n_cc(e, 0x85 ^ neg); }   /* odd */
    if (!c && neg) set_n(e);
    if (f.cb) st_cpu(e, OFF(cb_r), RAX);
    rc_commit(e, rc, d->t);
    return 0;
}

static void inline_logicc(struct emit *e, struct regcache *rc, const struct dinsn *d)
{
    int op = alu_logic_op(d);
    rc_get(e, rc, RAX, d->r1);
    rc_get(e, rc, RCX, d->r2);
    if (op == 3) { b1(e, 0x48); b1(e, 0xf7); b1(e, 0xd1); }        /* not rcx */
    op_rr(e, 1, op == 1 ? 0x09 : op == 2 ? 0x31 : 0x21, RAX, RCX);
    rc_commit(e, rc, d->t);
    n_logic_cond(e, d->cond);
}

static void inline_extrc(struct emit *e, struct regcache *rc, const struct dinsn *d)
{
    unsigned left, right;
    int sign;
    if (alu_extr_form(d, &left, &right, &sign)) return;
    if (right >= 64) zero_r(e, RAX);
    else { rc_get(e, rc, RAX, d->r2); shift_ri(e, 4, RAX, left); shift_ri(e, sign ? 7 : 5, RAX, right); }
    rc_commit(e, rc, d->t);
    n_shift_cond(e, d->cond);
}

/* Compare and branch: taken sets next_b to the target. Only as the block's branch
   (next_b was just set to iaoq_b + 4). */
static void inline_cmpb(struct emit *e, struct regcache *rc, const struct dinsn *d, int form)
{
    int always = 0;
    uint8_t *not_taken = form == IF_CMPIB ? cond_sub_false(e, rc, d->cond, 1, (int8_t)d->r1, d->r2, &always)
                                          : cond_sub_false(e, rc, d->cond, 0, d->r1, d->r2, &always);
    if (!not_taken && !always) {                    /* never taken */
        if (d->b == NUL_NOT_TAKEN) set_n(e);
        return;
    }
    mov_rax_imm(e, (uint64_t)d->imm);
    st_cpu(e, OFF(next_b), RAX);
    if (d->b == NUL_TAKEN) set_n(e);
    if (!not_taken) return;
    uint8_t *done = jump_fwd(e, 0xe9);
    land(e, not_taken);
    if (d->b == NUL_NOT_TAKEN) set_n(e);
    land(e, done);
}

/* BV / BVE as the block's branch; the link is written after the target is read. What it
   stores of the queue: next_b = the target only (the loop's moves follow), the queue its
   slot runs with (a + 4, target) in place of those moves (a chain of stores and loads
   the exit waits for), that queue alone for a slot that may fault but cannot nullify
   (a load or store: after it the block moves iaoq_b to iaoq_f and ends clean), the queue
   after a quiet slot (target, target + 4), or of that only iaoq_f (chain_exit stores
   iaoq_b). */
enum bv_queue { BVQ_NEXT_B, BVQ_SLOT, BVQ_SLOT_MEM, BVQ_AFTER_SLOT, BVQ_AFTER_SLOT_F };
static void inline_bv(struct emit *e, struct regcache *rc, const struct dinsn *d, int form, uint64_t a,
                      enum bv_queue queue)
{
    rc_get(e, rc, RAX, d->r2);
    if (form == IF_BV && d->r1) {                   /* bv x(b): b + 8x; a return's x is r0 */
        rc_get(e, rc, RCX, d->r1);
        shift_ri(e, 4, RCX, 3);
        op_rr(e, 1, 0x01, RAX, RCX);
    }
    b1(e, 0x48); b1(e, 0x83); b1(e, 0xe0); b1(e, 0xfc);             /* and rax, ~3 */
    if (queue == BVQ_AFTER_SLOT || queue == BVQ_AFTER_SLOT_F) {
        st_cpu(e, OFF(iaoq_f), RAX);
        if (queue == BVQ_AFTER_SLOT) { lea_rd(e, RCX, RAX, 4); st_cpu(e, OFF(iaoq_b), RCX); }
    } else if (queue == BVQ_SLOT_MEM) {
        st_cpu(e, OFF(iaoq_b), RAX);
        if (a + 4 < 0x80000000u) st_cpu_imm(e, OFF(iaoq_f), (int32_t)(a + 4));
        else { mov_ri(e, RCX, a + 4); st_cpu(e, OFF(iaoq_f), RCX); }
    } else {
        st_cpu(e, OFF(next_b), RAX);
        if (queue == BVQ_SLOT) {
            st_cpu(e, OFF(iaoq_b), RAX);
            mov_ri(e, RCX, a + 4);
            st_cpu(e, OFF(iaoq_f), RCX);
        }
    }
    if (form == IF_BVE && d->t) { mov_ri(e, RAX, (a + 8) | 3); rc_commit(e, rc, 2); }
    if (d->b) set_n(e);
}

/* Compare and clear whose next instruction is a plain ALU form in the block: dl = the
   condition (nullify the next), which then commits its result only if dl is 0, with no
   branch and PSW N never set. */
static void inline_cmpclr_dl(struct emit *e, struct regcache *rc, const struct dinsn *d, int form)
{
    int always = 0;
    unsigned cc = form == IF_CMPICLR ? cond_sub_flags(e, rc, d->cond, 1, d->imm, d->r2, &always)
                                     : cond_sub_flags(e, rc, d->cond, 0, d->r1, d->r2, &always);
    if (cc) { b1(e, 0x0f); b1(e, cc + 0x10); b1(e, 0xc2); }       /* setcc dl */
    else { b1(e, 0xb2); b1(e, (uint8_t)always); }                  /* mov dl, always */
    if (d->t) { mov_ri(e, RAX, 0); rc_commit(e, rc, d->t); }
}

/* Compare and clear into t followed by ldi imm,t (the boolean of a comparison): t = the
   condition ? 0 : imm, from the flags with no branch. */
static void inline_cmpclr_ldi(struct emit *e, struct regcache *rc, const struct dinsn *d, int form, int32_t imm)
{
    int always = 0;
    unsigned cc = form == IF_CMPICLR ? cond_sub_flags(e, rc, d->cond, 1, d->imm, d->r2, &always)
                                     : cond_sub_flags(e, rc, d->cond, 0, d->r1, d->r2, &always);
    unsigned ht = rc_def(e, rc, d->t);              /* after the operands: t may be one */
    if (!cc) { mov_ri(e, ht, always ? 0 : (uint64_t)(int64_t)imm); return; }
    b1(e, 0x0f); b1(e, 0x90 | ((cc ^ 1) & 15)); b1(e, 0xc0);        /* set(not cc) al */
    rex(e, 0, ht, RAX); b1(e, 0x0f); b1(e, 0xb6); b1(e, 0xc0 | (ht & 7) << 3);   /* movzx ht32, al */
    if (imm != 1) { neg_r(e, ht); and_ri(e, ht, (uint64_t)(int64_t)imm); }
}

/* Compare and clear: PSW N = condition, gr[t] = 0. */
static void inline_cmpclr(struct emit *e, struct regcache *rc, const struct dinsn *d, int form)
{
    int always = 0;
    unsigned cc = form == IF_CMPICLR ? cond_sub_flags(e, rc, d->cond, 1, d->imm, d->r2, &always)
                                     : cond_sub_flags(e, rc, d->cond, 0, d->r1, d->r2, &always);
    if (d->t) { b1(e, 0xb8); b4(e, 0); rc_commit(e, rc, d->t); }   /* mov eax, 0: the flags kept */
    if (cc) set_n_cc(e, cc);                        /* last: the next may branch on the flags */
    else if (always) set_n_always(e);
}

/* The general registers an inline form reads or writes: loaded into the cache before a
   form that may be nullified, so both paths leave the cache holding the same ones. */
static void insn_regs(const struct dinsn *d, int form, unsigned g[3])
{
    g[0] = g[1] = g[2] = 0;
    switch (form) {
    case IF_OR: case IF_ADDL: case IF_ADD: case IF_SUB: case IF_LOADX: case IF_CMPCLR:
    case IF_XOR: case IF_AND: case IF_ANDCM: case IF_SUBB: case IF_SHRP:
    case IF_ADDC: case IF_LOGICC: case IF_SHRPC:
        g[0] = d->r1; g[1] = d->r2; g[2] = d->t; break;
    case IF_SUBI: case IF_EXTRSAR: case IF_EXTRC: g[0] = d->r2; g[1] = d->t; break;
    case IF_DEPSAR: g[0] = (d->b & 8) ? 0 : d->r1; g[1] = d->t; break;
    case IF_MTSAR: case IF_MTSARCM: g[0] = d->r1; break;
    case IF_LDO: case IF_EXTRU: case IF_EXTRS: case IF_LOAD: case IF_STORE: case IF_CMPICLR:
    case IF_LOADM: case IF_STOREM:
        g[0] = d->r2; g[1] = d->t; break;
    case IF_LDIL: case IF_MFIA: g[0] = d->t; break;
    case IF_ADDIL: g[0] = d->r2; g[1] = 1; break;
    case IF_BV: g[0] = d->r1; g[1] = d->r2; break;
    case IF_BVE: g[0] = d->r2; g[1] = d->t ? 2 : 0; break;
    case IF_CMPB: g[0] = d->r1; g[1] = d->r2; break;
    case IF_CMPIB: g[0] = d->r2; break;
    case IF_FLOAD: case IF_FSTORE: g[0] = d->r2; g[1] = FR(d->t); g[2] = d->r1; break;
    case IF_XMPYU: case IF_FARITH: g[0] = FR(d->r1); g[1] = FR(d->r2); g[2] = FR(d->t); break;
    case IF_FCPY: case IF_FSQRT: g[0] = d->r1 ? FR(d->r1) : 0; g[1] = FR(d->t); break;
    case IF_FCMP: g[0] = d->r1 ? FR(d->r1) : 0; g[1] = d->r2 ? FR(d->r2) : 0; break;
    case IF_FTEST: break;
    case IF_DEP: g[0] = (d->b & 8) ? 0 : d->r1; g[1] = d->t; break;
    case IF_BL: g[0] = d->t; break;
    case IF_BB: g[0] = d->r1; break;
    default: break;
    }
    for (int k = 0; k < 3; k++) if (g[k] >= NREGS || (form != IF_FLOAD && form != IF_FSTORE &&
                                                      form != IF_XMPYU && form != IF_FARITH && form != IF_FCPY &&
                                                      form != IF_FCMP && form != IF_FSQRT &&
                                                      g[k] >= 32)) g[k] = 0;
}

static void rc_prepare(struct emit *e, struct regcache *rc, const struct dinsn *d, int form)
{
    unsigned g[3];
    insn_regs(d, form, g);
    for (int k = 0; k < 3; k++) if (g[k]) rc_use(e, rc, g[k]);
}

/* The inline form of d, IF_NONE when it has none (or an immediate too wide to inline). */
static int form_of(const struct dinsn *d, unsigned *lg)
{
    int f = alu_inline_form(d);
    if (f == IF_NONE) f = mem_inline_form(d, lg);
    if (f == IF_NONE) f = branch_inline_form(d);
    if (f == IF_NONE) f = fpu_inline_form(d, lg);
    if (f == IF_NONE) f = sys_inline_form(d);
    if ((f == IF_LDO || f == IF_LOAD || f == IF_STORE || f == IF_FLOAD || f == IF_FSTORE ||
         f == IF_CMPICLR || f == IF_ADDIL || f == IF_LOADM || f == IF_STOREM) && d->imm != (int32_t)d->imm)
        return IF_NONE;
    return f;
}

/* Block chaining. A block whose end address is not fixed by a branch without delay slot
   ends with a two-entry cache of (next guest address, host code) pairs it jumps through;
   a miss returns to the loop with jit_miss pointing at the cache, and the loop fills it
   when the next block it runs has host code (jit_chain). Every block begins with the
   loop's own test, so a chained jump never skips an event, PSW N or a non-empty queue. */
struct jit_cache { uint64_t pc0; const uint8_t *code0; uint64_t pc1; const uint8_t *code1; uint32_t entry; };
#define CACHE_DISPS 9          /* the rip-relative operands chain_exit points at one */
void *jit_miss;

#define CHAIN_ENTRY 34         /* past the pushes, sub rsp, 8, mov rbx, rdi, count, r14 */
#define DIRECT_ENTRY 58        /* past the queue test too */

/* A direct exit: a block whose next address is fixed (no branch, or a PC-relative one)
   ends each way with the queue stored and a jmp, first to a stub that tells the loop
   (jit_miss = the link's address | 1), then patched to the next block's DIRECT_ENTRY. */
struct jit_link { uint64_t target; uint8_t *rel_at; uint32_t entry; };
/* Past the PSW N test too: for a direct exit whose last instruction cannot set N. */
#define DIRECT_ENTRY_NN (DIRECT_ENTRY + 13)

/* Behind every block's two entries, one table shared by all blocks, indexed by the
   guest address: returns and other indirect branches with many targets find their
   block there instead of going back to the loop. Filled with the blocks the loop
   chains; emptied with the translations (jit_reset). */
#define IB_BITS 12
struct ib_entry { uint64_t pc; const uint8_t *code; };
_Static_assert(sizeof(struct ib_entry) == 16, "chain_exit indexes ibtc by 16-byte entries");
static struct ib_entry ibtc[1u << IB_BITS];

static void ibtc_clear(void)
{
    for (size_t i = 0; i < sizeof ibtc / sizeof *ibtc; i++) ibtc[i] = (struct ib_entry){ ~0ull, NULL };
}
static size_t ibtc_index(uint64_t pc) { return (size_t)(pc >> 2) & ((1u << IB_BITS) - 1); }

void jit_chain(void *cache, uint64_t pc, jit_code t)
{
    const uint8_t *to = (const uint8_t *)(void *)t + CHAIN_ENTRY;
    ibtc[ibtc_index(pc)] = (struct ib_entry){ pc, to };
    if ((uintptr_t)cache & 1) {
        struct jit_link *l = (struct jit_link *)((uintptr_t)cache - 1);
        if (l->target == pc) {
            int32_t rel = (int32_t)(((const uint8_t *)(void *)t + l->entry) - (l->rel_at + 4));
            memcpy(l->rel_at, &rel, 4);
        }
        return;
    }
    struct jit_cache *k = cache;
    to = (const uint8_t *)(void *)t + k->entry;
    if (k->pc0 == ~0ull) { k->pc0 = pc; k->code0 = to; }
    else { k->pc1 = pc; k->code1 = to; }
}


/* cmp rax, [event_at] with rax = r15 + k: above, the next event falls within k more.
   Returns where k is, for a horizon known only at the block's end (struct exits, hz_at). */
static uint8_t *cmp_event(struct emit *e, unsigned k)
{
    b1(e, 0x49); b1(e, 0x8d); b1(e, 0x87);
    uint8_t *at = e->p;
    b4(e, k);                                                       /* lea rax, [r15 + k] */
    b1(e, 0x48); b1(e, 0x3b); b1(e, 0x83); b4(e, OFF(event_at));   /* cmp rax, [event_at] */
    return at;
}

/* cmp r15, [event_lim]: at or above, the next event may fall within the block's
   horizon, and cmp_event decides. Returns where the limit's offset is: which one the
   horizon allows is known only at the block's end (struct exits, lim_at). */
static uint8_t *cmp_lim(struct emit *e)
{
    b1(e, 0x4c); b1(e, 0x3b); b1(e, 0xbb);
    uint8_t *at = e->p;
    b4(e, OFF(event_lim[2]));
    return at;
}
/* jcc (op: 0x86 jbe ...) back to `to`, already emitted. */
static void jump_back(struct emit *e, unsigned op, const uint8_t *to)
{
    b1(e, 0x0f); b1(e, op);
    b4(e, (uint32_t)(int32_t)(to - (e->p + 4)));
}

/* The loop's test at the chain entry: PSW N clear, queue empty, next event not inside
   (to_out[2], a jae, leads to the exact test, which comes back to *body when the event is
   further away). */
static const uint8_t *entry_test(struct emit *e, uint8_t **to_out, uint8_t **lim_at, const uint8_t **body)
{
    ld_cpu(e, RAX, OFF(iaoq_f));
    lea_rd(e, RCX, RAX, 4);
    b1(e, 0x48); b1(e, 0x3b); b1(e, 0x8b); b4(e, OFF(iaoq_b));     /* cmp rcx, [iaoq_b] */
    to_out[0] = jump_fwd(e, 0x85);                   /* jne out */
    const uint8_t *direct = e->p;                   /* a direct exit knows the queue is empty */
    test_n(e);
    to_out[1] = jump_fwd(e, 0x85);                   /* jne out */
    *lim_at = cmp_lim(e);                           /* DIRECT_ENTRY_NN */
    to_out[2] = jump_fwd(e, 0x83);                   /* jae: the exact test */
    *body = e->p;
    return direct;
}

/* rip-relative operand of the instruction whose disp32 is at `at`, to absolute `to`. */
static void rip_patch(uint8_t *at, const uint8_t *to, const struct emit *e)
{
    if (at + 4 > e->end) return;
    int32_t rel = (int32_t)(to - (at + 4));
    memcpy(at, &rel, 4);
}

/* After the block: look the guest's next address up in the cache and jump on. clean:
   the queue is known empty and PSW N clear, only iaoq_f is stored: the cache's code is
   the next block's entry past those tests (DIRECT_ENTRY_NN), and iaoq_b is stored only
   on the way to the shared table or the loop, which test them. */
static uint8_t *chain_exit(struct emit *e, uint8_t **disp, int rax_is_f, int clean)
{
    if (!rax_is_f) ld_cpu(e, RAX, OFF(iaoq_f));
    b1(e, 0x48); b1(e, 0x3b); b1(e, 0x05); disp[0] = e->p; b4(e, 0);   /* cmp rax, [pc0] */
    b1(e, 0x75); b1(e, 6);                                            /* jne +6 */
    b1(e, 0xff); b1(e, 0x25); disp[1] = e->p; b4(e, 0);               /* jmp [code0] */
    b1(e, 0x48); b1(e, 0x3b); b1(e, 0x05); disp[2] = e->p; b4(e, 0);   /* cmp rax, [pc1] */
    b1(e, 0x75); b1(e, 6);
    b1(e, 0xff); b1(e, 0x25); disp[3] = e->p; b4(e, 0);               /* jmp [code1] */
    /* the entry of ibtc_index(pc), 16 bytes each, at ((pc >> 2) & mask) << 4 = rcx * 4 */
    b1(e, 0x89); b1(e, 0xc1);                                         /* mov ecx, eax */
    b1(e, 0x81); b1(e, 0xe1); b4(e, ((1u << IB_BITS) - 1) << 2);     /* and ecx, mask << 2 */
    b1(e, 0x48); b1(e, 0xba); b8(e, (uint64_t)(uintptr_t)ibtc);      /* mov rdx, ibtc */
    b1(e, 0x48); b1(e, 0x3b); b1(e, 0x04); b1(e, 0x8a);               /* cmp rax, [rdx+rcx*4] */
    uint8_t *miss = jump_fwd(e, 0x85);                                /* jne miss */
    b1(e, 0x48); b1(e, 0x8b); b1(e, 0x54); b1(e, 0x8a); b1(e, 8);     /* mov rdx, [rdx+rcx*4+8] */
    /* the table holds chain entries; a clean exit goes on past their tests, as its
       cache's entries do, and stores iaoq_b only on its way to the loop */
    if (clean) { b1(e, 0x48); b1(e, 0x83); b1(e, 0xc2); b1(e, DIRECT_ENTRY_NN - CHAIN_ENTRY); }  /* add rdx, k */
    /* A hit fills the cache: its first entry if free, else the second, whatever that
       held. The loop that fills the cache sees no exit whose target the table holds, and
       without this a site would pay the table every time; the second entry follows the
       latest target, so a site whose targets come in runs (a division routine's return
       to the digit loop of one printf, then to one strtoul) hits it after the first. */
    b1(e, 0x48); b1(e, 0x83); b1(e, 0x3d); disp[4] = e->p; b4(e, 0); b1(e, 0xff);   /* cmp qword [pc0], -1 */
    uint8_t *second = jump_fwd(e, 0x85);                              /* jne: the first in use */
    b1(e, 0x48); b1(e, 0x89); b1(e, 0x05); disp[5] = e->p; b4(e, 0);   /* mov [pc0], rax */
    b1(e, 0x48); b1(e, 0x89); b1(e, 0x15); disp[6] = e->p; b4(e, 0);   /* mov [code0], rdx */
    b1(e, 0xff); b1(e, 0xe2);                                         /* jmp rdx */
    land(e, second);
    b1(e, 0x48); b1(e, 0x89); b1(e, 0x05); disp[7] = e->p; b4(e, 0);   /* mov [pc1], rax */
    b1(e, 0x48); b1(e, 0x89); b1(e, 0x15); disp[8] = e->p; b4(e, 0);   /* mov [code1], rdx */
    b1(e, 0xff); b1(e, 0xe2);                                         /* jmp rdx */
    land(e, miss);
    if (clean) {
        lea_rd(e, RCX, RAX, 4);
        st_cpu(e, OFF(iaoq_b), RCX);
    }
    st_cpu(e, OFF(icount), R15);                    /* for the loop */
    uint8_t *cache_imm = e->p + 2;
    mov_rax_imm(e, 0);                              /* the cache's address, patched */
    b1(e, 0x48); b1(e, 0xb9); b8(e, (uint64_t)(uintptr_t)&jit_miss);   /* mov rcx, &jit_miss */
    b1(e, 0x48); b1(e, 0x89); b1(e, 0x01);          /* mov [rcx], rax */
    return cache_imm;
}

/* PA64_PERF_MAP=1: each block named in /tmp/perf-PID.map, perf's convention for JIT
   code, so `perf report` on pa64 says which guest block the host time went to.
   PA64_PERF_MAP=code also appends each block's bytes to /tmp/perf-PID.code, after a
   line "host-address length name", so that the hot host instructions can be
   disassembled (objdump -D -b binary -m i386:x86-64 --adjust-vma=host-address). */
static void perf_map(const uint8_t *at, size_t len, uint64_t pc, unsigned n)
{
    static FILE *map, *bytes;
    static int checked;
    if (!checked) {
        checked = 1;
        const char *v = getenv("PA64_PERF_MAP");
        if (v && *v && strcmp(v, "0")) {
            char path[64];
            snprintf(path, sizeof path, "/tmp/perf-%d.map", (int)getpid());
            map = fopen(path, "w");
            snprintf(path, sizeof path, "/tmp/perf-%d.code", (int)getpid());
            if (!strcmp(v, "code")) bytes = fopen(path, "w");
        }
    }
    if (!map) return;
    char line[80];
    snprintf(line, sizeof line, "%llx %zx pa64:%llx+%u\n", (unsigned long long)(uintptr_t)at, len,
             (unsigned long long)pc, n);
    fputs(line, map);
    if (bytes) {
        fputs(line, bytes);
        fwrite(at, 1, len, bytes);
        fputc('\n', bytes);
    }
}

/* Store-to-load forwarding within a block: an 8-byte store's value is still in the
   register it came from, so a later 8-byte load of the same base register and
   displacement (base and value register unchanged, no store that may alias, no call in
   between) takes it from there -- the store succeeded, so the load could not fault.
   It removes the spill/reload and std/fldd/xmpyu/fstd/ldd round trips gcc emits. */
struct fwd { unsigned base, val; int64_t disp; };
#define MAX_FWD 8
static struct fwd fwds[MAX_FWD];
static unsigned nfwd;

/* Addresses tested already on every path to here (their access not nullifiable), base
   register unchanged since: the same address again, as wide or narrower, needs no test
   (it is arithmetic on the address alone; a failed one faults and goes no further). */
struct tested { unsigned base, lg; int64_t disp; };
#define MAX_TESTED 8
static struct tested testeds[MAX_TESTED];
static unsigned ntested;

static int addr_tested(const struct dinsn *d, int form, unsigned lg)
{
    if (!mem_plain(d, form)) return 0;
    for (unsigned k = 0; k < ntested; k++)
        if (testeds[k].base == d->r2 && testeds[k].disp == d->imm && testeds[k].lg >= lg) return 1;
    return 0;
}

static void addr_note(const struct dinsn *d, int form, unsigned lg)
{
    if (!mem_plain(d, form) || addr_tested(d, form, lg)) return;
    if (ntested == MAX_TESTED) ntested--;
    testeds[ntested++] = (struct tested){ d->r2, lg, d->imm };
}

/* What the block knows of its loads and stores so far, forgotten (an executor, a ladder,
   a join of paths). */
static void mem_forget(void) { nfwd = 0; ntested = 0; }

static void fwd_kill_reg(unsigned g)
{
    for (unsigned k = 0; k < nfwd; )
        if (fwds[k].base == g || fwds[k].val == g) fwds[k] = fwds[--nfwd]; else k++;
    for (unsigned k = 0; k < ntested; )
        if (testeds[k].base == g) testeds[k] = testeds[--ntested]; else k++;
}

/* The registers an inline form writes, for fwd_kill_reg. */
static void insn_writes(const struct dinsn *d, int form, unsigned w[2])
{
    w[0] = w[1] = 0;
    switch (form) {
    case IF_FLOAD: w[0] = FR(d->t); w[1] = fpu_modifies_base(d) ? d->r2 : 0; break;
    case IF_FSTORE: w[0] = fpu_modifies_base(d) ? d->r2 : 0; break;
    case IF_XMPYU: case IF_FARITH: case IF_FCPY: case IF_FSQRT: w[0] = FR(d->t); break;
    case IF_ADDIL: w[0] = 1; break;
    case IF_BVE: w[0] = d->t ? 2 : 0; break;
    case IF_LOADM: w[0] = d->t; w[1] = d->r2; break;
    case IF_STOREM: w[0] = d->r2; break;
    case IF_STORE: case IF_CMPB: case IF_CMPIB: case IF_BB: case IF_BV:
    case IF_MTSAR: case IF_MTSARCM: case IF_FCMP: case IF_FTEST: break;
    default: w[0] = d->t; break;
    }
}

/* A store at `disp` from base, n bytes: what it may overwrite is forgotten, and an
   8-byte one that surely runs is remembered. */
static void fwd_store(const struct dinsn *d, int form, unsigned lg, int sure)
{
    if (form == IF_FSTORE && d->r1) { nfwd = 0; return; }   /* indexed: may be anywhere */
    unsigned n = 1u << lg;
    int64_t disp = d->imm;
    for (unsigned k = 0; k < nfwd; )
        if (fwds[k].base != d->r2 || (disp < fwds[k].disp + 8 && fwds[k].disp < disp + (int64_t)n))
            fwds[k] = fwds[--nfwd];
        else k++;
    if (sure && lg == 3 && d->r2 && nfwd < MAX_FWD)
        fwds[nfwd++] = (struct fwd){ d->r2, form == IF_FSTORE ? FR(d->t) : d->t, disp };
}

/* The remembered store a load reads back, or NULL. */
static const struct fwd *fwd_find(const struct dinsn *d, unsigned lg)
{
    if (lg != 3 || !d->r2 || d->r1 || fpu_modifies_base(d)) return NULL;   /* FP loads only have an index in r1 */
    for (unsigned k = 0; k < nfwd; k++)
        if (fwds[k].base == d->r2 && fwds[k].disp == d->imm) return &fwds[k];
    return NULL;
}

/* One instruction's own work, by its inline form or through its executor: at guest
   queue (qf, qb) when qf != 0, else the queue in memory is right; pend instructions
   retired before it and not yet counted in r15. A caller that calls out (IF_NONE) has
   stored the count and the cache first. */
static int emit_body(struct emit *e, struct regcache *rc, struct dinsn *di, int form, unsigned lg,
                     uint64_t qf, uint64_t qb, unsigned pend)
{
    if (mem_form(form)) return inline_mem(e, rc, di, form, lg, qf, qb, pend);
    switch (form) {
    case IF_CMPB: case IF_CMPIB: inline_cmpb(e, rc, di, form); break;
    case IF_DEP: inline_dep(e, rc, di); break;
    case IF_CMPCLR: case IF_CMPICLR: inline_cmpclr(e, rc, di, form); break;
    case IF_BV: case IF_BVE:
        inline_bv(e, rc, di, form, qf, qb ? BVQ_NEXT_B : BVQ_SLOT);
        if (branch_returns_shadow(di)) {            /* the pop (inline_bv left the target in rax) */
            if (nslow == MAX_SLOW) return -1;
            uint8_t *slow = jit_shadow_return(e, qf);
            slows[nslow++] = (struct slow_path){ slow, e->p, qf, qf + 4, pend, di, *rc, *rc,
                                                 (const void *)jit_shadow_jump_slow, !qb };
        } else if (branch_calls_shadow_reg(di)) {   /* the push, the cache kept */
            if (nslow == MAX_SLOW) return -1;
            int s30 = rc->slot_of[30];              /* the push reads sp from memory */
            if (s30 >= 0 && rc->dirty[s30]) st_cpu(e, gr_off(30), pool_reg[s30]);
            unsigned save = 0;
            for (unsigned s = 0; s < NPOOL; s++)
                if (rc->guest[s] >= 0) save |= 1u << pool_reg[s];
            uint8_t *slow = jit_shadow_call_saving(e, qf, save & (1u << RSI | 1u << R8 | 1u << R9 | 1u << R10 | 1u << R11));
            slows[nslow++] = (struct slow_path){ slow, e->p, qf, qf + 4, pend, di, *rc, *rc,
                                                 (const void *)jit_shadow_call_slow, !qb };
        }
        break;
    case IF_XMPYU: inline_xmpyu(e, rc, di); break;
    case IF_FCPY:
        if (!di->r1) { zero_r(e, RAX); rc_commit(e, rc, FR(di->t)); }
        else if (rc->cmov_dl) { mov_rr(e, RAX, rc_use(e, rc, FR(di->r1))); rc_commit(e, rc, FR(di->t)); }
        else { unsigned h = rc_use(e, rc, FR(di->r1)); mov_rr(e, rc_def(e, rc, FR(di->t)), h); }
        break;
    case IF_FARITH: return inline_farith(e, rc, di, qf, qb, pend);
    case IF_FSQRT: return inline_fsqrt(e, rc, di, qf, qb, pend);
    case IF_FCMP: return inline_fcmp(e, rc, di, qf, qb, pend);
    case IF_FTEST:                                  /* N = ((status & mask) != 0) != a */
        b1(e, 0xf7); b1(e, 0x83); b4(e, OFF(fr) + 4); b4(e, (uint32_t)di->imm);   /* test [sr], mask */
        set_n_cc(e, di->a ? 0x84 : 0x85);
        break;
    case IF_MFIA:
        if (di->t && !rc->cmov_dl) mov_ri(e, rc_def(e, rc, di->t), qf & ~3ull);
        else { mov_ri(e, RAX, qf & ~3ull); rc_commit(e, rc, di->t); }
        break;
    case IF_ADDC: return inline_addc(e, rc, di, qf, qb, pend);
    case IF_LOGICC: inline_logicc(e, rc, di); break;
    case IF_EXTRC: inline_extrc(e, rc, di); break;
    case IF_SHRPC: inline_alu(e, rc, di, IF_SHRP); n_shift_cond(e, di->cond); break;
    case IF_NONE: case IF_BL: {
        if (qf) set_queue2(e, qf, qb);
        uint8_t *done = form == IF_NONE && qf && branch_calls_shadow_reg(di) && jit_shadow_inline()
                        ? jit_shadow_call_reg(e, qf, di->r2, di->b != 0) : NULL;
        call_exec(e, di);
        land(e, done);
        break;
    }
    default: inline_alu(e, rc, di, form); break;
    }
    return 0;
}

/* Divide-step ladders (exec-alu.c) inline, the carry operands and PSW V in memory as
   the executors leave them. */
/* reg = the carry into bit 32 of the carry operands, 0 or 1 */
static void carry_word_to(struct emit *e, unsigned reg)
{
    ld_cpu(e, reg, OFF(cb_x)); op_r_cpu(e, 0x33, reg, OFF(cb_y)); op_r_cpu(e, 0x33, reg, OFF(cb_r));
    shift_ri(e, 5, reg, 32);
    and1_r(e, reg);
}

/* Within a ladder the carry into bit 32 of the last step stays in rdx as well (the
   carry operands are stored too, as the executors leave them): each step's carry in is
   the one before's carry out, a chain the stores and reloads would lengthen. */

/* rdx = bit 32 of rax ^ rcx ^ [cb_x]: the carry of x + y = r with x stored, y in rcx,
   r in rax. */
static void carry_out_word(struct emit *e)
{
    mov_rr(e, RDX, RCX); op_rr(e, 1, 0x31, RDX, RAX); op_r_cpu(e, 0x33, RDX, OFF(cb_x));
    shift_ri(e, 5, RDX, 32);
    and1_r(e, RDX);
}

/* DS t = r1, r2 (no condition): x = (r1 << 1) + carry, y = V ? ~r2 : r2, r = x + y + V;
   V = bit 32 of x ^ y ^ r xor bit 31 of r2. The carry in in rdx when cw. A ladder has
   no memory access, and r13 is out of the register pool there: it holds PSW V
   from step to step, loaded first unless vr: the stores of V and of the carry operands
   are then off the chain from one step to the next. Bit 32 of x ^ y ^ r is the carry
   out of the low words' x + y + V: ADC on them, with CF = V, gives it. */
static void inline_ds(struct emit *e, struct regcache *rc, const struct dinsn *d, int cw, int vr)
{
    unsigned h2 = d->r2 ? rc_use(e, rc, d->r2) : 0;
    if (!cw) carry_word_to(e, RDX);
    if (!vr) ld32_cpu(e, R13, OFF(psw_v));
    rc_get(e, rc, RAX, d->r1);
    b1(e, 0x48); b1(e, 0x8d); b1(e, 0x04); b1(e, 0x42);           /* lea rax, [rdx + rax*2]: x */
    st_cpu(e, OFF(cb_x), RAX);
    mov_rr(e, RCX, R13);
    neg_r(e, RCX);                                  /* -V: the mask */
    if (d->r2) op_rr(e, 1, 0x31, RCX, h2);          /* y */
    st_cpu(e, OFF(cb_y), RCX);
    rex(e, 0, 0, R13); b1(e, 0x0f); b1(e, 0xba); b1(e, 0xe0 | (R13 & 7)); b1(e, 0);   /* bt r13d, 0 */
    mov32_rr(e, RDX, RAX);
    b1(e, 0x11); b1(e, 0xca);                       /* adc edx, ecx */
    b1(e, 0x0f); b1(e, 0x92); b1(e, 0xc2);          /* setc dl */
    b1(e, 0x0f); b1(e, 0xb6); b1(e, 0xd2);          /* movzx edx, dl: the carry */
    op_rr(e, 1, 0x01, RAX, RCX); op_rr(e, 1, 0x01, RAX, R13);   /* r = x + y + V */
    st_cpu(e, OFF(cb_r), RAX);
    if (d->r2) {
        mov32_rr(e, RCX, h2); shift_ri(e, 5, RCX, 31);
        op_rr(e, 0, 0x31, RCX, RDX);                /* V = the carry ^ bit 31 of r2 */
    } else {
        mov32_rr(e, RCX, RDX);
    }
    mov32_rr(e, R13, RCX);
    st32_cpu(e, OFF(psw_v), RCX);
    rc_commit(e, rc, d->t);
}

/* A ladder's ADD (no carry in) or ADD,C (the word carry in, in rdx when cw), no
   condition: t = (r1 << sh) + r2 + carry, the carry operands stored, rdx the carry out. */
static void inline_ladder_add(struct emit *e, struct regcache *rc, const struct dinsn *d, unsigned sh,
                              int cin, int cw)
{
    if (cin && !cw) carry_word_to(e, RDX);
    rc_get(e, rc, RAX, d->r1); shift_ri(e, 4, RAX, sh);
    rc_get(e, rc, RCX, d->r2);
    st_cpu(e, OFF(cb_x), RAX); st_cpu(e, OFF(cb_y), RCX);
    op_rr(e, 1, 0x01, RAX, RCX);
    if (cin) op_rr(e, 1, 0x01, RAX, RDX);
    st_cpu(e, OFF(cb_r), RAX);
    carry_out_word(e);
    rc_commit(e, rc, d->t);
}

/* m pairs DS R,D,R; ADD,C T,T,T at d in closed form (exec-alu.c ds_pairs_closed, the
   same conditions and arithmetic); outside its conditions a slow path runs them by
   alu_run_ladder. B goes in r13 (the ladder's own, emit_ladder), computed first, from
   the carry in rdx when cw. */
static int inline_ds_pairs(struct emit *e, struct regcache *rc, const struct dinsn *d, unsigned m, int cw)
{
    unsigned gR = d->t, gD = d->r2, gT = d[1].t;
    unsigned hR = rc_use(e, rc, gR), hD = rc_use(e, rc, gD), hT = rc_use(e, rc, gT);
    hR = rc_use(e, rc, gR);                          /* all three stamped, none evicted */
    struct regcache before = *rc;
    if (cw) mov32_rr(e, R13, RDX); else carry_word_to(e, R13);   /* B = carry << (m-1) | T's top m-1 bits */
    shift_ri(e, 4, R13, m - 1);
    mov_rr(e, RAX, hT); shift_ri(e, 5, RAX, 33 - m); and_ri(e, RAX, (1ull << (m - 1)) - 1);
    op_rr(e, 1, 0x09, R13, RAX);
    mov32_rr(e, RCX, hD);                           /* D32 */
    b1(e, 0x85); b1(e, 0xc9);                       /* test ecx, ecx */
    uint8_t *f0 = jump_fwd(e, 0x8e);                /* jle: 0 or bit 31 set */
    mov32_rr(e, RDX, hR);                           /* R32 */
    b1(e, 0x83); b1(e, 0xbb); b4(e, OFF(psw_v)); b1(e, 0);   /* cmp dword [psw_v], 0 */
    uint8_t *v0 = jump_fwd(e, 0x84);                /* je */
    b1(e, 0x39); b1(e, 0xca);                       /* cmp edx, ecx */
    uint8_t *f1 = jump_fwd(e, 0x83);                /* jae: R32 >= D32 */
    uint8_t *join = jump_fwd(e, 0xe9);
    land(e, v0);
    b1(e, 0x01); b1(e, 0xca);                       /* add edx, ecx: W0 mod 2^32 */
    uint8_t *f2 = jump_fwd(e, 0x83);                /* jnc: R32 + D32 < 2^32 */
    land(e, join);
    shift_ri(e, 4, RDX, m); op_rr(e, 1, 0x09, RDX, R13);       /* N = W0 << m | B */
    mov_rr(e, RAX, RDX); shift_ri(e, 5, RDX, 32);
    b1(e, 0xf7); b1(e, 0xf1);                       /* div ecx: eax = Q */
    mov_rr(e, RDX, RAX); shift_ri(e, 5, RDX, 1);    /* Q >> 1 */
    mov_rr(e, RCX, hT); shift_ri(e, 4, RCX, m - 1); op_rr(e, 1, 0x01, RCX, RDX);
    st_cpu(e, OFF(cb_x), RCX); st_cpu(e, OFF(cb_y), RCX);      /* Tprev */
    ld32_cpu(e, RCX, OFF(psw_v)); shift_ri(e, 4, RCX, m - 1); op_rr(e, 1, 0x09, RDX, RCX);   /* Vm */
    mov32_rr(e, RCX, RAX); and1_r(e, RCX); st32_cpu(e, OFF(psw_v), RCX);
    shift_ri(e, 4, hT, m); op_rr(e, 1, 0x01, hT, RAX);         /* T = (T << m) + Q */
    st_cpu(e, OFF(cb_r), hT);
    op_rr(e, 1, 0x01, RDX, RDX);
    mov_ri(e, RCX, (1ull << m) - 1); op_rr(e, 1, 0x29, RCX, RDX);   /* span - 2 Vm */
    imul_rr(e, RCX, hD);
    shift_ri(e, 4, hR, m); op_rr(e, 1, 0x01, hR, RCX); op_rr(e, 1, 0x01, hR, R13);
    rc->dirty[rc->slot_of[gR]] = rc->dirty[rc->slot_of[gT]] = 1;
    uint8_t *fails[3] = { f0, f1, f2 };
    for (int k = 0; k < 3; k++) {
        if (nslow == MAX_SLOW) return -1;
        slows[nslow++] = (struct slow_path){ fails[k], e->p, 0, 0, 0, d, before, *rc,
                                             (const void *)alu_run_ladder, 2 * m };
    }
    return 0;
}

/* The n instructions of the ladder at d. */
static int emit_ladder(struct emit *e, struct regcache *rc, const struct dinsn *d, unsigned n)
{
    rc->carry_in_rdx = 0;
    int cw = 0;                                     /* rdx holds the carry into bit 32 */
    int vr = 0;                                     /* r13 holds PSW V (inline_ds) */
    rc_drop(e, rc, NPOOL - 1);                      /* r13 out of the pool meanwhile */
    rc->npool = NPOOL - 1;
    for (unsigned i = 0; i < n; ) {
        int kind = alu_ladder_kind(&d[i], n - i);
        if (kind == LADDER_PAIRS || kind == LADDER_LEAD) {
            unsigned lead = kind == LADDER_LEAD, p = i + 2 * lead, m = 1;   /* the pairs at p */
            while (p + 2 * m + 1 < n && d[p + 2 * m].raw == d[p].raw && d[p + 2 * m + 1].raw == d[p + 1].raw) m++;
            m += lead;
            if (m > 32) m = 32;
            if (m >= 4) {
                if (lead) {                         /* R = 0 going in, as the lead DS reads r0 */
                    zero_r(e, RAX);
                    rc_commit(e, rc, d[i].t);
                }
                if (inline_ds_pairs(e, rc, &d[i], m, cw)) return -1;
                cw = vr = 0;
                i += 2 * m;
                continue;
            }
            kind = LADDER_DS;
        }
        if (kind == LADDER_DS) { inline_ds(e, rc, &d[i], cw, vr); cw = vr = 1; i++; continue; }
        unsigned lg = 0;
        int form = form_of(&d[i], &lg);
        struct add_form f;
        if (form == IF_ADD) { inline_ladder_add(e, rc, &d[i], d[i].a, 0, cw); cw = 1; }
        else if (form == IF_ADDC && !alu_add_form(&d[i], &f) && !f.x_imm && !f.not_y && f.cb &&
                 !(f.cond & 15) && (f.cin == CIN_WORD || f.cin == CIN_NONE)) {
            inline_ladder_add(e, rc, &d[i], f.sh, f.cin == CIN_WORD, cw);
            cw = 1;
        } else if (form == IF_ADD || form == IF_ADDC) {
            if (emit_body(e, rc, (struct dinsn *)&d[i], form, lg, 0, 0, 0)) return -1;
            cw = vr = 0;
        } else {
            return -1;
        }
        i++;
    }
    rc->npool = NPOOL;
    return 0;
}

/* Ways out of the block to the loop, landed at its common exit: the queue in memory is
   right, the count (r15 + pend) and the dirty registers are stored on the way. */
#define MAX_OUTS 4
static uint8_t *outs[MAX_OUTS];
static unsigned nouts;

static int exit_to_loop(struct emit *e, const struct regcache *rc, unsigned pend)
{
    if (nouts == MAX_OUTS) return -1;
    b1(e, 0x49); b1(e, 0x8d); b1(e, 0x87); b4(e, pend);    /* lea rax, [r15 + pend] */
    st_cpu(e, OFF(icount), RAX);
    rc_store_dirty(e, rc);
    outs[nouts++] = jump_fwd(e, 0xe9);
    return 0;
}

/* Before a call out: the count and the cached registers to memory, and none kept. */
static void before_call(struct emit *e, struct regcache *rc, unsigned *pend)
{
    flush_count(e, *pend);
    *pend = 0;
    rc_flush(e, rc);
    rc_forget(rc);
}

#define MAX_EXITS 32
#define MAX_DEFER 3
struct exits {
    uint8_t *rel_at[MAX_EXITS];
    uint64_t to[MAX_EXITS];
    int may_n[MAX_EXITS];
    unsigned n;
    /* A block that branches back to itself and keeps all its registers cached: the
       back edge jumps to head, past the loads, with the cache as it was there. */
    uint64_t self;
    const uint8_t *head;
    struct regcache head_rc;
    int milli;               /* the block's b,l calls this millicode routine (milli_call) */
    uint64_t go_to;          /* where the next segment starts (block_next) */
    /* The block's horizon: no path through it retires more instructions than its
       segments' and the inline millicode's (milli). Only its entry and its back edges
       test the next event, against the horizon, patched in at the end (hz_at). */
    unsigned milli_insns;
    uint8_t *hz_at[MAX_EXITS + 1], *lim_at[MAX_EXITS + 1];
    unsigned nhz, nlim;
    /* Deferred paths: a forward compare and branch whose target block run.c built jumps
       to code translated after the block's own path, the cache as it was, instead of
       leaving the block (defer: that target, set before the branch is emitted). Each
       keeps an exit in reserve, for when it cannot be translated after all. */
    uint64_t defer;
    unsigned defer_n, ndefer, defer_insns;
    struct deferred { uint64_t pc; struct regcache rc; unsigned pend; uint8_t *site; } defers[MAX_DEFER];
};

/* Leaves the block for guest address `to` with the queue empty. may_n: PSW N may be
   set (by the slot). */
static void exit_direct_one(struct emit *e, struct regcache *rc, unsigned pend, uint64_t to, struct exits *x,
                            int may_n);
/* When PSW N may be set, the instruction at `to` is nullified here, as the loop would
   (counted, N cleared), and the exit goes on to to + 4, unless an event falls on it
   (the loop runs events before a nullified instruction too) or it is on the gateway
   page (a reserved slot redirects even nullified): a block whose last instruction sets
   N for the next one no longer sends every such pass through the loop. */
static void exit_direct(struct emit *e, struct regcache *rc, unsigned pend, uint64_t to, struct exits *x,
                        int may_n)
{
    if (!may_n || (to >> 12) == (GATEWAY_PAGE >> 12) || x->n + 3 > MAX_EXITS) {
        exit_direct_one(e, rc, pend, to, x, may_n);
        return;
    }
    struct regcache keep = *rc;
    test_n(e);
    uint8_t *plain = jump_fwd(e, 0x84);             /* je: N clear */
    cmp_event(e, pend);
    uint8_t *ev = jump_fwd(e, 0x83);                /* jae: the loop's */
    clear_n(e);
    exit_direct_one(e, rc, pend + 1, to + 4, x, 0);
    *rc = keep;
    land(e, ev);
    exit_direct_one(e, rc, pend, to, x, 1);
    *rc = keep;
    land(e, plain);
    exit_direct_one(e, rc, pend, to, x, 0);
}

/* The exact test a failed cmp_lim leads to: count + horizon (patched in at the end)
   against event_at, and back when the event is further away. */
static void exact_event(struct emit *e, struct exits *x, const uint8_t *back)
{
    x->hz_at[x->nhz++] = cmp_event(e, 0);
    jump_back(e, 0x86, back);                       /* jbe */
}

/* The cache made as the loop's head has it: the dirty registers stored where the head
   has another register or counts theirs clean, then the head's loaded where they are
   missing, dirty or clean as there. */
static void to_head(struct emit *e, struct regcache *rc, const struct exits *x)
{
    const struct regcache *h = &x->head_rc;
    for (unsigned s = 0; s < NPOOL; s++)
        if (rc->guest[s] >= 0 && rc->dirty[s] && (rc->guest[s] != h->guest[s] || !h->dirty[s]))
            st_cpu(e, gr_off((unsigned)rc->guest[s]), pool_reg[s]);
    for (unsigned s = 0; s < NPOOL; s++)
        if (h->guest[s] >= 0 && rc->guest[s] != h->guest[s]) ld_cpu(e, pool_reg[s], gr_off((unsigned)h->guest[s]));
    *rc = *h;
}

static void exit_direct_one(struct emit *e, struct regcache *rc, unsigned pend, uint64_t to, struct exits *x,
                            int may_n)
{
    if (x->head && to == x->self) {
        to_head(e, rc, x);
        add_ri(e, R15, pend);
        pend = 0;
        x->lim_at[x->nlim++] = cmp_lim(e);
        /* jae; jmp head, not one jb to the head: in the form before the limits, ja; jmp
           head ran sieve's loop 8% faster on this host than one jbe */
        uint8_t *exact = jump_fwd(e, 0x83), *cold_n = NULL;
        const uint8_t *back = e->p;
        if (may_n) { test_n(e); cold_n = jump_fwd(e, 0x85); }
        int64_t rel = x->head - (e->p + 5);
        b1(e, 0xe9); b4(e, (uint32_t)(int32_t)rel);                     /* jmp head */
        land(e, exact);
        exact_event(e, x, back);
        land(e, cold_n);
        st_cpu(e, OFF(icount), R15);
    }
    add_ri(e, R15, pend);
    rc_flush(e, rc);
    /* The queue (to, to + 4) and the count (r15) are stored by the next block only if it
       leaves for the loop at its entry, or by the stub before the jump is patched. */
    b1(e, 0xe9);
    x->may_n[x->n] = may_n;
    x->rel_at[x->n] = e->p;
    x->to[x->n++] = to;
    b4(e, 0);
}

/* Whether d, of the given form, may set PSW N (a call out may do anything); an add
   whose condition traps (addi,tc: the millicode's divide-by-zero test) never does. */
static int form_sets_n(const struct dinsn *d, int form)
{
    return form == IF_NONE || form == IF_FTEST || alu_sets_n(d);
}

/* The delay slot after a branch whose outcome this path knows: queue (slot, back).
   open: when not NULL and the slot leaves PSW N clear, no exit: the code ends here for
   the next segment to follow (superblocks), and *open is the count pending there (at
   least 1). */
static int emit_slot(struct emit *e, struct regcache *rc, struct dinsn *ds, uint64_t slot, uint64_t back,
                     int nullified, unsigned pend, struct exits *x, unsigned *open)
{
    unsigned lg = 0;
    int form = nullified ? IF_NONE : form_of(ds, &lg);
    int may_n = !nullified && form_sets_n(ds, form);
    if (!nullified) {
        if (form == IF_NONE) before_call(e, rc, &pend);
        if (emit_body(e, rc, ds, form, lg, slot, back, pend)) return -1;
    }
    if (open && !may_n) { *open = pend + 1; return 0; }
    exit_direct(e, rc, pend + 1, back, x, may_n);
    return 0;
}

/* The slot on a branch's path to `target` that leaves the block: the path deferred when
   it may be (x->defer), else a direct exit. */
static int slot_or_defer(struct emit *e, struct regcache *rc, struct dinsn *ds, uint64_t slot, uint64_t target,
                         int nullified, unsigned pend, struct exits *x)
{
    unsigned go = 0;
    if (emit_slot(e, rc, ds, slot, target, nullified, pend, x, x->defer == target ? &go : NULL)) return -1;
    if (go) {
        x->defers[x->ndefer++] = (struct deferred){ target, *rc, go, jump_fwd(e, 0xe9) };
        x->defer_insns += x->defer_n;
    }
    return 0;
}

/* The block's branch when its target is fixed (IF_CMPB, IF_CMPIB, IF_BL) and its slot
   is in the block: each outcome runs its own copy of the slot, whose nullification it
   knows, and leaves by a direct exit. */
static int emit_static_branch(struct emit *e, struct regcache *rc, struct dinsn *db, int form, uint64_t a,
                              unsigned pend, struct exits *x, unsigned *open);

/* The summary of routine kind (divdi3_run or milli_run) called with the cpu. A `call
   rax`, so that jit_interrupted_block finds the block from inside it. */
static void call_summary(struct emit *e, int kind)
{
    b1(e, 0x48); b1(e, 0x89); b1(e, 0xdf);          /* mov rdi, rbx */
    b1(e, 0xbe); b4(e, (uint32_t)kind);             /* mov esi, kind */
    mov_rax_imm(e, (uint64_t)(uintptr_t)(kind >= MILLI_UDIVDI3 ? divdi3_run : milli_run));
    b1(e, 0xff); b1(e, 0xd0);                       /* call rax */
}
/* milli_run(c, kind), the count in memory before (stored by the caller) and in r15 after:
   returns the jump taken when it did not run the routine. */
static uint8_t *call_milli(struct emit *e, int kind)
{
    call_summary(e, kind);
    ld_cpu(e, R15, OFF(icount));
    b1(e, 0x85); b1(e, 0xc0);                       /* test eax, eax */
    return jump_fwd(e, 0x84);
}

/* A call b,l ROUTINE,rp of a division routine that the translation runs at the call
   (milli.c: $$divU and $$remU inline, __udivdi3 and __umoddi3 by divdi3_run), its slot
   inline and keeping rp: the routine's kind, else MILLI_NONE.
   Asked before the branch is emitted (x->milli), with room left for the exits a
   nullified branch adds first. */
static int milli_call(const struct dinsn *db, const struct exits *x)
{
    unsigned lg, w[2];
    int form = form_of(db + 1, &lg);
    if (db->t != 2 || db->b || form == IF_NONE || x->n + 6 > MAX_EXITS) return MILLI_NONE;
    insn_writes(db + 1, form, w);
    if (w[0] == 2 || w[1] == 2) return MILLI_NONE;
    /* a call that records itself on the shadow stack runs __udivdi3 and __umoddi3 as
       their instructions (no call is counted that the guest made) */
    return branch_calls_shadow(db) ? milli_inline((uint64_t)db->imm) : milli_find((uint64_t)db->imm);
}

/* milli_run's closed form in host code, D (r25) in hd and N (r26) in hn: r1, ret1, the
   carry operands and PSW V as the routine leaves them. */
static void inline_divu(struct emit *e, struct regcache *rc, unsigned hd, unsigned hn)
{
    mov32_rr(e, RAX, hn);                           /* B = N's low word */
    zero_r(e, RDX);
    div32_r(e, hd);                                 /* eax = Q */
    mov32_rr(e, RCX, RAX);
    b1(e, 0x83); b1(e, 0xc8 | RCX); b1(e, 1);       /* or ecx, 1 */
    imul_rr(e, RCX, hd);
    mov32_rr(e, RDX, hn);
    op_rr(e, 1, 0x29, RDX, RCX);                    /* R = B - D (Q | 1) */
    mov_rr(e, rc_def(e, rc, 1), RDX);
    mov_rr(e, RDX, hn);
    shift_ri(e, 4, RDX, 32);
    mov32_rr(e, RCX, RAX);
    shift_ri(e, 5, RCX, 1);
    op_rr(e, 1, 0x01, RDX, RCX);                    /* P = (N << 32) + (Q >> 1) */
    st_cpu(e, OFF(cb_x), RDX);
    st_cpu(e, OFF(cb_y), RDX);
    and1_r(e, RAX);
    st32_cpu(e, OFF(psw_v), RAX);                   /* V = Q & 1 */
    b1(e, 0x48); b1(e, 0x8d); b1(e, 0x04); b1(e, 0x50);   /* lea rax, [rax + rdx*2]: T = 2P + V */
    st_cpu(e, OFF(cb_r), RAX);
    mov_rr(e, rc_def(e, rc, 29), RAX);
}

static void inline_remu(struct emit *e, struct regcache *rc, unsigned hd, unsigned hn)
{
    mov32_rr(e, RAX, hn);
    shift_ri(e, 5, RAX, 1);                         /* B = N's low word >> 1 */
    zero_r(e, RDX);
    div32_r(e, hd);                                 /* eax = Q */
    mov_rr(e, RCX, hn);
    shift_ri(e, 4, RCX, 31);
    mov32_rr(e, RDX, RAX);
    shift_ri(e, 5, RDX, 1);
    op_rr(e, 1, 0x01, RCX, RDX);                    /* P = (N << 31) + (Q >> 1) */
    mov32_rr(e, RDX, RAX);
    and1_r(e, RDX);                                 /* v = Q & 1 */
    b1(e, 0x48); b1(e, 0x8d); b1(e, 0x0c); b1(e, 0x4a);   /* lea rcx, [rdx + rcx*2]: T */
    mov_rr(e, rc_def(e, rc, 1), RCX);
    b1(e, 0x83); b1(e, 0xc8); b1(e, 1);             /* or eax, 1 */
    imul_rr(e, RAX, hd);
    mov32_rr(e, RCX, hn);
    shift_ri(e, 5, RCX, 1);
    op_rr(e, 1, 0x29, RCX, RAX);                    /* R = B - D (Q | 1) */
    mov32_rr(e, RAX, hn);
    and1_r(e, RAX);
    b1(e, 0x48); b1(e, 0x8d); b1(e, 0x0c); b1(e, 0x48);   /* lea rcx, [rax + rcx*2]: x = 2R + N's bit 0 */
    mov_rr(e, RAX, RDX);
    neg_r(e, RAX);
    op_rr(e, 1, 0x31, RAX, hd);                     /* y = v ? ~D : D */
    st_cpu(e, OFF(cb_x), RCX);
    st_cpu(e, OFF(cb_y), RAX);
    op_rr(e, 1, 0x01, RAX, RCX);
    op_rr(e, 1, 0x01, RAX, RDX);                    /* r = x + y + v */
    op_rr(e, 1, 0x31, RCX, RAX);
    op_r_cpu(e, 0x33, RCX, OFF(cb_y));
    shift_ri(e, 5, RCX, 32);
    and1_r(e, RCX);
    st32_cpu(e, OFF(psw_v), RCX);                   /* V = the carry into bit 32 */
    st_cpu(e, OFF(cb_r), RAX);
    op_rr(e, 0, 0x85, RAX, RAX);
    uint8_t *positive = jump_fwd(e, 0x89);          /* jns: cmpiclr,<= 0,ret1,r0 nullified the add */
    st_cpu(e, OFF(cb_x), RAX);
    st_cpu(e, OFF(cb_y), hd);
    op_rr(e, 1, 0x01, RAX, hd);                     /* r += D */
    st_cpu(e, OFF(cb_r), RAX);
    land(e, positive);
    mov_rr(e, rc_def(e, rc, 29), RAX);
}

/* The power-of-two path (milli.h milli_pow2_run), D (r25) in hd and N (r26) in hn, a
   nonzero power of two as a word: the carry operands (0, D, D); $$remU's r1 = D - 1 and
   ret1 = N & r1; $$divU's ret1 = N's word shifted right by D's bit (all of N for bit 0),
   r25 = D | D's word >> 16, then | its bits 8-15 >> 8 (stored, so that its home stays as
   clean as on the general path), r26 = 0xcc and r1 = 0xaa. r1 and ret1 take their
   homes as inline_divu and inline_remu give them (rc_def for 1, then 29), so that both
   paths leave the cache alike. */
static void inline_pow2(struct emit *e, struct regcache *rc, int kind, unsigned hd, unsigned hn)
{
    st_cpu_imm(e, OFF(cb_x), 0);
    st_cpu(e, OFF(cb_y), hd);
    st_cpu(e, OFF(cb_r), hd);
    if (kind == MILLI_REMU) {
        lea_rd(e, RAX, hd, -1);
        mov_rr(e, RDX, hn);
        op_rr(e, 1, 0x21, RDX, RAX);                /* and rdx, rax */
    } else {
        rex(e, 0, RCX, hd); b1(e, 0x0f); b1(e, 0xbc); b1(e, 0xc0 | (RCX & 7) << 3 | (hd & 7));   /* bsf ecx, hd32 */
        mov32_rr(e, RAX, hn);
        b1(e, 0xd3); b1(e, 0xe8);                   /* shr eax, cl */
        b1(e, 0x85); b1(e, 0xc9);                   /* test ecx, ecx */
        rex(e, 1, RAX, hn); b1(e, 0x0f); b1(e, 0x44); b1(e, 0xc0 | (hn & 7));   /* cmove rax, hn */
        mov32_rr(e, RDX, hd);
        shift_ri(e, 5, RDX, 16);
        op_rr(e, 1, 0x09, hd, RDX);                 /* or hd, rdx */
        mov32_rr(e, RDX, hd);
        shift_ri(e, 5, RDX, 8);
        b1(e, 0x0f); b1(e, 0xb6); b1(e, 0xd2);      /* movzx edx, dl */
        op_rr(e, 1, 0x09, hd, RDX);
        st_cpu(e, gr_off(25), hd);
        mov_ri(e, hn, 0xcc);
        st_cpu(e, gr_off(26), hn);
        mov_rr(e, RDX, RAX);
        mov_ri(e, RAX, 0xaa);
    }
    mov_rr(e, rc_def(e, rc, 1), RAX);
    mov_rr(e, rc_def(e, rc, 29), RDX);
}

/* A call of __udivdi3 or __umoddi3, its slot run (pend pending): divdi3_run in C, with
   the registers stored as for an executor, and on to the return point a + 8 with nothing
   cached when it ran the routine (its count, at most DIVDI3_COUNT_MAX, is in the block's
   horizon), else on into the routine's own block. Before, each call left the block,
   entered the routine's block, which called milli_run, and returned through the chaining
   caches. The count stays pending in r15 (a path open with none pending would be closed):
   the exact count goes to memory for divdi3_run, and r15 adds the instructions it ran. */
static int emit_divdi3_call(struct emit *e, struct regcache *rc, uint64_t a, unsigned pend, struct exits *x,
                            int kind, unsigned *go, uint64_t target)
{
    rc_flush(e, rc);
    rc_forget(rc);
    lea_rd(e, RAX, R15, (int32_t)pend);
    st_cpu(e, OFF(icount), RAX);
    call_summary(e, kind);
    b1(e, 0x85); b1(e, 0xc0);                       /* test eax, eax */
    uint8_t *not_run = jump_fwd(e, 0x84), *on = NULL;
    op_rr(e, 1, 0x01, R15, RAX);                    /* r15 += the instructions run */
    x->milli_insns += DIVDI3_COUNT_MAX;
    if (go) { *go = pend; on = jump_fwd(e, 0xe9); }
    else exit_direct_one(e, rc, pend, a + 8, x, 0);
    land(e, not_run);
    exit_direct_one(e, rc, pend, target, x, 0);
    land(e, on);
    return 0;
}

/* The call, its slot run: the routine's general or power-of-two path inline when the
   divisor takes one (the general path's count is in the block's horizon, the shorter
   one's adjusted to it), else on into the routine's own block; __udivdi3 and __umoddi3
   by emit_divdi3_call. The inline paths go on to the return point a + 8, in this block
   (*go: the count pending there) or by a direct exit. */
static int emit_milli_call(struct emit *e, struct regcache *rc, struct dinsn *db, uint64_t a, unsigned pend,
                           struct exits *x, int kind, unsigned *go)
{
    uint64_t target = (uint64_t)db->imm;
    unsigned open = 0, hd, hn;
    if (emit_slot(e, rc, db + 1, a + 4, target, 0, pend, x, &open)) return -1;
    if (!open) return 0;                            /* the slot may set PSW N: it left already */
    if (kind >= MILLI_UDIVDI3) return emit_divdi3_call(e, rc, a, open, x, kind, go, target);
    hd = rc_use(e, rc, 25);
    hn = rc_use(e, rc, 26);
    uint8_t *other[2];
    lea_rd(e, RAX, hd, -1);
    op_rr(e, 0, 0x85, RAX, hd);
    other[0] = jump_fwd(e, 0x84);                   /* je: 0 or a power of two */
    rex(e, 0, 0, hd); b1(e, 0x83); b1(e, 0xf8 | (hd & 7)); b1(e, (uint8_t)milli_floor(kind));   /* cmp hd32, floor */
    other[1] = jump_fwd(e, 0x8e);                   /* jle */
    x->milli_insns += milli_count(kind);
    struct regcache keep = *rc;
    if (kind == MILLI_DIVU) inline_divu(e, rc, hd, hn);
    else inline_remu(e, rc, hd, hn);
    unsigned back = open + milli_count(kind);       /* pending at the return point */
    struct regcache at_return = *rc;
    uint8_t *on = NULL;
    if (go) { *go = back; on = jump_fwd(e, 0xe9); }
    else exit_direct_one(e, rc, back, a + 8, x, 0);
    struct regcache after = *rc;
    *rc = keep;
    land(e, other[0]);
    op_rr(e, 0, 0x85, hd, hd);
    uint8_t *zero = jump_fwd(e, 0x84), *on_pow2 = NULL;   /* je: a zero word traps */
    inline_pow2(e, rc, kind, hd, hn);
    /* the same count pending at the return point as on the general path */
    add_ri(e, R15, (int64_t)milli_pow2_count(kind) - (int64_t)milli_count(kind));
    if (!rc_same(rc, &at_return)) return -1;        /* both cache alike (inline_pow2) */
    if (go) on_pow2 = jump_fwd(e, 0xe9);
    else exit_direct_one(e, rc, back, a + 8, x, 0);
    *rc = keep;
    land(e, zero);
    land(e, other[1]);
    exit_direct_one(e, rc, open, target, x, 0);
    *rc = after;
    land(e, on);
    land(e, on_pow2);
    return 0;
}

/* The same when the instruction before may nullify the branch: PSW N set, the branch
   does nothing (N cleared) and the slot runs as a plain instruction, on to a + 8. That
   path comes first, so that the branch's own (open: as for emit_static_branch) is last.
   n_cc: N is that x86 condition of the flags, not in memory (n_in_flags), else 0. */
static int emit_static_branch_n(struct emit *e, struct regcache *rc, struct dinsn *db, int form, uint64_t a,
                                unsigned pend, struct exits *x, int slot_not_code, unsigned *open, unsigned n_cc)
{
    rc_prepare(e, rc, db, form);
    struct regcache split = *rc;
    uint8_t *not_nullified;
    if (open && form == IF_BL && x->milli == MILLI_NONE && x->go_to == a + 8 && !slot_not_code) {
        /* the nullified path goes on (block_next): the branch's own comes first */
        uint8_t *nullified;
        if (n_cc) nullified = jump_fwd(e, n_cc);
        else { test_n(e); nullified = jump_fwd(e, 0x85); }
        if (emit_static_branch(e, rc, db, form, a, pend, x, NULL)) return -1;
        *rc = split;
        land(e, nullified);
        if (!n_cc) clear_n(e);
        return emit_slot(e, rc, db + 1, a + 4, a + 8, 0, pend + 1, x, open);
    }
    if (n_cc) {                                     /* N in the flags (n_in_flags), clear in memory */
        not_nullified = jump_fwd(e, n_cc ^ 1);
    } else {
        test_n(e);
        not_nullified = jump_fwd(e, 0x84);          /* je */
        clear_n(e);
    }
    if (slot_not_code)                              /* the block that starts there runs it */
        exit_direct(e, rc, pend + 1, a + 4, x, 0);
    else if (emit_slot(e, rc, db + 1, a + 4, a + 8, 0, pend + 1, x, NULL))
        return -1;
    *rc = split;
    land(e, not_nullified);
    return emit_static_branch(e, rc, db, form, a, pend, x, open);
}

/* open: when not NULL, the path to the next segment may stay open (emit_slot): the
   target of b,l, else the fall-through; *open is then the count pending there, else 0. */
static int emit_static_branch(struct emit *e, struct regcache *rc, struct dinsn *db, int form, uint64_t a,
                              unsigned pend, struct exits *x, unsigned *open)
{
    uint64_t target = (uint64_t)db->imm, fall = a + 8;
    struct dinsn *ds = db + 1;
    if (form == IF_BL && branch_calls_shadow(db)) {   /* as exec_bl_shadow: state as for an executor */
        before_call(e, rc, &pend);
        uint8_t *done = jit_shadow_inline() ? jit_shadow_call(e, a, target) : NULL;
        set_queue2(e, a, a + 4);
        b1(e, 0x48); b1(e, 0x89); b1(e, 0xdf);          /* mov rdi, rbx */
        mov_rsi_imm(e, (a + 8) | 3);
        b1(e, 0x48); b1(e, 0xba); b8(e, target);        /* mov rdx, imm64 */
        call(e, (const void *)shadow_call);
        land(e, done);
    }
    pend++;                                         /* the branch */
    if (form == IF_BL) {
        if (db->t) { mov_ri(e, RAX, (a + 8) | 3); rc_commit(e, rc, db->t); }
        if (x->milli != MILLI_NONE) return emit_milli_call(e, rc, db, a, pend, x, x->milli, open);
        return emit_slot(e, rc, ds, a + 4, target, db->b != 0, pend, x, open);
    }
    int always = 0;
    uint8_t *not_taken;
    if (form == IF_BB) {                            /* bt: CF = the bit */
        if (!db->r1) { always = db->cond != 0; not_taken = NULL; }
        else {
            unsigned h = rc_use(e, rc, db->r1);
            rex(e, 1, 0, h); b1(e, 0x0f); b1(e, 0xba); b1(e, 0xe0 | (h & 7)); b1(e, (uint8_t)(63 - (db->a & 63)));
            not_taken = jump_fwd(e, db->cond ? 0x82 : 0x83);   /* jb / jae: taken when the bit is cond-less */
        }
    } else {
        not_taken = form == IF_CMPIB ? cond_sub_false(e, rc, db->cond, 1, (int8_t)db->r1, db->r2, &always)
                                     : cond_sub_false(e, rc, db->cond, 0, db->r1, db->r2, &always);
    }
    struct regcache split = *rc;
    if (not_taken || always)
        if (slot_or_defer(e, rc, ds, a + 4, target, db->b == NUL_TAKEN, pend, x)) return -1;
    if (not_taken || !always) {
        *rc = split;
        land(e, not_taken);
        if (emit_slot(e, rc, ds, a + 4, fall, db->b == NUL_NOT_TAKEN, pend, x, open)) return -1;
    }
    return 0;
}

/* A block ending in a PC-relative branch back to its own start, with every
   instruction inline, loads its registers at its head (the first NPOOL it uses, when it
   uses more), and loops without leaving them: its back edge puts back the ones the body
   evicted (to_head). Those the body writes are counted dirty there (the back edge
   arrives with them written); the others clean, so evicting one stores nothing. */
static void loop_head(struct emit *e, struct regcache *rc, struct dinsn *d, uint64_t pc, unsigned n,
                      struct exits *x)
{
    unsigned last = n - 2, lg;
    if (!d->slot || n < 2 || d->ladder || d[last].imm != (int64_t)pc) return;
    int bform = form_of(&d[last], &lg);
    if (bform != IF_CMPB && bform != IF_CMPIB && bform != IF_BL && bform != IF_BB) return;
    uint64_t used = 0, written = 0;
    unsigned order[NPOOL], nused = 0;               /* the first NPOOL, in the order of use */
    for (unsigned i = 0; i < n; i++) {
        int form = form_of(&d[i], &lg);
        if (form == IF_NONE || (i != last && (form == IF_BL || form == IF_BV || form == IF_BVE ||
                                               form == IF_CMPB || form == IF_CMPIB || form == IF_BB)))
            return;
        unsigned g[3], w[2];
        insn_regs(&d[i], form, g);
        insn_writes(&d[i], form, w);
        written |= 1ull << w[0] | 1ull << w[1];
        for (int k = 0; k < 3; k++)
            if (g[k] && !(used & (1ull << g[k]))) {
                used |= 1ull << g[k];
                if (nused < NPOOL) order[nused++] = g[k];
            }
    }
    for (unsigned k = 0; k < nused; k++) {
        rc_use(e, rc, order[k]);
        rc->dirty[rc->slot_of[order[k]]] = (written >> order[k]) & 1;
    }
    x->head = e->p;
    x->head_rc = *rc;
}

/* An inline form that cannot fault, trap or call out: nothing can observe the queue
   while it runs (a return's slot then needs no queue of its own). */
static int quiet_form(const struct dinsn *d)
{
    unsigned lg = 0;
    struct add_form f;
    int form = form_of(d, &lg);
    if (mem_form(form)) return 0;
    switch (form) {
    case IF_NONE: case IF_FARITH: case IF_FSQRT: case IF_FCMP: case IF_CMPB: case IF_CMPIB: case IF_BL: case IF_BV:
    case IF_BVE:
    case IF_BB:
        return 0;
    case IF_ADDC: return !alu_add_form(d, &f) && !f.trap;
    default: return 1;
    }
}

/* A delay slot that may fault but never nullifies nor reads the queue: it runs with the
   queue (slot, target) stored, as a fault reports it. */
static int mem_slot(const struct dinsn *d)
{
    unsigned lg = 0;
    return mem_form(form_of(d, &lg));
}

/* Superblocks: a block whose static branch falls through to the block right after its
   slot, or whose b,l jumps forward (exec-branch.c block_next), goes on into that block's
   code when run.c built it already (with the first, for every engine alike), on the
   same page: the registers stay cached, with no exit, no entry and no reloads between
   them. The other paths leave as before. */
struct segment { uint32_t body; uint64_t pc; unsigned n; };

/* Runs of loads and stores of one size off one base register, with displacements alike
   modulo the size (a prologue's saves, an epilogue's restores): the lowest and the
   highest address tested at the first cover every one between, so the others need no
   test. If either fails, the state is stored as before the first and the loop runs it
   alone (cpu step_once): each access then has its own test again, and the fault is the
   one of the exact instruction. grp: the run, instructions i < end of this segment. */
static struct { unsigned base, lg, end; } grp;

static int mem_group(struct emit *e, struct regcache *rc, const struct dinsn *d, unsigned i, unsigned limit,
                     uint64_t pc, unsigned pend)
{
    unsigned lg, lgj, count = 0, end = i;        /* count: the distinct slots */
    int64_t seen[32];
    grp.base = 0;
    if (!mem_plain(&d[i], form_of(&d[i], &lg))) return 0;
    unsigned b = d[i].r2, n = 1u << lg;
    int64_t lo = d[i].imm, hi = d[i].imm;
    for (unsigned j = i; j < limit; j++) {
        int f = form_of(&d[j], &lgj);
        if (f == IF_NONE || f == IF_BL || f == IF_BV || f == IF_BVE || f == IF_CMPB || f == IF_CMPIB || f == IF_BB)
            break;
        if (mem_plain(&d[j], f) && d[j].r2 == b && lgj == lg && (d[j].imm - d[i].imm) % (int64_t)n == 0) {
            if (d[j].imm < lo) lo = d[j].imm;
            if (d[j].imm > hi) hi = d[j].imm;
            unsigned k = 0;                         /* slots seen: a reload of one is forwarded */
            while (k < count && seen[k] != d[j].imm) k++;
            if (k == count && count < 32) seen[count++] = d[j].imm;
            end = j + 1;
        }
        unsigned w[2];
        insn_writes(&d[j], f, w);
        if (w[0] == b || w[1] == b) break;
    }
    if (count < 3 || nslow + 2 > MAX_SLOW) return 0;   /* two tests: worth it from three slots */
    unsigned h = rc_use(e, rc, b);
    for (int k = 0; k < 2; k++) {
        lea_rd(e, RAX, h, (int32_t)(k ? hi : lo));
        mem_test(e, n, RAX);
        slows[nslow++] = (struct slow_path){ jump_fwd(e, 0x85), e->p, pc, pc + 4, pend, NULL, *rc, *rc, NULL, 0 };
    }
    grp.base = b;
    grp.lg = lg;
    grp.end = end;
    return 0;
}

/* A block that starts a millicode routine first tries it whole (milli_run): the count
   to memory for it, the queue for a sample taken inside, then on like a clean return. *out
   takes the jump to the block's way out behind its chaining cache (chain_exit). */
static uint8_t *emit_milli(struct emit *e, int kind, uint64_t pc, uint8_t **disp, uint8_t **out)
{
    st_cpu(e, OFF(icount), R15);
    set_queue(e, pc);
    uint8_t *not_run = call_milli(e, kind);
    uint8_t *cache_imm = chain_exit(e, disp, 0, 1);
    *out = jump_fwd(e, 0xe9);
    land(e, not_run);
    return cache_imm;
}

/* What the translation forgets on going on into another block's instructions, as the
   next segment or a deferred path: the carry in rdx for a sub,b, what loads may take from
   earlier stores, and a ladder's landing point. */
static void segment_forget(struct regcache *rc, unsigned *lad_end, uint8_t **to_after_ladder)
{
    rc->carry_in_rdx = 0;
    mem_forget();
    *lad_end = ~0u;
    *to_after_ladder = NULL;
}

/* Whether a path of path_segs segments may go on into the block at next: max, the most
   segments it may have (JIT_CHAIN_MAX for the block's own path), room kept for the
   deferred paths. */
static int may_go_on(const struct dinsn *d, uint64_t pc, uint64_t next, const struct segment *segs,
                     unsigned nsegs, unsigned ntotal, const struct exits *x, unsigned path_segs, unsigned max)
{
    /* A block may end on the next page (run.c); segments start on the first, and each once */
    if (path_segs >= max || nsegs + x->ndefer >= JIT_SEGMENTS_MAX || (next >> 12) != (pc >> 12) ||
        (next >> 12) == (GATEWAY_PAGE >> 12))
        return 0;
    for (unsigned k = 0; k < nsegs; k++) if (segs[k].pc == next) return 0;
    const struct dinsn *dn = d + ((int64_t)next - (int64_t)pc) / 4;
    if (milli_find(next)) return 0;                 /* its own block runs it whole (milli.c) */
    unsigned nn = dn->blk ? dn->blk - 1u : 0;
    return nn && ntotal + x->defer_insns + nn <= 256 && x->n + x->ndefer + 8 <= MAX_EXITS &&
           nouts + x->ndefer + 1 < MAX_OUTS && nslow + 3 * nn <= MAX_SLOW;
}

/* PSW N is set from the flags by the last bytes emitted (set_n_cc) and nothing jumps to
   them or past them: those bytes are taken back and the x86 condition that N would have
   been is returned (0: no). The next instruction, which N may nullify, then branches on
   the flags themselves, and N in memory stays clear as it was before: no store, load
   and clear of it. Only moves may come between (rc_prepare: its loads and spills). */
static int n_last(const struct emit *e, const uint8_t *head)
{
    if (!e->n_at || e->p != e->n_at + e->n_len || (e->landed && e->landed >= e->n_at) || (head && head >= e->n_at))
        return 0;
    for (unsigned k = 0; k < nslow; k++) if (slows[k].back >= e->n_at) return 0;
    return 1;
}
/* always: an N that always holds may be returned (0xe9), for a jmp. */
static unsigned n_in_flags(struct emit *e, const uint8_t *head, int always)
{
    if (!n_last(e, head) || (e->n_cc == 0xe9 && !always)) return 0;
    e->p = e->n_at;
    e->n_at = NULL;
    return e->n_cc;
}

/* Instruction i may be nullified, and sets PSW N last (n_last): the path that ran it
   jumps past the next one, j, straight on its condition, and the path that skipped it
   (N clear) lands after that jump and runs j, with no store, load and clear of N.
   Only for a quiet j (it cannot fault or call out) whose registers are cached already
   (rc_prepare would emit nothing, on either path). Returns the jump, j's to_skip. */
static uint8_t *n_across_join(struct emit *e, struct regcache *rc, const struct dinsn *dj, const uint8_t *head)
{
    unsigned lg;
    int form = form_of(dj, &lg);
    if (!n_last(e, head) || !quiet_form(dj)) return NULL;
    uint8_t *p0 = e->p;
    struct regcache r0 = *rc;
    rc_prepare(e, rc, dj, form);
    if (e->p != p0) { e->p = p0; *rc = r0; return NULL; }
    return jump_fwd(e, n_in_flags(e, head, 1));
}

/* The chaining cache of a chain_exit, in the data area: both its targets the way out at
   outp until the loop, or a hit in the shared table, fills them. */
static void place_cache(struct emit *e, uint8_t *cache_imm, uint8_t **disp, const uint8_t *outp, int clean)
{
    if (dused + sizeof(struct jit_cache) > DATA_BYTES) { e->p = e->end; return; }   /* full: a flush */
    struct jit_cache *k = (struct jit_cache *)(void *)(cdata + dused);
    dused += sizeof *k;
    if (e->p >= e->end) return;
    *k = (struct jit_cache){ ~0ull, outp, ~0ull, outp, clean ? DIRECT_ENTRY_NN : CHAIN_ENTRY };
    uint64_t a = (uint64_t)(uintptr_t)k;
    memcpy(cache_imm, &a, 8);
    rip_patch(disp[0], (uint8_t *)&k->pc0, e);
    rip_patch(disp[1], (uint8_t *)&k->code0, e);
    rip_patch(disp[2], (uint8_t *)&k->pc1, e);
    rip_patch(disp[3], (uint8_t *)&k->code1, e);
    rip_patch(disp[4], (uint8_t *)&k->pc0 - 1, e);    /* cmp's imm8 follows its disp32 */
    rip_patch(disp[5], (uint8_t *)&k->pc0, e);
    rip_patch(disp[6], (uint8_t *)&k->code0, e);
    rip_patch(disp[7], (uint8_t *)&k->pc1, e);
    rip_patch(disp[8], (uint8_t *)&k->code1, e);
}

int jit_translate(struct dinsn *d, uint64_t pc, unsigned n, jit_code *out)
{
    if (!code) {
        void *m = mmap(NULL, MAP_BYTES, PROT_READ | PROT_WRITE | PROT_EXEC,
                       MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
        if (m == MAP_FAILED) return -1;
        code = m;
        cdata = code + 2 * CODE_BYTES;
        mprotect(cdata, DATA_BYTES, PROT_READ | PROT_WRITE);
        for (unsigned k = 0; k < 4; k++) {          /* the masks of 1-, 2-, 4- and 8-byte accesses */
            uint64_t mask = ~(uint64_t)0xffffffffu | ((1u << k) - 1);
            memcpy(code + 8 * k, &mask, 8);
        }
        used = CONSTS;
        ibtc_clear();
        max_sites = CODE_BYTES / sizeof *sites;
        sites = malloc(max_sites * sizeof *sites);
        max_recs = CODE_BYTES / 64;            /* a block's code is longer than that */
        recs = malloc(max_recs * sizeof *recs);
        if (!sites || !recs) { free(sites); free(recs); sites = NULL; munmap(m, MAP_BYTES); code = NULL; return -1; }
        unsigned ca, cb, cc, cd;
        have_movbe = __get_cpuid(1, &ca, &cb, &cc, &cd) && (cc & bit_MOVBE) && !getenv("PA64_JIT_NO_MOVBE");
        const char *kib = getenv("PA64_JIT_KIB");
        if (kib && strtoul(kib, NULL, 10) >= 4 && strtoul(kib, NULL, 10) < (CODE_BYTES >> 10))
            limit = strtoul(kib, NULL, 10) << 10;
        max_sites = limit / sizeof *sites;
    }
    struct emit e = { .p = code + used, .end = code + limit };
    size_t nsites0 = nsites, dused0 = dused;
    nslow = 0;
    mem_forget();
    nouts = 0;
    uint8_t *to_after_ladder = NULL;                /* lands at instruction lad_end */
    unsigned lad_end = 0;
    uint8_t *hdr = e.p;                             /* the horizon (jit_horizon), then the code */
    for (unsigned k = 0; k < JIT_HEADER; k++) b1(&e, 0);
    uint8_t *start = e.p;
    /* The callee-saved registers the cache uses; 8 more bytes align the stack. */
    b1(&e, 0x53); b1(&e, 0x55);                     /* push rbx; push rbp */
    for (unsigned r = R12; r <= R15; r++) { b1(&e, 0x41); b1(&e, 0x50 | (r & 7)); }
    b1(&e, 0x48); b1(&e, 0x83); b1(&e, 0xec); b1(&e, 8);   /* sub rsp, 8 */
    b1(&e, 0x48); b1(&e, 0x89); b1(&e, 0xfb);       /* mov rbx, rdi */
    ld_cpu(&e, R15, OFF(icount));
    b1(&e, 0x49); b1(&e, 0xbe); b8(&e, (uint64_t)(uintptr_t)mem_base);   /* mov r14, mem_base */
    struct regcache rc;
    rc_init(&rc);
    uint8_t *to_out[3], *entry_lim;
    const uint8_t *body;
    if (entry_test(&e, to_out, &entry_lim, &body) - start != DIRECT_ENTRY) return -1;
    struct exits x = { .n = 0, .self = pc, .lim_at = { entry_lim }, .nlim = 1 };
    uint8_t *milli_disp[CACHE_DISPS] = { NULL }, *milli_cache = NULL;
    int milli = milli_find(pc);
    if (milli) milli_cache = emit_milli(&e, milli, pc, milli_disp, &outs[nouts++]);
    loop_head(&e, &rc, d, pc, n, &x);
    /* Instructions retired but not yet added to icount: only executors (which may read
       it or fault) and inline loads and stores (which may fault) need it exact. */
    unsigned pend = 0;
    struct segment segs[JIT_SEGMENTS_MAX];
    unsigned nsegs = 0, ntotal = 0;
    uint64_t next_pc = 0;                           /* where the next segment starts */
    int has_branch, static_end, prev_inline, rax_is_f, clean_ret = 0;
    unsigned last;
    /* Each path's chaining cache, if it ends in one: the block's own path, then each
       deferred one. */
    uint8_t *disp[1 + MAX_DEFER][CACHE_DISPS] = { { NULL } }, *cache_imm[1 + MAX_DEFER] = { NULL }, *to_outp = NULL;
    int clean_rets[1 + MAX_DEFER] = { 0 };
    for (unsigned path = 0;; path++) {
        for (unsigned path_segs = 0;; path_segs++) {    /* each segment (superblocks, below) */
            segs[nsegs++] = (struct segment){ (uint32_t)(e.p - code), pc, n };
            ntotal += n;
            /* The branch, if there is one: n when the block just ends (its next address fixed). */
            has_branch = d->slot || d[n - 1].flow == DF_BRANCH;
            last = has_branch ? n - d->slot - 1 : n;
            static_end = !has_branch;                       /* ends in direct exits */
            prev_inline = 0;                                /* the one before cannot nullify */
            rax_is_f = 0;                                   /* rax holds iaoq_f at the block's end */
            unsigned open = 0;                              /* the path to next_pc goes on */
            uint8_t *pre_skip = NULL;                       /* the next one's to_skip (n_across_join) */
            int quiet_slot = 0;                             /* a return's slot is next: 1 quiet, 2 a load or store */
            clean_ret = 0;                                  /* ... which cannot set PSW N either */
            grp.base = grp.end = 0;
            for (unsigned i = 0; i < n; i++) {
                uint64_t a = pc + 4 * i;
                unsigned lg = 0;
                int form = form_of(&d[i], &lg);
                int ladder = d->ladder && i == d->lad_at;
                if (ladder || form == IF_NONE || i == lad_end) {
                    flush_count(&e, pend);
                    pend = 0;
                }
                if (i == lad_end && to_after_ladder) {      /* the ladder's path has none cached */
                    mem_forget();
                    rc_flush(&e, &rc);
                    rc_forget(&rc);
                    land(&e, to_after_ladder);
                }
                int may_skip = i && !prev_inline;
                if (i >= grp.end) grp.base = 0;         /* a run of tested accesses: before the N test */
                if (!grp.base && !ladder && i < last && mem_group(&e, &rc, d, i, last, a, pend)) return -1;
                int tested = grp.base && i < grp.end && d[i].r2 == grp.base && lg == grp.lg && mem_plain(&d[i], form);
                if (i == last && d->slot && !ladder &&
                    (form == IF_CMPB || form == IF_CMPIB || form == IF_BL || form == IF_BB)) {
                    next_pc = block_next(d, pc, n);
                    x.milli = form == IF_BL ? milli_call(&d[i], &x) : MILLI_NONE;
                    /* a b,l goes on to its target, or to its return point when inline millicode,
                       or along its fall-through when the one before may nullify it */
                    int on = form != IF_BL || (x.milli != MILLI_NONE ? next_pc == a + 8
                                               : next_pc == a + 8 ? may_skip : next_pc == (uint64_t)d[i].imm);
                    x.go_to = next_pc;
                    unsigned max = path ? JIT_SEGMENTS_MAX : JIT_CHAIN_MAX;
                    unsigned *go = i + 2 == n && next_pc && on &&
                                   may_go_on(d, pc, next_pc, segs, nsegs, ntotal, &x, path_segs + 1, max)
                                   ? &open : NULL;
                    /* the target's path may be deferred: the one run.c built (block_taken) */
                    uint64_t taken = block_taken(d, pc, n);
                    unsigned next_n = go ? d[((int64_t)next_pc - (int64_t)pc) / 4].blk - 1u : 0;
                    x.defer = taken && taken != segs[0].pc && x.ndefer < MAX_DEFER &&
                              may_go_on(d, pc, taken, segs, nsegs + (go != NULL), ntotal + next_n, &x, 0, 1)
                              ? taken : 0;
                    if (x.defer) x.defer_n = d[((int64_t)taken - (int64_t)pc) / 4].blk - 1u;
                    if (may_skip ? emit_static_branch_n(&e, &rc, &d[i], form, a, pend, &x, d->slot_null,
                                                        form == IF_BL ? go : NULL, n_in_flags(&e, x.head, 0))
                                 : emit_static_branch(&e, &rc, &d[i], form, a, pend, &x, go))
                        return -1;
                    static_end = 1;
                    break;
                }
                if (d->slot_null && i == n - 1) {           /* never run here: nullified, or the loop's */
                    test_n(&e);
                    uint8_t *skip = jump_fwd(&e, 0x85);     /* jne: nullified, as the branch said */
                    if (exit_to_loop(&e, &rc, pend)) return -1;
                    land(&e, skip);
                    clear_n(&e);
                    pend++;
                    ld_cpu(&e, RAX, OFF(iaoq_b));           /* iaoq_f = iaoq_b, iaoq_b += 4 */
                    st_cpu(&e, OFF(iaoq_f), RAX);
                    lea_rd(&e, RAX, RAX, 4);
                    st_cpu(&e, OFF(iaoq_b), RAX);
                    rax_is_f = 0;
                    break;
                }
                if (form == IF_BL || form == IF_BB || ((form == IF_BV || form == IF_BVE) && i != last))
                    form = IF_NONE;                         /* elsewhere through their executors */
                int call_out = !ladder && form == IF_NONE;
                unsigned n_cc = may_skip && !call_out && !pre_skip ? n_in_flags(&e, x.head, 1) : 0;
                if (may_skip && !call_out) rc_prepare(&e, &rc, &d[i], form);
                if (call_out) before_call(&e, &rc, &pend);
                uint8_t dirty_before[NPOOL];
                memcpy(dirty_before, rc.dirty, sizeof dirty_before);
                /* An inline BV/BVE that nothing nullifies stores the queue after it itself. */
                int bv_queue = i == last && !may_skip && (form == IF_BV || form == IF_BVE);
                /* A return, its slot in the block, that the shadow stack does not watch: with a
                   quiet slot it stores the queue as it is after the slot, once; when it
                   nullifies the slot it leaves the queue (target, target + 4) and PSW N clear,
                   the slot never runs and the block ends here. */
                int ret = bv_queue && i + 2 == n && !branch_returns_shadow(&d[i]) && !branch_calls_shadow_reg(&d[i]);
                int quiet_ret = ret && !d[i].b && quiet_form(&d[i + 1]);
                int mem_ret = ret && !d[i].b && !quiet_ret && mem_slot(&d[i + 1]);
                int null_ret = ret && d[i].b;
                if (i == last && !bv_queue) set_queue(&e, a);
                if (i >= last && !bv_queue && !quiet_slot && !mem_ret) {   /* next_b = iaoq_b + 4 */
                    ld_cpu(&e, RAX, OFF(iaoq_b));
                    lea_rd(&e, RCX, RAX, 4);
                    st_cpu(&e, OFF(next_b), RCX);
                }
                uint8_t *to_skip = pre_skip;                /* n_across_join's jump, else: */
                pre_skip = NULL;
                if (!to_skip && n_cc) {                     /* N in the flags: skip on them */
                    to_skip = jump_fwd(&e, n_cc);
                } else if (!to_skip && may_skip) {          /* PSW N from the previous one */
                    test_n(&e);
                    uint8_t *to_exec = jump_fwd(&e, 0x84);  /* je */
                    clear_n(&e);
                    to_skip = jump_fwd(&e, 0xe9);
                    land(&e, to_exec);
                }
                if (ladder) mem_forget();
                if (ladder && !to_skip) {                   /* nothing can nullify it: its path is the */
                    if (emit_ladder(&e, &rc, &d[i], d->ladder)) return -1;   /* only one, cache kept */
                    pend = d->ladder;
                    i += d->ladder - 1u;
                    prev_inline = 1;                        /* leaves PSW N clear */
                    rax_is_f = 0;
                    continue;
                }
                if (ladder) {                               /* never nullifies nor faults */
                    struct regcache split = rc;
                    if (emit_ladder(&e, &rc, &d[i], d->ladder)) return -1;
                    add_count(&e, d->ladder);
                    rc_flush(&e, &rc);                      /* none dirty where the paths meet */
                    lad_end = i + d->ladder;
                    to_after_ladder = jump_fwd(&e, 0xe9);
                    rc = split;
                    land(&e, to_skip);                      /* nullified: one by one from i + 1 */
                    pend = 1;
                    prev_inline = 0;
                    continue;
                }
                /* bv/bve without ,n leave PSW N clear for their slot, run or nullified themselves */
                prev_inline = !form_sets_n(&d[i], form) && form != IF_CMPB && form != IF_CMPIB &&
                              ((form != IF_BV && form != IF_BVE) || !d[i].b);
                unsigned lg1 = 0;
                int next = i + 1 < last && !(i + 1 == lad_end && to_after_ladder) && !(d->ladder && i + 1 == d->lad_at)
                           ? form_of(&d[i + 1], &lg1) : IF_NONE;
                int cmpclr = (form == IF_CMPCLR || form == IF_CMPICLR) && !may_skip;
                int ldi = cmpclr && next == IF_LDO && !d[i + 1].r2 && d[i].t && d[i + 1].t == d[i].t &&
                          d[i + 1].imm == (int32_t)d[i + 1].imm;   /* the boolean of a comparison */
                if (ldi || (cmpclr && d[i + 1 < n ? i + 1 : i].t &&
                            (next == IF_LDO || next == IF_OR || next == IF_XOR || next == IF_AND || next == IF_ANDCM ||
                             next == IF_LDIL || next == IF_ADDIL || next == IF_EXTRU || next == IF_EXTRS ||
                             next == IF_ADDL))) {
                    if (ldi) {
                        inline_cmpclr_ldi(&e, &rc, &d[i], form, (int32_t)d[i + 1].imm);
                    } else {
                        rc_prepare(&e, &rc, &d[i + 1], next);   /* both outcomes leave the cache alike */
                        if (next == IF_ADDIL) rc_use(&e, &rc, 1);
                        inline_cmpclr_dl(&e, &rc, &d[i], form);
                        rc.cmov_dl = 1;
                        inline_alu(&e, &rc, &d[i + 1], next);
                        rc.cmov_dl = 0;
                    }
                    mem_forget();
                    pend += 2;
                    prev_inline = 1;
                    i++;
                    continue;
                }
                if (form == IF_SUB && next == IF_SUBB && !may_skip)
                    rc.carry_in_rdx = 1 + (int)((d[i + 1].cond >> 4) & 1);
                else if (form != IF_SUBB)
                    rc.carry_in_rdx = 0;
                const struct fwd *fw = NULL;
                if (!may_skip && i < last && (form == IF_LOAD || form == IF_FLOAD)) fw = fwd_find(&d[i], lg);
                if (fw) {                                   /* the stored value, from its register */
                    unsigned dst = form == IF_FLOAD ? FR(d[i].t) : d[i].t;
                    if (!fw->val) { zero_r(&e, RAX); rc_commit(&e, &rc, dst); }
                    else if (dst) { unsigned h = rc_use(&e, &rc, fw->val); mov_rr(&e, rc_def(&e, &rc, dst), h); }
                } else if (null_ret) {
                    struct dinsn plain = d[i];
                    plain.b = 0;                            /* N not set: the slot is passed over here */
                    inline_bv(&e, &rc, &plain, form, a, BVQ_AFTER_SLOT_F);
                    clean_ret = 1;
                    pend += 2;
                    rax_is_f = !(form == IF_BVE && plain.t);   /* rax: the target, unless the link went there */
                    break;
                } else if (quiet_ret) {
                    unsigned lg1 = 0;
                    clean_ret = !form_sets_n(&d[i + 1], form_of(&d[i + 1], &lg1));
                    inline_bv(&e, &rc, &d[i], form, a, clean_ret ? BVQ_AFTER_SLOT_F : BVQ_AFTER_SLOT);
                    quiet_slot = 1;
                } else if (mem_ret) {                   /* the slot runs with the queue in memory */
                    inline_bv(&e, &rc, &d[i], form, a, BVQ_SLOT_MEM);
                    clean_ret = 1;                      /* a load or store leaves PSW N clear */
                    quiet_slot = 2;
                } else {
                    e.checked = tested || addr_tested(&d[i], form, lg);
                    int r = emit_body(&e, &rc, &d[i], form, lg,
                                      i < last || form == IF_BV || form == IF_BVE || form == IF_MFIA ||
                                      branch_calls_shadow_reg(&d[i]) ? a : 0,
                                      bv_queue ? 0 : a + 4, pend);
                    e.checked = 0;
                    if (r) return -1;
                }
                if (form == IF_NONE) mem_forget();
                else if (form == IF_STORE || form == IF_FSTORE || form == IF_STOREM) fwd_store(&d[i], form, lg, !may_skip && form != IF_STOREM);
                if (!may_skip) addr_note(&d[i], form, lg);
                unsigned wr[2];
                insn_writes(&d[i], form, wr);
                if (wr[0]) fwd_kill_reg(wr[0]);
                if (wr[1]) fwd_kill_reg(wr[1]);
                if (form == IF_SUBB) rc.carry_in_rdx = 0;
                if (to_skip && i + 1 < last && !(d->ladder && i + 1 == d->lad_at) && i + 1 != lad_end)
                    pre_skip = n_across_join(&e, &rc, &d[i + 1], x.head);
                land(&e, to_skip);
                if (to_skip)                                /* the skipped path kept the old values */
                    for (unsigned s = 0; s < NPOOL; s++) rc.dirty[s] |= dirty_before[s];
                pend++;
                rax_is_f = 0;
                if (quiet_slot == 2 && i > last) {     /* past a memory slot: iaoq_f = target */
                    ld_cpu(&e, RAX, OFF(iaoq_b));
                    st_cpu(&e, OFF(iaoq_f), RAX);
                    rax_is_f = 1;
                } else if (quiet_slot) {
                    /* the queue is stored already */
                } else if (i > last && form != IF_NONE) {   /* after an inline slot: next_b is iaoq_b + 4 */
                    ld_cpu(&e, RAX, OFF(iaoq_b));
                    st_cpu(&e, OFF(iaoq_f), RAX);
                    lea_rd(&e, RCX, RAX, 4);
                    st_cpu(&e, OFF(iaoq_b), RCX);
                    rax_is_f = 1;
                } else if (i >= last && !bv_queue) {        /* iaoq_f = iaoq_b; iaoq_b = next_b */
                    ld_cpu(&e, RAX, OFF(iaoq_b));
                    st_cpu(&e, OFF(iaoq_f), RAX);
                    ld_cpu(&e, RAX, OFF(next_b));
                    st_cpu(&e, OFF(iaoq_b), RAX);
                }
            }
            if (!open) break;
            /* On into the next block, the cache as the path there left it: the entry's test
               of the next event covered it (the horizon). */
            d += ((int64_t)next_pc - (int64_t)pc) / 4;
            pc = next_pc;
            n = d->blk - 1u;
            pend = open;
            segment_forget(&rc, &lad_end, &to_after_ladder);
        }
        if (!has_branch) {                              /* falls through to pc + 4n */
            add_ri(&e, R15, pend);                      /* the count in r15, as at a direct exit */
            rc_flush(&e, &rc);
            if (lad_end == n) land(&e, to_after_ladder);
            exit_direct(&e, &rc, 0, pc + 4 * n, &x, 1);
        } else if (!static_end) {
            /* Chained on unless a branch without its delay slot ends the block (a slot the
               branch nullifies is in it, whatever it holds: memset's bve,n before a cmpb):
               the count stays in r15 then, chain_exit stores it on its way to the loop. */
            int chained = d->slot_null || d[n - 1].flow != DF_BRANCH;
            if (chained) add_ri(&e, R15, pend);
            else flush_count(&e, pend);
            rc_flush(&e, &rc);
            if (chained) cache_imm[path] = chain_exit(&e, disp[path], rax_is_f, clean_ret);
            clean_rets[path] = clean_ret;
            if (path) outs[nouts++] = jump_fwd(&e, 0xe9);   /* to the way out */
        }
        if (!path) to_outp = jump_fwd(&e, 0xe9);        /* past the entry's own way out */
        if (path == x.ndefer) break;
        /* The next deferred path: its target's block, with the cache as the branch left it
           and the count pending there; or, out of room after all, an exit to it. */
        struct deferred *df = &x.defers[path];
        land(&e, df->site);
        rc = df->rc;
        pend = df->pend;
        d += ((int64_t)df->pc - (int64_t)pc) / 4;
        pc = df->pc;
        n = d->blk - 1u;
        segment_forget(&rc, &lad_end, &to_after_ladder);
        if (nsegs >= JIT_SEGMENTS_MAX || x.n + 8 > MAX_EXITS || nslow + 3 * n > MAX_SLOW || nouts + 1 >= MAX_OUTS) {
            exit_direct_one(&e, &rc, pend, pc, &x, 0);
            while (++path < x.ndefer) {
                df = &x.defers[path];
                land(&e, df->site);
                exit_direct_one(&e, &df->rc, df->pend, df->pc, &x, 0);
            }
            break;
        }
    }
    land(&e, to_out[2]);                            /* the entry's exact test */
    exact_event(&e, &x, body);
    land(&e, to_out[1]);                            /* PSW N or the next event: this block */
    set_queue(&e, segs[0].pc);                      /* was next, whichever way it came */
    land(&e, to_out[0]);
    st_cpu(&e, OFF(icount), R15);                   /* a direct exit left it in r15 */
    land(&e, to_outp);
    for (unsigned k = 0; k < nouts; k++) land(&e, outs[k]);
    const uint8_t *outp = e.p;
    b1(&e, 0x48); b1(&e, 0x83); b1(&e, 0xc4); b1(&e, 8);   /* out: add rsp, 8 */
    for (unsigned r = R15; r >= R12; r--) { b1(&e, 0x41); b1(&e, 0x58 | (r & 7)); }
    b1(&e, 0x5d); b1(&e, 0x5b);                     /* pop rbp; pop rbx */
    b1(&e, 0xc3);                                   /* ret */
    /* What runs rarely goes to the cold part of the buffer: the loads' and stores' slow
       paths, the direct exits' first way out (until jit_chain patches them) and their
       links, so that the code the host runs over and over is denser in its caches. */
    struct emit c = { .p = code + cold_used, .end = code + CODE_BYTES + limit };
    const uint8_t *cold = c.p;
    emit_slow_paths(&c, outp);
    uint8_t *link_imm[MAX_EXITS];
    for (unsigned k = 0; k < x.n; k++) {            /* each direct exit's first target */
        land(&c, x.rel_at[k]);
        set_queue(&c, x.to[k]);
        st_cpu(&c, OFF(icount), R15);
        link_imm[k] = c.p + 2;
        mov_rax_imm(&c, 0);                         /* the link's address | 1, patched */
        b1(&c, 0x48); b1(&c, 0xb9); b8(&c, (uint64_t)(uintptr_t)&jit_miss);   /* mov rcx, &jit_miss */
        b1(&c, 0x48); b1(&c, 0x89); b1(&c, 0x01);  /* mov [rcx], rax */
        int64_t rel = outp - (c.p + 5);
        b1(&c, 0xe9); b4(&c, (uint32_t)(int32_t)rel);
    }
    while ((uintptr_t)c.p & 7) b1(&c, 0xcc);
    for (unsigned k = 0; k < x.n; k++) {
        struct jit_link *l = (struct jit_link *)(void *)c.p;
        for (size_t b = 0; b < sizeof *l; b++) b1(&c, 0);
        if (c.p < c.end) {
            *l = (struct jit_link){ x.to[k], x.rel_at[k], x.may_n[k] ? DIRECT_ENTRY : DIRECT_ENTRY_NN };
            uint64_t v = (uint64_t)(uintptr_t)l | 1;
            memcpy(link_imm[k], &v, 8);
        }
    }
    if (c.p >= c.end) e.p = e.end;                  /* full: a flush */
    for (unsigned k = 0; k <= x.ndefer; k++)
        if (cache_imm[k]) place_cache(&e, cache_imm[k], disp[k], outp, clean_rets[k]);
    if (milli_cache) place_cache(&e, milli_cache, milli_disp, outp, 1);
    if (e.p >= e.end) { nsites = nsites0; dused = dused0; return -1; }   /* full: the caller flushes */
    perf_map(cold, (size_t)(c.p - cold), segs[0].pc, ntotal);
    cold_used = (size_t)(c.p - code + 15) & ~(size_t)15;
    uint32_t horizon = ntotal + x.milli_insns;
    memcpy(hdr, &horizon, 4);
    for (unsigned k = 0; k < x.nhz; k++) memcpy(x.hz_at[k], &horizon, 4);
    uint32_t lim = horizon <= EVENT_NEAR ? OFF(event_lim[0]) : horizon <= EVENT_FAR ? OFF(event_lim[1]) : OFF(event_lim[2]);
    for (unsigned k = 0; k < x.nlim; k++) memcpy(x.lim_at[k], &lim, 4);
    perf_map(start, (size_t)(e.p - start), segs[0].pc, ntotal);
    for (unsigned k = 0; k < nsegs && nrecs < max_recs; k++) {   /* a sample's block: its segment */
        uint32_t end = k + 1 < nsegs ? segs[k + 1].body : (uint32_t)(e.p - code);
        recs[nrecs] = (struct jit_rec){ segs[k].body, end, segs[k].n, segs[k].pc };
        __atomic_store_n(&nrecs, nrecs + 1, __ATOMIC_RELEASE);
    }
    used = (size_t)(e.p - code + 15) & ~(size_t)15;
    nblocks++;
    ninsns += ntotal;
    *out = (jit_code)(void *)start;
    return 0;
}

void jit_reset(void)
{
    used = CONSTS;
    cold_used = CODE_BYTES;
    dused = 0;
    nsites = 0;
    __atomic_store_n(&nrecs, 0, __ATOMIC_RELEASE);
    ibtc_clear();
    nflushes++;
}

void jit_report(FILE *f, const char *tool)
{
    /* the cold code's buffer starts CODE_BYTES on from code and is limit bytes long too;
       either running full flushes every translation */
    fprintf(f, "%s: translation: %llu blocks, %llu instructions, %zu of %zu KiB host code, "
            "%zu of %zu KiB cold code, %zu of %zu fault sites, %llu flushes\n",
            tool, (unsigned long long)nblocks, (unsigned long long)ninsns, used >> 10, limit >> 10,
            (cold_used - CODE_BYTES) >> 10, limit >> 10, nsites, max_sites,
            (unsigned long long)nflushes);
}

/* ucontext's index of each host register, by x86 number. */
static const int greg_of[16] = { REG_RAX, REG_RCX, REG_RDX, REG_RBX, REG_RSP, REG_RBP, REG_RSI, REG_RDI,
                                 REG_R8, REG_R9, REG_R10, REG_R11, REG_R12, REG_R13, REG_R14, REG_R15 };

/* The record whose block holds host offset at (its body only), or NULL. */
static const struct jit_rec *rec_at(uint32_t at)
{
    size_t lo = 0, hi = __atomic_load_n(&nrecs, __ATOMIC_ACQUIRE);
    while (lo < hi) {                              /* the first record ending past `at` */
        size_t mid = lo + (hi - lo) / 2;
        if (recs[mid].end <= at) lo = mid + 1; else hi = mid;
    }
    if (lo == __atomic_load_n(&nrecs, __ATOMIC_ACQUIRE) || at < recs[lo].body) return NULL;
    return &recs[lo];
}

/* It reads the host stack as raw words, redzones included: not instrumented. */
__attribute__((no_sanitize_address))
int jit_interrupted_block(const void *ucontext, uint64_t *pc, unsigned *n)
{
    const ucontext_t *uc = ucontext;
    const greg_t *g = uc->uc_mcontext.gregs;
    uintptr_t rip = (uintptr_t)g[REG_RIP], lo = (uintptr_t)code, hi = lo + used;
    if (!code) return 0;
    const struct jit_rec *r = NULL;
    if (rip >= lo && rip < hi) r = rec_at((uint32_t)(rip - lo));
    else {
        /* In a helper (a divide-step ladder, a slow load, an executor): the block's call
           left its return address near the top of the host stack. */
        const uintptr_t *sp = (const uintptr_t *)(uintptr_t)g[REG_RSP];
        for (int i = 0; i < 48 && !r; i++) {
            if (sp[i] < lo + 2 || sp[i] >= hi) continue;
            const uint8_t *ret = (const uint8_t *)sp[i];   /* after `call rax` or `call [rsi]` */
            if (ret[-2] == 0xff && (ret[-1] == 0xd0 || ret[-1] == 0x16)) r = rec_at((uint32_t)(sp[i] - lo));
        }
    }
    if (!r) return 0;
    *pc = r->pc;
    *n = r->n;
    return 1;
}

int jit_fault_state(struct cpu *c, const void *ucontext)
{
    const ucontext_t *uc = ucontext;
    const greg_t *g = uc->uc_mcontext.gregs;
    uintptr_t rip = (uintptr_t)g[REG_RIP];
    if (!code || rip < (uintptr_t)code || rip >= (uintptr_t)code + used) return 0;
    uint32_t at = (uint32_t)(rip - (uintptr_t)code);
    size_t lo = 0, hi = nsites;                     /* the site at `at` */
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (sites[mid].at < at) lo = mid + 1; else hi = mid;
    }
    if (lo == nsites || sites[lo].at != at) return 0;
    const struct jit_site *t = &sites[lo];
    c->icount = (uint64_t)g[REG_R15] + t->pend;
    if (t->pc) { c->iaoq_f = t->pc; c->iaoq_b = t->pc_b; }
    for (unsigned s = 0; s < NPOOL; s++)
        if (t->guest[s] > 0 && t->guest[s] < 32) c->gr[t->guest[s]] = (uint64_t)g[greg_of[pool_reg[s]]];
        else if (t->guest[s] >= 32) c->fr[t->guest[s] - 32] = (uint64_t)g[greg_of[pool_reg[s]]];
    return 1;
}

#else

void *jit_miss;
int jit_translate(struct dinsn *d, uint64_t pc, unsigned n, jit_code *out)
{ (void)d; (void)pc; (void)n; (void)out; return -1; }
void jit_chain(void *cache, uint64_t pc, jit_code t) { (void)cache; (void)pc; (void)t; }
void jit_reset(void) {}
int jit_fault_state(struct cpu *c, const void *ucontext) { (void)c; (void)ucontext; return 0; }
int jit_interrupted_block(const void *ucontext, uint64_t *pc, unsigned *n) { (void)ucontext; (void)pc; (void)n; return 0; }
void jit_report(FILE *f, const char *tool) { fprintf(f, "%s: translation: not on this host\n", tool); }

#endif
