/* setitimer and getitimer: newlib's struct itimerval already has the ABI's layout (four
   int64), so the emulator reads and writes it in place (emu/os/sys_itimer.c). */
#include <sys/time.h>
#include "alias.h"
#include "syscall.h"
#include "syscall-more.h"

_Static_assert(sizeof(struct itimerval) == 32, "itimerval is four int64");

PA64_WEAK int setitimer(int which, const struct itimerval *value, struct itimerval *old)
{
    return (int)__pa64_result(__pa64_sys_setitimer(which, value, old));
}

PA64_WEAK int getitimer(int which, struct itimerval *value)
{
    return (int)__pa64_result(__pa64_sys_getitimer(which, value));
}
