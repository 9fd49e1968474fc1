/* bin/pa64: run a PA-64 program (or disassemble one) and exit with the guest's status. */
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "loader.h"
#include "run.h"
#include "sysvec.h"
#include "symbolize.h"
#include "signals.h"
#include "verify-unwind.h"

extern char **environ;
int dis_elf_file(const char *path, FILE *out);

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

static const char *signame(enum fault_kind k)
{
    switch (k) {
    case FAULT_SEGV: return "SIGSEGV";
    case FAULT_BUS: return "SIGBUS";
    case FAULT_ILL: return "SIGILL";
    case FAULT_FPE: return "SIGFPE";
    case FAULT_TRAP: case FAULT_BREAK: return "SIGTRAP";
    default: return "SIGSEGV";
    }
}

static int signum(enum fault_kind k)
{
    switch (k) {
    case FAULT_BUS: return SIGBUS;
    case FAULT_ILL: return SIGILL;
    case FAULT_FPE: return SIGFPE;
    case FAULT_TRAP: case FAULT_BREAK: return SIGTRAP;
    default: return SIGSEGV;
    }
}

static int report_fault(struct cpu *c, struct image *im)
{
    char where[512];
    symbolize(im, c->iaoq_f, where, sizeof where);
    if (c->fault == FAULT_SEGV || c->fault == FAULT_BUS)
        fprintf(stderr, "pa64: guest %s at 0x%llx in %s: %s 0x%llx\n", signame(c->fault),
                (unsigned long long)c->iaoq_f, where, c->fault_what ? c->fault_what : "access to",
                (unsigned long long)c->fault_addr);
    else
        fprintf(stderr, "pa64: guest %s at 0x%llx in %s: %s\n", signame(c->fault),
                (unsigned long long)c->iaoq_f, where, c->fault_what ? c->fault_what : "fault");
    return 128 + signum(c->fault);
}

int main(int argc, char **argv)
{
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
            if (*end || !verify) { fprintf(stderr, "pa64: bad --verify-unwind period %s\n", argv[i] + 16); return 2; }
        }
        else if (!strcmp(argv[i], "-h") || !strcmp(argv[i], "--help")) { usage(stdout); return 0; }
        else { fprintf(stderr, "pa64: unknown option %s\n", argv[i]); usage(stderr); return 2; }
    }
    if (i >= argc) { usage(stderr); return 2; }
    if (disasm) return dis_elf_file(argv[i], stdout) ? 1 : 0;

    char err[512];
    static struct image im;
    static struct process proc;
    static struct cpu c;
    if (mem_init()) { fprintf(stderr, "pa64: cannot reserve guest memory\n"); return 1; }
    if (image_open(&im, argv[i], err, sizeof err)) { fprintf(stderr, "pa64: %s\n", err); return 1; }
    sysvec_init(&proc);
    mem_install_fault_handler(&c);
    if (verify && verify_unwind_start(&im, verify)) { fprintf(stderr, "pa64: cannot start --verify-unwind\n"); return 1; }
    if (process_setup(&c, &proc, &im, argc - i, argv + i, environ, err, sizeof err)) {
        fprintf(stderr, "pa64: %s\n", err); return 1;
    }
    int status = 0;
    enum stop_reason why = cpu_run(&c, &status);
    /* A trap with a guest handler: run it, then resume (or stop if it exited). */
    while (why == STOP_FAULT) {
        enum stop_reason hw;
        if (!signal_deliver(&c, signum(c.fault), &hw, &status)) break;
        why = hw != STOP_NONE ? hw : cpu_run(&c, &status);
    }
    if (why == STOP_RETURN) {
        /* main (dynamic) or $START$ returned: exit(ret0) through the guest's exit */
        const struct gsym *ex = image_lookup(&im, "exit");
        uint64_t ret = c.gr[28];
        if (ex && im.dynamic) {
            enum stop_reason w2;
            guest_call(&c, ex->addr, c.gr[27], 1, &ret, &w2, &status);
            why = w2 == STOP_NONE ? STOP_EXIT : w2;
            if (w2 == STOP_NONE) status = (int)(ret & 0xff);
        } else {
            why = STOP_EXIT;
            status = (int)(ret & 0xff);
        }
    }
    fflush(stdout);
    if (icount) fprintf(stderr, "pa64: %llu instructions\n", (unsigned long long)c.icount);
    if (verify) verify_unwind_report(stderr);
    if (why == STOP_FAULT) return report_fault(&c, &im);
    if (sysvec_killed_by) {
        fprintf(stderr, "pa64: %s: guest killed by signal %d (%s)\n", argv[i], sysvec_killed_by,
                strsignal(sysvec_killed_by));
    }
    return status;
}
