/* The libunwind-shaped cursor over guest frames. A frame is (ip, registers known for
   it); stepping applies the frame rule at ip (analysis.c): CFA from the rule's base
   register, the return address from RP or its save slot, the caller's r3 from where
   the rule says. The caller's SP is the CFA (PA-64 stacks grow upward and a frame
   occupies [CFA, SP)). Host calls into guest code appear as one pseudo frame whose
   caller is the interrupted context, as Sun Studio shows signal delivery. */
#include <stdio.h>
#include <string.h>
#include "cpu.h"
#include "run.h"
#include "reserved.h"
#include "signals.h"
#include "uw-internal.h"

#define MAX_DEPTH 100000

static void set_reg(unw_cursor_t *cur, unsigned r, uint64_t v)
{
    cur->regs[r] = v;
    cur->known |= 1u << r;
}

static int known(const unw_cursor_t *cur, int r) { return r >= 0 && r < 32 && (cur->known >> r & 1); }

/* Loads a whole register set (the live CPU or a saved interrupted context). */
static void load_context(unw_cursor_t *cur, const uint64_t *gr, uint64_t ip, uint64_t next, int nullify)
{
    memcpy(cur->regs, gr, sizeof cur->regs);
    cur->regs[0] = 0;
    cur->known = ~0u;
    cur->ip = ip;
    cur->next_ip = next;
    cur->nullified = nullify;
    cur->exact_pc = 1;
    cur->kind = UNW_FRAME_CODE;
}

static void sync_view(unw_cursor_t *cur)
{
    cur->sp = cur->regs[30];
    cur->rp = known(cur, 2) ? cur->regs[2] : 0;
    cur->mrp = known(cur, 31) ? cur->regs[31] : 0;
    cur->gp = known(cur, 27) ? cur->regs[27] : 0;
    cur->have_pi = 0;
    cur->ra_valid = 0;
    cur->have_cfa = 0;
    cur->have_rule = 0;
}

/* The frame's procedure and the rule for where execution stands in it: at an exact PC
   the instruction queue tells a delay slot or a nullified instruction apart. */
static struct unw_rule frame_info(const unw_cursor_t *cur, struct uw_frame_info *fi)
{
    if (cur->kind == UNW_FRAME_HOST_CALL) {
        memset(fi, 0, sizeof *fi);
        return (struct unw_rule){ .cfa_reg = -1, .ra_reg = -1, .r3_reg = -1 };
    }
    enum uw_queue q = UQ_NORMAL;
    if (cur->exact_pc && cur->nullified) q = UQ_NULLIFIED;
    else if (cur->exact_pc && cur->next_ip != cur->ip + 4) q = UQ_SLOT;
    if (q == UQ_NORMAL) uw_frame_info_at(cur->ip, fi);
    else uw_frame_info_slot(cur->ip, fi);
    return uw_rule_for(fi, q);
}

/* The frame's rule, looked up once per frame. */
static const struct unw_rule *rule(unw_cursor_t *cur)
{
    if (!cur->have_rule) {
        struct uw_frame_info fi;
        cur->rule = frame_info(cur, &fi);
        cur->outermost = fi.is_outermost_proc;
        cur->have_rule = 1;
    }
    return &cur->rule;
}

static int compute_cfa(unw_cursor_t *cur, const struct unw_rule *u)
{
    if (cur->have_cfa) return 0;
    if (!(u->flags & RULE_CFA_KNOWN) || !known(cur, u->cfa_reg)) return -1;
    cur->cfa = cur->regs[u->cfa_reg] - (uint64_t)(int64_t)u->cfa_off;
    cur->have_cfa = 1;
    return 0;
}

/* Where the return address is: a register when it still holds it (exact at the
   interrupted frame), else the save slot. */
