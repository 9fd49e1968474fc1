/* Column and label formatting for the reports (see columns.h). */
#include <string.h>
#include "columns.h"
#include "util.h"

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

unsigned metric_select(const struct hpcfile_profile *p, const char *name, const char *what)
{
    int found = metric_index(p->metrics, p->nmetrics, name);
    if (found >= 0) return (unsigned)found;
    if (name) {
        char list[512] = "";
        for (uint32_t m = 0; m < p->nmetrics; m++)
            snprintf(list + strlen(list), sizeof list - strlen(list), "%s%s", m ? ", " : "", p->metrics[m].name);
        die("%s: no metric '%s' (metrics: %s)", what, name, list);
    }
    for (uint32_t m = 0; m < p->nmetrics; m++)
        if (!(p->metrics[m].flags & HPCFILE_METRIC_RETURNS)) return m;
    return 0;
}

void fmt_value(char *buf, size_t len, uint64_t flags, uint64_t v)
{
    static const char *const bin[] = { "KiB", "MiB", "GiB", "TiB" };
    if (HPCFILE_METRIC_UNIT(flags) != HPCFILE_UNIT_BYTES || v < 1024) {
        snprintf(buf, len, HPCFILE_METRIC_UNIT(flags) == HPCFILE_UNIT_BYTES ? "%llu B" : "%llu", (unsigned long long)v);
        return;
    }
    double x = (double)v / 1024;
    unsigned u = 0;
    while (x >= 1024 && u < 3) { x /= 1024; u++; }
    snprintf(buf, len, "%.1f %s", x, bin[u]);
}

void col_value(FILE *out, const struct report_cfg *cfg, unsigned m, uint64_t v, uint64_t total)
{
    char num[32];
    fmt_value(num, sizeof num, cfg->metrics[m].flags, v);
    fprintf(out, " %*s", VALUE_W, num);
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
