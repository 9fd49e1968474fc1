/* hpcprof --annotate FUNC: the function's source lines, then its PA-RISC disassembly
   (emu/cpu/dis.c, objdump's syntax), each with the cost of the view's metric: "self" is
   cost sampled there, "calls" the inclusive cost of what is called from there (real
   calls, and inlined functions at the line they were inlined at). A sample's PC is
   the front of the instruction address queue, so cost taken in a delay slot shows at
   the delay slot, and an instruction that may be nullified is marked as such. */
#include <elfutils/libdwfl.h>
#include <stdlib.h>
#include <string.h>
#include "dis.h"
#include "insns.h"
#include "views.h"

struct cost { uint64_t self, calls; };

struct ann {
    uint32_t func;
    unsigned m;
    struct u64map line_idx, pc_idx;  /* (file << 32 | line) / pc -> index into cost arrays */
    struct cost *lines, *pcs;
    uint64_t *line_keys, *pc_keys;
    size_t nlines, lines_cap, npcs, pcs_cap;
    struct symtab *src_st;            /* where the function's code was seen, to find its file */
    uint64_t src_pc;
};

static struct cost *at(struct u64map *map, uint64_t key, struct cost **arr, uint64_t **keys, size_t *n, size_t *cap)
{
    int is_new;
    uint32_t *slot = u64map_slot(map, key, &is_new);
    if (is_new) {
        GROW(*arr, *cap, *n);
        *keys = xrealloc(*keys, *cap * sizeof **keys);
        (*keys)[*n] = key;
        *slot = (uint32_t)(*n)++;
    }
    return &(*arr)[*slot];
}

static struct cost *line_cost(struct ann *a, const struct frame *f)
{
    return at(&a->line_idx, (uint64_t)f->file << 32 | (uint32_t)f->line, &a->lines, &a->line_keys, &a->nlines,
              &a->lines_cap);
}

static struct cost *pc_cost(struct ann *a, uint64_t pc)
{
    return at(&a->pc_idx, pc, &a->pcs, &a->pc_keys, &a->npcs, &a->pcs_cap);
}

/* One place of a node: its self cost at its innermost frame's line and at its PC; the
   cost hanging there as calls at each line of the function that inlines the next frame,
   and at the parent's line and PC that called it. */
static void on_place(struct ann *a, const struct view_tree *vt, const struct view_node *vn, const struct view_place *pl,
                     const struct view_node *parent)
{
    uint64_t own = pl->self[a->m], incl = pl->incl[a->m];
    const struct frame *inner = &pl->fr[pl->nfr - 1];
    if (inner->func == a->func) {
        line_cost(a, inner)->self += own;
        if (!a->src_st) { a->src_st = vt->st; a->src_pc = pl->pc; }
    }
    for (unsigned j = 0; j + 1 < pl->nfr; j++)
        if (pl->fr[j].func == a->func) line_cost(a, &pl->fr[j])->calls += incl;
    if (own) pc_cost(a, pl->pc)->self += own;
    if (parent) {
        const struct view_place *pp = view_parent_place(vn, parent);
        if (pp->fr[pp->nfr - 1].func == a->func) line_cost(a, &pp->fr[pp->nfr - 1])->calls += incl;
        pc_cost(a, pp->pc)->calls += incl;
    }
}

static void on_node(void *ctx, const struct view_tree *vt, const struct view_node *vn, const struct view_node *parent)
{
    for (unsigned k = 0; k < vn->nplaces; k++) on_place(ctx, vt, vn, &vn->place[k], parent);
}

static uint32_t find_func(const char *name)
{
    uint32_t id = str_intern(name);
    for (uint32_t f = 0; f < func_count(); f++)
        if (func_get(f)->name == id) return f;
    return UINT32_MAX;
}

/* ---- source ---- */

/* The full path of the source file the line table gives for pc. */
static char *source_path(struct symtab *st, uint64_t pc)
{
    Dwfl_Module *m = st ? dwfl_addrmodule(symtab_dwfl(st), pc) : NULL;
    Dwfl_Line *l = m ? dwfl_module_getsrc(m, pc) : NULL;
    const char *f = l ? dwfl_lineinfo(l, NULL, NULL, NULL, NULL, NULL) : NULL;
    if (!f) return NULL;
    const char *dir = f[0] == '/' ? NULL : dwfl_line_comp_dir(l);
    char *path = xmalloc(strlen(f) + (dir ? strlen(dir) : 0) + 2);
    sprintf(path, "%s%s%s", dir ? dir : "", dir ? "/" : "", f);
    return path;
}

