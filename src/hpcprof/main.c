/* hpcprof: reads HPC_CSPROF profiles (and dumps <PROF1> files), symbolizes them against
   the guest program, and prints top-down, bottom-up or flat reports. */
#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "calltree.h"
#include "modcheck.h"
#include "report.h"
#include "symbols.h"
#include "util.h"

enum mode { TOP_DOWN, BOTTOM_UP, FLAT, DUMP, FOLDED };

struct options {
    enum mode mode;
    unsigned depth;
    double threshold;        /* < 0: the view's default */
    const char *metric, *exe;
};

struct input {
    const char *path;
    struct hpcfile_profile p;
    struct symtab **st;      /* per epoch, opened when a tree needs it */
};

static void usage(FILE *out)
{
    fputs("usage: hpcprof [options] FILE... [--exe PROG]\n"
          "Reports on HPC_CSPROF profiles written by csprof (several files are merged).\n"
          "  (default)         top-down call paths: inclusive and exclusive cost per metric\n"
          "  --bottom-up       each function's own cost, then the callers it came through\n"
          "  --flat            one line per function: exclusive and inclusive cost\n"
          "  --folded          folded stacks (f1;f2;f3 value) for flame graph tools\n"
          "  --dump            every field of the file (also for <PROF1> files from -p/-G)\n"
          "  --exe PROG        the profiled program (default: the path recorded in the profile)\n"
          "  --metric NAME     sort by this metric (default: the first)\n"
          "  --depth N         show N levels of the call tree (default: all)\n"
          "  --threshold PCT   hide entries below PCT% of the sort metric's total\n"
          "                    (default: 1 for the call trees, 0 for --flat)\n"
          "  -h, --help        this text\n",
          out);
}

static double parse_number(const char *opt, const char *s, double max)
{
    char *end;
    errno = 0;
    double v = strtod(s, &end);
    if (errno || end == s || *end || !(v >= 0 && v <= max)) die("%s: '%s' is not a number between 0 and %.0f", opt, s, max);
    return v;
}

static int parse_options(int argc, char **argv, struct options *o)
{
    static const struct option longopts[] = {
        { "bottom-up", no_argument, NULL, 'b' }, { "flat", no_argument, NULL, 'f' },
        { "folded", no_argument, NULL, 'F' },
        { "dump", no_argument, NULL, 'D' },      { "top-down", no_argument, NULL, 't' },
        { "exe", required_argument, NULL, 'e' }, { "metric", required_argument, NULL, 'm' },
        { "depth", required_argument, NULL, 'd' }, { "threshold", required_argument, NULL, 'T' },
        { "help", no_argument, NULL, 'h' },      { NULL, 0, NULL, 0 },
    };
    *o = (struct options){ TOP_DOWN, 0, -1, NULL, NULL };
    int c;
    while ((c = getopt_long(argc, argv, "h", longopts, NULL)) != -1) {
        switch (c) {
        case 'b': o->mode = BOTTOM_UP; break;
        case 'f': o->mode = FLAT; break;
        case 'F': o->mode = FOLDED; break;
        case 'D': o->mode = DUMP; break;
        case 't': o->mode = TOP_DOWN; break;
        case 'e': o->exe = optarg; break;
        case 'm': o->metric = optarg; break;
        case 'd': o->depth = (unsigned)parse_number("--depth", optarg, 1e9); break;
        case 'T': o->threshold = parse_number("--threshold", optarg, 100); break;
        case 'h': usage(stdout); exit(0);
        default: usage(stderr); exit(2);
        }
    }
    if (optind == argc) {
        fputs("hpcprof: no profile given\n", stderr);
        usage(stderr);
        exit(2);
    }
    const char *why = o->exe ? not_regular_reason(o->exe) : NULL;
    if (why) die("%s: %s", o->exe, why);
    return optind;
}

static void dump_file(const char *path, int several)
{
    size_t len;
    unsigned char *buf = read_regular_file(path, &len);
    char err[512];
    if (several) printf("== %s ==\n", path);
    if (hpcfile_sniff(buf, len) == HPCFILE_KIND_PROF1) {
        struct prof1_profile p;
        if (prof1_read_buf(buf, len, &p, err, sizeof err)) die("%s: %s", path, err);
        prof1_dump(stdout, &p);
        prof1_free(&p);
    } else {
        struct hpcfile_profile p;
        if (hpcfile_read_buf(buf, len, &p, err, sizeof err)) die("%s: %s", path, err);
        hpcfile_dump(stdout, &p);
        hpcfile_free(&p);
    }
    free(buf);
}

