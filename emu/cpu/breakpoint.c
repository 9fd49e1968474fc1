/* Breakpoints as decoded-instruction executors (see breakpoint.h). The decoder asks
   emu_bp_install for every instruction it decodes; setting or clearing a breakpoint
   invalidates the decoded page, so the address is decoded again, with or without the
   breakpoint executor. Records are never freed: an executor may still hold one while a
   hook clears it. */
#include <stdlib.h>
#include "breakpoint.h"
#include "exec.h"
#include "run.h"

struct hook { emu_bp_fn fn; void *arg; };

struct bp {
    uint64_t addr;
    struct hook *hooks;
    unsigned n, cap;
    struct dinsn real;          /* the instruction's own decoding */
    struct bp *next;            /* hash chain */
};

#define NBUCKETS 1024
static struct bp *buckets[NBUCKETS];
static unsigned nset;           /* addresses with at least one hook */

static struct bp **slot(uint64_t addr) { return &buckets[(addr >> 2) & (NBUCKETS - 1)]; }

static struct bp *find(uint64_t addr)
{
    for (struct bp *b = *slot(addr); b; b = b->next)
        if (b->addr == addr) return b;
    return NULL;
}

int emu_bp_set(uint64_t addr, emu_bp_fn fn, void *arg)
{
    if (addr & 3) return -1;
    struct bp *b = find(addr);
    if (!b) {
        if (!(b = calloc(1, sizeof *b))) return -1;
        b->addr = addr;
        b->next = *slot(addr);
        *slot(addr) = b;
    }
    if (b->n == b->cap) {
        unsigned ncap = b->cap ? 2 * b->cap : 2;
        struct hook *h = realloc(b->hooks, ncap * sizeof *h);
        if (!h) return -1;
        b->hooks = h;
        b->cap = ncap;
    }
    if (b->n++ == 0) { nset++; dcache_invalidate(addr); }
    b->hooks[b->n - 1] = (struct hook){ fn, arg };
    return 0;
}

void emu_bp_clear(uint64_t addr, emu_bp_fn fn, void *arg)
{
    struct bp *b = find(addr);
    if (!b) return;
    for (unsigned i = 0; i < b->n; i++)
        if (b->hooks[i].fn == fn && b->hooks[i].arg == arg) {
            for (unsigned j = i + 1; j < b->n; j++) b->hooks[j - 1] = b->hooks[j];
            if (--b->n == 0) { nset--; dcache_invalidate(addr); }
            return;
        }
}

int emu_bp_at(uint64_t addr)
{
    const struct bp *b = nset ? find(addr) : NULL;
    return b && b->n;
}

/* Runs the hooks, then the instruction. Hooks may change the breakpoint set (and so
   clear this page's decodings, d included): copy what is needed first. */
static void exec_breakpoint(struct cpu *c, const struct dinsn *d)
{
    struct bp *b = (struct bp *)(uintptr_t)d->imm;
    struct dinsn real = b->real;
    for (unsigned i = 0; i < b->n; i++) {
        struct hook h = b->hooks[i];
        h.fn(c, h.arg);
        if (b->n <= i) break;
        if (b->hooks[i].fn != h.fn || b->hooks[i].arg != h.arg) i--;   /* it removed itself */
    }
    real.fn(c, &real);
}

int emu_bp_install(struct dinsn *d, const struct dinsn *real, uint64_t addr)
{
    struct bp *b = nset ? find(addr) : NULL;
    if (!b || !b->n) return 0;
    b->real = *real;
    *d = *real;
    d->fn = exec_breakpoint;
    d->imm = (int64_t)(uintptr_t)b;
    return 1;
}
