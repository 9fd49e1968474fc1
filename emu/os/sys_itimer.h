/* setitimer and getitimer (sys_itimer.c). */
#ifndef PA64_SYS_ITIMER_H
#define PA64_SYS_ITIMER_H
#include <stdint.h>

enum { SYS_SETITIMER = 83, SYS_GETITIMER = 86 };

/* n is SYS_SETITIMER (which, new, old) or SYS_GETITIMER (which, where). */
int64_t sys_itimer(unsigned n, uint64_t which, uint64_t value, uint64_t old);
#endif
