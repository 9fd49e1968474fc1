/* Guest signals (signals.c): dispositions (signal, sigaction), the blocked mask and
   pending set, host signals that reach the guest, and delivery as a kernel does it --
   the interrupted context, mask and alternate-stack state are saved in a signal frame
   on the guest stack, the handler runs in the same cpu_run loop and returns through
   SIGNAL_RETURN (cpu.h), which restores them. No host recursion: only the guest's stack
   limits nesting. Signal numbers are the guest's (newlib's) unless named host. */
#ifndef PA64_SIGNALS_H
#define PA64_SIGNALS_H
#include "run.h"
#include "sigqueue.h"

/* sa_flags bits as the guest runtime's <signal.h> defines them (docs/guest-abi.md). */
#define GSA_NOCLDSTOP 0x01
#define GSA_SIGINFO   0x02
#define GSA_ONSTACK   0x04
#define GSA_RESETHAND 0x08
#define GSA_NODEFER   0x10
#define GSA_RESTART   0x20
#define GSA_NOCLDWAIT 0x40

/* The signal frame, big-endian 64-bit words in guest memory, SIGFRAME_ARGS +
   SIGFRAME_SIZE bytes below the SP the handler was entered with (the unwinder reads it
   to step from a handler to the code it interrupted). SF_INFO is the SA_SIGINFO
   handler's siginfo_t (emu/rt/include/sys/signal.h: int si_signo, int si_code, union
   sigval si_value, int si_pid, int si_uid, void *si_addr, int si_status, int si_errno,
   long si_band: 48 bytes). */
#define SIGFRAME_MAGIC UINT64_C(0x5041363453494746)   /* "PA64SIGF" */
#define SIGFRAME_SIZE 704u
#define SIGFRAME_ARGS 128u      /* below the handler's SP: its frame marker and the home
                                   of its arguments (AP = SP - 48, homed down to AP - 64) */
#define SIGFRAME_GAP 512u       /* left above the interrupted SP */
enum sigframe_word {            /* byte offsets */
    SF_MAGIC = 0, SF_SIG = 8, SF_IAOQ_F = 16, SF_IAOQ_B = 24, SF_FLAGS = 32, SF_SAR = 40,
    SF_CB_X = 48, SF_CB_Y = 56, SF_CB_R = 64, SF_GR = 72, SF_FR = 72 + 256,
    SF_MASK = 72 + 512,         /* the blocked set to restore on return */
    SF_ALT_SP = SF_MASK + 8, SF_ALT_SIZE = SF_MASK + 16,   /* sigaltstack to restore */
    SF_INFO = SF_MASK + 24,     /* the siginfo_t */
    SF_END = SF_INFO + 48
};
#define SF_FLAG_NULLIFY 1u
#define SF_FLAG_PSW_V 2u
static inline uint64_t sigframe_of_sp(uint64_t handler_sp) { return handler_sp - SIGFRAME_ARGS - SIGFRAME_SIZE; }

int64_t signal_set(int sig, uint64_t handler);
/* sigaction(sig, act, oldact) on guest struct sigaction {handler, mask, int flags}. */
int64_t signal_action(int sig, uint64_t act, uint64_t oldact);
int signal_ignored(int sig);
/* A signal for the guest from itself (kill, raise, SIGPIPE): ignored, pending until
   the system call returns (its handler runs then, or later when unblocked), or the
   default action now. */
void signal_raise(struct cpu *c, int sig);
/* At the end of system call `call` (its result already in r28, the queue set to return
   to RP): deliver what is pending -- the handlers run next. interrupted: the call
   failed with EINTR; with SA_RESTART the context saved makes it again (gateway at pc,
   r28 as it was, saved_r28). */
void signal_deliver_pending(struct cpu *c, unsigned call, int interrupted, uint64_t pc, uint64_t saved_r28);
/* A trap (c->fault*): returns 1 when its handler is set up to run next (cpu_run goes
   on), 0 when the default action applies -- or the frame could not be built, and then
   c->fault* describe that SIGSEGV instead. Outside cpu_run. */
