/* The return trampoline (see trampoline.h): installing it by stack surgery, running it
   when the guest returns through it, moving it on samples and longjmps. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "trampoline.h"
#include "cpu.h"
#include "grow.h"
#include "reserved.h"
#include "../cct/cct.h"
#include "../core/metrics.h"
#include "../core/state.h"

static enum tramp_mode mode = TRAMP_OFF;
static uint64_t slot;            /* the trampoline's guest address */
static int returns_metric = -1;
static struct tramp T;

enum tramp_mode tramp_mode(void) { return mode; }
const struct tramp *tramp_current(void) { return &T; }

int tramp_parse_mode(const char *s, enum tramp_mode *m)
{
    static const char *const names[] = { "off", "last", "all" };
    for (int i = 0; i < 3; i++)
        if (!strcmp(s, names[i])) { *m = (enum tramp_mode)i; return 0; }
    return -1;
}

/* setjmp stores its return address into the jmp_buf and longjmp reloads it: a
   trampoline there would be copied, or dropped. Such procedures never hold it. The
   unwinder's analysis finds them by that store (a stripped program has no names);
   the names cover a setjmp whose code was not analysed. */
static int refuses(unw_cursor_t *cur)
{
    if (unw_ra_escapes(cur)) return 1;
    static const char *const names[] = { "setjmp", "_setjmp", "sigsetjmp", "__sigsetjmp",
                                         "longjmp", "_longjmp", "siglongjmp" };
    static struct { uint64_t start; int no; } cache[64];
    unw_proc_info_t pi;
    unw_get_proc_info(cur, &pi);
    unsigned h = (unsigned)(pi.start_ip >> 2) % 64;
    if (cache[h].start == pi.start_ip && pi.start_ip) return cache[h].no;
    char name[128];
    uint64_t off;
    int no = 0;
    if (unw_get_proc_name(cur, name, sizeof name, &off) == 0)
        for (size_t i = 0; i < sizeof names / sizeof *names; i++) no |= !strcmp(name, names[i]);
    cache[h].start = pi.start_ip;
    cache[h].no = no;
    return no;
}

/* pacc -p/-G code passes its return address to _mcount (r26), which records it as the
   caller of the arc it counts: up to that call (and its delay slot) the frame must not
   hold the trampoline, or gmon.out would name 0x8c00 as a caller -- and a copy taken
   then would outlive the trampoline's move. Afterwards it can. */
static int before_mcount(unw_cursor_t *cur)
{
    uint64_t ip, call;
    if (unw_get_reg(cur, UNW_REG_IP, &ip) || !(call = unw_mcount_call(ip))) return 0;
    return ip <= call + 4;
}

/* Can cur's frame hold the trampoline: guest code whose return address has a place
   surgery can write (a register only at the live frame). */
static int can_hold(unw_cursor_t *cur, uint64_t *ra, uint64_t *cfa)
{
    struct unw_ra_loc loc;
    unw_proc_info_t pi;
    if (unw_is_signal_frame(cur) || unw_get_ra_location(cur, &loc)) return 0;
    /* Code no unwind entry describes (generated at run time, or data run as code): its
       return address is the unwinder's guess of a frameless leaf, and writing a guess
       would change what the guest computes -- it may hold anything in RP. */
    unw_get_proc_info(cur, &pi);
    if (!pi.unwind_entry && !pi.stub && !pi.gateway) return 0;
    if (loc.where == UNW_RA_REG && cur->depth != 0) return 0;
    if (unw_get_ra_raw(cur, ra) || unw_get_cfa(cur, cfa)) return 0;
    if (reserved_code_is(*ra) || *ra < 4096) return 0;
    if (before_mcount(cur)) return 0;
    return !refuses(cur);
}

static int install(unw_cursor_t *cur, struct cct_node *node, struct cct *tree)
{
    uint64_t ra, cfa;
    if (!node || !can_hold(cur, &ra, &cfa)) return -1;
    if (unw_set_ra(cur, slot | (ra & 3))) return -1;
    T = (struct tramp){ 1, cfa, ra, node, tree };
    return 0;
}

