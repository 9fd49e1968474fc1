/* Turns the state chain (one CCT per epoch) into the file model of hpcfile and writes
   it under a temporary name that is renamed into place. */
#include <errno.h>
#include <fcntl.h>
#include <unistd.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "state.h"
#include "metrics.h"
#include "output.h"
#include "../../hpcfile/hpcfile.h"

/* Held from the check before the run to the write after it, so that neither a guest
   that opens every descriptor nor a FIFO without a reader can make the write fail or
   block: the output itself when it is not a regular file (a FIFO opened without
   blocking: no reader is said at once), and spare descriptors the write releases.
   They are moved to the top of the descriptor table: the guest's own open() still gets
   the numbers it would get without the profiler. */
#define SPARE_FDS 4
static int held_fd = -1, spare[SPARE_FDS] = { -1, -1, -1, -1 };

static int out_of_the_way(int fd)
{
    struct rlimit rl;
    if (fd < 0 || getrlimit(RLIMIT_NOFILE, &rl) || rl.rlim_cur == RLIM_INFINITY || rl.rlim_cur < 64) return fd;
    int high = fcntl(fd, F_DUPFD_CLOEXEC, (int)(rl.rlim_cur - 2 * SPARE_FDS - 2));
    if (high < 0) return fd;
    close(fd);
    return high;
}

static void release_spares(void)
{
    for (int i = 0; i < SPARE_FDS; i++)
        if (spare[i] >= 0) { close(spare[i]); spare[i] = -1; }
}

static int write_output(const char *path, const struct hpcfile_profile *p)
{
    release_spares();
    if (held_fd < 0) return hpcfile_write_path(path, p);
    FILE *f = fdopen(held_fd, "wb");
    if (!f) return -1;
    held_fd = -1;
    int r = hpcfile_write(f, p), e = errno;
    if (fclose(f) && !r) { r = -1; e = errno; }
    errno = e;
    return r;
}

struct fill { struct hpcfile_tree *tree; uint64_t next; unsigned nmetrics; };

static void fill_node(const struct cct_node *n, void *arg)
{
    struct fill *f = arg;
    struct hpcfile_node *h = &f->tree->nodes[n->id];
    h->id = n->id;
    h->parent = n->parent ? n->parent->id : 0;
    h->ip = n->ip;
    h->sp = n->sp;
    h->metrics = calloc(f->nmetrics ? f->nmetrics : 1, sizeof(uint64_t));
    if (h->metrics) memcpy(h->metrics, n->metrics, f->nmetrics * sizeof(uint64_t));
}

static int fill_tree(struct hpcfile_tree *t, csprof_state_t *s, unsigned nmetrics)
{
    cct_number(&s->cct);
    t->vma_size = 8;
    t->uint_size = 8;
    t->epoch = s->epoch->id;
    t->thread = s->thread;
    t->nnodes = s->cct.num_nodes;
    t->nodes = calloc(t->nnodes ? t->nnodes : 1, sizeof *t->nodes);
    if (!t->nodes) return -1;
    struct fill f = { t, 0, nmetrics };
    cct_walk(&s->cct, fill_node, &f);
    return 0;
}

/* Each module file is read once per write, however many epochs list it. */
static void identify(struct hpcfile_profile *p, unsigned e, unsigned m)
{
    struct hpcfile_module *mod = &p->epochs[e].modules[m];
    for (unsigned pe = 0; pe <= e; pe++)
        for (unsigned pm = 0; pm < p->epochs[pe].nmodules && (pe < e || pm < m); pm++) {
            const struct hpcfile_module *o = &p->epochs[pe].modules[pm];
            if (!strcmp(o->name, mod->name)) { mod->file_size = o->file_size; mod->checksum = o->checksum; return; }
        }
    if (hpcfile_file_identity(mod->name, &mod->file_size, &mod->checksum)) mod->file_size = mod->checksum = 0;
}

/* hpcprof refuses a profile whose values add up past 2^64-1: such a file is not
   written (nothing the drivers record should come near it). */
static int totals_fit(const struct hpcfile_profile *p, const char *path, char *err, size_t errlen)
{
    uint64_t *totals = calloc(p->nmetrics ? p->nmetrics : 1, sizeof *totals);
    uint32_t bad = 0;
    if (!totals) { snprintf(err, errlen, "out of memory"); return -1; }
    int r = hpcfile_add_totals(p, totals, &bad);
    free(totals);
    if (r) snprintf(err, errlen, "%s not written: metric %s adds up to more than 2^64-1", path, p->metrics[bad].name);
    return r;
}

