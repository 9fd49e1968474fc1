/* Column and label formatting for the reports (see columns.h). */
#include <string.h>
#include "columns.h"

#define VALUE_W 12
#define PCT_W 7
#define MAX_INDENT 40

int metric_is_count(const struct report_cfg *cfg, unsigned m)
{
    return (cfg->metrics[m].flags & HPCFILE_METRIC_RETURNS) != 0;
}

void col_header(FILE *out, const struct report_cfg *cfg, unsigned m, const char *what)
{
    char label[96];
    const char *name = cfg->metrics[m].name && cfg->metrics[m].name[0] ? cfg->metrics[m].name : "metric";
    if (what) snprintf(label, sizeof label, "%s (%s)", name, what);
    else snprintf(label, sizeof label, "%s", name);
    int width = metric_is_count(cfg, m) ? VALUE_W : VALUE_W + PCT_W;
    fprintf(out, " %*s", width, label);
}

void col_value(FILE *out, const struct report_cfg *cfg, unsigned m, uint64_t v, uint64_t total)
{
    fprintf(out, " %*llu", VALUE_W, (unsigned long long)v);
    if (metric_is_count(cfg, m)) return;
    fprintf(out, " %5.1f%%", total ? 100.0 * (double)v / (double)total : 0.0);
}

void put_func(FILE *out, uint32_t func, int inlined_only)
{
    if (func == RTREE_ROOT_FUNC) {
        fputs("<total>", out);
        return;
    }
    const struct func *f = func_get(func);
    fputs(str_get(f->name), out);
    if (inlined_only) fputs(" [inlined]", out);
    if (f->module) fprintf(out, " (%s)", str_get(f->module));
}

void put_indent(FILE *out, unsigned d)
{
    if (d > MAX_INDENT) fprintf(out, "%*s[%u] ", 2 * MAX_INDENT, "", d);
    else fprintf(out, "%*s", 2 * (int)d, "");
}

int below_threshold(const struct report_cfg *cfg, uint64_t v, uint64_t total)
{
    return cfg->threshold > 0 && total && 100.0 * (double)v < cfg->threshold * (double)total;
}

int metric_index(const struct hpcfile_metric *metrics, unsigned n, const char *name)
{
    for (unsigned m = 0; name && m < n; m++)
        if (strcmp(metrics[m].name, name) == 0) return (int)m;
    return -1;
}