static char **read_lines(const char *path, int *n)
{
    FILE *f = path ? fopen(path, "r") : NULL;
    *n = 0;
    if (!f) return NULL;
    char **v = NULL, buf[4096];
    size_t cap = 0;
    while (fgets(buf, sizeof buf, f)) {
        buf[strcspn(buf, "\n")] = 0;
        GROW(v, cap, (size_t)*n);
        v[(*n)++] = xstrdup(buf);
    }
    fclose(f);
    return v;
}

static void put_cell(FILE *out, uint64_t v)
{
    if (v) fprintf(out, " %11llu", (unsigned long long)v);
    else fprintf(out, " %11s", ".");
}

static int line_has_cost(const struct ann *a, uint32_t file, int line, const struct cost **c)
{
    const uint32_t *k = u64map_find(&a->line_idx, (uint64_t)file << 32 | (uint32_t)line);
    *c = k ? &a->lines[*k] : NULL;
    return *c && ((*c)->self || (*c)->calls);
}

/* Stretches of at least this many lines without cost are shown as one line saying so. */
#define ELIDE_MIN 5

static void put_source_line(FILE *out, const struct cost *c, int line, char **src, int nsrc)
{
    put_cell(out, c ? c->self : 0);
    put_cell(out, c ? c->calls : 0);
    fprintf(out, "  %4d  %s\n", line, src && line <= nsrc ? src[line - 1] : "");
}

/* Every line of the function's file from its first line (or first line with cost) to
   its last line with cost; cost-free stretches are elided with a line saying which. */
static void put_file_lines(FILE *out, struct ann *a, const struct func *fn, char **src, int nsrc)
{
    int lo = fn->line > 0 ? fn->line : 0, hi = lo;
    for (size_t i = 0; i < a->nlines; i++) {
        int line = (int)(uint32_t)a->line_keys[i];
        if ((uint32_t)(a->line_keys[i] >> 32) != fn->file || line <= 0 || !(a->lines[i].self || a->lines[i].calls)) continue;
        if (!lo || line < lo) lo = line;
        if (line > hi) hi = line;
    }
    for (int line = lo; line && line <= hi;) {
        const struct cost *c;
        if (line_has_cost(a, fn->file, line, &c)) {
            put_source_line(out, c, line++, src, nsrc);
            continue;
        }
        int end = line;
        while (end <= hi && !line_has_cost(a, fn->file, end, &c)) end++;
        if (src && end - line < ELIDE_MIN)
            for (; line < end; line++) put_source_line(out, NULL, line, src, nsrc);
        else if (src)
            fprintf(out, " %11s %11s  %4s  (lines %d-%d: no cost)\n", "", "", "...", line, end - 1);
        line = end;
    }
}

static void put_source(FILE *out, struct ann *a, const struct func *fn)
{
    char *path = source_path(a->src_st, a->src_pc);
    int nsrc;
    char **src = read_lines(path, &nsrc);
    fprintf(out, "Source %s%s%s%s:\n%12s %11s  line\n", str_get(fn->file), path ? " (" : "", path ? path : "",
            path ? ")" : "", "self", "calls");
    if (!src) fputs("  (source file not found: costs by line number only)\n", out);
    put_file_lines(out, a, fn, src, nsrc);
    for (size_t i = 0; i < a->nlines; i++)     /* lines of other files (e.g. macros from headers) */
        if ((uint32_t)(a->line_keys[i] >> 32) != fn->file && (a->lines[i].self || a->lines[i].calls)) {
            put_cell(out, a->lines[i].self);
            put_cell(out, a->lines[i].calls);
            fprintf(out, "  %s:%d\n", a->line_keys[i] >> 32 ? str_get((uint32_t)(a->line_keys[i] >> 32)) : "??",
                    (int)(uint32_t)a->line_keys[i]);
        }
    for (int i = 0; i < nsrc; i++) free(src[i]);
    free(src);
    free(path);
}

