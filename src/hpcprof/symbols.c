/* Address -> frames with libdwfl (see symbols.h). Each epoch gets its own Dwfl session
   because modules may sit at different addresses in different epochs; results are
   cached per address, since a profile repeats the same few return addresses often. */
#include <dwarf.h>
#include <elfutils/libdw.h>
#include <elfutils/libdwfl.h>
#include <errno.h>
#include <inttypes.h>
#include <libgen.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "inline_map.h"
#include "modcheck.h"
#include "sym_intervals.h"
#include "symbols.h"
#include "marker.h"
#include "unwind_table.h"
#include "util.h"

#ifndef EM_PARISC
#define EM_PARISC 15
#endif

/* ---- the function table ---- */

static struct func *funcs;
static size_t nfuncs, funcs_cap;
static struct u64map func_map;

uint32_t func_count(void) { return (uint32_t)nfuncs; }
const struct func *func_get(uint32_t id) { return &funcs[id]; }

/* Interns (module, name); *is_new tells the caller to fill in the definition. */
static uint32_t func_intern(uint32_t module, uint32_t name, int *is_new)
{
    uint32_t *slot = u64map_slot(&func_map, (uint64_t)module << 32 | name, is_new);
    if (*is_new) {
        GROW(funcs, funcs_cap, nfuncs);
        funcs[nfuncs] = (struct func){ .name = name, .module = module };
        *slot = (uint32_t)nfuncs++;
    }
    return *slot;
}

/* ---- opening modules ---- */

struct cached { uint32_t first, n; };

struct symtab {
    Dwfl *dwfl;
    char *program;
    int has_symbols;
    struct u64map cache;            /* address -> index into `cached` */
    struct cached *entries;
    size_t nentries, entries_cap;
    struct frame *pool;             /* frames of all cached addresses */
    size_t npool, pool_cap;
};

static const Dwfl_Callbacks callbacks = {
    .find_elf = dwfl_build_id_find_elf,
    .find_debuginfo = dwfl_standard_find_debuginfo,
    .section_address = dwfl_offline_section_address,
};

static const char *base_name(const char *path)
{
    const char *s = strrchr(path, '/');
    return s ? s + 1 : path;
}

static char **search_dirs;
static size_t nsearch, search_cap;

void symtab_search_path(const char *dirs)
{
    char *copy = xstrdup(dirs), *save = NULL;
    for (char *d = strtok_r(copy, ":", &save); d; d = strtok_r(NULL, ":", &save)) {
        GROW(search_dirs, search_cap, nsearch);
        search_dirs[nsearch++] = xstrdup(d);
    }
    free(copy);
}

/* dir/name when that is a regular file. */
static char *try_in(const char *dir, const char *name)
{
    char buf[4096];
    if (snprintf(buf, sizeof buf, "%s/%s", dir, name) >= (int)sizeof buf || not_regular_reason(buf)) return NULL;
    return xstrdup(buf);
}

/* The module's file: as recorded (absolute, or relative to the current directory),
   else in each --search-path directory and then next to the profile, under its
   recorded relative path or its base name. */
static char *find_module(const char *name, const char *profile)
{
    if (!name || !*name) return NULL;
    if (!not_regular_reason(name)) return xstrdup(name);
    char *copy = xstrdup(profile), *found = NULL;
    const char *profile_dir = dirname(copy);
    const char *tries[2] = { name[0] == '/' ? NULL : name, base_name(name) };
    for (size_t d = 0; d <= nsearch && !found; d++)
        for (int i = 0; i < 2 && !found; i++)
            if (tries[i]) found = try_in(d < nsearch ? search_dirs[d] : profile_dir, tries[i]);
    free(copy);
    return found;
}

/* A .symtab section (.dynsym alone names only a few exported functions). */
static int module_has_symtab(Dwfl_Module *m)
{
    GElf_Addr bias;
    Elf *elf = dwfl_module_getelf(m, &bias);
    for (Elf_Scn *scn = NULL; elf && (scn = elf_nextscn(elf, scn));) {
        GElf_Shdr sh;
        if (gelf_getshdr(scn, &sh) && sh.sh_type == SHT_SYMTAB) return 1;
    }
    return 0;
}

