/* Synchronous sources (see sync.h): name -> entry breakpoints per load module, return
   tracking, and the synchronous recording path. A call's return is seen by a
   breakpoint on its return address, matched by stack pointer: PA-64 callers keep SP
   fixed between calls, so (return address, SP) names one activation, recursion
   included. Return breakpoints stay set once placed (call sites are few; a branch to
   a return address without a call matches no pending call and does nothing). */
#include <elf.h>
#include <stdlib.h>
#include <string.h>
#include "sync.h"
#include "state.h"
#include "loader.h"
#include "reserved.h"

struct watch { char *name; emu_bp_fn fn; void *arg; unsigned matches; };
struct placed { uint64_t addr; int watch; };

static const struct image *prog;
static struct watch *watches;
static int nwatches;
static struct placed *placed;
static size_t nplaced, placed_cap;

static struct sync_call *pending;       /* calls in progress, oldest first */
static size_t npending, pending_cap;
static uint64_t *ret_sites;             /* open-addressed set of return breakpoints */
static size_t ret_cap, nret;

void csprof_sync_init(const struct image *im) { prog = im; }

int csprof_sync_may_load_later(void) { return prog && image_lookup(prog, "dlopen") != NULL; }

unsigned csprof_sync_matches(int h) { return h >= 0 && h < nwatches ? watches[h].matches : 0; }

static void place(uint64_t entry, int w)
{
    if (nplaced == placed_cap) {
        size_t ncap = placed_cap ? 2 * placed_cap : 64;
        struct placed *p = realloc(placed, ncap * sizeof *p);
        if (!p) return;
        placed = p;
        placed_cap = ncap;
    }
    if (emu_bp_set(entry, watches[w].fn, watches[w].arg)) return;
    placed[nplaced++] = (struct placed){ entry, w };
    watches[w].matches++;
}

/* Module 0 by the program's symbol table, DLLs by theirs. */
static void resolve(unsigned module, int w)
{
    if (module == 0) {
        for (size_t i = 0; prog && i < prog->nsyms; i++)
            if (prog->syms[i].type == STT_FUNC && !strcmp(prog->syms[i].name, watches[w].name))
                place(prog->syms[i].addr, w);
        return;
    }
    uint64_t e[16];
    size_t n = dld_find_functions(module, watches[w].name, e, 16);
    for (size_t i = 0; i < n && i < 16; i++) place(e[i], w);
}

int csprof_sync_intercept(const char *name, emu_bp_fn fn, void *arg)
{
    struct watch *nw = realloc(watches, (size_t)(nwatches + 1) * sizeof *nw);
    if (!nw) return -1;
    watches = nw;
    int w = nwatches++;
    watches[w] = (struct watch){ strdup(name), fn, arg, 0 };
    resolve(0, w);
    size_t n = 0;
    const struct dld_module *mods = dld_modules(&n);
    for (size_t i = 0; i < n; i++)
        if (mods[i].id != 0 && mods[i].loaded) resolve(mods[i].id, w);
    return w;
}

void csprof_sync_module_event(const struct dld_module *m, enum dld_event ev)
{
    if (m->id == 0) return;
    if (ev == DLD_LOADED) {
        for (int w = 0; w < nwatches; w++) resolve(m->id, w);
        return;
    }
    size_t k = 0;                       /* unloaded: its code may be replaced by another */
    for (size_t i = 0; i < nplaced; i++) {
        if (placed[i].addr >= m->lo && placed[i].addr < m->hi)
            emu_bp_clear(placed[i].addr, watches[placed[i].watch].fn, watches[placed[i].watch].arg);
        else placed[k++] = placed[i];
    }
    nplaced = k;
}

/* ---- returns ---- */

static void on_return_site(struct cpu *c, void *unused);

static int ret_site_add(uint64_t a)
{
    if (2 * (nret + 1) > ret_cap) {
        size_t ncap = ret_cap ? 2 * ret_cap : 256;
        uint64_t *t = calloc(ncap, sizeof *t);
        if (!t) return -1;
        for (size_t i = 0; i < ret_cap; i++)
            if (ret_sites[i]) {
                size_t j = (ret_sites[i] >> 2) & (ncap - 1);
                while (t[j]) j = (j + 1) & (ncap - 1);
                t[j] = ret_sites[i];
            }
        free(ret_sites);
        ret_sites = t;
        ret_cap = ncap;
    }
    size_t j = (a >> 2) & (ret_cap - 1);
    while (ret_sites[j] && ret_sites[j] != a) j = (j + 1) & (ret_cap - 1);
    if (ret_sites[j]) return 0;
    if (emu_bp_set(a, on_return_site, NULL)) return -1;
    ret_sites[j] = a;
    nret++;
    return 0;
}

/* Calls made at or below sp (the stack grows upward) have returned or been abandoned
   by a longjmp: an entry at sp is a new call at that level or shallower -- unless it
   is this very entry, registered by another hook on the same instruction. */
static void drop_from(const struct cpu *c, int at_entry)
{
    uint64_t sp = c->gr[30];
    while (npending) {
        const struct sync_call *p = &pending[npending - 1];
        if (!(p->sp > sp || (at_entry && p->sp == sp && p->icount != c->icount))) break;
        npending--;
    }
}

int csprof_sync_on_return(struct cpu *c, void (*fn)(struct cpu *, const struct sync_call *, void *), void *arg)
{
    /* A sample at the entry may have put the return trampoline in RP: the call returns,
       through it, to where it leads, and that is where the return is seen. */
    uint64_t ret = reserved_code_target(c->gr[2] & ~3ull), sp = c->gr[30];
    if (pending_cap == npending) {
        size_t ncap = pending_cap ? 2 * pending_cap : 16;
        struct sync_call *p = realloc(pending, ncap * sizeof *p);
        if (!p) return -1;
        pending = p;
        pending_cap = ncap;
    }
    if (ret_site_add(ret)) return -1;
    pending[npending++] = (struct sync_call){ ret, sp, c->icount, { c->gr[26], c->gr[25], c->gr[24], c->gr[23] }, fn, arg };
    return 0;
}

int csprof_sync_inside(struct cpu *c, void (*fn)(struct cpu *, const struct sync_call *, void *))
{
    drop_from(c, 1);
    for (size_t i = npending; i-- > 0;)
        if (pending[i].on_return == fn) return 1;
    return 0;
}

static void on_return_site(struct cpu *c, void *unused)
{
    (void)unused;
    uint64_t pc = c->iaoq_f, sp = c->gr[30];
    drop_from(c, 0);
    if (!npending || pending[npending - 1].ret != pc || pending[npending - 1].sp != sp) return;
    struct sync_call call = pending[--npending];
    call.on_return(c, &call, call.arg);
}

struct cct_node *csprof_record_metric_with_unwind(struct cpu *c, int metric, uint64_t value, unsigned unwinds)
{
    return csprof_record_path(c, unwinds, metric, value);
}
