/* Unit tests of the hpcfile library: the HPC_CSPROF layout byte by byte, write -> read
   -> write identity, rejection of truncated and corrupt files (every prefix, absurd
   counts, bad magic/tags/structure, random damage) without crashing or allocating
   what the file cannot hold, atomic replacement by hpcfile_write_path, and <PROF1>. */
#include <check.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>
#include "../../hpcfile/hpcfile.h"

/* ---- building profiles ---- */

/* A profile with several metrics, epochs and trees; node values derive from the
   indices so any misplaced byte shows. */
static void build(struct hpcfile_profile *p, uint32_t nmetrics, uint32_t ntrees, uint64_t nodes_per_tree)
{
    memset(p, 0, sizeof *p);
    p->target = strdup("/tmp/prog");
    p->nmetrics = nmetrics;
    p->metrics = calloc(nmetrics + 1, sizeof *p->metrics);
    for (uint32_t m = 0; m < nmetrics; m++) {
        char name[32];
        snprintf(name, sizeof name, "metric%u", m);
        p->metrics[m].name = strdup(name);
        p->metrics[m].flags = m % 2 ? HPCFILE_METRIC_ASYNC | HPCFILE_UNIT_FLAGS(HPCFILE_UNIT_INSTRUCTIONS)
                                    : HPCFILE_METRIC_RETURNS | HPCFILE_UNIT_FLAGS(HPCFILE_UNIT_CALLS);
        p->metrics[m].period = 1000 + m;
    }
    p->nepochs = 2;
    p->epochs = calloc(2, sizeof *p->epochs);
    for (uint32_t e = 0; e < 2; e++) {
        p->epochs[e].nmodules = e + 1;
        p->epochs[e].modules = calloc(e + 1, sizeof *p->epochs[e].modules);
        for (uint32_t k = 0; k <= e; k++) {
            char name[32];
            snprintf(name, sizeof name, "mod%u.%u", e, k);
            p->epochs[e].modules[k] = (struct hpcfile_module){ strdup(name), 0x10000 * (k + 1), 0x40000000u * k + 0x10000, 0, 0 };
        }
    }
    p->tramp_samples = 77;
    p->ntrees = ntrees;
    p->trees = calloc(ntrees + 1, sizeof *p->trees);
    for (uint32_t t = 0; t < ntrees; t++) {
        struct hpcfile_tree *tr = &p->trees[t];
        *tr = (struct hpcfile_tree){ 8, 8, t % 2, nodes_per_tree, calloc(nodes_per_tree + 1, sizeof *tr->nodes), 0 };
        uint64_t *block = calloc(nodes_per_tree * nmetrics + 1, sizeof *block);
        tr->nodes[0].metrics = block;              /* owned as hpcfile_free expects, even when empty */
        for (uint64_t i = 0; i < nodes_per_tree; i++) {
            struct hpcfile_node *n = &tr->nodes[i];
            *n = (struct hpcfile_node){ i, i ? (i - 1) / 2 : 0, 0x10000 + 4 * i + t, 0x80000000u + 16 * i, block + i * nmetrics };
            for (uint32_t m = 0; m < nmetrics; m++) n->metrics[m] = i * 100 + m + ((uint64_t)t << 40);
        }
    }
}

static unsigned char *to_bytes(const struct hpcfile_profile *p, size_t *len)
{
    char *buf = NULL;
    FILE *f = open_memstream(&buf, len);
    ck_assert_ptr_nonnull(f);
    ck_assert_int_eq(hpcfile_write(f, p), 0);
    fclose(f);
    return (unsigned char *)buf;
}

static unsigned char *sample_file(size_t *len)
{
    struct hpcfile_profile p;
    build(&p, 2, 2, 3);
    unsigned char *b = to_bytes(&p, len);
    hpcfile_free(&p);
    return b;
}

/* Reads buf, expecting failure with a message containing `want`. */
static void expect_reject(const unsigned char *buf, size_t len, const char *want)
{
    struct hpcfile_profile p;
    char err[512] = "";
    int r = hpcfile_read_buf(buf, len, &p, err, sizeof err);
    ck_assert_msg(r == -1, "accepted a bad file (wanted \"%s\")", want);
    ck_assert_msg(strstr(err, want), "message \"%s\" lacks \"%s\"", err, want);
    ck_assert_ptr_null(p.trees);
    ck_assert_ptr_null(p.metrics);
}

