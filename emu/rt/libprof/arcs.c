/* gprof's _mcount (libgprof): one counter per call arc (caller's return point, pc inside
   the callee), written as PROF_SECT_CALL_ARCS_64. */
#include <crt0.h>
#include "monitor.h"

#define PROF_SECT_CALL_ARCS_64 3

const char __mon_default_name[] = "gmon.out";

int __mon_counters_init(int n)
{
    /* Several callers per function on average. */
    unsigned long want = 8ul * (unsigned long)(n > 0 ? n : 1);
    return __mon_table_init(want, (int)want);
}

void _mcount(unsigned long rp, unsigned long pc)
{
    __mon_table_count(rp & ~3ul, pc & ~3ul);
}

struct prof_secthdr_call_arcs { long sect_type, sect_size; int narcs, counter_size; };

int __mon_counters_write(int fd)
{
    int used = __mon_table_used();
    struct prof_secthdr_call_arcs h = { PROF_SECT_CALL_ARCS_64, (long)(sizeof h + (unsigned long)used * 20), used, 4 };
    if (__mon_write_all(fd, &h, sizeof h)) return -1;
    return __mon_table_write(fd, 1);
}