int tramp_in_frame(unw_cursor_t *cur)
{
    uint64_t ra, cfa;
    if (!slot || unw_is_signal_frame(cur) || unw_get_ra_raw(cur, &ra) || (ra & ~3ull) != slot) return 0;
    return T.installed && unw_get_cfa(cur, &cfa) == 0 && cfa == T.cfa ? 1 : -1;
}

static void count_return(csprof_state_t *s, struct cpu *c)
{
    if (!T.installed || c->gr[30] != T.cfa) s->misplaced++;   /* a stale copy returned */
    s->returns++;
    if (T.node && returns_metric >= 0) T.node->metrics[returns_metric]++;
}

/* The guest returned through the trampoline: count, continue at the real return
   address, and in mode "all" stand in the caller's frame now. */
static uint64_t run(struct cpu *c, uint64_t addr, void *arg)
{
    (void)arg;
    /* No trampoline in place: a wild branch reached the slot, as under pa64. */
    if (!T.installed && !T.real_ra) guest_fault(c, FAULT_ILL, addr, "unregistered reserved code address");
    csprof_state_t *s = csprof_current_state();
    uint64_t to = T.real_ra & ~3ull;
    count_return(s, c);
    struct cct_node *up = T.node ? T.node->parent : NULL;
    struct cct *tree = T.tree;
    T.installed = 0;
    T.node = NULL;
    c->iaoq_f = to;
    c->iaoq_b = to + 4;
    if (mode == TRAMP_ALL && up && up->parent) {     /* the root stands for no frame */
        unw_cursor_t cur;
        unw_init_guest(&cur, c);
        install(&cur, up, tree);
    }
    return to;
}

static uint64_t target(uint64_t addr, void *arg) { (void)addr; (void)arg; return T.real_ra; }

int tramp_setup(enum tramp_mode m, char *err, size_t errlen)
{
    mode = m;
    if (m == TRAMP_OFF) return 0;
    static const struct reserved_code_ops ops = { run, target, NULL };
    if (!(slot = reserved_code_add(&ops))) { snprintf(err, errlen, "trampoline: no reserved code address left"); return -1; }
    const char *why = NULL;
    returns_metric = csprof_new_metric(&why);
    if (returns_metric < 0) { snprintf(err, errlen, "trampoline: returns metric: %s", why); return -1; }
    csprof_set_metric_info_and_period(returns_metric, "returns", "calls", CSPROF_METRIC_RETURNS, 1);
    return 0;
}

int tramp_run_if_at(struct cpu *c)
{
    if (!slot || (c->iaoq_f & ~3ull) != slot || (!T.installed && !T.real_ra)) return 0;
    csprof_current_state()->tramp_samples++;
    run(c, slot, NULL);
    return 1;
}

void tramp_forget(void)
{
    if (!T.installed) return;
    csprof_current_state()->lost_returns++;
    csprof_current_state()->vanished++;
    T.installed = 0;
    T.node = NULL;
}

/* setjmp and longjmp never hold the trampoline, so no return through it counts their
   calls: a sample that finds one counts its activation at once, and once (setjmp
   returns once -- longjmp's second return of it is no call -- and longjmp never
   returns). An activation is its CFA, return address and caller's node (the sampled
   node is the PC's); a sample in a shallower frame (a smaller CFA: the stack grows
   upward) ends it, one in a callee (longjmp's system call) does not, so at insn@1
   every call is counted exactly. */
static struct { uint64_t cfa, ra; const struct cct_node *node; } refused_seen;

static int count_refused(unw_cursor_t *cur, struct cct_node *node)
{
    uint64_t ra, cfa;
    if (unw_is_signal_frame(cur) || !refuses(cur) || unw_get_ra_raw(cur, &ra) || unw_get_cfa(cur, &cfa)) return 0;
    if (refused_seen.cfa == cfa && refused_seen.ra == ra && refused_seen.node == node->parent) return 1;
    refused_seen.cfa = cfa;
    refused_seen.ra = ra;
    refused_seen.node = node->parent;
    csprof_current_state()->returns++;
    if (returns_metric >= 0) node->metrics[returns_metric]++;
    return 1;
}

