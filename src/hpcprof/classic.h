/* Classic (prof/gprof) profiles in hpcprof: a <PROF1> model, from a mon.out/gmon.out or
   from a csprof profile, reduced to per-function ticks, call counts and call arcs. */
#ifndef HPCPROF_CLASSIC_H
#define HPCPROF_CLASSIC_H
#include <stdio.h>
#include "hpcfile.h"
#include "symbols.h"

struct carc { uint32_t from, to; uint64_t count; };   /* from 0: <spontaneous> */
struct classic {
    uint32_t nf;             /* func ids are symbols.h's */
    uint64_t *self, *calls;  /* per func: pc samples (ticks), calls counted */
    int has_arcs;            /* gmon-style: arcs rather than plain call counts */
    struct carc *arcs;       /* merged by (from, to) */
    size_t narcs;
    uint64_t total;          /* ticks over all functions */
    double tick;             /* seconds per tick */
};

/* Reduces p against the program's symbols; tick is the seconds per sample. */
void classic_build(struct classic *c, const struct prof1_profile *p, struct symtab *st, double tick);
/* prof's report: flat, with call counts (mon.out). */
void report_prof(FILE *out, const struct classic *c);
/* gprof's flat profile and call graph, children's time charged to callers by arc counts. */
void report_gprof(FILE *out, const struct classic *c);
/* `hpcprof FILE` for <PROF1> files, --gprof and --to-gmon: what main.c calls. */
/* Whether path is a <PROF1> file (unreadable files are left to the normal path). */
int classic_is_prof1(const char *path);
int classic_main(const char *path, const char *exe, int gprof, const char *to_gmon);

#endif
