/* getloadavg (BSD, glibc): the host's 1-, 5- and 15-minute load averages from
   /proc/loadavg, since the guest's processes are the host's. */
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <unistd.h>
#include "alias.h"
#include "readtext.h"

PA64_WEAK int getloadavg(double loadavg[], int nelem)
{
    char buf[128];
    if (nelem < 0) {
        errno = EINVAL;
        return -1;
    }
    if (__pa64_read_text("/proc/loadavg", buf, sizeof buf) < 0)
        return -1;
    char *p = buf;
    int i;
    for (i = 0; i < nelem && i < 3; i++) {
        char *end;
        double v = strtod(p, &end);
        if (end == p)
            break;
        loadavg[i] = v;
        p = end;
    }
    if (i == 0 && nelem > 0) {
        errno = ENOTSUP;
        return -1;
    }
    return i;
}
