/* The dynamic loader's part (runtime supplement §2-6): for PT_INTERP programs it loads
   the DLLs named by DT_NEEDED, relocates everything, sets FP status from _FPU_STATUS,
   __sysvec/__sysstab and the Table 2 globals, runs .preinit, then each module's
   initializers in reverse load order (dependencies first, the program last), registers
   their finalizers with the guest's atexit, and enters main. At run time it serves
   dlopen/dlsym/dlclose/dlerror (system calls 301-304). Module loading and relocation
   are in dll.c. */
#include <stdio.h>
#include <string.h>
#include "dll.h"
#include "bytes.h"
#include "loader.h"
#include "run.h"

#define PA64_RTLD_GLOBAL 4
#define PA64_RTLD_NEXT (-1)
#define PA64_RTLD_DEFAULT (-2)
#define PA64_RTLD_SELF (-3)
#define SYS_DL_FINI 305

static char dl_error[4096];   /* the last dl* failure, until dl_error reads it */
static int in_startup;         /* running the startup modules' initializers */


static uint64_t main_sym(const char *name) { return dll_symbol_value(0, name); }

/* [a, a+len) lies in module 0's mapped range and is accessible: symbol values of the
   file are only used as addresses after this. */
static int in_main(uint64_t a, uint64_t len, int write)
{
    const struct dld_module *m = &dll_tab[0]->pub;
    return a >= m->lo && a <= m->hi && len <= m->hi - a && len && mem_accessible(a, write) &&
           mem_accessible(a + len - 1, write);
}

/* A missing variable is left alone; one whose symbol lies outside the program's
   writable memory makes the program malformed: -1 with the reason in bad. */
static int set_global(const char *name, uint64_t v, char *bad, size_t len)
{
    uint64_t a = main_sym(name);
    if (!a) return 0;
    if (!in_main(a, 8, 1)) {
        snprintf(bad, len, "symbol %s: value 0x%llx is not a writable address of the program", name,
                 (unsigned long long)a);
        return -1;
    }
    guest_put64(a, v);
    return 0;
}

/* ---- calling guest code ---- */

/* Calls code at entry with gp; nonzero if the guest exited or faulted meanwhile. */
static int call_code(struct cpu *c, uint64_t entry, uint64_t gp, int nargs, uint64_t arg, int *status)
{
    enum stop_reason why;
    guest_call(c, entry, gp, nargs, &arg, &why, status);
    if (why == STOP_NONE) return 0;
    cpu_request_stop(c, why, *status);   /* pass the exit or fault on to the outer loop */
    return (int)why;
}

/* Calls each function pointer (a descriptor address) in the link-time range r of a
   module with bias base, forwards or backwards. */
static int call_array(struct cpu *c, struct dll_range r, uint64_t base, int reverse, int *status)
{
    uint64_t n = r.hi > r.lo ? (r.hi - r.lo) / 8 : 0;
    for (uint64_t k = 0; k < n; k++) {
        uint64_t slot = base + (reverse ? r.hi - 8 * (k + 1) : r.lo + 8 * k);
        if (!mem_accessible(slot, 0) || !mem_accessible(slot + 7, 0)) continue;
        uint64_t desc = guest_get64(slot);
        if (!desc || desc == ~0ull) continue;        /* .ctors/.dtors end markers */
        if (desc > GUEST_SPACE - 32 || !mem_accessible(desc + 16, 0) || !mem_accessible(desc + 31, 0)) continue;
        int r2 = call_code(c, guest_get64(desc + 16), guest_get64(desc + 24), 0, 0, status);
        if (r2) return r2;
    }
    return 0;
}

static struct dll_range arr(uint64_t lo, uint64_t size) { return (struct dll_range){ lo, lo + size }; }

/* ---- initializers and finalizers ---- */

/* The finalizers run through one exit-time entry per module: a descriptor whose entry is
   the dl_fini gateway and whose gp word carries the module id. Running them from the
   dld (rather than registering each entry) lets dlclose run them early and exit skip
   them afterwards. */
