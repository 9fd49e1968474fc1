/* Guest signals: dispositions, mask, pending set, delivery, host signals that reach the
   guest (signals.c). Signal numbers are the guest's (newlib's) unless named host. */
#ifndef PA64_SIGNALS_H
#define PA64_SIGNALS_H
#include "run.h"

/* sa_flags bits as the guest runtime's <signal.h> defines them (docs/guest-abi.md). */
#define GSA_NOCLDSTOP 0x01
#define GSA_SIGINFO   0x02
#define GSA_ONSTACK   0x04
#define GSA_RESETHAND 0x08
#define GSA_NODEFER   0x10
#define GSA_RESTART   0x20
#define GSA_NOCLDWAIT 0x40

int64_t signal_set(int sig, uint64_t handler);
/* sigaction(sig, act, oldact) on guest struct sigaction {handler, mask, int flags}. */
int64_t signal_action(int sig, uint64_t act, uint64_t oldact);
int signal_ignored(int sig);
/* Runs the guest handler for sig, if any; returns 0 when the default action applies.
   *stopped reports an exit or fault inside the handler. */
int signal_deliver(struct cpu *c, int sig, enum stop_reason *stopped, int *status);
/* A signal for the guest from itself or from outside: held if blocked, else its
   handler runs, or it is ignored, or the default action applies. */
int signal_raise(struct cpu *c, int sig);
/* Delivers every pending signal the mask lets through; returns how many. */
int signals_deliver_pending(struct cpu *c);
/* A host signal came and waits for delivery. */
int signals_host_pending(void);
/* After a host call ended with EINTR: delivers the pending signals; 1 if the call
   should be made again (all their handlers asked for SA_RESTART and none ended the run). */
int signals_deliver_restart(struct cpu *c);
/* sigwait(set): the signal taken, or -errno. */
int64_t signal_wait(struct cpu *c, uint64_t set);
int64_t signal_altstack(uint64_t ss, uint64_t oss);
uint64_t signal_blocked(void);
void signal_set_blocked(uint64_t set);
uint64_t signal_pending_set(void);
/* Across exec: the ignored set is kept; host programs get the guest's dispositions. */
uint64_t signal_ignored_set(void);
void signal_adopt_ignored(uint64_t set);
void signal_prepare_host_exec(void);
int signal_to_host(int gsig);
int signal_to_guest(int hsig);
#endif
