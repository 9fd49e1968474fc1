/* Finding the frame rule for a PC: the gateway page and code without unwind entries
   (stubs) get fixed rules; procedures are analysed once (analysis.c) and kept in a
   hash by start address; a direct-mapped cache of PCs sits in front of the unwind
   table's binary search, so a step in code seen before is a few loads. When the
   analysis has no answer, the unwind descriptor gives a guess. */
#include <stdlib.h>
#include <string.h>
#include "cpu.h"
#include "uw-internal.h"

static uint64_t stat_hits, stat_misses;

#define HASH_SIZE 4096
static struct proc *procs[HASH_SIZE];

#define PC_CACHE 8192
struct pc_cache { uint64_t pc; unsigned gen; struct uw_frame_info fi; };
static struct pc_cache *pcc;

static unsigned hash(uint64_t a) { return (unsigned)((a >> 2) * 0x9E3779B1u) % HASH_SIZE; }

void uw_analysis_flush(void)
{
    for (unsigned i = 0; i < HASH_SIZE; i++) {
        while (procs[i]) { struct proc *p = procs[i]; procs[i] = p->next; uw_proc_free(p); }
    }
    if (pcc) memset(pcc, 0, PC_CACHE * sizeof *pcc);
}

static struct proc *proc_for(struct uw_module *mod, const struct uw_entry *e)
{
    unsigned h = hash(e->start);
    for (struct proc *p = procs[h]; p; p = p->next)
        if (p->start == e->start && p->end == e->end) return p;
    struct proc *p = uw_analyse(mod, e);
    if (p) { p->next = procs[h]; procs[h] = p; }
    return p;
}

/* ---- rules when the analysis has no answer ---- */

/* A procedure without a frame that keeps RP in r2: stubs, the gateway, code without
   unwind information. */
static struct unw_rule leaf_rule(void)
{
    return (struct unw_rule){ .cfa_reg = 30, .cfa_off = 0, .ra_reg = 2, .r3_reg = 3, .flags = RULE_CFA_KNOWN };
}

/* From the descriptor alone, for instructions the flow did not reach. */
static struct unw_rule guess_rule(const struct uw_entry *e)
{
    struct unw_rule u = { .cfa_reg = 30, .ra_reg = -1, .r3_reg = 3, .flags = RULE_CFA_KNOWN | RULE_GUESS };
    if (e->w1 & UWD1_SAVE_SP) { u.cfa_reg = 3; u.r3_reg = -1; u.flags |= RULE_R3_SLOT; u.r3_slot = 0; }
    else u.cfa_off = (int32_t)(UWD2_FRAME_SIZE(e->w2) * 8);
    if (e->w1 & UWD1_SAVE_RP) { u.flags |= RULE_RA_SLOT; u.ra_slot = -16; }
    else u.ra_reg = 2;
    return u;
}

/* Import and long-branch stubs: "ldd X(dp),r1; bve (r1); ldd X+8(dp),dp" and
   relatives, outside every unwind region. */
static int looks_like_stub(uint64_t pc)
{
    for (uint64_t a = pc >= 12 ? pc - 12 : 0; a <= pc + 12; a += 4) {
        uint32_t w;
        if (uw_read32(a, &w)) continue;
        if (w == 0xe820d000u || w == 0xe820c000u) return 1;     /* bve (r1) / bv r0(r1) */
    }
    return 0;
}

static void info_uncached(uint64_t pc, struct uw_frame_info *fi)
{
    memset(fi, 0, sizeof *fi);
    if ((pc >> 12) == (GATEWAY_PAGE >> 12)) { fi->is_gateway = 1; return; }
    if (pc == LWS_ENTRY) { fi->is_gateway = fi->is_lws = 1; return; }
    struct uw_module *m = uw_module_at(pc);
    fi->mod = m;
    if (!m) return;
    fi->is_outermost_proc = pc >= m->m.entry_lo && pc < m->m.entry_hi;
    const struct uw_entry *e = uw_entry_at(m, pc);
    if (e && m->m.entry_lo && e->start <= m->m.entry_lo && m->m.entry_lo < e->end) fi->is_outermost_proc = 1;
    if (!e) { fi->is_stub = looks_like_stub(pc); return; }
    fi->ent = e;
    fi->start = e->start;
    fi->end = e->end;
    struct proc *p = proc_for(m, e);
    if (!p) return;
    for (int q = 0; q < UQ_KINDS; q++) fi->rules[q] = &p->rules[q][(pc - p->start) / 4];
}

void uw_frame_info_at(uint64_t pc, struct uw_frame_info *fi)
{
    if (!pcc) pcc = calloc(PC_CACHE, sizeof *pcc);
    struct pc_cache *c = pcc ? &pcc[(pc >> 2) % PC_CACHE] : NULL;
    if (c && c->pc == pc && c->gen == uw_module_generation + 1) { stat_hits++; *fi = c->fi; return; }
    stat_misses++;
    info_uncached(pc, fi);
    if (c) { c->pc = pc; c->gen = uw_module_generation + 1; c->fi = *fi; }
}

void uw_frame_info_slot(uint64_t pc, struct uw_frame_info *fi)
{
    uw_frame_info_at(pc - 4, fi);
    if (!fi->ent || pc < fi->end) { uw_frame_info_at(pc, fi); return; }
    for (int q = 0; q < UQ_KINDS; q++)      /* the entry past the region's last */
        if (fi->rules[q]) fi->rules[q]++;
}

struct unw_rule uw_rule_for(const struct uw_frame_info *fi, enum uw_queue q)
{
    if (fi->is_lws) {                       /* reached by be,l 0xb0(sr2,r0),sr0,r31 */
        struct unw_rule u = leaf_rule();
        u.ra_reg = 31;
        return u;
    }
    if (!fi->ent) return leaf_rule();
    if (!fi->rules[q]) return guess_rule(fi->ent);
    struct unw_rule r = *fi->rules[q];
    if (!(r.flags & RULE_REACHED)) r = *fi->rules[UQ_ANY];
    if (r.flags & RULE_CFA_KNOWN) return r;
    struct unw_rule g = guess_rule(fi->ent);
    g.flags |= r.flags & RULE_SWITCHED;    /* a guess cannot undo a stack switch */
    return g;
}

void uw_analysis_stats(struct unw_stats *st)
{
    st->procs_analyzed = uw_stat_procs;
    st->insns_analyzed = uw_stat_insns;
    st->rule_hits = stat_hits;
    st->rule_misses = stat_misses;
}
