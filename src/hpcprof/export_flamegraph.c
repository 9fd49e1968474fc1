/* Flame graph SVG in the manner of Brendan Gregg's flamegraph.pl: one frame per
   calling context (a report tree node), its width the context's inclusive value,
   children in name order on top of their parent (or below it, as an icicle).
   Self-contained: style and script are embedded. Frames narrower than MIN_PX are
   left out; their parent's data-h says how much value they held, so the values in
   the file always add up (data-v = data-s + data-h + the shown children's data-v). */
#include <stdlib.h>
#include <string.h>
#include "columns.h"
#include "flame_script.h"
#include "views.h"

#define SVG_W 1200.0
#define XPAD 10.0
#define FRAME_H 16.0
#define FONT 12
#define YPAD_TOP (FONT * 3.0)
#define YPAD_BOTTOM (FONT * 2.0 + 10)
#define MIN_PX 0.1

struct layout {
    const struct flame_in *in;
    uint32_t *order;        /* nodes in drawing order (parents first) */
    size_t n;
    double *x;              /* per tree node: offset in value units */
    uint64_t *hidden;       /* per tree node: value of children left out */
    unsigned maxdepth;
    double scale;           /* pixels per value unit */
};

static uint64_t width_of(const struct flame_in *in, uint32_t node)
{
    return in->t->incl[(size_t)node * in->t->nmetrics + in->m];
}

const char *flame_name(uint32_t func)
{
    if (func == RTREE_ROOT_FUNC) return "all";
    return str_get(func_get(func)->name);
}

static int by_name(const void *a, const void *b, void *arg)
{
    const struct rtree *t = arg;
    uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
    int c = strcmp(flame_name(t->n[x].func), flame_name(t->n[y].func));
    return c ? c : (x > y) - (x < y);
}

/* Depth first from the root, children by name; stops below frames too narrow to draw. */
static void lay_out(struct layout *L)
{
    const struct rtree *t = L->in->t;
    uint32_t *stack = xmalloc(t->count * sizeof *stack), *kids = xmalloc(t->count * sizeof *kids);
    size_t sp = 0;
    stack[sp++] = 0;
    while (sp) {
        uint32_t node = stack[--sp];
        L->order[L->n++] = node;
        if (t->n[node].depth > L->maxdepth) L->maxdepth = t->n[node].depth;
        size_t k = 0;
        for (uint32_t c = t->n[node].first_child; c; c = t->n[c].next_sibling) kids[k++] = c;
        qsort_r(kids, k, sizeof *kids, by_name, (void *)t);
        double x = L->x[node];
        for (size_t i = 0; i < k; i++) {
            uint64_t w = width_of(L->in, kids[i]);
            L->x[kids[i]] = x;
            x += (double)w;
            if (!w) continue;
            if ((double)w * L->scale < MIN_PX) L->hidden[node] += w;
            else stack[sp++] = kids[i];
        }
    }
    free(stack);
    free(kids);
}

static void put_escaped(FILE *out, const char *s)
{
    for (; *s; s++) {
        switch (*s) {
        case '<': fputs("&lt;", out); break;
        case '>': fputs("&gt;", out); break;
        case '&': fputs("&amp;", out); break;
        case '"': fputs("&quot;", out); break;
        case '\'': fputs("&apos;", out); break;
        default:
            if ((unsigned char)*s >= 0x20) fputc(*s, out);
        }
    }
}

static double hash01(const char *s, unsigned salt)
{
    uint32_t h = 2166136261u ^ salt;
    for (; *s; s++) h = (h ^ (unsigned char)*s) * 16777619u;
    h ^= h >> 15;
    h *= 0x2c1b3c6du;
    h ^= h >> 12;
    return (double)(h % 10007) / 10007.0;
}

/* flamegraph.pl's "hot" palette, chosen by name so a function keeps its colour; in a
   differential graph red for growth, blue for shrinkage, by the share of the largest
   change. */