static void set32(unsigned char *b, uint32_t v) { for (int i = 0; i < 4; i++) b[i] = (unsigned char)(v >> 8 * i); }
static void set64(unsigned char *b, uint64_t v) { for (int i = 0; i < 8; i++) b[i] = (unsigned char)(v >> 8 * i); }

/* ---- layout ---- */

/* The seed's layout, spelled out independently of the writer. */
START_TEST(layout_is_byte_exact)
{
    struct hpcfile_metric m = { "m", HPCFILE_METRIC_ASYNC, 2 };
    struct hpcfile_module mod = { "ab", 3, 4, 0, 0 };
    struct hpcfile_epoch ep = { 1, &mod };
    uint64_t vals[2] = { 5, 6 };
    struct hpcfile_node nodes[2] = { { 0, 0, 0, 0, vals }, { 1, 0, 0x10, 0x20, vals } };
    struct hpcfile_tree tree = { 8, 8, 0, 2, nodes, 0 };
    struct hpcfile_profile p = { "t", 1, &m, 1, &ep, 9, 1, &tree, 0 };
    unsigned char want[512];
    size_t o = 0;
    memcpy(want, "HPC_CSPROF01.00l", 16), o = 16;
    set64(want + o, 0), o += 8;
    set32(want + o, 0x00), set32(want + o + 4, 1), want[o + 8] = 't', o += 9;      /* target */
    set32(want + o, 1), o += 4;                                                       /* num_metrics */
    set32(want + o, 0x30), set32(want + o + 4, 1), want[o + 8] = 'm', o += 9;      /* event name */
    set32(want + o, 0x51), set64(want + o + 4, 1), o += 12;                         /* flags */
    set32(want + o, 0x41), set64(want + o + 4, 2), o += 12;                         /* period */
    set32(want + o, 1), set32(want + o + 4, 1), o += 8;                             /* 1 epoch, 1 module */
    set32(want + o, 2), memcpy(want + o + 4, "ab", 2), o += 6;
    set64(want + o, 3), set64(want + o + 8, 4), o += 16;
    set32(want + o, 1), set64(want + o + 4, 9), o += 12;                            /* num_trees, tramp */
    memcpy(want + o, "HPC_CSTREE01.0Tl", 16), o += 16;
    set32(want + o, 8), set32(want + o + 4, 8), set64(want + o + 8, 2), set32(want + o + 16, 0), o += 20;
    uint64_t node0[] = { 0, 0, 0, 0, 5 }, node1[] = { 1, 0, 0x10, 0x20, 5 };
    for (int i = 0; i < 5; i++) set64(want + o, node0[i]), o += 8;
    for (int i = 0; i < 5; i++) set64(want + o, node1[i]), o += 8;
    size_t len;
    unsigned char *got = to_bytes(&p, &len);
    ck_assert_uint_eq(len, o);
    ck_assert_mem_eq(got, want, o);
    free(got);
}
END_TEST

/* ---- round trips ---- */

static void roundtrip(uint32_t nmetrics, uint32_t ntrees, uint64_t nodes)
{
    struct hpcfile_profile p, q;
    build(&p, nmetrics, ntrees, nodes);
    size_t len1, len2;
    unsigned char *b1 = to_bytes(&p, &len1);
    char err[256];
    ck_assert_msg(hpcfile_read_buf(b1, len1, &q, err, sizeof err) == 0, "%s", err);
    ck_assert_str_eq(q.target, p.target);
    ck_assert_uint_eq(q.nmetrics, nmetrics);
    ck_assert_uint_eq(q.ntrees, ntrees);
    ck_assert_uint_eq(q.tramp_samples, 77);
    for (uint32_t m = 0; m < nmetrics; m++) {
        ck_assert_str_eq(q.metrics[m].name, p.metrics[m].name);
        ck_assert_uint_eq(q.metrics[m].flags, p.metrics[m].flags);
        ck_assert_uint_eq(q.metrics[m].period, p.metrics[m].period);
    }
    ck_assert_str_eq(q.epochs[1].modules[1].name, "mod1.1");
    ck_assert_uint_eq(q.epochs[1].modules[1].mapaddr, 0x40010000u);
    for (uint32_t t = 0; t < ntrees; t++)
        for (uint64_t i = 0; i < nodes; i++)
            for (uint32_t m = 0; m < nmetrics; m++) ck_assert_uint_eq(q.trees[t].nodes[i].metrics[m], p.trees[t].nodes[i].metrics[m]);
    unsigned char *b2 = to_bytes(&q, &len2);
    ck_assert_uint_eq(len1, len2);
    ck_assert_mem_eq(b1, b2, len1);
    free(b1), free(b2);
    hpcfile_free(&p), hpcfile_free(&q);
    ck_assert_ptr_null(q.trees);
}

