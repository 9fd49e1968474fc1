/* profil(2) and sprofil(2) (HP-UX 11i sprofil(2)): execution-time profiles of text regions,
   counted by the system at each clock tick. */
#ifndef _PA64_SYS_PROFIL_H
#define _PA64_SYS_PROFIL_H
#include <stddef.h>
#include <sys/time.h>

struct prof {
    void *pr_base;          /* buffer base */
    unsigned int pr_size;   /* buffer size in bytes */
    void *pr_offset;        /* pc offset: a text address, never a function descriptor */
    unsigned int pr_scale;  /* pc scaling, 16 fraction bits */
};

/* Element sizes of the buffers (the flags argument of sprofil). */
#define PROF_USHORT 1       /* 2-byte elements, as profil() uses */
#define PROF_UINT   2       /* 4-byte elements */
#define PROF_UINT64 3       /* 8-byte elements */

/* sysconf(_SC_PROFIL_MAX): the most entries one sprofil call accepts. */
#define PROFIL_MAX 64

int sprofil(struct prof *profp, int profcnt, struct timeval *tvp, unsigned int flags);
int profil(unsigned short *buff, size_t bufsiz, void *offset, unsigned int scale);

#endif
