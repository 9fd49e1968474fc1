/* System control and memory-management instructions a user program can execute:
   MFCTL/MTCTL (SAR, thread pointers, interval timer), MFSP/MTSP, MFIA, LDSID, SYNC,
   cache flushes, PROBE, BREAK; everything privileged raises a guest SIGILL. */
#include "exec.h"
#include "bits.h"
#include "run.h"

static void exec_nop(struct cpu *c, const struct dinsn *d) { (void)c; (void)d; }

static void exec_mfctl(struct cpu *c, const struct dinsn *d)
{
    uint64_t v;
    switch (d->r2) {
    case 11: v = c->sar; break;
    case 16: v = c->icount; break;      /* interval timer: instructions retired */
    default: v = c->cr[d->r2]; break;
    }
    set_gr(c, d->t, v);
}

static void exec_mtctl(struct cpu *c, const struct dinsn *d)
{
    uint64_t v = c->gr[d->r1];
    if (d->r2 == 11) c->sar = v & 63;
    else if (d->r2 == 26 || d->r2 == 27) c->cr[d->r2] = v;
    else guest_fault(c, FAULT_ILL, c->iaoq_f, "privileged register write");
}

/* MTSARCM: SAR gets the complement, turning a right-shift count into a position. */
static void exec_mtsarcm(struct cpu *c, const struct dinsn *d) { c->sar = ~c->gr[d->r1] & 63; }

static void exec_mfsp(struct cpu *c, const struct dinsn *d) { set_gr(c, d->t, c->sr[d->a & 7]); }
static void exec_mtsp(struct cpu *c, const struct dinsn *d) { c->sr[d->a & 7] = c->gr[d->r1]; }
static void exec_mfia(struct cpu *c, const struct dinsn *d) { set_gr(c, d->t, c->iaoq_f & ~3ull); }
static void exec_ldsid(struct cpu *c, const struct dinsn *d) { set_gr(c, d->t, 0); }

static void exec_break(struct cpu *c, const struct dinsn *d)
{
    (void)d;
    guest_fault(c, FAULT_BREAK, c->iaoq_f, "break instruction");
}

static void exec_privileged(struct cpu *c, const struct dinsn *d)
{
    (void)d;
    guest_fault(c, FAULT_ILL, c->iaoq_f, "privileged instruction");
}

/* FIC makes stores to code visible to instruction fetch: drop decoded copies. */
static void exec_fic(struct cpu *c, const struct dinsn *d)
{
    uint64_t a = c->gr[d->r2] + (d->r1 ? c->gr[d->r1] : 0);
    if (d->b) set_gr(c, d->r2, a);
    dcache_invalidate(a);
}

static void exec_flush_modify(struct cpu *c, const struct dinsn *d)
{
    if (d->b) set_gr(c, d->r2, c->gr[d->r2] + c->gr[d->r1]);
}

static void exec_probe(struct cpu *c, const struct dinsn *d)
{
    set_gr(c, d->t, mem_accessible(c->gr[d->r2], d->a) ? 1 : 0);
}

/* The shift amount register's moves change nothing but SAR or a general register, and
   cannot fault: they may run inside blocks (decode.c), unlike the rest of this file. */
int sys_straight(const struct dinsn *d)
{
    return d->fn == exec_mtsarcm || d->fn == exec_mfia || ((d->fn == exec_mtctl || d->fn == exec_mfctl) && d->r2 == 11);
}

/* MTSAR (mtctl to cr11) and MTSARCM as an inline form (exec.h). */
int sys_inline_form(const struct dinsn *d)
{
    if (d->fn == exec_mtctl && d->r2 == 11) return IF_MTSAR;
    if (d->fn == exec_mtsarcm) return IF_MTSARCM;
    if (d->fn == exec_mfia) return IF_MFIA;
    return IF_NONE;
}

void decode_sys00(struct dinsn *d, uint32_t w)
{
    unsigned ext8 = BF(w, 5, 8);
    d->r2 = (uint8_t)BF(w, 21, 5);
    d->r1 = (uint8_t)BF(w, 16, 5);
    d->t = (uint8_t)BF(w, 0, 5);
    switch (ext8) {
    case 0x00: d->fn = exec_break; return;
    case 0x20: d->fn = exec_nop; return;                 /* sync, syncdma */
    case 0x45: d->fn = exec_mfctl; return;
    case 0xc2: d->r2 = (uint8_t)BF(w, 21, 5); d->fn = exec_mtctl; return;
    case 0xc6: d->fn = exec_mtsarcm; return;
    case 0x25: d->a = (uint8_t)((BF(w, 13, 1) << 2) | BF(w, 14, 2)); d->fn = exec_mfsp; return;
    case 0xc1: d->a = (uint8_t)((BF(w, 13, 1) << 2) | BF(w, 14, 2)); d->fn = exec_mtsp; return;
    case 0xa5: d->fn = exec_mfia; return;
    case 0x85: d->fn = exec_ldsid; return;
    default: d->fn = exec_privileged; return;
    }
}

void decode_sys01(struct dinsn *d, uint32_t w)
{
    unsigned ext = BF(w, 6, 7);
    d->r2 = (uint8_t)BF(w, 21, 5);
    d->r1 = (uint8_t)BF(w, 16, 5);
    d->t = (uint8_t)BF(w, 0, 5);
    d->b = (uint8_t)BF(w, 5, 1);
    if (BF(w, 7, 6) == 0x23) {                 /* probe[r|w][i] */
        d->a = (uint8_t)BF(w, 6, 1);
        d->fn = exec_probe; return;
    }
    switch (ext & 0x7f) {
    case 0x0a: case 0x0b: d->fn = exec_fic; return;           /* fic, fice (sp3 forms) */
    case 0x4f: d->fn = exec_fic; return;
    case 0x4a: case 0x4b: case 0x4e: d->fn = exec_flush_modify; return; /* fdc fdce pdc */
    default: break;
    }
    if (BF(w, 6, 8) == 0xca) { d->b = 0; d->fn = exec_flush_modify; return; } /* fdc disp */
    d->fn = exec_privileged;
}
