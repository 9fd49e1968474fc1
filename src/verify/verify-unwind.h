/* bin/pa64 --verify-unwind[=N]: every N instructions, unwind the guest stack with the
   profiler's unwinder and compare the return addresses with the shadow call stack. */
#ifndef CSPROF_VERIFY_UNWIND_H
#define CSPROF_VERIFY_UNWIND_H
#include <stdint.h>
#include <stdio.h>
#include "cpu.h"

struct image;
/* Before the program is set up (initializers run during setup are checked too). */
int verify_unwind_start(struct image *im, uint64_t every);
/* "verify-unwind: C checks, M mismatches" and the first mismatches, on f. Returns M. */
uint64_t verify_unwind_report(FILE *f);

#endif
