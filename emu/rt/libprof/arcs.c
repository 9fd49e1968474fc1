/* gprof's _mcount (libgprof): one counter per call arc (caller's return point, pc inside
   the callee), written as PROF_SECT_CALL_ARCS_64. */
#include <crt0.h>
#include <stdlib.h>
#include "monitor.h"

#define PROF_SECT_CALL_ARCS_64 3

const char __mon_default_name[] = "gmon.out";

struct arc { unsigned long from, to; };

static struct arc *arcs;         /* open-addressed table; to == 0 marks a free slot */
static unsigned int *counts;
static unsigned long mask;
static int used, limit;

int __mon_counters_init(int n)
{
    /* Several callers per function on average. */
    unsigned long want = 8ul * (unsigned long)(n > 0 ? n : 1), size = 16;
    while (size < 2 * want) size *= 2;
    arcs = calloc(size, sizeof *arcs);
    counts = calloc(size, sizeof *counts);
    if (!arcs || !counts) return -1;
    mask = size - 1;
    limit = (int)want;
    used = 0;
    return 0;
}

void _mcount(unsigned long rp, unsigned long pc)
{
    if (!arcs) return;
    rp &= ~3ul;
    pc &= ~3ul;
    unsigned long i = ((pc >> 2) * 0x9e3779b97f4a7c15ul ^ (rp >> 2) * 0xc2b2ae3d27d4eb4ful) >> 20 & mask;
    while (arcs[i].to != pc || arcs[i].from != rp) {
        if (!arcs[i].to) {
            if (used == limit) return;
            arcs[i] = (struct arc){ rp, pc };
            used++;
            break;
        }
        i = (i + 1) & mask;
    }
    if (counts[i] != ~0u) counts[i]++;
}

struct prof_secthdr_call_arcs { long sect_type, sect_size; int narcs, counter_size; };

int __mon_counters_write(int fd)
{
    struct arc *a = arcs;
    arcs = NULL;                 /* stop counting */
    struct prof_secthdr_call_arcs h = { PROF_SECT_CALL_ARCS_64, (long)(sizeof h + (unsigned long)used * 20), used, 4 };
    if (__mon_write_all(fd, &h, sizeof h)) return -1;
    for (unsigned long i = 0; i <= mask; i++)
        if (a[i].to && __mon_write_all(fd, &a[i], 16)) return -1;
    for (unsigned long i = 0; i <= mask; i++)
        if (a[i].to && __mon_write_all(fd, &counts[i], 4)) return -1;
    return 0;
}
