/* Guest signals (see signals.h): the disposition table that signal() and sigaction()
   fill, the blocked and pending sets, delivery through a signal frame on the guest stack
   (the handler runs in the same cpu_run loop and returns through SIGNAL_RETURN), and host
   signals that reach the guest: a signal the guest catches gets a host handler that
   marks it pending and has the loop deliver it at the next instruction boundary. Guest
   signal numbers are newlib's (BSD) ones; host ones Linux's (signal_to_host, _to_guest). */
#include <errno.h>
#include <signal.h>
#include <limits.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include "events.h"
#include "exec.h"
#include "run.h"
#include "signals.h"
#include "shadow.h"
#include "sysvec.h"
#include "sys_posix.h"
#include "bytes.h"
#include "crash.h"
#include "reserved.h"
#include "sigqueue.h"

#define GSIG_KILL 9
#define GSIG_STOP 17
#define GSIG_CHLD 20
#define BIT(s) (UINT64_C(1) << (s))
#define NOT_SIGNALS (BIT(0) | BIT(32))   /* no signal 0; 32 is reserved (as glibc's) */

/* Everything the guest sees of its signals, in one place: the dispositions and the
   process-directed pending signals are the process's; the running thread's mask,
   pending set, suspend mask and alternate stack are in T (thread_signals.c swaps them). */
struct signal_state {
    uint64_t handler[GSIG_COUNT]; /* descriptor addresses; 0 = SIG_DFL, 1 = SIG_IGN */
    uint64_t sa_mask[GSIG_COUNT]; /* guest sigset bits (bit N is signal N, newlib's) */
    int sa_flags[GSIG_COUNT];     /* GSA_* */
    struct sigpend pending;       /* sent to the process, handler not yet entered */
    struct sigthread T;           /* the running thread's */
};
static struct signal_state S;
uint64_t (*signal_others_blocked)(void);
void (*signal_route)(int sig);
int (*signal_thread_waiting)(void);
int64_t (*signal_thread_wait)(struct cpu *c, uint64_t set, uint64_t info, const struct timespec *deadline);

/* Host arrivals, written by the host handler (which runs with every signal blocked, so
   it never nests) and read outside it: a ring of their information. */
#define HOST_RING 1024
static struct siginst host_ring[HOST_RING];
static volatile sig_atomic_t any_host_pending;
static unsigned host_head, host_tail;      /* head: the handler's; tail: collect_host's */

/* The host side of the dispositions: the host's own action, restored on SIG_DFL. */
static struct sigaction host_saved[GSIG_COUNT];
static unsigned char host_managed[GSIG_COUNT];  /* 1: host_saved holds it; we installed ours */
static int consumer_added;

/* newlib's numbering (sys/signal.h, the BSD one) against Linux's; 0: no host twin. */
static const unsigned char to_host[32] = {
    0, SIGHUP, SIGINT, SIGQUIT, SIGILL, SIGTRAP, SIGABRT, 0 /* EMT */, SIGFPE, SIGKILL, SIGBUS, SIGSEGV,
    SIGSYS, SIGPIPE, SIGALRM, SIGTERM, SIGURG, SIGSTOP, SIGTSTP, SIGCONT, SIGCHLD, SIGTTIN, SIGTTOU, SIGIO,
    SIGXCPU, SIGXFSZ, SIGVTALRM, SIGPROF, SIGWINCH, 0 /* LOST */, SIGUSR1, SIGUSR2,
};

/* Real-time signals: guest SIGRTMIN + k is the host's SIGRTMIN + k. */
int signal_to_host(int gsig)
{
    if (gsig > 0 && gsig < 32) return to_host[gsig];
    if (gsig >= GSIG_RTMIN && gsig <= GSIG_RTMAX && SIGRTMIN + (gsig - GSIG_RTMIN) <= SIGRTMAX)
        return SIGRTMIN + (gsig - GSIG_RTMIN);
    return 0;
}

int signal_to_guest(int hsig)
{
    for (int g = 1; g < 32; g++)
        if (to_host[g] == hsig) return g;
    if (hsig >= SIGRTMIN && hsig <= SIGRTMAX && GSIG_RTMIN + (hsig - SIGRTMIN) <= GSIG_RTMAX)
        return GSIG_RTMIN + (hsig - SIGRTMIN);
    return 0;
}

static int default_ignored(int sig) { return sig == 16 || sig == 19 || sig == 20 || sig == 23 || sig == 28 || sig == 29; }
static int valid_signal(int64_t sig) { return sig > 0 && sig < GSIG_COUNT && !(NOT_SIGNALS >> sig & 1); }

/* union sigval: the guest's sival_int is the high half of its doubleword; the host's
   is the int at the union's start. Either way round, the int stays the int (and a
   pointer between two guests stays the same pointer). */
