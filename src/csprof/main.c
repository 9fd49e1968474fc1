/* bin/csprof: run a PA-64 program under the sampling call-path profiler and write an
   HPC_CSPROF file (written on exit, guest fault and SIGINT/SIGTERM alike). bin/csprof is
   the same executable as bin/pa64, entered here when called by that name: one binary,
   so that profiling overhead is measured against identical code. */
#include <limits.h>
#include <malloc.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "session.h"
#include "threads.h"
#include "crash.h"
#include "drivers/driver.h"
#include "core/state.h"
#include "core/metrics.h"
#include "core/output.h"
#include "core/sync.h"
#include "core/guestpath.h"
#include "unwind-pa/unwind.h"
#include "dll.h"
#include "code_maps.h"
#include "sysvec.h"
#include "verify/verify-unwind.h"
#include "trampoline/trampoline.h"
#include "drivers/calls_exact.h"
#include "follow.h"
#include "proc.h"

#define MAX_SOURCES 8

static struct session sess = { .tool = "csprof" };

static void list_event(const struct csprof_driver *d, void *arg)
{
    if (!d->default_period) fprintf(arg, "  %-8s %s\n           unit: %s\n", d->name, d->description, d->unit);
    else fprintf(arg, "  %-8s %s\n           unit: %s, default period %llu\n", d->name, d->description, d->unit,
                 (unsigned long long)d->default_period);
}

static void usage(FILE *f)
{
    fputs("usage: csprof [-e EVENT[@PERIOD][:random|:host]]... [-o FILE] [-v] [--trampoline=MODE]\n"
          "              [--prof1 FILE] [--max-cct-mb N] [--interp | --no-jit] [--verify-unwind[=N]]\n"
          "              [--] PROGRAM [ARGS...]\n"
          "Run the PA-64 PROGRAM under the sampling call-path profiler and write its profile\n"
          "(HPC_CSPROF format) to FILE, by default PROGRAM.csprof in the current directory.\n"
          "Several -e record several metrics; without -e, itimer is used. The exit status is\n"
          "the program's. Read the profile with hpcprof.\n\n"
          "options:\n"
          "  -e EVENT[@PERIOD][:random|:host]\n"
          "                     sample source and its period (in the event's unit); :random\n"
          "                     puts the first sample at a random point of the first period;\n"
          "                     itimer:host places samples where the host spent the time,\n"
          "                     not by the guest's instruction stream\n"
          "                     -e calls@FUNC counts the calls of FUNC\n"
          "  -o FILE            output file\n"
          "  --prof1 FILE       also write the samples as a classic <PROF1> file (flat pc\n"
          "                     histogram and call arcs; see docs/profiler.md)\n"
          "  -v                 print sampling statistics and the profiler's memory at exit\n"
          "  --stack-mb N       the guest stack's size in MiB, 1 to 1024 (default 256)\n"
          "  --max-cct-mb N     at most N MiB for call-path trees: new paths beyond it are not\n"
          "                     recorded (their samples are counted as dropped)\n"
          "  --interp           run every instruction through the reference interpreter loop\n"
          "  --no-jit           run blocks of instructions without host code translation\n"
          "  --quantum N        guest threads switch every N instructions (default 100000)\n"
          "  --trampoline=MODE  return trampoline: last (default: count the first return\n"
          "                     after each sample), all (every return up the stack), off\n"
          "  --verify-unwind[=N]  check the unwinder against a shadow call stack every N\n"
          "                     instructions (default 1) with the trampoline in place, and\n"
          "                     every partial unwind against a full one\n"
          "  -h, --help         this help\n"
          "Values take getopt's forms: --max-cct-mb 64 or --max-cct-mb=64, --trampoline all\n"
          "or --trampoline=all, -o FILE or -oFILE, -e itimer@500 or -eitimer@500.\n\n"
          "events:\n", f);
    csprof_driver_each(list_event, f);
}

/* The epoch's module list: the main program, then each loaded DLL in load order. */
static unsigned current_modules(struct csprof_module *mods, unsigned max, const char *main_path)
{
    size_t n = 0;
    const struct dld_module *all = dld_modules(&n);
    unsigned k = 0;
    mods[k++] = (struct csprof_module){ main_path, sess.im.load_lo, sess.im.load_lo };
    for (size_t i = 0; i < n && k < max; i++)
        if (all[i].id != 0 && all[i].loaded)
            mods[k++] = (struct csprof_module){ all[i].abspath, all[i].lo - all[i].base, all[i].lo };
    const struct code_map *maps = code_maps(&n);      /* code mapped with mmap(PROT_EXEC) */
    for (size_t i = 0; i < n && k < max; i++)
        if (maps[i].live) mods[k++] = (struct csprof_module){ maps[i].path, maps[i].vaddr, maps[i].lo };
    return k;
}

