/* Final guest register state as text (pa64 --regs), for comparing two runs of the same
   program: every architectural register, the carry/borrow bits in their derived form
   (not the lazy operands they are kept as). */
#include <inttypes.h>
#include "exec.h"
#include "regdump.h"

void cpu_dump_regs(const struct cpu *c, FILE *f)
{
    for (int i = 0; i < 32; i++)
        fprintf(f, "gr%-2d %016" PRIx64 "%s", i, c->gr[i], i % 4 == 3 ? "\n" : "  ");
    for (int i = 0; i < 32; i++)
        fprintf(f, "fr%-2d %016" PRIx64 "%s", i, c->fr[i], i % 4 == 3 ? "\n" : "  ");
    for (int i = 0; i < 32; i++)
        if (c->cr[i]) fprintf(f, "cr%d %016" PRIx64 "\n", i, c->cr[i]);
    for (int i = 0; i < 8; i++)
        if (c->sr[i]) fprintf(f, "sr%d %016" PRIx64 "\n", i, c->sr[i]);
    fprintf(f, "sar %" PRIu64 "  iaoq %016" PRIx64 " %016" PRIx64 "  psw_n %d  psw_v %d\n",
            c->sar, c->iaoq_f, c->iaoq_b, c->nullify, c->psw_v);
    fprintf(f, "carries %016" PRIx64 " out %u  icount %" PRIu64 "\n",
            carry_in_bits(c->cb_x, c->cb_y, c->cb_r), carry_out64(c->cb_x, c->cb_y, c->cb_r),
            c->icount);
}