static int register_fini(struct cpu *c, unsigned id, int *status)
{
    const struct dll *m = dll_tab[id];
    uint64_t entry, gp;
    if (!m->fini && !m->fini_arraysz && m->hp_fini.hi <= m->hp_fini.lo) return 0;
    uint64_t desc = dll_new_desc(GATEWAY_PAGE + 4u * SYS_DL_FINI, id);
    /* Startup modules go on the runtime's own exit list, which keeps the user's atexit
       slots free; a dlopen'ed module's entry is an atexit one, so it runs interleaved
       with the program's handlers by registration time. Programs built before the list
       existed use atexit; without either the finalizers run only at dlclose. */
    if (!desc || ((!in_startup || !dll_func_entry(0, "__pa64_atexit_fini", &entry, &gp)) &&
                  !dll_func_entry(0, "atexit", &entry, &gp)))
        return 0;
    return call_code(c, entry, gp, 1, desc, status);
}

/* Per module: DT_INIT (GNU style: code address), DT_INIT_ARRAY forwards (gcc's
   constructors, the linker having turned .ctors around), then an HP-style .init
   descriptor array backwards, as in the main program (whose .init_array the C
   library's pre-initializer runs before its .init). */
static int init_module(struct cpu *c, unsigned id, int *status)
{
    struct dll *m = dll_tab[id];
    uint64_t B = m->pub.base;
    int r = 0;
    if (m->init) r = call_code(c, B + m->init, m->pub.gp, 0, 0, status);
    if (!r) r = call_array(c, arr(m->init_array, m->init_arraysz), B, 0, status);
    if (!r) r = call_array(c, m->hp_init, B, 1, status);
    if (r) return r;
    m->state = DLL_INITED;
    return register_fini(c, id, status);
}

/* The mirror image: .fini forwards, DT_FINI_ARRAY backwards, DT_FINI. Runs once. */
static int fini_module(struct cpu *c, unsigned id, int *status)
{
    struct dll *m = dll_tab[id];
    uint64_t B = m->pub.base;
    if (m->state != DLL_INITED) return 0;
    m->state = DLL_FINISHED;
    int r = call_array(c, m->hp_fini, B, 0, status);
    if (!r) r = call_array(c, arr(m->fini_array, m->fini_arraysz), B, 1, status);
    if (!r && m->fini) r = call_code(c, B + m->fini, m->pub.gp, 0, 0, status);
    return r;
}

/* Initializes the modules [first, dll_count) not yet initialized, in reverse load order. */
static int init_new(struct cpu *c, unsigned first, int *status)
{
    for (size_t i = dll_count; i-- > first;) {
        if (dll_tab[i]->state != DLL_READY) continue;
        int r = init_module(c, (unsigned)i, status);
        if (r) return r;
    }
    return 0;
}

/* ---- startup ---- */

static int set_process_globals(struct cpu *c, struct process *p, char *bad, size_t len)
{
    /* FP status: high word of fr0 */
    uint64_t fpu = dll_symbol_value(0, "_FPU_STATUS");
    c->fr[0] = (uint64_t)(uint32_t)fpu << 32;
    const struct { const char *name; uint64_t v; } vars[] = {
        { "__sysstab", p->sysvec }, { "__sysvec", p->sysvec }, { "_CPU_REVISION", 0x20 },
        { "_CPU_KEYBITS_1", 1 }, { "_SYSTEM_ID", 0x214 }, { "_FPU_MODEL", 0 },
        { "_FPU_REVISION", 0x0f }, { "__argc", (uint64_t)p->argc }, { "__argv", p->argv },
        { "__envp", p->envp }, { "_environ", p->envp }, { "environ", p->envp },
        { "__tls_size", 0 }, { "__load_info", p->load_info },
    };
    for (size_t i = 0; i < sizeof vars / sizeof *vars; i++)
        if (set_global(vars[i].name, vars[i].v, bad, len)) return -1;
    return 0;
}

/* The main program's HP-style arrays are bounded by pa64.ld's symbols, which pacc
   exports dynamically so that they survive strip; its ELF arrays belong to the C
   library's pre-initializer (docs/guest-abi.md), not to us. */
static struct dll_range main_range(const char *start, const char *end)
{
    uint64_t a = main_sym(start), b = main_sym(end);
    if (!a || b < a || (b > a && !in_main(a, b - a, 0))) return (struct dll_range){ 0, 0 };
    return (struct dll_range){ a, b };
}

