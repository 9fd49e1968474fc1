/* libFuzzer harness: hpcprof's reports (top-down, bottom-up, flat, folded) and views
   (flame graph, callgrind, pprof, annotate, diff) on any profile the reader accepts, symbolized against the real seed program named by
   FUZZ_EXE (a fixed one-module epoch, so fuzzed module names never reach the file
   system); again against FUZZ_EXE2, another program (a mismatched --exe), when set;
   and --diff of each accepted profile against the one accepted before it (a pair of
   different profiles, their metrics too). Profiles whose sums would not fit 64 bits
   are refused as hpcprof does. */
#include <string.h>
#include <stdio.h>
#include <stdlib.h>
#include "calltree.h"
#include "columns.h"
#include "report.h"
#include "views.h"

static struct symtab *open_exe(const char *exe)
{
    struct hpcfile_module m = { .name = (char *)exe };
    struct hpcfile_epoch ep = { 1, &m };
    return symtab_open(&ep, exe, exe);
}

static struct symtab *program(void)
{
    static struct symtab *st;
    if (!st) {
        const char *exe = getenv("FUZZ_EXE");
        if (!exe) { fputs("fuzz_reports: set FUZZ_EXE to a PA-64 program\n", stderr); exit(2); }
        st = open_exe(exe);
    }
    return st;
}

/* The profile symbolized against another program (NULL when FUZZ_EXE2 is unset). */
static struct symtab *other_program(void)
{
    static struct symtab *st;
    static int tried;
    if (!tried) {
        tried = 1;
        const char *exe = getenv("FUZZ_EXE2");
        if (exe && *exe) st = open_exe(exe);
    }
    return st;
}

/* The views hpcprof refuses for a metric that counts calls (with a message and exit
   status 1, which libFuzzer would take for a crash) run only with a cost metric. */
static void views(const struct rtree *t, const struct hpcfile_profile *p, const struct report_cfg *cfg, FILE *out,
                  struct symtab *st)
{
    struct view_tree *vt = xcalloc(p->ntrees ? p->ntrees : 1, sizeof *vt);
    for (uint32_t k = 0; k < p->ntrees; k++) vt[k] = (struct view_tree){ p, &p->trees[k], st };
    struct view_src v = { t, cfg, vt, p->ntrees, getenv("FUZZ_EXE"), "fuzzed.csprof" };
    struct flame_opts fo = { 0 };
    export_flamegraph("/dev/null", &v, &fo);
    export_callgrind("/dev/null", &v);
    export_pprof("/dev/null", &v);
    size_t top = 0;   /* annotate the function with the largest own cost */
    for (size_t i = 1; i < t->count; i++)
        if (t->excl[i * t->nmetrics + cfg->sortm] > t->excl[top * t->nmetrics + cfg->sortm]) top = i;
    if (top) report_annotate(out, &v, flame_name(t->n[top].func));
    report_diff(out, &v, &v, "/dev/null", &fo);
    free(vt);
}

static void reports(const struct hpcfile_profile *p, FILE *out, struct symtab *st)
{
    uint64_t *flags = xcalloc(p->nmetrics, sizeof *flags);
    for (uint32_t m = 0; m < p->nmetrics; m++) flags[m] = p->metrics[m].flags;
    struct report_cfg cfg = { p->metrics, p->nmetrics, 0, 0, 0.5 };
    while (cfg.sortm < p->nmetrics && metric_is_count(&cfg, cfg.sortm)) cfg.sortm++;
    int cost = cfg.sortm < p->nmetrics;
    if (!cost) cfg.sortm = 0;
    struct rtree t, bt;
    rtree_init(&t, p->nmetrics, flags, cfg.sortm);
    for (uint32_t k = 0; k < p->ntrees; k++) rtree_add_cct(&t, p, &p->trees[k], st);
    rtree_finish(&t, 1);
    report_top_down(out, &t, &cfg);
    report_flat(out, &t, &cfg);
    report_folded(out, &t, &cfg);
    if (cost) views(&t, p, &cfg, out, st);
    rtree_bottom_up(&t, &bt, 1000, cfg.threshold);
    report_bottom_up(out, &bt, &cfg);
    rtree_free(&bt);
    rtree_free(&t);
    free(flags);
}

