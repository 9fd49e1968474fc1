/* temporary: dump rules of a proc */
#include <stdio.h>
#include "uw-internal.h"
void uw_debug_dump(uint64_t lo, uint64_t hi)
{
    for (uint64_t pc = lo; pc < hi; pc += 4) {
        struct uw_frame_info fi;
        uw_frame_info_at(pc, &fi);
        struct uw_rule r = uw_rule_for(&fi, UQ_ANY), *u = &r;
        fprintf(stderr, "%llx: cfa r%d-%d ra r%d slot%s %d r3 r%d slot%s %d flags %x\n", (unsigned long long)pc,
            u->cfa_reg, u->cfa_off, u->ra_reg, u->flags & RULE_RA_SLOT ? "" : "(no)", u->ra_slot,
            u->r3_reg, u->flags & RULE_R3_SLOT ? "" : "(no)", u->r3_slot, u->flags);
    }
}
