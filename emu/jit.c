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
#include "exec.h"
#include "jit.h"

#if defined(__x86_64__)

#define CODE_BYTES (32u << 20)

static uint8_t *code;            /* the code buffer, mapped on first use */
static size_t limit = CODE_BYTES; /* bytes of it to use: PA64_JIT_KIB (tests) lowers it */
static size_t used;              /* bytes of it in use */
static uint64_t nblocks, ninsns, nflushes;

struct emit { uint8_t *p, *end; };

static void b1(struct emit *e, unsigned v) { if (e->p < e->end) *e->p++ = (uint8_t)v; }
static void b4(struct emit *e, uint32_t v) { for (int i = 0; i < 4; i++) b1(e, v >> (8 * i)); }
static void b8(struct emit *e, uint64_t v) { b4(e, (uint32_t)v); b4(e, (uint32_t)(v >> 32)); }

/* Operands are fields of the struct cpu that rbx points at: [rbx + disp32]. */
#define OFF(f) ((uint32_t)offsetof(struct cpu, f))

static void mov_rax_imm(struct emit *e, uint64_t v) { b1(e, 0x48); b1(e, 0xb8); b8(e, v); }
static void mov_rsi_imm(struct emit *e, uint64_t v) { b1(e, 0x48); b1(e, 0xbe); b8(e, v); }
static void store_rax(struct emit *e, uint32_t off) { b1(e, 0x48); b1(e, 0x89); b1(e, 0x83); b4(e, off); }
static void store_rcx(struct emit *e, uint32_t off) { b1(e, 0x48); b1(e, 0x89); b1(e, 0x8b); b4(e, off); }
static void load_rax(struct emit *e, uint32_t off) { b1(e, 0x48); b1(e, 0x8b); b1(e, 0x83); b4(e, off); }
static void lea_rcx_rax(struct emit *e, int8_t k) { b1(e, 0x48); b1(e, 0x8d); b1(e, 0x48); b1(e, (uint8_t)k); }
static void inc_count(struct emit *e) { b1(e, 0x48); b1(e, 0xff); b1(e, 0x83); b4(e, OFF(icount)); }
static void add_count(struct emit *e, unsigned k)
{ b1(e, 0x48); b1(e, 0x81); b1(e, 0x83); b4(e, OFF(icount)); b4(e, k); }
static void flush_count(struct emit *e, unsigned k) { if (k == 1) inc_count(e); else if (k) add_count(e, k); }
static void clear_n(struct emit *e) { b1(e, 0xc7); b1(e, 0x83); b4(e, OFF(nullify)); b4(e, 0); }
static void test_n(struct emit *e) { b1(e, 0x83); b1(e, 0xbb); b4(e, OFF(nullify)); b1(e, 0); }

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
    }
}

/* iaoq_f = pc, iaoq_b = pc + 4 */
static void set_queue(struct emit *e, uint64_t pc)
{
    if (pc + 4 < 0x80000000u) {                     /* mov qword [rbx+off], simm32 */
        b1(e, 0x48); b1(e, 0xc7); b1(e, 0x83); b4(e, OFF(iaoq_f)); b4(e, (uint32_t)pc);
        b1(e, 0x48); b1(e, 0xc7); b1(e, 0x83); b4(e, OFF(iaoq_b)); b4(e, (uint32_t)pc + 4);
        return;
    }
    mov_rax_imm(e, pc);
    store_rax(e, OFF(iaoq_f));
    lea_rcx_rax(e, 4);
    store_rcx(e, OFF(iaoq_b));
}

/* Through d->fn, not to its value now: an executor installed later (a breakpoint) is
   the one called. One call site per instruction: the host predicts it. */
static void call_exec(struct emit *e, const struct dinsn *d)
{
    b1(e, 0x48); b1(e, 0x89); b1(e, 0xdf);          /* mov rdi, rbx */
    mov_rsi_imm(e, (uint64_t)(uintptr_t)d);
    b1(e, 0xff); b1(e, 0x16);                       /* call [rsi] */
}

/* Inline forms (exec.h enum inline_form): the executor's computation on the guest
   registers in memory, [rbx + 8 * r]. r0 reads as 0 there and is never written. */
