/* bin/pa64: run a PA-64 program (or disassemble one) and exit with the guest's status. */
#include <stdio.h>
#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include "session.h"
#include "crash.h"
#include "verify-unwind.h"

#include "dis.h"
int csprof_main(int argc, char **argv);   /* src/csprof/main.c */

static void usage(FILE *f)
{
    fputs("usage: pa64 [options] PROGRAM [ARGS...]\n"
          "Run a PA-RISC 2.0 64-bit (PA-64) ELF program; the exit status is the program's\n"
          "(128+N when the guest dies of signal N).\n\n"
          "options:\n"
          "  --disasm         print every instruction of PROGRAM's code (objdump -d layout)\n"
          "  --icount         print the number of guest instructions retired to stderr\n"
          "  --verify-unwind[=N]  every N instructions (default 1) unwind the guest stack\n"
          "                   and compare with the calls and returns executed; report on stderr\n"
          "  -h, --help       this help\n", f);
}

int main(int argc, char **argv)
{
    static struct session s = { .tool = "pa64" };
    const char *self = strrchr(argv[0], '/');
    if (!strcmp(self ? self + 1 : argv[0], "csprof")) return csprof_main(argc, argv);
    int i = 1, disasm = 0, icount = 0;
    unsigned long long verify = 0;
    for (; i < argc && argv[i][0] == '-'; i++) {
        if (!strcmp(argv[i], "--")) { i++; break; }
        if (!strcmp(argv[i], "--disasm")) disasm = 1;
        else if (!strcmp(argv[i], "--icount")) icount = 1;
        else if (!strcmp(argv[i], "--verify-unwind")) verify = 1;
        else if (!strncmp(argv[i], "--verify-unwind=", 16)) {
            char *end;
            verify = strtoull(argv[i] + 16, &end, 10);
            if (*end || !verify || !isdigit((unsigned char)argv[i][16])) { fprintf(stderr, "pa64: bad --verify-unwind period %s\n", argv[i] + 16); return 2; }
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
    crash_report_install(&s);
    session_run(&s);
    if (icount) fprintf(stderr, "pa64: %llu instructions\n", (unsigned long long)s.c.icount);
    if (verify) verify_unwind_report(stderr);
    return session_finish(&s);
}
