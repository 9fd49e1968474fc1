/* <PROF1> reader and dump (runtime supplement "Profile data file format"): an 8-byte
   header, then sections, each starting with a doubleword type and a doubleword size
   that includes the header. Written by the PA-64 program itself, so big-endian, with
   LP64 sizes: long = 8, int = 4. Unknown section types are skipped by their size, as
   the format intends for extensions. */
#include <stdlib.h>
#include <string.h>
#include "hpcfile.h"
#include "io.h"

#define SAMPLES_HDR 40          /* type, size, lowpc, highpc (8 each), scale, entry_size (4) */
#define COUNTS_HDR  24          /* type, size (8 each), n, counter_size (4 each) */
#define MAX_SECTIONS (1u << 20) /* far beyond any real file; bounds the section array */

static uint64_t *alloc_u64(struct hf_cursor *c, uint64_t n)
{
    uint64_t *a = calloc(n ? (size_t)n : 1, sizeof *a);
    if (!a) hf_fail(c, "out of memory");
    return a;
}

static uint64_t read_sized(struct hf_cursor *c, int32_t size)
{
    switch (size) {
    case 2: return hf_u16(c);
    case 4: return hf_u32(c);
    default: return hf_u64(c);
    }
}

static int read_samples(struct hf_cursor *c, struct prof1_section *s)
{
    struct prof1_samples *x = &s->u.samples;
    if (s->size < SAMPLES_HDR) return hf_corrupt(c, "section size %llu is below its header's 40", (unsigned long long)s->size);
    x->lowpc = hf_u64(c);
    x->highpc = hf_u64(c);
    x->scale = (int32_t)hf_u32(c);
    x->entry_size = (int32_t)hf_u32(c);
    if (c->failed) return -1;
    if (x->entry_size != 2 && x->entry_size != 4 && x->entry_size != 8)
        return hf_corrupt(c, "bucket size %d (2, 4 or 8 expected)", x->entry_size);
    uint64_t body = s->size - SAMPLES_HDR;
    if (body % (uint64_t)x->entry_size)
        return hf_corrupt(c, "%llu bytes of buckets are not a multiple of the bucket size %d", (unsigned long long)body,
                          x->entry_size);
    x->nbuckets = body / (uint64_t)x->entry_size;
    if (!(x->buckets = alloc_u64(c, x->nbuckets))) return -1;
    for (uint64_t i = 0; i < x->nbuckets; i++) x->buckets[i] = read_sized(c, x->entry_size);
    return c->failed ? -1 : 0;
}

/* Call counts and call arcs share a layout: n, counter_size, then n addresses (one
   doubleword for counts, two for arcs), then n counters. */
static int read_counted(struct hf_cursor *c, struct prof1_section *s, int32_t *n, int32_t *cs, uint64_t **a,
                        uint64_t **b, uint64_t **counts)
{
    if (s->size < COUNTS_HDR) return hf_corrupt(c, "section size %llu is below its header's 24", (unsigned long long)s->size);
    *n = (int32_t)hf_u32(c);
    *cs = (int32_t)hf_u32(c);
    if (c->failed) return -1;
    if (*n < 0) return hf_corrupt(c, "negative count %d", *n);
    if (*cs != 4 && *cs != 8) return hf_corrupt(c, "counter size %d (4 or 8 expected)", *cs);
    uint64_t per = (b ? 16u : 8u) + (uint64_t)*cs;
    if (s->size - COUNTS_HDR != (uint64_t)*n * per)
        return hf_corrupt(c, "section size %llu does not match %d entries of %llu bytes", (unsigned long long)s->size,
                          *n, (unsigned long long)per);
    if (!(*a = alloc_u64(c, (uint64_t)*n)) || (b && !(*b = alloc_u64(c, (uint64_t)*n))) ||
        !(*counts = alloc_u64(c, (uint64_t)*n)))
        return -1;
    for (int32_t i = 0; i < *n; i++) {
        (*a)[i] = hf_u64(c);
        if (b) (*b)[i] = hf_u64(c);
    }
    for (int32_t i = 0; i < *n; i++) (*counts)[i] = read_sized(c, *cs);
    return c->failed ? -1 : 0;
}

static int read_section(struct hf_cursor *c, struct prof1_section *s, uint32_t k)
{
    hf_item(c, "section %u header", k);
    s->offset = c->off;
    s->type = hf_u64(c);
    s->size = hf_u64(c);
    if (c->failed) return -1;
    if (s->size < 16 || s->size > hf_left(c) + 16)
        return hf_corrupt(c, "section size %llu (only %zu bytes remain)", (unsigned long long)s->size, hf_left(c) + 16);
    hf_item(c, "section %u (type %llu)", k, (unsigned long long)s->type);
    c->what_off = s->offset;
    size_t end = s->offset + (size_t)s->size;
    struct prof1_counts *pc = &s->u.counts;
    struct prof1_arcs *pa = &s->u.arcs;
    int r = 0;
    if (s->type == PROF_SECT_SAMPLES_64) r = read_samples(c, s);
    else if (s->type == PROF_SECT_CALL_COUNTS_64)
        r = read_counted(c, s, &pc->n, &pc->counter_size, &pc->pcs, NULL, &pc->counts);
    else if (s->type == PROF_SECT_CALL_ARCS_64)
        r = read_counted(c, s, &pa->n, &pa->counter_size, &pa->from, &pa->to, &pa->counts);
    if (!r) c->off = end;              /* unknown types: skipped whole */
    return r;
}