static void load(struct input *in, const char *path)
{
    size_t len;
    unsigned char *buf = read_regular_file(path, &len);
    char err[512];
    if (hpcfile_sniff(buf, len) == HPCFILE_KIND_PROF1)
        die("%s: a <PROF1> (prof/gprof) file: only --dump reads these so far", path);
    if (hpcfile_read_buf(buf, len, &in->p, err, sizeof err)) die("%s: %s", path, err);
    free(buf);
    in->path = path;
    in->st = xcalloc(in->p.nepochs + 1, sizeof *in->st);
    if (!in->p.nmetrics) die("%s: the profile has no metrics", path);
}

/* Merged files must measure the same things. */
static void check_same_metrics(const struct input *a, const struct input *b)
{
    int same = a->p.nmetrics == b->p.nmetrics;
    for (uint32_t m = 0; same && m < a->p.nmetrics; m++)
        same = strcmp(a->p.metrics[m].name, b->p.metrics[m].name) == 0 &&
               (a->p.metrics[m].flags & HPCFILE_METRIC_RETURNS) == (b->p.metrics[m].flags & HPCFILE_METRIC_RETURNS);
    if (!same) die("%s: its metrics differ from those of %s; cannot merge", b->path, a->path);
}

/* Every value a report prints is a partial sum of the metric's total over all files:
   refuse a total beyond 64 bits rather than print wrapped numbers. */
static void check_totals(const struct input *in, int nfiles)
{
    uint32_t nm = in[0].p.nmetrics, bad;
    uint64_t *totals = xcalloc(nm, sizeof *totals);
    for (int i = 0; i < nfiles; i++)
        if (hpcfile_add_totals(&in[i].p, totals, &bad))
            die("%s: metric %s: the values add up to more than 2^64-1 (a damaged profile?); cannot report",
                in[i].path, in[i].p.metrics[bad].name);
    free(totals);
}

/* Merged files must come from the same program: the same main module path, and the
   same file when both profiles recorded its checksum. */
static void check_same_program(const struct input *a, const struct input *b)
{
    const struct hpcfile_module *ma = a->p.nepochs && a->p.epochs[0].nmodules ? &a->p.epochs[0].modules[0] : NULL;
    const struct hpcfile_module *mb = b->p.nepochs && b->p.epochs[0].nmodules ? &b->p.epochs[0].modules[0] : NULL;
    if (!ma || !mb) return;
    if (strcmp(ma->name, mb->name))
        die("%s is a profile of %s, %s one of %s: profiles of different programs cannot be merged", b->path,
            mb->name, a->path, ma->name);
    if (ma->checksum && mb->checksum && (ma->checksum != mb->checksum || ma->file_size != mb->file_size))
        die("%s and %s profile different builds of %s (its checksum differs): they cannot be merged", a->path,
            b->path, ma->name);
}

static unsigned sort_metric(const struct hpcfile_profile *p, const char *name, const char *path)
{
    for (uint32_t m = 0; name && m < p->nmetrics; m++)
        if (strcmp(p->metrics[m].name, name) == 0) return m;
    if (name) {
        char list[512] = "";
        for (uint32_t m = 0; m < p->nmetrics; m++)
            snprintf(list + strlen(list), sizeof list - strlen(list), "%s%s", m ? ", " : "", p->metrics[m].name);
        die("%s: no metric '%s' (metrics: %s)", path, name, list);
    }
    for (uint32_t m = 0; m < p->nmetrics; m++)
        if (!(p->metrics[m].flags & HPCFILE_METRIC_RETURNS)) return m;
    return 0;
}

static struct symtab *symtab_for(struct input *in, uint32_t epoch, const char *exe)
{
    if (!in->st[epoch]) in->st[epoch] = symtab_open(&in->p.epochs[epoch], exe, in->path);
    return in->st[epoch];
}

/* The header lines of a report; out == NULL (--folded, whose stdout must hold only
   folded lines) prints only the no-symbols note, as a warning on stderr. */
static void describe_input(struct input *in, const char *exe, FILE *out)
{
    uint64_t nodes = 0;
    for (uint32_t t = 0; t < in->p.ntrees; t++) nodes += in->p.trees[t].nnodes;
    struct symtab *st = in->p.nepochs ? symtab_for(in, in->p.trees ? in->p.trees[0].epoch : 0, exe) : NULL;
    if (out)
        fprintf(out, "Profile %s: program %s; %u tree%s, %u epoch%s, %llu nodes, %llu trampoline samples\n", in->path,
                st ? symtab_program(st) : "?", in->p.ntrees, in->p.ntrees == 1 ? "" : "s", in->p.nepochs,
                in->p.nepochs == 1 ? "" : "s", (unsigned long long)nodes, (unsigned long long)in->p.tramp_samples);
    if (st && !symtab_has_symbols(st)) {
        if (out) fprintf(out, "  (%s has no symbol table: functions are named by their start address)\n", symtab_program(st));
        else warn("%s has no symbol table: functions are named by their start address", symtab_program(st));
    }
}