START_TEST(roundtrip_identical_bytes)
{
    roundtrip(3, 4, 50);
    roundtrip(1, 1, 1);
    roundtrip(0, 2, 5);          /* no metrics: nodes are bare */
    roundtrip(2, 0, 0);          /* no trees */
    roundtrip(2, 2, 0);          /* empty trees */
    roundtrip(16, 1, 1000);
}
END_TEST

START_TEST(roundtrip_through_file)
{
    char path[] = "/tmp/test_hpcfile_XXXXXX";
    int fd = mkstemp(path);
    ck_assert_int_ge(fd, 0);
    close(fd);
    struct hpcfile_profile p, q;
    build(&p, 2, 2, 10);
    ck_assert_int_eq(hpcfile_write_path(path, &p), 0);
    FILE *f = fopen(path, "rb");
    char err[256];
    ck_assert_msg(hpcfile_read(f, &q, err, sizeof err) == 0, "%s", err);
    fclose(f);
    ck_assert_uint_eq(q.trees[1].nodes[9].ip, p.trees[1].nodes[9].ip);
    hpcfile_free(&p), hpcfile_free(&q);
    unlink(path);
}
END_TEST

/* A file that exists is replaced whole or left alone, and no temporary remains. */
START_TEST(write_path_is_atomic)
{
    char dir[] = "/tmp/test_hpcfile_dXXXXXX";
    ck_assert_ptr_nonnull(mkdtemp(dir));
    char path[256];
    snprintf(path, sizeof path, "%s/out.csprof", dir);
    FILE *f = fopen(path, "w");
    fputs("previous contents", f);
    fclose(f);
    struct hpcfile_profile p;
    build(&p, 1, 1, 3);
    p.trees[0].epoch = 5;                        /* invalid: refused before touching anything */
    errno = 0;
    ck_assert_int_eq(hpcfile_write_path(path, &p), -1);
    ck_assert_int_eq(errno, EINVAL);
    struct stat st;
    ck_assert_int_eq(stat(path, &st), 0);
    ck_assert_int_eq(st.st_size, 17);
    p.trees[0].epoch = 0;
    ck_assert_int_eq(hpcfile_write_path(path, &p), 0);
    ck_assert_int_eq(stat(path, &st), 0);
    ck_assert_int_gt(st.st_size, 17);
    char cmd[512];
    snprintf(cmd, sizeof cmd, "test $(ls -A %s | wc -l) = 1", dir);
    ck_assert_int_eq(system(cmd), 0);
    ck_assert_int_eq(hpcfile_write_path("/nonexistent-dir/x.csprof", &p), -1);
    hpcfile_free(&p);
    snprintf(cmd, sizeof cmd, "rm -rf %s", dir);
    ck_assert_int_eq(system(cmd), 0);
}
END_TEST

START_TEST(check_rejects_bad_models)
{
    struct hpcfile_profile p;
    char err[256];
    build(&p, 2, 1, 4);
    ck_assert_int_eq(hpcfile_check(&p, err, sizeof err), 0);
    p.trees[0].nodes[2].parent = 2;
    ck_assert_int_eq(hpcfile_check(&p, err, sizeof err), -1);
    ck_assert_ptr_nonnull(strstr(err, "parent 2 is not an earlier node"));
    p.trees[0].nodes[2].parent = 0;
    p.trees[0].nodes[3].id = 7;
    ck_assert_int_eq(hpcfile_check(&p, err, sizeof err), -1);
    p.trees[0].nodes[3].id = 3;
    p.trees[0].vma_size = 4;
    ck_assert_int_eq(hpcfile_check(&p, err, sizeof err), -1);
    p.trees[0].vma_size = 0;                     /* 0 means the default, 8 */
    ck_assert_int_eq(hpcfile_check(&p, err, sizeof err), 0);
    hpcfile_free(&p);
}
END_TEST