static void gr_load(struct emit *e, unsigned reg, unsigned r)
{ b1(e, 0x48); b1(e, 0x8b); b1(e, 0x83 | reg << 3); b4(e, OFF(gr) + 8 * r); }
static void gr_store_rax(struct emit *e, unsigned r) { if (r) store_rax(e, OFF(gr) + 8 * r); }
static void shift_rax(struct emit *e, unsigned ext, unsigned k)
{ if (k) { b1(e, 0x48); b1(e, 0xc1); b1(e, 0xc0 | ext << 3); b1(e, k & 63); } }
static void add_rax_imm(struct emit *e, int64_t k) { if (k) { b1(e, 0x48); b1(e, 0x05); b4(e, (uint32_t)k); } }

static void inline_alu(struct emit *e, const struct dinsn *d, int form)
{
    switch (form) {
    case IF_LDO: gr_load(e, 0, d->r2); add_rax_imm(e, d->imm); break;
    case IF_OR: gr_load(e, 0, d->r1); gr_load(e, 1, d->r2); b1(e, 0x48); b1(e, 0x09); b1(e, 0xc8); break;
    case IF_ADDL: case IF_ADD:
        gr_load(e, 0, d->r1); shift_rax(e, 4, d->a); gr_load(e, 1, d->r2);
        if (form == IF_ADD) { store_rax(e, OFF(cb_x)); store_rcx(e, OFF(cb_y)); }
        b1(e, 0x48); b1(e, 0x01); b1(e, 0xc8);                      /* add rax, rcx */
        if (form == IF_ADD) store_rax(e, OFF(cb_r));
        break;
    case IF_SUB:
        gr_load(e, 0, d->r1); gr_load(e, 1, d->r2);
        b1(e, 0x48); b1(e, 0xf7); b1(e, 0xd1);                      /* not rcx */
        store_rax(e, OFF(cb_x)); store_rcx(e, OFF(cb_y));
        b1(e, 0x48); b1(e, 0x8d); b1(e, 0x44); b1(e, 0x08); b1(e, 1);   /* lea rax, [rax+rcx+1] */
        store_rax(e, OFF(cb_r));
        break;
    case IF_EXTRU: case IF_EXTRS:
        gr_load(e, 0, d->r2); shift_rax(e, 4, d->a); shift_rax(e, form == IF_EXTRU ? 5 : 7, d->b);
        break;
    }
    gr_store_rax(e, d->t);
}

static void inline_dep(struct emit *e, const struct dinsn *d)
{
    struct dep_form f;
    if (alu_dep_form(d, &f)) return;
    if (f.imm) mov_rax_imm(e, (f.src << f.pos) & f.mask);
    else {
        gr_load(e, 0, d->r1);
        shift_rax(e, 4, f.pos);
        b1(e, 0x48); b1(e, 0xb9); b8(e, f.mask);                    /* mov rcx, mask */
        b1(e, 0x48); b1(e, 0x21); b1(e, 0xc8);                      /* and rax, rcx */
    }
    if (f.keep) {
        gr_load(e, 2, d->t);
        b1(e, 0x48); b1(e, 0xb9); b8(e, ~f.mask);                   /* mov rcx, ~mask */
        b1(e, 0x48); b1(e, 0x21); b1(e, 0xca);                      /* and rdx, rcx */
        b1(e, 0x48); b1(e, 0x09); b1(e, 0xd0);                      /* or rax, rdx */
    }
    if (f.word) { b1(e, 0x89); b1(e, 0xc0); }                       /* mov eax, eax */
    gr_store_rax(e, d->t);
}

/* FP registers: fr[r] is [rbx + fr_off(r, 1)], its left (high) half at fr_off(r, 0). */
static uint32_t fr_off(unsigned r, int whole_or_right) { return OFF(fr) + 8u * r + (whole_or_right ? 0 : 4); }
static void fr_load(struct emit *e, unsigned reg, uint32_t at, unsigned lg)   /* lg 2: zero-extended */
{ if (lg == 3) b1(e, 0x48); b1(e, 0x8b); b1(e, 0x83 | reg << 3); b4(e, at); }
static void fr_store_rax(struct emit *e, uint32_t at, unsigned lg)
{ if (lg == 3) b1(e, 0x48); b1(e, 0x89); b1(e, 0x83); b4(e, at); }

