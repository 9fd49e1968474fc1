/* libFuzzer harness: hpcprof's reports (top-down, bottom-up, flat, folded) and views
   (flame graph, callgrind, pprof, annotate, diff) on any profile the reader accepts, symbolized against the real seed program named by
   FUZZ_EXE (a fixed one-module epoch, so fuzzed module names never reach the file
   system). Profiles whose sums would not fit 64 bits are refused as hpcprof does. */
#include <stdio.h>
#include <stdlib.h>
#include "calltree.h"
#include "columns.h"
#include "report.h"
#include "views.h"

static struct symtab *program(void)
{
    static struct symtab *st;
    if (!st) {
        const char *exe = getenv("FUZZ_EXE");
        if (!exe) { fputs("fuzz_reports: set FUZZ_EXE to a PA-64 program\n", stderr); exit(2); }
        struct hpcfile_module m = { .name = (char *)exe };
        struct hpcfile_epoch ep = { 1, &m };
        st = symtab_open(&ep, exe, exe);
    }
    return st;
}

/* The views hpcprof refuses for a metric that counts calls (with a message and exit
   status 1, which libFuzzer would take for a crash) run only with a cost metric. */
static void views(const struct rtree *t, const struct hpcfile_profile *p, const struct report_cfg *cfg, FILE *out)
{
    struct view_tree *vt = xcalloc(p->ntrees ? p->ntrees : 1, sizeof *vt);
    for (uint32_t k = 0; k < p->ntrees; k++) vt[k] = (struct view_tree){ p, &p->trees[k], program() };
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

static void reports(const struct hpcfile_profile *p, FILE *out)
{
    uint64_t *flags = xcalloc(p->nmetrics, sizeof *flags);
    for (uint32_t m = 0; m < p->nmetrics; m++) flags[m] = p->metrics[m].flags;
    struct report_cfg cfg = { p->metrics, p->nmetrics, 0, 0, 0.5 };
    while (cfg.sortm < p->nmetrics && metric_is_count(&cfg, cfg.sortm)) cfg.sortm++;
    int cost = cfg.sortm < p->nmetrics;
    if (!cost) cfg.sortm = 0;
    struct rtree t, bt;
    rtree_init(&t, p->nmetrics, flags, cfg.sortm);
    for (uint32_t k = 0; k < p->ntrees; k++) rtree_add_cct(&t, p, &p->trees[k], program());
    rtree_finish(&t, 1);
    report_top_down(out, &t, &cfg);
    report_flat(out, &t, &cfg);
    report_folded(out, &t, &cfg);
    if (cost) views(&t, p, &cfg, out);
    rtree_bottom_up(&t, &bt, 1000, cfg.threshold);
    report_bottom_up(out, &bt, &cfg);
    rtree_free(&bt);
    rtree_free(&t);
    free(flags);
}

int LLVMFuzzerTestOneInput(const unsigned char *data, size_t len)
{
    static FILE *null;
    if (!null) null = fopen("/dev/null", "w");
    struct hpcfile_profile p;
    char err[512];
    if (hpcfile_read_buf(data, len, &p, err, sizeof err)) return 0;
    uint64_t *totals = xcalloc(p.nmetrics, sizeof *totals);
    uint32_t bad;
    if (p.nmetrics && hpcfile_add_totals(&p, totals, &bad) == 0) reports(&p, null);
    free(totals);
    hpcfile_free(&p);
    return 0;
}