/* ---- disassembly ---- */

struct code { Dwfl_Module *mod; uint64_t start, end; const unsigned char *bytes; };
struct find { const char *name; struct code *c; };

static int each_module(Dwfl_Module *m, void **user, const char *mname, Dwarf_Addr base, void *arg)
{
    struct find *f = arg;
    (void)user, (void)mname, (void)base;
    int n = dwfl_module_getsymtab(m);
    for (int i = 1; i < n; i++) {
        GElf_Sym sym;
        GElf_Addr addr;
        const char *s = dwfl_module_getsym_info(m, i, &sym, &addr, NULL, NULL, NULL);
        if (s && GELF_ST_TYPE(sym.st_info) == STT_FUNC && sym.st_size && strcmp(s, f->name) == 0) {
            *f->c = (struct code){ m, addr, addr + sym.st_size, NULL };
            return DWARF_CB_ABORT;
        }
    }
    return DWARF_CB_OK;
}

/* The code bytes of [c->start, c->end) from the section holding them. */
static const unsigned char *code_bytes(const struct code *c)
{
    GElf_Addr bias;
    Elf *elf = dwfl_module_getelf(c->mod, &bias);
    for (Elf_Scn *scn = NULL; elf && (scn = elf_nextscn(elf, scn));) {
        GElf_Shdr sh;
        if (!gelf_getshdr(scn, &sh) || sh.sh_type != SHT_PROGBITS) continue;
        uint64_t a = c->start - bias;
        if (a < sh.sh_addr || c->end - bias > sh.sh_addr + sh.sh_size) continue;
        Elf_Data *d = elf_getdata(scn, NULL);
        if (d && d->d_buf && d->d_size >= a - sh.sh_addr + (c->end - c->start)) return (const unsigned char *)d->d_buf + (a - sh.sh_addr);
    }
    return NULL;
}

static const char *branch_sym(uint64_t addr, uint64_t *value, void *ctx)
{
    Dwfl_Module *m = dwfl_addrmodule(ctx, addr);
    GElf_Off off;
    GElf_Sym sym;
    const char *n = m ? dwfl_module_addrinfo(m, addr, &off, &sym, NULL, NULL, NULL) : NULL;
    if (n) *value = addr - off;
    return n;
}

static int is_branch(enum xop x)
{
    return x == XOP_CMPB || x == XOP_CMPIB || x == XOP_ADDB || x == XOP_ADDIB || x == XOP_BB || x == XOP_MOVB ||
           x == XOP_MOVIB || x == XOP_BRANCH || x == XOP_BE;
}

/* Whether w may nullify the instruction after it: a branch with ,n (its delay slot),
   or a computation with a condition (the next instruction is skipped when it holds). */
static int may_nullify_next(uint32_t w)
{
    enum xop x = pa_xop(w);
    if (is_branch(x)) return (w & 2) != 0;
    switch (x) {
    case XOP_ARITH: case XOP_LOGICAL: case XOP_ADDI: case XOP_SUBI: case XOP_CMPICLR: return ((w >> 12) & 0xf) != 0;
    case XOP_SHIFT_W: case XOP_DEP_W: case XOP_SHIFT_D: case XOP_DEP_D: return ((w >> 13) & 7) != 0;
    default: return 0;
    }
}

/* The instruction's line in func (for inlined code, the line of the outermost inlined
   call: where the Source part counts it), then the innermost inlined function's own. */
static void put_insn_source(FILE *out, struct symtab *st, uint64_t pc, uint32_t func)
{
    unsigned n;
    const struct frame *fr = symtab_frames_ref(st, pc, &n);
    if (!fr || n == 0) return;             /* an address of another program (--exe) */
    unsigned j = 0;
    while (j < n && fr[j].func != func) j++;
    if (j == n) j = n - 1;
    if (fr[j].file) fprintf(out, "  %s:%d", str_get(fr[j].file), fr[j].line);
    if (j + 1 < n) {
        const struct frame *in = &fr[n - 1];
        fprintf(out, " (%s", str_get(func_get(in->func)->name));
        if (in->file) fprintf(out, " %s:%d", str_get(in->file), in->line);
        fputc(')', out);
    } else if (fr[j].func != func) {
        fprintf(out, " (%s)", str_get(func_get(fr[j].func)->name));
    }
}