/* XMPYU: two zero-extended 32-bit halves, one 64-bit product (imul's low half). */
static void inline_xmpyu(struct emit *e, const struct dinsn *d)
{
    fr_load(e, 0, fr_off(d->r1, d->a), 2);
    fr_load(e, 1, fr_off(d->r2, d->b), 2);
    b1(e, 0x48); b1(e, 0x0f); b1(e, 0xaf); b1(e, 0xc1);            /* imul rax, rcx */
    fr_store_rax(e, fr_off(d->t, 1), 3);
}

/* Aligned and inside the guest space: the access itself; otherwise the executor, which
   raises the guest fault. A host fault on an unmapped page becomes the guest's (mem.c). */
static void inline_mem(struct emit *e, const struct dinsn *d, int form, unsigned lg)
{
    unsigned n = 1u << lg;
    int store = form == IF_STORE || form == IF_FSTORE, fp = form == IF_FLOAD || form == IF_FSTORE;
    uint32_t fr_at = fr_off(d->t, lg == 3 || d->a);
    gr_load(e, 0, d->r2);
    if (form == IF_LOADX) {                         /* + (index << a) */
        b1(e, 0x48); b1(e, 0x8b); b1(e, 0x8b); b4(e, OFF(gr) + 8u * d->r1);   /* mov rcx, [gr r1] */
        if (d->a) { b1(e, 0x48); b1(e, 0xc1); b1(e, 0xe1); b1(e, d->a & 63); } /* shl rcx, a */
        b1(e, 0x48); b1(e, 0x01); b1(e, 0xc8);      /* add rax, rcx */
    } else {
        add_rax_imm(e, d->imm);
    }
    b1(e, 0x48); b1(e, 0xb9); b8(e, GUEST_SPACE - n);              /* mov rcx, limit */
    b1(e, 0x48); b1(e, 0x39); b1(e, 0xc8);                          /* cmp rax, rcx */
    uint8_t *slow1 = jump_fwd(e, 0x83), *slow2 = NULL;              /* jae slow */
    if (n > 1) { b1(e, 0xa8); b1(e, n - 1); slow2 = jump_fwd(e, 0x85); }   /* test al; jne */
    b1(e, 0x48); b1(e, 0xb9); b8(e, (uint64_t)(uintptr_t)mem_base);  /* mov rcx, mem_base */
    if (!store) {
        switch (lg) {
        case 3: b1(e, 0x48); b1(e, 0x8b); b1(e, 0x04); b1(e, 0x01); b1(e, 0x48); b1(e, 0x0f); b1(e, 0xc8); break;
        case 2: b1(e, 0x8b); b1(e, 0x04); b1(e, 0x01); b1(e, 0x0f); b1(e, 0xc8); break;
        case 1: b1(e, 0x0f); b1(e, 0xb7); b1(e, 0x04); b1(e, 0x01);
                b1(e, 0x66); b1(e, 0xc1); b1(e, 0xc0); b1(e, 8); break;
        default: b1(e, 0x0f); b1(e, 0xb6); b1(e, 0x04); b1(e, 0x01); break;
        }
        if (!fp) gr_store_rax(e, d->t);
        else fr_store_rax(e, fr_at, lg);
    } else {
        if (!fp) gr_load(e, 2, d->t);
        else fr_load(e, 2, fr_at, lg);
        switch (lg) {
        case 3: b1(e, 0x48); b1(e, 0x0f); b1(e, 0xca); b1(e, 0x48); b1(e, 0x89); b1(e, 0x14); b1(e, 0x01); break;
        case 2: b1(e, 0x0f); b1(e, 0xca); b1(e, 0x89); b1(e, 0x14); b1(e, 0x01); break;
        case 1: b1(e, 0x66); b1(e, 0xc1); b1(e, 0xc2); b1(e, 8);
                b1(e, 0x66); b1(e, 0x89); b1(e, 0x14); b1(e, 0x01); break;
        default: b1(e, 0x88); b1(e, 0x14); b1(e, 0x01); break;
        }
    }
    uint8_t *done = jump_fwd(e, 0xe9);
    land(e, slow1);
    land(e, slow2);
    call_exec(e, d);
    land(e, done);
}

