/* The POSIX file, directory, terminal and time system calls (issue 21) that sysvec.c's
   switch hands on: sys_fs.c (files and directories), sys_tty.c (select, poll, ioctl,
   termios), sys_time.c (sleeping, clocks, limits, ids). Each takes the call number and
   the six argument registers and returns the value or -errno (guest numbering). */
#ifndef PA64_SYS_POSIX_H
#define PA64_SYS_POSIX_H
#include <stdint.h>
int64_t sys_fs(unsigned n, const uint64_t a[6]);
int64_t sys_tty(unsigned n, const uint64_t a[6]);
int64_t sys_time(unsigned n, const uint64_t a[6]);
/* The most the heap may grow past its start: setrlimit's RLIMIT_DATA and RLIMIT_AS. */
extern uint64_t sys_heap_cap;
/* nanosleep(req, rem) on the host clock (system call 353; threads' 548 with one thread). */
int64_t sys_time_nanosleep(uint64_t req, uint64_t rem);
/* A guest file descriptor as a host one: -1 unless 0 <= fd < the open-file limit. */
int guest_fd(uint64_t fd);
/* Whether call n of sysvec.c's own (read 3, write 4, close 6, lseek 19, fstat 28, fchown
   123, fchmod 124) names in a0 a descriptor guest_fd refuses: a 64-bit value the host's
   int would truncate to another open descriptor. */
int sys_fd_arg_bad(unsigned n, uint64_t a0);
/* Reads a guest timespec (two big-endian int64) at ga: 0, -EFAULT or -EINVAL (nsec out of range). */
struct timespec;
int64_t get_timespec(uint64_t ga, struct timespec *ts);
/* Whether a host wait interrupted by a signal (EINTR) should end with EINTR for the
   guest rather than resume: the run is being stopped, or a signal is pending for the
   guest (sys_guest_signal_pending, set by whoever delivers asynchronous guest signals). */
int sys_wait_interrupted(void);
extern int (*sys_guest_signal_pending)(void);
#endif