static int parse(struct hf_cursor *c, struct prof1_profile *p)
{
    hf_item(c, "file header");
    size_t k = c->len < 8 ? c->len : 8;
    if (c->len == 0 || memcmp(c->p, PROF1_MAGIC, k)) return hf_fail(c, "not a <PROF1> file");
    if (!hf_bytes(c, 8)) return -1;
    /* Every section is at least 16 bytes: the array can be sized up front. */
    uint64_t max = hf_left(c) / 16;
    if (max > MAX_SECTIONS) max = MAX_SECTIONS;
    if (!(p->sections = calloc(max ? max : 1, sizeof *p->sections))) return hf_fail(c, "out of memory");
    while (hf_left(c) && p->nsections < max) {
        if (read_section(c, &p->sections[p->nsections], p->nsections)) {
            p->nsections++;            /* so prof1_free releases what it holds */
            return -1;
        }
        p->nsections++;
    }
    hf_item(c, "end of the last section");
    if (hf_left(c)) return hf_corrupt(c, "%zu bytes that are not a whole section", hf_left(c));
    return 0;
}

int prof1_read_buf(const void *buf, size_t len, struct prof1_profile *p, char *err, size_t errlen)
{
    struct hf_cursor c;
    hf_init(&c, buf, len, 1, err, errlen);
    memset(p, 0, sizeof *p);
    if (parse(&c, p) == 0 && !c.failed) return 0;
    prof1_free(p);
    return -1;
}

int prof1_read(FILE *f, struct prof1_profile *p, char *err, size_t errlen)
{
    size_t len;
    unsigned char *buf = hpcfile_slurp(f, &len);
    if (!buf) {
        memset(p, 0, sizeof *p);
        snprintf(err, errlen, "read error");
        return -1;
    }
    int r = prof1_read_buf(buf, len, p, err, errlen);
    free(buf);
    return r;
}

void prof1_free(struct prof1_profile *p)
{
    for (uint32_t i = 0; p->sections && i < p->nsections; i++) {
        struct prof1_section *s = &p->sections[i];
        if (s->type == PROF_SECT_SAMPLES_64) free(s->u.samples.buckets);
        else if (s->type == PROF_SECT_CALL_COUNTS_64) { free(s->u.counts.pcs); free(s->u.counts.counts); }
        else if (s->type == PROF_SECT_CALL_ARCS_64) { free(s->u.arcs.from); free(s->u.arcs.to); free(s->u.arcs.counts); }
    }
    free(p->sections);
    memset(p, 0, sizeof *p);
}

/* The lowest pc counted in bucket i: profil's byte offset is (pc - lowpc) * scale / 65536,
   rounded down to the bucket size. */
static uint64_t bucket_pc(const struct prof1_samples *x, uint64_t i)
{
    if (x->scale <= 1) return x->lowpc;
    unsigned __int128 off = (unsigned __int128)i * (uint64_t)x->entry_size * 65536u;
    return x->lowpc + (uint64_t)((off + (uint64_t)x->scale - 1) / (uint64_t)x->scale);
}

static void dump_samples(FILE *out, const struct prof1_samples *x)
{
    fprintf(out, "  lowpc 0x%llx highpc 0x%llx scale 0x%x entry_size %d buckets %llu\n", (unsigned long long)x->lowpc,
            (unsigned long long)x->highpc, (unsigned)x->scale, x->entry_size, (unsigned long long)x->nbuckets);
    for (uint64_t i = 0; i < x->nbuckets; i++)
        if (x->buckets[i])
            fprintf(out, "  bucket %llu pc 0x%llx: %llu\n", (unsigned long long)i, (unsigned long long)bucket_pc(x, i),
                    (unsigned long long)x->buckets[i]);
}

static void dump_section(FILE *out, const struct prof1_section *s, uint32_t k)
{
    static const char *const names[] = { "unknown", "PROF_SECT_SAMPLES_64", "PROF_SECT_CALL_COUNTS_64",
                                         "PROF_SECT_CALL_ARCS_64" };
    const char *name = s->type >= 1 && s->type <= 3 ? names[s->type] : names[0];
    fprintf(out, "section %u at offset %llu: type %llu (%s) size %llu\n", k, (unsigned long long)s->offset,
            (unsigned long long)s->type, name, (unsigned long long)s->size);
    if (s->type == PROF_SECT_SAMPLES_64) dump_samples(out, &s->u.samples);
    if (s->type == PROF_SECT_CALL_COUNTS_64) {
        const struct prof1_counts *x = &s->u.counts;
        fprintf(out, "  ncounters %d counter_size %d\n", x->n, x->counter_size);
        for (int32_t i = 0; i < x->n; i++)
            fprintf(out, "  pc 0x%llx: %llu\n", (unsigned long long)x->pcs[i], (unsigned long long)x->counts[i]);
    }
    if (s->type == PROF_SECT_CALL_ARCS_64) {
        const struct prof1_arcs *x = &s->u.arcs;
        fprintf(out, "  narcs %d counter_size %d\n", x->n, x->counter_size);
        for (int32_t i = 0; i < x->n; i++)
            fprintf(out, "  arc 0x%llx -> 0x%llx: %llu\n", (unsigned long long)x->from[i], (unsigned long long)x->to[i],
                    (unsigned long long)x->counts[i]);
    }
}

void prof1_dump(FILE *out, const struct prof1_profile *p)
{
    fprintf(out, "header \"<PROF1>\\n\" sections %u\n", p->nsections);
    for (uint32_t k = 0; k < p->nsections; k++) dump_section(out, &p->sections[k], k);
}
