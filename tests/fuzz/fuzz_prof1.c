/* libFuzzer harness: the <PROF1> reader on arbitrary bytes, then the dump of what it
   accepted, prof's and gprof's reports against the real program FUZZ_EXE (the
   profile's own module names never reach the file system), and the gmon.out writer. */
#include <stdio.h>
#include <stdlib.h>
#include "hpcfile.h"
#include "classic.h"

static struct symtab *program(void)
{
    static struct symtab *st;
    if (!st) {
        const char *exe = getenv("FUZZ_EXE");
        if (!exe) { fputs("fuzz_prof1: set FUZZ_EXE to a PA-64 program\n", stderr); exit(2); }
        struct hpcfile_module m = { .name = (char *)exe };
        struct hpcfile_epoch ep = { 1, &m };
        st = symtab_open(&ep, exe, exe);
    }
    return st;
}

int LLVMFuzzerTestOneInput(const unsigned char *data, size_t len)
{
    static FILE *null;
    if (!null) null = fopen("/dev/null", "w");
    struct prof1_profile p;
    char err[512];
    if (prof1_read_buf(data, len, &p, err, sizeof err)) return 0;
    prof1_dump(null, &p);
    struct classic c;
    classic_build(&c, &p, program(), 0.01);
    report_prof(null, &c);
    report_gprof(null, &c);
    free(c.self); free(c.calls); free(c.arcs);
    gmon_write(null, &p, (uint32_t)(len % 1000) + 1);
    prof1_free(&p);
    return 0;
}
