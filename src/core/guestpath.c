/* The guest call path for host crash reports, unwound with the PA-64 unwinder. */
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include "guestpath.h"
#include "../unwind-pa/unwind.h"

void crash_print_guest_path(int fd, struct cpu *c)
{
    unw_cursor_t cur;
    char line[400], name[256];
    int r = unw_init_guest(&cur, c);
    for (int depth = 0; r >= 0 && depth < 64; depth++) {
        uint64_t ip, off = 0;
        unw_get_reg(&cur, UNW_REG_IP, &ip);
        if (unw_get_proc_name(&cur, name, sizeof name, &off)) strcpy(name, "??");
        snprintf(line, sizeof line, "  #%-2d 0x%08llx %s+0x%llx\n", depth, (unsigned long long)ip, name,
                 (unsigned long long)off);
        (void)!write(fd, line, strlen(line));
        if (unw_step(&cur) <= 0) break;
    }
}