static uint64_t sigval_from_host(union sigval v)
{
    uint32_t half[2];
    memcpy(half, &v, sizeof half);
    return (uint64_t)half[0] << 32 | half[1];
}

static union sigval sigval_to_host(uint64_t g)
{
    uint32_t half[2] = { (uint32_t)(g >> 32), (uint32_t)g };
    union sigval v;
    memset(&v, 0, sizeof v);
    memcpy(&v, half, sizeof half);
    return v;
}

/* The kernel's si_code as the guest's. */
static int code_from_host(int g, int code)
{
    if (g == GSIG_CHLD && code > 0) return code;        /* CLD_*: the same values */
    switch (code) {
    case SI_QUEUE: return GSI_QUEUE;
    case SI_TIMER: return GSI_TIMER;
    case SI_MESGQ: return GSI_MESGQ;
    case SI_ASYNCIO: return GSI_ASYNCIO;
    default: return GSI_USER;
    }
}

static void info_from_host(struct siginst *si, int g, const siginfo_t *h)
{
    si->sig = g;
    si->code = h ? code_from_host(g, h->si_code) : GSI_USER;
    si->value = h && (h->si_code == SI_QUEUE || h->si_code == SI_TIMER || h->si_code == SI_MESGQ)
                    ? sigval_from_host(h->si_value) : 0;
    si->pid = h ? h->si_pid : 0;
    si->uid = h ? (int)h->si_uid : 0;
}

/* Host signals the emulator keeps for itself: its fault handling (SEGV, BUS, ILL,
   FPE, TRAP), crash reports (ABRT), the itimer sample source (PROF), SIGPIPE (a
   broken pipe is the write's EPIPE plus a synchronous guest SIGPIPE), and the two
   that cannot be caught. */
static int host_reserved(int hsig)
{
    return !hsig || hsig == SIGSEGV || hsig == SIGBUS || hsig == SIGILL || hsig == SIGFPE || hsig == SIGTRAP ||
           hsig == SIGPROF || hsig == SIGKILL || hsig == SIGSTOP;
}

/* SIGABRT and SIGPIPE the emulator also raises at itself (abort() on an internal error,
   a write to a broken pipe): those stay its own (a crash report; EPIPE, after which the
   gateway raises the guest's SIGPIPE); only ones another process sent reach the guest. */
static int host_filtered(int hsig) { return hsig == SIGABRT || hsig == SIGPIPE; }

/* The host handler of every signal the guest catches: its information joins the ring
   (a full ring drops it, as a full kernel queue would refuse it). SIGABRT and SIGPIPE
   the emulator raised at itself are its own (a crash report; EPIPE). */
static void on_host_signal(int hsig, siginfo_t *si, void *uc)
{
    (void)uc;
    int g = signal_to_guest(hsig);
    if (!g) return;
    if (host_filtered(hsig) && (!si || si->si_pid == getpid())) {
        if (hsig == SIGABRT) crash_report(hsig);
        return;
    }
    unsigned head = __atomic_load_n(&host_head, __ATOMIC_RELAXED);
    if (head - __atomic_load_n(&host_tail, __ATOMIC_ACQUIRE) < HOST_RING) {
        info_from_host(&host_ring[head % HOST_RING], g, si);
        __atomic_store_n(&host_head, head + 1, __ATOMIC_RELEASE);
    }
    any_host_pending = 1;
    /* Not sysvec_escape_blocking: the host call may have completed already (a read
       that got its data), and the guest goes on; without SA_RESTART it ends with EINTR. */
    events_raise_async();
}

/* Host arrivals join the pending set (outside host signal handlers). */
static void collect_host(void)
{
    if (!any_host_pending) return;
    any_host_pending = 0;
    unsigned head = __atomic_load_n(&host_head, __ATOMIC_ACQUIRE);
    while (host_tail != head) {
        struct siginst si = host_ring[host_tail % HOST_RING];
        __atomic_store_n(&host_tail, host_tail + 1, __ATOMIC_RELEASE);
        if (S.handler[si.sig] == 1 || sigpend_add(&S.pending, &si)) continue;
        if ((S.T.blocked >> si.sig & 1) && signal_route) signal_route(si.sig);
    }
}

static void deliver_async(struct cpu *c, void *arg);

/* The host disposition that stands for the guest's: our handler when it catches the
   signal, SIG_IGN when it ignores it, the host's own action back for SIG_DFL. */
