/* The mounted-file-system table (<mntent.h>, as Linux's and HP-UX's C libraries have it):
   /proc/mounts or /etc/mtab read line by line (emu/rt/mntent.c). newlib has none. */
#ifndef _MNTENT_H
#define _MNTENT_H

#include <stdio.h>

#define MOUNTED         "/etc/mtab"
#define MNTTAB          "/etc/fstab"
#define _PATH_MOUNTED   MOUNTED
#define _PATH_MNTTAB    MNTTAB

#define MNTOPT_DEFAULTS "defaults"
#define MNTOPT_RO       "ro"
#define MNTOPT_RW       "rw"
#define MNTOPT_SUID     "suid"
#define MNTOPT_NOSUID   "nosuid"
#define MNTOPT_NOAUTO   "noauto"

struct mntent {
    char *mnt_fsname;   /* device or server */
    char *mnt_dir;      /* mount point */
    char *mnt_type;     /* file-system type */
    char *mnt_opts;     /* comma-separated options */
    int mnt_freq;       /* dump frequency in days */
    int mnt_passno;     /* fsck pass number */
};

#ifdef __cplusplus
extern "C" {
#endif
FILE *setmntent(const char *file, const char *mode);
struct mntent *getmntent(FILE *stream);
struct mntent *getmntent_r(FILE *stream, struct mntent *mnt, char *buf, int size);
int addmntent(FILE *stream, const struct mntent *mnt);
int endmntent(FILE *stream);
char *hasmntopt(const struct mntent *mnt, const char *opt);
#ifdef __cplusplus
}
#endif

#endif /* _MNTENT_H */