static void set_n(struct emit *e) { b1(e, 0xc7); b1(e, 0x83); b4(e, OFF(nullify)); b4(e, 1); }

/* cond_sub (cond.c) of x and gr[y] from the x86 flags of x - y: emits the test and a
   jump taken when the condition is false, to be landed by the caller; NULL when the
   condition is a constant (*always says which). */
static uint8_t *cond_sub_false(struct emit *e, unsigned cond, int x_imm, int64_t x, unsigned y, int *always)
{
    static const uint8_t jcc[8] = { 0, 0x84, 0x8c, 0x8e, 0x82, 0x86, 0x80, 0x85 };
    unsigned c = cond & 7, f = (cond >> 3) & 1, dw = (cond >> 4) & 1;
    if (!c) { *always = (int)f; return NULL; }
    if (x_imm) { b1(e, 0x48); b1(e, 0xc7); b1(e, 0xc0); b4(e, (uint32_t)(int32_t)x); }  /* mov rax, simm32 */
    else gr_load(e, 0, (unsigned)x);
    gr_load(e, 1, y);
    if (c == 7) {                                   /* odd: bit 0 of x - y */
        b1(e, 0x48); b1(e, 0x29); b1(e, 0xc8);      /* sub rax, rcx */
        b1(e, 0xa8); b1(e, 1);                      /* test al, 1 */
    } else {
        if (dw) b1(e, 0x48);
        b1(e, 0x39); b1(e, 0xc8);                   /* cmp rax, rcx / cmp eax, ecx */
    }
    return jump_fwd(e, f ? jcc[c] : jcc[c] ^ 1u);
}

/* Compare and branch: taken sets next_b to the target. Only as the block's branch
   (next_b was just set to iaoq_b + 4). */
static void inline_cmpb(struct emit *e, const struct dinsn *d, int form)
{
    int always = 0;
    uint8_t *not_taken = form == IF_CMPIB ? cond_sub_false(e, d->cond, 1, (int8_t)d->r1, d->r2, &always)
                                          : cond_sub_false(e, d->cond, 0, d->r1, d->r2, &always);
    if (!not_taken && !always) {                    /* never taken */
        if (d->b == NUL_NOT_TAKEN) set_n(e);
        return;
    }
    mov_rax_imm(e, (uint64_t)d->imm);
    store_rax(e, OFF(next_b));
    if (d->b == NUL_TAKEN) set_n(e);
    if (!not_taken) return;
    uint8_t *done = jump_fwd(e, 0xe9);
    land(e, not_taken);
    if (d->b == NUL_NOT_TAKEN) set_n(e);
    land(e, done);
}

/* Compare and clear: PSW N = condition, gr[t] = 0. */
static void inline_cmpclr(struct emit *e, const struct dinsn *d, int form)
{
    int always = 0;
    uint8_t *no = form == IF_CMPICLR ? cond_sub_false(e, d->cond, 1, d->imm, d->r2, &always)
                                     : cond_sub_false(e, d->cond, 0, d->r1, d->r2, &always);
    if (no || always) set_n(e);
    land(e, no);
    if (d->t) { b1(e, 0x48); b1(e, 0xc7); b1(e, 0x83); b4(e, OFF(gr) + 8u * d->t); b4(e, 0); }
}

/* The inline form of d, IF_NONE when it has none (or an immediate too wide to inline). */
static int form_of(const struct dinsn *d, unsigned *lg)
{
    int f = alu_inline_form(d);
    if (f == IF_NONE) f = mem_inline_form(d, lg);
    if (f == IF_NONE) f = branch_inline_form(d);
    if (f == IF_NONE) f = fpu_inline_form(d, lg);
    if ((f == IF_LDO || f == IF_LOAD || f == IF_STORE || f == IF_FLOAD || f == IF_FSTORE ||
         f == IF_CMPICLR) && d->imm != (int32_t)d->imm)
        return IF_NONE;
    return f;
}