static void locate_ra(unw_cursor_t *cur, const struct unw_rule *u)
{
    cur->ra_valid = 1;
    cur->ra = (struct unw_ra_loc){ UNW_RA_NONE, 0, 0 };
    if (cur->outermost) return;          /* $START$ returns nowhere: RP is not its */
    int have_cfa = compute_cfa(cur, u) == 0;
    if ((u->flags & RULE_RA_SLOT) && have_cfa) {
        cur->ra = (struct unw_ra_loc){ UNW_RA_STACK, 0, cur->cfa + (uint64_t)(int64_t)u->ra_slot };
        if (!known(cur, u->ra_reg)) return;
    }
    if (known(cur, u->ra_reg)) {
        if (cur->ra.where == UNW_RA_STACK) return;   /* both: the slot is what returns */
        cur->ra = (struct unw_ra_loc){ UNW_RA_REG, u->ra_reg, 0 };
    }
}

static int ra_value(unw_cursor_t *cur, const struct unw_rule *u, uint64_t *ra)
{
    if (!cur->ra_valid) locate_ra(cur, u);
    if (known(cur, u->ra_reg)) { *ra = cur->regs[u->ra_reg]; return 0; }
    if (cur->ra.where == UNW_RA_STACK) return uw_read64(cur->ra.addr, ra);
    return -1;
}

/* The caller's r3: gcc's frame pointer, needed to find the caller's CFA. */
static int caller_r3(unw_cursor_t *cur, const struct unw_rule *u, uint64_t *v)
{
    if (u->r3_reg >= 0 && known(cur, u->r3_reg)) { *v = cur->regs[u->r3_reg]; return 0; }
    if ((u->flags & RULE_R3_SLOT) && cur->have_cfa) return uw_read64(cur->cfa + (uint64_t)(int64_t)u->r3_slot, v);
    return -1;
}

int unw_init_guest(unw_cursor_t *cur, struct cpu *c)
{
    memset(cur, 0, sizeof *cur);
    cur->cpu = c;
    load_context(cur, c->gr, c->iaoq_f, c->iaoq_b, c->nullify);
    /* At a reserved slot (a return through the profiler's trampoline arrived there):
       the frame is the one execution continues in, at the slot's target. */
    if (reserved_code_is(c->iaoq_f)) {
        cur->ip = reserved_code_target(c->iaoq_f);
        cur->next_ip = cur->ip + 4;
    }
    /* At a host-return address, a host call is returning: its pseudo frame. */
    int level = uw_host_return_level(cur->ip);
    if (level >= 0 && (cur->ip >> 12) == (GATEWAY_PAGE >> 12)) {
        cur->kind = UNW_FRAME_HOST_CALL;
        cur->host_level = level;
    }
    /* At the signal return, a handler has just returned: SP is its entry SP. */
    if (cur->ip == SIGNAL_RETURN) {
        cur->kind = UNW_FRAME_HOST_CALL;
        cur->host_level = -1;
        cur->sigframe = sigframe_of_sp(c->gr[30]);
    }
    sync_view(cur);
    return UNW_ESUCCESS;
}

/* From a signal pseudo frame to the context saved in the signal frame (signals.h). */
static int step_signal(unw_cursor_t *cur)
{
    uint64_t gr[32], magic, f, b, flags, a = cur->sigframe;
    if (uw_read64(a + SF_MAGIC, &magic) || magic != SIGFRAME_MAGIC || uw_read64(a + SF_IAOQ_F, &f) ||
        uw_read64(a + SF_IAOQ_B, &b) || uw_read64(a + SF_FLAGS, &flags))
        return -UNW_EBADFRAME;
    for (int i = 0; i < 32; i++)
        if (uw_read64(a + SF_GR + 8u * (unsigned)i, &gr[i])) return -UNW_EBADFRAME;
    if (cur->depth >= MAX_DEPTH) return -UNW_EBADFRAME;
    load_context(cur, gr, f, b, (flags & SF_FLAG_NULLIFY) != 0);
    /* A system call returning through the profiler's trampoline was interrupted at
       the slot: the frame is the one execution continues in, at the slot's target. */
    if (reserved_code_is(f)) {
        cur->ip = reserved_code_target(f);
        cur->next_ip = cur->ip + 4;
    }
    cur->depth++;
    sync_view(cur);
    return 1;
}

