/* pa64 --regs: print the guest's architectural registers. */
#ifndef PA64_REGDUMP_H
#define PA64_REGDUMP_H
#include <stdio.h>
#include "cpu.h"

void cpu_dump_regs(const struct cpu *c, FILE *f);

#endif
