/* Small containers for hpcprof: checked allocation, a string interner, a u64 -> u32
   hash map, and growable arrays. hpcprof is a batch tool: running out of memory ends
   it with a message rather than threading errors through every caller. */
#ifndef HPCPROF_UTIL_H
#define HPCPROF_UTIL_H
#include <stddef.h>
#include <stdint.h>

void *xmalloc(size_t n);
void *xcalloc(size_t n, size_t size);
/* qsort that accepts an empty array given as NULL (qsort's own pointer must not be). */
void xqsort(void *base, size_t n, size_t size, int (*cmp)(const void *, const void *));
void *xrealloc(void *p, size_t n);
char *xstrdup(const char *s);
void die(const char *fmt, ...) __attribute__((format(printf, 1, 2), noreturn));
void warn(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

/* Input files are regular files of known size, read whole: a device, a FIFO or a
   directory given as a profile or program is refused at once, never read forever. */
#define MAX_INPUT_BYTES (UINT64_C(1) << 34)     /* 16 GiB, hpcfile's bound on counts too */
/* NULL when path is a readable regular file, else why not ("is a directory", ...). */
const char *not_regular_reason(const char *path);
/* The whole file, or exits with a message. */
unsigned char *read_regular_file(const char *path, size_t *len);

/* Grows *arr (of elements of size `size`) so that index `need` fits. */
void grow(void **arr, size_t *cap, size_t need, size_t size);
#define GROW(arr, cap, need) grow((void **)&(arr), &(cap), (need), sizeof *(arr))

/* Open-addressing map from nonzero-hashing u64 keys to u32 values. */
struct u64map {
    uint64_t *keys;
    uint32_t *vals;
    unsigned char *used;
    size_t cap, n;
};
/* Returns a pointer to the value slot for key; *is_new tells whether it was absent
   (the slot then holds 0 and must be set by the caller). */
uint32_t *u64map_slot(struct u64map *m, uint64_t key, int *is_new);
const uint32_t *u64map_find(const struct u64map *m, uint64_t key);
void u64map_free(struct u64map *m);

/* Interned strings: equal strings get the same id; id 0 is "". */
uint32_t str_intern(const char *s);
const char *str_get(uint32_t id);

#endif