/* ---- rejection ---- */

START_TEST(every_truncation_is_rejected)
{
    size_t len;
    unsigned char *b = sample_file(&len);
    for (size_t n = 1; n < len; n++) {
        unsigned char *copy = malloc(n);           /* exact size: valgrind/ASan see overreads */
        memcpy(copy, b, n);
        char want[32];
        expect_reject(copy, n, "truncated");
        snprintf(want, sizeof want, "at offset ");
        expect_reject(copy, n, want);
        free(copy);
    }
    expect_reject(b, 0, "empty file");
    free(b);
}
END_TEST

START_TEST(truncation_names_the_node)
{
    size_t len;
    unsigned char *b = sample_file(&len);
    /* The last node of the last tree is 48 bytes (4 fields + 2 metrics). */
    char want[256];
    snprintf(want, sizeof want, "truncated file (tree 1 node 2 at offset %zu): 3 nodes need at least 144 bytes, "
             "143 remain", len - 48);
    expect_reject(b, len - 1, want);
    free(b);
}
END_TEST

/* Offsets of the count fields in sample_file's layout (target "/tmp/prog", 2 metrics
   "metric0"/"metric1", epochs of 1 and 2 modules named "modE.K", 3 nodes per tree). */
enum {
    OFF_NMETRICS = 24 + 8 + 9,
    OFF_NEPOCHS = OFF_NMETRICS + 4 + 2 * (8 + 7 + 12 + 12),
    OFF_NMOD0 = OFF_NEPOCHS + 4,
    OFF_NTREES = OFF_NMOD0 + 4 + 26 + 4 + 2 * 26,
    OFF_TREE0 = OFF_NTREES + 12,
    OFF_NNODES0 = OFF_TREE0 + 24,
    OFF_NODE0 = OFF_TREE0 + 36,
};

/* Absurd counts are caught by the bound on the bytes that remain, under an address
   space limit that would make a believed count fail to allocate. */
START_TEST(huge_counts_are_rejected_without_allocating)
{
    size_t len;
    unsigned char *b = sample_file(&len);
    ck_assert_mem_eq(b + OFF_TREE0, "HPC_CSTREE", 10);
#ifndef __SANITIZE_ADDRESS__              /* ASan's shadow memory needs the address space */
    struct rlimit rl = { 1ul << 30, 1ul << 30 };
    ck_assert_int_eq(setrlimit(RLIMIT_AS, &rl), 0);
#endif
    struct { size_t off; int wide; uint64_t value; const char *want; } cases[] = {
        { OFF_NNODES0, 1, 1ull << 40, "corrupt file: tree 0 header at offset 225: 1099511627776 nodes of at least "
                                      "48 bytes each cannot be right" },
        { OFF_NNODES0, 1, UINT64_MAX, "cannot be right" },
        { OFF_NNODES0, 1, 1000, "truncated file (tree 0 node 6 at offset 549): 1000 nodes need at least 48000 bytes, 324 remain" },
        { OFF_NMETRICS, 0, 0x7fffffff, "corrupt file: metric count at offset 41: 2147483647 metrics of at least 32 "
                                       "bytes each cannot be right" },
        { OFF_NMETRICS, 0, 1000, "truncated file (metric count at offset 41): 1000 metrics need at least 32000 bytes" },
        { OFF_NEPOCHS, 0, 0xffffffff, "truncated file (epoch count at offset 123): 4294967295 epochs need" },
        { OFF_NMOD0, 0, 0x10000000, "truncated file (epoch 0 module count at offset 127): 268435456 modules" },
        { OFF_NTREES, 0, 1000, "truncated file (tree count at offset 213): 1000 trees need at least 36000 bytes" },
        { OFF_NMETRICS + 4 + 4, 0, 0xfffffff0, "truncated file (metric 0 event name" },   /* string length */
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        unsigned char *c = malloc(len);
        memcpy(c, b, len);
        if (cases[i].wide) set64(c + cases[i].off, cases[i].value);
        else set32(c + cases[i].off, (uint32_t)cases[i].value);
        expect_reject(c, len, cases[i].want);
        free(c);
    }
    free(b);
}
END_TEST