/* The nodes' PCs against the code of the modules they were symbolized with: the
   leaf's own PC, a caller's call instruction (ip - 8). Skipped: the gateway page, and
   PCs in no module from the mmap region up (code made at run time, guest-abi.md's
   memory map); below it, a PC in no module is as wrong as one in data. */
static int pc_is_code(struct symtab *st, uint64_t ip)
{
    return symtab_is_code(st, ip) == 1 || (ip >= 8 && symtab_is_code(st, ip - 8) == 1);
}

static void check_addresses(struct input *in, const char *exe)
{
    uint64_t checked = 0, bad = 0;
    const char *program = NULL;
    for (uint32_t k = 0; k < in->p.ntrees; k++) {
        const struct hpcfile_tree *tr = &in->p.trees[k];
        struct symtab *st = symtab_for(in, tr->epoch, exe);
        if (!program) program = symtab_program(st);
        for (uint64_t i = 1; i < tr->nnodes; i++) {
            uint64_t ip = tr->nodes[i].ip;
            if ((ip >= 0x8000 && ip < 0x9000) || (ip >= 0x40000000 && symtab_is_code(st, ip) < 0)) continue;
            checked++;
            bad += !pc_is_code(st, ip);
        }
    }
    if (program) modcheck_addresses(in->path, program, checked, bad);
}

static void describe_metrics(const struct hpcfile_profile *p, const struct rtree *t, unsigned sortm)
{
    for (uint32_t m = 0; m < p->nmetrics; m++) {
        const struct hpcfile_metric *me = &p->metrics[m];
        char fl[128];
        hpcfile_flags_str(me->flags, fl, sizeof fl);
        uint64_t total = t->incl[m];
        printf("Metric %s: %llu %s in total (period %llu; %s)%s\n", me->name, (unsigned long long)total,
               hpcfile_unit_name(me->flags), (unsigned long long)me->period, fl, m == sortm ? "  [sort]" : "");
    }
}

int main(int argc, char **argv)
{
    struct options o;
    int first = parse_options(argc, argv, &o);
    int nfiles = argc - first;
    if (o.mode == DUMP) {
        for (int i = first; i < argc; i++) dump_file(argv[i], nfiles > 1);
        return 0;
    }
    struct input *in = xcalloc((size_t)nfiles, sizeof *in);
    for (int i = 0; i < nfiles; i++) {
        load(&in[i], argv[first + i]);
        if (i) check_same_program(&in[0], &in[i]);
        if (i) check_same_metrics(&in[0], &in[i]);
    }
    check_totals(in, nfiles);
    const struct hpcfile_profile *p0 = &in[0].p;
    uint64_t *flags = xcalloc(p0->nmetrics, sizeof *flags);
    for (uint32_t m = 0; m < p0->nmetrics; m++) flags[m] = p0->metrics[m].flags;
    struct report_cfg cfg = { p0->metrics, p0->nmetrics, sort_metric(p0, o.metric, in[0].path), o.depth, o.threshold };
    if (cfg.threshold < 0) cfg.threshold = o.mode == FLAT ? 0 : 1;
    struct rtree t;
    rtree_init(&t, p0->nmetrics, flags, cfg.sortm);
    for (int i = 0; i < nfiles; i++) {
        describe_input(&in[i], o.exe, o.mode == FOLDED ? NULL : stdout);
        check_addresses(&in[i], o.exe);
        for (uint32_t k = 0; k < in[i].p.ntrees; k++) {
            const struct hpcfile_tree *tr = &in[i].p.trees[k];
            rtree_add_cct(&t, &in[i].p, tr, symtab_for(&in[i], tr->epoch, o.exe));
        }
    }
    rtree_finish(&t, 1);
    if (o.mode == FOLDED) { report_folded(stdout, &t, &cfg); return fflush(stdout) ? 1 : 0; }
    describe_metrics(p0, &t, cfg.sortm);
    putchar('\n');
    if (o.mode == FLAT) report_flat(stdout, &t, &cfg);
    else if (o.mode == TOP_DOWN) report_top_down(stdout, &t, &cfg);
    else {
        struct rtree bt;
        rtree_bottom_up(&t, &bt, o.depth ? o.depth : 1000, cfg.threshold);
        report_bottom_up(stdout, &bt, &cfg);
    }
    return fflush(stdout) ? 1 : 0;
}
