/* Thread selection for every view (see thread_select.h). */
#include <stdlib.h>
#include <string.h>
#include "thread_select.h"
#include "util.h"

static uint32_t *list;
static unsigned nlist;
static uint32_t only;

void thread_select_parse(const char *s)
{
    const char *p = s;
    do {
        char *end;
        unsigned long v = strtoul(p, &end, 10);
        if (end == p || v == 0 || v > 0xffffffffu || (*end && *end != ','))
            die("--thread: '%s' is not a list of thread ids (1 is the main thread), e.g. 1,3", s);
        list = realloc(list, (nlist + 1) * sizeof *list);
        if (!list) die("out of memory");
        list[nlist++] = (uint32_t)v;
        p = *end ? end + 1 : end;
    } while (*p);
}

void thread_select_only(uint32_t tid) { only = tid; }

int thread_selected(const struct hpcfile_tree *tr)
{
    uint32_t t = tr->thread ? tr->thread : 1;
    if (only) return t == only;
    if (!nlist) return 1;
    for (unsigned i = 0; i < nlist; i++)
        if (list[i] == t) return 1;
    return 0;
}

static int by_value(const void *a, const void *b)
{
    uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
    return x < y ? -1 : x > y;
}

uint32_t *thread_ids(const struct hpcfile_profile *const *p, int nfiles, unsigned *n)
{
    size_t total = 0;
    for (int i = 0; i < nfiles; i++) total += p[i]->ntrees;
    uint32_t *ids = xcalloc(total ? total : 1, sizeof *ids);
    *n = 0;
    for (int i = 0; i < nfiles; i++)
        for (uint32_t k = 0; k < p[i]->ntrees; k++) ids[(*n)++] = p[i]->trees[k].thread ? p[i]->trees[k].thread : 1;
    qsort(ids, *n, sizeof *ids, by_value);
    unsigned u = 0;
    for (unsigned i = 0; i < *n; i++)
        if (!u || ids[u - 1] != ids[i]) ids[u++] = ids[i];
    *n = u;
    return ids;
}
