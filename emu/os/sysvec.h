/* System-call layer interface for the loop and the front end. */
#ifndef PA64_SYSVEC_H
#define PA64_SYSVEC_H
#include <stdint.h>
struct process;
struct cpu;
void sysvec_init(struct process *p);
/* Ends the guest as if killed by signal `sig` (status 128+sig). */
void sysvec_signal_exit(struct cpu *c, int sig);
extern int sysvec_killed_by;
/* Async-signal-safe, for a host stop signal's handler after cpu_interrupt(): if the
   guest is blocked in a host read/write/open, abandon it (the guest sees EINTR). */
void sysvec_escape_blocking(void);
/* System call 306: the guest runtime's longjmp announces, before it restores anything,
   the SP and PC it is about to jump to. Observers (the profiler) see it; no effect else. */
typedef void (*sysvec_longjmp_fn)(struct cpu *c, uint64_t target_sp, uint64_t target_pc);
extern sysvec_longjmp_fn sysvec_longjmp_observer;
/* For the system calls in other files: a guest buffer of len bytes at a (mapped, writable
   if write), else NULL (EFAULT); -errno for host errno e in the guest's numbering; a host
   struct stat written to the guest's struct pa64_stat at ga (0, or -EFAULT). */
struct stat;
void *gbuf(uint64_t a, uint64_t len, int write);
int64_t neg_errno(int e);
int64_t put_stat(const struct stat *st, uint64_t ga);
/* A guest uid_t/gid_t (newlib's 16 bits) as the host's: 0xffff is (uid_t)-1. */
unsigned host_id(uint64_t id);
#endif
