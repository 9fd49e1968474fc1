/* pprof's profile.proto (github.com/google/pprof, proto/profile.proto), gzipped with
   zlib, for `go tool pprof`: one sample per profile node with cost of its own (its
   call path as locations, leaf first; one value per metric), a location per address
   with its lines (inlined functions innermost first), a function per (module, name),
   a mapping per load module. Field numbers are profile.proto's. */
#include <elfutils/libdwfl.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <zlib.h>
#include "marker.h"
#include "outfile.h"
#include "pb.h"
#include "views.h"

enum { P_SAMPLE_TYPE = 1, P_SAMPLE, P_MAPPING, P_LOCATION, P_FUNCTION, P_STRING_TABLE,
       P_PERIOD_TYPE = 11, P_PERIOD, P_COMMENT, P_DEFAULT_SAMPLE_TYPE };

struct pp {
    struct pb out, strings, tmp, tmp2;
    struct u64map str_idx;            /* interned string id -> string table index */
    uint64_t nstrings;
    struct u64map locs, funcs, maps;  /* (symtab, pc) / func / Dwfl_Module -> id */
    uint64_t nlocs, nmaps;
    const struct view_tree *cur;      /* tree being walked, its symtab's number */
    uint64_t stno;
    struct u64map stnos;
    uint64_t *loc_of;                 /* per node of the current tree: its call and its own location */
    uint64_t *path;                   /* location ids of one sample */
    size_t path_cap;
    unsigned nm;
};

static uint64_t str_index(struct pp *p, const char *s)
{
    int is_new;
    uint32_t *slot = u64map_slot(&p->str_idx, str_intern(s), &is_new);
    if (is_new) {
        *slot = (uint32_t)p->nstrings++;
        pb_bytes(&p->strings, P_STRING_TABLE, s, strlen(s));
    }
    return *slot;
}

static void value_type(struct pp *p, unsigned field, const struct hpcfile_metric *me)
{
    pb_uint(&p->tmp, 1, str_index(p, me->name));
    pb_uint(&p->tmp, 2, str_index(p, hpcfile_unit_name(me->flags)));
    pb_msg(&p->out, field, &p->tmp);
}

static uint64_t function_id(struct pp *p, uint32_t fn)
{
    int is_new;
    uint32_t *slot = u64map_slot(&p->funcs, fn, &is_new);
    if (is_new) {
        const struct func *f = func_get(fn);
        char name[1024];
        if (f->module) snprintf(name, sizeof name, "%s (%s)", str_get(f->name), str_get(f->module));
        else snprintf(name, sizeof name, "%s", str_get(f->name));
        *slot = fn + 1;
        pb_uint(&p->tmp, 1, fn + 1);
        pb_uint(&p->tmp, 2, str_index(p, name));
        pb_uint(&p->tmp, 3, str_index(p, str_get(f->name)));
        pb_uint(&p->tmp, 4, str_index(p, str_get(f->file)));
        pb_uint(&p->tmp, 5, (uint64_t)(int64_t)f->line);
        pb_msg(&p->out, P_FUNCTION, &p->tmp);
    }
    return *slot;
}

/* The mapping of the module holding pc (0 outside every module: the gateway page). */
static uint64_t mapping_id(struct pp *p, uint64_t pc)
{
    Dwfl_Module *m = dwfl_addrmodule(symtab_dwfl(p->cur->st), pc);
    if (!m) return 0;
    int is_new;
    uint32_t *slot = u64map_slot(&p->maps, (uint64_t)(uintptr_t)m, &is_new);
    if (is_new) {
        Dwarf_Addr start, end;
        const char *file = NULL;
        const char *name = dwfl_module_info(m, NULL, &start, &end, NULL, NULL, &file, NULL);
        *slot = (uint32_t)++p->nmaps;
        pb_uint(&p->tmp, 1, *slot);
        pb_uint(&p->tmp, 2, start);
        pb_uint(&p->tmp, 3, end);
        pb_uint(&p->tmp, 5, str_index(p, file ? file : name ? name : "?"));
        for (unsigned f = 7; f <= 10; f++) pb_uint(&p->tmp, f, 1);   /* functions, files, lines, inlines */
        pb_msg(&p->out, P_MAPPING, &p->tmp);
    }
    return *slot;
}

static uint64_t location_id(struct pp *p, const struct view_place *vp)
{
    int is_new;
    uint32_t *slot = u64map_slot(&p->locs, p->stno << 56 ^ vp->pc, &is_new);
    if (is_new) {
        uint64_t id = ++p->nlocs, map = mapping_id(p, vp->pc), fids[MAX_FRAMES];
        *slot = (uint32_t)id;          /* ids first: the helpers write messages of their own */
        for (unsigned j = 0; j < vp->nfr; j++) fids[j] = function_id(p, vp->fr[j].func);
        pb_uint(&p->tmp, 1, id);
        pb_uint(&p->tmp, 2, map);
        pb_uint(&p->tmp, 3, vp->pc);
        for (unsigned j = vp->nfr; j-- > 0;) {
            pb_uint(&p->tmp2, 1, fids[j]);
            pb_uint(&p->tmp2, 2, (uint64_t)(int64_t)vp->fr[j].line);
            pb_msg(&p->tmp, 4, &p->tmp2);
        }
        pb_msg(&p->out, P_LOCATION, &p->tmp);
    }
    return *slot;
}

