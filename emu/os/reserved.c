/* Reserved code addresses (see reserved.h): a table of handlers by slot. */
#include "reserved.h"

static struct reserved_code_ops slots[RESERVED_CODE_SLOTS];
static unsigned nslots;

uint64_t reserved_code_add(const struct reserved_code_ops *ops)
{
    if (nslots == RESERVED_CODE_SLOTS || !ops->enter) return 0;
    slots[nslots] = *ops;
    return RESERVED_CODE_BASE + 4u * nslots++;
}

static const struct reserved_code_ops *slot(uint64_t addr)
{
    if (!reserved_code_is(addr)) return 0;
    unsigned i = (unsigned)(((addr & ~3ull) - RESERVED_CODE_BASE) / 4);
    return i < nslots ? &slots[i] : 0;
}

uint64_t reserved_code_target(uint64_t addr)
{
    const struct reserved_code_ops *s = slot(addr);
    return s && s->target ? s->target(addr & ~3ull, s->arg) & ~3ull : addr;
}

/* The loop adds one to icount after every slot it passes (executed or nullified);
   taking it back here makes the slot invisible to --icount and the insn source. */
void reserved_code_enter(struct cpu *c, uint64_t pc, int nullified)
{
    const struct reserved_code_ops *s = slot(pc);
    if (!s) {
        if (nullified) return;
        guest_fault(c, FAULT_ILL, pc, "unregistered reserved code address");
    }
    c->nullify = nullified;
    uint64_t to = s->enter(c, pc & ~3ull, s->arg) & ~3ull;
    c->nullify = nullified;
    c->iaoq_b = to;
    c->next_b = to + 4;
    c->icount--;
}

uint64_t reserved_code_pass(struct cpu *c, uint64_t pc)
{
    const struct reserved_code_ops *s = slot(pc);
    if (!s) return pc;
    uint64_t f = c->iaoq_f, b = c->iaoq_b;
    int n = c->nullify;
    c->iaoq_f = pc & ~3ull;
    c->iaoq_b = c->iaoq_f + 4;
    c->nullify = 0;
    uint64_t to = s->enter(c, pc & ~3ull, s->arg) & ~3ull;
    c->iaoq_f = f;
    c->iaoq_b = b;
    c->nullify = n;
    return to;
}
