/* Shared inside src/unwind-pa: the module table (modules.c), the per-instruction frame
   rules computed by analysing each procedure's code (analysis.c, insn-effect.c) and
   found for a PC (frames.c), guest memory access that never faults, and the host-call
   contexts (hostcalls.c). The cursor (cursor.c) builds the public API on these. */
#ifndef CSPROF_UW_INTERNAL_H
#define CSPROF_UW_INTERNAL_H
#include <stdint.h>
#include "unwind.h"

/* ---- guest memory, read without ever raising a guest fault ---- */
int uw_read32(uint64_t addr, uint32_t *v);
int uw_read64(uint64_t addr, uint64_t *v);
int uw_write64(uint64_t addr, uint64_t v);

/* ---- unwind table entries and modules ---- */

/* Descriptor bits, numbered from the most significant bit as in the HP runtime
   architecture document (and GDB's unwind_table_entry). */
#define UWD1_CANNOT_UNWIND (1u << 31)
#define UWD1_MILLICODE     (1u << 30)
#define UWD1_SAVE_SP       (1u << 4)     /* gcc: r3 is the frame pointer, saved at CFA+0 */
#define UWD1_SAVE_RP       (1u << 3)
#define UWD1_SAVE_MRP      (1u << 2)
#define UWD1_ENTRY_GR(w)   (((w) >> 16) & 0x1f)
#define UWD1_ENTRY_FR(w)   (((w) >> 21) & 0xf)
#define UWD2_LARGE_FRAME   (1u << 29)
#define UWD2_ALLOCA_FRAME  (1u << 28)
#define UWD2_FRAME_SIZE(w) ((w) & 0x07ffffffu)   /* in 8-byte units */

struct uw_entry {
    uint64_t start, end;        /* run-time addresses, end exclusive */
    uint64_t addr;              /* where the entry itself is in guest memory */
    uint32_t w1, w2;
};

struct uw_module {
    struct unw_module m;
    struct uw_entry *ents;      /* sorted by start; read lazily from guest memory */
    size_t nents;
    int loaded;                 /* entries read */
    struct image *im;           /* main program: symbols for names; NULL for DLLs */
    int is_dll;
};

/* Module holding pc in its code range, or NULL. */
struct uw_module *uw_module_at(uint64_t pc);
/* Unwind entry covering pc in module m, or NULL. */
const struct uw_entry *uw_entry_at(struct uw_module *m, uint64_t pc);
/* Function name containing pc and its start; 0 if unknown. */
int uw_symbol_at(uint64_t pc, const char **name, uint64_t *start, char *buf, size_t len);
/* Calls fn for each function symbol (is_func) and code label symbol (a label whose
   address another function uses: a non-local goto target) in [lo, hi); main program
   only. */
void uw_each_symbol(struct uw_module *m, uint64_t lo, uint64_t hi,
                    void (*fn)(uint64_t addr, int is_func, void *arg), void *arg);
/* Generation number, bumped whenever modules come or go (caches check it). */
extern unsigned uw_module_generation;

/* ---- one instruction's effect, as the analysis needs it (insn-effect.c) ---- */

enum uw_kind {
    UK_OTHER,      /* writes the registers in `clobber` with unknown values */
    UK_LDO,        /* t = gr[b] + imm (ldo, addil, copy) */
    UK_CONST,      /* t = imm (ldil, ldi) */
    UK_ADD,        /* t = (gr[x] << sh) + gr[b] */
    UK_SUB,        /* t = gr[x] - gr[b] */
    UK_LOAD,       /* t = mem[ea] */
    UK_STORE,      /* mem[ea] = gr[t] */
};
enum uw_mod { UM_NONE, UM_POST, UM_PRE, UM_UNKNOWN };   /* base register update */
enum uw_branch {
    UB_NONE,
    UB_COND,       /* conditional, PC-relative target */
    UB_DIRECT,     /* b,l target,t (t = 0: plain branch) */
    UB_INDIRECT,   /* bv / bve / be, optionally linking: target from gr[b] */
    UB_BLR,        /* blr x,t: into the table after the delay slot */
};
enum uw_nul { UN_NONE, UN_TAKEN, UN_NOT_TAKEN, UN_ALWAYS };   /* delay slot nullified when */

