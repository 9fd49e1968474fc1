/* Guest signals (System V signal() semantics, see signals.h): the handler table, the
   pending set, and delivery through a signal frame on the guest stack. */
#include <string.h>
#include "exec.h"
#include "run.h"
#include "signals.h"
#include "shadow.h"
#include "sysvec.h"
#include "bytes.h"
#include "reserved.h"

/* Everything signal delivery keeps, in one place: the handlers are the process's, the
   pending set will be a thread's. */
struct signal_state {
    uint64_t handler[32];     /* descriptor addresses; 0 = SIG_DFL, 1 = SIG_IGN */
    uint32_t pending;         /* bit s: signal s raised, its handler not yet entered */
};
static struct signal_state state;

int64_t signal_set(int sig, uint64_t handler)
{
    if (sig < 1 || sig > 31 || sig == 9 || sig == 17) return -22;   /* EINVAL (SIGKILL, SIGSTOP) */
    uint64_t old = state.handler[sig];
    state.handler[sig] = handler;
    return (int64_t)old;
}

int signal_ignored(int sig) { return sig > 0 && sig < 32 && state.handler[sig] == 1; }

/* Default actions other than termination: ignore SIGCHLD, SIGURG, SIGWINCH, SIGCONT
   (and SIGTSTP, which stops nothing here). */
static int default_ignores(int sig) { return sig == 18 || sig == 20 || sig == 23 || sig == 28 || sig == 19; }

void signal_raise(struct cpu *c, int sig)
{
    if (sig < 1 || sig > 31 || signal_ignored(sig)) return;
    if (state.handler[sig] > 1) { state.pending |= 1u << sig; return; }
    if (!default_ignores(sig)) sysvec_signal_exit(c, sig);
}

static int writable(uint64_t a, uint64_t len)
{
    if (a >= GUEST_SPACE || len > GUEST_SPACE - a) return 0;
    for (uint64_t p = a & ~4095ull; p < a + len; p += 4096)
        if (!mem_accessible(p, 1)) return 0;
    return 1;
}

static void save_context(uint64_t fr, const struct cpu *c, int sig, uint64_t f, uint64_t b, int nullify)
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
}

/* Saves the context (c's registers, queue f/b/nullify) in a frame above the guest's SP
   and sets c up to enter the handler; *entry is where it starts. retired: the current
   instruction completed (a system call), else it runs again (a trap). A frame that does not
   fit in the guest's memory, or a handler descriptor that cannot be read, is the
   guest's SIGSEGV: -1 with c->fault* describing it. */
static int enter_handler(struct cpu *c, int sig, int retired, uint64_t f, uint64_t b, int nullify, uint64_t *entry)
{
    uint64_t desc = state.handler[sig];
    state.handler[sig] = 0;                  /* reset to SIG_DFL, as signal() does */
    uint64_t frame = ((c->gr[30] + 63) & ~63ull) + SIGFRAME_GAP;
    uint64_t sp = frame + SIGFRAME_SIZE + SIGFRAME_ARGS;
    c->fault = FAULT_SEGV;
    if (desc & 7 || !mem_accessible(desc + 16, 0) || !mem_accessible(desc + 31, 0)) {
        c->fault_addr = desc;
        c->fault_what = "signal handler descriptor at";
        return -1;
    }
    if (c->gr[30] >= GUEST_SPACE || !writable(frame, sp - frame)) {
        c->fault_addr = frame;
        c->fault_what = "signal frame store to";
        return -1;
    }
    c->fault = FAULT_NONE;
    save_context(frame, c, sig, f, b, nullify);
    if (shadow_enabled) shadow_interrupt_enter(c, retired, f, sp, SIGNAL_RETURN);
    *entry = guest_get64(desc + 16);
    c->gr[26] = (uint64_t)sig;
    c->gr[27] = guest_get64(desc + 24);
    c->gr[2] = SIGNAL_RETURN | 3;
    c->gr[30] = sp;
    c->gr[29] = sp - 48;                     /* argument pointer, as gcc's callers set it */
    return 0;
}

/* Runs inside exec_gateway, which has set the queue to return to RP: that return is
   the context saved, the handler what runs next. Several pending signals nest, the
   highest-numbered innermost. */
void signal_deliver_pending(struct cpu *c)
{
    while (state.pending) {
        int sig = __builtin_ctz(state.pending);
        state.pending &= ~(1u << sig);
        if (state.handler[sig] <= 1) continue;        /* changed since it was raised */
        uint64_t entry;
        /* A return through a reserved slot (the profiler's trampoline) completes before
           the handler runs: the context saved is where it leads. */
        if (!c->nullify && reserved_code_is(c->iaoq_b)) {
            c->iaoq_b = reserved_code_pass(c, c->iaoq_b);
            c->next_b = c->iaoq_b + 4;
        }
        if (enter_handler(c, sig, 1, c->iaoq_b, c->next_b, c->nullify, &entry)) {
            c->iaoq_f = c->iaoq_b;           /* the fault is the interrupted code's */
            c->iaoq_b = c->next_b;
            guest_fault(c, c->fault, c->fault_addr, c->fault_what);
        }
        c->nullify = 0;
        c->iaoq_b = entry;
        c->next_b = entry + 4;
    }
}

int signal_deliver_fault(struct cpu *c, int sig)
{
    if (sig < 1 || sig > 31 || state.handler[sig] <= 1) return 0;
    uint64_t entry;
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
    /* exec_gateway's caller moves the queue on: the saved front executes next. */
    c->iaoq_b = guest_get64(fr + SF_IAOQ_F);
    c->next_b = guest_get64(fr + SF_IAOQ_B);
    c->nullify = (flags & SF_FLAG_NULLIFY) != 0;
    if (shadow_enabled) shadow_interrupt_leave(c);
}
