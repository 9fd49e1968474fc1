/* The profiler's allocator (csprof-internals "Memory allocation"): large chunks from
   mmap, bump allocation, each new chunk twice the last, no free -- safe to call from a
   signal handler. A second, stack-like allocator serves temporary requests. */
#ifndef CSPROF_MEM_H
#define CSPROF_MEM_H
#include <stddef.h>

struct csmem_pool {
    char *cur, *end;            /* free part of the current chunk */
    size_t next_chunk;          /* size of the next chunk to map */
    size_t total;               /* bytes handed out, for statistics */
    char *tmp_base, *tmp_top, *tmp_end;   /* temporary (stack-like) region */
};

/* One pool per profiled thread; the guest is single-threaded, so one global pool. */
extern struct csmem_pool csmem_default;

int csmem_init(struct csmem_pool *p, size_t first_chunk, size_t tmp_size);
/* 16-byte aligned, zeroed memory; NULL only if mmap fails. */
void *csmem_alloc(struct csmem_pool *p, size_t n);
/* Temporary allocation: released in LIFO order with csmem_tfree(p, ptr). */
void *csmem_talloc(struct csmem_pool *p, size_t n);
void csmem_tfree(struct csmem_pool *p, void *ptr);

#define csprof_malloc(n) csmem_alloc(&csmem_default, (n))

#endif
