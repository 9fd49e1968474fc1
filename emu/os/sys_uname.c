/* uname for the guest (system call 582, invented): the host's names, release and
   version, and the machine a PA-64 Linux kernel reports ("parisc64"), since the guest
   runs PA-RISC 2.0 wide code whatever the host is. */
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <sys/utsname.h>
#include "run.h"
#include "sys_statfs.h"
#include "sysvec.h"

#define FIELD 65            /* emu/rt/include/sys/utsname.h: six char[65] */

int64_t sys_uname(uint64_t buf)
{
    struct utsname u;
    char *p = gbuf(buf, 6 * FIELD, 1);
    if (!p) return -14;
    if (uname(&u)) return neg_errno(errno);
    const char *f[6] = { u.sysname, u.nodename, u.release, u.version, "parisc64", u.domainname };
    memset(p, 0, 6 * FIELD);
    for (int i = 0; i < 6; i++) snprintf(p + i * FIELD, FIELD, "%s", f[i]);
    return 0;
}
