/* Guest signals (signals.c): the handler table the signal system call fills, pending
   signals, and delivery as a kernel does it -- the interrupted context is saved in a
   signal frame on the guest stack, the handler runs in the same cpu_run loop and
   returns through SIGNAL_RETURN (cpu.h), which restores that context. No host
   recursion: only the guest's stack limits nesting. */
#ifndef PA64_SIGNALS_H
#define PA64_SIGNALS_H
#include "run.h"

/* The signal frame, big-endian 64-bit words in guest memory, SIGFRAME_ARGS +
   SIGFRAME_SIZE bytes below the SP the handler was entered with (the unwinder reads it
   to step from a handler to the code it interrupted). */
#define SIGFRAME_MAGIC UINT64_C(0x5041363453494746)   /* "PA64SIGF" */
#define SIGFRAME_SIZE 592u
#define SIGFRAME_ARGS 64u       /* frame marker and argument area below the handler's SP */
#define SIGFRAME_GAP 512u       /* left above the interrupted SP */
enum sigframe_word {            /* byte offsets */
    SF_MAGIC = 0, SF_SIG = 8, SF_IAOQ_F = 16, SF_IAOQ_B = 24, SF_FLAGS = 32, SF_SAR = 40,
    SF_CB_X = 48, SF_CB_Y = 56, SF_CB_R = 64, SF_GR = 72, SF_FR = 72 + 256, SF_END = 72 + 512
};
#define SF_FLAG_NULLIFY 1u
#define SF_FLAG_PSW_V 2u
static inline uint64_t sigframe_of_sp(uint64_t handler_sp) { return handler_sp - SIGFRAME_ARGS - SIGFRAME_SIZE; }

int64_t signal_set(int sig, uint64_t handler);
int signal_ignored(int sig);
/* A signal the guest raised (kill, SIGPIPE): pending until the system call returns. */
void signal_raise(struct cpu *c, int sig);
/* At the end of a system call: deliver what is pending (the handler runs next, the
   call's return is the context saved). */
void signal_deliver_pending(struct cpu *c);
/* A trap (c->fault*): returns 1 when its handler is set up to run next (cpu_run goes
   on), 0 when the default action applies -- or the frame could not be built, and then
   c->fault* describe that SIGSEGV instead. Outside cpu_run. */
int signal_deliver_fault(struct cpu *c, int sig);
/* The gateway at SIGNAL_RETURN: restores the context saved in the handler's frame. */
void signal_return(struct cpu *c);
#endif
