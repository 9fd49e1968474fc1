/* Translated calls and returns of the coarse shadow call stack (jit-shadow.h): what
   shadow.c's push_call does for a remembered call, and shadow_jump for a return to the
   top entry, as x86-64 code, so that a call and its return cost a few loads and
   compares instead of two calls out of the block. */
#include <stddef.h>
#include "cpu.h"
#include "jit-shadow.h"
#include "shadow-memo.h"

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

uint8_t *jit_shadow_call(struct emit *e, uint64_t call_pc, uint64_t target)
{
    uint64_t ret = call_pc + 8;
    if (target == ret || (target >> 12) == (GATEWAY_PAGE >> 12) || target == LWS_ENTRY) return NULL;
    uint8_t *miss[4];
    mov_imm64(e, R8, (uint64_t)(uintptr_t)&shadow_now);
    op_mem(e, 0x8b, RCX, R8, STACK_OFF(depth));                 /* rcx = depth */
    op_mem(e, 0x3b, RCX, R8, STACK_OFF(cap));
    miss[0] = jcc(e, CC_AE);                                    /* full: it grows */
    b1(e, 0x48); b1(e, 0x89); b1(e, 0xc8);                      /* mov rax, rcx */
    times_entry(e, RAX);
    op_mem(e, 0x03, RAX, R8, STACK_OFF(stk));                   /* rax = &stk[depth] */
    op_mem(e, 0x8b, RSI, RAX, ENTRY_OFF(tag) - ENTRY);          /* rsi = the tag below */
    /* edx = memo_index(ret, below) */
    b1(e, 0x89); b1(e, 0xf2);                                   /* mov edx, esi */
    b1(e, 0x81); b1(e, 0xf2); b4(e, (uint32_t)ret);             /* xor edx, (uint32) ret */
    b1(e, 0x69); b1(e, 0xd2); b4(e, MEMO_HASH);                 /* imul edx, edx, MEMO_HASH */
    b1(e, 0xc1); b1(e, 0xea); b1(e, 32 - MEMO_BITS);            /* shr edx, 32 - MEMO_BITS */
    _Static_assert(sizeof(struct shadow_memo) == 40, "memo offsets are index * 40");
    b1(e, 0x48); b1(e, 0x8d); b1(e, 0x14); b1(e, 0x92);         /* lea rdx, [rdx + rdx*4] */
    mov_imm64(e, R9, (uint64_t)(uintptr_t)shadow_memo);
    b1(e, 0x49); b1(e, 0x8d); b1(e, 0x14); b1(e, 0xd1);         /* lea rdx, [r9 + rdx*8] */
    op_mem(e, 0x3b, RSI, RDX, MEMO_OFF(below));
    miss[1] = jcc(e, CC_NE);
    mov_imm64(e, R9, ret);
    op_mem(e, 0x3b, R9, RDX, MEMO_OFF(ret));
    miss[2] = jcc(e, CC_NE);
    mov_imm64(e, R10, target);
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
    op_mem(e, 0x8b, R11, RDX, MEMO_OFF(counter));
    b1(e, 0x49); b1(e, 0x83); b1(e, 0x03); b1(e, 1);            /* add qword [r11], 1 */
    b1(e, 0x48); b1(e, 0xff); b1(e, 0xc1);                      /* inc rcx */
    op_mem(e, 0x89, RCX, R8, STACK_OFF(depth));
    b1(e, 0xe9);                                                /* jmp past the slow path */
    uint8_t *done = e->p;
    b4(e, 0);
    for (int i = 0; i < 4; i++) land_at(e, miss[i]);
    return done;
}

uint8_t *jit_shadow_return(struct emit *e)
{
    uint8_t *miss[3];
    mov_imm64(e, RDX, (uint64_t)(uintptr_t)&shadow_now);
    op_mem(e, 0x8b, RCX, RDX, STACK_OFF(depth));
    b1(e, 0x48); b1(e, 0x85); b1(e, 0xc9);                      /* test rcx, rcx */
    miss[0] = jcc(e, CC_E);
    times_entry(e, RCX);
    op_mem(e, 0x03, RCX, RDX, STACK_OFF(stk));                  /* rcx = &stk[depth] */
    op_mem(e, 0x3b, RAX, RCX, ENTRY_OFF(ret) - ENTRY);
    miss[1] = jcc(e, CC_NE);
    /* A call's entry (a marker's return address may be the gateway's, which the slow
       path treats apart). */
    b1(e, 0x80); b1(e, 0xb9); b4(e, (uint32_t)(ENTRY_OFF(kind) - ENTRY)); b1(e, SH_CALL);   /* cmp byte [rcx+kind], SH_CALL */
    miss[2] = jcc(e, CC_NE);
    b1(e, 0x48); b1(e, 0xff); b1(e, 0x8a); b4(e, (uint32_t)STACK_OFF(depth));   /* dec qword [rdx+depth] */
    b1(e, 0xeb); b1(e, 5);                                      /* jmp past the jump below */
    for (int i = 0; i < 3; i++) land_at(e, miss[i]);
    b1(e, 0xe9);
    uint8_t *slow = e->p;
    b4(e, 0);
    return slow;
}

#else

int jit_shadow_inline(void) { return 0; }
uint8_t *jit_shadow_call(struct emit *e, uint64_t call_pc, uint64_t target) { (void)e; (void)call_pc; (void)target; return NULL; }
uint8_t *jit_shadow_return(struct emit *e) { (void)e; return NULL; }

#endif