static void host_follow(int gsig)
{
    int h = signal_to_host(gsig);
    if (host_reserved(h)) return;
    int nocldwait = gsig == GSIG_CHLD && (S.sa_flags[gsig] & GSA_NOCLDWAIT);
    if (S.handler[gsig] == 0 && !nocldwait) {
        if (host_managed[gsig]) sigaction(h, &host_saved[gsig], NULL);
        host_managed[gsig] = 0;
        return;
    }
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sigfillset(&sa.sa_mask);                 /* the handler never nests (the ring) */
    if (S.handler[gsig] <= 1) {
        sa.sa_handler = S.handler[gsig] ? SIG_IGN : SIG_DFL;
    } else {
        if (!consumer_added) consumer_added = events_add_async(deliver_async, NULL) == 0;
        sys_guest_signal_pending = signals_host_pending;   /* sleeps and selects end with EINTR */
        sa.sa_sigaction = on_host_signal;
        sa.sa_flags = SA_SIGINFO;
        /* No SA_RESTART: a blocked host call ends with EINTR and the handler runs. */
    }
    if (gsig == GSIG_CHLD && (S.sa_flags[gsig] & GSA_NOCLDSTOP)) sa.sa_flags |= SA_NOCLDSTOP;
    if (nocldwait) sa.sa_flags |= SA_NOCLDWAIT;
    sigaction(h, &sa, host_managed[gsig] ? NULL : &host_saved[gsig]);
    host_managed[gsig] = 1;
}

/* The host mask follows the guest's for the signals it may receive from outside. */
static void host_mask_follow(void)
{
    sigset_t hs;
    sigemptyset(&hs);
    uint64_t b = S.T.blocked & (signal_others_blocked ? signal_others_blocked() : ~UINT64_C(0));
    for (int g = 1; g < GSIG_COUNT; g++)
        if ((b >> g & 1) && signal_to_host(g) && !host_reserved(signal_to_host(g)))
            sigaddset(&hs, signal_to_host(g));
    sigprocmask(SIG_SETMASK, &hs, NULL);
}

int64_t signal_set(int sig, uint64_t handler)
{
    if (!valid_signal(sig) || sig == GSIG_KILL || sig == GSIG_STOP) return -22;   /* EINVAL */
    uint64_t old = S.handler[sig];
    S.handler[sig] = handler;
    S.sa_flags[sig] = GSA_RESETHAND | GSA_NODEFER;  /* System V signal() */
    S.sa_mask[sig] = 0;
    if (handler == 1) { sigpend_drop(&S.pending, sig); sigpend_drop(&S.T.pending, sig); }
    host_follow(sig);
    return (int64_t)old;
}

int64_t signal_action(int sig, uint64_t act, uint64_t oldact)
{
    if (!valid_signal(sig)) return -22;
    uint8_t *a = act ? gbuf(act, 24, 0) : NULL, *o = oldact ? gbuf(oldact, 24, 1) : NULL;
    if ((act && !a) || (oldact && !o)) return -14;
    if (a && (sig == GSIG_KILL || sig == GSIG_STOP)) return -22;
    uint64_t h = S.handler[sig], m = S.sa_mask[sig];
    int f = S.sa_flags[sig];
    if (a) {
        S.handler[sig] = be64(a);
        S.sa_mask[sig] = be64(a + 8);
        S.sa_flags[sig] = (int)be32(a + 16);
        if (S.handler[sig] == 1) { sigpend_drop(&S.pending, sig); sigpend_drop(&S.T.pending, sig); }   /* POSIX: discarded */
        host_follow(sig);
    }
    if (o) {
        put_be64(o, h); put_be64(o + 8, m); put_be32(o + 16, (uint32_t)f);
        memset(o + 20, 0, 4);
    }
    return 0;
}

int signal_ignored(int sig) { return valid_signal(sig) && S.handler[sig] == 1; }

uint64_t signal_ignored_set(void)
{
    uint64_t s = 0;
    for (int g = 1; g < GSIG_COUNT; g++)
        if (S.handler[g] == 1) s |= BIT(g);
    return s;
}

void signal_adopt_ignored(uint64_t set)
{
    for (int g = 1; g < GSIG_COUNT; g++)
        if ((set >> g & 1) && valid_signal(g) && g != GSIG_KILL && g != GSIG_STOP) { S.handler[g] = 1; host_follow(g); }
}

uint64_t signal_blocked(void) { return S.T.blocked; }

void signal_set_blocked(uint64_t set)
{
    S.T.blocked = set & ~(BIT(GSIG_KILL) | BIT(GSIG_STOP) | NOT_SIGNALS);
    host_mask_follow();
}

void signal_suspend(uint64_t mask)
{
    if (!S.T.restore_pending) S.T.restore_mask = S.T.blocked;
    S.T.restore_pending = 1;
    signal_set_blocked(mask);
}

