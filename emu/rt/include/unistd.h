/* Wrapper around newlib's <unistd.h>: newlib declares getlogin_r only where the target
   defines _POSIX_THREAD_SAFE_FUNCTIONS (RTEMS, Cygwin); POSIX.1-2008 makes it part of
   the base, and the PA-64 runtime implements it (emu/rt/getlogin.c). */
#pragma GCC system_header
#include_next <unistd.h>
#ifndef _PA64_UNISTD_H
#define _PA64_UNISTD_H
#if __POSIX_VISIBLE >= 199506
int getlogin_r(char *name, size_t namesize);
#endif
#endif
