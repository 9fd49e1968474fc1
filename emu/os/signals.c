/* Guest signal handlers (System V signal() semantics): the table the signal system call
   fills, and delivery by calling the handler on top of the guest stack, after which the
   interrupted context is restored. */
#include <string.h>
#include "exec.h"
#include "run.h"
#include "signals.h"
#include "bytes.h"

static uint64_t handlers[32];     /* descriptor addresses; 0 = SIG_DFL, 1 = SIG_IGN */

int64_t signal_set(int sig, uint64_t handler)
{
    if (sig < 1 || sig > 31 || sig == 9 || sig == 17) return -22;   /* EINVAL (SIGKILL, SIGSTOP) */
    uint64_t old = handlers[sig];
    handlers[sig] = handler;
    return (int64_t)old;
}

int signal_ignored(int sig) { return sig > 0 && sig < 32 && handlers[sig] == 1; }

int signal_deliver(struct cpu *c, int sig, enum stop_reason *stopped, int *status)
{
    *stopped = STOP_NONE;
    if (sig < 1 || sig > 31 || handlers[sig] <= 1) return 0;
    uint64_t desc = handlers[sig];
    handlers[sig] = 0;                       /* reset to SIG_DFL, as signal() does */
    if (!mem_accessible(desc, 0) || !mem_accessible(desc + 24, 0)) return 0;
    uint64_t entry = guest_get64(desc + 16), gp = guest_get64(desc + 24), arg = (uint64_t)sig;

    struct cpu saved = *c;
    /* A fresh frame well above whatever the interrupted code was building. */
    c->gr[30] = ((c->gr[30] + 15) & ~15ull) + 512;
    guest_call_interrupted = &saved;        /* for unwinding past the handler */
    guest_call(c, entry, gp, 1, &arg, stopped, status);
    guest_call_interrupted = NULL;
    if (*stopped != STOP_NONE) return 1;
    jmp_buf jb;
    memcpy(jb, c->fault_jmp, sizeof jb);
    uint64_t icount = c->icount;
    *c = saved;
    memcpy(c->fault_jmp, jb, sizeof jb);
    c->icount = icount;
    return 1;
}
