/* prof's _mcount (libprof): one call counter per instrumented function, keyed by the pc
   the function passes (an address inside it), written as PROF_SECT_CALL_COUNTS_64. */
#include <crt0.h>
#include "monitor.h"

#define PROF_SECT_CALL_COUNTS_64 2

const char __mon_default_name[] = "mon.out";

int __mon_counters_init(int n)
{
    return __mon_table_init((unsigned long)(n > 0 ? n : 1), n);
}

void _mcount(unsigned long rp, unsigned long pc)
{
    (void)rp;                    /* prof does no chargeback */
    __mon_table_count(0, pc & ~3ul);
}

struct prof_secthdr_call_counts { long sect_type, sect_size; int ncounters, counter_size; };

int __mon_counters_write(int fd)
{
    int used = __mon_table_used();
    struct prof_secthdr_call_counts h = { PROF_SECT_CALL_COUNTS_64, (long)(sizeof h + (unsigned long)used * 12), used, 4 };
    if (__mon_write_all(fd, &h, sizeof h)) return -1;
    return __mon_table_write(fd, 0);
}
