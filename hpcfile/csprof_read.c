/* HPC_CSPROF reader. The whole file is parsed from memory with a bounded cursor, so a
   truncated or corrupt file ends in a message naming the item and its offset, and no
   count is believed before the remaining bytes could hold that many items. */
#include <stdlib.h>
#include <string.h>
#include "hpcfile.h"
#include "io.h"

#define HEADER_SIZE 24          /* magic 10, version 5, endianness 1, num_chunks 8 */
#define MIN_METRIC  32          /* event string 8+, flags 12, period 12 */
#define MIN_MODULE  20          /* name length 4, vaddr 8, mapaddr 8 */
#define TREE_HEAD   36          /* id 16, vma_size 4, uint_size 4, num_nodes 8, epoch 4 */

/* The 16-byte identification shared by the file header and each tree. A bad magic in
   the header means "some other kind of file"; inside, it means corruption. */
static int read_id(struct hf_cursor *c, const char *magic, const char *version, int in_file_header)
{
    const unsigned char *b = hf_bytes(c, 16);
    if (!b) return -1;
    char shown[64];
    if (memcmp(b, magic, 10)) {
        hf_escape(shown, sizeof shown, b, 10);
        if (in_file_header)
            return hf_fail(c, "not an HPC_CSPROF file (magic \"%s\" at offset %zu)", shown, c->what_off);
        return hf_corrupt(c, "magic \"%s\" where \"%s\" was expected", shown, magic);
    }
    if (memcmp(b + 10, version, 5)) {
        hf_escape(shown, sizeof shown, b + 10, 5);
        return hf_fail(c, "unsupported %s version \"%s\" at offset %zu (this reader knows %s)", magic, shown,
                       c->what_off + 10, version);
    }
    if (b[15] != HPCFILE_ENDIAN) {
        hf_escape(shown, sizeof shown, b + 15, 1);
        return hf_fail(c, "unsupported byte order '%s' at offset %zu (only little-endian 'l' files)", shown,
                       c->what_off + 15);
    }
    return 0;
}

/* u32 length + bytes; NUL bytes inside are corrupt (the model's strings are C strings). */
static char *read_chars(struct hf_cursor *c)
{
    uint32_t n = hf_u32(c);
    const unsigned char *b = hf_bytes(c, n);
    if (!b) return NULL;
    if (memchr(b, 0, n)) { hf_corrupt(c, "string contains a NUL byte"); return NULL; }
    char *s = malloc((size_t)n + 1);
    if (!s) { hf_fail(c, "out of memory"); return NULL; }
    memcpy(s, b, n);
    s[n] = 0;
    return s;
}

static int expect_tag(struct hf_cursor *c, uint32_t want)
{
    uint32_t tag = hf_u32(c);
    if (c->failed) return -1;
    if (tag != want) return hf_corrupt(c, "tag 0x%x where 0x%x was expected", tag, want);
    return 0;
}

static char *read_string(struct hf_cursor *c, uint32_t tag)
{
    return expect_tag(c, tag) ? NULL : read_chars(c);
}

static uint64_t read_number(struct hf_cursor *c, uint32_t tag)
{
    return expect_tag(c, tag) ? 0 : hf_u64(c);
}

static void *alloc_array(struct hf_cursor *c, uint64_t n, size_t size)
{
    void *a = calloc(n ? (size_t)n : 1, size);
    if (!a) hf_fail(c, "out of memory");
    return a;
}

static int read_metrics(struct hf_cursor *c, struct hpcfile_profile *p)
{
    hf_item(c, "target name");
    if (!(p->target = read_string(c, HPCFILE_TAG_TARGET))) return -1;
    hf_item(c, "metric count");
    p->nmetrics = hf_u32(c);
    if (hf_bound(c, p->nmetrics, MIN_METRIC, "metrics")) return -1;
    if (!(p->metrics = alloc_array(c, p->nmetrics, sizeof *p->metrics))) return -1;
    for (uint32_t i = 0; i < p->nmetrics; i++) {
        struct hpcfile_metric *m = &p->metrics[i];
        hf_item(c, "metric %u event name", i);
        if (!(m->name = read_string(c, HPCFILE_TAG_EVENT))) return -1;
        hf_item(c, "metric %u flags", i);
        m->flags = read_number(c, HPCFILE_TAG_FLAGS);
        hf_item(c, "metric %u sample period", i);
        m->period = read_number(c, HPCFILE_TAG_PERIOD);
    }
    return c->failed ? -1 : 0;
}

static int read_epoch(struct hf_cursor *c, struct hpcfile_epoch *ep, uint32_t e)
{
    hf_item(c, "epoch %u module count", e);
    ep->nmodules = hf_u32(c);
    if (hf_bound(c, ep->nmodules, MIN_MODULE, "modules")) return -1;
    if (!(ep->modules = alloc_array(c, ep->nmodules, sizeof *ep->modules))) return -1;
    for (uint32_t m = 0; m < ep->nmodules; m++) {
        struct hpcfile_module *mod = &ep->modules[m];
        hf_item(c, "epoch %u module %u", e, m);
        if (!(mod->name = read_chars(c))) return -1;
        mod->vaddr = hf_u64(c);
        mod->mapaddr = hf_u64(c);
    }
    return c->failed ? -1 : 0;
}

