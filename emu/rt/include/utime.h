/* Wrapper around newlib's <utime.h>: newlib leaves utime() to each system's own sys/utime.h;
   the PA-64 runtime implements it (emu/rt/sys_file.c, system call 30). */
#pragma GCC system_header
#ifndef PA64RT_UTIME_H
#define PA64RT_UTIME_H
#include <sys/types.h>
#include_next <utime.h>
#ifdef __cplusplus
extern "C" {
#endif
int utime(const char *path, const struct utimbuf *times);
#ifdef __cplusplus
}
#endif
#endif
