/* GNU gmon.out writer for hppa64-linux-gnu-gprof: header "gmon", version 1, 12 spare
   bytes; tagged records of the histogram (tag 0: low pc, high pc, bin count, rate,
   dimension "seconds"/'s', then 16-bit bins) and call arcs (tag 1: from pc, self pc,
   32-bit count). gprof reads them in the target's byte order and address size, which
   for this ELF64 big-endian target are big-endian and 8 bytes (docs/file-formats.md). */
#include <string.h>
#include "hpcfile.h"
#include "io.h"

#define GMON_TAG_TIME_HIST 0
#define GMON_TAG_CG_ARC    1

static int put_hist(FILE *f, const struct prof1_samples *x, uint32_t rate)
{
    /* gprof spaces bins evenly over [low, high): a bucket's width in bytes. */
    uint64_t width = (uint64_t)x->entry_size * 65536u / (uint64_t)(x->scale > 1 ? x->scale : 1);
    char dimen[15] = "seconds";
    if (fputc(GMON_TAG_TIME_HIST, f) == EOF || hf_write_be(f, x->lowpc, 8) ||
        hf_write_be(f, x->lowpc + x->nbuckets * width, 8) || hf_write_be(f, x->nbuckets, 4) ||
        hf_write_be(f, rate, 4) || fwrite(dimen, 1, sizeof dimen, f) != sizeof dimen || fputc('s', f) == EOF)
        return -1;
    for (uint64_t i = 0; i < x->nbuckets; i++)
        if (hf_write_be(f, x->buckets[i] > 0xffff ? 0xffff : x->buckets[i], 2)) return -1;
    return 0;
}

static int put_arc(FILE *f, uint64_t from, uint64_t self, uint64_t count)
{
    return fputc(GMON_TAG_CG_ARC, f) == EOF || hf_write_be(f, from, 8) || hf_write_be(f, self, 8) ||
                   hf_write_be(f, count > UINT32_MAX ? UINT32_MAX : count, 4)
               ? -1
               : 0;
}

/* prof's per-function counts have no caller, and gprof drops arcs from a pc outside
   every function: they go as arcs from the text's lowest pc, which gprof reports as
   called from <spontaneous> but counts. */
static int put_counts(FILE *f, const struct prof1_counts *x, uint64_t from)
{
    for (int32_t i = 0; i < x->n; i++)
        if (put_arc(f, from, x->pcs[i], x->counts[i])) return -1;
    return 0;
}

int gmon_write(FILE *f, const struct prof1_profile *p, uint32_t rate)
{
    static const unsigned char spare[12];
    if (fwrite("gmon", 1, 4, f) != 4 || hf_write_be(f, 1, 4) || fwrite(spare, 1, 12, f) != 12) return -1;
    uint64_t text = 0;
    for (uint32_t k = 0; k < p->nsections; k++)
        if (p->sections[k].type == PROF_SECT_SAMPLES_64 && (!text || p->sections[k].u.samples.lowpc < text))
            text = p->sections[k].u.samples.lowpc;
    for (uint32_t k = 0; k < p->nsections; k++) {
        const struct prof1_section *s = &p->sections[k];
        if (s->type == PROF_SECT_SAMPLES_64 && put_hist(f, &s->u.samples, rate)) return -1;
        if (s->type == PROF_SECT_CALL_COUNTS_64 && put_counts(f, &s->u.counts, text)) return -1;
        if (s->type == PROF_SECT_CALL_ARCS_64)
            for (int32_t i = 0; i < s->u.arcs.n; i++)
                if (put_arc(f, s->u.arcs.from[i], s->u.arcs.to[i], s->u.arcs.counts[i])) return -1;
    }
    return fflush(f) ? -1 : 0;
}
