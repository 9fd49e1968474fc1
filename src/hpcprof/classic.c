/* Classic profiles in hpcprof (classic.h): loading <PROF1> or HPC_CSPROF files, the
   per-function reduction the prof and gprof reports share, and --to-gmon. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include "classic.h"
#include "outfile.h"
#include "util.h"

static uint32_t func_at(struct symtab *st, uint64_t pc)
{
    struct frame fr[MAX_FRAMES];
    return symtab_frames(st, pc, fr) ? fr[0].func : UINT32_MAX;
}

static int arc_order(const void *a, const void *b)
{
    const struct carc *x = a, *y = b;
    if (x->from != y->from) return x->from < y->from ? -1 : 1;
    return x->to < y->to ? -1 : x->to > y->to;
}

static void add_arc(struct classic *c, size_t *cap, uint32_t from, uint32_t to, uint64_t n)
{
    if (to == UINT32_MAX) return;
    GROW(c->arcs, *cap, c->narcs);
    c->arcs[c->narcs++] = (struct carc){ from, to, n };
}

/* Ticks per function, as (func, count) pairs: symbolizing may add functions. */
static void add_samples(struct carc **v, size_t *n, size_t *cap, const struct prof1_samples *x, struct symtab *st)
{
    double width = (double)x->entry_size * 65536.0 / (x->scale > 1 ? x->scale : 1);
    for (uint64_t i = 0; i < x->nbuckets; i++) {
        if (!x->buckets[i]) continue;
        uint32_t f = func_at(st, x->lowpc + (uint64_t)((double)i * width));
        if (f == UINT32_MAX) continue;
        GROW(*v, *cap, *n);
        (*v)[(*n)++] = (struct carc){ f, 0, x->buckets[i] };
    }
}

static void merge_arcs(struct classic *c)
{
    xqsort(c->arcs, c->narcs, sizeof *c->arcs, arc_order);
    size_t k = 0;
    for (size_t i = 0; i < c->narcs; i++) {
        if (k && c->arcs[k - 1].from == c->arcs[i].from && c->arcs[k - 1].to == c->arcs[i].to)
            c->arcs[k - 1].count += c->arcs[i].count;
        else c->arcs[k++] = c->arcs[i];
    }
    c->narcs = k;
}

void classic_build(struct classic *c, const struct prof1_profile *p, struct symtab *st, double tick)
{
    memset(c, 0, sizeof *c);
    c->tick = tick;
    size_t cap = 0, nt = 0, tcap = 0;
    struct carc *ticks = NULL;
    for (uint32_t k = 0; k < p->nsections; k++) {
        const struct prof1_section *s = &p->sections[k];
        if (s->type == PROF_SECT_SAMPLES_64) add_samples(&ticks, &nt, &tcap, &s->u.samples, st);
        if (s->type == PROF_SECT_CALL_COUNTS_64)
            for (int32_t i = 0; i < s->u.counts.n; i++)
                add_arc(c, &cap, 0, func_at(st, s->u.counts.pcs[i]), s->u.counts.counts[i]);
        if (s->type == PROF_SECT_CALL_ARCS_64) {
            c->has_arcs = 1;
            /* from is stored +1 (0 is <spontaneous>). A call from outside every function
               (main's, from the dld) is not counted, as gprof does not count it. */
            for (int32_t i = 0; i < s->u.arcs.n; i++) {
                uint32_t from = func_at(st, s->u.arcs.from[i]);
                if (from != UINT32_MAX && symtab_is_code(st, s->u.arcs.from[i]) >= 0) add_arc(c, &cap, from + 1, func_at(st, s->u.arcs.to[i]), s->u.arcs.counts[i]);
            }
        }
    }
    c->nf = func_count();
    c->self = xcalloc(c->nf + 1, sizeof *c->self);
    c->calls = xcalloc(c->nf + 1, sizeof *c->calls);
    for (size_t i = 0; i < nt; i++) {
        c->self[ticks[i].from] += ticks[i].count;
        c->total += ticks[i].count;
    }
    free(ticks);
    merge_arcs(c);
    for (size_t i = 0; i < c->narcs; i++) c->calls[c->arcs[i].to] += c->arcs[i].count;
}

/* Seconds per sample of a csprof profile: its first sampling metric's period when that
   is time; otherwise one 10 ms tick per sample, as for profil. */
static double csprof_tick(const struct hpcfile_profile *p)
{
    int m = hpcfile_sampling_metric(p);
    if (m >= 0 && HPCFILE_METRIC_UNIT(p->metrics[m].flags) == HPCFILE_UNIT_MICROSECONDS && p->metrics[m].period)
        return p->metrics[m].period / 1e6;
    return 0.01;
}

static void write_gmon(const char *out, const struct prof1_profile *p, double tick)
{
    FILE *f = fopen(outfile_begin(out), "wb");
    if (!f) die("%s: %s", out, strerror(errno));
    uint32_t rate = (uint32_t)(1.0 / tick + 0.5);
    int bad = gmon_write(f, p, rate ? rate : 1);
    bad |= fclose(f) != 0;
    outfile_end(out, !bad, NULL);
}

int classic_is_prof1(const char *path)
{
    unsigned char b[8];
    if (not_regular_reason(path)) return 0;    /* the report's reader says why */
    FILE *f = fopen(path, "rb");
    if (!f) return 0;
    size_t n = fread(b, 1, sizeof b, f);
    fclose(f);
    return hpcfile_sniff(b, n) == HPCFILE_KIND_PROF1;
}

int classic_main(const char *path, const char *exe, int gprof, const char *to_gmon)
{
    size_t len;
    unsigned char *buf = read_regular_file(path, &len);
    char err[512];
    struct prof1_profile p;
    struct hpcfile_profile hp = { 0 };
    struct hpcfile_module mod = { .name = (char *)(exe ? exe : "") };
    struct hpcfile_epoch ep = { 1, &mod };
    double tick = 0.01;                      /* profil's clock: 100 Hz */
    if (hpcfile_sniff(buf, len) == HPCFILE_KIND_PROF1) {
        if (prof1_read_buf(buf, len, &p, err, sizeof err)) die("%s: %s", path, err);
    } else {
        if (hpcfile_read_buf(buf, len, &hp, err, sizeof err)) die("%s: %s", path, err);
        if (prof1_from_csprof(&hp, &p, err, sizeof err)) die("%s: %s", path, err);
        tick = csprof_tick(&hp);
        gprof = 1;
    }
    free(buf);
    if (to_gmon) {
        write_gmon(to_gmon, &p, tick);
        return 0;
    }
    if (!hp.nepochs && !exe) die("%s: a <PROF1> file names no program: give --exe PROG", path);
    struct symtab *st = symtab_open(hp.nepochs ? &hp.epochs[hp.trees ? hp.trees[0].epoch : 0] : &ep, exe, path);
    struct classic c;
    classic_build(&c, &p, st, tick);
    if (gprof || c.has_arcs) report_gprof(stdout, &c);
    else report_prof(stdout, &c);
    prof1_free(&p);
    return fflush(stdout) ? 1 : 0;
}
