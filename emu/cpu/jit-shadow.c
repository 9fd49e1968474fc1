/* Translated calls and returns of the coarse shadow call stack (jit-shadow.h): what
   shadow.c's push_call does for a remembered call, and shadow_jump for a return to the
   top entry, as x86-64 code, so that a call and its return cost a few loads and
   compares instead of two calls out of the block. */
#include <stddef.h>
#include "cpu.h"
#include "jit-shadow.h"
#include "shadow-memo.h"
#include "shadow.h"

#if defined(__x86_64__)

enum { RAX, RCX, RDX, RBX, RSP, RBP, RSI, RDI, R8, R9, R10, R11 };

#define ENTRY ((int32_t)sizeof(struct shadow_entry))
#define STACK_OFF(f) ((int32_t)offsetof(struct shadow_stack, f))
#define ENTRY_OFF(f) ((int32_t)offsetof(struct shadow_entry, f))
#define MEMO_OFF(f) ((int32_t)offsetof(struct shadow_memo, f))
#define CPU_OFF(f) ((int32_t)offsetof(struct cpu, f))

static void mov_imm64(struct emit *e, unsigned r, uint64_t v)
{
    b1(e, 0x48 | (r >> 3)); b1(e, 0xb8 | (r & 7)); b8(e, v);
}

/* op r, [base + disp32] (8b mov, 3b cmp, 03 add) or op [base + disp32], r (89 mov), 64-bit;
   base is never rsp or r12 here (no SIB byte). */
static void op_mem(struct emit *e, unsigned op, unsigned r, unsigned base, int32_t disp)
{
    b1(e, 0x48 | (r >> 3) << 2 | (base >> 3)); b1(e, op);
    b1(e, 0x80 | (r & 7) << 3 | (base & 7)); b4(e, (uint32_t)disp);
}

/* r = r * 48 (an entry's offset from its index), through the lea and shift. */
static void times_entry(struct emit *e, unsigned r)
{
    _Static_assert(sizeof(struct shadow_entry) == 48, "entry offsets are index * 48");
    unsigned x = r & 7, w = 0x48 | (r >> 3) | (r >> 3) << 1 | (r >> 3) << 2;
    b1(e, w); b1(e, 0x8d); b1(e, 0x04 | x << 3); b1(e, 0x40 | x << 3 | x);   /* lea r, [r + r*2] */
    b1(e, 0x48 | (r >> 3)); b1(e, 0xc1); b1(e, 0xe0 | x); b1(e, 4);          /* shl r, 4 */
}

static uint8_t *jcc(struct emit *e, unsigned cc)
{
    b1(e, 0x0f); b1(e, 0x80 | cc);
    uint8_t *at = e->p;
    b4(e, 0);
    return at;
}

static void land_at(struct emit *e, uint8_t *at)
{
    if (!at || at + 4 > e->end) return;
    int32_t rel = (int32_t)(e->p - (at + 4));
    for (int i = 0; i < 4; i++) at[i] = (uint8_t)((uint32_t)rel >> (8 * i));
}

enum { CC_E = 4, CC_NE = 5, CC_AE = 3 };

int jit_shadow_inline(void) { return shadow_enabled && shadow_coarse; }

/* The remembered push with the target in r10: falls through on a hit; the jumps of a
   miss are left in miss[0..3] for the caller to land. */