static void check_machine(Dwfl_Module *m, const char *path)
{
    GElf_Addr bias;
    Elf *elf = dwfl_module_getelf(m, &bias);
    GElf_Ehdr eh;
    if (elf && gelf_getehdr(elf, &eh) && eh.e_machine != EM_PARISC)
        warn("%s is not a PA-RISC program (ELF machine %u); names will not match the profile", path, eh.e_machine);
}

/* Reports the module to libdwfl at its mapped place: the load bias is mapaddr - vaddr
   (0 for ET_EXEC, which libdwfl keeps at its linked addresses anyway). */
static Dwfl_Module *report(Dwfl *d, const char *path, const struct hpcfile_module *m)
{
    return dwfl_report_elf(d, base_name(path), path, -1, m ? m->mapaddr - m->vaddr : 0, true);
}

static void open_main(struct symtab *st, const struct hpcfile_epoch *ep, const char *exe, const char *profile)
{
    const struct hpcfile_module *m0 = ep && ep->nmodules ? &ep->modules[0] : NULL;
    if (exe) {
        if (access(exe, R_OK)) die("%s: %s", exe, strerror(errno));
        st->program = xstrdup(exe);
    } else if (!m0 || !m0->name[0]) {
        die("%s: the profile names no program (give its path with --exe PROG)", profile);
    } else if (!(st->program = find_module(m0->name, profile))) {
        die("%s: program '%s' not found (give its path with --exe PROG)", profile, m0->name);
    }
    Dwfl_Module *mod = report(st->dwfl, st->program, m0);
    if (!mod) die("%s: cannot read as ELF: %s", st->program, dwfl_errmsg(-1));
    check_machine(mod, st->program);
    GElf_Addr bias;
    modcheck_file(profile, m0, st->program, dwfl_module_getelf(mod, &bias));
    st->has_symbols = module_has_symtab(mod);
}

struct symtab *symtab_open(const struct hpcfile_epoch *ep, const char *exe, const char *profile)
{
    struct symtab *st = xcalloc(1, sizeof *st);
    if (!(st->dwfl = dwfl_begin(&callbacks))) die("libdwfl: %s", dwfl_errmsg(-1));
    dwfl_report_begin(st->dwfl);
    open_main(st, ep, exe, profile);
    for (uint32_t i = 1; ep && i < ep->nmodules; i++) {
        const struct hpcfile_module *m = &ep->modules[i];
        char *path = find_module(m->name, profile);
        if (!path) warn("%s: load module '%s' not found; its addresses stay unnamed (give its directory with --search-path)", profile, m->name);
        else {
            Dwfl_Module *dm = report(st->dwfl, path, m);
            GElf_Addr bias;
            if (!dm) warn("%s: %s", path, dwfl_errmsg(-1));
            else modcheck_file(profile, m, path, dwfl_module_getelf(dm, &bias));
        }
        free(path);
    }
    dwfl_report_end(st->dwfl, NULL, NULL);
    return st;
}

const char *symtab_program(const struct symtab *st) { return st->program; }
int symtab_has_symbols(const struct symtab *st) { return st->has_symbols; }

/* ---- one address ---- */

/* Outside every module: the gateway page (guest-abi.md) or a bare address. Host-call
   markers get the names the unwinder gives them (unw_get_proc_name). */
static uint32_t outside_func(uint64_t a)
{
    char name[64];
    enum marker_kind mk = marker_kind(a);
    if (mk != MARKER_NONE) snprintf(name, sizeof name, "%s", mk == MARKER_SIGNAL ? "<signal handler called>" : "<host call>");
    /* System calls are 0x8000 + 4N below the reserved slots at 0x8c00 (540.. threads, 560.. signals). */
    else if (a >= 0x8000 && a < 0x8c00 && a % 4 == 0) snprintf(name, sizeof name, "[syscall %u]", (unsigned)(a - 0x8000) / 4);
    else if (a >= 0x8000 && a < 0x9000) snprintf(name, sizeof name, "[gateway 0x%" PRIx64 "]", a);
    else snprintf(name, sizeof name, "0x%" PRIx64, a);
    int is_new;
    return func_intern(0, str_intern(name), &is_new);
}

