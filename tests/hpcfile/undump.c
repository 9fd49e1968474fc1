/* undump: the inverse of `hpcprof --dump` for HPC_CSPROF files. Reads the dump text on
   stdin and writes the binary file to stdout (or argv[1]), so tests can hand-make
   profiles as text, and `hpcprof --dump f | undump` must reproduce f byte for byte.
   Lines are matched by their leading keyword; values are decimal or 0x hex. */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "../../hpcfile/hpcfile.h"

static unsigned lineno;

static void fail(const char *what, const char *line)
{
    fprintf(stderr, "undump: line %u: %s: %s", lineno, what, line);
    exit(1);
}

/* The quoted string after `key "`; \xNN escapes as hpcfile_dump writes them. */
static char *quoted(const char *line, const char *key)
{
    const char *s = strstr(line, key);
    if (!s || !(s = strchr(s + strlen(key), '"'))) fail("missing string", line);
    char *out = malloc(strlen(s) + 1), *o = out;
    for (s++; *s && *s != '"'; s++) {
        if (*s == '\\' && s[1] == 'x') {
            unsigned v;
            if (sscanf(s + 2, "%2x", &v) != 1) fail("bad escape", line);
            *o++ = (char)v;
            s += 3;
        } else {
            *o++ = *s;
        }
    }
    if (*s != '"') fail("unterminated string", line);
    *o = 0;
    return out;
}

static uint64_t number(const char *line, const char *key)
{
    const char *s = strstr(line, key);
    if (!s) fail("missing number", line);
    char *end;
    uint64_t v = strtoull(s + strlen(key), &end, 0);
    if (end == s + strlen(key)) fail("bad number", line);
    return v;
}

static void *alloc(uint64_t n, size_t size)
{
    void *p = calloc(n ? (size_t)n : 1, size);
    if (!p) { fprintf(stderr, "undump: out of memory\n"); exit(1); }
    return p;
}

struct state { struct hpcfile_profile *p; uint32_t epoch, tree; uint64_t node; };

static void tree_line(struct state *st, const char *line)
{
    struct hpcfile_profile *p = st->p;
    st->tree = (uint32_t)number(line, "tree ");
    if (st->tree >= p->ntrees) fail("tree beyond num_trees", line);
    struct hpcfile_tree *t = &p->trees[st->tree];
    t->vma_size = (uint32_t)number(line, "vma_size ");
    t->uint_size = (uint32_t)number(line, "uint_size ");
    t->nnodes = number(line, "num_nodes ");
    t->epoch = (uint32_t)number(line, "epoch_number ");
    t->thread = strstr(line, " thread ") ? (uint32_t)number(line, " thread ") : 1;
    t->nodes = alloc(t->nnodes, sizeof *t->nodes);
    t->nodes[0].metrics = alloc(t->nnodes * p->nmetrics, sizeof(uint64_t));
    for (uint64_t i = 0; i < t->nnodes; i++) t->nodes[i].metrics = t->nodes[0].metrics + i * p->nmetrics;
}

static void node_line(struct state *st, const char *line)
{
    struct hpcfile_tree *t = &st->p->trees[st->tree];
    uint64_t i = number(line, "node ");
    if (!t->nodes || i >= t->nnodes) fail("node beyond num_nodes", line);
    struct hpcfile_node *n = &t->nodes[i];
    n->id = i;
    n->parent = number(line, "parent ");
    n->ip = number(line, " ip ");
    n->sp = number(line, " sp ");
    const char *s = strstr(line, "metrics");
    if (!s) fail("missing metrics", line);
    s += 7;
    for (uint32_t m = 0; m < st->p->nmetrics; m++) {
        char *end;
        n->metrics[m] = strtoull(s, &end, 0);
        if (end == s) fail("too few metric values", line);
        s = end;
    }
}

static void parse_line(struct state *st, const char *line)
{
    struct hpcfile_profile *p = st->p;
    const char *l = line + strspn(line, " ");
    if (!strncmp(l, "header:", 7)) p->num_chunks = number(l, "num_chunks ");
    else if (!strncmp(l, "target ", 7)) p->target = quoted(l, "target");
    else if (!strncmp(l, "num_metrics ", 12)) {
        p->nmetrics = (uint32_t)number(l, "num_metrics ");
        p->metrics = alloc(p->nmetrics, sizeof *p->metrics);
    } else if (!strncmp(l, "metric ", 7)) {
        uint64_t m = number(l, "metric ");
        if (m >= p->nmetrics) fail("metric beyond num_metrics", line);
        p->metrics[m] = (struct hpcfile_metric){ quoted(l, "event_name"), number(l, "flags "), number(l, "sample_period ") };
    } else if (!strncmp(l, "num_epochs ", 11)) {
        p->nepochs = (uint32_t)number(l, "num_epochs ");
        p->epochs = alloc(p->nepochs, sizeof *p->epochs);
    } else if (!strncmp(l, "epoch ", 6)) {
        st->epoch = (uint32_t)number(l, "epoch ");
        if (st->epoch >= p->nepochs) fail("epoch beyond num_epochs", line);
        p->epochs[st->epoch].nmodules = (uint32_t)number(l, "num_modules ");
        p->epochs[st->epoch].modules = alloc(p->epochs[st->epoch].nmodules, sizeof(struct hpcfile_module));
    } else if (!strncmp(l, "module ", 7)) {
        uint64_t k = number(l, "module ");
        if (!p->epochs || k >= p->epochs[st->epoch].nmodules) fail("module beyond num_modules", line);
        p->epochs[st->epoch].modules[k] =
            (struct hpcfile_module){ quoted(l, "name"), number(l, "virtual_address "), number(l, "mapped_address "),
                                     strstr(l, "file_size ") ? number(l, "file_size ") : 0,
                                     strstr(l, "checksum ") ? number(l, "checksum ") : 0 };
    } else if (!strncmp(l, "num_trees ", 10)) {
        p->ntrees = (uint32_t)number(l, "num_trees ");
        p->trees = alloc(p->ntrees, sizeof *p->trees);
    } else if (!strncmp(l, "tramp_samples ", 14)) p->tramp_samples = number(l, "tramp_samples ");
    else if (!strncmp(l, "tree ", 5)) tree_line(st, l);
    else if (!strncmp(l, "node ", 5)) node_line(st, l);
    else if (*l != '#' && *l != '\n' && *l) fail("unknown line", line);
}

int main(int argc, char **argv)
{
    struct hpcfile_profile p;
    memset(&p, 0, sizeof p);
    struct state st = { &p, 0, 0, 0 };
    char line[65536];
    while (fgets(line, sizeof line, stdin)) {
        lineno++;
        parse_line(&st, line);
    }
    char err[256];
    if (hpcfile_check(&p, err, sizeof err)) { fprintf(stderr, "undump: %s\n", err); return 1; }
    int r = argc > 1 ? hpcfile_write_path(argv[1], &p) : hpcfile_write(stdout, &p);
    if (r) { perror("undump: write"); return 1; }
    return 0;
}