/* From a host-call pseudo frame down to the context the call interrupted. */
static int step_host(unw_cursor_t *cur)
{
    if (cur->host_level < 0) return step_signal(cur);
    const struct uw_host_ctx *h = uw_host_ctx(cur->host_level);
    if (!h || !h->valid) return 0;
    load_context(cur, h->gr, h->iaoq_f, h->iaoq_b, h->nullify);
    cur->depth++;
    sync_view(cur);
    return 1;
}

static int enter_caller(unw_cursor_t *cur, uint64_t ra, uint64_t r3, int have_r3)
{
    ra = reserved_code_target(ra & ~3ull);  /* the trampoline stands for the real caller */
    int level = uw_host_return_level(ra);
    uint64_t cfa = cur->cfa;
    if (level == 0) return 0;              /* main's (or $START$'s) caller is the host */
    if (ra == 0) return 0;                 /* a thread's start routine (RP 0: thread_calls.c) */
    if (level > 0) {
        const struct uw_host_ctx *h = uw_host_ctx(level);
        if (!h || !h->valid) return 0;     /* initializers before main, exit after it */
    }
    if (ra < 4096 || cfa > cur->sp || cur->depth >= MAX_DEPTH) return -UNW_EBADFRAME;
    cur->known = 1u << 0 | 1u << 30;        /* regs[] beyond these are stale */
    cur->regs[30] = cfa;
    if (have_r3) set_reg(cur, 3, r3);
    cur->ip = ra & ~3ull;
    cur->exact_pc = 0;
    cur->kind = level > 0 ? UNW_FRAME_HOST_CALL : UNW_FRAME_CODE;
    cur->host_level = level > 0 ? level : 0;
    if (cur->ip == SIGNAL_RETURN) {         /* a handler's caller: the signal frame */
        cur->kind = UNW_FRAME_HOST_CALL;
        cur->host_level = -1;
        cur->sigframe = sigframe_of_sp(cfa);
    }
    cur->depth++;
    sync_view(cur);
    return 1;
}

int unw_step(unw_cursor_t *cur)
{
    if (cur->kind == UNW_FRAME_HOST_CALL) return step_host(cur);
    const struct unw_rule *u = rule(cur);
    if (cur->outermost) return 0;
    if (u->flags & RULE_SWITCHED) return -UNW_EBADFRAME;  /* longjmp in progress */
    uint64_t ra, r3 = 0;
    if (compute_cfa(cur, u) || ra_value(cur, u, &ra))
        return -UNW_EBADFRAME;
    int have_r3 = caller_r3(cur, u, &r3) == 0;
    return enter_caller(cur, ra, r3, have_r3);
}

int unw_skip_stub(unw_cursor_t *cur)
{
    if (cur->depth != 0 || cur->kind != UNW_FRAME_CODE) return 0;
    struct uw_frame_info fi;
    frame_info(cur, &fi);
    if (!fi.is_stub) return 0;
    int r = unw_step(cur);
    if (r <= 0) return r < 0 ? r : -UNW_EBADFRAME;
    rule(cur);                  /* the caller's rule belongs to the return address... */
    cur->ip -= 8;               /* ...its time to the call instruction before it */
    cur->have_pi = 0;
    return 1;
}

