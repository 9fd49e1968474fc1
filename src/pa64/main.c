/* bin/pa64: run a PA-64 program (or disassemble one) and exit with the guest's status. */
#include <errno.h>
#include <stdio.h>
#include <ctype.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <signal.h>
#include "session.h"
#include "threads.h"
#include "events.h"
#include "sysvec.h"
#include "proc.h"
#include "crash.h"
#include "verify/verify-unwind.h"
#include "core/guestpath.h"
#include "profil.h"
#include "regdump.h"
#include "jit.h"

#include "dis.h"
int csprof_main(int argc, char **argv);   /* ../csprof/main.c */

static void usage(FILE *f)
{
    fputs("usage: pa64 [options] PROGRAM [ARGS...]\n"
          "Run a PA-RISC 2.0 64-bit (PA-64) ELF program; the exit status is the program's\n"
          "(128+N when the guest dies of signal N).\n\n"
          "options:\n"
          "  --disasm         print every instruction of PROGRAM's code (objdump -d layout)\n"
          "  --icount         print the number of guest instructions retired to stderr\n"
          "  --interp         run every instruction through the reference interpreter loop\n"
          "                   (no blocks: slower; counts and results are the same)\n"
          "  --no-jit         blocks without host code translation (interpreted)\n"
          "  -v               report the translation (blocks, host code in use, flushes)\n"
          "  --regs[=FILE]    print the final guest registers and instruction count to stderr\n"
          "                   (or FILE)\n"
          "  --verify-unwind[=N]  every N instructions (default 1) unwind the guest stack\n"
          "                   and compare with the calls and returns executed; report on stderr\n"
          "  --max-insns=N    kill the guest with SIGXCPU after N instructions\n"
          "  --profil-insns=N profil/sprofil clock: one tick every N guest instructions\n"
          "                   (default 100 Hz of CPU time; also PA64_PROFIL_INSNS=N)\n"
          "  --stack-mb N     the guest stack's size in MiB, 1 to 1024 (default 256)\n"
          "  --quantum=N      guest threads: switch to the next runnable thread every N\n"
          "                   instructions (default 100000); same N, same interleaving\n"
          "  -h, --help       this help\n", f);
}

static int dump_regs(const struct cpu *c, const char *path)
{
    FILE *f = path ? fopen(path, "w") : stderr;
    if (!f) { fprintf(stderr, "pa64: %s: cannot write the registers: %s\n", path, strerror(errno)); return -1; }
    cpu_dump_regs(c, f);
    if (path && fclose(f)) { fprintf(stderr, "pa64: %s: cannot write the registers: %s\n", path, strerror(errno)); return -1; }
    return 0;
}

/* --max-insns=N: the guest is killed by SIGXCPU before its instruction N+1, as a CPU
   time limit would (random-program fuzzing bounds loops with it). */
static void stop_at_limit(struct cpu *c, void *arg)
{
    (void)arg;
    sysvec_signal_exit(c, SIGXCPU);
}

