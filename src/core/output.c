/* Turns the state chain (one CCT per epoch) into the file model of hpcfile and writes
   it under a temporary name that is renamed into place. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "state.h"
#include "metrics.h"
#include "output.h"
#include "../../hpcfile/hpcfile.h"

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
    int r = hpcfile_write_path(path, &p);
    if (r) snprintf(err, errlen, "cannot write %s: %s", path, strerror(errno));
    for (unsigned t = 0; t < p.ntrees; t++) {
        for (uint64_t i = 0; i < p.trees[t].nnodes; i++) free(p.trees[t].nodes[i].metrics);
        free(p.trees[t].nodes);
    }
    for (unsigned e = 0; e < p.nepochs; e++) free(p.epochs[e].modules);
    free(p.trees); free(p.epochs); free(p.metrics);
    return r;
}

int csprof_output_check(const char *path, char *err, size_t errlen)
{
    if (hpcfile_prepare_path(path) == 0) return 0;
    snprintf(err, errlen, "cannot write %s%s%s: %s", *path ? "" : "'", path, *path ? "" : "'", strerror(errno));
    return -1;
}
