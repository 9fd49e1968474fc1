/* Guest signals: the disposition table that signal() and sigaction() fill, the blocked
   and pending sets, delivery by calling the handler on top of the guest stack (after
   which the interrupted context is restored), and host signals that reach the guest:
   a signal the guest catches gets a host handler that marks it pending and has the
   loop deliver it at the next instruction boundary. Guest signal numbers are newlib's
   (BSD) ones; host ones Linux's (signal_to_host, signal_to_guest). */
#include <errno.h>
#include <signal.h>
#include <string.h>
#include <unistd.h>
#include "events.h"
#include "exec.h"
#include "run.h"
#include "signals.h"
#include "sysvec.h"
#include "sys_posix.h"
#include "bytes.h"
#include "crash.h"

#define GSIG_KILL 9
#define GSIG_STOP 17

static uint64_t handlers[32];     /* descriptor addresses; 0 = SIG_DFL, 1 = SIG_IGN */
static uint64_t sa_masks[32];     /* guest sigset bits (bit N is signal N, newlib's) */
static int sa_flags[32];          /* GSA_* */
static uint64_t blocked;          /* the guest's signal mask */
static uint64_t raised_pending;   /* raised by the guest itself while blocked */
static volatile sig_atomic_t host_pending[32];
static volatile sig_atomic_t any_host_pending;
static struct sigaction host_saved[32];   /* the host's own action, restored on SIG_DFL */
static unsigned char host_managed[32];    /* 1: host_saved holds it; we installed ours */
static int consumer_added;
static uint64_t alt_sp, alt_size;         /* sigaltstack; size 0: disabled */
static int on_alt;                        /* a handler runs on it */

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

static volatile sig_atomic_t host_code[32];   /* si_code of the last host arrival */

static void on_host_signal(int hsig)
{
    int g = signal_to_guest(hsig);
    if (!g) return;
    if (!host_pending[g]) host_code[g] = 1;       /* SI_USER unless the kernel says more */
    host_pending[g] = 1;
    any_host_pending = 1;
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
    if (si && si->si_code > 0 && g) host_code[g] = si->si_code;
}

static void deliver_async(struct cpu *c, void *arg)
{
    (void)arg;
    if (any_host_pending) signals_deliver_pending(c);
}

/* The host disposition that stands for the guest's: our handler when it catches the
   signal, SIG_IGN when it ignores it, the host's own action back for SIG_DFL. */
static void host_follow(int gsig)
{
    int h = signal_to_host(gsig);
    if (host_reserved(h)) return;
    int nocldwait = gsig == 20 && (sa_flags[gsig] & GSA_NOCLDWAIT);
    if (handlers[gsig] == 0 && !nocldwait) {
        if (host_managed[gsig]) sigaction(h, &host_saved[gsig], NULL);
        host_managed[gsig] = 0;
        return;
    }
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sigemptyset(&sa.sa_mask);
    if (handlers[gsig] <= 1) {
        sa.sa_handler = handlers[gsig] ? SIG_IGN : SIG_DFL;
    } else {
        if (!consumer_added) consumer_added = events_add_async(deliver_async, NULL) == 0;
        sys_guest_signal_pending = signals_host_pending;   /* sleeps and selects end with EINTR */
        sa.sa_handler = on_host_signal;
        if (host_filtered(h)) { sa.sa_sigaction = on_host_filtered; sa.sa_flags |= SA_SIGINFO; }
        if (h == SIGCHLD) { sa.sa_sigaction = on_host_sigchld; sa.sa_flags |= SA_SIGINFO; }
        /* No SA_RESTART: a blocked host call ends with EINTR and the handler runs. */
    }
    if (gsig == 20 && (sa_flags[gsig] & GSA_NOCLDSTOP)) sa.sa_flags |= SA_NOCLDSTOP;
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
        if ((blocked >> g & 1) && !host_reserved(signal_to_host(g))) sigaddset(&hs, signal_to_host(g));
    sigprocmask(SIG_SETMASK, &hs, NULL);
}

int64_t signal_set(int sig, uint64_t handler)
{
    if (sig < 1 || sig > 31 || sig == GSIG_KILL || sig == GSIG_STOP) return -22;   /* EINVAL */
    uint64_t old = handlers[sig];
    handlers[sig] = handler;
    sa_flags[sig] = GSA_RESETHAND | GSA_NODEFER;  /* System V signal() */
    sa_masks[sig] = 0;
    host_follow(sig);
    return (int64_t)old;
}

