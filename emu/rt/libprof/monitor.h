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
/* The counter table (table.c): room for about `want` keys, at most max_keys used;
   count one event of key (from, to); keys in use; write the keys (with_from: 16-byte
   (from, to) pairs, else the 8-byte to alone), then their 4-byte counts, and stop. */
int __mon_table_init(unsigned long want, int max_keys);
void __mon_table_count(unsigned long from, unsigned long to);
int __mon_table_used(void);
int __mon_table_write(int fd, int with_from);
/* Writes len bytes or fails. */
int __mon_write_all(int fd, const void *p, unsigned long len);

#endif