int unw_get_reg(unw_cursor_t *cur, int reg, uint64_t *val)
{
    if (reg == UNW_REG_IP) { *val = cur->ip; return 0; }
    if (reg == UNW_REG_SP) { *val = cur->sp; return 0; }
    if (reg == UNW_REG_RP && cur->kind == UNW_FRAME_CODE) {
        const struct unw_rule *u = rule(cur);
        if (compute_cfa(cur, u) == 0 || known(cur, u->ra_reg))
            if (ra_value(cur, u, val) == 0) return 0;
        return -UNW_EBADREG;
    }
    if (reg < 0 || reg > 31) return -UNW_EBADREG;
    if (!known(cur, reg)) return -UNW_EBADREG;
    *val = cur->regs[reg];
    return 0;
}

static int host_call_is_signal(const unw_cursor_t *cur) { return cur->host_level < 0; }

/* A host-call pseudo frame is recorded at its host-return address (0x8ff0 - 8*level),
   a signal frame at SIGNAL_RETURN (0x8ff4, level 0 plus 4): a word no code or host
   call uses, so readers can name it Sun Studio's way (the interrupted code calls the signal machinery, which
   calls the handler) and know that the frame below it is an exact PC, not a return
   address (docs/file-formats.md).
   A nullified instruction is charged to the instruction before it, the branch (or
   skipping instruction) that nullified it: after `bve,n (rp)` the slot is the next
   procedure's first word, and charging it there gave a function that never runs samples
   and a call edge. We record the branch's address rather than keep the slot's address
   and attribute it by the branch: the CCT leaf then lies inside its own procedure, so
   every reader (function, source line, annotate row) puts the cost on the branch
   without knowing about nullification, and the branch is where the slot's issue cycle
   went. (A skipping instruction in a delay slot nullifies the branch target instead;
   the unwinder's rule for nullified instructions makes the same assumption.) */
uint64_t unw_sample_ip(const unw_cursor_t *cur)
{
    if (cur->kind == UNW_FRAME_HOST_CALL) return cur->ip;
    return cur->exact_pc && cur->nullified ? cur->ip - 4 : cur->ip;
}

static void fill_proc_info(unw_cursor_t *cur, const struct uw_frame_info *fi)
{
    unw_proc_info_t *pi = &cur->pi;
    memset(pi, 0, sizeof *pi);
    cur->have_pi = 1;
    if (cur->kind == UNW_FRAME_HOST_CALL) {
        pi->host_call = 1; pi->start_ip = cur->ip; pi->end_ip = cur->ip + 4; return;
    }
    pi->gateway = fi->is_gateway;
    pi->stub = fi->is_stub;
    if (fi->mod) pi->gp = fi->mod->m.gp;
    if (fi->ent) {
        pi->start_ip = fi->ent->start; pi->end_ip = fi->ent->end; pi->unwind_entry = fi->ent->addr;
        pi->flags_hi = fi->ent->w1; pi->flags_lo = fi->ent->w2;
        pi->frame_size = UWD2_FRAME_SIZE(fi->ent->w2) * 8;
        pi->millicode = (fi->ent->w1 & UWD1_MILLICODE) != 0;
        return;
    }
    const char *name;
    char buf[256];
    uint64_t start;
    pi->start_ip = uw_symbol_at(cur->ip, &name, &start, buf, sizeof buf) ? start : cur->ip;
    pi->end_ip = cur->ip + 4;
}

int unw_get_proc_info(unw_cursor_t *cur, unw_proc_info_t *pi)
{
    if (!cur->have_pi) {
        struct uw_frame_info fi;
        frame_info(cur, &fi);
        fill_proc_info(cur, &fi);
    }
    *pi = cur->pi;
    return 0;
}

static int put_name(char *buf, size_t len, const char *s)
{
    if (!len) return -UNW_EINVAL;
    snprintf(buf, len, "%s", s);
    return 0;
}