void tramp_move(unw_cursor_t *to, struct cct_node *node, struct cct *tree, unw_cursor_t *holder)
{
    if (mode == TRAMP_OFF) return;
    if (node && count_refused(to, node)) return;
    uint64_t cfa;
    if (refused_seen.cfa && (unw_get_cfa(to, &cfa) || cfa < refused_seen.cfa)) refused_seen.cfa = 0;
    if (holder && T.installed && unw_get_cfa(to, &cfa) == 0 && cfa == T.cfa) {
        T.node = node;                   /* the same activation, seen at a new PC */
        T.tree = tree;
        return;
    }
    uint64_t ra;
    if (!node || !can_hold(to, &ra, &cfa)) return;
    if (holder && T.installed) {
        if (unw_set_ra(holder, T.real_ra)) return;   /* cannot take it out: it stays */
        T.installed = 0;
    }
    install(to, node, tree);
}

/* A host-call marker stands for no call of guest code. */
static int abandoned_is_marker(const struct cct_node *n)
{
    return (n->ip >> 12) == (GATEWAY_PAGE >> 12);
}

/* Frames whose entry SP is at or above the target's SP are abandoned (the stack grows
   upward). If the trampoline is in one, it moves to the first surviving frame (the
   one longjmp lands in), with that frame's node; the returns of the abandoned frames
   it would have counted are lost. The announcing call into the gateway returns into
   longjmp as usual: in mode "last" a trampoline there stays for that return; in mode
   "all" it would climb into longjmp's frame next, so its return is counted now and it
   goes straight to the landing frame. */
void tramp_longjmp(struct cpu *c, uint64_t target_sp)
{
    if (!T.installed) return;
    unw_cursor_t cur, gateway, holder;
    int held = 0;
    unw_init_guest(&cur, c);
    gateway = cur;
    int seen = tramp_in_frame(&cur) == 1;
    if ((seen && mode != TRAMP_ALL) || unw_step(&cur) <= 0) return;
    int up = seen, lost = 0, host = 0;
    for (;;) {
        uint64_t cfa;
        int code = !unw_is_signal_frame(&cur) && unw_get_cfa(&cur, &cfa) == 0;
        if (code && cfa < target_sp) break;
        if (!seen && tramp_in_frame(&cur) == 1) { seen = 1; holder = cur; held = 1; }
        if (seen && !code) host = 1;
        if (seen && code && !host) lost++;
        if (seen) up++;
        if (unw_step(&cur) <= 0) return;    /* cannot tell: leave it to the next sample */
    }
    if (!seen) return;                      /* the trampoline survives the jump */
    csprof_state_t *s = csprof_current_state();
    if (gateway.depth == 0 && tramp_in_frame(&gateway) == 1) {
        if (unw_set_ra(&gateway, T.real_ra)) return;
        count_return(s, c);
    }
    /* The abandoned frames still run until the jump: unwinding them (samples inside
       longjmp) must see their own return address, not the trampoline's new one. In
       an interrupted context's saved registers (a handler longjmps out) it cannot be
       reached: it stays, standing for that frame, until a sample's complete unwind
       no longer meets it (tramp_forget). */
    if (held && unw_set_ra(&holder, T.real_ra)) return;
    s->lost_returns += mode == TRAMP_ALL ? (uint64_t)lost : 1;
    /* Each abandoned frame was called and is left once: its call counts as a return
       would have (all: every frame from the trampoline's up; last: that one). */
    struct cct_node *node = T.node;
    for (int i = 0; i < up && node; i++) {
        int counted = refused_seen.cfa && node->parent == refused_seen.node;   /* longjmp's own */
        if (returns_metric >= 0 && node->parent && !counted && !abandoned_is_marker(node) && (mode == TRAMP_ALL || i == 0))
            node->metrics[returns_metric]++;
        node = node->parent;
    }
    T.installed = 0;
    T.node = NULL;
    if (node && node->parent) install(&cur, node, T.tree);
}

static struct tramp *parked;     /* per thread id, while another runs */
static size_t nparked;

void tramp_switch(unsigned from, unsigned to)
{
    struct tramp *p = grow_to(parked, &nparked, (size_t)(from > to ? from : to) + 1, 8, sizeof *p);
    if (!p) return;
    parked = p;
    parked[from] = T;
    T = parked[to];
}
