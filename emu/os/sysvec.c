/* The sysvec gateway: executing at 0x8000 + 4N performs system call N on the host
   (docs/guest-abi.md) and returns to RP with the result, or -errno, in ret0. */
#include <errno.h>
#include <fcntl.h>
#include <setjmp.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/time.h>
#include <sys/resource.h>
#include <time.h>
#include <unistd.h>
#include <utime.h>
#include "dll.h"
#include "exec.h"
#include "loader.h"
#include "run.h"
#include "sysvec.h"
#include "bytes.h"
#include "signals.h"
#include "profil.h"
#include "reserved.h"
#include "proc.h"
#include "guest_errno.h"
#include "sys_posix.h"
#include "sys_statfs.h"
#include "sys_itimer.h"
#include "sys_pathconf.h"
#include "mmap.h"
#include "threads.h"

static struct process *proc;
int sysvec_killed_by;
sysvec_longjmp_fn sysvec_longjmp_observer;

void sysvec_signal_exit(struct cpu *c, int sig)
{
    sysvec_killed_by = sig;
    cpu_request_stop(c, STOP_EXIT, 128 + sig);
}

void sysvec_init(struct process *p) { proc = p; }

/* -errno as the guest numbers it (guest_errno.c). */
int64_t neg_errno(int e) { return -guest_errno(e); }

#define RET(expr) do { int64_t r_ = (int64_t)(expr); return r_ < 0 ? neg_errno(errno) : r_; } while (0)

void *gbuf(uint64_t a, uint64_t len, int write)
{
    if (len == 0) return mem_base + (a < GUEST_SPACE ? a : 0);
    if (a >= GUEST_SPACE || len > GUEST_SPACE - a) return NULL;
    for (uint64_t p = a & ~4095ull; p < a + len; p += 4096)
        if (!mem_accessible(p, write)) return NULL;
    return mem_base + a;
}


static int open_flags(uint64_t f)
{
    int h = (int)(f & 3);
    if (f & 0x0008) h |= O_APPEND;
    if (f & 0x0200) h |= O_CREAT;
    if (f & 0x0400) h |= O_TRUNC;
    if (f & 0x0800) h |= O_EXCL;
    if (f & 0x2000) h |= O_SYNC;
    if (f & 0x4000) h |= O_NONBLOCK;
    if (f & 0x8000) h |= O_NOCTTY;
    if (f & 0x200000) h |= O_DIRECTORY;
    if (f & 0x40000) h |= O_CLOEXEC;        /* newlib's _FNOINHERIT */
    if (f & 0x100000) h |= O_NOFOLLOW;
    return h;
}

int64_t put_stat(const struct stat *st, uint64_t ga)
{
    uint8_t *p = gbuf(ga, 13 * 8, 1);
    if (!p) return -14;
    int64_t f[13] = { (int64_t)st->st_dev, (int64_t)st->st_ino, st->st_mode, (int64_t)st->st_nlink,
                      st->st_uid, st->st_gid, (int64_t)st->st_rdev, st->st_size, st->st_blksize,
                      st->st_blocks, st->st_atime, st->st_mtime, st->st_ctime };
    for (int i = 0; i < 13; i++) put_be64(p + 8 * i, (uint64_t)f[i]);
    return 0;
}

static int64_t sys_brk(uint64_t want)
{
    if (want == 0) return (int64_t)proc->brk_cur;
    if (want < proc->brk_start || want > proc->brk_limit) return -12;
    if (want > proc->brk_cur && want - proc->brk_start > sys_heap_cap) return -12;   /* setrlimit */
    uint64_t old_end = (proc->brk_cur + 4095) & ~4095ull, new_end = (want + 4095) & ~4095ull;
    if (new_end > old_end && mem_map(old_end, new_end - old_end, PROT_READ | PROT_WRITE)) return -12;
    proc->brk_cur = want;
    return (int64_t)want;
}

