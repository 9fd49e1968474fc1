/* Inside libprof/libgprof: what monitor.c (pc samples, the data file) needs from the
   call-counting half, calls.c (prof) or arcs.c (gprof). */
#ifndef PA64_LIBPROF_MONITOR_H
#define PA64_LIBPROF_MONITOR_H

/* The data file's name when $PA64_MONOUT is unset: mon.out or gmon.out. */
extern const char __mon_default_name[];
/* Allocates room for n counters (functions or arcs); 0 on success. */
int __mon_counters_init(int n);
/* Stops counting and appends the section of counters to the file; 0 on success. */
int __mon_counters_write(int fd);
/* Writes len bytes or fails. */
int __mon_write_all(int fd, const void *p, unsigned long len);

#endif