/* Block chaining. A block whose end address is not fixed by a branch without delay slot
   ends with a two-entry cache of (next guest address, host code) pairs it jumps through;
   a miss returns to the loop with jit_miss pointing at the cache, and the loop fills it
   when the next block it runs has host code (jit_chain). Every block begins with the
   loop's own test, so a chained jump never skips an event, PSW N or a non-empty queue. */
struct jit_cache { uint64_t pc0; const uint8_t *code0; uint64_t pc1; const uint8_t *code1; };
void *jit_miss;

#define CHAIN_ENTRY 4          /* past push rbx; mov rbx, rdi */

/* Behind every block's two entries, one table shared by all blocks, indexed by the
   guest address: returns and other indirect branches with many targets find their
   block there instead of going back to the loop. Filled with the blocks the loop
   chains; emptied with the translations (jit_reset). */
#define IB_BITS 12
struct ib_entry { uint64_t pc; const uint8_t *code; };
static struct ib_entry ibtc[1u << IB_BITS];

static void ibtc_clear(void)
{
    for (size_t i = 0; i < sizeof ibtc / sizeof *ibtc; i++) ibtc[i] = (struct ib_entry){ ~0ull, NULL };
}
static size_t ibtc_index(uint64_t pc) { return (size_t)(pc >> 2) & ((1u << IB_BITS) - 1); }

void jit_chain(void *cache, uint64_t pc, jit_code t)
{
    struct jit_cache *k = cache;
    const uint8_t *to = (const uint8_t *)(void *)t + CHAIN_ENTRY;
    ibtc[ibtc_index(pc)] = (struct ib_entry){ pc, to };
    if (k->pc0 == ~0ull) { k->pc0 = pc; k->code0 = to; }
    else { k->pc1 = pc; k->code1 = to; }
}

static uint8_t *jcc_fwd(struct emit *e, unsigned op) { return jump_fwd(e, op); }

/* The loop's test at the chain entry: PSW N clear, queue empty, next event not inside. */
static void entry_test(struct emit *e, unsigned n, uint8_t **to_out)
{
    test_n(e);
    to_out[0] = jcc_fwd(e, 0x85);                   /* jne out */
    load_rax(e, OFF(icount));
    b1(e, 0x48); b1(e, 0x05); b4(e, n);             /* add rax, n */
    b1(e, 0x48); b1(e, 0x3b); b1(e, 0x83); b4(e, OFF(event_at));   /* cmp rax, [event_at] */
    to_out[1] = jcc_fwd(e, 0x87);                   /* ja out */
    load_rax(e, OFF(iaoq_f));
    lea_rcx_rax(e, 4);
    b1(e, 0x48); b1(e, 0x3b); b1(e, 0x8b); b4(e, OFF(iaoq_b));     /* cmp rcx, [iaoq_b] */
    to_out[2] = jcc_fwd(e, 0x85);                   /* jne out */
}

/* rip-relative operand of the instruction whose disp32 is at `at`, to absolute `to`. */
static void rip_patch(uint8_t *at, const uint8_t *to, const struct emit *e)
{
    if (at + 4 > e->end) return;
    int32_t rel = (int32_t)(to - (at + 4));
    memcpy(at, &rel, 4);
}

