/* PA-64 unwinder over guest state, in the shape of libunwind's generic API: a cursor
   starts at a guest context, unw_step moves it to the caller, registers and procedure
   info are read through accessors. Driven by the .PARISC.unwind tables of each load
   module. Also the "stack surgery" csprof needs: where the current frame's return
   address lives, and replacing it. docs/unwinding.md describes the method. */
#ifndef CSPROF_UNWIND_H
#define CSPROF_UNWIND_H
#include <stddef.h>
#include <stdint.h>

struct cpu;
struct image;
struct dld_module;

enum { UNW_REG_IP = -1, UNW_REG_SP = -2, UNW_REG_RP = 2, UNW_REG_MRP = 31 };
enum { UNW_ESUCCESS = 0, UNW_ENOINFO = 1, UNW_EBADFRAME = 2, UNW_EINVAL = 3, UNW_EBADREG = 4 };

/* Where a frame's return address is at this moment. */
enum unw_ra_where { UNW_RA_REG, UNW_RA_STACK, UNW_RA_NONE };
struct unw_ra_loc {
    enum unw_ra_where where;
    int reg;              /* UNW_RA_REG: 2 (RP) or 31 (MRP, millicode) */
    uint64_t addr;        /* UNW_RA_STACK: guest address of the saved slot */
};

typedef struct unw_proc_info {
    uint64_t start_ip, end_ip;       /* procedure bounds (end exclusive) */
    uint64_t gp;                     /* the module's gp */
    uint64_t unwind_entry;           /* address of its .PARISC.unwind entry, 0 if none */
    uint32_t flags_hi, flags_lo;     /* the entry's descriptor words as stored */
    uint32_t frame_size;             /* Total_frame_size in bytes */
    int millicode, stub;             /* millicode (no frame; PA-64 millicode returns through
                                        r2 like any leaf); linker/import stub */
    int gateway;                     /* the system-call gateway page (a syscall in progress) */
    int host_call;                   /* pseudo frame of a host call into guest code (signal
                                        delivery, dld-run initializers) */
} unw_proc_info_t;

/* Kinds of frames a cursor can stand on. */
enum unw_frame_kind {
    UNW_FRAME_CODE,       /* guest code: a procedure, stub, or the gateway page */
    UNW_FRAME_HOST_CALL,  /* the emulator calling guest code: its ip is the host-return
                             address in the gateway page; the frame below it is the
                             interrupted context (Sun Studio's sigacthandler frame) */
};

/* Private to the unwinder (src/unwind-pa/analysis.c): how to find, at one instruction,
   the procedure's CFA (its entry SP, the caller's SP), its return address and the
   caller's r3 (gcc's frame pointer). A cursor keeps its frame's. */
struct unw_rule {
    int8_t cfa_reg;            /* CFA = gr[cfa_reg] - cfa_off, when RULE_CFA_KNOWN */
    int8_t ra_reg;             /* register holding the return address, -1 none */
    int8_t r3_reg;             /* register holding the caller's r3 (3: untouched), -1 none */
    uint8_t flags;             /* RULE_* (uw-internal.h) */
    int32_t cfa_off;
    int32_t ra_slot;           /* RULE_RA_SLOT: return address saved at CFA + ra_slot */
    int32_t r3_slot;           /* RULE_R3_SLOT: caller's r3 saved at CFA + r3_slot */
};

typedef struct unw_cursor {
    struct cpu *cpu;                 /* guest whose memory is read (and written by surgery) */
    uint64_t ip, sp, rp, mrp, gp;    /* this frame's view */
    uint64_t regs[32];               /* general registers as recovered for this frame */
    int depth;                       /* 0 = the interrupted frame */
    int ra_valid;
    struct unw_ra_loc ra;            /* where this frame's return address is */
    unw_proc_info_t pi;
    int have_pi;
    /* private to the unwinder */
    uint32_t known;                  /* bit r: regs[r] holds this frame's value */
    enum unw_frame_kind kind;
    int host_level;                  /* UNW_FRAME_HOST_CALL: guest_call nesting level,
                                        -1 for a signal frame */
    uint64_t sigframe;               /* host_level -1: the frame's guest address */
    int exact_pc;                    /* ip is where execution stands (depth 0, or an
                                        interrupted context), not a return address */
    uint64_t next_ip;                /* exact_pc: the back of the instruction queue */
    int nullified;                   /* exact_pc: the instruction at ip is nullified */
    uint64_t cfa;                    /* entry SP of this frame's procedure, once known */
    int have_cfa;
    int have_rule, outermost;        /* rule below is this frame's; $START$'s frame */
    struct unw_rule rule;
} unw_cursor_t;

/* Load modules whose unwind tables are searched (the main program and DLLs). */
struct unw_module {
    const char *name;
    uint64_t text_start, text_end;   /* mapped code range */
    uint64_t segbase;                /* base the unwind entries' offsets are relative to */
    uint64_t unwind_start, unwind_end;   /* mapped .PARISC.unwind, guest addresses */
    uint64_t gp;
    uint64_t entry_lo, entry_hi;     /* outermost procedure ($START$), or 0, 0 */
};
int unw_add_module(const struct unw_module *m);
void unw_remove_module(uint64_t text_start);

/* Registers the main program from its image (the table between __unwind_start and
   __unwind_end, segbase __text_start, symbols for names) and DLLs already known to the
   dld; installs the host-call observer (run.h) unless one is set. Call after the
   program's segments are mapped, or before (the table is read on first use). */
