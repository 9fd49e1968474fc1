/* <dirent.h> for the PA-64 runtime (newlib's own says "not supported"): directory
   streams over the emulator's getdents call (emu/rt/dirent.c). */
#ifndef _SYS_DIRENT_H
#define _SYS_DIRENT_H
#include <sys/types.h>

/* d_type values (Linux's, as the emulator reports them). */
#define DT_UNKNOWN 0
#define DT_FIFO 1
#define DT_CHR 2
#define DT_DIR 4
#define DT_BLK 6
#define DT_REG 8
#define DT_LNK 10
#define DT_SOCK 12
#define _DIRENT_HAVE_D_TYPE 1
#define _DIRENT_HAVE_D_RECLEN 1
#define _DIRENT_HAVE_D_OFF 1

struct dirent {
    ino_t d_ino;
    off_t d_off;              /* telldir() value after this entry */
    unsigned short d_reclen;
    unsigned char d_type;
    char d_name[256];
};

typedef struct __pa64_dir DIR;
#endif
