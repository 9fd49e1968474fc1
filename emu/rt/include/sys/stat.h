/* Wrapper around newlib's <sys/stat.h>: newlib declares lstat only for Cygwin, RTEMS
   and SPU, but the PA-64 runtime implements it (emu/rt/sys_file.c). */
#pragma GCC system_header
#include_next <sys/stat.h>
#ifndef PA64_SYS_STAT_LSTAT
#define PA64_SYS_STAT_LSTAT
int lstat(const char *__restrict path, struct stat *__restrict buf);
#endif
