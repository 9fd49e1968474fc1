/* hpcprof: reads HPC_CSPROF profiles (and dumps <PROF1> files), symbolizes them against
   the guest program, and prints top-down, bottom-up or flat reports. */
#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "calltree.h"
#include "classic.h"
#include "columns.h"
#include "modcheck.h"
#include "outfile.h"
#include "report.h"
#include "symbols.h"
#include "util.h"
#include "views.h"
#include "thread_select.h"

enum mode { TOP_DOWN, BOTTOM_UP, FLAT, DUMP, FOLDED, LEAKS, FLAMEGRAPH, CALLGRIND, PPROF, ANNOTATE, DIFF };

struct options {
    enum mode mode;
    unsigned depth;
    double threshold;        /* < 0: the view's default */
    const char *metric, *exe;
    int gprof;               /* --gprof */
    const char *to_gmon;     /* --to-gmon OUT */
    const char *out, *svg;   /* the view's output file; --flamegraph's (also with --diff) */
    const char *func;        /* --annotate's */
    int icicle;
    int per_thread;          /* --threads */
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
          "  --gprof           gprof's flat profile and call graph (also the default report\n"
          "                    of a gmon.out; a mon.out gets prof's flat report)\n"
          "  --to-gmon OUT     convert FILE (HPC_CSPROF or <PROF1>) to GNU gmon.out for\n"
          "                    hppa64-linux-gnu-gprof\n"
          "  --flamegraph OUT.svg  interactive flame graph of the metric (--icicle: root on top)\n"
          "  --callgrind OUT   callgrind format for kcachegrind / callgrind_annotate\n"
          "  --pprof OUT.pb.gz profile.proto for go tool pprof\n"
          "  --annotate FUNC   FUNC's source lines and disassembly with cost per line/instruction\n"
          "  --diff BASE NEW   per function and call path: base, new, delta, ratio\n"
          "                    (with --flamegraph OUT.svg: a differential flame graph)\n"
          "  --leaks           allocation paths with bytes still live at exit, largest first\n"
          "                    (profiles recorded with csprof -e malloc)\n"
          "  --exe PROG        the profiled program (default: the path recorded in the profile)\n"
          "  --search-path DIRS  directories (colon-separated; the option may be repeated)\n"
          "                    to look for the program and DLLs in when they are not where\n"
          "                    the profile recorded them (a profile moved to another machine)\n"
          "  --metric NAME     the metric to sort by and the one --folded, the flame graph,\n"
          "                    --annotate and --diff show (default: the first); values in\n"
          "                    bytes show as B/KiB/MiB\n"
          "  --depth N         show N levels of the call tree (default: all)\n"
          "  --threshold PCT   hide entries below PCT% of the sort metric's total\n"
          "                    (default: 1 for the call trees, 0 for --flat)\n"
          "  --thread LIST     only these guest threads' trees (ids, 1 = main: --thread 2,3);\n"
          "                    every view takes it. Default: all threads summed\n"
          "  --threads         each thread's totals, then its own report (top-down,\n"
          "                    --bottom-up or --flat)\n"
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
        { "folded", no_argument, NULL, 'F' },    { "leaks", no_argument, NULL, 'L' },
        { "dump", no_argument, NULL, 'D' },      { "top-down", no_argument, NULL, 't' },
        { "exe", required_argument, NULL, 'e' }, { "metric", required_argument, NULL, 'm' },
        { "depth", required_argument, NULL, 'd' }, { "threshold", required_argument, NULL, 'T' },
        { "gprof", no_argument, NULL, 'R' },     { "to-gmon", required_argument, NULL, 'g' },
        { "flamegraph", required_argument, NULL, 'G' }, { "icicle", no_argument, NULL, 'I' },
        { "callgrind", required_argument, NULL, 'C' }, { "pprof", required_argument, NULL, 'P' },
        { "annotate", required_argument, NULL, 'A' }, { "diff", no_argument, NULL, 'X' },
        { "search-path", required_argument, NULL, 'S' },
        { "thread", required_argument, NULL, 'H' }, { "threads", no_argument, NULL, 'M' },
        { "help", no_argument, NULL, 'h' },      { NULL, 0, NULL, 0 },
    };
    *o = (struct options){ .mode = TOP_DOWN, .threshold = -1 };
    int c;
    while ((c = getopt_long(argc, argv, "h", longopts, NULL)) != -1) {
        switch (c) {
        case 'b': o->mode = BOTTOM_UP; break;
        case 'f': o->mode = FLAT; break;
        case 'F': o->mode = FOLDED; break;
        case 'L': o->mode = LEAKS; break;
        case 'D': o->mode = DUMP; break;
        case 't': o->mode = TOP_DOWN; break;
        case 'e': o->exe = optarg; break;
        case 'S': symtab_search_path(optarg); break;
        case 'm': o->metric = optarg; break;
        case 'd': o->depth = (unsigned)parse_number("--depth", optarg, 1e9); break;
        case 'T': o->threshold = parse_number("--threshold", optarg, 100); break;
        case 'R': o->gprof = 1; break;
        case 'g': o->to_gmon = optarg; break;
        case 'G': o->svg = optarg; if (o->mode != DIFF) o->mode = FLAMEGRAPH; break;
        case 'I': o->icicle = 1; break;
        case 'C': o->mode = CALLGRIND; o->out = optarg; break;
        case 'P': o->mode = PPROF; o->out = optarg; break;
        case 'A': o->mode = ANNOTATE; o->func = optarg; break;
        case 'X': o->mode = DIFF; break;
        case 'H': thread_select_parse(optarg); break;
        case 'M': o->per_thread = 1; break;
        case 'h': usage(stdout); exit(0);
        default: usage(stderr); exit(2);
        }
    }
    if (optind == argc) {
        fputs("hpcprof: no profile given\n", stderr);
        usage(stderr);
        exit(2);
    }
    if (o->mode == DIFF && argc - optind != 2) {
        fputs("hpcprof: --diff compares two profiles: --diff BASE NEW\n", stderr);
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

/* Every value a report prints is a partial sum of the metric's total over all files
   (one file's alone for --diff, whose files may measure different things): refuse a
   total beyond 64 bits rather than print wrapped numbers. */
static void check_totals(const struct input *in, int nfiles, int merged)
{
    uint32_t nm = 1, bad;
    for (int i = 0; i < nfiles; i++)
        if (in[i].p.nmetrics > nm) nm = in[i].p.nmetrics;
    uint64_t *totals = xcalloc(nm, sizeof *totals);
    for (int i = 0; i < nfiles; i++) {
        if (!merged) memset(totals, 0, nm * sizeof *totals);
        if (hpcfile_add_totals(&in[i].p, totals, &bad))
            die("%s: metric %s: the values add up to more than 2^64-1 (a damaged profile?); cannot report",
                in[i].path, in[i].p.metrics[bad].name);
    }
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

/* Every tree of the inputs with its epoch's symbol table, for the views. */
static struct view_tree *view_trees(struct input *in, int nfiles, const char *exe, size_t *n)
{
    struct view_tree *vt = NULL;
    size_t cap = 0;
    *n = 0;
    for (int i = 0; i < nfiles; i++)
        for (uint32_t k = 0; k < in[i].p.ntrees; k++) {
            GROW(vt, cap, *n);
            const struct hpcfile_tree *tr = &in[i].p.trees[k];
            if (!thread_selected(tr)) continue;
            vt[(*n)++] = (struct view_tree){ &in[i].p, tr, symtab_for(&in[i], tr->epoch, exe) };
        }
    return vt;
}

/* The merged report tree of nfiles inputs, described on stdout unless quiet. */
static void build_tree(struct rtree *t, struct input *in, int nfiles, const struct report_cfg *cfg, const char *exe,
                       int quiet)
{
    uint64_t *flags = xcalloc(cfg->nmetrics, sizeof *flags);
    for (uint32_t m = 0; m < cfg->nmetrics; m++) flags[m] = cfg->metrics[m].flags;
    rtree_init(t, cfg->nmetrics, flags, cfg->sortm);
    for (int i = 0; i < nfiles; i++) {
        describe_input(&in[i], exe, quiet ? NULL : stdout);
        check_addresses(&in[i], exe);
        for (uint32_t k = 0; k < in[i].p.ntrees; k++) {
            const struct hpcfile_tree *tr = &in[i].p.trees[k];
            if (thread_selected(tr)) rtree_add_cct(t, &in[i].p, tr, symtab_for(&in[i], tr->epoch, exe));
        }
    }
    rtree_finish(t, 1);
}

static struct view_src make_view(const struct rtree *t, const struct report_cfg *cfg, struct input *in, int nfiles,
                                 const char *exe)
{
    struct view_src v = { t, cfg, NULL, 0, NULL, in[0].path };
    v.trees = view_trees(in, nfiles, exe, &v.ntrees);
    v.program = v.ntrees ? symtab_program(v.trees[0].st) : in[0].path;
    return v;
}

/* --diff BASE NEW: each file is its own tree; functions match by name. */
static int diff_main(struct input *in, const struct options *o)
{
    struct report_cfg cfg[2];
    struct rtree t[2];
    struct view_src v[2];
    for (int i = 0; i < 2; i++) {
        const struct hpcfile_profile *p = &in[i].p;
        cfg[i] = (struct report_cfg){ p->metrics, p->nmetrics, metric_select(p, o->metric, in[i].path), o->depth,
                                      o->threshold < 0 ? 1 : o->threshold };
        build_tree(&t[i], &in[i], 1, &cfg[i], o->exe, 1);
        v[i] = make_view(&t[i], &cfg[i], &in[i], 1, o->exe);
    }
    struct flame_opts fo = { o->icicle };
    report_diff(stdout, &v[0], &v[1], o->svg, &fo);
    return fflush(stdout) ? 1 : 0;
}

/* --threads: a line of totals per thread, then each thread's own report. */
static int per_thread_main(struct input *in, int nfiles, const struct options *o, const struct report_cfg *cfg)
{
    const struct hpcfile_profile **ps = xcalloc((size_t)nfiles, sizeof *ps);
    for (int i = 0; i < nfiles; i++) ps[i] = &in[i].p;
    unsigned n;
    uint32_t *ids = thread_ids(ps, nfiles, &n);
    const struct hpcfile_profile *p0 = &in[0].p;
    printf("Threads: %u\n", n);
    uint64_t *sum = xcalloc(p0->nmetrics, sizeof *sum);
    for (unsigned i = 0; i < n; i++) {
        memset(sum, 0, p0->nmetrics * sizeof *sum);
        for (int f = 0; f < nfiles; f++)
            for (uint32_t k = 0; k < in[f].p.ntrees; k++) {
                const struct hpcfile_tree *tr = &in[f].p.trees[k];
                if ((tr->thread ? tr->thread : 1) != ids[i]) continue;
                for (uint64_t j = 0; j < tr->nnodes; j++)
                    for (uint32_t m = 0; m < p0->nmetrics; m++) sum[m] += tr->nodes[j].metrics[m];
            }
        printf("  thread %u%s:", ids[i], ids[i] == 1 ? " (main)" : "");
        for (uint32_t m = 0; m < p0->nmetrics; m++)
            printf(" %s %llu", p0->metrics[m].name, (unsigned long long)sum[m]);
        putchar('\n');
    }
    for (unsigned i = 0; i < n; i++) {
        thread_select_only(ids[i]);
        printf("\n== thread %u%s ==\n", ids[i], ids[i] == 1 ? " (main)" : "");
        struct rtree t;
        build_tree(&t, in, nfiles, cfg, o->exe, 1);
        describe_metrics(p0, &t, cfg->sortm);
        putchar('\n');
        if (o->mode == FLAT) report_flat(stdout, &t, cfg);
        else if (o->mode == BOTTOM_UP) {
            struct rtree bt;
            rtree_bottom_up(&t, &bt, o->depth ? o->depth : 1000, cfg->threshold);
            report_bottom_up(stdout, &bt, cfg);
        } else report_top_down(stdout, &t, cfg);
    }
    free(sum);
    free(ids);
    free(ps);
    return fflush(stdout) ? 1 : 0;
}

int main(int argc, char **argv)
{
    struct options o;
    outfile_check_stdout_at_exit();
    int first = parse_options(argc, argv, &o);
    int nfiles = argc - first;
    if (o.mode == DUMP) {
        for (int i = first; i < argc; i++) dump_file(argv[i], nfiles > 1);
        return 0;
    }
    if (o.gprof || o.to_gmon || classic_is_prof1(argv[first])) {
        if (nfiles != 1) die("%s: classic reports and --to-gmon take one profile", argv[first + 1]);
        return classic_main(argv[first], o.exe, o.gprof, o.to_gmon);
    }
    if (o.mode == LEAKS && !o.metric) o.metric = "malloc-leaked";   /* weighs the allocating lines */
    struct input *in = xcalloc((size_t)nfiles, sizeof *in);
    for (int i = 0; i < nfiles; i++) {
        load(&in[i], argv[first + i]);
        if (i && o.mode != DIFF) {     /* --diff compares two builds on purpose */
            check_same_program(&in[0], &in[i]);
            check_same_metrics(&in[0], &in[i]);
        }
    }
    check_totals(in, nfiles, o.mode != DIFF);
    if (o.mode == DIFF) return diff_main(in, &o);
    const struct hpcfile_profile *p0 = &in[0].p;
    struct report_cfg cfg = { p0->metrics, p0->nmetrics, metric_select(p0, o.metric, in[0].path), o.depth, o.threshold };
    if (cfg.threshold < 0) cfg.threshold = o.mode == FLAT ? 0 : 1;
    if (o.per_thread) {
        if (o.mode != TOP_DOWN && o.mode != BOTTOM_UP && o.mode != FLAT)
            die("--threads goes with the top-down, --bottom-up and --flat reports; other views take --thread LIST");
        for (int i = 0; i < nfiles; i++) describe_input(&in[i], o.exe, stdout);
        return per_thread_main(in, nfiles, &o, &cfg);
    }
    int quiet = o.mode == FOLDED || o.mode == FLAMEGRAPH || o.mode == CALLGRIND || o.mode == PPROF;
    struct rtree t;
    build_tree(&t, in, nfiles, &cfg, o.exe, quiet);
    if (o.mode == FOLDED) { report_folded(stdout, &t, &cfg); return fflush(stdout) ? 1 : 0; }
    if (o.mode == LEAKS) { report_leaks(stdout, &t, p0); return fflush(stdout) ? 1 : 0; }
    struct view_src v = make_view(&t, &cfg, in, nfiles, o.exe);
    struct flame_opts fo = { o.icicle };
    if (o.mode == FLAMEGRAPH) { export_flamegraph(o.svg, &v, &fo); return 0; }
    if (o.mode == CALLGRIND) { export_callgrind(o.out, &v); return 0; }
    if (o.mode == PPROF) { export_pprof(o.out, &v); return 0; }
    describe_metrics(p0, &t, cfg.sortm);
    putchar('\n');
    if (o.mode == FLAT) report_flat(stdout, &t, &cfg);
    else if (o.mode == TOP_DOWN) report_top_down(stdout, &t, &cfg);
    else if (o.mode == ANNOTATE) report_annotate(stdout, &v, o.func);
    else {
        struct rtree bt;
        rtree_bottom_up(&t, &bt, o.depth ? o.depth : 1000, cfg.threshold);
        report_bottom_up(stdout, &bt, &cfg);
    }
    return fflush(stdout) ? 1 : 0;
}