static void emit_push(struct emit *e, uint64_t call_pc, uint8_t *miss[4])
{
    uint64_t ret = call_pc + 8;
    mov_imm64(e, R8, (uint64_t)(uintptr_t)&shadow_now);
    op_mem(e, 0x8b, RCX, R8, STACK_OFF(depth));                 /* rcx = depth */
    op_mem(e, 0x3b, RCX, R8, STACK_OFF(cap));
    miss[0] = jcc(e, CC_AE);                                    /* full: it grows */
    b1(e, 0x48); b1(e, 0x89); b1(e, 0xc8);                      /* mov rax, rcx */
    times_entry(e, RAX);
    op_mem(e, 0x03, RAX, R8, STACK_OFF(stk));                   /* rax = &stk[depth] */
    op_mem(e, 0x8b, RSI, RAX, ENTRY_OFF(tag) - ENTRY);          /* rsi = the tag below */
    /* edx = memo_index(ret, target, below) */
    b1(e, 0x89); b1(e, 0xf2);                                   /* mov edx, esi */
    b1(e, 0x44); b1(e, 0x31); b1(e, 0xd2);                      /* xor edx, r10d */
    b1(e, 0x81); b1(e, 0xf2); b4(e, (uint32_t)ret);             /* xor edx, (uint32) ret */
    b1(e, 0x69); b1(e, 0xd2); b4(e, MEMO_HASH);                 /* imul edx, edx, MEMO_HASH */
    b1(e, 0xc1); b1(e, 0xea); b1(e, 32 - MEMO_BITS);            /* shr edx, 32 - MEMO_BITS */
    _Static_assert(sizeof(struct shadow_memo) == 48, "memo offsets are index * 48");
    b1(e, 0x48); b1(e, 0x8d); b1(e, 0x14); b1(e, 0x52);         /* lea rdx, [rdx + rdx*2] */
    b1(e, 0x48); b1(e, 0xc1); b1(e, 0xe2); b1(e, 4);            /* shl rdx, 4 */
    mov_imm64(e, R9, (uint64_t)(uintptr_t)shadow_memo);
    b1(e, 0x4c); b1(e, 0x01); b1(e, 0xca);                      /* add rdx, r9 */
    op_mem(e, 0x3b, RSI, RDX, MEMO_OFF(below));
    miss[1] = jcc(e, CC_NE);
    mov_imm64(e, R9, ret);
    op_mem(e, 0x3b, R9, RDX, MEMO_OFF(ret));
    miss[2] = jcc(e, CC_NE);
    op_mem(e, 0x3b, R10, RDX, MEMO_OFF(target));
    miss[3] = jcc(e, CC_NE);
    /* Remembered: the entry, its tag, the count. */
    op_mem(e, 0x89, R9, RAX, ENTRY_OFF(ret));
    op_mem(e, 0x8b, R11, RBX, CPU_OFF(gr) + 8 * 30);
    op_mem(e, 0x89, R11, RAX, ENTRY_OFF(sp));
    op_mem(e, 0x89, R10, RAX, ENTRY_OFF(target));
    mov_imm64(e, R11, call_pc);
    op_mem(e, 0x89, R11, RAX, ENTRY_OFF(call_pc));
    op_mem(e, 0x8b, R11, RDX, MEMO_OFF(tag));
    op_mem(e, 0x89, R11, RAX, ENTRY_OFF(tag));
    _Static_assert(offsetof(struct shadow_entry, level) == offsetof(struct shadow_entry, kind) + 1 && SH_CALL == 0,
                   "kind and level cleared as one word");
    b1(e, 0x66); b1(e, 0xc7); b1(e, 0x80); b4(e, (uint32_t)ENTRY_OFF(kind)); b1(e, 0); b1(e, 0);   /* mov word [rax+kind], 0 */
    b1(e, 0x48); b1(e, 0x83); b1(e, 0x82); b4(e, (uint32_t)MEMO_OFF(count)); b1(e, 1);   /* add qword [rdx+count], 1 */
    b1(e, 0x48); b1(e, 0xff); b1(e, 0xc1);                      /* inc rcx */
    op_mem(e, 0x89, RCX, R8, STACK_OFF(depth));
}

/* jmp past the slow path (returned), the misses landed after it. */
static uint8_t *skip_slow(struct emit *e, uint8_t *miss[4])
{
    b1(e, 0xe9);
    uint8_t *done = e->p;
    b4(e, 0);
    for (int i = 0; i < 4; i++) land_at(e, miss[i]);
    return done;
}

uint8_t *jit_shadow_call(struct emit *e, uint64_t call_pc, uint64_t target)
{
    if (target == call_pc + 8 || (target >> 12) == (GATEWAY_PAGE >> 12) || target == LWS_ENTRY) return NULL;
    uint8_t *miss[4];
    mov_imm64(e, R10, target);
    emit_push(e, call_pc, miss);
    return skip_slow(e, miss);
}

/* A target from a register: the memo never holds one the stack does not push (the
   gateway, a "b,l .+8"), so no test of it is needed here. */
uint8_t *jit_shadow_call_reg(struct emit *e, uint64_t call_pc, unsigned r2, int nullify)
{
    uint8_t *miss[4];
    op_mem(e, 0x8b, R10, RBX, CPU_OFF(gr) + 8 * (int32_t)r2);
    b1(e, 0x49); b1(e, 0x83); b1(e, 0xe2); b1(e, 0xfc);         /* and r10, ~3 */
    emit_push(e, call_pc, miss);
    op_mem(e, 0x89, R10, RBX, CPU_OFF(next_b));                 /* the branch itself */
    mov_imm64(e, R11, (call_pc + 8) | 3);
    op_mem(e, 0x89, R11, RBX, CPU_OFF(gr) + 8 * 2);
    if (nullify) { b1(e, 0xc7); b1(e, 0x83); b4(e, (uint32_t)CPU_OFF(nullify)); b4(e, 1); }
    return skip_slow(e, miss);
}

/* bve,l translated inline (the link committed, the target in next_b): the push with the
   cache's registers it would clobber (those in save, a mask of host registers) kept on
   the host stack around it, so the cache survives; a miss restores them and jumps to the
   rel32 returned, the caller's slow path (jit_shadow_call_slow), which comes back to
   where this code ends. */
/* push (in order) or pop (in reverse) the registers of save among rsi, r8-r11 */
static void save_regs(struct emit *e, unsigned save, int pop)
{
    static const uint8_t order[] = { RSI, R8, R9, R10, R11 };
    for (unsigned i = 0; i < sizeof order; i++) {
        unsigned r = order[pop ? sizeof order - 1 - i : i];
        if (save >> r & 1) { if (r >= R8) b1(e, 0x41); b1(e, (pop ? 0x58u : 0x50u) | (r & 7)); }
    }
}

