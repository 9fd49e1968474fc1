/* Host (Linux) errno values to newlib's (sys/errno.h of the guest sysroot): equal below 35,
   renumbered above, where Linux and newlib went separate ways. */
#include <errno.h>
#include "guest_errno.h"

int guest_errno(int e)
{
    if (e > 0 && e < 35) return e;
    switch (e) {
    case EDEADLK: return 45;
    case ENAMETOOLONG: return 91;
    case ENOLCK: return 46;
    case ENOSYS: return 88;
    case ENOTEMPTY: return 90;
    case ELOOP: return 92;
    case ENOMSG: return 35;
    case EIDRM: return 36;
    case ENOSTR: return 60;
    case ENODATA: return 61;
    case ETIME: return 62;
    case ENOSR: return 63;
    case ENOLINK: return 67;
    case EPROTO: return 71;
    case EBADMSG: return 77;
    case EOVERFLOW: return 139;
    case EILSEQ: return 138;
    case ENOTSOCK: return 108;
    case EDESTADDRREQ: return 121;
    case EMSGSIZE: return 122;
    case EPROTOTYPE: return 107;
    case ENOPROTOOPT: return 109;
    case EPROTONOSUPPORT: return 123;
    case EOPNOTSUPP: return 134;              /* Linux: also ENOTSUP */
    case EAFNOSUPPORT: return 106;
    case EADDRINUSE: return 112;
    case EADDRNOTAVAIL: return 125;
    case ENETDOWN: return 115;
    case ENETUNREACH: return 114;
    case ECONNABORTED: return 113;
    case ECONNRESET: return 104;
    case ENOBUFS: return 105;
    case EISCONN: return 127;
    case ENOTCONN: return 128;
    case ETIMEDOUT: return 116;
    case ECONNREFUSED: return 111;
    case EHOSTUNREACH: return 118;
    case EALREADY: return 120;
    case EINPROGRESS: return 119;
    case ESTALE: return 133;
    case EDQUOT: return 132;
    case ECANCELED: return 140;
    case EOWNERDEAD: return 142;
    case ENOTRECOVERABLE: return 141;
    default: return 5;                        /* EIO */
    }
}