int64_t signal_action(int sig, uint64_t act, uint64_t oldact)
{
    if (sig < 1 || sig > 31) return -22;
    uint8_t *a = act ? gbuf(act, 24, 0) : NULL, *o = oldact ? gbuf(oldact, 24, 1) : NULL;
    if ((act && !a) || (oldact && !o)) return -14;
    if (a && (sig == GSIG_KILL || sig == GSIG_STOP)) return -22;
    uint64_t h = handlers[sig], m = sa_masks[sig];
    int f = sa_flags[sig];
    if (a) {
        handlers[sig] = be64(a);
        sa_masks[sig] = be64(a + 8);
        sa_flags[sig] = (int)be32(a + 16);
        host_follow(sig);
    }
    if (o) {
        put_be64(o, h); put_be64(o + 8, m); put_be32(o + 16, (uint32_t)f);
        memset(o + 20, 0, 4);
    }
    return 0;
}

int signal_ignored(int sig) { return sig > 0 && sig < 32 && handlers[sig] == 1; }

uint64_t signal_ignored_set(void)
{
    uint64_t s = 0;
    for (int g = 1; g < 32; g++)
        if (handlers[g] == 1) s |= 1ull << g;
    return s;
}

void signal_adopt_ignored(uint64_t set)
{
    for (int g = 1; g < 32; g++)
        if ((set >> g & 1) && g != GSIG_KILL && g != GSIG_STOP) { handlers[g] = 1; host_follow(g); }
}

uint64_t signal_blocked(void) { return blocked; }

void signal_set_blocked(uint64_t set)
{
    blocked = set & ~(1ull << GSIG_KILL | 1ull << GSIG_STOP | 1);
    host_mask_follow();
}

uint64_t signal_pending_set(void)
{
    sigset_t hs;
    uint64_t s = raised_pending;
    if (sigpending(&hs) == 0)
        for (int g = 1; g < 32; g++)
            if (signal_to_host(g) && sigismember(&hs, signal_to_host(g))) s |= 1ull << g;
    for (int g = 1; g < 32; g++)
        if (host_pending[g]) s |= 1ull << g;
    return s & blocked;
}

/* Before the host image is replaced by a host program: its dispositions are the
   guest's (ignored stays ignored, everything else default), as execve leaves them. */
void signal_prepare_host_exec(void)
{
    for (int h = 1; h < 32; h++) {
        if (h == SIGKILL || h == SIGSTOP) continue;
        int g = signal_to_guest(h);
        signal(h, g && handlers[g] == 1 ? SIG_IGN : SIG_DFL);
    }
}

static int host_code_now;         /* si_code for the delivery in progress (0: SI_USER) */

int signal_deliver(struct cpu *c, int sig, enum stop_reason *stopped, int *status)
{
    *stopped = STOP_NONE;
    if (sig < 1 || sig > 31 || handlers[sig] <= 1) return 0;
    uint64_t desc = handlers[sig];
    uint64_t old_blocked = blocked;
    if (sa_flags[sig] & GSA_RESETHAND) {
        handlers[sig] = 0;                   /* reset to SIG_DFL, as signal() does */
        host_follow(sig);
    }
    if (!mem_accessible(desc, 0) || !mem_accessible(desc + 24, 0)) return 0;
    uint64_t entry = guest_get64(desc + 16), gp = guest_get64(desc + 24), args[3] = { (uint64_t)sig, 0, 0 };
    uint64_t during = blocked | sa_masks[sig] | ((sa_flags[sig] & GSA_NODEFER) ? 0 : 1ull << sig);
    if (during != blocked) signal_set_blocked(during);

    struct cpu saved = *c;
    /* A fresh frame well above whatever the interrupted code was building; with
       SA_SIGINFO a newlib siginfo_t {int si_signo, si_code; sigval} below it. */
    uint64_t base = ((c->gr[30] + 15) & ~15ull) + 512;
    int switched = (sa_flags[sig] & GSA_ONSTACK) && alt_size && !on_alt;
    if (switched) base = ((alt_sp + 15) & ~15ull) + 64;   /* above the callee's argument area */
    on_alt |= switched;
    c->gr[30] = base;
    if ((sa_flags[sig] & GSA_SIGINFO) && mem_accessible(base, 1) && mem_accessible(base + 127, 1)) {
        memset(mem_base + base, 0, 16);
        guest_put32(base, (uint32_t)sig);
        guest_put32(base + 4, (uint32_t)(host_code_now ? host_code_now : 1));   /* SI_USER */
        args[1] = base;
        c->gr[30] = base + 128;
    }
    guest_call_interrupted = &saved;        /* for unwinding past the handler */
    guest_call(c, entry, gp, 3, args, stopped, status);
    guest_call_interrupted = NULL;
    if (blocked != old_blocked) signal_set_blocked(old_blocked);
    if (switched) on_alt = 0;
    if (*stopped != STOP_NONE) return 1;
    jmp_buf jb;
    memcpy(jb, c->fault_jmp, sizeof jb);
    uint64_t icount = c->icount;
    *c = saved;
    memcpy(c->fault_jmp, jb, sizeof jb);
    c->icount = icount;
    return 1;
}