/* name: the function asked for; the profile may not know it (a.func UINT32_MAX) when
   --exe names another program or another build that has it. */
static void put_disassembly(FILE *out, struct ann *a, const char *name, struct symtab *st, const struct code *c)
{
    fprintf(out, "\nDisassembly of %s (0x%llx-0x%llx):\n%12s %11s  %-8s  %-40s source\n", name,
            (unsigned long long)c->start, (unsigned long long)c->end, "self", "calls", "address", "instruction");
    uint32_t prev = 0;
    for (uint64_t pc = c->start; pc + 4 <= c->end; pc += 4) {
        const unsigned char *b = c->bytes + (pc - c->start);
        uint32_t w = (uint32_t)b[0] << 24 | (uint32_t)b[1] << 16 | (uint32_t)b[2] << 8 | b[3];
        char text[128];
        pa_disasm(w, pc, text, sizeof text, branch_sym, symtab_dwfl(st));
        const uint32_t *k = u64map_find(&a->pc_idx, pc);
        put_cell(out, k ? a->pcs[*k].self : 0);
        put_cell(out, k ? a->pcs[*k].calls : 0);
        fprintf(out, "  %8llx  %-40s", (unsigned long long)pc, text);
        put_insn_source(out, st, pc, a->func);
        int slot = pc > c->start && is_branch(pa_xop(prev)), null = pc > c->start && may_nullify_next(prev);
        if (slot || null) fprintf(out, "  [%s%s%s]", slot ? "delay slot" : "", slot && null ? ", " : "", null ? "may be nullified" : "");
        fputc('\n', out);
        prev = w;
    }
}

void report_annotate(FILE *out, const struct view_src *v, const char *name)
{
    struct ann a = { .func = find_func(name), .m = v->cfg->sortm };
    struct code c = { 0 };
    struct symtab *code_st = NULL;
    for (size_t k = 0; k < v->ntrees && !c.mod; k++) {
        struct find f = { name, &c };
        dwfl_getmodules(symtab_dwfl(v->trees[k].st), each_module, &f, 0);
        if (c.mod) code_st = v->trees[k].st;
    }
    if (a.func == UINT32_MAX && !c.mod) die("%s: no function '%s' in the profile or its program", v->program, name);
    if (a.func != UINT32_MAX) view_walk(v, on_node, &a);
    const struct hpcfile_metric *me = &v->cfg->metrics[a.m];
    uint64_t self = 0, total = v->t->incl[a.m];
    for (size_t i = 0; i < a.nlines; i++) self += a.lines[i].self;
    fprintf(out, "Annotation of %s by %s (%s): %llu self, %.1f%% of %llu", name, me->name, hpcfile_unit_name(me->flags),
            (unsigned long long)self, total ? 100.0 * (double)self / (double)total : 0.0, (unsigned long long)total);
    uint64_t in_code = 0;            /* its code holds inlined functions' cost too */
    for (size_t i = 0; c.mod && i < a.npcs; i++)
        if (a.pc_keys[i] >= c.start && a.pc_keys[i] < c.end) in_code += a.pcs[i].self;
    if (c.mod && in_code != self) fprintf(out, "; %llu in its code, inlined functions included", (unsigned long long)in_code);
    fputs("\n\n", out);
    if (a.func != UINT32_MAX) {
        if (!a.src_st && c.mod) { a.src_st = code_st; a.src_pc = c.start; }
        put_source(out, &a, func_get(a.func));
    }
    if (!c.mod) fprintf(out, "\n(no function symbol with a size is called %s, so no disassembly: it may be inlined everywhere)\n", name);
    else if (!(c.bytes = code_bytes(&c))) fprintf(out, "\n(the code of %s could not be read)\n", name);
    else put_disassembly(out, &a, name, code_st, &c);
    free(a.lines); free(a.pcs); free(a.line_keys); free(a.pc_keys);
    u64map_free(&a.line_idx);
    u64map_free(&a.pc_idx);
}