static int64_t sys_clock_gettime(uint64_t id, uint64_t ga)
{
    struct timespec ts;
    clockid_t h = id == 1 ? CLOCK_MONOTONIC : id == 2 ? CLOCK_PROCESS_CPUTIME_ID : CLOCK_REALTIME;
    if (clock_gettime(h, &ts)) return neg_errno(errno);
    uint8_t *p = gbuf(ga, 16, 1);
    if (!p) return -14;
    put_be64(p, (uint64_t)ts.tv_sec); put_be64(p + 8, (uint64_t)ts.tv_nsec);
    return 0;
}

static int64_t usec(struct timeval tv) { return (int64_t)tv.tv_sec * 1000000 + tv.tv_usec; }

/* Ticks are microseconds (guest-abi.md): the host's times() counts in scheduler ticks
   (10 ms), far coarser than the guest's CLOCKS_PER_SEC, while getrusage reports the
   precise CPU time. The elapsed time is CLOCK_MONOTONIC's. */
static int64_t sys_times(uint64_t ga)
{
    struct rusage self, kids;
    struct timespec now;
    if (getrusage(RUSAGE_SELF, &self) || getrusage(RUSAGE_CHILDREN, &kids) || clock_gettime(CLOCK_MONOTONIC, &now))
        return neg_errno(errno);
    uint8_t *p = ga ? gbuf(ga, 32, 1) : NULL;
    if (ga && !p) return -14;
    if (p) {
        put_be64(p, (uint64_t)usec(self.ru_utime)); put_be64(p + 8, (uint64_t)usec(self.ru_stime));
        put_be64(p + 16, (uint64_t)usec(kids.ru_utime)); put_be64(p + 24, (uint64_t)usec(kids.ru_stime));
    }
    return (int64_t)now.tv_sec * 1000000 + now.tv_nsec / 1000;
}

/* Host calls that can block (a read from a terminal or pipe, a write to a full pipe,
   opening a FIFO) run inside an escape: a host stop signal arriving just before or
   during the call makes it fail with EINTR (the run then stops at the next
   instruction boundary), so no signal is lost in the gap before the call blocks. */
static sigjmp_buf blocking_escape;
static volatile sig_atomic_t in_blocking_call;

void sysvec_escape_blocking(void)
{
    if (!in_blocking_call) return;
    in_blocking_call = 0;
    siglongjmp(blocking_escape, 1);
}

enum blocking_op { OP_READ, OP_WRITE, OP_OPEN };

static int64_t blocking_call(enum blocking_op op, int fd, void *buf, uint64_t len, const char *path, int flags,
                             mode_t mode)
{
    volatile int64_t r = -1;
    errno = EINTR;
    if (sigsetjmp(blocking_escape, 0) == 0) {
        in_blocking_call = 1;
        if (!cpu_interrupted())
            r = op == OP_READ ? read(fd, buf, len) : op == OP_WRITE ? write(fd, buf, len) : open(path, flags, mode);
        in_blocking_call = 0;
    } else {
        errno = EINTR;
    }
    return r < 0 ? neg_errno(errno) : r;
}

/* A write to a pipe without readers: the host ignores SIGPIPE, so the guest sees EPIPE
   and gets SIGPIPE under its own disposition (default: terminated by it). */
static int64_t sys_write(struct cpu *c, int fd, const void *b, uint64_t len)
{
    int64_t r = blocking_call(OP_WRITE, fd, (void *)b, len, NULL, 0, 0);
    if (r == -32) signal_raise(c, SIGPIPE);
    return r;
}

/* The guest's uid_t and gid_t are newlib's 16 bits: 0xffff is (uid_t)-1, "unchanged". */
unsigned host_id(uint64_t id)
{
    return (id & 0xffff) == 0xffff ? (unsigned)-1 : (unsigned)id;
}

/* utime(path, times): times is NULL (now) or two big-endian int64 seconds, atime and mtime. */
static int64_t sys_utime(uint64_t path, uint64_t times)
{
    const char *s = mem_guest_string(path);
    const uint8_t *t;
    if (!s) return -14;
    if (!times) RET(utime(s, NULL));
    if (!(t = gbuf(times, 16, 0))) return -14;
    struct utimbuf u = { .actime = (time_t)be64(t), .modtime = (time_t)be64(t + 8) };
    RET(utime(s, &u));
}

