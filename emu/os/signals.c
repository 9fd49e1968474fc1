/* Guest signals (see signals.h): the disposition table that signal() and sigaction()
   fill, the blocked and pending sets, delivery through a signal frame on the guest stack
   (the handler runs in the same cpu_run loop and returns through SIGNAL_RETURN), and host
   signals that reach the guest: a signal the guest catches gets a host handler that
   marks it pending and has the loop deliver it at the next instruction boundary. Guest
   signal numbers are newlib's (BSD) ones; host ones Linux's (signal_to_host, _to_guest). */
#include <errno.h>
#include <signal.h>
#include <string.h>
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

#define GSIG_KILL 9
#define GSIG_STOP 17
#define GSI_USER 1                /* newlib's SI_USER */
#define BIT(s) (UINT64_C(1) << (s))

/* Everything the guest sees of its signals, in one place: the dispositions are the
   process's, the mask, pending set, suspend mask and alternate stack will be a thread's. */
struct signal_state {
    uint64_t handler[32];         /* descriptor addresses; 0 = SIG_DFL, 1 = SIG_IGN */
    uint64_t sa_mask[32];         /* guest sigset bits (bit N is signal N, newlib's) */
    int sa_flags[32];             /* GSA_* */
    uint64_t blocked;             /* the guest's signal mask */
    uint64_t pending;             /* raised or arrived, handler not yet entered */
    int code[32];                 /* si_code of the pending one */
    uint64_t restore_mask;        /* sigsuspend: what the next frame restores */
    int restore_pending;
    uint64_t alt_sp, alt_size;    /* sigaltstack; size 0: disabled */
    volatile sig_atomic_t host_pending[32], host_code[32], any_host_pending;
};
static struct signal_state S;

/* The host side of the dispositions: the host's own action, restored on SIG_DFL. */
static struct sigaction host_saved[32];
static unsigned char host_managed[32];    /* 1: host_saved holds it; we installed ours */
static int consumer_added;

/* newlib's numbering (sys/signal.h, the BSD one) against Linux's; 0: no host twin. */
static const unsigned char to_host[32] = {
    0, SIGHUP, SIGINT, SIGQUIT, SIGILL, SIGTRAP, SIGABRT, 0 /* EMT */, SIGFPE, SIGKILL, SIGBUS, SIGSEGV,
    SIGSYS, SIGPIPE, SIGALRM, SIGTERM, SIGURG, SIGSTOP, SIGTSTP, SIGCONT, SIGCHLD, SIGTTIN, SIGTTOU, SIGIO,
    SIGXCPU, SIGXFSZ, SIGVTALRM, SIGPROF, SIGWINCH, 0 /* LOST */, SIGUSR1, SIGUSR2,
};

int signal_to_host(int gsig) { return gsig > 0 && gsig < 32 ? to_host[gsig] : 0; }

