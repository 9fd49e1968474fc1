/* Text dump of every HPC_CSPROF field (`hpcprof --dump`), and the metric flag and unit
   names shared with the reports. */
#include <stdarg.h>
#include <string.h>
#include <strings.h>
#include "hpcfile.h"
#include "io.h"

static const char *const unit_names[] = {
    [HPCFILE_UNIT_EVENTS] = "events",
    [HPCFILE_UNIT_INSTRUCTIONS] = "instructions",
    [HPCFILE_UNIT_MICROSECONDS] = "microseconds",
    [HPCFILE_UNIT_BYTES] = "bytes",
    [HPCFILE_UNIT_CALLS] = "calls",
};
#define NUNITS (sizeof unit_names / sizeof unit_names[0])

uint64_t hpcfile_unit_flag(const char *unit_name)
{
    for (unsigned u = 1; unit_name && u < NUNITS; u++)
        if (strcasecmp(unit_name, unit_names[u]) == 0) return HPCFILE_UNIT_FLAGS(u);
    return 0;
}

const char *hpcfile_unit_name(uint64_t flags)
{
    unsigned u = HPCFILE_METRIC_UNIT(flags);
    return u < NUNITS ? unit_names[u] : "events";
}

/* Appends to buf without overrunning it (output is cut short instead). */
static void append(char *buf, size_t len, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static void append(char *buf, size_t len, const char *fmt, ...)
{
    size_t o = strlen(buf);
    if (o + 1 >= len) return;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf + o, len - o, fmt, ap);
    va_end(ap);
}

void hpcfile_flags_str(uint64_t flags, char *buf, size_t len)
{
    if (!len) return;
    buf[0] = 0;
    if (flags & HPCFILE_METRIC_ASYNC) append(buf, len, "async,");
    if (flags & HPCFILE_METRIC_SYNC) append(buf, len, "sync,");
    if (flags & HPCFILE_METRIC_RETURNS) append(buf, len, "returns,");
    if (flags & HPCFILE_METRIC_EXACT) append(buf, len, "exact,");
    unsigned u = HPCFILE_METRIC_UNIT(flags);
    if (u < NUNITS) append(buf, len, "unit=%s", unit_names[u]);
    else append(buf, len, "unit=%u", u);
    uint64_t unknown = flags & ~(uint64_t)HPCFILE_METRIC_KNOWN;
    if (unknown) append(buf, len, ",unknown=0x%llx", (unsigned long long)unknown);
}

static void dump_name(FILE *out, const char *label, const char *s)
{
    char shown[1024];
    hf_escape(shown, sizeof shown, (const unsigned char *)(s ? s : ""), s ? strlen(s) : 0);
    fprintf(out, "%s \"%s\"", label, shown);
}

static void dump_metrics(FILE *out, const struct hpcfile_profile *p)
{
    fprintf(out, "num_metrics %u\n", p->nmetrics);
    for (uint32_t i = 0; i < p->nmetrics; i++) {
        const struct hpcfile_metric *m = &p->metrics[i];
        char fl[128];
        hpcfile_flags_str(m->flags, fl, sizeof fl);
        fprintf(out, "metric %u: ", i);
        dump_name(out, "event_name", m->name);
        fprintf(out, " flags 0x%llx (%s) sample_period %llu\n", (unsigned long long)m->flags, fl,
                (unsigned long long)m->period);
    }
}

static void dump_epochs(FILE *out, const struct hpcfile_profile *p)
{
    fprintf(out, "num_epochs %u\n", p->nepochs);
    for (uint32_t e = 0; e < p->nepochs; e++) {
        fprintf(out, "epoch %u: num_modules %u\n", e, p->epochs[e].nmodules);
        for (uint32_t m = 0; m < p->epochs[e].nmodules; m++) {
            const struct hpcfile_module *mod = &p->epochs[e].modules[m];
            fprintf(out, "  module %u: ", m);
            dump_name(out, "name", mod->name);
            fprintf(out, " virtual_address 0x%llx mapped_address 0x%llx", (unsigned long long)mod->vaddr,
                    (unsigned long long)mod->mapaddr);
            if (mod->checksum)
                fprintf(out, " file_size %llu checksum 0x%016llx", (unsigned long long)mod->file_size,
                        (unsigned long long)mod->checksum);
            fputc('\n', out);
        }
    }
}

static void dump_tree(FILE *out, const struct hpcfile_tree *t, uint32_t k, uint32_t nmetrics)
{
    fprintf(out, "tree %u: id \"%s\" \"%s\" '%c' vma_size %u uint_size %u num_nodes %llu epoch_number %u", k,
            HPCFILE_TREE_MAGIC, HPCFILE_TREE_VERSION, HPCFILE_ENDIAN, t->vma_size ? t->vma_size : 8,
            t->uint_size ? t->uint_size : 8, (unsigned long long)t->nnodes, t->epoch);
    if (t->thread > 1) fprintf(out, " thread %u", t->thread);   /* the main thread's: as before */
    fputc('\n', out);
    for (uint64_t i = 0; i < t->nnodes; i++) {
        const struct hpcfile_node *n = &t->nodes[i];
        fprintf(out, "  node %llu parent %llu ip 0x%llx sp 0x%llx metrics", (unsigned long long)n->id,
                (unsigned long long)n->parent, (unsigned long long)n->ip, (unsigned long long)n->sp);
        for (uint32_t m = 0; m < nmetrics; m++) fprintf(out, " %llu", (unsigned long long)n->metrics[m]);
        fputc('\n', out);
    }
}

void hpcfile_dump(FILE *out, const struct hpcfile_profile *p)
{
    fprintf(out, "header: magic \"%s\" version \"%s\" endianness '%c' num_chunks %llu\n", HPCFILE_MAGIC,
            HPCFILE_VERSION, HPCFILE_ENDIAN, (unsigned long long)p->num_chunks);
    dump_name(out, "target", p->target);
    fputc('\n', out);
    dump_metrics(out, p);
    dump_epochs(out, p);
    fprintf(out, "num_trees %u\ntramp_samples %llu\n", p->ntrees, (unsigned long long)p->tramp_samples);
    for (uint32_t k = 0; k < p->ntrees; k++) dump_tree(out, &p->trees[k], k, p->nmetrics);
}
