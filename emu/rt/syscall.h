/* System-call numbers and raw stub prototypes of the PA-64 guest runtime.
   Numbers are the contract in docs/guest-abi.md; this file is also included by syscall.S. */
#ifndef PA64RT_SYSCALL_H
#define PA64RT_SYSCALL_H

#define PA64_SYS_exit           1
#define PA64_SYS_read           3
#define PA64_SYS_write          4
#define PA64_SYS_open           5
#define PA64_SYS_close          6
#define PA64_SYS_unlink         10
#define PA64_SYS_time           13
#define PA64_SYS_chmod          15
#define PA64_SYS_chown          16
#define PA64_SYS_brk            17
#define PA64_SYS_stat           18
#define PA64_SYS_lseek          19
#define PA64_SYS_getpid         20
#define PA64_SYS_fstat          28
#define PA64_SYS_utime          30
#define PA64_SYS_access         33
#define PA64_SYS_kill           37
#define PA64_SYS_times          43
#define PA64_SYS_profil         44
#define PA64_SYS_signal         48
#define PA64_SYS_isatty         54
#define PA64_SYS_mmap           71
#define PA64_SYS_munmap         73
#define PA64_SYS_mprotect       74
#define PA64_SYS_madvise        75
#define PA64_SYS_gettimeofday   116
#define PA64_SYS_fchown         123
#define PA64_SYS_fchmod         124
#define PA64_SYS_rename         128
#define PA64_SYS_clock_gettime  239
#define PA64_SYS_getcwd         300
#define PA64_SYS_dl_open        301
#define PA64_SYS_dl_sym         302
#define PA64_SYS_dl_close       303
#define PA64_SYS_dl_error       304
#define PA64_SYS_longjmp_notice 306
#define PA64_SYS_msync          320
#define PA64_SYS_sprofil        330
/* Threads and sleeping (emu/os/thread_calls.c, thread_sync.c) */
#define PA64_SYS_thr_init       540
#define PA64_SYS_thr_create     541
#define PA64_SYS_thr_exit       542
#define PA64_SYS_thr_join       543
#define PA64_SYS_thr_detach     544
#define PA64_SYS_thr_self       545
#define PA64_SYS_thr_yield      546
#define PA64_SYS_thr_reap       547
#define PA64_SYS_nanosleep      548
#define PA64_SYS_thr_alive      549
#define PA64_SYS_mutex_lock     550
#define PA64_SYS_mutex_unlock   551
#define PA64_SYS_cond_wait      552
#define PA64_SYS_cond_wake      553
#define PA64_SYS_rw_lock        554
#define PA64_SYS_rw_unlock      555
#define PA64_SYS_sem_wait       556
#define PA64_SYS_sem_post       557
#define PA64_SYS_thr_interrupt  558
#define PA64_SYS_thr_setprio    559

/* POSIX file, directory, terminal and time calls (issue 21; HP-UX numbers, 400-449 ours). */
#define PA64_SYS_link            9
#define PA64_SYS_chdir           12
#define PA64_SYS_setuid          23
#define PA64_SYS_getuid          24
#define PA64_SYS_lstat           40
#define PA64_SYS_dup             41
#define PA64_SYS_setgid          46
#define PA64_SYS_getgid          47
#define PA64_SYS_symlink         56
#define PA64_SYS_readlink        58
#define PA64_SYS_umask           60
#define PA64_SYS_fcntl           62
#define PA64_SYS_dup2            90
#define PA64_SYS_select          93
#define PA64_SYS_fsync           95
#define PA64_SYS_truncate        129
#define PA64_SYS_ftruncate       130
#define PA64_SYS_sysconf         132
#define PA64_SYS_mkdir           136
#define PA64_SYS_rmdir           137
#define PA64_SYS_utimes          138
#define PA64_SYS_getrlimit       144
#define PA64_SYS_getrusage       117
#define PA64_SYS_setrlimit       145
#define PA64_SYS_poll            269
#define PA64_SYS_fchdir          272
#define PA64_SYS_clock_getres    347
#define PA64_SYS_getdents        356
#define PA64_SYS_pread           372
#define PA64_SYS_pwrite          374
#define PA64_SYS_geteuid         400
#define PA64_SYS_getegid         401
#define PA64_SYS_fdatasync       402
#define PA64_SYS_realpath        403
#define PA64_SYS_ioctl           404
#define PA64_SYS_clock_nanosleep 405
#define PA64_SYS_seteuid         406
#define PA64_SYS_setegid         407

#ifndef __ASSEMBLER__
#include <errno.h>
#include <stdint.h>

/* Structures the emulator reads and writes: every field a big-endian int64. */
struct pa64_stat {
    int64_t dev, ino, mode, nlink, uid, gid, rdev, size, blksize, blocks;
    int64_t atime, mtime, ctime;
};
struct pa64_timeval { int64_t sec, usec; };
struct pa64_timespec { int64_t sec, nsec; };
struct pa64_tms { int64_t utime, stime, cutime, cstime; };

/* ABI clock ids for PA64_SYS_clock_gettime (not newlib's CLOCK_* values). */
#define PA64_CLOCK_REALTIME         0
#define PA64_CLOCK_MONOTONIC        1
#define PA64_CLOCK_PROCESS_CPUTIME  2
#define PA64_CLOCK_THREAD_CPUTIME   3     /* bits 8 and up: the thread, 0 the caller */

/* Ticks per second of struct pa64_tms and the times() result: microseconds, so that
   clock() and times() are as fine as CLOCKS_PER_SEC says. */
