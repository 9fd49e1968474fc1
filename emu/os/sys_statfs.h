/* File-system statistics (system calls 580 statfs and 581 fstatfs, invented numbers):
   the host's statfs written in the guest's struct statfs or struct statvfs layout. */
#ifndef PA64_SYS_STATFS_H
#define PA64_SYS_STATFS_H
#include <stdint.h>
/* n 580: a0 path, a1 buffer, a2 layout (0 statfs, 1 statvfs); n 581: a0 a descriptor. */
int64_t sys_statfs(unsigned n, const uint64_t a[6]);
#endif