static void main_arrays(void)
{
    struct dll *m = dll_tab[0];
    m->init = m->fini = m->init_array = m->init_arraysz = m->fini_array = m->fini_arraysz = 0;
    m->hp_init = main_range("__init_start", "__init_end");
    m->hp_fini = main_range("__fini_start", "__fini_end");
}

static int load_startup(struct process *p, char *err, size_t errlen)
{
    char why[2048];
    dll_set_process(p);
    dll_add_main(p->im);
    if (dll_load_needed(0, why, sizeof why)) {
        snprintf(err, errlen, "%s: dld: %s", p->im->path, why);
        return -1;
    }
    for (size_t i = 0; i < dll_count; i++) dll_tab[i]->global = dll_tab[i]->pinned = 1;
    if (dll_relocate(0, 0, why, sizeof why)) {
        snprintf(err, errlen, "%s: dld: %s", p->im->path, why);
        return -1;
    }
    main_arrays();
    return 0;
}

static int run_initializers(struct cpu *c, int *status)
{
    in_startup = 1;
    int r = call_array(c, main_range("__preinit_start", "__preinit_end"), 0, 0, status);
    if (!r) r = init_new(c, 1, status);
    if (!r) r = init_module(c, 0, status);
    in_startup = 0;
    return r;
}

int dld_defer_initializers;

/* Runs the initializers and positions the CPU at main(argc, argv, envp), called as
   from dld; its return comes back to the host. */
int dld_run_startup(struct cpu *c, struct process *p, char *err, size_t errlen)
{
    struct image *im = p->im;
    uint64_t sp = p->initial_sp;
    int status = 0;
    c->gr[30] = sp;
    if (run_initializers(c, &status)) {
        snprintf(err, errlen, "%s: dld: program ended during initialization", im->path);
        return -1;
    }
    c->gr[30] = sp;
    c->gr[29] = sp - 48;        /* argument pointer, as gcc's callers set it */
    c->gr[27] = dll_tab[0]->pub.gp;
    c->gr[26] = (uint64_t)p->argc;
    c->gr[25] = p->argv;
    c->gr[24] = p->envp;
    c->gr[2] = GATEWAY_RETURN | 3;
    c->iaoq_f = im->entry;
    c->iaoq_b = im->entry + 4;
    return 0;
}

int dld_exit_entry(uint64_t *entry, uint64_t *gp)
{
    return dll_count && dll_func_entry(0, "exit", entry, gp);
}

int dld_start(struct cpu *c, struct process *p, char *err, size_t errlen)
{
    p->initial_sp = c->gr[30];
    char bad[512];
    if (load_startup(p, err, errlen)) return -1;
    if (set_process_globals(c, p, bad, sizeof bad)) {
        snprintf(err, errlen, "%s: dld: %s", p->im->path, bad);
        return -1;
    }
    for (size_t i = 0; i < dll_count; i++) dll_announce((unsigned)i, DLD_LOADED);
    /* A profiler starts its sample sources between loading and the first guest
       instruction, so that initializers are measured too. */
    if (dld_defer_initializers) return 0;
    return dld_run_startup(c, p, err, errlen);
}

/* ---- dlopen, dlsym, dlclose, dlerror ---- */

static int64_t fail(int64_t ret, const char *fmt, const char *a, const char *b)
{
    snprintf(dl_error, sizeof dl_error, fmt, a, b);
    return ret;
}

/* A statically-bound program has no module table until its first dlopen. */
static void ensure_main(struct process *p)
{
    dll_set_process(p);
    if (!dll_count) {
        dll_add_main(p->im);
        main_arrays();
        dll_tab[0]->global = dll_tab[0]->pinned = 1;
        dll_announce(0, DLD_LOADED);
    }
}

static int valid_handle(int64_t h) { return h >= 1 && (uint64_t)h <= dll_count && dll_tab[h - 1]->pub.loaded; }

