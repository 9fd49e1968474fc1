/* Host calls into guest code (initializers and finalizers the dld runs during a
   system call; signal handlers are not: they have a frame on the guest stack) start a guest run whose outermost frame returns to a
   host-return address in the gateway page. To unwind past it we keep, per nesting
   level, the guest context the call interrupted; run.c announces each call through
   guest_call_observer. Also the places where unwinding is unreliable. */
#include <string.h>
#include "cpu.h"
#include "run.h"
#include "uw-internal.h"

static struct uw_host_ctx ctxs[HOST_RETURN_LEVELS + 1];

void unw_host_call(struct cpu *c, int level, const struct cpu *interrupted, int entering)
{
    (void)c;
    if (level < 1 || level > HOST_RETURN_LEVELS) return;
    struct uw_host_ctx *h = &ctxs[level];
    memset(h, 0, sizeof *h);
    if (!entering || !interrupted) return;
    h->valid = 1;
    memcpy(h->gr, interrupted->gr, sizeof h->gr);
    h->gr[0] = 0;
    h->iaoq_f = interrupted->iaoq_f;
    h->iaoq_b = interrupted->iaoq_b;
    h->nullify = interrupted->nullify;
}

const struct uw_host_ctx *uw_host_ctx(int level)
{
    return level >= 1 && level <= HOST_RETURN_LEVELS ? &ctxs[level] : NULL;
}

int uw_host_return_level(uint64_t addr)
{
    addr &= ~3ull;
    if (addr > GATEWAY_RETURN || addr <= host_return_address(HOST_RETURN_LEVELS)) return -1;
    if ((GATEWAY_RETURN - addr) % 8) return -1;
    return (int)((GATEWAY_RETURN - addr) / 8);
}

/* ---- unsafe and unreliable places ---- */

#define MAX_RANGES 16
struct range { uint64_t lo, hi; const char *why; };
static struct range ranges[MAX_RANGES];
static int nranges;

void unw_add_unreliable_range(uint64_t lo, uint64_t hi, const char *reason)
{
    if (nranges < MAX_RANGES) ranges[nranges++] = (struct range){ lo, hi, reason };
}

const char *uw_unreliable_range(uint64_t pc)
{
    for (int i = 0; i < nranges; i++)
        if (pc >= ranges[i].lo && pc < ranges[i].hi) return ranges[i].why;
    return NULL;
}

/* longjmp and non-local goto load the target's r3, RP and SP before they branch: from
   the first such load to the branch, the registers describe neither the jumping frame
   nor the target. The frame analysis marks those instructions (any queue situation). */
const char *unw_unreliable_reason(uint64_t pc)
{
    const char *r = uw_unreliable_range(pc);
    if (r) return r;
    struct uw_frame_info fi;
    uw_frame_info_at(pc, &fi);
    if (fi.rules[UQ_ANY] && (fi.rules[UQ_ANY]->flags & RULE_SWITCHED)) return "stack switch";
    return NULL;
}

const char *unw_unsafe_reason(uint64_t pc)
{
    if ((pc >> 12) == (GATEWAY_PAGE >> 12)) return "gateway";
    const char *r = unw_unreliable_reason(pc);
    if (r) return r;
    struct uw_frame_info fi;
    uw_frame_info_at(pc, &fi);
    return fi.is_stub ? "stub" : NULL;
}
