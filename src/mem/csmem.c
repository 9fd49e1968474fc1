/* Bump allocator over mmap'd chunks (see csmem.h). Only mmap is called, never malloc,
   so allocation may happen inside the SIGPROF handler or mid-sample. */
#include <string.h>
#include <sys/mman.h>
#include "csmem.h"

struct csmem_pool csmem_default;

static void *map(size_t n)
{
    void *p = mmap(NULL, n, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    return p == MAP_FAILED ? NULL : p;
}

int csmem_init(struct csmem_pool *p, size_t first_chunk, size_t tmp_size)
{
    memset(p, 0, sizeof *p);
    p->next_chunk = first_chunk ? first_chunk : (1u << 20);
    if (tmp_size) {
        p->tmp_base = p->tmp_top = map(tmp_size);
        if (!p->tmp_base) return -1;
        p->tmp_end = p->tmp_base + tmp_size;
    }
    return 0;
}

void *csmem_alloc(struct csmem_pool *p, size_t n)
{
    n = (n + 15) & ~(size_t)15;
    if ((size_t)(p->end - p->cur) < n) {
        size_t size = p->next_chunk ? p->next_chunk : (1u << 20);
        while (size < n) size *= 2;
        char *c = map(size);
        if (!c) return NULL;
        p->cur = c;
        p->end = c + size;
        p->next_chunk = size * 2;
    }
    void *r = p->cur;
    p->cur += n;
    p->total += n;
    return r;      /* fresh mmap pages are already zero */
}

void *csmem_talloc(struct csmem_pool *p, size_t n)
{
    n = (n + 15) & ~(size_t)15;
    if (!p->tmp_base || (size_t)(p->tmp_end - p->tmp_top) < n) return NULL;
    void *r = p->tmp_top;
    p->tmp_top += n;
    return r;
}

void csmem_tfree(struct csmem_pool *p, void *ptr)
{
    char *c = ptr;
    if (c >= p->tmp_base && c <= p->tmp_top) p->tmp_top = c;
}