/* One side of a --diff, as hpcprof's diff_main builds it (its own metrics). */
struct side { struct report_cfg cfg; struct rtree t; struct view_tree *vt; struct view_src v; };

static int side_open(struct side *s, const struct hpcfile_profile *p)
{
    s->cfg = (struct report_cfg){ p->metrics, p->nmetrics, 0, 0, 1 };
    while (s->cfg.sortm < p->nmetrics && metric_is_count(&s->cfg, s->cfg.sortm)) s->cfg.sortm++;
    if (s->cfg.sortm == p->nmetrics) return -1;        /* hpcprof refuses: no cost metric */
    uint64_t *flags = xcalloc(p->nmetrics, sizeof *flags);
    for (uint32_t m = 0; m < p->nmetrics; m++) flags[m] = p->metrics[m].flags;
    rtree_init(&s->t, p->nmetrics, flags, s->cfg.sortm);
    for (uint32_t k = 0; k < p->ntrees; k++) rtree_add_cct(&s->t, p, &p->trees[k], program());
    rtree_finish(&s->t, 1);
    free(flags);
    s->vt = xcalloc(p->ntrees ? p->ntrees : 1, sizeof *s->vt);
    for (uint32_t k = 0; k < p->ntrees; k++) s->vt[k] = (struct view_tree){ p, &p->trees[k], program() };
    s->v = (struct view_src){ &s->t, &s->cfg, s->vt, p->ntrees, getenv("FUZZ_EXE"), "fuzzed.csprof" };
    return 0;
}

static void side_close(struct side *s)
{
    rtree_free(&s->t);
    free(s->vt);
}

static void diff_pair(const struct hpcfile_profile *base, const struct hpcfile_profile *new, FILE *out)
{
    struct side a, b;
    if (side_open(&a, base)) return;
    /* hpcprof refuses (a message, status 1) a NEW without base's metric. */
    int shared = 0;
    for (uint32_t m = 0; m < new->nmetrics; m++) shared |= !strcmp(new->metrics[m].name, base->metrics[a.cfg.sortm].name);
    if (!shared) { side_close(&a); return; }
    if (side_open(&b, new) == 0) {
        struct flame_opts fo = { 0 };
        report_diff(out, &a.v, &b.v, "/dev/null", &fo);
        side_close(&b);
    }
    side_close(&a);
}

static int load(const unsigned char *data, size_t len, struct hpcfile_profile *p)
{
    char err[512];
    if (hpcfile_read_buf(data, len, p, err, sizeof err)) return -1;
    uint64_t *totals = xcalloc(p->nmetrics ? p->nmetrics : 1, sizeof *totals);
    uint32_t bad;
    int ok = p->nmetrics && hpcfile_add_totals(p, totals, &bad) == 0;
    free(totals);
    if (!ok) hpcfile_free(p);
    return ok ? 0 : -1;
}

int LLVMFuzzerTestOneInput(const unsigned char *data, size_t len)
{
    static FILE *null;
    static unsigned char *prev;          /* the last accepted input, for a pair */
    static size_t prev_len;
    if (!null) null = fopen("/dev/null", "w");
    struct hpcfile_profile p, q;
    if (load(data, len, &p)) return 0;
    reports(&p, null, program());
    if (other_program()) reports(&p, null, other_program());
    if (prev && load(prev, prev_len, &q) == 0) {
        diff_pair(&q, &p, null);
        hpcfile_free(&q);
    }
    free(prev);
    prev = malloc(len ? len : 1);
    if (prev) memcpy(prev, data, len);
    prev_len = prev ? len : 0;
    hpcfile_free(&p);
    return 0;
}
