/* statfs/fstatfs (Linux's <sys/statfs.h>) and POSIX statvfs/fstatvfs: the emulator
   writes the structure the caller asked for (layout 0 or 1), so a wild pointer is EFAULT. */
#include <sys/statfs.h>
#include <sys/statvfs.h>
#include "alias.h"
#include "syscall.h"
#include "syscall-progs.h"

enum { LAYOUT_STATFS = 0, LAYOUT_STATVFS = 1 };

PA64_WEAK int statfs(const char *path, struct statfs *buf)
{
    return (int)__pa64_result(__pa64_sys_statfs(path, buf, LAYOUT_STATFS));
}

PA64_WEAK int fstatfs(int fd, struct statfs *buf)
{
    return (int)__pa64_result(__pa64_sys_fstatfs(fd, buf, LAYOUT_STATFS));
}

PA64_WEAK int statvfs(const char *restrict path, struct statvfs *restrict buf)
{
    return (int)__pa64_result(__pa64_sys_statfs(path, buf, LAYOUT_STATVFS));
}

PA64_WEAK int fstatvfs(int fd, struct statvfs *buf)
{
    return (int)__pa64_result(__pa64_sys_fstatfs(fd, buf, LAYOUT_STATVFS));
}

