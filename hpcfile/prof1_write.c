/* <PROF1> writer: the inverse of prof1.c's reader (same layout, big-endian). */
#include "hpcfile.h"
#include "io.h"

static int put_sized(FILE *f, uint64_t v, int32_t size) { return hf_write_be(f, v, (unsigned)size); }

static int put_samples(FILE *f, const struct prof1_samples *x)
{
    uint64_t size = 40 + x->nbuckets * (uint64_t)x->entry_size;
    if (hf_write_be(f, PROF_SECT_SAMPLES_64, 8) || hf_write_be(f, size, 8) || hf_write_be(f, x->lowpc, 8) ||
        hf_write_be(f, x->highpc, 8) || hf_write_be(f, (uint32_t)x->scale, 4) ||
        hf_write_be(f, (uint32_t)x->entry_size, 4))
        return -1;
    for (uint64_t i = 0; i < x->nbuckets; i++)
        if (put_sized(f, x->buckets[i], x->entry_size)) return -1;
    return 0;
}

/* Counts and arcs: n addresses (one or two doublewords each), then n counters. */
static int put_counted(FILE *f, uint64_t type, int32_t n, int32_t cs, const uint64_t *a, const uint64_t *b,
                       const uint64_t *counts)
{
    uint64_t size = 24 + (uint64_t)n * ((b ? 16u : 8u) + (uint64_t)cs);
    if (hf_write_be(f, type, 8) || hf_write_be(f, size, 8) || hf_write_be(f, (uint32_t)n, 4) ||
        hf_write_be(f, (uint32_t)cs, 4))
        return -1;
    for (int32_t i = 0; i < n; i++)
        if (hf_write_be(f, a[i], 8) || (b && hf_write_be(f, b[i], 8))) return -1;
    for (int32_t i = 0; i < n; i++)
        if (put_sized(f, counts[i], cs)) return -1;
    return 0;
}

int prof1_write(FILE *f, const struct prof1_profile *p)
{
    if (fwrite(PROF1_MAGIC, 1, 8, f) != 8) return -1;
    for (uint32_t k = 0; k < p->nsections; k++) {
        const struct prof1_section *s = &p->sections[k];
        int r = 0;
        if (s->type == PROF_SECT_SAMPLES_64) r = put_samples(f, &s->u.samples);
        else if (s->type == PROF_SECT_CALL_COUNTS_64)
            r = put_counted(f, s->type, s->u.counts.n, s->u.counts.counter_size, s->u.counts.pcs, NULL, s->u.counts.counts);
        else if (s->type == PROF_SECT_CALL_ARCS_64)
            r = put_counted(f, s->type, s->u.arcs.n, s->u.arcs.counter_size, s->u.arcs.from, s->u.arcs.to, s->u.arcs.counts);
        if (r) return -1;
    }
    return fflush(f) ? -1 : 0;
}