int unw_get_proc_name(unw_cursor_t *cur, char *buf, size_t len, uint64_t *offset)
{
    *offset = 0;
    if (cur->kind == UNW_FRAME_HOST_CALL)
        return put_name(buf, len, host_call_is_signal(cur) ? "<signal handler called>" : "<host call>");
    if ((cur->ip >> 12) == (GATEWAY_PAGE >> 12)) {
        char tmp[48];
        snprintf(tmp, sizeof tmp, "<syscall %u>", (unsigned)((cur->ip - GATEWAY_PAGE) / 4));
        return put_name(buf, len, tmp);
    }
    if (cur->ip == LWS_ENTRY) return put_name(buf, len, "<lws>");
    const char *name;
    char tmp[512];
    uint64_t start;
    if (!uw_symbol_at(cur->ip, &name, &start, tmp, sizeof tmp)) {
        unw_proc_info_t pi;
        unw_get_proc_info(cur, &pi);
        return pi.stub ? put_name(buf, len, "<stub>") : -UNW_ENOINFO;
    }
    *offset = cur->ip - start;
    return put_name(buf, len, name);
}

int unw_is_signal_frame(unw_cursor_t *cur) { return cur->kind == UNW_FRAME_HOST_CALL; }

int unw_get_cfa(unw_cursor_t *cur, uint64_t *cfa)
{
    if (cur->kind == UNW_FRAME_HOST_CALL || compute_cfa(cur, rule(cur))) return -UNW_ENOINFO;
    *cfa = cur->cfa;
    return 0;
}

int unw_get_ra_raw(unw_cursor_t *cur, uint64_t *ra)
{
    if (cur->kind == UNW_FRAME_HOST_CALL) return -UNW_ENOINFO;
    const struct unw_rule *u = rule(cur);
    compute_cfa(cur, u);
    return ra_value(cur, u, ra) ? -UNW_ENOINFO : 0;
}

const char *unw_frame_unreliable(unw_cursor_t *cur)
{
    if (cur->kind == UNW_FRAME_HOST_CALL) return NULL;
    const struct unw_rule *u = rule(cur);
    if (cur->outermost) return NULL;
    if (u->flags & RULE_SWITCHED) return "stack switch";
    return uw_unreliable_range(cur->ip);
}

int unw_ra_escapes(unw_cursor_t *cur)
{
    return cur->kind == UNW_FRAME_CODE && (rule(cur)->flags & RULE_RA_ESCAPES) != 0;
}

int unw_get_ra_location(unw_cursor_t *cur, struct unw_ra_loc *loc)
{
    if (!cur->ra_valid) locate_ra(cur, rule(cur));
    *loc = cur->ra;
    return cur->ra.where == UNW_RA_NONE ? -UNW_ENOINFO : 0;
}

/* Writes every place holding the return address: the register only on the live CPU
   (an interrupted context's registers are restored from elsewhere). In the delay slot
   of the return itself the branch has already read it: the back of the instruction
   queue is where it is then. */
int unw_set_ra(unw_cursor_t *cur, uint64_t new_ra)
{
    const struct unw_rule *u = rule(cur);
    if (!cur->ra_valid) locate_ra(cur, u);
    int wrote = 0;
    uint64_t old;
    if (cur->depth == 0 && cur->cpu && cur->exact_pc && cur->next_ip != cur->ip + 4 &&
        ra_value(cur, u, &old) == 0 && cur->cpu->iaoq_b == (old & ~3ull)) {
        cur->cpu->iaoq_b = new_ra & ~3ull;
        cur->next_ip = new_ra & ~3ull;
        wrote = 1;
    }
    if (cur->ra.where == UNW_RA_STACK && uw_write64(cur->ra.addr, new_ra) == 0) wrote = 1;
    if (cur->depth == 0 && cur->cpu && known(cur, u->ra_reg)) {
        set_gr(cur->cpu, (unsigned)u->ra_reg, new_ra);
        cur->regs[u->ra_reg] = new_ra;
        wrote = 1;
    }
    return wrote ? 0 : -UNW_EINVAL;
}

void unw_get_stats(struct unw_stats *st) { uw_analysis_stats(st); }