static int read_epochs(struct hf_cursor *c, struct hpcfile_profile *p)
{
    hf_item(c, "epoch count");
    p->nepochs = hf_u32(c);
    if (hf_bound(c, p->nepochs, 4, "epochs")) return -1;
    if (!(p->epochs = alloc_array(c, p->nepochs, sizeof *p->epochs))) return -1;
    for (uint32_t e = 0; e < p->nepochs; e++)
        if (read_epoch(c, &p->epochs[e], e)) return -1;
    return 0;
}

static int read_tree_head(struct hf_cursor *c, struct hpcfile_tree *t, uint32_t k, uint32_t nepochs)
{
    hf_item(c, "tree %u header", k);
    size_t start = c->off;
    if (hf_need(c, TREE_HEAD) || read_id(c, HPCFILE_TREE_MAGIC, HPCFILE_TREE_VERSION, 0))
        return -1;
    t->vma_size = hf_u32(c);
    t->uint_size = hf_u32(c);
    t->nnodes = hf_u64(c);
    t->epoch = hf_u32(c);
    c->what_off = start;
    if (t->vma_size != 8 || t->uint_size != 8)
        return hf_corrupt(c, "vma_size %u and uint_size %u (only 8 is supported)", t->vma_size, t->uint_size);
    if (t->epoch >= nepochs)
        return hf_corrupt(c, "epoch %u but the file has %u epoch(s)", t->epoch, nepochs);
    return 0;
}

static int read_node(struct hf_cursor *c, struct hpcfile_node *n, uint64_t i, uint32_t nmetrics)
{
    n->id = hf_u64(c);
    n->parent = hf_u64(c);
    n->ip = hf_u64(c);
    n->sp = hf_u64(c);
    for (uint32_t m = 0; m < nmetrics; m++) n->metrics[m] = hf_u64(c);
    if (n->id != i) return hf_corrupt(c, "id is %llu", (unsigned long long)n->id);
    if (i > 0 && n->parent >= i)
        return hf_corrupt(c, "parent %llu is not an earlier node", (unsigned long long)n->parent);
    return 0;
}

static int read_tree(struct hf_cursor *c, const struct hpcfile_profile *p, struct hpcfile_tree *t, uint32_t k)
{
    if (read_tree_head(c, t, k, p->nepochs)) return -1;
    uint64_t nodesize = 32 + 8 * (uint64_t)p->nmetrics;
    hf_item(c, "tree %u header", k);
    if (t->nnodes > hf_left(c) / nodesize) {
        /* A cut-off file: name the first node that is missing. A damaged count: blame
           the tree header that holds it. */
        uint64_t whole = hf_left(c) / nodesize;
        if (hf_absurd(t->nnodes, nodesize)) {
            c->what_off = c->off - TREE_HEAD;
        } else {
            hf_item(c, "tree %u node %llu", k, (unsigned long long)whole);
            c->what_off += (size_t)(whole * nodesize);
        }
        return hf_bound(c, t->nnodes, nodesize, "nodes");
    }
    if (!(t->nodes = alloc_array(c, t->nnodes, sizeof *t->nodes))) return -1;
    uint64_t *block = NULL;
    if (p->nmetrics && t->nnodes && !(block = alloc_array(c, t->nnodes * p->nmetrics, sizeof *block))) return -1;
    for (uint64_t i = 0; i < t->nnodes; i++) {
        t->nodes[i].metrics = block ? block + i * p->nmetrics : NULL;
        hf_item(c, "tree %u node %llu", k, (unsigned long long)i);
        if (hf_need(c, (size_t)nodesize) || read_node(c, &t->nodes[i], i, p->nmetrics)) return -1;
    }
    return 0;
}

static int read_trees(struct hf_cursor *c, struct hpcfile_profile *p)
{
    hf_item(c, "tree count");
    size_t count_off = c->off;
    p->ntrees = hf_u32(c);
    hf_item(c, "trampoline sample count");
    p->tramp_samples = hf_u64(c);
    hf_item(c, "tree count");
    c->what_off = count_off;
    if (hf_bound(c, p->ntrees, TREE_HEAD, "trees")) return -1;
    if (!(p->trees = alloc_array(c, p->ntrees, sizeof *p->trees))) return -1;
    for (uint32_t k = 0; k < p->ntrees; k++)
        if (read_tree(c, p, &p->trees[k], k)) return -1;
    return 0;
}

#define MODS_ENTRY 24           /* epoch 4, module 4, size 8, checksum 8 */