static void src_at(Dwfl_Module *m, uint64_t a, uint32_t *file, int *line)
{
    Dwfl_Line *l = dwfl_module_getsrc(m, a);
    int ln = 0;
    const char *f = l ? dwfl_lineinfo(l, NULL, &ln, NULL, NULL, NULL) : NULL;
    *file = f ? str_intern(base_name(f)) : 0;
    *line = f ? ln : 0;
}

static uint32_t module_label(Dwfl_Module *m, const struct symtab *st)
{
    const char *name = dwfl_module_info(m, NULL, NULL, NULL, NULL, NULL, NULL, NULL);
    return name && strcmp(name, base_name(st->program)) ? str_intern(name) : 0;
}

/* What is read once per module, kept in its libdwfl user-data slot: its unwind table
   and its inlined-call scopes, each loaded on first use. */
struct modinfo { struct unwind_table *unwind; struct inline_map *inlines; struct sym_intervals *syms; };

static struct modinfo *module_info(Dwfl_Module *m)
{
    void **user;
    dwfl_module_info(m, &user, NULL, NULL, NULL, NULL, NULL, NULL);
    if (!*user) *user = xcalloc(1, sizeof(struct modinfo));
    return *user;
}

static const struct unwind_table *module_unwind(Dwfl_Module *m)
{
    struct modinfo *mi = module_info(m);
    if (!mi->unwind) {
        mi->unwind = xcalloc(1, sizeof *mi->unwind);
        GElf_Addr bias;
        unwind_table_load(dwfl_module_getelf(m, &bias), mi->unwind);
    }
    return mi->unwind;
}

static struct inline_map *module_inlines(Dwfl_Module *m)
{
    struct modinfo *mi = module_info(m);
    if (!mi->inlines) mi->inlines = inline_map_new();
    return mi->inlines;
}

static struct sym_intervals *module_syms(Dwfl_Module *m)
{
    struct modinfo *mi = module_info(m);
    if (!mi->syms) mi->syms = sym_intervals_new(m);
    return mi->syms;
}

/* The real (out-of-line) function containing a: ELF symbol, else unwind region, else
   the address. Names made from addresses use the module's own (unbiased) addresses,
   so they do not change when a DLL is mapped elsewhere. */
static uint32_t real_func(Dwfl_Module *m, uint64_t a, const struct symtab *st)
{
    Dwarf_Addr bias = 0;
    dwfl_module_getelf(m, &bias);
    uint64_t sym_start;
    const char *name = sym_intervals_lookup(module_syms(m), a, &sym_start);
    uint64_t start = a - bias;
    char buf[64];
    if (name) {
        start = sym_start - bias;
    } else {
        unwind_table_find(module_unwind(m), a - bias, &start);
        snprintf(buf, sizeof buf, "0x%" PRIx64, start);
        name = buf;
    }
    int is_new;
    uint32_t f = func_intern(module_label(m, st), str_intern(name), &is_new);
    if (is_new) src_at(m, start + bias, &funcs[f].file, &funcs[f].line);
    funcs[f].inlined = 0;                  /* it also exists out of line */
    return f;
}

static uint32_t die_name(Dwarf_Die *die)
{
    Dwarf_Attribute at;
    const char *s = dwarf_attr_integrate(die, DW_AT_name, &at) ? dwarf_formstring(&at) : NULL;
    return str_intern(s ? s : "?");
}

/* Where an inlined copy was called from: DW_AT_call_file (an index into the CU's
   file table) and DW_AT_call_line. */
static void call_site(Dwarf_Die *cu, Dwarf_Die *inl, uint32_t *file, int *line)
{
    Dwarf_Attribute at;
    Dwarf_Word idx = 0, ln = 0;
    Dwarf_Files *files;
    size_t nfiles;
    *file = 0;
    *line = 0;
    if (dwarf_formudata(dwarf_attr(inl, DW_AT_call_line, &at), &ln) == 0) *line = (int)ln;
    if (dwarf_formudata(dwarf_attr(inl, DW_AT_call_file, &at), &idx) == 0 &&
        dwarf_getsrcfiles(cu, &files, &nfiles) == 0 && idx < nfiles) {
        const char *f = dwarf_filesrc(files, idx, NULL, NULL);
        if (f) *file = str_intern(base_name(f));
    }
}