static void put_fill(FILE *out, const struct layout *L, uint32_t node, const char *name)
{
    const struct flame_in *in = L->in;
    if (in->delta) {
        /* any change shows (20% tint at least), the largest in full colour */
        double d = (double)in->delta[node], k = in->max_delta ? (d < 0 ? -d : d) / (double)in->max_delta : 0;
        k = k > 1 ? 1 : 0.2 + 0.8 * k;
        int c = (int)(250.5 - 210 * k);
        if (in->delta[node] > 0) fprintf(out, "rgb(250,%d,%d)", c, c);
        else if (in->delta[node] < 0) fprintf(out, "rgb(%d,%d,250)", c, c);
        else fputs("rgb(250,250,250)", out);
        return;
    }
    fprintf(out, "rgb(%d,%d,%d)", 205 + (int)(50 * hash01(name, 3)), (int)(230 * hash01(name, 1)),
            (int)(55 * hash01(name, 2)));
}

static void put_title(FILE *out, const struct layout *L, uint32_t node, const char *name)
{
    const struct flame_in *in = L->in;
    uint64_t v = width_of(in, node), total = width_of(in, 0);
    put_escaped(out, name);
    if (in->delta) {
        uint64_t b = in->base[node];
        fprintf(out, " (%s %llu, base %llu, self delta %+lld, ratio ", in->unit, (unsigned long long)v,
                (unsigned long long)b, (long long)in->delta[node]);
        if (b) fprintf(out, "%.2f)", (double)v / (double)b);
        else fputs("new)", out);
        return;
    }
    fprintf(out, " (%llu %s, %.2f%%)", (unsigned long long)v, in->unit, total ? 100.0 * (double)v / (double)total : 0.0);
}

static double frame_y(const struct layout *L, unsigned depth, int icicle)
{
    double height = (L->maxdepth + 1) * FRAME_H + YPAD_TOP + YPAD_BOTTOM;
    return icicle ? YPAD_TOP + depth * FRAME_H : height - YPAD_BOTTOM - (depth + 1) * FRAME_H;
}

static void put_frame(FILE *out, const struct layout *L, uint32_t node, int icicle)
{
    const struct rtree *t = L->in->t;
    const char *name = flame_name(t->n[node].func);
    uint64_t self = t->excl[(size_t)node * t->nmetrics + L->in->m];
    double x = XPAD + L->x[node] * L->scale, w = (double)width_of(L->in, node) * L->scale;
    fprintf(out, "<g class=\"f\" data-n=\"");
    put_escaped(out, name);
    fprintf(out, "\" data-d=\"%u\" data-v=\"%llu\" data-s=\"%llu\" data-h=\"%llu\"><title>", t->n[node].depth,
            (unsigned long long)width_of(L->in, node), (unsigned long long)self, (unsigned long long)L->hidden[node]);
    put_title(out, L, node, name);
    fprintf(out, "</title><rect x=\"%.4f\" y=\"%.1f\" width=\"%.4f\" height=\"%.1f\" fill=\"", x,
            frame_y(L, t->n[node].depth, icicle), w, FRAME_H - 1);
    put_fill(out, L, node, name);
    fprintf(out, "\" rx=\"2\" ry=\"2\"/><text x=\"%.2f\" y=\"%.1f\">", x + 3, frame_y(L, t->n[node].depth, icicle) + 10.5);
    /* the script fits labels to the rendered width; this estimate serves without it */
    size_t fits = w > 6 ? (size_t)((w - 6) / (FONT * 0.59)) : 0, len = strlen(name);
    if (len <= fits) put_escaped(out, name);
    else if (fits >= 3) {
        char *cut = xstrdup(name);
        strcpy(cut + fits - 2, "..");
        put_escaped(out, cut);
        free(cut);
    }
    fputs("</text></g>\n", out);
}