/* The host's pending set (blocked signals wait in its kernel) as guest bits. */
static uint64_t host_pending_set(void)
{
    sigset_t hs;
    uint64_t s = 0;
    if (sigpending(&hs) == 0)
        for (int g = 1; g < GSIG_COUNT; g++)
            if (signal_to_host(g) && sigismember(&hs, signal_to_host(g)) == 1) s |= BIT(g);
    return s;
}

uint64_t signal_pending_set(void)
{
    collect_host();
    return (S.pending.set | S.T.pending.set | host_pending_set()) & S.T.blocked;
}

int signals_host_pending(void) { return any_host_pending; }

static uint64_t ready_set(void) { return (S.pending.set | S.T.pending.set) & ~S.T.blocked; }

int signal_ready_lowest(void) { uint64_t r = ready_set(); return r ? __builtin_ctzll(r) : 0; }

int signals_deliverable(void)
{
    collect_host();
    return ready_set() != 0;
}

void signal_forked(void)
{
    sigpend_clear(&S.pending);
    sigpend_clear(&S.T.pending);
}

void signal_thread_save(struct sigthread *t) { *t = S.T; }

void signal_thread_load(const struct sigthread *t)
{
    S.T = *t;
    host_mask_follow();
    if (!consumer_added) consumer_added = events_add_async(deliver_async, NULL) == 0;
}

void signal_thread_init(struct sigthread *t)
{
    memset(t, 0, sizeof *t);
    t->blocked = S.T.blocked;
}

int signal_discarded(int sig)
{
    return S.handler[sig] == 1 || (S.handler[sig] == 0 && default_ignored(sig));
}

static int default_action(struct cpu *c, int sig);
void signal_default_action(struct cpu *c, int sig) { default_action(c, sig); }

int signal_restarts(int sig) { return S.handler[sig] > 1 && (S.sa_flags[sig] & GSA_RESTART); }

int signal_default_kills(int sig) { return S.handler[sig] == 0 && !default_ignored(sig); }

struct sigpend *signal_process_pending(void) { return &S.pending; }

int signal_take(struct sigpend *p, uint64_t set, struct siginst *out)
{
    uint64_t got = p->set & set;
    return got && sigpend_take(p, __builtin_ctzll(got), out);
}

/* Before the host image is replaced by a host program: its dispositions are the
   guest's (ignored stays ignored, everything else default), as execve leaves them. */
void signal_prepare_host_exec(void)
{
    for (int h = 1; h < 65; h++) {
        if (h == SIGKILL || h == SIGSTOP || (h >= 32 && h < SIGRTMIN)) continue;
        int g = signal_to_guest(h);
        signal(h, g && S.handler[g] == 1 ? SIG_IGN : SIG_DFL);
    }
}

/* What a signal with the default action does to the guest: nothing for those that
   are ignored by default, a real stop for the stop signals, otherwise the end (1). */
static int default_action(struct cpu *c, int sig)
{
    if (default_ignored(sig)) return 0;
    if (sig == GSIG_STOP || sig == 18 || sig == 21 || sig == 22) { raise(SIGSTOP); return 0; }
    sysvec_signal_exit(c, sig);
    return 1;
}

/* sig generated for the process with its information: ignored, pending (its handler
   runs as the system call returns, or later when unblocked), or the default action now.
   -1: a real-time signal found the queue full. */
static int generate(struct cpu *c, const struct siginst *si)
{
    int sig = si->sig;
    int unblockable = sig == GSIG_KILL || sig == GSIG_STOP;
    if (S.handler[sig] == 1 && !unblockable) return 0;
    if (unblockable || (S.handler[sig] == 0 && !(S.T.blocked >> sig & 1))) { default_action(c, sig); return 0; }
    if (sigpend_add(&S.pending, si)) return -1;
    if ((S.T.blocked >> sig & 1) && signal_route) signal_route(sig);
    return 0;
}

/* A signal for the running thread alone (pthread_kill to itself). */
int signal_generate_thread(struct cpu *c, const struct siginst *si)
{
    int sig = si->sig;
    int unblockable = sig == GSIG_KILL || sig == GSIG_STOP;
    if (S.handler[sig] == 1 && !unblockable) return 0;
    if (unblockable || (S.handler[sig] == 0 && !(S.T.blocked >> sig & 1))) { default_action(c, sig); return 0; }
    return sigpend_add(&S.T.pending, si);
}

void signal_raise(struct cpu *c, int sig)
{
    if (!valid_signal(sig)) return;
    struct siginst si = { .sig = sig, .code = GSI_USER, .pid = getpid(), .uid = (int)getuid() };
    generate(c, &si);
}

