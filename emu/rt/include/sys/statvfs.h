/* POSIX <sys/statvfs.h>: statvfs and fstatvfs (emu/rt/statfs.c over system calls 580 and
   581, which write this layout). */
#ifndef _SYS_STATVFS_H
#define _SYS_STATVFS_H

#include <sys/types.h>

#define ST_RDONLY 1
#define ST_NOSUID 2

struct statvfs {
    unsigned long f_bsize;      /* file-system block size */
    unsigned long f_frsize;     /* fundamental block size: the unit of f_blocks */
    fsblkcnt_t f_blocks;
    fsblkcnt_t f_bfree;
    fsblkcnt_t f_bavail;        /* free to unprivileged users */
    fsfilcnt_t f_files;         /* file serial numbers (at most 2^32-1 shown) */
    fsfilcnt_t f_ffree;
    fsfilcnt_t f_favail;
    unsigned long f_fsid;
    unsigned long f_flag;       /* ST_RDONLY, ST_NOSUID */
    unsigned long f_namemax;
};

#ifdef __cplusplus
extern "C" {
#endif
int statvfs(const char *restrict path, struct statvfs *restrict buf);
int fstatvfs(int fd, struct statvfs *buf);
#ifdef __cplusplus
}
#endif

#endif /* _SYS_STATVFS_H */