/* What a signal with the default action does to the guest: nothing for those that
   are ignored by default, a real stop for the stop signals, otherwise the end. */
static void default_action(struct cpu *c, int sig)
{
    if (sig == 16 || sig == 19 || sig == 20 || sig == 23 || sig == 28 || sig == 29) return;
    if (sig == GSIG_STOP || sig == 18 || sig == 21 || sig == 22) { raise(SIGSTOP); return; }
    sysvec_signal_exit(c, sig);
}

int signal_raise(struct cpu *c, int sig)
{
    if (sig < 1 || sig > 31) return -22;
    if (handlers[sig] == 1 && sig != GSIG_KILL && sig != GSIG_STOP) return 0;
    if ((blocked >> sig & 1) && sig != GSIG_KILL && sig != GSIG_STOP) { raised_pending |= 1ull << sig; return 0; }
    enum stop_reason why;
    int status;
    if (signal_deliver(c, sig, &why, &status)) {
        if (why != STOP_NONE) cpu_request_stop(c, why, status);  /* pass exit/outer return on */
        return 1;
    }
    default_action(c, sig);
    return 1;
}

int signals_host_pending(void) { return any_host_pending; }

int signals_deliver_restart(struct cpu *c)
{
    int restart = 1, any = 0;
    for (int g = 1; g < 32; g++)
        if ((host_pending[g] || (raised_pending >> g & 1)) && !(blocked >> g & 1)) {
            any = 1;
            if (handlers[g] <= 1 || !(sa_flags[g] & GSA_RESTART)) restart = 0;
        }
    if (!any) return 0;
    signals_deliver_pending(c);
    return restart && !cpu_interrupted() && !sysvec_killed_by;
}

int signals_deliver_pending(struct cpu *c)
{
    int n = 0;
    any_host_pending = 0;
    for (int g = 1; g < 32; g++) {
        int host = host_pending[g];
        if (host) host_pending[g] = 0;
        if (!host && !(raised_pending >> g & 1)) continue;
        if (blocked >> g & 1) { raised_pending |= 1ull << g; continue; }
        raised_pending &= ~(1ull << g);
        host_code_now = host ? host_code[g] : 0;
        n += signal_raise(c, g);
        host_code_now = 0;
    }
    return n;
}

/* sigwait: the lowest signal of set that is pending is taken (its handler does not run);
   otherwise wait for one. Other signals that come meanwhile are delivered. */
int64_t signal_wait(struct cpu *c, uint64_t set)
{
    set &= ~(1ull | 1ull << GSIG_KILL | 1ull << GSIG_STOP);
    if (!set) return -22;
    sigset_t hs;
    sigemptyset(&hs);
    for (int g = 1; g < 32; g++)
        if ((set >> g & 1) && signal_to_host(g) && !host_reserved(signal_to_host(g))) sigaddset(&hs, signal_to_host(g));
    for (;;) {
        for (int g = 1; g < 32; g++) {
            if (!(set >> g & 1)) continue;
            if (raised_pending >> g & 1) { raised_pending &= ~(1ull << g); return g; }
            if (host_pending[g]) { host_pending[g] = 0; return g; }
        }
        if (cpu_interrupted()) return -4;
        int h = sigwaitinfo(&hs, NULL);
        if (h > 0 && signal_to_guest(h)) return signal_to_guest(h);
        if (h < 0 && errno != EINTR) return neg_errno(errno);
        signals_deliver_pending(c);
    }
}

/* sigaltstack(ss, oss) on newlib's stack_t {void *ss_sp; int ss_flags; size_t ss_size}:
   SA_ONSTACK handlers run from its low end up (the stack grows upward). */
int64_t signal_altstack(uint64_t ss, uint64_t oss)
{
    const uint8_t *n = ss ? gbuf(ss, 24, 0) : NULL;
    uint8_t *o = oss ? gbuf(oss, 24, 1) : NULL;
    if ((ss && !n) || (oss && !o)) return -14;
    uint64_t sp = alt_sp, size = alt_size;
    if (n) {
        uint32_t flags = be32(n + 8);
        if (on_alt) return -1;                             /* EPERM */
        if (flags & ~2u) return -22;                       /* only SS_DISABLE */
        if (flags & 2) alt_size = 0;
        else if (be64(n + 16) < 2048) return -12;          /* ENOMEM: below MINSIGSTKSZ */
        else { alt_sp = be64(n); alt_size = be64(n + 16); }
    }
    if (o) {
        memset(o, 0, 24);
        put_be64(o, sp);
        put_be32(o + 8, on_alt ? 1 : size ? 0 : 2);        /* SS_ONSTACK, SS_DISABLE */
        put_be64(o + 16, size);
    }
    return 0;
}
