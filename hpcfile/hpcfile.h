/* Profile files: HPC_CSPROF (csprof-internals "Data file format"; little-endian) and the
   prof/gprof <PROF1> format (runtime supplement "Profile data file format"; big-endian,
   written by PA-64 programs). The in-memory models are plain arrays, independent of the
   CCT that produced them. docs/file-formats.md is the byte-level description, with every
   tag and flag value defined here. */
#ifndef HPCFILE_H
#define HPCFILE_H
#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <stdio.h>

/* ---- HPC_CSPROF constants ---- */

#define HPCFILE_MAGIC        "HPC_CSPROF"   /* 10 bytes, no NUL */
#define HPCFILE_VERSION      "01.00"        /* 5 bytes */
#define HPCFILE_TREE_MAGIC   "HPC_CSTREE"
#define HPCFILE_TREE_VERSION "01.0T"
/* Optional trailer after the last tree (docs/file-formats.md "Module identity"): the
   size and FNV-1a checksum of each module's file, so a report can tell that the
   program on disk is not the one profiled. Readers of the original format stop after
   the trees and never see it. */
#define HPCFILE_MODS_MAGIC   "HPC_CSMODS"
#define HPCFILE_MODS_VERSION "01.00"
#define HPCFILE_THREADS_MAGIC   "HPC_CSTHRD"
#define HPCFILE_THREADS_VERSION "01.00"
/* The header's num_chunks as the original csprof wrote it (HPCToolkit-era readers
   loop on it); readers accept any value. */
#define HPCFILE_NUM_CHUNKS   3
#define HPCFILE_ENDIAN       'l'

/* Tags of hpcfile_string / hpcfile_number fields: (field number << 4) | format, the
   historical csprof encoding, so the low nibble says how to read what follows
   (0 = string: u32 length + bytes, 1 = number: u64). */
#define HPCFILE_FMT_STRING   0x0u
#define HPCFILE_FMT_NUMBER   0x1u
#define HPCFILE_TAG(field, fmt) (((uint32_t)(field) << 4) | (fmt))
#define HPCFILE_TAG_TARGET   HPCFILE_TAG(0, HPCFILE_FMT_STRING)   /* 0x00 */
#define HPCFILE_TAG_EVENT    HPCFILE_TAG(3, HPCFILE_FMT_STRING)   /* 0x30 */
#define HPCFILE_TAG_PERIOD   HPCFILE_TAG(4, HPCFILE_FMT_NUMBER)   /* 0x41 */
#define HPCFILE_TAG_FLAGS    HPCFILE_TAG(5, HPCFILE_FMT_NUMBER)   /* 0x51 */

/* Metric flags (the `flags` number of each metric). Node values are always in the
   metric's unit (a sample of period P adds P), so a report never rescales them. */
#define HPCFILE_METRIC_ASYNC   0x1u   /* filled by an asynchronous (interrupt) source */
#define HPCFILE_METRIC_SYNC    0x2u   /* filled synchronously (e.g. at each malloc) */
#define HPCFILE_METRIC_RETURNS 0x4u   /* edge counts: returns through the trampoline */
#define HPCFILE_METRIC_EXACT   0x8u   /* with RETURNS: every call counted as executed (-e calls) */
#define HPCFILE_METRIC_KNOWN   0xff0fu /* every bit defined so far (the unit field included) */
/* Unit of the values: bits 8..15. */
#define HPCFILE_UNIT_SHIFT     8
#define HPCFILE_UNIT_MASK      (0xffu << HPCFILE_UNIT_SHIFT)
enum hpcfile_unit {
    HPCFILE_UNIT_EVENTS = 0,        /* unspecified: events / samples */
    HPCFILE_UNIT_INSTRUCTIONS = 1,  /* guest instructions retired */
    HPCFILE_UNIT_MICROSECONDS = 2,  /* host CPU time */
    HPCFILE_UNIT_BYTES = 3,         /* bytes (allocation) */
    HPCFILE_UNIT_CALLS = 4,         /* calls or returns */
};
#define HPCFILE_UNIT_FLAGS(u)  ((uint64_t)(u) << HPCFILE_UNIT_SHIFT)
#define HPCFILE_METRIC_UNIT(flags) ((unsigned)(((flags) & HPCFILE_UNIT_MASK) >> HPCFILE_UNIT_SHIFT))

