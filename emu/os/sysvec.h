/* System-call layer interface for the loop and the front end. */
#ifndef PA64_SYSVEC_H
#define PA64_SYSVEC_H
#include <stdint.h>
struct process;
struct cpu;
void sysvec_init(struct process *p);
/* The host address of guest bytes [a, a+len) if all mapped (writable if write), else NULL. */
void *sysvec_guest_buf(uint64_t a, uint64_t len, int write);
/* -errno for the guest (newlib numbering) from a host errno value. */
int64_t sysvec_neg_errno(int e);
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
#endif
