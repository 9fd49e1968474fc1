/* Linux's <sys/sysinfo.h> for PA-64 guests: sysinfo() and the processor and page counts
   (sysinfo.c), from the emulator's sysconf answers. */
#ifndef _SYS_SYSINFO_H
#define _SYS_SYSINFO_H
#ifdef __cplusplus
extern "C" {
#endif

struct sysinfo {
    long uptime;                 /* seconds since boot (the host's monotonic clock) */
    unsigned long loads[3];      /* 1, 5, 15 minute loads: 0 here */
    unsigned long totalram, freeram, sharedram, bufferram, totalswap, freeswap;
    unsigned short procs;
    unsigned long totalhigh, freehigh;
    unsigned int mem_unit;       /* the sizes above are in these units (1 byte) */
};

int sysinfo(struct sysinfo *info);
int get_nprocs(void);
int get_nprocs_conf(void);
long get_phys_pages(void);
long get_avphys_pages(void);

#ifdef __cplusplus
}
#endif
#endif
