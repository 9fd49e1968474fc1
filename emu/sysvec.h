/* System-call layer interface for the loop and the front end. */
#ifndef PA64_SYSVEC_H
#define PA64_SYSVEC_H
struct process;
struct cpu;
void sysvec_init(struct process *p);
/* Ends the guest as if killed by signal `sig` (status 128+sig). */
void sysvec_signal_exit(struct cpu *c, int sig);
extern int sysvec_killed_by;
/* Async-signal-safe, for a host stop signal's handler after cpu_interrupt(): if the
   guest is blocked in a host read/write/open, abandon it (the guest sees EINTR). */
void sysvec_escape_blocking(void);
#endif