int64_t signal_kill(struct cpu *c, int64_t pid, int64_t sig)
{
    if (sig != 0 && !valid_signal(sig)) return -22;
    if (pid == getpid()) {
        if (sig) signal_raise(c, (int)sig);
        return 0;
    }
    int h = sig ? signal_to_host((int)sig) : 0;
    if (sig && !h) return -22;
    if (pid < INT_MIN || pid > INT_MAX) return -3;             /* ESRCH */
    if (kill((pid_t)pid, h)) return neg_errno(errno);
    return 0;
}

int64_t signal_queue(struct cpu *c, int64_t pid, int64_t sig, uint64_t value)
{
    if (sig != 0 && !valid_signal(sig)) return -22;
    if (pid == getpid()) {
        if (!sig) return 0;
        struct siginst si = { .sig = (int)sig, .code = GSI_QUEUE, .value = value, .pid = getpid(), .uid = (int)getuid() };
        return generate(c, &si) ? -11 : 0;                     /* EAGAIN */
    }
    int h = sig ? signal_to_host((int)sig) : 0;
    if (sig && !h) return -22;
    if (pid <= 0 || pid > INT_MAX) return pid == 0 || pid < INT_MIN ? -22 : -3;
    if (sigqueue((pid_t)pid, h, sigval_to_host(value))) return neg_errno(errno);
    return 0;
}

static int writable(uint64_t a, uint64_t len)
{
    if (a >= GUEST_SPACE || len > GUEST_SPACE - a) return 0;
    for (uint64_t p = a & ~4095ull; p < a + len; p += 4096)
        if (!mem_accessible(p, 1)) return 0;
    return 1;
}

/* The guest's siginfo_t (sys/signal.h of the runtime) at ga, known to be writable. */
void signal_store_info(uint64_t ga, const struct siginst *si)
{
    memset(mem_base + ga, 0, SF_END - SF_INFO);
    guest_put32(ga, (uint32_t)si->sig);
    guest_put32(ga + 4, (uint32_t)si->code);
    guest_put64(ga + 8, si->value);
    guest_put32(ga + 16, (uint32_t)si->pid);
    put_be16(mem_base + ga + 20, (uint16_t)si->uid);      /* newlib's uid_t: 16 bits */
}

/* The context the handler's return restores: registers, queue f/b/nullify, the mask
   `mask`, the alternate stack, and for SA_SIGINFO the siginfo_t. */
static void save_context(uint64_t fr, const struct cpu *c, const struct siginst *si, uint64_t f, uint64_t b, int nullify, uint64_t mask)
{
    int sig = si->sig;
    guest_put64(fr + SF_MAGIC, SIGFRAME_MAGIC);
    guest_put64(fr + SF_SIG, (uint64_t)sig);
    guest_put64(fr + SF_IAOQ_F, f);
    guest_put64(fr + SF_IAOQ_B, b);
    guest_put64(fr + SF_FLAGS, (nullify ? SF_FLAG_NULLIFY : 0) | (c->psw_v ? SF_FLAG_PSW_V : 0));
    guest_put64(fr + SF_SAR, c->sar);
    guest_put64(fr + SF_CB_X, c->cb_x);
    guest_put64(fr + SF_CB_Y, c->cb_y);
    guest_put64(fr + SF_CB_R, c->cb_r);
    for (int i = 0; i < 32; i++) guest_put64(fr + SF_GR + 8u * i, c->gr[i]);
    for (int i = 0; i < 32; i++) guest_put64(fr + SF_FR + 8u * i, c->fr[i]);
    guest_put64(fr + SF_MASK, mask);
    guest_put64(fr + SF_ALT_SP, S.T.alt_sp);
    guest_put64(fr + SF_ALT_SIZE, S.T.alt_size);
    signal_store_info(fr + SF_INFO, si);
}

static int on_altstack(uint64_t sp) { return S.T.alt_size && sp - S.T.alt_sp < S.T.alt_size; }

/* Where sig's frame goes: on the alternate stack's low end for SA_ONSTACK when not on it
   already (the stack grows upward), else above the interrupted SP. */
static uint64_t frame_address(const struct cpu *c, int sig)
{
    if ((S.sa_flags[sig] & GSA_ONSTACK) && S.T.alt_size && !on_altstack(c->gr[30])) return (S.T.alt_sp + 63) & ~63ull;
    return ((c->gr[30] + 63) & ~63ull) + SIGFRAME_GAP;
}

/* Saves the context (c's registers, queue f/b/nullify, the mask) in a frame and sets c
   up to enter sig's handler; *entry is where it starts. retired: the current instruction
   completed (a system call), else it runs again (a trap, an instruction boundary). A
   frame that does not fit in the guest's memory, or a handler descriptor that cannot be
   read, is the guest's SIGSEGV: -1 with c->fault* describing it. */
