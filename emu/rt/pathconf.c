/* pathconf and fpathconf: the host's limits for the file (emu/os/sys_pathconf.c). */
#include <errno.h>
#include <unistd.h>
#include "alias.h"
#include "syscall.h"
#include "syscall-more.h"

static long conf_result(long r)
{
    if (r == PA64_PATHCONF_NO_LIMIT) return -1;      /* no limit: errno unchanged */
    return __pa64_result(r);
}

PA64_WEAK long pathconf(const char *path, int name) { return conf_result(__pa64_sys_pathconf(path, name)); }
PA64_WEAK long fpathconf(int fd, int name) { return conf_result(__pa64_sys_fpathconf(fd, name)); }