/* "instructions" -> HPCFILE_UNIT_FLAGS(HPCFILE_UNIT_INSTRUCTIONS); unknown or NULL -> 0. */
uint64_t hpcfile_unit_flag(const char *unit_name);
/* The unit's plural noun ("instructions", "microseconds", ...; "events" when unknown). */
const char *hpcfile_unit_name(uint64_t flags);

/* ---- HPC_CSPROF model ---- */

struct hpcfile_metric { char *name; uint64_t flags, period; };
/* The trampoline's edge counts: flagged so, or (files from before the flag) so named. */
static inline int hpcfile_metric_is_returns(const struct hpcfile_metric *m)
{
    return (m->flags & HPCFILE_METRIC_RETURNS) || (m->name && !strcmp(m->name, "returns"));
}
/* Exact call counts (csprof -e calls): each call path's entries as the emulator saw them. */
static inline int hpcfile_metric_is_exact_calls(const struct hpcfile_metric *m)
{
    return (m->flags & HPCFILE_METRIC_RETURNS) && (m->flags & HPCFILE_METRIC_EXACT);
}
/* vaddr: where the module prefers to be mapped (its lowest PT_LOAD p_vaddr);
   mapaddr: where that segment is mapped. Load bias = mapaddr - vaddr. */
/* file_size and checksum (FNV-1a 64 of the file's bytes) identify the file; both 0
   when unknown (files without the module trailer). */
struct hpcfile_module { char *name; uint64_t vaddr, mapaddr, file_size, checksum; };
struct hpcfile_epoch { uint32_t nmodules; struct hpcfile_module *modules; };
/* Node 0 is the root; every other node's parent is an earlier node (parent < id), and
   id equals the node's index. ip is the PC of the frame: the return address (after the
   delay slot) for callers, the sampled PC for the leaf. metrics has nmetrics values. */
struct hpcfile_node { uint64_t id, parent, ip, sp; uint64_t *metrics; };
/* vma_size and uint_size are 8; 0 is written as 8. */
/* thread: the guest thread whose samples the tree holds (1 = the main thread; 0 is
   read as 1), from the optional thread trailer (docs/file-formats.md). */
struct hpcfile_tree { uint32_t vma_size, uint_size, epoch; uint64_t nnodes; struct hpcfile_node *nodes; uint32_t thread; };
struct hpcfile_profile {
    char *target;
    uint32_t nmetrics;
    struct hpcfile_metric *metrics;
    uint32_t nepochs;
    struct hpcfile_epoch *epochs;
    uint64_t tramp_samples;
    uint32_t ntrees;
    struct hpcfile_tree *trees;
    uint64_t num_chunks;            /* header field "not used": written as is (csprof: 3) */
};

/* Checks what the reader will insist on (node ids and parents, epoch numbers, sizes,
   arrays present); 0 if fine, else -1 and a message. hpcfile_write runs it first. */
int hpcfile_check(const struct hpcfile_profile *p, char *err, size_t errlen);
/* Adds each metric's node values into totals[m] (nmetrics running sums the caller
   zeroes, over one file or several merged ones); -1 with *bad = the metric when a sum
   would exceed 2^64-1. Every value a report shows is a partial sum of these, so
   profiles that pass never make a report wrap. */
int hpcfile_add_totals(const struct hpcfile_profile *p, uint64_t *totals, uint32_t *bad);
/* 0 on success; -1 with errno set (EINVAL when hpcfile_check fails). */
int hpcfile_write(FILE *f, const struct hpcfile_profile *p);
/* Writes PATH.incomplete-<pid>-<n> in the same directory and renames it over PATH, so
   an existing PATH is replaced whole or not at all (through a symbolic link: over its
   target). An existing PATH that is not a regular file (a device, a FIFO) is written
   through, never replaced. 0 or -1 with errno. */
int hpcfile_write_path(const char *path, const struct hpcfile_profile *p);
/* Before a long run: checks that hpcfile_write_path(path) can create its file (the
   directory exists, is writable, has space; PATH is not a directory) and removes
   temporary files of earlier writers of PATH that died mid-write. 0 or -1 with errno. */
int hpcfile_prepare_path(const char *path);

/* Read from the current position to end of file. 0 on success; -1 with a message
   naming what is wrong and at which byte offset, and *p left empty. Never trusts a
   count: each is bounded by the bytes that remain before anything is allocated. */
