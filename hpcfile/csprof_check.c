/* Validation of an in-memory profile against the rules the reader enforces, so the
   writer never produces a file that hpcprof would reject. */
#include <stdarg.h>
#include "hpcfile.h"

static int bad(char *err, size_t errlen, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static int bad(char *err, size_t errlen, const char *fmt, ...)
{
    if (err && errlen) {
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(err, errlen, fmt, ap);
        va_end(ap);
    }
    return -1;
}

static int check_tree(const struct hpcfile_profile *p, uint32_t t, char *err, size_t errlen)
{
    const struct hpcfile_tree *tr = &p->trees[t];
    if ((tr->vma_size && tr->vma_size != 8) || (tr->uint_size && tr->uint_size != 8))
        return bad(err, errlen, "tree %u: vma_size %u, uint_size %u (must be 8)", t, tr->vma_size, tr->uint_size);
    if (tr->epoch >= p->nepochs)
        return bad(err, errlen, "tree %u: epoch %u but only %u epochs", t, tr->epoch, p->nepochs);
    if (tr->nnodes && !tr->nodes) return bad(err, errlen, "tree %u: no node array", t);
    for (uint64_t i = 0; i < tr->nnodes; i++) {
        const struct hpcfile_node *n = &tr->nodes[i];
        if (n->id != i)
            return bad(err, errlen, "tree %u node %llu: id %llu", t, (unsigned long long)i, (unsigned long long)n->id);
        if (i > 0 && n->parent >= i)
            return bad(err, errlen, "tree %u node %llu: parent %llu is not an earlier node", t,
                       (unsigned long long)i, (unsigned long long)n->parent);
        if (p->nmetrics && !n->metrics)
            return bad(err, errlen, "tree %u node %llu: no metric values", t, (unsigned long long)i);
    }
    return 0;
}

int hpcfile_check(const struct hpcfile_profile *p, char *err, size_t errlen)
{
    if ((p->nmetrics && !p->metrics) || (p->nepochs && !p->epochs) || (p->ntrees && !p->trees))
        return bad(err, errlen, "a count is set but its array is missing");
    for (uint32_t e = 0; e < p->nepochs; e++)
        if (p->epochs[e].nmodules && !p->epochs[e].modules)
            return bad(err, errlen, "epoch %u: no module array", e);
    for (uint32_t t = 0; t < p->ntrees; t++)
        if (check_tree(p, t, err, errlen)) return -1;
    return 0;
}

int hpcfile_add_totals(const struct hpcfile_profile *p, uint64_t *totals, uint32_t *bad)
{
    for (uint32_t t = 0; t < p->ntrees; t++) {
        const struct hpcfile_tree *tr = &p->trees[t];
        for (uint64_t i = 0; i < tr->nnodes; i++)
            for (uint32_t m = 0; m < p->nmetrics; m++)
                if (__builtin_add_overflow(totals[m], tr->nodes[i].metrics[m], &totals[m])) {
                    *bad = m;
                    return -1;
                }
    }
    return 0;
}
