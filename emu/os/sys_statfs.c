/* statfs/fstatfs and statvfs/fstatvfs for the guest: one host statfs(2), written field by
   field (big-endian) in the layout the guest asked for, so a wild buffer is EFAULT and
   the guest sees the host's own file-system type, sizes and mount flags. */
#include <errno.h>
#include <string.h>
#include <sys/statfs.h>
#include "bytes.h"
#include "sys_posix.h"
#include "run.h"
#include "sys_statfs.h"
#include "sysvec.h"

enum { LAYOUT_STATFS = 0, LAYOUT_STATVFS = 1 };
#define STATFS_SIZE 120     /* emu/rt/include/sys/statfs.h: 15 int64 */
#define STATVFS_SIZE 80     /* emu/rt/include/sys/statvfs.h */

static uint64_t fsid64(const struct statfs *s)
{
    uint32_t v[2];
    memcpy(v, &s->f_fsid, sizeof v);
    return (uint64_t)v[0] << 32 | v[1];
}

/* f_type, f_bsize, f_blocks, f_bfree, f_bavail, f_files, f_ffree, f_fsid (two int32),
   f_namelen, f_frsize, f_flags, four spare words: Linux's 64-bit struct statfs. */
static void put_statfs(uint8_t *p, const struct statfs *s)
{
    uint64_t f[11] = { (uint64_t)s->f_type, (uint64_t)s->f_bsize, s->f_blocks, s->f_bfree, s->f_bavail,
                       s->f_files, s->f_ffree, fsid64(s), (uint64_t)s->f_namelen, (uint64_t)s->f_frsize,
                       (uint64_t)s->f_flags };
    memset(p, 0, STATFS_SIZE);
    for (int i = 0; i < 11; i++) put_be64(p + 8 * i, f[i]);
}

static uint32_t clamp32(uint64_t v) { return v > UINT32_MAX ? UINT32_MAX : (uint32_t)v; }

/* POSIX struct statvfs with newlib's fsblkcnt_t (64 bits) and fsfilcnt_t (32 bits); f_flag
   keeps ST_RDONLY (1) and ST_NOSUID (2), the bits POSIX defines (and Linux's values). */
static void put_statvfs(uint8_t *p, const struct statfs *s)
{
    memset(p, 0, STATVFS_SIZE);
    put_be64(p, (uint64_t)s->f_bsize);
    put_be64(p + 8, (uint64_t)(s->f_frsize ? s->f_frsize : s->f_bsize));
    put_be64(p + 16, s->f_blocks);
    put_be64(p + 24, s->f_bfree);
    put_be64(p + 32, s->f_bavail);
    put_be32(p + 40, clamp32(s->f_files));
    put_be32(p + 44, clamp32(s->f_ffree));
    put_be32(p + 48, clamp32(s->f_ffree));
    put_be64(p + 56, fsid64(s));
    put_be64(p + 64, (uint64_t)s->f_flags & 3);
    put_be64(p + 72, (uint64_t)s->f_namelen);
}

int64_t sys_statfs(unsigned n, const uint64_t a[6])
{
    struct statfs s;
    int layout = (int)a[2];
    if (layout != LAYOUT_STATFS && layout != LAYOUT_STATVFS) return -22;
    uint8_t *p = gbuf(a[1], layout == LAYOUT_STATFS ? STATFS_SIZE : STATVFS_SIZE, 1);
    if (n == 580) {
        const char *path = mem_guest_string(a[0]);
        if (!path) return -14;
        if (statfs(path, &s)) return neg_errno(errno);
    } else {
        int fd = guest_fd(a[0]);
        if (fd < 0) return -9;
        if (fstatfs(fd, &s)) return neg_errno(errno);
    }
    if (!p) return -14;
    if (layout == LAYOUT_STATFS) put_statfs(p, &s);
    else put_statvfs(p, &s);
    return 0;
}