static int64_t sys_dlopen(struct cpu *c, uint64_t path, uint64_t mode)
{
    char why[2048];
    unsigned first = (unsigned)dll_count, id;
    struct dll_mark mark;
    if (!path) return 1;                      /* the program itself: the global scope */
    const char *name = mem_guest_string(path);
    if (!name) return fail(0, "dld: dlopen: bad path pointer%s%s", "", "");
    char copy[4096];
    snprintf(copy, sizeof copy, "%s", name);
    dll_mark(&mark);
    if (dll_load_tree(0, copy, &id, why, sizeof why) || dll_relocate(first, id, why, sizeof why)) {
        dll_discard(&mark);
        return fail(0, "dld: %s%s", why, "");
    }
    struct dll *m = dll_tab[id];
    m->refs++;
    if (mode & PA64_RTLD_GLOBAL) {
        m->global = 1;
        for (size_t i = first; i < dll_count; i++) dll_tab[i]->global = 1;
    }
    for (size_t i = first; i < dll_count; i++) dll_announce((unsigned)i, DLD_LOADED);
    int status = 0;
    if (init_new(c, first, &status)) return 0;    /* the guest exited or faulted */
    return (int64_t)id + 1;
}

static int64_t sys_dlsym(int64_t h, uint64_t name_addr)
{
    const char *name = mem_guest_string(name_addr);
    uint64_t addr = 0;
    int found;
    if (!name) return fail(0, "dld: dlsym: bad symbol name pointer%s%s", "", "");
    if (h == PA64_RTLD_DEFAULT || h == 1) found = dll_find(DLL_FIND_GLOBAL, 0, name, &addr);
    /* The dl* wrappers live in the main program, so it is always "the caller". */
    else if (h == PA64_RTLD_NEXT) found = dll_find(DLL_FIND_NEXT, 0, name, &addr);
    else if (h == PA64_RTLD_SELF) found = dll_find(DLL_FIND_TREE, 0, name, &addr);
    else if (valid_handle(h)) found = dll_find(DLL_FIND_TREE, (unsigned)(h - 1), name, &addr);
    else return fail(0, "dld: dlsym: invalid handle%s%s", "", "");
    if (!found) {
        const char *where = valid_handle(h) && h > 1 ? dll_tab[h - 1]->name : "the global scope";
        return fail(0, "dld: dlsym: symbol %s not found in %s", name, where);
    }
    return (int64_t)addr;
}

/* Drops one reference; at zero runs the finalizers, hides the module and lets go of
   its dependencies, then gives back its pages (docs/guest-abi.md). */
static int unref(struct cpu *c, unsigned id, int *status)
{
    struct dll *m = dll_tab[id];
    if (m->pinned || --m->refs > 0) return 0;
    int r = fini_module(c, id, status);
    if (r) return r;
    dll_announce(id, DLD_UNLOADED);
    dcache_release(m->pub.lo, m->pub.hi - m->pub.lo);
    for (size_t k = 0; k < m->ndeps && !r; k++) r = unref(c, m->deps[k], status);
    dll_release(id);
    return r;
}

static int64_t sys_dlclose(struct cpu *c, int64_t h)
{
    if (!valid_handle(h)) return fail(-22, "dld: dlclose: invalid handle%s%s", "", "");
    int status = 0;
    unref(c, (unsigned)(h - 1), &status);
    return 0;
}

static int64_t sys_dlerror(uint64_t buf, uint64_t size)
{
    size_t len = strlen(dl_error);
    if (!len) return 0;
    if (size) {
        if (buf >= GUEST_SPACE || size > GUEST_SPACE - buf || !mem_accessible(buf, 1) ||
            !mem_accessible(buf + size - 1, 1))
            return -14;
        size_t n = len < size - 1 ? len : size - 1;
        memcpy(mem_base + buf, dl_error, n);
        mem_base[buf + n] = 0;
    }
    dl_error[0] = 0;
    return (int64_t)len;
}

/* Reached from the atexit entry register_fini made; gp (r27) holds the module id. */
static int64_t sys_dlfini(struct cpu *c)
{
    uint64_t id = c->gr[27];
    int status = 0;
    if (id < dll_count) fini_module(c, (unsigned)id, &status);
    c->gr[27] = dll_tab[0]->pub.gp;     /* the caller (the C library's exit) is in main */
    return 0;
}

int64_t dld_syscall(struct cpu *c, struct process *p, unsigned n, uint64_t a0, uint64_t a1)
{
    ensure_main(p);
    switch (n) {
    case 301: return sys_dlopen(c, a0, a1);
    case 302: return sys_dlsym((int64_t)a0, a1);
    case 303: return sys_dlclose(c, (int64_t)a0);
    case 304: return sys_dlerror(a0, a1);
    case SYS_DL_FINI: return sys_dlfini(c);
    default: return -88;
    }
}