static void corrupt_case(size_t off, const void *bytes, size_t n, const char *want)
{
    size_t len;
    unsigned char *b = sample_file(&len);
    memcpy(b + off, bytes, n);
    expect_reject(b, len, want);
    free(b);
}

START_TEST(bad_magic_version_and_byte_order)
{
    corrupt_case(0, "HPC_CSPROX", 10, "not an HPC_CSPROF file (magic \"HPC_CSPROX\" at offset 0)");
    corrupt_case(10, "01.01", 5, "unsupported HPC_CSPROF version \"01.01\" at offset 10");
    corrupt_case(15, "b", 1, "unsupported byte order 'b' at offset 15");
    corrupt_case(OFF_TREE0, "HPC_CSTREX", 10, "corrupt file: tree 0 header at offset");
    corrupt_case(OFF_TREE0 + 10, "02.0T", 5, "unsupported HPC_CSTREE version");
    expect_reject((const unsigned char *)"ELF", 3, "not an HPC_CSPROF file");
    expect_reject((const unsigned char *)"<PROF1>\n\0\0\0\0\0\0\0\1", 16, "not an HPC_CSPROF file");
}
END_TEST

START_TEST(bad_tags_and_structure)
{
    unsigned char v[8];
    set32(v, 0x31);
    corrupt_case(OFF_NMETRICS + 4, v, 4, "metric 0 event name at offset 45: tag 0x31 where 0x30 was expected");
    set32(v, 0x41);
    corrupt_case(24, v, 4, "target name at offset 24: tag 0x41 where 0x0 was expected");
    set32(v, 4);
    corrupt_case(OFF_TREE0 + 16, v, 4, "vma_size 4");
    set32(v, 2);
    corrupt_case(OFF_TREE0 + 32, v, 4, "epoch 2 but the file has 2 epoch(s)");
    set64(v, 5);
    corrupt_case(OFF_NODE0 + 48, v, 8, "tree 0 node 1 at offset");
    corrupt_case(OFF_NODE0 + 48, v, 8, "id is 5");
    set64(v, 1);
    corrupt_case(OFF_NODE0 + 48 + 8, v, 8, "parent 1 is not an earlier node");
    corrupt_case(24 + 8 + 2, "\0", 1, "string contains a NUL byte");
    size_t len;
    unsigned char *b = sample_file(&len);
    unsigned char *longer = calloc(1, len + 3);
    memcpy(longer, b, len);
    expect_reject(longer, len + 3, "3 unexpected bytes follow");
    free(longer), free(b);
}
END_TEST

/* Random damage: every outcome is a clean accept or a clean reject; what is accepted
   rewrites to the same bytes. */
START_TEST(random_damage_never_crashes)
{
    size_t len;
    unsigned char *b = sample_file(&len);
    srand(12345);
    for (int iter = 0; iter < 20000; iter++) {
        unsigned char *c = malloc(len);
        memcpy(c, b, len);
        int flips = 1 + rand() % 4;
        for (int k = 0; k < flips; k++) c[rand() % len] ^= (unsigned char)(1 + rand() % 255);
        size_t n = rand() % 4 ? len : (size_t)rand() % len;
        struct hpcfile_profile p;
        char err[256];
        if (hpcfile_read_buf(c, n, &p, err, sizeof err) == 0) {
            size_t len2;
            unsigned char *again = to_bytes(&p, &len2);
            ck_assert_uint_eq(len2, n);
            ck_assert_mem_eq(again, c, n);
            free(again);
            hpcfile_free(&p);
        } else {
            ck_assert_msg(err[0], "rejected without a message");
        }
        free(c);
    }
    free(b);
}
END_TEST

