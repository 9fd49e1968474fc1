/* The interpreter loop over decoded pages: each 4 KiB guest page of code has an array of
   1024 decoded instructions filled on first execution (decode once, dispatch through a
   function pointer). PA-RISC's two-entry instruction address queue and PSW N are
   modelled directly: iaoq_f executes, iaoq_b is the delay slot. */
#include <stdlib.h>
#include <string.h>
#include "exec.h"
#include "run.h"
#include "events.h"
#include "reserved.h"

struct dpage { struct dinsn d[1024]; };

static struct dpage **dpages;   /* indexed by guest page number, allocated on demand */

static struct dpage *dpage_get(uint64_t addr)
{
    uint64_t pn = addr >> 12;
    if (!dpages) dpages = calloc(GUEST_SPACE >> 12, sizeof *dpages);
    if (!dpages[pn]) dpages[pn] = calloc(1, sizeof(struct dpage));
    return dpages[pn];
}

void dcache_invalidate(uint64_t addr)
{
    if (dpages && addr < GUEST_SPACE && dpages[addr >> 12])
        memset(dpages[addr >> 12], 0, sizeof(struct dpage));
}

void dcache_flush_all(void)
{
    if (!dpages) return;
    for (uint64_t i = 0; i < (GUEST_SPACE >> 12); i++)
        if (dpages[i]) memset(dpages[i], 0, sizeof(struct dpage));
}

static enum stop_reason stop_why;
static int stop_status;
static volatile int stop_flag;

void cpu_request_stop(struct cpu *c, enum stop_reason why, int status)
{
    (void)c;
    stop_why = why;
    stop_status = status;
    stop_flag = 1;
    events_kick();
}

static void decode_at(struct cpu *c, struct dinsn *d, uint64_t pc)
{
    if ((pc >> 12) == (GATEWAY_PAGE >> 12)) {
        d->fn = exec_gateway;
        d->imm = (int64_t)pc;
        return;
    }
    if (pc & 3) guest_fault(c, FAULT_BUS, pc, "instruction fetch from");
    if (pc >= GUEST_SPACE - 4 || !mem_accessible(pc, 0))
        guest_fault(c, FAULT_SEGV, pc, "instruction fetch from");
    uint32_t raw;
    memcpy(&raw, mem_base + pc, 4);
    decode_insn(d, __builtin_bswap32(raw), pc);
}

/* The loop proper; kept apart from cpu_run so its locals are not live across the
   sigsetjmp that catches guest faults. No SLP vectorization: gcc pairs the loads of
   iaoq_b and next_b into one 16-byte load right after the executor's 8-byte store to
   next_b, and the failed store forwarding costs more than the whole instruction. */
static __attribute__((noinline, optimize("no-tree-slp-vectorize")))
enum stop_reason run_loop(struct cpu *c, int *status)
{
    struct dpage *pg = NULL;
    uint64_t pgno = ~0ull;
    for (;;) {
        /* Events come before the instruction at iaoq_f executes, so a sample taken when
           the count reaches k*PERIOD is attributed to the instruction it counts. */
        if (c->icount >= c->event_at) {
            if (stop_flag) {
                stop_flag = 0;
                events_attach(c);
                if (status) *status = stop_status;
                return stop_why;
            }
            events_run(c);
        }
        uint64_t f = c->iaoq_f;
        if ((f >> 12) != pgno) {
            if (f >= GUEST_SPACE) guest_fault(c, FAULT_SEGV, f, "instruction fetch from");
            pg = dpage_get(f);
            pgno = f >> 12;
        }
        struct dinsn *d = &pg->d[(f >> 2) & 1023];
        c->next_b = c->iaoq_b + 4;
        if (c->nullify) {
            c->nullify = 0;
            /* A nullified reserved slot still redirects: the instruction it stands
               for is the one nullified. */
            if (__builtin_expect(reserved_code_is(f), 0)) reserved_code_enter(c, f, 1);
        } else {
            if (!d->fn) decode_at(c, d, f);
            d->fn(c, d);
        }
        c->iaoq_f = c->iaoq_b;
        c->iaoq_b = c->next_b;
        c->icount++;
    }
}

static int run_nesting;   /* cpu_run activations on the host stack */

enum stop_reason cpu_run(struct cpu *c, int *status)
{
    stop_flag = 0;
    events_attach(c);
    run_nesting++;
    if (sigsetjmp(c->fault_jmp, 1)) {
        run_nesting--;
        if (status) *status = 0;
        return STOP_FAULT;
    }
    enum stop_reason r = run_loop(c, status);
    run_nesting--;
    return r;
}

static int call_depth;
guest_call_observer_fn guest_call_observer;
const struct cpu *guest_call_interrupted;

/* What a host call interrupts: the signal's context, or the guest state itself when
   called from inside a running guest (a system call); nothing otherwise. */
static const struct cpu *interrupted_context(const struct cpu *c)
{
    if (guest_call_interrupted) return guest_call_interrupted;
    return run_nesting > 0 ? c : NULL;
}

uint64_t guest_call(struct cpu *c, uint64_t entry, uint64_t gp, int nargs, const uint64_t *args,
                    enum stop_reason *stopped, int *status)
{
    static const int argreg[6] = { 26, 25, 24, 23, 22, 21 };
    uint64_t saved_f = c->iaoq_f, saved_b = c->iaoq_b, saved_rp = c->gr[2], saved_dp = c->gr[27];
    int depth = ++call_depth;
    if (guest_call_observer) guest_call_observer(c, depth, interrupted_context(c), 1);
    guest_call_interrupted = NULL;          /* it described this call only */
    for (int i = 0; i < nargs && i < 6; i++) c->gr[argreg[i]] = args[i];
    c->gr[27] = gp;
    c->gr[29] = c->gr[30] - 48;   /* argument pointer, as gcc's callers set it */
    /* Each nesting level returns to its own gateway address, so a return reached
       after a handler longjmp'd out is told apart from this call's own return. */
    c->gr[2] = host_return_address(depth) | 3;
    c->iaoq_f = entry;
    c->iaoq_b = entry + 4;
    c->nullify = 0;
    /* A nested run (a signal handler called from a system call) must not leave the
       outer run's fault landing pad pointing into its own, finished, frame. */
    jmp_buf outer;
    memcpy(outer, c->fault_jmp, sizeof outer);
    int st = 0;
    enum stop_reason r = cpu_run(c, &st);
    memcpy(c->fault_jmp, outer, sizeof outer);
    if (guest_call_observer) guest_call_observer(c, depth, NULL, 0);
    call_depth--;
    *stopped = r;
    if (status) *status = st;
    if (r != STOP_RETURN || st != depth) return 0;   /* exit, fault, or an outer return */
    c->iaoq_f = saved_f; c->iaoq_b = saved_b; c->gr[2] = saved_rp; c->gr[27] = saved_dp;
    *stopped = STOP_NONE;
    return c->gr[28];
}
