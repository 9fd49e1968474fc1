/* System calls of the 580-589 range (invented numbers): file-system statistics (580
   statfs, 581 fstatfs: the host's statfs written in the guest's struct statfs or struct
   statvfs layout, sys_statfs.c) and 582 uname (sys_uname.c). */
#ifndef PA64_SYS_STATFS_H
#define PA64_SYS_STATFS_H
#include <stdint.h>
/* n 580: a0 path, a1 buffer, a2 layout (0 statfs, 1 statvfs); n 581: a0 a descriptor. */
int64_t sys_statfs(unsigned n, const uint64_t a[6]);
/* uname(buf): six char[65] fields, EFAULT for a bad buffer. */
int64_t sys_uname(uint64_t buf);
#endif
