/* libFuzzer harness: hpcprof's reports (top-down, bottom-up, flat, folded) on any
   profile the reader accepts, symbolized against the real seed program named by
   FUZZ_EXE (a fixed one-module epoch, so fuzzed module names never reach the file
   system). Profiles whose sums would not fit 64 bits are refused as hpcprof does. */
#include <stdio.h>
#include <stdlib.h>
#include "calltree.h"
#include "report.h"

static struct symtab *program(void)
{
    static struct symtab *st;
    if (!st) {
        const char *exe = getenv("FUZZ_EXE");
        if (!exe) { fputs("fuzz_reports: set FUZZ_EXE to a PA-64 program\n", stderr); exit(2); }
        struct hpcfile_module m = { (char *)exe, 0, 0 };
        struct hpcfile_epoch ep = { 1, &m };
        st = symtab_open(&ep, exe, exe);
    }
    return st;
}

static void free_rtree(struct rtree *t)
{
    free(t->n); free(t->excl); free(t->incl); free(t->sites);
    u64map_free(&t->children);
}

static void reports(const struct hpcfile_profile *p, FILE *out)
{
    uint64_t *flags = xcalloc(p->nmetrics, sizeof *flags);
    for (uint32_t m = 0; m < p->nmetrics; m++) flags[m] = p->metrics[m].flags;
    struct report_cfg cfg = { p->metrics, p->nmetrics, 0, 0, 0.5 };
    struct rtree t, bt;
    rtree_init(&t, p->nmetrics, flags, 0);
    for (uint32_t k = 0; k < p->ntrees; k++) rtree_add_cct(&t, p, &p->trees[k], program());
    rtree_finish(&t, 1);
    report_top_down(out, &t, &cfg);
    report_flat(out, &t, &cfg);
    report_folded(out, &t, &cfg);
    rtree_bottom_up(&t, &bt, 1000, cfg.threshold);
    report_bottom_up(out, &bt, &cfg);
    free_rtree(&bt);
    free_rtree(&t);
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