START_TEST(dump_prints_every_field)
{
    struct hpcfile_profile p;
    build(&p, 2, 1, 2);
    char *out = NULL;
    size_t len;
    FILE *f = open_memstream(&out, &len);
    hpcfile_dump(f, &p);
    fclose(f);
    const char *want[] = {
        "header: magic \"HPC_CSPROF\" version \"01.00\" endianness 'l' num_chunks 0",
        "target \"/tmp/prog\"",
        "metric 1: event_name \"metric1\" flags 0x101 (async,unit=instructions) sample_period 1001",
        "metric 0: event_name \"metric0\" flags 0x404 (returns,unit=calls) sample_period 1000",
        "  module 1: name \"mod1.1\" virtual_address 0x20000 mapped_address 0x40010000",
        "num_trees 1\ntramp_samples 77",
        "tree 0: id \"HPC_CSTREE\" \"01.0T\" 'l' vma_size 8 uint_size 8 num_nodes 2 epoch_number 0",
        "  node 1 parent 0 ip 0x10004 sp 0x80000010 metrics 100 101",
    };
    for (size_t i = 0; i < sizeof want / sizeof want[0]; i++)
        ck_assert_msg(strstr(out, want[i]), "dump lacks \"%s\":\n%s", want[i], out);
    free(out);
    hpcfile_free(&p);
}
END_TEST

START_TEST(units_and_flags)
{
    ck_assert_uint_eq(hpcfile_unit_flag("instructions"), 0x100);
    ck_assert_uint_eq(hpcfile_unit_flag("microseconds"), 0x200);
    ck_assert_uint_eq(hpcfile_unit_flag("bytes"), 0x300);
    ck_assert_uint_eq(hpcfile_unit_flag("furlongs"), 0);
    ck_assert_uint_eq(hpcfile_unit_flag(NULL), 0);
    ck_assert_str_eq(hpcfile_unit_name(0x302), "bytes");
    char buf[64];
    hpcfile_flags_str(HPCFILE_METRIC_SYNC | 0x300 | 0x10000, buf, sizeof buf);
    ck_assert_str_eq(buf, "sync,unit=bytes,unknown=0x10000");
    hpcfile_flags_str(0x7, buf, 8);               /* cut short, still terminated */
    ck_assert_uint_le(strlen(buf), 7);
    ck_assert_int_eq(hpcfile_sniff("HPC_CSPROF01.00l", 16), HPCFILE_KIND_CSPROF);
    ck_assert_int_eq(hpcfile_sniff("<PROF1>\n", 8), HPCFILE_KIND_PROF1);
    ck_assert_int_eq(hpcfile_sniff("HPC_CS", 6), HPCFILE_KIND_UNKNOWN);
}
END_TEST

/* ---- <PROF1> ---- */

static size_t be(unsigned char *b, uint64_t v, int n)
{
    for (int i = 0; i < n; i++) b[i] = (unsigned char)(v >> 8 * (n - 1 - i));
    return (size_t)n;
}

/* Samples (3 buckets of 2 bytes), call counts (2), call arcs (1 with 8-byte counter),
   and an unknown section of 24 bytes. */
static size_t prof1_file(unsigned char *b)
{
    size_t o = 0;
    memcpy(b, PROF1_MAGIC, 8), o = 8;
    o += be(b + o, 1, 8), o += be(b + o, 46, 8), o += be(b + o, 0x10000, 8), o += be(b + o, 0x10030, 8);
    o += be(b + o, 0x8000, 4), o += be(b + o, 2, 4);
    o += be(b + o, 0, 2), o += be(b + o, 7, 2), o += be(b + o, 65535, 2);
    o += be(b + o, 2, 8), o += be(b + o, 24 + 2 * 12, 8), o += be(b + o, 2, 4), o += be(b + o, 4, 4);
    o += be(b + o, 0x10100, 8), o += be(b + o, 0x10200, 8), o += be(b + o, 3, 4), o += be(b + o, 4000000000u, 4);
    o += be(b + o, 3, 8), o += be(b + o, 24 + 24, 8), o += be(b + o, 1, 4), o += be(b + o, 8, 4);
    o += be(b + o, 0x10104, 8), o += be(b + o, 0x10200, 8), o += be(b + o, 1ull << 33, 8);
    o += be(b + o, 99, 8), o += be(b + o, 24, 8), o += be(b + o, 0xdeadbeef, 8);
    return o;
}