static int enter_handler(struct cpu *c, const struct siginst *si, int retired, uint64_t f, uint64_t b, int nullify, uint64_t *entry)
{
    int sig = si->sig;
    uint64_t desc = S.handler[sig];
    int flags = S.sa_flags[sig];
    uint64_t frame = frame_address(c, sig);
    uint64_t sp = frame + SIGFRAME_SIZE + SIGFRAME_ARGS;
    c->fault = FAULT_SEGV;
    if (desc & 7 || !mem_accessible(desc + 16, 0) || !mem_accessible(desc + 31, 0)) {
        c->fault_addr = desc;
        c->fault_what = "signal handler descriptor at";
        return -1;
    }
    if (frame >= GUEST_SPACE || !writable(frame, sp - frame)) {
        c->fault_addr = frame;
        c->fault_what = "signal frame store to";
        return -1;
    }
    c->fault = FAULT_NONE;
    uint64_t mask = S.T.restore_pending ? S.T.restore_mask : S.T.blocked;
    S.T.restore_pending = 0;
    save_context(frame, c, si, f, b, nullify, mask);
    if (flags & GSA_RESETHAND) {             /* System V signal(), SA_RESETHAND */
        S.handler[sig] = 0;
        S.sa_flags[sig] &= ~GSA_SIGINFO;
        host_follow(sig);
    }
    uint64_t during = S.T.blocked | S.sa_mask[sig] | ((flags & GSA_NODEFER) ? 0 : BIT(sig));
    if (during != S.T.blocked) signal_set_blocked(during);
    *entry = guest_get64(desc + 16);
    if (shadow_enabled) shadow_interrupt_enter(c, retired, f, sp, SIGNAL_RETURN, *entry);
    c->gr[26] = (uint64_t)sig;
    c->gr[25] = (flags & GSA_SIGINFO) ? frame + SF_INFO : 0;
    c->gr[24] = 0;
    c->gr[27] = guest_get64(desc + 24);
    c->gr[2] = SIGNAL_RETURN | 3;
    c->gr[30] = sp;
    c->gr[29] = sp - 48;                     /* argument pointer, as gcc's callers set it */
    return 0;
}

/* Enters the handler of the lowest-numbered pending signal the mask lets through (its
   first instance), taking the default action of those before it, as a kernel does; the
   next one is delivered when that handler returns (signal_return). The context saved is
   f, b and nullify, which then become the handler's entry. -1: a frame could not be built
   (c->fault*). */
static int deliver_ready(struct cpu *c, int retired, uint64_t *f, uint64_t *b, int *nullify)
{
    uint64_t ready;
    collect_host();
    while ((ready = ready_set())) {
        int sig = __builtin_ctzll(ready);
        struct siginst si;
        if (!sigpend_take(&S.T.pending, sig, &si)) sigpend_take(&S.pending, sig, &si);
        if (S.handler[sig] == 1) continue;
        if (S.handler[sig] == 0) {
            if (default_action(c, sig)) return 0;
            continue;
        }
        /* A return through a reserved slot (the profiler's trampoline) completes before
           the handler runs: the context saved is where it leads. */
        if (!*nullify && reserved_code_is(*f)) {
            *f = reserved_code_pass(c, *f);
            *b = *f + 4;
        }
        uint64_t entry;
        if (enter_handler(c, &si, retired, *f, *b, *nullify, &entry)) return -1;
        *nullify = 0;
        *f = entry;
        *b = entry + 4;
        return 0;                  /* the next one when its return restores the mask */
    }
    return 0;
}

/* SA_RESTART: the interrupted call is made again when every handler about to run asked
   for it; sigwait always is (POSIX: no EINTR), pause and sigsuspend never are. */
static int restart_wanted(unsigned call)
{
    if (call == 29 || call == 187) return 0;
    if (call == 452) return 1;
    if (call == 561) return 0;                           /* sigtimedwait: EINTR */
    uint64_t ready = ready_set();
    int any = 0;
    for (int g = 1; g < GSIG_COUNT; g++)
        if ((ready >> g & 1) && S.handler[g] > 1) {
            if (!(S.sa_flags[g] & GSA_RESTART)) return 0;
            any = 1;
        }
    return any;
}

static void restore_suspended_mask(void);
void signal_restore_suspended(void) { restore_suspended_mask(); }

static void restore_suspended_mask(void)
{
    if (!S.T.restore_pending) return;
    S.T.restore_pending = 0;
    signal_set_blocked(S.T.restore_mask);
}

/* Runs inside exec_gateway, which has set the queue to return to RP: that return is
   the context saved (or the gateway itself, restarting), the handler what runs next. */
