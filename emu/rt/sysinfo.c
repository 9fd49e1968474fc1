/* sysinfo() and the processor and page counts of <sys/sysinfo.h>: sysconf's answers
   (one CPU, the host's memory pages of 4 KiB) and the monotonic clock's seconds. */
#include <errno.h>
#include <string.h>
#include <sys/sysinfo.h>
#include <time.h>
#include <unistd.h>
#include "alias.h"

PA64_WEAK int get_nprocs(void) { return (int)sysconf(_SC_NPROCESSORS_ONLN); }
PA64_WEAK int get_nprocs_conf(void) { return (int)sysconf(_SC_NPROCESSORS_CONF); }
PA64_WEAK long get_phys_pages(void) { return sysconf(_SC_PHYS_PAGES); }
PA64_WEAK long get_avphys_pages(void) { return sysconf(_SC_AVPHYS_PAGES); }

PA64_WEAK int sysinfo(struct sysinfo *info)
{
    if (!info) { errno = EFAULT; return -1; }
    memset(info, 0, sizeof *info);
    struct timespec now;
    if (clock_gettime(CLOCK_MONOTONIC, &now) == 0) info->uptime = (long)now.tv_sec;
    long page = sysconf(_SC_PAGESIZE), total = sysconf(_SC_PHYS_PAGES), avail = sysconf(_SC_AVPHYS_PAGES);
    info->totalram = total > 0 ? (unsigned long)total * (unsigned long)page : 0;
    info->freeram = avail > 0 ? (unsigned long)avail * (unsigned long)page : 0;
    info->procs = 1;
    info->mem_unit = 1;
    return 0;
}