int csprof_write_profile(const char *path, const char *target, char *err, size_t errlen)
{
    struct hpcfile_profile p;
    memset(&p, 0, sizeof p);
    p.target = (char *)target;
    p.num_chunks = HPCFILE_NUM_CHUNKS;
    p.nmetrics = csprof_num_metrics();
    p.metrics = calloc(p.nmetrics ? p.nmetrics : 1, sizeof *p.metrics);
    for (unsigned i = 0; i < p.nmetrics; i++) {
        const struct csprof_metric *m = csprof_metric((int)i);
        p.metrics[i].name = (char *)m->name;
        p.metrics[i].flags = m->flags | hpcfile_unit_flag(m->unit);
        p.metrics[i].period = m->period;
    }
    for (struct csprof_epoch *e = csprof_epochs(); e; e = e->next) p.nepochs++;
    p.epochs = calloc(p.nepochs ? p.nepochs : 1, sizeof *p.epochs);
    unsigned k = 0;
    for (struct csprof_epoch *e = csprof_epochs(); e; e = e->next, k++) {
        p.epochs[k].nmodules = e->nmodules;
        p.epochs[k].modules = calloc(e->nmodules ? e->nmodules : 1, sizeof *p.epochs[k].modules);
        for (unsigned m = 0; m < e->nmodules; m++) {
            p.epochs[k].modules[m].name = (char *)e->modules[m].name;
            p.epochs[k].modules[m].vaddr = e->modules[m].vaddr;
            p.epochs[k].modules[m].mapaddr = e->modules[m].mapaddr;
            identify(&p, k, m);
        }
    }
    /* Trees by thread, each thread's oldest epoch first. */
    for (unsigned th = 1; th < csprof_thread_slots(); th++)
        for (csprof_state_t *s = csprof_thread_state(th); s; s = s->prev) { p.ntrees++; p.tramp_samples += s->tramp_samples; }
    p.trees = calloc(p.ntrees ? p.ntrees : 1, sizeof *p.trees);
    unsigned base = 0;
    for (unsigned th = 1; th < csprof_thread_slots(); th++) {
        unsigned n = 0;
        for (csprof_state_t *s = csprof_thread_state(th); s; s = s->prev) n++;
        k = base + n;
        for (csprof_state_t *s = csprof_thread_state(th); s; s = s->prev)
            if (fill_tree(&p.trees[--k], s, p.nmetrics)) { snprintf(err, errlen, "out of memory"); return -1; }
        base += n;
    }
    int r = totals_fit(&p, path, err, errlen);
    if (!r && (r = write_output(path, &p))) snprintf(err, errlen, "cannot write %s: %s", path, strerror(errno));
    for (unsigned t = 0; t < p.ntrees; t++) {
        for (uint64_t i = 0; i < p.trees[t].nnodes; i++) free(p.trees[t].nodes[i].metrics);
        free(p.trees[t].nodes);
    }
    for (unsigned e = 0; e < p.nepochs; e++) free(p.epochs[e].modules);
    free(p.trees); free(p.epochs); free(p.metrics);
    return r;
}

/* A FIFO, a device: opened now, without blocking; then writes block as usual. */
static int hold_nonregular(const char *path)
{
    struct stat st;
    if (stat(path, &st) || S_ISREG(st.st_mode)) return 0;
    int fd = open(path, O_WRONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0) return -1;
    int fl = fcntl(fd, F_GETFL);
    if (fl >= 0) fcntl(fd, F_SETFL, fl & ~O_NONBLOCK);
    held_fd = out_of_the_way(fd);
    return 0;
}

int csprof_output_check(const char *path, char *err, size_t errlen)
{
    if (hpcfile_prepare_path(path) == 0 && hold_nonregular(path) == 0) {
        for (int i = 0; i < SPARE_FDS; i++) spare[i] = out_of_the_way(open("/dev/null", O_RDONLY | O_CLOEXEC));
        return 0;
    }
    const char *why = errno == ENXIO ? "a FIFO nobody reads (start the reader first)" : strerror(errno);
    snprintf(err, errlen, "cannot write %s%s%s: %s", *path ? "" : "'", path, *path ? "" : "'", why);
    return -1;
}
