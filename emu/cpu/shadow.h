/* The shadow call stack: calls and returns as the guest executes them, kept by the
   branch executors when enabled (bin/pa64 --verify-unwind), as ground truth for the
   unwinder. Disabled (the default), the executors are the plain ones: no cost. */
#ifndef PA64_SHADOW_H
#define PA64_SHADOW_H
#include <stddef.h>
#include <stdint.h>
#include "cpu.h"

enum shadow_kind {
    SH_CALL,          /* a call instruction: ret is its return address */
    SH_INTERRUPTED,   /* a host call or signal interrupted the guest here: ret is the interrupted PC */
    SH_HOST,          /* the host called guest code: ret is the host-return address (or
                         the signal return) */
    SH_HOST_NOCTX,    /* the same, with no guest context below (initializers, exit) */
};

struct shadow_entry {
    uint64_t ret;        /* return address, privilege bits cleared */
    uint64_t sp;         /* SP at the call = the callee's entry SP */
    uint64_t target;     /* where the call went */
    uint64_t call_pc;    /* the calling branch (0 for host calls) */
    uint64_t tag;        /* the observer's word for this frame (0 until it sets one) */
    uint8_t kind, level;
};

/* What the stack needs from above the machine (the profiler's unwinder provides it):
   procedure bounds, to tell a non-local jump from a tail call or a switch table; the SP
   after the instruction at `pc` (where a non-local jump leaves the stack); and the
   host-call observer whose guest_call_observer slot (run.h) the stack takes -- it is
   called first on every host call (may be null). */
struct shadow_hooks {
    int (*procedure_bounds)(uint64_t pc, uint64_t *start, uint64_t *end);
    uint64_t (*sp_after)(const struct cpu *c, uint64_t pc);
    void (*host_call)(struct cpu *c, int level, const struct cpu *interrupted, int entering);
};

/* Optional observers of the stack's changes, for whoever keeps data per frame (the
   profiler's exact call counts): `pushed` after an entry became stack[depth - 1] (a
   call, or the two entries of a host call: SH_HOST's target is the code the host
   calls); `entered` when a jump without a link reached another procedure's first
   instruction (a tail call, an import stub going on to its target): the frame on top
   now runs `target`. Pops need no notice: the stack only shrinks to a depth.

   `pushed` may set the tags of the entries up to e (shadow_frames) and return a
   counter: it promises that for a call it sets e->tag and adds 1 to that counter as a
   function of the tag below e (shadow_base_tag under the first), e->ret and e->target
   alone. The stack then remembers the answer per depth (coarse mode) and does it
   itself the next time the same call comes from the same tagged frame, without
   calling `pushed`: a repeated call costs a few compares (emu/cpu/jit-shadow.c even
   does them in the translated code). NULL: nothing to remember. Whoever changes what
   the tags mean (a new tree) calls shadow_forget. The stack keeps the counts of
   remembered calls and adds them to the counters later: shadow_flush_counts before
   the counters are read; shadow_drop_counts when they were reset (a forked child). */
struct shadow_observer {
    uint64_t *(*pushed)(struct shadow_entry *e, size_t depth);
    void (*entered)(uint64_t target, size_t depth);
};
void shadow_observe(const struct shadow_observer *o);
void shadow_forget(void);
void shadow_flush_counts(void);
void shadow_drop_counts(void);
/* The running thread's stack as it stands, for an observer inside its callbacks
   (entries may be re-tagged); and the tag under its first entry. */
struct shadow_entry *shadow_frames(size_t *n);
void shadow_set_base_tag(uint64_t tag);

/* Set before the first instruction is decoded: branch decoders pick hooked executors. */
extern int shadow_enabled;
void shadow_enable(const struct shadow_hooks *h);
/* The same for observers that need the stack's order of events but not its state at
   every instruction (call counting): each operation takes effect when its branch
   executes instead of after the delay slot, which costs less. shadow_view is then
   exact only at branches; --verify-unwind needs shadow_enable. */
void shadow_enable_coarse(const struct shadow_hooks *h);

/* Called by the hooked executors after the branch executed (c->next_b is the target):
   a call that links `link`, or a jump through a register (returns, switch tables,
   tail calls into the gateway, longjmp). */
void shadow_call(struct cpu *c, uint64_t link, uint64_t target);
void shadow_jump(struct cpu *c, uint64_t target);
/* guest_call observer (run.h): calls hooks.host_call, then keeps the stack. */
void shadow_host_call(struct cpu *c, int level, const struct cpu *interrupted, int entering);

/* Guest thread `to` runs instead of `from` (emu/os/threads.c): each keeps its own stack. */
void shadow_switch(struct cpu *c, unsigned from, unsigned to);
/* Signal delivery (emu/os/signals.c): the guest was interrupted at interrupted_pc and
   runs a handler at entry, entered with handler_sp, that returns to ret; retired: the current
   instruction (a system call) completed, else (a trap) it runs again. Leave, from the
   instruction at ret: the interrupted context is back. */
void shadow_interrupt_enter(struct cpu *c, int retired, uint64_t interrupted_pc, uint64_t handler_sp, uint64_t ret,
                            uint64_t entry);
void shadow_interrupt_leave(struct cpu *c);

/* The stack as it stands before the next instruction (pending effects of a branch
   whose delay slot has not run yet are not in it). Innermost last. */
const struct shadow_entry *shadow_view(struct cpu *c, size_t *n);

#endif