void signal_deliver_pending(struct cpu *c, unsigned call, int interrupted, uint64_t pc, uint64_t saved_r28)
{
    collect_host();
    if (!ready_set()) {
        if (!signal_thread_waiting || !signal_thread_waiting()) restore_suspended_mask();
        return;
    }
    if (interrupted && restart_wanted(call)) {
        c->gr[28] = saved_r28;
        c->iaoq_b = pc;
        c->next_b = pc + 4;
        c->nullify = 0;
    }
    if (deliver_ready(c, 1, &c->iaoq_b, &c->next_b, &c->nullify)) {
        c->iaoq_f = c->iaoq_b;               /* the fault is the interrupted code's */
        c->iaoq_b = c->next_b;
        guest_fault(c, c->fault, c->fault_addr, c->fault_what);
    }
    restore_suspended_mask();
}

/* A host signal arrived: at this instruction boundary the instruction at iaoq_f has not
   run; the handler runs first and returns to it. A reserved slot (the profiler's
   trampoline) is left to complete: delivery waits for the next boundary. */
static void deliver_async(struct cpu *c, void *arg)
{
    (void)arg;
    if (!signals_deliverable()) return;
    if (!c->nullify && reserved_code_is(c->iaoq_f)) { events_raise_async(); return; }
    if (deliver_ready(c, 0, &c->iaoq_f, &c->iaoq_b, &c->nullify))
        guest_fault(c, c->fault, c->fault_addr, c->fault_what);
}

int signal_deliver_fault(struct cpu *c, int sig)
{
    /* A trap that is blocked or ignored kills, as a kernel forces it. */
    if (!valid_signal(sig) || S.handler[sig] <= 1 || (S.T.blocked >> sig & 1)) return 0;
    uint64_t entry;
    struct siginst si = { .sig = sig, .code = 0 };
    if (enter_handler(c, &si, 0, c->iaoq_f, c->iaoq_b, c->nullify, &entry)) return 0;
    c->nullify = 0;
    c->iaoq_f = entry;
    c->iaoq_b = entry + 4;
    return 1;
}

void signal_return(struct cpu *c)
{
    uint64_t fr = sigframe_of_sp(c->gr[30]);
    if (c->gr[30] >= GUEST_SPACE || c->gr[30] < SIGFRAME_SIZE + SIGFRAME_ARGS || !writable(fr, SF_END) ||
        guest_get64(fr + SF_MAGIC) != SIGFRAME_MAGIC)
        guest_fault(c, FAULT_SEGV, fr, "signal return without a signal frame at");
    uint64_t flags = guest_get64(fr + SF_FLAGS);
    for (int i = 1; i < 32; i++) c->gr[i] = guest_get64(fr + SF_GR + 8u * i);
    for (int i = 0; i < 32; i++) c->fr[i] = guest_get64(fr + SF_FR + 8u * i);
    c->sar = guest_get64(fr + SF_SAR);
    c->cb_x = guest_get64(fr + SF_CB_X);
    c->cb_y = guest_get64(fr + SF_CB_Y);
    c->cb_r = guest_get64(fr + SF_CB_R);
    c->psw_v = (flags & SF_FLAG_PSW_V) != 0;
    S.T.alt_sp = guest_get64(fr + SF_ALT_SP);
    S.T.alt_size = guest_get64(fr + SF_ALT_SIZE);
    signal_set_blocked(guest_get64(fr + SF_MASK));
    /* exec_gateway's caller moves the queue on: the saved front executes next. */
    c->iaoq_b = guest_get64(fr + SF_IAOQ_F);
    c->next_b = guest_get64(fr + SF_IAOQ_B);
    c->nullify = (flags & SF_FLAG_NULLIFY) != 0;
    if (shadow_enabled) shadow_interrupt_leave(c);
    /* What the restored mask lets through runs now, as on a kernel's sigreturn. */
    if (deliver_ready(c, 1, &c->iaoq_b, &c->next_b, &c->nullify)) {
        c->iaoq_f = c->iaoq_b;
        c->iaoq_b = c->next_b;
        guest_fault(c, c->fault, c->fault_addr, c->fault_what);
    }
}

/* Takes the lowest signal of set that is pending (ours, then the host's: blocked ones
   wait in its kernel) into *out: 1, else 0. */
static int take_pending(uint64_t set, struct siginst *out)
{
    collect_host();
    uint64_t got = (S.T.pending.set | S.pending.set) & set;
    if (got) {
        int sig = __builtin_ctzll(got);
        return sigpend_take(&S.T.pending, sig, out) || sigpend_take(&S.pending, sig, out);
    }
    got = host_pending_set() & set;
    if (!got) return 0;
    sigset_t one;
    sigemptyset(&one);
    sigaddset(&one, signal_to_host(__builtin_ctzll(got)));
    siginfo_t hi;
    struct timespec zero = { 0, 0 };
    int h = sigtimedwait(&one, &hi, &zero);
    if (h <= 0) return 0;
    info_from_host(out, signal_to_guest(h), &hi);
    return 1;
}

