/* HPC_CSPROF writer: the layout of csprof-internals "Data file format", little-endian,
   field by field (docs/file-formats.md). Records are assembled in a small buffer and
   written with one fwrite each, so a large tree costs one call per node. */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/statvfs.h>
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

static int has_identities(const struct hpcfile_profile *p)
{
    for (uint32_t e = 0; e < p->nepochs; e++)
        for (uint32_t m = 0; m < p->epochs[e].nmodules; m++)
            if (p->epochs[e].modules[m].checksum) return 1;
    return 0;
}

/* The optional module trailer: only modules whose identity is known. */
static int put_identities(FILE *f, const struct hpcfile_profile *p)
{
    uint32_t n = 0;
    for (uint32_t e = 0; e < p->nepochs; e++)
        for (uint32_t m = 0; m < p->epochs[e].nmodules; m++) n += p->epochs[e].modules[m].checksum != 0;
    if (put(f, HPCFILE_MODS_MAGIC, 10) || put(f, HPCFILE_MODS_VERSION, 5) || put(f, "l", 1) || put_u32(f, n)) return -1;
    for (uint32_t e = 0; e < p->nepochs; e++)
        for (uint32_t m = 0; m < p->epochs[e].nmodules; m++) {
            const struct hpcfile_module *mod = &p->epochs[e].modules[m];
            if (mod->checksum && (put_u32(f, e) || put_u32(f, m) || put_u64(f, mod->file_size) ||
                                  put_u64(f, mod->checksum)))
                return -1;
        }
    return 0;
}

/* The optional thread trailer: written only when a tree is not the main thread's, so
   single-threaded profiles stay what they were. */
static int has_threads(const struct hpcfile_profile *p)
{
    for (uint32_t t = 0; t < p->ntrees; t++)
        if (p->trees[t].thread > 1) return 1;
    return 0;
}

static int put_threads(FILE *f, const struct hpcfile_profile *p)
{
    if (put(f, HPCFILE_THREADS_MAGIC, 10) || put(f, HPCFILE_THREADS_VERSION, 5) || put(f, "l", 1) ||
        put_u32(f, p->ntrees))
        return -1;
    for (uint32_t t = 0; t < p->ntrees; t++)
        if (put_u32(f, p->trees[t].thread ? p->trees[t].thread : 1)) return -1;
    return 0;
}

int hpcfile_write(FILE *f, const struct hpcfile_profile *p)
{
    if (hpcfile_check(p, NULL, 0)) { errno = EINVAL; return -1; }
    if (put_header(f, p) || put_data(f, p) || put_epochs(f, p)) return -1;
    if (put_u32(f, p->ntrees) || put_u64(f, p->tramp_samples)) return -1;
    for (uint32_t t = 0; t < p->ntrees; t++)
        if (put_tree(f, &p->trees[t], p->nmetrics)) return -1;
    if (has_identities(p) && put_identities(f, p)) return -1;
    if (has_threads(p) && put_threads(f, p)) return -1;
    return fflush(f) || ferror(f) ? -1 : 0;
}

/* Temporary files are PATH.incomplete-PID-N: a reader sees what they are, and a later
   write to PATH removes those whose writer PID is dead (killed mid-write). */
#define TEMP_INFIX ".incomplete-"

/* A fresh name next to the target (same file system, so rename is atomic); O_EXCL
   so a concurrent writer is never clobbered, mode 0666 so the umask applies as for
   any new file. */
static int open_temp(const char *path, char *tmp, size_t tmplen)
{
    static unsigned counter;
    for (int tries = 0; tries < 100; tries++) {
        if ((size_t)snprintf(tmp, tmplen, "%s" TEMP_INFIX "%ld-%u", path, (long)getpid(), counter++) >= tmplen) {
            errno = ENAMETOOLONG;
            return -1;
        }
        int fd = open(tmp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
        if (fd >= 0 || errno != EEXIST) return fd;
    }
    return -1;
}

/* Where the file goes: through a symbolic link to its regular target (the link stays);
   *regular = 0 for an existing non-regular file (a device, a FIFO), which is written
   through and never replaced. */
static int resolve_target(const char *path, char *real, size_t reallen, int *regular)
{
    struct stat st, lst;
    if (!*path) { errno = ENOENT; return -1; }
    *regular = 1;
    if ((size_t)snprintf(real, reallen, "%s", path) >= reallen) { errno = ENAMETOOLONG; return -1; }
    if (stat(path, &st)) return errno == ENOENT ? 0 : -1;
    if (S_ISDIR(st.st_mode)) { errno = EISDIR; return -1; }
    *regular = S_ISREG(st.st_mode);
    if (*regular && lstat(path, &lst) == 0 && S_ISLNK(lst.st_mode)) {
        char *r = realpath(path, NULL);
        if (!r) return -1;
        int too_long = (size_t)snprintf(real, reallen, "%s", r) >= reallen;
        free(r);
        if (too_long) { errno = ENAMETOOLONG; return -1; }
    }
    return 0;
}

static int write_through(const char *path, const struct hpcfile_profile *p)
{
    int fd = open(path, O_WRONLY | O_CLOEXEC);
    if (fd < 0) return -1;
    FILE *f = fdopen(fd, "wb");
    if (!f) { int e = errno; close(fd); errno = e; return -1; }
    int r = hpcfile_write(f, p), e = errno;
    if (fclose(f) && !r) { r = -1; e = errno; }
    errno = e;
    return r;
}

static int write_replace(const char *path, const struct hpcfile_profile *p)
{
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

int hpcfile_write_path(const char *path, const struct hpcfile_profile *p)
{
    if (hpcfile_check(p, NULL, 0)) { errno = EINVAL; return -1; }
    char real[4096];
    int regular;
    if (resolve_target(path, real, sizeof real, &regular)) return -1;
    return regular ? write_replace(real, p) : write_through(real, p);
}

/* Removes DIR/BASE.incomplete-PID-N files whose PID no longer runs. */
static void remove_stale_temps(const char *target)
{
    const char *slash = strrchr(target, '/');
    char dir[4096];
    const char *base = slash ? slash + 1 : target;
    if (slash) snprintf(dir, sizeof dir, "%.*s", (int)(slash - target + (slash == target)), target);
    else strcpy(dir, ".");
    DIR *d = opendir(dir);
    if (!d) return;
    size_t blen = strlen(base), ilen = strlen(TEMP_INFIX);
    for (struct dirent *e; (e = readdir(d));) {
        const char *n = e->d_name;
        if (strncmp(n, base, blen) || strncmp(n + blen, TEMP_INFIX, ilen)) continue;
        char *end;
        long pid = strtol(n + blen + ilen, &end, 10);
        if (pid <= 0 || *end != '-' || pid == (long)getpid()) continue;
        if (kill((pid_t)pid, 0) == 0 || errno != ESRCH) continue;
        char full[8192];
        snprintf(full, sizeof full, "%s/%s", dir, n);
        unlink(full);
    }
    closedir(d);
}

int hpcfile_prepare_path(const char *path)
{
    char real[4096], tmp[4096];
    int regular;
    if (resolve_target(path, real, sizeof real, &regular)) return -1;
    if (!regular) return access(real, W_OK);
    /* What the write will do: create a file next to the target. */
    int fd = open_temp(real, tmp, sizeof tmp);
    if (fd < 0) return -1;
    struct statvfs vfs;
    int full = fstatvfs(fd, &vfs) == 0 && vfs.f_bavail == 0;
    close(fd);
    unlink(tmp);
    remove_stale_temps(real);
    if (full) { errno = ENOSPC; return -1; }
    return 0;
}