uint8_t *jit_shadow_call_saving(struct emit *e, uint64_t call_pc, unsigned save)
{
    uint8_t *miss[4];
    save_regs(e, save, 0);
    op_mem(e, 0x8b, R10, RBX, CPU_OFF(next_b));
    emit_push(e, call_pc, miss);
    save_regs(e, save, 1);
    b1(e, 0xe9);
    uint8_t *done = e->p;
    b4(e, 0);
    for (int i = 0; i < 4; i++) land_at(e, miss[i]);
    save_regs(e, save, 1);
    b1(e, 0xe9);
    uint8_t *slow = e->p;
    b4(e, 0);
    land_at(e, done);
    return slow;
}

/* A return pops the top entry; any other jump that stays inside the procedure at pc
   (a switch table) changes nothing; the rest is shadow_jump's. */
uint8_t *jit_shadow_return(struct emit *e, uint64_t pc)
{
    uint8_t *not_top[2], *slow[3];
    int n = 0;
    mov_imm64(e, RDX, (uint64_t)(uintptr_t)&shadow_now);
    op_mem(e, 0x8b, RCX, RDX, STACK_OFF(depth));
    b1(e, 0x48); b1(e, 0x85); b1(e, 0xc9);                      /* test rcx, rcx */
    not_top[0] = jcc(e, CC_E);
    times_entry(e, RCX);
    op_mem(e, 0x03, RCX, RDX, STACK_OFF(stk));                  /* rcx = &stk[depth] */
    op_mem(e, 0x3b, RAX, RCX, ENTRY_OFF(ret) - ENTRY);
    not_top[1] = jcc(e, CC_NE);
    /* A call's entry (a marker's return address may be the gateway's, which the slow
       path treats apart). */
    b1(e, 0x80); b1(e, 0xb9); b4(e, (uint32_t)(ENTRY_OFF(kind) - ENTRY)); b1(e, SH_CALL);   /* cmp byte [rcx+kind], SH_CALL */
    slow[n++] = jcc(e, CC_NE);
    b1(e, 0x48); b1(e, 0xff); b1(e, 0x8a); b4(e, (uint32_t)STACK_OFF(depth));   /* dec qword [rdx+depth] */
    b1(e, 0xe9);
    uint8_t *done = e->p;
    b4(e, 0);
    land_at(e, not_top[0]);
    land_at(e, not_top[1]);
    uint64_t start, end;
    if (shadow_procedure_bounds(pc, &start, &end)) {
        mov_imm64(e, RCX, start);
        b1(e, 0x48); b1(e, 0x39); b1(e, 0xc8);                  /* cmp rax, rcx */
        slow[n++] = jcc(e, 0x2);                                /* jb */
        mov_imm64(e, RCX, end);
        b1(e, 0x48); b1(e, 0x39); b1(e, 0xc8);
        slow[n++] = jcc(e, CC_AE);
        b1(e, 0xe9);                                            /* inside: nothing to do */
        uint8_t *local = e->p;
        b4(e, 0);
        for (int i = 0; i < n; i++) land_at(e, slow[i]);
        n = 0;
        b1(e, 0xe9);
        uint8_t *out = e->p;
        b4(e, 0);
        land_at(e, done);
        land_at(e, local);
        return out;
    }
    for (int i = 0; i < n; i++) land_at(e, slow[i]);
    b1(e, 0xe9);
    uint8_t *out = e->p;
    b4(e, 0);
    land_at(e, done);
    return out;
}

#else

uint8_t *jit_shadow_call_saving(struct emit *e, uint64_t call_pc, unsigned save)
{ (void)e; (void)call_pc; (void)save; return NULL; }
int jit_shadow_inline(void) { return 0; }
uint8_t *jit_shadow_call(struct emit *e, uint64_t call_pc, uint64_t target) { (void)e; (void)call_pc; (void)target; return NULL; }
uint8_t *jit_shadow_return(struct emit *e, uint64_t pc) { (void)e; (void)pc; return NULL; }
uint8_t *jit_shadow_call_reg(struct emit *e, uint64_t call_pc, unsigned r2, int nullify)
{ (void)e; (void)call_pc; (void)r2; (void)nullify; return NULL; }

#endif

/* The slow paths of the two inline forms above, with the queue at the branch (pc, pc + 4)
   as an executor finds it and next_b its target: shadow.c's call or jump, then, when the
   translation had already moved the queue on (advance), the queue as it left it. */
static void advance_queue(struct cpu *c) { c->iaoq_f = c->iaoq_b; c->iaoq_b = c->next_b; }

void jit_shadow_call_slow(struct cpu *c, const struct dinsn *d, unsigned advance)
{
    (void)d;
    shadow_call(c, (c->iaoq_b + 4) | 3, c->next_b);
    if (advance) advance_queue(c);
}

void jit_shadow_jump_slow(struct cpu *c, const struct dinsn *d, unsigned advance)
{
    (void)d;
    shadow_jump(c, c->next_b);
    if (advance) advance_queue(c);
}