int hpcfile_read(FILE *f, struct hpcfile_profile *p, char *err, size_t errlen);
int hpcfile_read_buf(const void *buf, size_t len, struct hpcfile_profile *p, char *err, size_t errlen);
/* Frees what hpcfile_read allocated (per tree: nodes and one block holding all the
   nodes' metrics, at nodes[0].metrics) and zeroes *p. */
void hpcfile_free(struct hpcfile_profile *p);
/* Every field, one per line, for `hpcprof --dump`. */
void hpcfile_dump(FILE *out, const struct hpcfile_profile *p);
/* FNV-1a 64 of a file's bytes and its size; -1 with errno when it cannot be read. */
int hpcfile_file_identity(const char *path, uint64_t *size, uint64_t *checksum);
/* Human-readable flag list, e.g. "async,unit=instructions". */
void hpcfile_flags_str(uint64_t flags, char *buf, size_t len);

/* ---- <PROF1> ---- */

#define PROF1_MAGIC "<PROF1>\n"
#define PROF_SECT_SAMPLES_64     1
#define PROF_SECT_CALL_COUNTS_64 2
#define PROF_SECT_CALL_ARCS_64   3

struct prof1_samples {              /* pc sample buffer (profil) */
    uint64_t lowpc, highpc;
    int32_t scale;                  /* 16.16 fixed point, as given to profil */
    int32_t entry_size;             /* bytes per bucket: 2, 4 or 8 */
    uint64_t nbuckets;
    uint64_t *buckets;
};
struct prof1_counts {               /* prof: one counter per instrumented function */
    int32_t n, counter_size;        /* counter_size 4 or 8 */
    uint64_t *pcs, *counts;
};
struct prof1_arcs {                 /* gprof: one counter per call arc */
    int32_t n, counter_size;
    uint64_t *from, *to, *counts;
};
struct prof1_section {
    uint64_t type, size, offset;    /* offset of the section header in the file */
    union {
        struct prof1_samples samples;
        struct prof1_counts counts;
        struct prof1_arcs arcs;
    } u;                            /* unknown types are kept as type/size only */
};
struct prof1_profile { uint32_t nsections; struct prof1_section *sections; };

int prof1_read(FILE *f, struct prof1_profile *p, char *err, size_t errlen);
int prof1_read_buf(const void *buf, size_t len, struct prof1_profile *p, char *err, size_t errlen);
void prof1_free(struct prof1_profile *p);
void prof1_dump(FILE *out, const struct prof1_profile *p);
/* Writes the header and every section, big-endian as a PA-64 program would: 0 or -1. */
int prof1_write(FILE *f, const struct prof1_profile *p);
/* The classic view of a csprof profile: one PROF_SECT_SAMPLES_64 per sampled text
   region (4-byte buckets, one per instruction, scale 0x10000) counting samples of the
   first sampling metric at leaf pcs, and PROF_SECT_CALL_ARCS_64 with an arc (caller's
   pc, callee's pc) per CCT edge counted by the "returns" metric when the profile has
   one, else by the callee's inclusive samples. 0, or -1 with a message. */
/* The first metric that is not edge counts (what samples are counted by), or -1. */
int hpcfile_sampling_metric(const struct hpcfile_profile *p);
int prof1_from_csprof(const struct hpcfile_profile *in, struct prof1_profile *out, char *err, size_t errlen);
/* GNU gmon.out for hppa64-linux-gnu-gprof (docs/file-formats.md): "gmon" version 1,
   big-endian, 8-byte addresses; one histogram record per samples section (16-bit bins,
   `rate` ticks per second), call counts as arcs from pc 0, call arcs as they are. */
int gmon_write(FILE *f, const struct prof1_profile *p, uint32_t rate);

/* ---- which format ---- */

enum hpcfile_kind { HPCFILE_KIND_UNKNOWN, HPCFILE_KIND_CSPROF, HPCFILE_KIND_PROF1 };
/* From the first bytes of a file (at least 10 needed to say CSPROF). */
enum hpcfile_kind hpcfile_sniff(const void *buf, size_t len);
/* Reads a whole stream into memory (malloc'd, *len set); NULL on a read error. */
unsigned char *hpcfile_slurp(FILE *f, size_t *len);

#endif