int signal_deliver_fault(struct cpu *c, int sig);
/* The gateway at SIGNAL_RETURN: restores the context saved in the handler's frame. */
void signal_return(struct cpu *c);
/* The lowest pending signal the running thread's mask lets through, 0 if none. */
int signal_ready_lowest(void);
/* A signal is pending that the mask lets through (a host wait ends with EINTR). */
int signals_deliverable(void);
/* A host signal came and waits for delivery. */
int signals_host_pending(void);
/* sigsuspend/pause: mask until the next delivery, whose frame restores the current
   one (or the call's return does, when nothing was delivered). */
void signal_suspend(uint64_t mask);
/* sigwait(set): the signal taken, or -errno (-EINTR: a handler must run first). */
int64_t signal_wait(struct cpu *c, uint64_t set);
/* sigtimedwait(set, info, timeout) and sigwaitinfo (timeout 0): the signal taken, its
   siginfo_t stored at info (0: not stored), or -errno (EAGAIN: the time ran out). */
int64_t signal_timedwait(struct cpu *c, uint64_t set, uint64_t info, uint64_t timeout);
/* sigqueue(pid, sig, value): value is the guest's union sigval as a doubleword. */
int64_t signal_queue(struct cpu *c, int64_t pid, int64_t sig, uint64_t value);
/* kill(pid, sig) (37). */
int64_t signal_kill(struct cpu *c, int64_t pid, int64_t sig);
int64_t signal_altstack(struct cpu *c, uint64_t ss, uint64_t oss);
uint64_t signal_blocked(void);
void signal_set_blocked(uint64_t set);
uint64_t signal_pending_set(void);
/* Across exec: the ignored set is kept; host programs get the guest's dispositions. */
uint64_t signal_ignored_set(void);
void signal_adopt_ignored(uint64_t set);
void signal_prepare_host_exec(void);
/* Per-thread signal state (thread_signals.c keeps one for every guest thread and swaps
   it in as the thread runs): the mask, signals sent to the thread, the suspend mask and
   the alternate stack. */
struct sigthread {
    uint64_t blocked;
    struct sigpend pending;
    uint64_t restore_mask;
    int restore_pending;
    uint64_t alt_sp, alt_size;
};
void signal_thread_save(struct sigthread *t);
void signal_thread_load(const struct sigthread *t);
/* A new thread's: the running thread's mask, nothing pending, no alternate stack. */
void signal_thread_init(struct sigthread *t);
/* Ignored (explicitly or by default): a signal sent is discarded. */
int signal_discarded(int sig);
/* SIG_DFL and the default ends (or stops) the process. */
int signal_default_kills(int sig);
void signal_default_action(struct cpu *c, int sig);
/* Its handler has SA_RESTART. */
int signal_restarts(int sig);
/* A signal for the running thread alone (pthread_kill to itself): -1 queue full. */
int signal_generate_thread(struct cpu *c, const struct siginst *si);
struct sigpend *signal_process_pending(void);
/* Takes the lowest signal of set pending in p: 1 and *out, else 0. */
int signal_take(struct sigpend *p, uint64_t set, struct siginst *out);
/* The guest siginfo_t at ga (writable, SF_END - SF_INFO bytes). */
void signal_store_info(uint64_t ga, const struct siginst *si);
/* sigsuspend's mask back when no handler ran. */
void signal_restore_suspended(void);
/* Set by thread_signals.c once there are threads: the mask the other threads share (AND
   of theirs: a host signal is blocked only when every thread blocks it); a signal sent
   to the process that the running thread blocks (another thread may take it); whether
   the running thread just blocked waiting for a signal; a wait for a signal of set
   (0: any signal that runs a handler, as sigsuspend) that blocks the running thread
   while others run: 0 (the wake gives the result, the siginfo goes to info), 1 when it
   cannot (the host waits), or -errno. */
extern uint64_t (*signal_others_blocked)(void);
extern void (*signal_route)(int sig);
extern int (*signal_thread_waiting)(void);
struct timespec;
extern int64_t (*signal_thread_wait)(struct cpu *c, uint64_t set, uint64_t info, const struct timespec *deadline);
/* pthread_kill(tid, sig) (562, thread_signals.c). */
int64_t thread_signals_kill(struct cpu *c, uint64_t tid, int64_t sig);
/* A fork's child starts with no pending signal. */
void signal_forked(void);
int signal_to_host(int gsig);
int signal_to_guest(int hsig);
#endif