struct uw_insn {
    uint8_t kind, t, x, b, sh;
    uint8_t size;              /* UK_LOAD/UK_STORE: bytes */
    uint8_t mod;               /* UK_LOAD/UK_STORE: enum uw_mod */
    uint8_t indexed;           /* ea = gr[b] + (gr[x] << sh) instead of gr[b] + imm */
    uint8_t may_nullify;       /* may nullify the next instruction */
    uint8_t branch, nul;       /* enum uw_branch, enum uw_nul */
    uint8_t link;              /* link register written by a branch (0: none) */
    int64_t imm;               /* displacement / constant / branch target */
    uint32_t clobber;          /* other GRs written with values the analysis ignores */
};
void uw_decode(uint32_t w, uint64_t pc, struct uw_insn *in);

/* ---- per-instruction frame rules (analysis.c computes them, frames.c finds them) ---- */

enum { RULE_RA_SLOT = 1, RULE_R3_SLOT = 2, RULE_GUESS = 4, RULE_CFA_KNOWN = 8, RULE_REACHED = 16,
       RULE_SWITCHED = 32 /* SP, RP or r3 hold another frame's values (longjmp) */,
       RULE_RA_ESCAPES = 64 /* the procedure stores its return address outside its frame
                               (setjmp into a jmp_buf): copies of it live elsewhere */ };
/* The frame rule (struct unw_rule) is in unwind.h: cursors keep the current one. */

/* The situation of PA-RISC's instruction address queue at an instruction: executing
   in sequence, as the delay slot of a taken branch, or nullified. The rules can differ
   when one instruction is reached in several of them (a nullified delay slot that is
   also a branch target). UQ_ANY is their meet. */
enum uw_queue { UQ_ANY, UQ_NORMAL, UQ_SLOT, UQ_NULLIFIED, UQ_KINDS };

struct uw_frame_info {
    struct uw_module *mod;
    const struct uw_entry *ent;    /* NULL: no unwind entry covers pc */
    uint64_t start, end;           /* procedure bounds when known */
    const struct unw_rule *rules[UQ_KINDS];   /* at pc; NULL when not analysed */
    int is_stub, is_gateway, is_outermost_proc;
    int is_lws;                    /* the LWS entry: no frame, return address in r31 */
};
/* Fills fi for pc: the procedure and its rules at pc (frames.c). */
void uw_frame_info_at(uint64_t pc, struct uw_frame_info *fi);
/* For pc executing as a delay slot (or nullified): the procedure of the branch before
   it, which the slot belongs to even when it lies past that procedure's end. */
void uw_frame_info_slot(uint64_t pc, struct uw_frame_info *fi);
/* The rule before the instruction at pc in queue situation q, falling back to the
   meet, then to what the unwind descriptor says, then to a frameless leaf. */
struct unw_rule uw_rule_for(const struct uw_frame_info *fi, enum uw_queue q);
/* Forgets every analysis (modules changed). */
void uw_analysis_flush(void);
void uw_analysis_stats(struct unw_stats *st);

/* One analysed procedure (analysis.c): rules per instruction and queue situation,
   for the region plus the word after it (the delay slot of a final branch). */
struct proc {
    uint64_t start, end;
    size_t n;
    struct unw_rule *rules[UQ_KINDS];
    struct uw_module *mod;
    struct proc *next;                      /* hash chain (frames.c) */
};
struct proc *uw_analyse(struct uw_module *mod, const struct uw_entry *ent);
void uw_proc_free(struct proc *p);
extern uint64_t uw_stat_procs, uw_stat_insns;

/* ---- host calls into guest code (hostcalls.c) ---- */
struct uw_host_ctx {
    int valid;
    int nullify;
    uint64_t gr[32], iaoq_f, iaoq_b;
};
const struct uw_host_ctx *uw_host_ctx(int level);
/* Level of a host-return address (GATEWAY_RETURN - 8*level), or -1. */
int uw_host_return_level(uint64_t addr);
/* A range declared with unw_add_unreliable_range holding pc: its reason, else NULL. */
const char *uw_unreliable_range(uint64_t pc);

#endif
