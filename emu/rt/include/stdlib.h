/* Wrapper around newlib's <stdlib.h>: adds getprogname/setprogname (emu/rt/progname.c)
   and getloadavg (emu/rt/loadavg.c), which the BSDs' <stdlib.h> declare (glibc's too,
   for getloadavg) and the PA-64 runtime implements. */
#pragma GCC system_header
#include_next <stdlib.h>
#ifndef _PA64_STDLIB_H
#define _PA64_STDLIB_H
const char *getprogname(void);
void setprogname(const char *);
int getloadavg(double loadavg[], int nelem);
#endif