int unw_register_image(struct image *im);
/* For a dld hook (emu/os/dll.h dld_hook_fn): a DLL was loaded (loaded = 1) or unloaded. */
void unw_dld_event(const struct dld_module *m, int loaded);
/* Observer of host calls into guest code (run.h guest_call_observer): records the guest
   context each nested run interrupted, so unwinding continues below signal handlers. */
void unw_host_call(struct cpu *c, int level, const struct cpu *interrupted, int entering);

/* Cursor on the guest's current state (the frame at c->iaoq_f). */
int unw_init_guest(unw_cursor_t *cur, struct cpu *c);
/* Moves to the caller: > 0 stepped, 0 at the outermost frame, < 0 error (UNW_E*). */
int unw_step(unw_cursor_t *cur);
int unw_get_reg(unw_cursor_t *cur, int reg, uint64_t *val);
/* The address a sample in the cursor's frame is charged to: its ip, except that a
   nullified instruction belongs to the branch that nullified it (see cursor.c). */
uint64_t unw_sample_ip(const unw_cursor_t *cur);
/* Sun Studio's attribution of PLT time: if the cursor (fresh from unw_init_guest) stands
   in an import or linker stub, the stub frame is dropped and the cursor moves to the
   caller with its ip at the call instruction (steps continue from there as usual).
   Returns 1 if it did, 0 if the frame is not a stub, < 0 on error. */
int unw_skip_stub(unw_cursor_t *cur);
int unw_get_proc_info(unw_cursor_t *cur, unw_proc_info_t *pi);
int unw_get_proc_name(unw_cursor_t *cur, char *buf, size_t len, uint64_t *offset);
/* Nonzero on a host-call pseudo frame (signal delivery and the like), as libunwind's. */
int unw_is_signal_frame(unw_cursor_t *cur);

/* Stack surgery: where the return address of the cursor's frame is, and replace it
   (in the register or the stack slot). unw_set_ra writes every place that holds it
   at this instruction (RP and its save slot between the save and the first call). */
int unw_get_ra_location(unw_cursor_t *cur, struct unw_ra_loc *loc);
/* 1 if the frame's procedure also stores its return address outside its frame (setjmp
   into a jmp_buf), so that a copy of it may be returned through later. */
int unw_ra_escapes(unw_cursor_t *cur);

/* What the instruction at pc does to control: a sample taken after it knows how the
   frame it ran in relates to the frame that follows (sample.c's block attribution). */
enum unw_branch_kind {
    UNW_BRANCH_NONE,       /* not a branch: execution falls through */
    UNW_BRANCH_JUMP,       /* a PC-relative branch without link (target; cond: may fall through) */
    UNW_BRANCH_CALL,       /* links RP or MRP: the next frame is a callee (target, 0 if indirect) */
    UNW_BRANCH_RETURN,     /* bv/bve through RP or MRP without link: the frame ends */
    UNW_BRANCH_INDIRECT,   /* any other computed jump (switch table, tail call) */
};
struct unw_branch { enum unw_branch_kind kind; int cond; uint64_t target; };
/* -1 when pc cannot be read. */
int unw_branch_at(uint64_t pc, struct unw_branch *br);
int unw_set_ra(unw_cursor_t *cur, uint64_t new_ra);
/* The return address as stored (the trampoline's address where surgery put it; unw_step
   and unw_init_guest see through reserved code slots to their targets). */
int unw_get_ra_raw(unw_cursor_t *cur, uint64_t *ra);
/* The frame's CFA: its procedure's entry SP, the same at every instruction of one
   activation (identifies the frame). */
int unw_get_cfa(unw_cursor_t *cur, uint64_t *cfa);

/* Is pc a place where a sample cannot be attributed by unwinding (stub, gateway,
   trampoline)? Returns a short reason or NULL. */
const char *unw_unsafe_reason(uint64_t pc);
/* The subset of those where unwinding gives a wrong answer, not only an unusual one:
   longjmp restoring SP and RP, the return trampoline. NULL elsewhere. */
const char *unw_unreliable_reason(uint64_t pc);
/* The same for the cursor's frame, knowing where execution stands in the instruction
   queue (a delay slot belongs to its branch: the slot of a longjmp's final branch). */
const char *unw_frame_unreliable(unw_cursor_t *cur);
/* Declares [lo, hi) a place where unwinding is unreliable (the trampoline). */
void unw_add_unreliable_range(uint64_t lo, uint64_t hi, const char *reason);

/* The emulator's shadow call stack hooks (emu/cpu/shadow.h), which classify jumps:
   bounds of the procedure holding pc (unwind region, else symbol; 0 if unknown), and
   the SP the instruction at pc would leave when executed on c's current registers. */
int unw_procedure_bounds(uint64_t pc, uint64_t *start, uint64_t *end);
/* The address of the call to _mcount in pc's procedure (gcc -pg code: the first call,
   after the prologue, with the caller's return address copied into r26), or 0. */
uint64_t unw_mcount_call(uint64_t pc);
uint64_t unw_sp_after(const struct cpu *c, uint64_t pc);

/* Cache statistics, for tests and tuning. */
struct unw_stats { uint64_t procs_analyzed, insns_analyzed, rule_hits, rule_misses; };
void unw_get_stats(struct unw_stats *st);

#endif
