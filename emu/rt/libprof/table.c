/* The counter table both _mcount variants share: open addressing on a (from, to) key,
   one saturating 32-bit counter per key. prof keys by the callee's pc alone (from 0),
   gprof by the arc (caller's return point, callee's pc). */
#include <stdlib.h>
#include "monitor.h"

struct key { unsigned long from, to; };

static struct key *keys;         /* to == 0 marks a free slot */
static unsigned int *counts;
static unsigned long mask;       /* table size - 1 */
static int used, limit;

int __mon_table_init(unsigned long want, int max_keys)
{
    unsigned long size = 16;
    while (size < 2 * want) size *= 2;
    keys = calloc(size, sizeof *keys);
    counts = calloc(size, sizeof *counts);
    if (!keys || !counts) return -1;
    mask = size - 1;
    limit = max_keys;
    used = 0;
    return 0;
}

void __mon_table_count(unsigned long from, unsigned long to)
{
    if (!keys) return;
    unsigned long i = ((to >> 2) * 0x9e3779b97f4a7c15ul ^ (from >> 2) * 0xc2b2ae3d27d4eb4ful) >> 20 & mask;
    while (keys[i].to != to || keys[i].from != from) {
        if (!keys[i].to) {
            if (used == limit) return;
            keys[i] = (struct key){ from, to };
            used++;
            break;
        }
        i = (i + 1) & mask;
    }
    if (counts[i] != ~0u) counts[i]++;
}

int __mon_table_used(void) { return used; }

int __mon_table_write(int fd, int with_from)
{
    struct key *k = keys;
    keys = NULL;                 /* stop counting */
    for (unsigned long i = 0; i <= mask; i++)
        if (k[i].to && __mon_write_all(fd, with_from ? (const void *)&k[i] : (const void *)&k[i].to, with_from ? 16 : 8))
            return -1;
    for (unsigned long i = 0; i <= mask; i++)
        if (k[i].to && __mon_write_all(fd, &counts[i], 4)) return -1;
    return 0;
}