/* The wait of sigwait and sigtimedwait: the lowest signal of set (its handler does not
   run), waiting until `deadline` (host CLOCK_MONOTONIC; NULL: none) for one. Another
   signal that comes meanwhile ends the call with EINTR: its handler runs first. */
static int64_t wait_core(struct cpu *c, uint64_t set, const struct timespec *deadline, struct siginst *out, uint64_t out_info)
{
    set &= ~(NOT_SIGNALS | BIT(GSIG_KILL) | BIT(GSIG_STOP));
    sigset_t hs;
    sigemptyset(&hs);
    for (int g = 1; g < GSIG_COUNT; g++)
        if ((set >> g & 1) && signal_to_host(g) && !host_reserved(signal_to_host(g))) sigaddset(&hs, signal_to_host(g));
    for (;;) {
        if (take_pending(set, out)) return out->sig;
        if (cpu_interrupted() || ready_set()) return -4;
        if (signal_thread_wait) {           /* other threads run meanwhile */
            int64_t r = signal_thread_wait(c, set, out_info, deadline);
            if (r != 1) return r;
        }
        struct timespec left, now;
        if (deadline) {
            clock_gettime(CLOCK_MONOTONIC, &now);
            int64_t ns = (deadline->tv_sec - now.tv_sec) * 1000000000 + (deadline->tv_nsec - now.tv_nsec);
            if (ns <= 0) return -11;                       /* EAGAIN */
            left.tv_sec = ns / 1000000000;
            left.tv_nsec = ns % 1000000000;
        }
        siginfo_t hi;
        int h = sigtimedwait(&hs, &hi, deadline ? &left : NULL);
        if (h > 0 && signal_to_guest(h)) {
            info_from_host(out, signal_to_guest(h), &hi);
            return out->sig;
        }
        if (h < 0 && errno != EINTR && errno != EAGAIN) return neg_errno(errno);
    }
}

int64_t signal_wait(struct cpu *c, uint64_t set)
{
    if (!(set & ~(NOT_SIGNALS | BIT(GSIG_KILL) | BIT(GSIG_STOP)))) return -22;
    struct siginst si;
    return wait_core(c, set, NULL, &si, 0);
}

int64_t signal_timedwait(struct cpu *c, uint64_t gset, uint64_t info, uint64_t timeout)
{
    const uint8_t *s = gbuf(gset, 8, 0);
    if (!s || (info && !writable(info, SF_END - SF_INFO))) return -14;
    struct timespec rel, deadline;
    if (timeout) {
        int64_t r = get_timespec(timeout, &rel);
        if (r) return r;
        clock_gettime(CLOCK_MONOTONIC, &deadline);
        deadline.tv_sec += rel.tv_sec + (deadline.tv_nsec + rel.tv_nsec) / 1000000000;
        deadline.tv_nsec = (deadline.tv_nsec + rel.tv_nsec) % 1000000000;
    }
    struct siginst si;
    int64_t r = wait_core(c, be64(s), timeout ? &deadline : NULL, &si, info);
    if (r > 0 && info) signal_store_info(info, &si);
    return r;
}

/* sigaltstack(ss, oss) on newlib's stack_t {void *ss_sp; int ss_flags; size_t ss_size}:
   SA_ONSTACK handlers run from its low end up (the stack grows upward). On it is where
   the SP is, as a kernel tells. */
int64_t signal_altstack(struct cpu *c, uint64_t ss, uint64_t oss)
{
    const uint8_t *n = ss ? gbuf(ss, 24, 0) : NULL;
    uint8_t *o = oss ? gbuf(oss, 24, 1) : NULL;
    if ((ss && !n) || (oss && !o)) return -14;
    uint64_t sp = S.T.alt_sp, size = S.T.alt_size;
    int on = on_altstack(c->gr[30]);
    if (n) {
        uint32_t flags = be32(n + 8);
        if (on) return -1;                                 /* EPERM */
        if (flags & ~2u) return -22;                       /* only SS_DISABLE */
        if (flags & 2) S.T.alt_size = 0;
        else if (be64(n + 16) < 2048) return -12;          /* ENOMEM: below MINSIGSTKSZ */
        else { S.T.alt_sp = be64(n); S.T.alt_size = be64(n + 16); }
    }
    if (o) {
        memset(o, 0, 24);
        put_be64(o, sp);
        put_be32(o + 8, on ? 1 : size ? 0 : 2);            /* SS_ONSTACK, SS_DISABLE */
        put_be64(o + 16, size);
    }
    return 0;
}