/* After the block: look the guest's next address up in the cache and jump on. */
static uint8_t *chain_exit(struct emit *e, uint8_t **disp)
{
    load_rax(e, OFF(iaoq_f));
    b1(e, 0x48); b1(e, 0x3b); b1(e, 0x05); disp[0] = e->p; b4(e, 0);   /* cmp rax, [pc0] */
    b1(e, 0x75); b1(e, 6);                                            /* jne +6 */
    b1(e, 0xff); b1(e, 0x25); disp[1] = e->p; b4(e, 0);               /* jmp [code0] */
    b1(e, 0x48); b1(e, 0x3b); b1(e, 0x05); disp[2] = e->p; b4(e, 0);   /* cmp rax, [pc1] */
    b1(e, 0x75); b1(e, 6);
    b1(e, 0xff); b1(e, 0x25); disp[3] = e->p; b4(e, 0);               /* jmp [code1] */
    b1(e, 0x89); b1(e, 0xc1);                                         /* mov ecx, eax */
    b1(e, 0xc1); b1(e, 0xe9); b1(e, 2);                               /* shr ecx, 2 */
    b1(e, 0x81); b1(e, 0xe1); b4(e, (1u << IB_BITS) - 1);            /* and ecx, mask */
    b1(e, 0x48); b1(e, 0xc1); b1(e, 0xe1); b1(e, 4);                  /* shl rcx, 4 */
    b1(e, 0x48); b1(e, 0xba); b8(e, (uint64_t)(uintptr_t)ibtc);      /* mov rdx, ibtc */
    b1(e, 0x48); b1(e, 0x3b); b1(e, 0x04); b1(e, 0x0a);               /* cmp rax, [rdx+rcx] */
    b1(e, 0x75); b1(e, 4);                                            /* jne +4 */
    b1(e, 0xff); b1(e, 0x64); b1(e, 0x0a); b1(e, 8);                  /* jmp [rdx+rcx+8] */
    uint8_t *cache_imm = e->p + 2;
    mov_rax_imm(e, 0);                              /* the cache's address, patched */
    b1(e, 0x48); b1(e, 0xb9); b8(e, (uint64_t)(uintptr_t)&jit_miss);   /* mov rcx, &jit_miss */
    b1(e, 0x48); b1(e, 0x89); b1(e, 0x01);          /* mov [rcx], rax */
    return cache_imm;
}

