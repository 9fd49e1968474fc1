/* Reserved code addresses: slots of the gateway page (between the system-call entries
   and the host-return addresses) that trap to a host handler when execution reaches
   them through a branch, as a return does. The emulator knows nothing of their use;
   a client (the profiler's return trampoline) registers one. A slot retires no guest
   instruction: the handler names where execution continues, PSW N carried over. */
#ifndef PA64_RESERVED_H
#define PA64_RESERVED_H
#include <stdint.h>
#include "cpu.h"

#define RESERVED_CODE_BASE (GATEWAY_PAGE + 0xc00u)
#define RESERVED_CODE_SLOTS 16

struct reserved_code_ops {
    /* Execution arrived at the slot (c->iaoq_f == addr): do the work, return where
       execution goes on. The handler may set c->iaoq_f/iaoq_b to that place first
       (to unwind from it); the caller sets them afterwards anyway. */
    uint64_t (*enter)(struct cpu *c, uint64_t addr, void *arg);
    /* Where execution at addr would go on now, without side effects (the unwinder and
       the shadow call stack ask). */
    uint64_t (*target)(uint64_t addr, void *arg);
    void *arg;
};

/* Returns the slot's guest address, or 0 when all are taken. */
uint64_t reserved_code_add(const struct reserved_code_ops *ops);
static inline int reserved_code_is(uint64_t addr)
{
    addr &= ~3ull;
    return addr >= RESERVED_CODE_BASE && addr < RESERVED_CODE_BASE + 4u * RESERVED_CODE_SLOTS;
}
/* addr itself when it is not a registered slot. */
uint64_t reserved_code_target(uint64_t addr);
/* Execution is about to reach pc and something must see where it really goes first
   (a signal interrupts there): a registered slot's handler runs now, as if reached,
   and its target is returned; pc itself when it is not a slot. */
uint64_t reserved_code_pass(struct cpu *c, uint64_t pc);
/* For the interpreter: execution reached slot pc, nullified or not. */
void reserved_code_enter(struct cpu *c, uint64_t pc, int nullified);

#endif
