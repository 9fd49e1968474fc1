/* uname: the emulator fills struct utsname (system call 582), so a wild pointer is EFAULT. */
#include <sys/utsname.h>
#include "alias.h"
#include "syscall.h"
#include "syscall-progs.h"

PA64_WEAK int uname(struct utsname *name)
{
    return (int)__pa64_result(__pa64_sys_uname(name));
}