/* dlopen/dlclose change the set of load modules: a new epoch (csprof-internals). */
static void on_dld_event(const struct dld_module *m, enum dld_event ev, void *arg)
{
    struct csprof_module mods[256];
    unw_dld_event(m, ev == DLD_LOADED);
    csprof_sync_module_event(m, ev);
    csprof_new_epoch(mods, current_modules(mods, 256, arg));
    calls_exact_forget();
}

/* An executable file mapping came or went: the module list changed, as for a dlopen;
   an ELF file's unwind table, where it was mapped too, serves the unwinder meanwhile. */
static void on_code_map(const struct code_map *m, enum code_map_event ev, void *arg)
{
    struct csprof_module mods[256];
    if (m->unwind_lo && ev == CODE_MAP_ADDED)
        unw_add_module(&(struct unw_module){ .name = m->path, .text_start = m->text_lo, .text_end = m->text_hi,
                                             .segbase = m->segbase, .unwind_start = m->unwind_lo,
                                             .unwind_end = m->unwind_hi });
    else if (m->unwind_lo)
        unw_remove_module(m->text_lo);
    csprof_new_epoch(mods, current_modules(mods, 256, arg));
}

static char *default_output(const char *prog)
{
    const char *base = strrchr(prog, '/');
    base = base ? base + 1 : prog;
    char *out = malloc(strlen(base) + 8);
    sprintf(out, "%s.csprof", base);
    return out;
}

static const char *prog_name = "";

/* What csprof_main's end and an execve write (follow.c). */
static struct csprof_source srcs[MAX_SOURCES];
static int nsrc;
static const char *out, *prof1_out, *main_path;

static int write_outputs(void)
{
    char err[512];
    for (int k = 0; k < nsrc; k++) srcs[k].driver->stop(&srcs[k]);
    const char *o = csprof_follow_resolve(out);
    int wrote = csprof_write_profile(o, main_path, err, sizeof err);
    if (wrote) fprintf(stderr, "csprof: %s\n", err);
    if (!wrote && prof1_out && csprof_write_prof1(o, csprof_follow_resolve(prof1_out), err, sizeof err)) {
        fprintf(stderr, "csprof: %s\n", err);
        wrote = 1;
    }
    return wrote;
}

static void on_cct_limit(uint64_t limit)
{
    fprintf(stderr, "csprof: %s: --max-cct-mb %llu reached: new call paths are no longer recorded; samples on "
            "them are counted as dropped (the profile keeps every path recorded so far)\n", prog_name,
            (unsigned long long)(limit >> 20));
}

/* The profiler's own memory: the trees (bounded by --max-cct-mb) and the host heap,
   which holds the unwinder's per-procedure analyses and caches and the decoded code. */
static void print_memory(void)
{
    struct cct_memory m;
    struct unw_stats us;
    cct_memory(&m);
    unw_get_stats(&us);
    struct mallinfo2 mi = mallinfo2();
    fprintf(stderr, "csprof: memory: call-path trees %.1f MiB", m.used / 1048576.0);
    if (m.limit) fprintf(stderr, " (limit %llu MiB)", (unsigned long long)(m.limit >> 20));
    fprintf(stderr, ", host heap %.1f MiB (unwinder: %llu procedures analyzed; decoded code)\n",
            (mi.uordblks + mi.hblkhd) / 1048576.0, (unsigned long long)us.procs_analyzed);
}

static void print_dropped(void)
{
    struct cct_memory m;
    cct_memory(&m);
    if (m.samples_dropped)
        fprintf(stderr, "csprof: %llu samples dropped: their call paths did not fit in --max-cct-mb %llu\n",
                (unsigned long long)m.samples_dropped, (unsigned long long)(m.limit >> 20));
}