static void start_tree(struct pp *p, const struct view_tree *vt)
{
    p->cur = vt;
    int is_new;
    uint32_t *no = u64map_slot(&p->stnos, (uint64_t)(uintptr_t)vt->st, &is_new);
    if (is_new) *no = (uint32_t)p->stnos.n;
    p->stno = *no;
    free(p->loc_of);
    p->loc_of = xcalloc(vt->tr->nnodes * 2, sizeof *p->loc_of);
}

/* A sample for one place of a node: the node's values there, its path of locations
   (each ancestor at the place its child hangs below). */
static void add_sample(struct pp *p, const struct view_tree *vt, const struct view_node *vn, const struct view_place *vp)
{
    int any = 0;
    for (unsigned m = 0; m < p->nm; m++) any |= vp->self[m] != 0;
    if (!any) return;
    size_t k = 0;
    GROW(p->path, p->path_cap, k);
    p->path[k++] = location_id(p, vp);
    for (uint64_t x = vn->n->id, y; (y = vt->tr->nodes[x].parent); x = y) {
        GROW(p->path, p->path_cap, k);
        p->path[k++] = p->loc_of[y * 2 + (marker_kind(vt->tr->nodes[x].ip) != MARKER_NONE)];
    }
    pb_packed(&p->tmp, 1, p->path, k);
    pb_packed(&p->tmp, 2, vp->self, p->nm);     /* int64 values: the same varints */
    pb_msg(&p->out, P_SAMPLE, &p->tmp);
}

static void on_node(void *ctx, const struct view_tree *vt, const struct view_node *vn, const struct view_node *parent)
{
    struct pp *p = ctx;
    (void)parent;
    if (vt != p->cur) start_tree(p, vt);
    uint64_t id = vn->n->id;
    p->loc_of[id * 2] = location_id(p, &vn->place[vn->call_ix]);
    p->loc_of[id * 2 + 1] = location_id(p, &vn->place[vn->own_ix]);
    for (unsigned k = 0; k < vn->nplaces; k++) add_sample(p, vt, vn, &vn->place[k]);
}

static void write_gzip(const char *path, const struct pb *a, const struct pb *b)
{
    gzFile gz = strcmp(path, "-") == 0 ? gzdopen(dup(1), "wb9") : gzopen(outfile_begin(path), "wb9");
    if (!gz) die("%s: cannot write: %s", path, strerror(errno ? errno : ENOMEM));
    int ok = (!a->n || gzwrite(gz, a->b, (unsigned)a->n) == (int)a->n) && (!b->n || gzwrite(gz, b->b, (unsigned)b->n) == (int)b->n);
    int err = 0;
    const char *msg = ok ? NULL : gzerror(gz, &err);
    char saved[256] = "";
    if (msg) snprintf(saved, sizeof saved, "%s", msg);
    if (gzclose(gz) != Z_OK) ok = 0;
    if (strcmp(path, "-")) outfile_end(path, ok, *saved ? saved : NULL);
    else if (!ok) die("%s: write error%s%s", path, *saved ? ": " : "", saved);
}

void export_pprof(const char *path, const struct view_src *v)
{
    struct pp p = { 0 };
    p.nm = v->cfg->nmetrics;
    str_index(&p, "");                   /* string 0 must be "" */
    for (unsigned m = 0; m < p.nm; m++) value_type(&p, P_SAMPLE_TYPE, &v->cfg->metrics[m]);
    view_walk(v, on_node, &p);
    const struct hpcfile_metric *sm = &v->cfg->metrics[v->cfg->sortm];
    value_type(&p, P_PERIOD_TYPE, sm);
    pb_uint(&p.out, P_PERIOD, sm->period);
    char comment[512];
    snprintf(comment, sizeof comment, "csprof profile of %s, converted by hpcprof", v->program);
    pb_uint(&p.out, P_COMMENT, str_index(&p, comment));
    pb_uint(&p.out, P_DEFAULT_SAMPLE_TYPE, str_index(&p, sm->name));
    write_gzip(path, &p.out, &p.strings);
    pb_free(&p.out);
    pb_free(&p.strings);
    pb_free(&p.tmp);
    pb_free(&p.tmp2);
    free(p.loc_of);
    free(p.path);
    u64map_free(&p.str_idx);
    u64map_free(&p.locs);
    u64map_free(&p.funcs);
    u64map_free(&p.maps);
    u64map_free(&p.stnos);
}