#define PA64_CLK_TCK 1000000

/* Raw stubs (syscall.S): they return the emulator's ret0, i.e. a value or -errno. */
long __pa64_sys_exit(long status);
long __pa64_sys_read(long fd, void *buf, unsigned long len);
long __pa64_sys_write(long fd, const void *buf, unsigned long len);
long __pa64_sys_open(const char *path, long flags, long mode);
long __pa64_sys_close(long fd);
long __pa64_sys_unlink(const char *path);
long __pa64_sys_time(void);
long __pa64_sys_brk(void *new_end);
long __pa64_sys_stat(const char *path, struct pa64_stat *st);
long __pa64_sys_lseek(long fd, long off, long whence);
long __pa64_sys_getpid(void);
long __pa64_sys_fstat(long fd, struct pa64_stat *st);
long __pa64_sys_access(const char *path, long mode);
long __pa64_sys_chmod(const char *path, unsigned long mode);
long __pa64_sys_fchmod(long fd, unsigned long mode);
long __pa64_sys_chown(const char *path, unsigned long uid, unsigned long gid);
long __pa64_sys_fchown(long fd, unsigned long uid, unsigned long gid);
long __pa64_sys_utime(const char *path, const int64_t times[2]);
long __pa64_sys_kill(long pid, long sig);
long __pa64_sys_times(struct pa64_tms *t);
long __pa64_sys_profil(void *buf, unsigned long bufsiz, unsigned long offset, unsigned long scale);
long __pa64_sys_isatty(long fd);
long __pa64_sys_signal(long sig, void (*handler)(int));
long __pa64_sys_mmap(void *addr, unsigned long len, long prot, long flags, long fd, long off);
long __pa64_sys_munmap(void *addr, unsigned long len);
long __pa64_sys_mprotect(void *addr, unsigned long len, long prot);
long __pa64_sys_madvise(void *addr, unsigned long len, long advice);
long __pa64_sys_msync(void *addr, unsigned long len, long flags);
long __pa64_sys_gettimeofday(struct pa64_timeval *tv);
long __pa64_sys_rename(const char *from, const char *to);
long __pa64_sys_clock_gettime(long clock_id, struct pa64_timespec *ts);
long __pa64_sys_getcwd(char *buf, unsigned long size);
long __pa64_sys_dl_open(const char *path, long mode);
long __pa64_sys_dl_sym(long handle, const char *name);
long __pa64_sys_dl_close(long handle);
long __pa64_sys_dl_error(char *buf, unsigned long size);
long __pa64_sys_nanosleep(const struct pa64_timespec *req, struct pa64_timespec *rem);
/* Set by libpthread: a cancellation point for the sleeping calls (sys_sleep.c). */
extern void (*__pa64_cancel_point)(void);

long __pa64_sys_link(const char *from, const char *to);
long __pa64_sys_chdir(const char *path);
long __pa64_sys_fchdir(long fd);
long __pa64_sys_lstat(const char *path, struct pa64_stat *st);
long __pa64_sys_dup(long fd);
long __pa64_sys_dup2(long fd, long to);
long __pa64_sys_symlink(const char *target, const char *path);
long __pa64_sys_readlink(const char *path, char *buf, unsigned long size);
long __pa64_sys_umask(unsigned long mask);
long __pa64_sys_fcntl(long fd, long cmd, long arg);
long __pa64_sys_fsync(long fd);
long __pa64_sys_fdatasync(long fd);
long __pa64_sys_truncate(const char *path, long len);
long __pa64_sys_ftruncate(long fd, long len);
long __pa64_sys_mkdir(const char *path, unsigned long mode);
long __pa64_sys_rmdir(const char *path);
long __pa64_sys_utimes(const char *path, const void *tv);
long __pa64_sys_getdents(long fd, void *buf, unsigned long len);
long __pa64_sys_pread(long fd, void *buf, unsigned long len, long off);
long __pa64_sys_pwrite(long fd, const void *buf, unsigned long len, long off);
long __pa64_sys_realpath(const char *path, char *buf, unsigned long size);
long __pa64_sys_select(long nfds, void *r, void *w, void *e, void *timeout);
long __pa64_sys_poll(void *fds, unsigned long nfds, long timeout_ms);
long __pa64_sys_ioctl(long fd, unsigned long request, void *arg);
long __pa64_sys_setuid(unsigned long id);
long __pa64_sys_getuid(void);
long __pa64_sys_setgid(unsigned long id);
long __pa64_sys_getgid(void);
long __pa64_sys_geteuid(void);
long __pa64_sys_getegid(void);
long __pa64_sys_seteuid(unsigned long id);
long __pa64_sys_setegid(unsigned long id);
long __pa64_sys_sysconf(long name);
long __pa64_sys_getrlimit(long resource, void *rlim);
long __pa64_sys_getrusage(long who, void *usage);
long __pa64_sys_setrlimit(long resource, const void *rlim);
long __pa64_sys_clock_getres(long clock_id, void *ts);
long __pa64_sys_clock_nanosleep(long clock_id, long absolute, const void *req, void *rem);

/* The one place where the -errno convention becomes errno/-1. */
static inline long __pa64_result(long r)
{
    if (r < 0) {
        errno = (int)-r;
        return -1;
    }
    return r;
}

/* The table crt0 (or the emulator acting as dld) fills from load_info->li_sysvec. */
extern unsigned long *__sysstab;

#endif /* !__ASSEMBLER__ */
#endif /* PA64RT_SYSCALL_H */