int signal_to_guest(int hsig)
{
    for (int g = 1; g < 32; g++)
        if (to_host[g] == hsig) return g;
    return 0;
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

static void on_host_signal(int hsig)
{
    int g = signal_to_guest(hsig);
    if (!g) return;
    if (!S.host_pending[g]) S.host_code[g] = GSI_USER;   /* unless the kernel says more */
    S.host_pending[g] = 1;
    S.any_host_pending = 1;
    /* Not sysvec_escape_blocking: the host call may have completed already (a read
       that got its data), and the guest goes on; without SA_RESTART it ends with EINTR. */
    events_raise_async();
}

static void on_host_filtered(int hsig, siginfo_t *si, void *uc)
{
    (void)uc;
    if (si && si->si_pid != getpid()) { on_host_signal(hsig); return; }
    if (hsig == SIGABRT) crash_report(hsig);
}

/* SIGCHLD: the kernel's si_code (CLD_EXITED 1 ... CLD_CONTINUED 6, the guest's values
   too, emu/rt/include/signal.h) goes to an SA_SIGINFO handler. */
static void on_host_sigchld(int hsig, siginfo_t *si, void *uc)
{
    (void)uc;
    int g = signal_to_guest(hsig);
    on_host_signal(hsig);
    if (si && si->si_code > 0 && g) S.host_code[g] = si->si_code;
}

/* Host arrivals join the pending set (outside host signal handlers). */
static void collect_host(void)
{
    if (!S.any_host_pending) return;
    S.any_host_pending = 0;
    for (int g = 1; g < 32; g++)
        if (S.host_pending[g]) {
            S.host_pending[g] = 0;
            S.pending |= BIT(g);
            S.code[g] = S.host_code[g];
        }
}

static void deliver_async(struct cpu *c, void *arg);

/* The host disposition that stands for the guest's: our handler when it catches the
   signal, SIG_IGN when it ignores it, the host's own action back for SIG_DFL. */
static void host_follow(int gsig)
{
    int h = signal_to_host(gsig);
    if (host_reserved(h)) return;
    int nocldwait = gsig == 20 && (S.sa_flags[gsig] & GSA_NOCLDWAIT);
    if (S.handler[gsig] == 0 && !nocldwait) {
        if (host_managed[gsig]) sigaction(h, &host_saved[gsig], NULL);
        host_managed[gsig] = 0;
        return;
    }
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sigemptyset(&sa.sa_mask);
    if (S.handler[gsig] <= 1) {
        sa.sa_handler = S.handler[gsig] ? SIG_IGN : SIG_DFL;
    } else {
        if (!consumer_added) consumer_added = events_add_async(deliver_async, NULL) == 0;
        sys_guest_signal_pending = signals_host_pending;   /* sleeps and selects end with EINTR */
        sa.sa_handler = on_host_signal;
        if (host_filtered(h)) { sa.sa_sigaction = on_host_filtered; sa.sa_flags |= SA_SIGINFO; }
        if (h == SIGCHLD) { sa.sa_sigaction = on_host_sigchld; sa.sa_flags |= SA_SIGINFO; }
        /* No SA_RESTART: a blocked host call ends with EINTR and the handler runs. */
    }
    if (gsig == 20 && (S.sa_flags[gsig] & GSA_NOCLDSTOP)) sa.sa_flags |= SA_NOCLDSTOP;
    if (nocldwait) sa.sa_flags |= SA_NOCLDWAIT;
    sigaction(h, &sa, host_managed[gsig] ? NULL : &host_saved[gsig]);
    host_managed[gsig] = 1;
}

/* The host mask follows the guest's for the signals it may receive from outside. */
static void host_mask_follow(void)
{
    sigset_t hs;
    sigemptyset(&hs);
    for (int g = 1; g < 32; g++)
        if ((S.blocked >> g & 1) && !host_reserved(signal_to_host(g))) sigaddset(&hs, signal_to_host(g));
    sigprocmask(SIG_SETMASK, &hs, NULL);
}

int64_t signal_set(int sig, uint64_t handler)
{
    if (sig < 1 || sig > 31 || sig == GSIG_KILL || sig == GSIG_STOP) return -22;   /* EINVAL */
    uint64_t old = S.handler[sig];
    S.handler[sig] = handler;
    S.sa_flags[sig] = GSA_RESETHAND | GSA_NODEFER;  /* System V signal() */
    S.sa_mask[sig] = 0;
    host_follow(sig);
    return (int64_t)old;
}

int64_t signal_action(int sig, uint64_t act, uint64_t oldact)
{
    if (sig < 1 || sig > 31) return -22;
    uint8_t *a = act ? gbuf(act, 24, 0) : NULL, *o = oldact ? gbuf(oldact, 24, 1) : NULL;
    if ((act && !a) || (oldact && !o)) return -14;
    if (a && (sig == GSIG_KILL || sig == GSIG_STOP)) return -22;
    uint64_t h = S.handler[sig], m = S.sa_mask[sig];
    int f = S.sa_flags[sig];
    if (a) {
        S.handler[sig] = be64(a);
        S.sa_mask[sig] = be64(a + 8);
        S.sa_flags[sig] = (int)be32(a + 16);
        host_follow(sig);
    }
    if (o) {
        put_be64(o, h); put_be64(o + 8, m); put_be32(o + 16, (uint32_t)f);
        memset(o + 20, 0, 4);
    }
    return 0;
}

int signal_ignored(int sig) { return sig > 0 && sig < 32 && S.handler[sig] == 1; }

uint64_t signal_ignored_set(void)
{
    uint64_t s = 0;
    for (int g = 1; g < 32; g++)
        if (S.handler[g] == 1) s |= BIT(g);
    return s;
}

void signal_adopt_ignored(uint64_t set)
{
    for (int g = 1; g < 32; g++)
        if ((set >> g & 1) && g != GSIG_KILL && g != GSIG_STOP) { S.handler[g] = 1; host_follow(g); }
}

uint64_t signal_blocked(void) { return S.blocked; }

void signal_set_blocked(uint64_t set)
{
    S.blocked = set & ~(BIT(GSIG_KILL) | BIT(GSIG_STOP) | 1);
    host_mask_follow();
}

void signal_suspend(uint64_t mask)
{
    if (!S.restore_pending) S.restore_mask = S.blocked;
    S.restore_pending = 1;
    signal_set_blocked(mask);
}

uint64_t signal_pending_set(void)
{
    sigset_t hs;
    collect_host();
    uint64_t s = S.pending;
    if (sigpending(&hs) == 0)
        for (int g = 1; g < 32; g++)
            if (signal_to_host(g) && sigismember(&hs, signal_to_host(g))) s |= BIT(g);
    return s & S.blocked;
}

int signals_host_pending(void) { return S.any_host_pending; }

int signals_deliverable(void)
{
    collect_host();
    return (S.pending & ~S.blocked) != 0;
}

/* Before the host image is replaced by a host program: its dispositions are the
   guest's (ignored stays ignored, everything else default), as execve leaves them. */
void signal_prepare_host_exec(void)
{
    for (int h = 1; h < 32; h++) {
        if (h == SIGKILL || h == SIGSTOP) continue;
        int g = signal_to_guest(h);
        signal(h, g && S.handler[g] == 1 ? SIG_IGN : SIG_DFL);
    }
}

/* What a signal with the default action does to the guest: nothing for those that
   are ignored by default, a real stop for the stop signals, otherwise the end (1). */
static int default_action(struct cpu *c, int sig)
{
    if (sig == 16 || sig == 19 || sig == 20 || sig == 23 || sig == 28 || sig == 29) return 0;
    if (sig == GSIG_STOP || sig == 18 || sig == 21 || sig == 22) { raise(SIGSTOP); return 0; }
    sysvec_signal_exit(c, sig);
    return 1;
}

void signal_raise(struct cpu *c, int sig)
{
    if (sig < 1 || sig > 31) return;
    int unblockable = sig == GSIG_KILL || sig == GSIG_STOP;
    if (S.handler[sig] == 1 && !unblockable) return;
    if (unblockable || (S.handler[sig] == 0 && !(S.blocked >> sig & 1))) { default_action(c, sig); return; }
    S.pending |= BIT(sig);                    /* delivered as the system call returns */
    S.code[sig] = GSI_USER;
}

static int writable(uint64_t a, uint64_t len)
{
    if (a >= GUEST_SPACE || len > GUEST_SPACE - a) return 0;
    for (uint64_t p = a & ~4095ull; p < a + len; p += 4096)
        if (!mem_accessible(p, 1)) return 0;
    return 1;
}

/* The context the handler's return restores: registers, queue f/b/nullify, the mask
   `mask`, the alternate stack, and for SA_SIGINFO the siginfo_t. */
static void save_context(uint64_t fr, const struct cpu *c, int sig, uint64_t f, uint64_t b, int nullify, uint64_t mask)
{
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
    guest_put64(fr + SF_ALT_SP, S.alt_sp);
    guest_put64(fr + SF_ALT_SIZE, S.alt_size);
    memset(mem_base + fr + SF_INFO, 0, SF_END - SF_INFO);
    guest_put32(fr + SF_INFO, (uint32_t)sig);
    guest_put32(fr + SF_INFO + 4, (uint32_t)(S.code[sig] ? S.code[sig] : GSI_USER));
}

static int on_altstack(uint64_t sp) { return S.alt_size && sp - S.alt_sp < S.alt_size; }

/* Where sig's frame goes: on the alternate stack's low end for SA_ONSTACK when not on it
   already (the stack grows upward), else above the interrupted SP. */
static uint64_t frame_address(const struct cpu *c, int sig)
{
    if ((S.sa_flags[sig] & GSA_ONSTACK) && S.alt_size && !on_altstack(c->gr[30])) return (S.alt_sp + 63) & ~63ull;
    return ((c->gr[30] + 63) & ~63ull) + SIGFRAME_GAP;
}

/* Saves the context (c's registers, queue f/b/nullify, the mask) in a frame and sets c
   up to enter sig's handler; *entry is where it starts. retired: the current instruction
   completed (a system call), else it runs again (a trap, an instruction boundary). A
   frame that does not fit in the guest's memory, or a handler descriptor that cannot be
   read, is the guest's SIGSEGV: -1 with c->fault* describing it. */
static int enter_handler(struct cpu *c, int sig, int retired, uint64_t f, uint64_t b, int nullify, uint64_t *entry)
{
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
    uint64_t mask = S.restore_pending ? S.restore_mask : S.blocked;
    S.restore_pending = 0;
    save_context(frame, c, sig, f, b, nullify, mask);
    S.code[sig] = 0;
    if (flags & GSA_RESETHAND) {             /* System V signal(), SA_RESETHAND */
        S.handler[sig] = 0;
        S.sa_flags[sig] &= ~GSA_SIGINFO;
        host_follow(sig);
    }
    uint64_t during = S.blocked | S.sa_mask[sig] | ((flags & GSA_NODEFER) ? 0 : BIT(sig));
    if (during != S.blocked) signal_set_blocked(during);
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

/* Enters a handler for every pending signal the mask lets through (each one's mask
   applies to the next; the highest-numbered ends innermost). The context each saves is
   f, b and nullify, which then become the handler's entry. -1: a frame could not be built
   (c->fault*). */
static int deliver_ready(struct cpu *c, int retired, uint64_t *f, uint64_t *b, int *nullify)
{
    uint64_t ready;
    collect_host();
    while ((ready = S.pending & ~S.blocked)) {
        int sig = __builtin_ctzll(ready);
        S.pending &= ~BIT(sig);
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
        if (enter_handler(c, sig, retired, *f, *b, *nullify, &entry)) return -1;
        *nullify = 0;
        *f = entry;
        *b = entry + 4;
        collect_host();
    }
    return 0;
}

/* SA_RESTART: the interrupted call is made again when every handler about to run asked
   for it; sigwait always is (POSIX: no EINTR), pause and sigsuspend never are. */
static int restart_wanted(unsigned call)
{
    if (call == 29 || call == 187) return 0;
    if (call == 452) return 1;
    uint64_t ready = S.pending & ~S.blocked;
    int any = 0;
    for (int g = 1; g < 32; g++)
        if ((ready >> g & 1) && S.handler[g] > 1) {
            if (!(S.sa_flags[g] & GSA_RESTART)) return 0;
            any = 1;
        }
    return any;
}

static void restore_suspended_mask(void)
{
    if (!S.restore_pending) return;
    S.restore_pending = 0;
    signal_set_blocked(S.restore_mask);
}

/* Runs inside exec_gateway, which has set the queue to return to RP: that return is
   the context saved (or the gateway itself, restarting), the handler what runs next. */
void signal_deliver_pending(struct cpu *c, unsigned call, int interrupted, uint64_t pc, uint64_t saved_r28)
{
    collect_host();
    if (!(S.pending & ~S.blocked)) { restore_suspended_mask(); return; }
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
    if (sig < 1 || sig > 31 || S.handler[sig] <= 1 || (S.blocked >> sig & 1)) return 0;
    uint64_t entry;
    S.code[sig] = 0;
    if (enter_handler(c, sig, 0, c->iaoq_f, c->iaoq_b, c->nullify, &entry)) return 0;
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
    S.alt_sp = guest_get64(fr + SF_ALT_SP);
    S.alt_size = guest_get64(fr + SF_ALT_SIZE);
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

/* sigwait: the lowest signal of set that is pending is taken (its handler does not run);
   otherwise wait for one. Another signal that comes meanwhile ends the call with EINTR:
   its handler runs and the call is made again (signal_deliver_pending). */
int64_t signal_wait(uint64_t set)
{
    set &= ~(1ull | BIT(GSIG_KILL) | BIT(GSIG_STOP));
    if (!set) return -22;
    sigset_t hs;
    sigemptyset(&hs);
    for (int g = 1; g < 32; g++)
        if ((set >> g & 1) && signal_to_host(g) && !host_reserved(signal_to_host(g))) sigaddset(&hs, signal_to_host(g));
    for (;;) {
        collect_host();
        uint64_t got = S.pending & set;
        if (got) {
            int g = __builtin_ctzll(got);
            S.pending &= ~BIT(g);
            return g;
        }
        if (cpu_interrupted() || (S.pending & ~S.blocked)) return -4;
        int h = sigwaitinfo(&hs, NULL);
        if (h > 0 && signal_to_guest(h)) return signal_to_guest(h);
        if (h < 0 && errno != EINTR) return neg_errno(errno);
    }
}

/* sigaltstack(ss, oss) on newlib's stack_t {void *ss_sp; int ss_flags; size_t ss_size}:
   SA_ONSTACK handlers run from its low end up (the stack grows upward). On it is where
   the SP is, as a kernel tells. */
int64_t signal_altstack(struct cpu *c, uint64_t ss, uint64_t oss)
{
    const uint8_t *n = ss ? gbuf(ss, 24, 0) : NULL;
    uint8_t *o = oss ? gbuf(oss, 24, 1) : NULL;
    if ((ss && !n) || (oss && !o)) return -14;
    uint64_t sp = S.alt_sp, size = S.alt_size;
    int on = on_altstack(c->gr[30]);
    if (n) {
        uint32_t flags = be32(n + 8);
        if (on) return -1;                                 /* EPERM */
        if (flags & ~2u) return -22;                       /* only SS_DISABLE */
        if (flags & 2) S.alt_size = 0;
        else if (be64(n + 16) < 2048) return -12;          /* ENOMEM: below MINSIGSTKSZ */
        else { S.alt_sp = be64(n); S.alt_size = be64(n + 16); }
    }
    if (o) {
        memset(o, 0, 24);
        put_be64(o, sp);
        put_be32(o + 8, on ? 1 : size ? 0 : 2);            /* SS_ONSTACK, SS_DISABLE */
        put_be64(o + 16, size);
    }
    return 0;
}