START_TEST(prof1_reads_and_dumps)
{
    unsigned char b[512];
    size_t len = prof1_file(b);
    struct prof1_profile p;
    char err[256];
    ck_assert_msg(prof1_read_buf(b, len, &p, err, sizeof err) == 0, "%s", err);
    ck_assert_uint_eq(p.nsections, 4);
    ck_assert_uint_eq(p.sections[0].u.samples.nbuckets, 3);
    ck_assert_uint_eq(p.sections[0].u.samples.buckets[2], 65535);
    ck_assert_uint_eq(p.sections[1].u.counts.counts[1], 4000000000u);
    ck_assert_uint_eq(p.sections[2].u.arcs.counts[0], 1ull << 33);
    ck_assert_uint_eq(p.sections[3].type, 99);
    char *out = NULL;
    size_t olen;
    FILE *f = open_memstream(&out, &olen);
    prof1_dump(f, &p);
    fclose(f);
    ck_assert_ptr_nonnull(strstr(out, "section 0 at offset 8: type 1 (PROF_SECT_SAMPLES_64) size 46"));
    ck_assert_ptr_nonnull(strstr(out, "bucket 1 pc 0x10004: 7"));      /* scale 0.5: 4 bytes of text per 2-byte bucket */
    ck_assert_ptr_nonnull(strstr(out, "pc 0x10200: 4000000000"));
    ck_assert_ptr_nonnull(strstr(out, "arc 0x10104 -> 0x10200: 8589934592"));
    ck_assert_ptr_nonnull(strstr(out, "type 99 (unknown) size 24"));
    free(out);
    prof1_free(&p);
}
END_TEST

START_TEST(prof1_rejects_damage)
{
    unsigned char b[512];
    size_t len = prof1_file(b);
    struct prof1_profile p;
    char err[256];
    for (size_t n = 0; n < len; n++) {
        if (n == 8 || n == 54 || n == 102 || n == 150) continue;   /* section boundaries: valid prefixes */
        unsigned char *c = malloc(n + 1);
        memcpy(c, b, n);
        ck_assert_msg(prof1_read_buf(c, n, &p, err, sizeof err) == -1, "prefix %zu accepted", n);
        free(c);
    }
    be(b + 8 + 8, 1ull << 50, 8);                                  /* section size beyond the file */
    ck_assert_int_eq(prof1_read_buf(b, len, &p, err, sizeof err), -1);
    ck_assert_ptr_nonnull(strstr(err, "section 0 header at offset 8"));
    len = prof1_file(b);
    be(b + 54 + 16, 0x7fffffff, 4);                                /* ncounters */
    ck_assert_int_eq(prof1_read_buf(b, len, &p, err, sizeof err), -1);
    ck_assert_ptr_nonnull(strstr(err, "does not match"));
    ck_assert_int_eq(prof1_read_buf("HPC_CSPROF", 10, &p, err, sizeof err), -1);
    ck_assert_str_eq(err, "not a <PROF1> file");
}
END_TEST

static Suite *suite(void)
{
    Suite *s = suite_create("hpcfile");
    TCase *tc = tcase_create("core");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, layout_is_byte_exact);
    tcase_add_test(tc, roundtrip_identical_bytes);
    tcase_add_test(tc, roundtrip_through_file);
    tcase_add_test(tc, write_path_is_atomic);
    tcase_add_test(tc, check_rejects_bad_models);
    tcase_add_test(tc, every_truncation_is_rejected);
    tcase_add_test(tc, truncation_names_the_node);
    tcase_add_test(tc, huge_counts_are_rejected_without_allocating);
    tcase_add_test(tc, bad_magic_version_and_byte_order);
    tcase_add_test(tc, bad_tags_and_structure);
    tcase_add_test(tc, random_damage_never_crashes);
    tcase_add_test(tc, dump_prints_every_field);
    tcase_add_test(tc, units_and_flags);
    tcase_add_test(tc, prof1_reads_and_dumps);
    tcase_add_test(tc, prof1_rejects_damage);
    suite_add_tcase(s, tc);
    return s;
}

int main(void)
{
    SRunner *sr = srunner_create(suite());
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
