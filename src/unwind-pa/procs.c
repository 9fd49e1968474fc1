/* Small questions about code that the emulator's shadow call stack asks when it sees a
   jump that is neither a call nor a return: which procedure an address belongs to, and
   what SP a delay-slot instruction leaves (longjmp and non-local goto restore SP there
   or just before). Answered from the same tables and decoder as unwinding. */
#include <string.h>
#include "cpu.h"
#include "uw-internal.h"

/* The shadow call stack asks at every computed jump (a switch table's, per bytecode in
   an interpreter): cached per pc for the current set of modules. */
#define BOUNDS_CACHE 4096u
static struct { uint64_t pc, start, end; unsigned gen; int ok; } bounds_cache[BOUNDS_CACHE];

static int bounds_uncached(uint64_t pc, uint64_t *start, uint64_t *end);

int unw_procedure_bounds(uint64_t pc, uint64_t *start, uint64_t *end)
{
    unsigned h = (unsigned)(pc >> 2) % BOUNDS_CACHE;
    if (bounds_cache[h].pc != pc || bounds_cache[h].gen != uw_module_generation + 1) {
        bounds_cache[h].ok = bounds_uncached(pc, &bounds_cache[h].start, &bounds_cache[h].end);
        bounds_cache[h].pc = pc;
        bounds_cache[h].gen = uw_module_generation + 1;
    }
    *start = bounds_cache[h].start;
    *end = bounds_cache[h].end;
    return bounds_cache[h].ok;
}

static int bounds_uncached(uint64_t pc, uint64_t *start, uint64_t *end)
{
    struct uw_module *m = uw_module_at(pc);
    const struct uw_entry *e = m ? uw_entry_at(m, pc) : NULL;
    if (e) { *start = e->start; *end = e->end; return 1; }
    const char *name;
    char buf[256];
    if (!uw_symbol_at(pc, &name, start, buf, sizeof buf)) return 0;
    *end = pc + 4;
    return 1;
}

/* Only the forms that set SP matter: ldo/copy into sp, a load of sp, and a load or
   store that updates sp as its base; anything else leaves SP as it is. */
uint64_t unw_sp_after(const struct cpu *c, uint64_t pc)
{
    uint32_t w;
    struct uw_insn in;
    uint64_t sp = c->gr[30];
    if (uw_read32(pc, &w)) return sp;
    uw_decode(w, pc, &in);
    uint64_t base = in.b ? c->gr[in.b] : 0;
    if (in.kind == UK_LDO && in.t == 30) return base + (uint64_t)in.imm;
    if ((in.kind == UK_LOAD || in.kind == UK_STORE) && in.b == 30 && !in.indexed
        && (in.mod == UM_PRE || in.mod == UM_POST))
        sp = base + (uint64_t)in.imm;
    if (in.kind == UK_LOAD && in.t == 30 && in.size == 8) {
        uint64_t ea = in.indexed ? base + ((in.x ? c->gr[in.x] : 0) << in.sh)
                                 : base + (in.mod == UM_POST ? 0 : (uint64_t)in.imm);
        uint64_t v;
        if (uw_read64(ea, &v) == 0) sp = v;
    }
    return sp;
}

/* gcc -pg code (pacc -p/-G) calls _mcount right after the prologue, the caller's
   return address copied into r26 for it: the first call of the procedure. Cached per
   procedure for the current set of modules. */
#define MCOUNT_CACHE 1024u
static struct { uint64_t start, call; unsigned gen; } mcount_cache[MCOUNT_CACHE];

static uint64_t find_mcount_call(uint64_t start, uint64_t end)
{
    for (uint64_t a = start; a < end && a < start + 4 * 64; a += 4) {
        struct unw_branch br;
        if (unw_branch_at(a, &br) || br.kind != UNW_BRANCH_CALL) continue;
        const char *name;
        uint64_t sym;
        char buf[128];
        if (br.target && uw_symbol_at(br.target, &name, &sym, buf, sizeof buf) && sym == br.target
            && !strcmp(name, "_mcount"))
            return a;
        return 0;
    }
    return 0;
}

uint64_t unw_mcount_call(uint64_t pc)
{
    uint64_t start, end;
    if (!unw_procedure_bounds(pc, &start, &end)) return 0;
    unsigned h = (unsigned)(start >> 2) % MCOUNT_CACHE;
    if (mcount_cache[h].start != start || mcount_cache[h].gen != uw_module_generation + 1) {
        mcount_cache[h].start = start;
        mcount_cache[h].gen = uw_module_generation + 1;
        mcount_cache[h].call = find_mcount_call(start, end);
    }
    return mcount_cache[h].call;
}
