/* The text reports: top-down call paths, bottom-up callers, flat per function. */
#ifndef HPCPROF_REPORT_H
#define HPCPROF_REPORT_H
#include <stdio.h>
#include "calltree.h"

struct report_cfg {
    const struct hpcfile_metric *metrics;
    unsigned nmetrics, sortm;
    unsigned depth;          /* deepest level printed (1 = top-level functions); 0 = all */
    double threshold;        /* percent of the sort metric's total below which entries hide */
};

void report_top_down(FILE *out, const struct rtree *t, const struct report_cfg *cfg);
void report_bottom_up(FILE *out, const struct rtree *bt, const struct report_cfg *cfg);
void report_flat(FILE *out, const struct rtree *t, const struct report_cfg *cfg);
/* Folded stacks: "f1;f2;f3 value" per context with exclusive cost (sort metric). */
void report_folded(FILE *out, const struct rtree *t, const struct report_cfg *cfg);
/* Paths with bytes live at exit (metric malloc-leaked), largest first. */
void report_leaks(FILE *out, const struct rtree *t, const struct hpcfile_profile *p);

#endif
