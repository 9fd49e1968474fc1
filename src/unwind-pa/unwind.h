/* PA-64 unwinder over guest state, in the shape of libunwind's generic API: a cursor
   starts at a guest context, unw_step moves it to the caller, registers and procedure
   info are read through accessors. Driven by the .PARISC.unwind tables of each load
   module. Also the "stack surgery" csprof needs: where the current frame's return
   address lives, and replacing it. */
#ifndef CSPROF_UNWIND_H
#define CSPROF_UNWIND_H
#include <stddef.h>
#include <stdint.h>

struct cpu;

enum { UNW_REG_IP = -1, UNW_REG_SP = -2, UNW_REG_RP = 2, UNW_REG_MRP = 31 };
enum { UNW_ESUCCESS = 0, UNW_ENOINFO = 1, UNW_EBADFRAME = 2, UNW_EINVAL = 3 };

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
    int millicode, stub;             /* millicode (returns through r31); linker/import stub */
} unw_proc_info_t;

typedef struct unw_cursor {
    struct cpu *cpu;                 /* guest whose memory is read (and written by surgery) */
    uint64_t ip, sp, rp, mrp, gp;    /* this frame's view */
    uint64_t regs[32];               /* general registers as recovered for this frame */
    int depth;                       /* 0 = the interrupted frame */
    int ra_valid;
    struct unw_ra_loc ra;            /* where this frame's return address is */
    unw_proc_info_t pi;
    int have_pi;
} unw_cursor_t;

/* Load modules whose unwind tables are searched (the main program and DLLs). */
struct unw_module {
    const char *name;
    uint64_t text_start, text_end;   /* mapped code range */
    uint64_t segbase;                /* base the unwind entries' offsets are relative to */
    uint64_t unwind_start, unwind_end;   /* mapped .PARISC.unwind, guest addresses */
    uint64_t gp;
};
int unw_add_module(const struct unw_module *m);
void unw_remove_module(uint64_t text_start);

/* Cursor on the guest's current state (the frame at c->iaoq_f). */
int unw_init_guest(unw_cursor_t *cur, struct cpu *c);
/* Moves to the caller: > 0 stepped, 0 at the outermost frame, < 0 error (UNW_E*). */
int unw_step(unw_cursor_t *cur);
int unw_get_reg(unw_cursor_t *cur, int reg, uint64_t *val);
int unw_get_proc_info(unw_cursor_t *cur, unw_proc_info_t *pi);
int unw_get_proc_name(unw_cursor_t *cur, char *buf, size_t len, uint64_t *offset);

/* Stack surgery: where the return address of the cursor's frame is, and replace it
   (in the register or the stack slot). */
int unw_get_ra_location(unw_cursor_t *cur, struct unw_ra_loc *loc);
int unw_set_ra(unw_cursor_t *cur, uint64_t new_ra);

/* Is pc a place where a sample cannot be attributed by unwinding (stub, gateway,
   trampoline)? Returns a short reason or NULL. */
const char *unw_unsafe_reason(uint64_t pc);

#endif
