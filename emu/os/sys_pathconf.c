/* pathconf and fpathconf, HP-UX's calls 230 and 231: the host's answer for the host
   file, the name translated from newlib's _PC_* numbering (sys/unistd.h) to the host's.
   -1 with errno unchanged (no limit) is returned as -1 - 4096, which no errno is. */
#include <errno.h>
#include <unistd.h>
#include "run.h"
#include "sysvec.h"
#include "sys_pathconf.h"

#define EINVAL_ (-22)
#define EFAULT_ (-14)
#define NO_LIMIT (-1 - 4096)

/* newlib's _PC_* value -> the host's. */
static int host_name(uint64_t n)
{
    static const int to_host[] = {
        _PC_LINK_MAX, _PC_MAX_CANON, _PC_MAX_INPUT, _PC_NAME_MAX, _PC_PATH_MAX, _PC_PIPE_BUF,
        _PC_CHOWN_RESTRICTED, _PC_NO_TRUNC, _PC_VDISABLE, _PC_ASYNC_IO, _PC_PRIO_IO, _PC_SYNC_IO,
        _PC_FILESIZEBITS, _PC_2_SYMLINKS, _PC_SYMLINK_MAX, _PC_ALLOC_SIZE_MIN, _PC_REC_INCR_XFER_SIZE,
        _PC_REC_MAX_XFER_SIZE, _PC_REC_MIN_XFER_SIZE, _PC_REC_XFER_ALIGN,
    };
    return n < sizeof to_host / sizeof *to_host ? to_host[n] : -1;
}

int64_t sys_pathconf(unsigned n, uint64_t what, uint64_t name)
{
    int h = host_name(name);
    if (h < 0) return EINVAL_;
    long r;
    errno = 0;
    if (n == SYS_FPATHCONF) {
        r = fpathconf((int)what, h);
    } else {
        const char *path = mem_guest_string(what);
        if (!path) return EFAULT_;
        r = pathconf(path, h);
    }
    if (r == -1) return errno ? neg_errno(errno) : NO_LIMIT;
    return r;
}
