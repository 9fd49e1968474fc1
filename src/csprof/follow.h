/* csprof follows processes as hpcrun does (follow.c): a forked child and an image that
   execve started each write their own profile; the parent's file is never touched. */
#ifndef CSPROF_FOLLOW_H
#define CSPROF_FOLLOW_H
#include "drivers/driver.h"

struct csprof_follow {
    int argc;
    char **argv;
    int prog_index;                 /* argv[prog_index] is the program csprof runs */
    const char **out, **prof1;      /* this process's output names (*prof1 may be NULL) */
    const char *prog;               /* the program this process runs */
    struct csprof_source *srcs;
    int nsrc;
    /* Stops the sources and writes the files; 0 if written. */
    int (*finish)(void);
};

/* Installs the fork and exec hooks (emu/os/proc.h). */
void csprof_follow_processes(struct csprof_follow *f);
/* The profile was written before an execve that then failed: do not write it again. */
int csprof_follow_finished(void);
/* path as the guest's chdir calls would not change it: relative to the directory csprof
   started in. */
const char *csprof_follow_resolve(const char *path);
/* The file of process pid running prog, next to `like`: DIR/BASE(prog)-PID.EXT. */
char *csprof_process_file(const char *like, const char *prog, long pid, const char *ext);
#endif
