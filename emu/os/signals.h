/* Guest signal handler table and delivery (signals.c). */
#ifndef PA64_SIGNALS_H
#define PA64_SIGNALS_H
#include "run.h"
int64_t signal_set(int sig, uint64_t handler);
int signal_ignored(int sig);
/* Runs the guest handler for sig, if any; returns 0 when the default action applies.
   *stopped reports an exit or fault inside the handler. */
int signal_deliver(struct cpu *c, int sig, enum stop_reason *stopped, int *status);
#endif
