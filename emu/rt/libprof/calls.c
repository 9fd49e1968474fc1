/* prof's _mcount (libprof): one call counter per instrumented function, keyed by the pc
   the function passes (an address inside it), written as PROF_SECT_CALL_COUNTS_64. */
#include <crt0.h>
#include <stdlib.h>
#include "monitor.h"

#define PROF_SECT_CALL_COUNTS_64 2

const char __mon_default_name[] = "mon.out";

static unsigned long *pcs;       /* open-addressed table; 0 marks a free slot */
static unsigned int *counts;
static unsigned long mask;       /* table size - 1 */
static int used, limit;

int __mon_counters_init(int n)
{
    unsigned long size = 16;
    while (size < 2ul * (unsigned long)(n > 0 ? n : 1)) size *= 2;
    pcs = calloc(size, sizeof *pcs);
    counts = calloc(size, sizeof *counts);
    if (!pcs || !counts) return -1;
    mask = size - 1;
    limit = n;
    used = 0;
    return 0;
}

void _mcount(unsigned long rp, unsigned long pc)
{
    (void)rp;                    /* prof does no chargeback */
    if (!pcs) return;
    pc &= ~3ul;
    unsigned long i = (pc >> 2) * 0x9e3779b97f4a7c15ul >> 20 & mask;
    while (pcs[i] != pc) {
        if (!pcs[i]) {
            if (used == limit) return;
            pcs[i] = pc;
            used++;
            break;
        }
        i = (i + 1) & mask;
    }
    if (counts[i] != ~0u) counts[i]++;
}

struct prof_secthdr_call_counts { long sect_type, sect_size; int ncounters, counter_size; };

int __mon_counters_write(int fd)
{
    unsigned long *p = pcs;
    pcs = NULL;                  /* stop counting */
    struct prof_secthdr_call_counts h = { PROF_SECT_CALL_COUNTS_64, (long)(sizeof h + (unsigned long)used * 12), used, 4 };
    if (__mon_write_all(fd, &h, sizeof h)) return -1;
    for (unsigned long i = 0; i <= mask; i++)
        if (p[i] && __mon_write_all(fd, &p[i], 8)) return -1;
    for (unsigned long i = 0; i <= mask; i++)
        if (p[i] && __mon_write_all(fd, &counts[i], 4)) return -1;
    return 0;
}
