/* HPC_CSPROF writer: the layout of csprof-internals "Data file format", little-endian,
   field by field (docs/file-formats.md). Records are assembled in a small buffer and
   written with one fwrite each, so a large tree costs one call per node. */
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "hpcfile.h"
#include "io.h"

static int put(FILE *f, const void *b, size_t n) { return fwrite(b, 1, n, f) == n ? 0 : -1; }

static int put_u32(FILE *f, uint32_t v)
{
    unsigned char b[4];
    hf_put32(b, v);
    return put(f, b, 4);
}

static int put_u64(FILE *f, uint64_t v)
{
    unsigned char b[8];
    hf_put64(b, v);
    return put(f, b, 8);
}

/* Module names have no tag; hpcfile_string fields do (tag < 0 means none). */
static int put_str(FILE *f, long tag, const char *s)
{
    size_t n = s ? strlen(s) : 0;
    if (n > UINT32_MAX) { errno = EOVERFLOW; return -1; }
    if (tag >= 0 && put_u32(f, (uint32_t)tag)) return -1;
    return put_u32(f, (uint32_t)n) || put(f, s, n) ? -1 : 0;
}

static int put_num(FILE *f, uint32_t tag, uint64_t v) { return put_u32(f, tag) || put_u64(f, v) ? -1 : 0; }

static int put_header(FILE *f, const struct hpcfile_profile *p)
{
    if (put(f, HPCFILE_MAGIC, 10) || put(f, HPCFILE_VERSION, 5) || put(f, "l", 1)) return -1;
    return put_u64(f, p->num_chunks);
}

static int put_data(FILE *f, const struct hpcfile_profile *p)
{
    if (put_str(f, HPCFILE_TAG_TARGET, p->target) || put_u32(f, p->nmetrics)) return -1;
    for (uint32_t i = 0; i < p->nmetrics; i++) {
        const struct hpcfile_metric *m = &p->metrics[i];
        if (put_str(f, HPCFILE_TAG_EVENT, m->name) || put_num(f, HPCFILE_TAG_FLAGS, m->flags) ||
            put_num(f, HPCFILE_TAG_PERIOD, m->period))
            return -1;
    }
    return 0;
}

static int put_epochs(FILE *f, const struct hpcfile_profile *p)
{
    if (put_u32(f, p->nepochs)) return -1;
    for (uint32_t e = 0; e < p->nepochs; e++) {
        const struct hpcfile_epoch *ep = &p->epochs[e];
        if (put_u32(f, ep->nmodules)) return -1;
        for (uint32_t m = 0; m < ep->nmodules; m++) {
            const struct hpcfile_module *mod = &ep->modules[m];
            if (put_str(f, -1, mod->name) || put_u64(f, mod->vaddr) || put_u64(f, mod->mapaddr)) return -1;
        }
    }
    return 0;
}

static int put_tree(FILE *f, const struct hpcfile_tree *t, uint32_t nmetrics)
{
    if (put(f, HPCFILE_TREE_MAGIC, 10) || put(f, HPCFILE_TREE_VERSION, 5) || put(f, "l", 1)) return -1;
    if (put_u32(f, t->vma_size ? t->vma_size : 8) || put_u32(f, t->uint_size ? t->uint_size : 8) ||
        put_u64(f, t->nnodes) || put_u32(f, t->epoch))
        return -1;
    size_t reclen = 32 + 8 * (size_t)nmetrics;
    unsigned char stackbuf[32 + 8 * 16], *rec = stackbuf;
    if (reclen > sizeof stackbuf && !(rec = malloc(reclen))) return -1;
    int r = 0;
    for (uint64_t i = 0; i < t->nnodes && !r; i++) {
        const struct hpcfile_node *n = &t->nodes[i];
        hf_put64(rec, n->id);
        hf_put64(rec + 8, n->parent);
        hf_put64(rec + 16, n->ip);
        hf_put64(rec + 24, n->sp);
        for (uint32_t m = 0; m < nmetrics; m++) hf_put64(rec + 32 + 8 * (size_t)m, n->metrics[m]);
        r = put(f, rec, reclen);
    }
    if (rec != stackbuf) free(rec);
    return r;
}

int hpcfile_write(FILE *f, const struct hpcfile_profile *p)
{
    if (hpcfile_check(p, NULL, 0)) { errno = EINVAL; return -1; }
    if (put_header(f, p) || put_data(f, p) || put_epochs(f, p)) return -1;
    if (put_u32(f, p->ntrees) || put_u64(f, p->tramp_samples)) return -1;
    for (uint32_t t = 0; t < p->ntrees; t++)
        if (put_tree(f, &p->trees[t], p->nmetrics)) return -1;
    return fflush(f) || ferror(f) ? -1 : 0;
}

/* A fresh name next to the target (same file system, so rename is atomic); O_EXCL
   so a concurrent writer is never clobbered, mode 0666 so the umask applies as for
   any new file. */
static int open_temp(const char *path, char *tmp, size_t tmplen)
{
    static unsigned counter;
    for (int tries = 0; tries < 100; tries++) {
        if ((size_t)snprintf(tmp, tmplen, "%s.tmp%ld.%u", path, (long)getpid(), counter++) >= tmplen) {
            errno = ENAMETOOLONG;
            return -1;
        }
        int fd = open(tmp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
        if (fd >= 0 || errno != EEXIST) return fd;
    }
    return -1;
}

int hpcfile_write_path(const char *path, const struct hpcfile_profile *p)
{
    if (hpcfile_check(p, NULL, 0)) { errno = EINVAL; return -1; }
    char tmp[4096];
    int fd = open_temp(path, tmp, sizeof tmp);
    if (fd < 0) return -1;
    FILE *f = fdopen(fd, "wb");
    if (!f) { int e = errno; close(fd); unlink(tmp); errno = e; return -1; }
    int r = hpcfile_write(f, p);
    if (!r) r = fsync(fileno(f));        /* the data is on disk before the name is */
    int e = errno;
    if (fclose(f) && !r) { r = -1; e = errno; }
    if (!r && rename(tmp, path)) { r = -1; e = errno; }
    if (r) { unlink(tmp); errno = e; }
    return r;
}
