/* File-system statistics, Linux's interface (<sys/statfs.h>, <sys/vfs.h>): statfs and
   fstatfs fill this structure from the host's (system calls 580, 581; emu/rt/statfs.c). */
#ifndef _SYS_STATFS_H
#define _SYS_STATFS_H

typedef struct { int __val[2]; } fsid_t;

struct statfs {
    long f_type;                /* file-system type (magic number, e.g. 0x01021994 tmpfs) */
    long f_bsize;               /* optimal transfer block size */
    unsigned long f_blocks;     /* blocks in units of f_frsize */
    unsigned long f_bfree;
    unsigned long f_bavail;     /* free to unprivileged users */
    unsigned long f_files;
    unsigned long f_ffree;
    fsid_t f_fsid;
    long f_namelen;
    long f_frsize;
    long f_flags;               /* ST_* mount flags */
    long f_spare[4];
};

#ifdef __cplusplus
extern "C" {
#endif
int statfs(const char *path, struct statfs *buf);
int fstatfs(int fd, struct statfs *buf);
#ifdef __cplusplus
}
#endif

#endif /* _SYS_STATFS_H */