/* An inlined call's function and call site, looked up once per scope. */
static void fill_scope(Dwfl_Module *m, Dwarf_Die *cu, struct inline_scope *sc, const struct symtab *st)
{
    if (sc->func != INLINE_NONE) return;
    int is_new;
    uint32_t f = func_intern(module_label(m, st), die_name(&sc->die), &is_new);
    if (is_new) {
        const char *file = dwarf_decl_file(&sc->die);
        funcs[f].file = file ? str_intern(base_name(file)) : 0;
        dwarf_decl_line(&sc->die, &funcs[f].line);
        funcs[f].inlined = 1;
    }
    sc->func = f;
    call_site(cu, &sc->die, &sc->call_file, &sc->call_line);
}

/* Appends the functions inlined at a (outermost first) after out[0], each level with
   the line of its call in the frame around it. */
static unsigned add_inlined(Dwfl_Module *m, uint64_t a, struct frame *out, const struct symtab *st)
{
    Dwarf_Addr bias;
    Dwarf_Die *cu = dwfl_module_addrdie(m, a, &bias);
    struct inline_scope *chain[MAX_FRAMES - 1];
    unsigned n = cu ? inline_map_chain(module_inlines(m), cu, a - bias, chain, MAX_FRAMES - 1) : 0;
    if (n > MAX_FRAMES - 1) n = MAX_FRAMES - 1;
    for (unsigned k = 0; k < n; k++) {
        fill_scope(m, cu, chain[k], st);
        out[k].file = chain[k]->call_file;
        out[k].line = chain[k]->call_line;
        out[k + 1].func = chain[k]->func;
    }
    return n + 1;
}

static unsigned resolve(struct symtab *st, uint64_t a, struct frame *out)
{
    Dwfl_Module *m = dwfl_addrmodule(st->dwfl, a);
    if (!m) {
        out[0] = (struct frame){ outside_func(a), 0, 0 };
        return 1;
    }
    out[0].func = real_func(m, a, st);
    unsigned n = add_inlined(m, a, out, st);
    src_at(m, a, &out[n - 1].file, &out[n - 1].line);
    return n;
}

const struct frame *symtab_frames_ref(struct symtab *st, uint64_t a, unsigned *n)
{
    int is_new;
    uint32_t *slot = u64map_slot(&st->cache, a, &is_new);
    if (is_new) {
        struct frame tmp[MAX_FRAMES];
        unsigned k = resolve(st, a, tmp);
        GROW(st->pool, st->pool_cap, st->npool + k);
        memcpy(st->pool + st->npool, tmp, k * sizeof *tmp);
        GROW(st->entries, st->entries_cap, st->nentries);
        st->entries[st->nentries] = (struct cached){ (uint32_t)st->npool, k };
        st->npool += k;
        *slot = (uint32_t)st->nentries++;
    }
    const struct cached *c = &st->entries[*slot];
    *n = c->n;
    return st->pool + c->first;
}

unsigned symtab_frames(struct symtab *st, uint64_t a, struct frame *out)
{
    unsigned n;
    const struct frame *fr = symtab_frames_ref(st, a, &n);
    memcpy(out, fr, n * sizeof *out);
    return n;
}

struct Dwfl *symtab_dwfl(struct symtab *st) { return st->dwfl; }

int symtab_is_code(struct symtab *st, uint64_t a)
{
    Dwfl_Module *m = dwfl_addrmodule(st->dwfl, a);
    if (!m) return -1;
    if (a % 4) return 0;
    Dwarf_Addr bias, ra = a;
    Elf_Scn *scn = m ? dwfl_module_address_section(m, &ra, &bias) : NULL;
    GElf_Shdr sh;
    return scn && gelf_getshdr(scn, &sh) && (sh.sh_flags & SHF_EXECINSTR);
}