static int read_identities(struct hf_cursor *c, struct hpcfile_profile *p)
{
    hf_item(c, "module trailer");
    if (hf_need(c, 20) || read_id(c, HPCFILE_MODS_MAGIC, HPCFILE_MODS_VERSION, 0)) return -1;
    uint32_t n = hf_u32(c);
    if (hf_bound(c, n, MODS_ENTRY, "module entries")) return -1;
    for (uint32_t i = 0; i < n; i++) {
        hf_item(c, "module trailer entry %u", i);
        uint32_t e = hf_u32(c), m = hf_u32(c);
        uint64_t size = hf_u64(c), sum = hf_u64(c);
        if (e >= p->nepochs || m >= p->epochs[e].nmodules)
            return hf_corrupt(c, "epoch %u module %u is not in the epoch table", e, m);
        p->epochs[e].modules[m].file_size = size;
        p->epochs[e].modules[m].checksum = sum;
    }
    return c->failed ? -1 : 0;
}

static int read_threads(struct hf_cursor *c, struct hpcfile_profile *p)
{
    hf_item(c, "thread trailer");
    if (hf_need(c, 20) || read_id(c, HPCFILE_THREADS_MAGIC, HPCFILE_THREADS_VERSION, 0)) return -1;
    uint32_t n = hf_u32(c);
    if (n != p->ntrees) return hf_corrupt(c, "%u threads for %u trees", n, p->ntrees);
    if (hf_bound(c, n, 4, "thread entries")) return -1;
    for (uint32_t t = 0; t < n; t++) {
        uint32_t id = hf_u32(c);
        if (id == 0) return hf_corrupt(c, "tree %u: thread 0 (threads count from 1)", t);
        p->trees[t].thread = id;
    }
    return c->failed ? -1 : 0;
}

static int parse(struct hf_cursor *c, struct hpcfile_profile *p)
{
    if (c->len == 0) return hf_fail(c, "empty file (not an HPC_CSPROF file)");
    /* A short file that is not a prefix of the magic is another kind of file, not a
       truncated profile. */
    size_t k = c->len < 10 ? c->len : 10;
    if (memcmp(c->p, HPCFILE_MAGIC, k)) {
        char shown[64];
        hf_escape(shown, sizeof shown, c->p, k);
        return hf_fail(c, "not an HPC_CSPROF file (magic \"%s\" at offset 0)", shown);
    }
    hf_item(c, "file header");
    if (hf_need(c, HEADER_SIZE) || read_id(c, HPCFILE_MAGIC, HPCFILE_VERSION, 1)) return -1;
    p->num_chunks = hf_u64(c);
    if (read_metrics(c, p) || read_epochs(c, p) || read_trees(c, p)) return -1;
    if (hf_left(c) >= 10 && memcmp(c->p + c->off, HPCFILE_MODS_MAGIC, 10) == 0 && read_identities(c, p)) return -1;
    for (uint32_t t = 0; t < p->ntrees; t++) p->trees[t].thread = 1;
    if (hf_left(c) >= 10 && memcmp(c->p + c->off, HPCFILE_THREADS_MAGIC, 10) == 0 && read_threads(c, p)) return -1;
    hf_item(c, "end of the last tree");
    if (hf_left(c)) return hf_corrupt(c, "%zu unexpected bytes follow", hf_left(c));
    return 0;
}

int hpcfile_read_buf(const void *buf, size_t len, struct hpcfile_profile *p, char *err, size_t errlen)
{
    struct hf_cursor c;
    hf_init(&c, buf, len, 0, err, errlen);
    memset(p, 0, sizeof *p);
    if (parse(&c, p) == 0 && !c.failed) return 0;
    hpcfile_free(p);
    return -1;
}

int hpcfile_read(FILE *f, struct hpcfile_profile *p, char *err, size_t errlen)
{
    size_t len;
    unsigned char *buf = hpcfile_slurp(f, &len);
    if (!buf) {
        memset(p, 0, sizeof *p);
        snprintf(err, errlen, "read error");
        return -1;
    }
    int r = hpcfile_read_buf(buf, len, p, err, errlen);
    free(buf);
    return r;
}

void hpcfile_free(struct hpcfile_profile *p)
{
    free(p->target);
    for (uint32_t i = 0; p->metrics && i < p->nmetrics; i++) free(p->metrics[i].name);
    free(p->metrics);
    for (uint32_t e = 0; p->epochs && e < p->nepochs; e++) {
        for (uint32_t m = 0; p->epochs[e].modules && m < p->epochs[e].nmodules; m++)
            free(p->epochs[e].modules[m].name);
        free(p->epochs[e].modules);
    }
    free(p->epochs);
    for (uint32_t t = 0; p->trees && t < p->ntrees; t++) {
        if (p->trees[t].nodes) free(p->trees[t].nodes[0].metrics);
        free(p->trees[t].nodes);
    }
    free(p->trees);
    memset(p, 0, sizeof *p);
}