int main(int argc, char **argv)
{
    static struct session s = { .tool = "pa64" };
    const char *self = strrchr(argv[0], '/');
    if (!strcmp(self ? self + 1 : argv[0], "csprof")) return csprof_main(argc, argv);
    int i = 1, disasm = 0, icount = 0, regs = 0, verbose = 0;
    const char *regs_file = NULL;
    unsigned long long verify = 0, max_insns = 0;
    for (; i < argc && argv[i][0] == '-'; i++) {
        if (!strcmp(argv[i], "--")) { i++; break; }
        if (!strcmp(argv[i], "--disasm")) disasm = 1;
        else if (!strcmp(argv[i], "--icount")) icount = 1;
        else if (!strcmp(argv[i], "--interp")) run_mode = RUN_INTERP;
        else if (!strcmp(argv[i], "--no-jit")) run_mode = RUN_BLOCKS;
        else if (!strcmp(argv[i], "-v")) verbose = 1;
        else if (!strcmp(argv[i], "--regs")) regs = 1;
        else if (!strncmp(argv[i], "--regs=", 7)) { regs = 1; regs_file = argv[i] + 7; }
        else if (!strcmp(argv[i], "--verify-unwind")) verify = 1;
        else if (!strncmp(argv[i], "--verify-unwind=", 16)) {
            char *end;
            errno = 0;
            verify = strtoull(argv[i] + 16, &end, 10);
            if (*end || errno == ERANGE || !verify || !isdigit((unsigned char)argv[i][16])) { fprintf(stderr, "pa64: bad --verify-unwind period %s\n", argv[i] + 16); return 2; }
        }
        else if (!strncmp(argv[i], "--profil-insns", 14) && (!argv[i][14] || argv[i][14] == '=')) {
            /* --profil-insns=N or --profil-insns N */
            const char *v = argv[i][14] ? argv[i] + 15 : i + 1 < argc ? argv[++i] : "";
            char *end;
            errno = 0;
            unsigned long long n = strtoull(v, &end, 10);
            if (*end || !n || !isdigit((unsigned char)v[0]) || errno == ERANGE) {
                fprintf(stderr, "pa64: bad --profil-insns period '%s' (a whole number from 1 to %llu)\n", v, ULLONG_MAX);
                return 2;
            }
            profil_set_insn_period(n);
        }
        else if (!strncmp(argv[i], "--stack-mb", 10) && (!argv[i][10] || argv[i][10] == '=')) {
            const char *v = argv[i][10] ? argv[i] + 11 : i + 1 < argc ? argv[++i] : "";
            if (loader_set_stack_mb(v)) { fprintf(stderr, "pa64: --stack-mb needs a whole number of MiB from 1 to 1024, not '%s'\n", v); return 2; }
        }
        else if (!strncmp(argv[i], "--quantum", 9) && (!argv[i][9] || argv[i][9] == '=')) {
            const char *v = argv[i][9] ? argv[i] + 10 : i + 1 < argc ? argv[++i] : "";
            if (threads_parse_quantum("pa64", v)) return 2;
        }
        else if (!strncmp(argv[i], "--max-insns=", 12)) {
            char *end;
            errno = 0;
            max_insns = strtoull(argv[i] + 12, &end, 10);
            if (*end || errno == ERANGE || !max_insns || !isdigit((unsigned char)argv[i][12])) {
                fprintf(stderr, "pa64: bad --max-insns count '%s'\n", argv[i] + 12);
                return 2;
            }
        }
        else if (!strcmp(argv[i], "-h") || !strcmp(argv[i], "--help")) { usage(stdout); return 0; }
        else { fprintf(stderr, "pa64: unknown option %s\n", argv[i]); usage(stderr); return 2; }
    }
    if (i >= argc) { usage(stderr); return 2; }
    if (disasm) {
        dis_elf_tool = "pa64: ";
        return dis_elf_file(argv[i], stdout) ? 1 : 0;
    }

    if (session_open(&s, argv[i])) return 1;
    /* The shadow stack must see the dld's first calls: start it before the setup. */
    if (verify && verify_unwind_start(&s.im, verify)) { fprintf(stderr, "pa64: cannot start --verify-unwind\n"); return 1; }
    if (session_setup(&s, argc - i, argv + i)) return 1;
    crash_report_install(&s, crash_print_guest_path);
    if (max_insns) events_arm(events_add_oneshot(stop_at_limit, NULL), max_insns);
    session_run(&s);
    if (icount) fprintf(stderr, "pa64: %llu instructions\n", (unsigned long long)s.c.icount);
    if (icount && threads_count() > 1)          /* each thread's share, once there are several */
        for (unsigned t = 1; t <= threads_count(); t++)
            fprintf(stderr, "pa64: thread %u: %llu instructions\n", t, (unsigned long long)threads_retired(&s.c, t));
    if (verbose) jit_report(stderr, "pa64");
    if (regs && dump_regs(&s.c, regs_file)) return 1;
    if (verify) verify_unwind_report(stderr);
    return proc_exit_status(&s, session_finish(&s));
}