int jit_translate(struct dinsn *d, uint64_t pc, unsigned n, jit_code *out)
{
    if (!code) {
        void *m = mmap(NULL, CODE_BYTES, PROT_READ | PROT_WRITE | PROT_EXEC,
                       MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
        if (m == MAP_FAILED) return -1;
        code = m;
        ibtc_clear();
        const char *kib = getenv("PA64_JIT_KIB");
        if (kib && strtoul(kib, NULL, 10) >= 4 && strtoul(kib, NULL, 10) < (CODE_BYTES >> 10))
            limit = strtoul(kib, NULL, 10) << 10;
    }
    struct emit e = { code + used, code + limit };
    uint8_t *start = e.p, *to_after_ladder = NULL;   /* lands at instruction lad_end */
    unsigned lad_end = 0;
    b1(&e, 0x53);                                   /* push rbx: also aligns the stack */
    b1(&e, 0x48); b1(&e, 0x89); b1(&e, 0xfb);       /* mov rbx, rdi */
    uint8_t *to_out[3];
    entry_test(&e, n, to_out);
    unsigned last = n - d->slot - 1;                /* the branch, if there is one */
    int prev_inline = 0;                            /* the one before cannot nullify */
    /* Instructions retired but not yet added to icount: only executors (which may read
       it or fault) and inline loads and stores (which may fault) need it exact. */
    unsigned pend = 0;
    for (unsigned i = 0; i < n; i++) {
        uint64_t a = pc + 4 * i;
        unsigned lg = 0;
        int form = form_of(&d[i], &lg);
        int ladder = d->ladder && i == d->lad_at;
        int mem = form == IF_LOAD || form == IF_STORE || form == IF_LOADX || form == IF_FLOAD ||
                  form == IF_FSTORE;
        if (ladder || form == IF_NONE || mem || i == lad_end) {
            flush_count(&e, pend);
            pend = 0;
        }
        if (i == lad_end) land(&e, to_after_ladder);
        if (i == last) set_queue(&e, a);
        if (i >= last) {                            /* next_b = iaoq_b + 4 */
            load_rax(&e, OFF(iaoq_b));
            lea_rcx_rax(&e, 4);
            store_rcx(&e, OFF(next_b));
        }
        uint8_t *to_skip = NULL;
        if (i && !prev_inline) {                    /* PSW N from the previous one */
            test_n(&e);
            uint8_t *to_exec = jump_fwd(&e, 0x84);  /* je */
            clear_n(&e);
            to_skip = jump_fwd(&e, 0xe9);
            land(&e, to_exec);
        }
        if (ladder) {                               /* never nullifies nor faults */
            b1(&e, 0x48); b1(&e, 0x89); b1(&e, 0xdf);
            mov_rsi_imm(&e, (uint64_t)(uintptr_t)&d[i]);
            b1(&e, 0xba); b4(&e, d->ladder);        /* mov edx, length */
            call(&e, (const void *)alu_run_ladder);
            add_count(&e, d->ladder);
            lad_end = i + d->ladder;
            to_after_ladder = jump_fwd(&e, 0xe9);
            land(&e, to_skip);                      /* nullified: one by one from i + 1 */
            pend = 1;
            prev_inline = 0;
            continue;
        }
        prev_inline = form != IF_NONE && form != IF_CMPB && form != IF_CMPIB &&
                      form != IF_CMPCLR && form != IF_CMPICLR;
        if (form == IF_CMPB || form == IF_CMPIB) {  /* always the block's branch */
            inline_cmpb(&e, &d[i], form);
        } else if (form == IF_DEP) {
            inline_dep(&e, &d[i]);
        } else if (form == IF_CMPCLR || form == IF_CMPICLR) {
            inline_cmpclr(&e, &d[i], form);
        } else if (mem) {                           /* may fault */
            if (i < last) set_queue(&e, a);
            inline_mem(&e, &d[i], form, lg);
        } else if (form == IF_XMPYU) {
            inline_xmpyu(&e, &d[i]);
        } else if (form != IF_NONE) {
            inline_alu(&e, &d[i], form);
        } else {
            if (i < last) set_queue(&e, a);
            call_exec(&e, &d[i]);
        }
        land(&e, to_skip);
        pend++;
        if (i >= last) {                            /* iaoq_f = iaoq_b; iaoq_b = next_b */
            load_rax(&e, OFF(iaoq_b));
            store_rax(&e, OFF(iaoq_f));
            load_rax(&e, OFF(next_b));
            store_rax(&e, OFF(iaoq_b));
        }
    }
    flush_count(&e, pend);
    if (lad_end == n) {                             /* a ladder ran to the end */
        land(&e, to_after_ladder);
        set_queue(&e, pc + 4 * n);
    }
    /* Chained on unless a branch without its delay slot ends the block. */
    uint8_t *disp[4], *cache_imm = NULL;
    if (d[n - 1].flow != DF_BRANCH) cache_imm = chain_exit(&e, disp);
    for (int k = 0; k < 3; k++) land(&e, to_out[k]);
    const uint8_t *outp = e.p;
    b1(&e, 0x5b);                                   /* out: pop rbx */
    b1(&e, 0xc3);                                   /* ret */
    if (cache_imm) {
        while ((uintptr_t)e.p & 7) b1(&e, 0xcc);
        struct jit_cache *k = (struct jit_cache *)(void *)e.p;
        for (size_t i = 0; i < sizeof *k; i++) b1(&e, 0);
        if (e.p < e.end) {
            *k = (struct jit_cache){ ~0ull, outp, ~0ull, outp };
            uint64_t a = (uint64_t)(uintptr_t)k;
            memcpy(cache_imm, &a, 8);
            rip_patch(disp[0], (uint8_t *)&k->pc0, &e);
            rip_patch(disp[1], (uint8_t *)&k->code0, &e);
            rip_patch(disp[2], (uint8_t *)&k->pc1, &e);
            rip_patch(disp[3], (uint8_t *)&k->code1, &e);
        }
    }
    if (e.p >= e.end) return -1;                    /* full: the caller flushes */
    used = (size_t)(e.p - code + 15) & ~(size_t)15;
    nblocks++;
    ninsns += n;
    *out = (jit_code)(void *)start;
    return 0;
}

void jit_reset(void)
{
    used = 0;
    ibtc_clear();
    nflushes++;
}

void jit_report(FILE *f, const char *tool)
{
    fprintf(f, "%s: translation: %llu blocks, %llu instructions, %zu of %zu KiB host code, %llu flushes\n",
            tool, (unsigned long long)nblocks, (unsigned long long)ninsns, used >> 10, limit >> 10,
            (unsigned long long)nflushes);
}

#else

void *jit_miss;
int jit_translate(struct dinsn *d, uint64_t pc, unsigned n, jit_code *out)
{ (void)d; (void)pc; (void)n; (void)out; return -1; }
void jit_chain(void *cache, uint64_t pc, jit_code t) { (void)cache; (void)pc; (void)t; }
void jit_reset(void) {}
void jit_report(FILE *f, const char *tool) { fprintf(f, "%s: translation: not on this host\n", tool); }

#endif
