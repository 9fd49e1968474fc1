/* pathconf and fpathconf (sys_pathconf.c). */
#ifndef PA64_SYS_PATHCONF_H
#define PA64_SYS_PATHCONF_H
#include <stdint.h>

enum { SYS_PATHCONF = 230, SYS_FPATHCONF = 231 };

/* n is SYS_PATHCONF (path, name) or SYS_FPATHCONF (fd, name). */
int64_t sys_pathconf(unsigned n, uint64_t what, uint64_t name);
#endif
