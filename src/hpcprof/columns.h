/* Value columns and labels shared by the reports. Every metric gets columns: a value
   with its percentage of the metric's total, or for edge-count ("returns") metrics a
   plain count, since percentages of calls and sums of them up the tree mean little. */
#ifndef HPCPROF_COLUMNS_H
#define HPCPROF_COLUMNS_H
#include <stdio.h>
#include "report.h"

int metric_is_count(const struct report_cfg *cfg, unsigned m);
/* The metric named `name` (NULL: the first that is not an edge count); dies naming the
   metrics there are when none has that name. `what` names the input in messages. */
unsigned metric_select(const struct hpcfile_profile *p, const char *name, const char *what);
/* The index of the metric named `name`, or -1. */
/* v in the metric's unit for people: bytes as "777 B", "48.8 KiB", "1.2 MiB"...,
   everything else as the number. */
void fmt_value(char *buf, size_t len, uint64_t flags, uint64_t v);
/* Header cell for metric m, e.g. "insn (incl)" right-aligned to the column. */
void col_header(FILE *out, const struct report_cfg *cfg, unsigned m, const char *what);
/* One value cell: "    12345  42.1%" or, for count metrics, "    12345". */
void col_value(FILE *out, const struct report_cfg *cfg, unsigned m, uint64_t v, uint64_t total);
/* A function's name for display: "name", "name [inlined]", "name (libx.sl)". */
void put_func(FILE *out, uint32_t func, int inlined_only);
/* Indentation for depth d; very deep paths get a "[d] " marker instead of more space. */
void put_indent(FILE *out, unsigned d);
/* Whether v is below the threshold percentage of total. */
int below_threshold(const struct report_cfg *cfg, uint64_t v, uint64_t total);
/* The index of the metric called name among n metrics, -1 when there is none: how a
   view finds the metric --metric names, or the same metric in another profile. */
int metric_index(const struct hpcfile_metric *metrics, unsigned n, const char *name);

#endif