static void print_stats(const struct csprof_source *srcs, int n, const char *out)
{
    csprof_state_t t;
    memset(&t, 0, sizeof t);
    for (unsigned th = 1; th < csprof_thread_slots(); th++)
    for (csprof_state_t *s = csprof_thread_state(th); s; s = s->prev) {
        t.samples += s->samples; t.unsafe_samples += s->unsafe_samples; t.failed_unwinds += s->failed_unwinds;
        t.frames_unwound += s->frames_unwound; t.tramp_stops += s->tramp_stops; t.tramp_samples += s->tramp_samples;
        t.returns += s->returns; t.lost_returns += s->lost_returns; t.misplaced += s->misplaced;
        t.partial_mismatches += s->partial_mismatches; t.vanished += s->vanished;
    }
    static const char *const modes[] = { "off", "last", "all" };
    fprintf(stderr, "csprof: %s: %llu samples (", out, (unsigned long long)t.samples);
    for (int i = 0; i < n; i++)
        fprintf(stderr, "%s%s %llu", i ? ", " : "", srcs[i].driver->name, (unsigned long long)srcs[i].samples);
    fprintf(stderr, "), %llu at unsafe PCs, %llu failed unwinds; %llu guest instructions\n",
            (unsigned long long)t.unsafe_samples, (unsigned long long)t.failed_unwinds, (unsigned long long)sess.c.icount);
    fprintf(stderr, "csprof: trampoline %s: %.2f frames unwound per sample, %llu unwinds stopped at the trampoline, "
            "%llu returns counted, %llu samples at the trampoline, %llu lost returns, %llu misplaced, "
            "%llu not found by a complete unwind\n",
            modes[tramp_mode()], t.samples ? (double)t.frames_unwound / (double)t.samples : 0.0,
            (unsigned long long)t.tramp_stops, (unsigned long long)t.returns, (unsigned long long)t.tramp_samples,
            (unsigned long long)t.lost_returns, (unsigned long long)t.misplaced, (unsigned long long)t.vanished);
}

/* The value of option NAME at argv[*i], in the forms getopt takes: "NAME VALUE", and
   "--name=VALUE" or "-xVALUE". NULL when argv[*i] is another option, or (*missing set)
   NAME with nothing after it. */
static const char *opt_value(int argc, char **argv, int *i, const char *name, int *missing)
{
    const char *a = argv[*i];
    size_t n = strlen(name);
    if (strncmp(a, name, n)) return NULL;
    if (!a[n]) {
        if (*i + 1 >= argc) { *missing = 1; return NULL; }
        return argv[++*i];
    }
    if (name[1] != '-') return a + n;          /* -xVALUE */
    return a[n] == '=' ? a + n + 1 : NULL;
}