static int64_t dispatch(struct cpu *c, unsigned n)
{
    uint64_t a0 = c->gr[26], a1 = c->gr[25], a2 = c->gr[24], a3 = c->gr[23], a4 = c->gr[22], a5 = c->gr[21];
    void *b;
    const char *s, *s2;
    struct stat st;
    if (sys_fd_arg_bad(n, a0)) return -9;    /* EBADF: a descriptor beyond the limit (sys_fs.c) */
    switch (n) {
    case 1:
        cpu_request_stop(c, STOP_EXIT, (int)(a0 & 0xff));
        return 0;
    case 3:
        if (!(b = gbuf(a1, a2, 1))) return -14;
        if (threads_read_blocks(c, (int)a0)) return 0;     /* another thread runs meanwhile */
        return blocking_call(OP_READ, (int)a0, b, a2, NULL, 0, 0);
    case 4: if (!(b = gbuf(a1, a2, 0))) return -14; mmap_file_written((int)a0); return sys_write(c, (int)a0, b, a2);
    case 5:
        if (!(s = mem_guest_string(a0))) return -14;
        return blocking_call(OP_OPEN, -1, NULL, 0, s, open_flags(a1), (mode_t)a2);
    case 6: return proc_close((int64_t)a0);               /* the emulator keeps its own stderr */
    case 10: if (!(s = mem_guest_string(a0))) return -14; RET(unlink(s));
    case 13: return (int64_t)time(NULL);
    case 15: if (!(s = mem_guest_string(a0))) return -14; RET(chmod(s, (mode_t)(a1 & 07777)));
    case 16: if (!(s = mem_guest_string(a0))) return -14; RET(chown(s, host_id(a1), host_id(a2)));
    case 17: return sys_brk(a0);
    case 18: if (!(s = mem_guest_string(a0))) return -14; if (stat(s, &st)) return neg_errno(errno); return put_stat(&st, a1);
    case 19: RET(lseek((int)a0, (off_t)a1, (int)a2));
    case 20: return getpid();
    case 28: if (fstat((int)a0, &st)) return neg_errno(errno); return put_stat(&st, a1);
    case 30: return sys_utime(a0, a1);
    case 33: if (!(s = mem_guest_string(a0))) return -14; RET(access(s, (int)a1));
    case 37: return proc_kill(c, (int64_t)a0, (int64_t)a1);
    case 43: return sys_times(a0);
    case 44: return sys_profil(a0, a1, a2, a3);
    case 48: return signal_set((int)a0, a1);
    case 2: case 27: case 29: case 39: case 42: case 59: case 66: case 79: case 81: case 82: case 84: case 185: case 186:
    case 187:
    case 188: case 200: case 333: case 381: case 450: case 451: case 452:   /* processes, signals (proc.h) */
    case 560: case 561:                      /* sigqueue, sigtimedwait (signals.h) */
        return proc_syscall(c, proc, n, a0, a1, a2);
    case 54: if (guest_fd(a0) < 0) return -9; if (isatty((int)a0)) return 1; return errno == EBADF ? -9 : 0;
    case 71: return mmap_sys_mmap(proc, a0, a1, a2, a3, (int64_t)a4, (int64_t)a5);
    case 73: return mmap_sys_munmap(a0, a1);
    case 74: return mmap_sys_mprotect(a0, a1, a2);
    case 75: return mmap_sys_madvise(a0, a1, a2);
    case 320: return mmap_sys_msync(a0, a1, a2);
    case 116: {
        struct timeval tv;
        gettimeofday(&tv, NULL);
        if (!(b = gbuf(a0, 16, 1))) return -14;
        put_be64(b, (uint64_t)tv.tv_sec); put_be64((uint8_t *)b + 8, (uint64_t)tv.tv_usec);
        return 0;
    }
    case 123: RET(fchown((int)a0, host_id(a1), host_id(a2)));
    case 124: RET(fchmod((int)a0, (mode_t)(a1 & 07777)));
    case 128: if (!(s = mem_guest_string(a0)) || !(s2 = mem_guest_string(a1))) return -14; RET(rename(s, s2));
    case 239: return (a0 & 0xff) == 3 ? threads_cpu_clock(c, a0 >> 8, a1) : sys_clock_gettime(a0, a1);
    case 300:
        if (!(b = gbuf(a0, a1, 1))) return -14;
        if (!getcwd(b, a1)) return neg_errno(errno);
        return (int64_t)a0;
    case 9: case 12: case 40: case 41: case 56: case 58: case 60: case 62: case 90: case 95: case 129:
    case 130: case 136: case 137: case 138: case 272: case 356: case 372: case 374: case 402: case 403:
        return sys_fs(n, (const uint64_t[6]){ a0, a1, a2, a3, a4, a5 });      /* sys_fs.c */
    case 93: case 269: case 404:
        return sys_tty(n, (const uint64_t[6]){ a0, a1, a2, a3, a4, a5 });     /* sys_tty.c */
    case 23: case 24: case 46: case 47: case 117: case 132: case 144: case 145: case 347: case 353: case 400:
    case 401: case 405: case 406: case 407:
        return sys_time(n, (const uint64_t[6]){ a0, a1, a2, a3, a4, a5 });    /* sys_time.c */
    case 580: case 581: return sys_statfs(n, (const uint64_t[6]){ a0, a1, a2, a3, a4, a5 });  /* sys_statfs.c */
    case 582: return sys_uname(a0);                                                         /* sys_uname.c */
    case 83: case 86: return sys_itimer(n, a0, a1, a2);                  /* sys_itimer.c */
    case 230: case 231: return sys_pathconf(n, a0, a1);                  /* sys_pathconf.c */
    case 330: return sys_sprofil(a0, (int64_t)(int32_t)a1, a2, a3);
    case 306:                                /* longjmp about to restore (docs/guest-abi.md) */
        if (sysvec_longjmp_observer) sysvec_longjmp_observer(c, a0, a1);
        return 0;
    case 562: return thread_signals_kill(c, a0, (int64_t)a1);   /* pthread_kill (signals.h) */
    case 540 ... 559: {                      /* threads (threads.h) */
        const uint64_t a[6] = { a0, a1, a2, a3, a4, a5 };
        return threads_syscall(c, n, a);
    }
    case 301: case 302: case 303: case 304: case 305:     /* dl* and the dld's dl_fini (dll.h) */
        return dld_syscall(c, proc, n, a0, a1);
    default:
        return -88;                          /* ENOSYS */
    }
}