static void put_head(FILE *out, const struct layout *L, const char *title)
{
    double height = (L->maxdepth + 1) * FRAME_H + YPAD_TOP + YPAD_BOTTOM;
    fprintf(out, "<?xml version=\"1.0\" standalone=\"no\"?>\n"
                 "<svg version=\"1.1\" width=\"%.0f\" height=\"%.0f\" viewBox=\"0 0 %.0f %.0f\" onload=\"init(evt)\" "
                 "xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" "
                 "data-fullw=\"%.4f\" data-xpad=\"%.1f\" data-total=\"%llu\" data-metric=\"",
            SVG_W, height, SVG_W, height, SVG_W - 2 * XPAD, XPAD, (unsigned long long)width_of(L->in, 0));
    put_escaped(out, L->in->metric);
    fprintf(out, "\">\n<style type=\"text/css\">\n"
                 "text { font-family: Verdana, sans-serif; font-size: %dpx; fill: rgb(0,0,0); }\n"
                 "g.f:hover rect { stroke: black; stroke-width: 0.5; cursor: pointer; }\n"
                 "g.f text { pointer-events: none; }\n"
                 ".btn { cursor: pointer; }\n#title { text-anchor: middle; font-size: 17px; }\n"
                 "</style>\n<script type=\"text/ecmascript\"><![CDATA[\n%s]]></script>\n",
            FONT, flame_script);
    fprintf(out, "<rect x=\"0\" y=\"0\" width=\"%.0f\" height=\"%.0f\" fill=\"rgb(248,248,240)\"/>\n", SVG_W, height);
    fprintf(out, "<text id=\"title\" x=\"%.0f\" y=\"24\">", SVG_W / 2);
    put_escaped(out, title);
    fprintf(out, "</text>\n<text id=\"unzoom\" class=\"btn\" x=\"%.0f\" y=\"24\" style=\"opacity:0\" onclick=\"unzoom()\">"
                 "Reset Zoom</text>\n<text id=\"search\" class=\"btn\" x=\"%.0f\" y=\"24\" onclick=\"search_prompt()\">"
                 "Search</text>\n<text id=\"details\" x=\"%.0f\" y=\"%.0f\"> </text>\n"
                 "<text id=\"matched\" x=\"%.0f\" y=\"%.0f\"></text>\n",
            XPAD, SVG_W - XPAD - 100, XPAD, height - 17, SVG_W - XPAD - 100, height - 17);
}

void flame_write(FILE *out, const struct flame_in *in, const struct flame_opts *o, const char *title)
{
    const struct rtree *t = in->t;
    struct layout L = { in, xmalloc(t->count * sizeof *L.order), 0, xcalloc(t->count, sizeof *L.x),
                        xcalloc(t->count, sizeof *L.hidden), 0, 0 };
    uint64_t total = width_of(in, 0);
    L.scale = total ? (SVG_W - 2 * XPAD) / (double)total : 0;
    lay_out(&L);
    put_head(out, &L, title);
    for (size_t i = 0; i < L.n; i++) put_frame(out, &L, L.order[i], o->icicle);
    fputs("</svg>\n", out);
    free(L.order);
    free(L.x);
    free(L.hidden);
}

void export_flamegraph(const char *path, const struct view_src *v, const struct flame_opts *o)
{
    const struct report_cfg *cfg = v->cfg;
    unsigned m = cfg->sortm;
    if (metric_is_count(cfg, m))
        die("%s: metric '%s' counts calls; a flame graph needs a cost metric (choose one with --metric)", path,
            cfg->metrics[m].name);
    struct flame_in in = { v->t, m, cfg->metrics[m].name, hpcfile_unit_name(cfg->metrics[m].flags), NULL, NULL, 0 };
    char title[512];
    snprintf(title, sizeof title, "%s Graph: %s (%s) of %s", o->icicle ? "Icicle" : "Flame", in.metric, in.unit,
             basename(v->program));                  /* GNU basename: string.h */
    FILE *f = view_open(path);
    flame_write(f, &in, o, title);
    view_close(f, path);
}