int csprof_main(int argc, char **argv)
{
    int verbose = 0, i = 1;
    enum tramp_mode tmode = TRAMP_LAST;
    unsigned long long verify = 0;
    char err[512];
    session_catch_stop_signals(0);   /* first: a signal during setup still gets a profile */
    for (; i < argc && argv[i][0] == '-'; i++) {
        const char *a = argv[i];
        if (!strcmp(a, "--")) { i++; break; }
        if (!strcmp(a, "-h") || !strcmp(a, "--help")) { usage(stdout); return 0; }
        if (!strcmp(a, "-v")) { verbose = 1; continue; }
        const char *v;
        int missing = 0;
        if ((v = opt_value(argc, argv, &i, "--prof1", &missing))) { prof1_out = v; continue; }
        if ((v = opt_value(argc, argv, &i, "--max-cct-mb", &missing))) {
            char *end;
            unsigned long long mb = strtoull(v, &end, 10);
            if (*end || !mb || mb > (1ull << 24) || v[0] == '-' || !v[0]) {
                fprintf(stderr, "csprof: --max-cct-mb needs a whole number of MiB from 1 to %llu\n", 1ull << 24);
                return 2;
            }
            cct_set_limit(mb << 20, on_cct_limit);
            continue;
        }
        if ((v = opt_value(argc, argv, &i, "--stack-mb", &missing))) {
            if (loader_set_stack_mb(v)) { fprintf(stderr, "csprof: --stack-mb needs a whole number of MiB from 1 to 1024, not '%s'\n", v); return 2; }
            continue;
        }
        if ((v = opt_value(argc, argv, &i, "--quantum", &missing))) {
            if (threads_parse_quantum("csprof", v)) return 2;
            continue;
        }
        if (!strcmp(a, "--interp")) { run_mode = RUN_INTERP; continue; }
        if (!strcmp(a, "--no-jit")) { run_mode = RUN_BLOCKS; continue; }
        if ((v = opt_value(argc, argv, &i, "--trampoline", &missing))) {
            if (tramp_parse_mode(v, &tmode)) {
                fprintf(stderr, "csprof: --trampoline: unknown mode '%s' (off, last or all)\n", v); return 2;
            }
            continue;
        }
        if (!strcmp(a, "--verify-unwind") || !strncmp(a, "--verify-unwind=", 16)) {
            char *end = NULL;
            verify = a[15] ? strtoull(a + 16, &end, 10) : 1;
            if (verify == 0 || (end && *end)) { fprintf(stderr, "csprof: --verify-unwind: bad period '%s'\n", a + 16); return 2; }
            continue;
        }
        if ((v = opt_value(argc, argv, &i, "-o", &missing))) { out = v; continue; }
        if ((v = opt_value(argc, argv, &i, "-e", &missing))) {
            if (nsrc == MAX_SOURCES) { fprintf(stderr, "csprof: too many -e options\n"); return 2; }
            if (csprof_source_parse(&srcs[nsrc], v, err, sizeof err)) {
                fprintf(stderr, "csprof: %s\n", err); return 2;
            }
            nsrc++;
            continue;
        }
        if (missing) { fprintf(stderr, "csprof: option %s needs an argument\n", a); return 2; }
        fprintf(stderr, "csprof: unknown option %s\n", a);
        usage(stderr);
        return 2;
    }
    if (i >= argc) { usage(stderr); return 2; }
    if (nsrc == 0 && csprof_source_parse(&srcs[nsrc++], "itimer", err, sizeof err)) {
        fprintf(stderr, "csprof: %s\n", err); return 2;
    }
    if (!out) out = default_output(argv[i]);
    prog_name = argv[i];

    if (session_open(&sess, argv[i])) return 1;
    /* The shadow stack must see the dld's first calls: start it before the setup. */
    if (verify && verify_unwind_start(&sess.im, verify)) { fprintf(stderr, "csprof: --verify-unwind: cannot start\n"); return 1; }
    for (int k = 0; k < nsrc; k++)
        if (!strcmp(srcs[k].driver->name, "calls") && !srcs[k].arg) calls_exact_enable();
    if (session_setup(&sess, argc - i, argv + i)) return 1;
    /* Now, not after a long run: a profile that cannot be written is said at once. */
    if (csprof_output_check(out, err, sizeof err)) { fprintf(stderr, "csprof: %s\n", err); return 1; }
    char *real = realpath(argv[i], NULL);
    main_path = real ? real : argv[i];
    static struct csprof_module mods[256];
    unsigned nmods = current_modules(mods, 256, main_path);
    unw_register_image(&sess.im);
    crash_report_install(&sess, crash_print_guest_path);
    csprof_sync_init(&sess.im);
    for (int k = 0; k < nsrc; k++)
        if (csprof_source_init(&srcs[k], err, sizeof err)) { fprintf(stderr, "csprof: %s\n", err); return 2; }
    if (tramp_setup(tmode, err, sizeof err)) { fprintf(stderr, "csprof: %s\n", err); return 2; }
    csprof_check_partial_unwinds(verify != 0);
    sysvec_longjmp_observer = csprof_longjmp;
    threads_switch_observer = csprof_thread_switch;
    if (csprof_init(mods, nmods)) { fprintf(stderr, "csprof: cannot allocate profiler memory\n"); return 1; }
    dld_set_hook(on_dld_event, (void *)main_path);
    code_map_set_hook(on_code_map, (void *)main_path);
    static struct csprof_follow follow;
    follow = (struct csprof_follow){ argc, argv, i, &out, &prof1_out, argv[i], srcs, nsrc, write_outputs };
    csprof_follow_processes(&follow);
    for (int k = 0; k < nsrc; k++)
        if (srcs[k].driver->start(&srcs[k], err, sizeof err)) { fprintf(stderr, "csprof: %s\n", err); return 2; }

    calls_exact_begin(&sess.c);
    session_run(&sess);
    session_catch_stop_signals(1);

    int wrote = csprof_follow_finished() ? 0 : write_outputs();
    if (verbose) {
        print_stats(srcs, nsrc, out);
        print_memory();
    }
    print_dropped();
    if (verify) {
        uint64_t bad = verify_unwind_report(stderr), partial = 0;
        for (unsigned th = 1; th < csprof_thread_slots(); th++)
            for (csprof_state_t *s = csprof_thread_state(th); s; s = s->prev) partial += s->partial_mismatches;
        fprintf(stderr, "csprof: verify-unwind: %llu partial unwinds differ from a full unwind\n", (unsigned long long)partial);
        if ((bad || partial) && sess.why != STOP_FAULT) sess.status = sess.status ? sess.status : 1;
    }
    int status = session_finish(&sess);
    return proc_exit_status(&sess, wrote && status == 0 ? 1 : status);
}