void exec_gateway(struct cpu *c, const struct dinsn *d)
{
    uint64_t pc = (uint64_t)d->imm;
    if (reserved_code_is(pc)) { reserved_code_enter(c, pc, 0); return; }
    if (pc == SIGNAL_RETURN) { signal_return(c); return; }
    if (pc <= GATEWAY_RETURN && pc > host_return_address(HOST_RETURN_LEVELS)) {
        if ((GATEWAY_RETURN - pc) % 8 || (int)((GATEWAY_RETURN - pc) / 8) > guest_call_depth())
            guest_fault(c, FAULT_ILL, pc, "branch to an inactive host-return address");
        cpu_request_stop(c, STOP_RETURN, (int)((GATEWAY_RETURN - pc) / 8));
        return;
    }
    unsigned n = (unsigned)((pc - GATEWAY_PAGE) / 4);
    uint64_t r28 = c->gr[28];
    int64_t r = dispatch(c, n);
    c->gr[28] = (uint64_t)r;
    c->next_b = c->gr[2] & ~3ull;
    c->nullify = 0;
    /* Return as `bv r0(rp)` would: the instruction at RP runs next. */
    c->iaoq_b = c->next_b;
    c->next_b = c->iaoq_b + 4;
    /* Pending signals' handlers run next; EINTR with SA_RESTART makes the call again. */
    signal_deliver_pending(c, n, r == -4, pc, r28);
}
