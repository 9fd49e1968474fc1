/* Containers for hpcprof (see util.h). */
#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include "util.h"

void die(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fputs("hpcprof: ", stderr);
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    va_end(ap);
    exit(1);
}

void warn(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fputs("hpcprof: warning: ", stderr);
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    va_end(ap);
}

void *xmalloc(size_t n)
{
    void *p = malloc(n ? n : 1);
    if (!p) die("out of memory");
    return p;
}

void *xcalloc(size_t n, size_t size)
{
    void *p = calloc(n ? n : 1, size ? size : 1);
    if (!p) die("out of memory");
    return p;
}

void *xrealloc(void *p, size_t n)
{
    p = realloc(p, n ? n : 1);
    if (!p) die("out of memory");
    return p;
}

char *xstrdup(const char *s)
{
    size_t n = strlen(s) + 1;
    return memcpy(xmalloc(n), s, n);
}

void grow(void **arr, size_t *cap, size_t need, size_t size)
{
    if (need < *cap) return;
    size_t c = *cap ? *cap : 16;
    while (c <= need) c *= 2;
    *arr = xrealloc(*arr, c * size);
    memset((char *)*arr + *cap * size, 0, (c - *cap) * size);
    *cap = c;
}

static uint64_t mix(uint64_t k)
{
    k ^= k >> 33;
    k *= 0xff51afd7ed558ccdull;
    k ^= k >> 33;
    k *= 0xc4ceb9fe1a85ec53ull;
    return k ^ (k >> 33);
}

static void rehash(struct u64map *m)
{
    struct u64map big = { 0 };
    big.cap = m->cap ? m->cap * 2 : 64;
    big.keys = xcalloc(big.cap, sizeof *big.keys);
    big.vals = xcalloc(big.cap, sizeof *big.vals);
    big.used = xcalloc(big.cap, 1);
    for (size_t i = 0; i < m->cap; i++) {
        if (!m->used[i]) continue;
        int dummy;
        *u64map_slot(&big, m->keys[i], &dummy) = m->vals[i];
    }
    u64map_free(m);
    *m = big;
}

uint32_t *u64map_slot(struct u64map *m, uint64_t key, int *is_new)
{
    if ((m->n + 1) * 2 > m->cap) rehash(m);
    size_t i = mix(key) & (m->cap - 1);
    while (m->used[i] && m->keys[i] != key) i = (i + 1) & (m->cap - 1);
    *is_new = !m->used[i];
    if (*is_new) {
        m->used[i] = 1;
        m->keys[i] = key;
        m->vals[i] = 0;
        m->n++;
    }
    return &m->vals[i];
}

const uint32_t *u64map_find(const struct u64map *m, uint64_t key)
{
    if (!m->cap) return NULL;
    size_t i = mix(key) & (m->cap - 1);
    while (m->used[i]) {
        if (m->keys[i] == key) return &m->vals[i];
        i = (i + 1) & (m->cap - 1);
    }
    return NULL;
}

void u64map_free(struct u64map *m)
{
    free(m->keys);
    free(m->vals);
    free(m->used);
    memset(m, 0, sizeof *m);
}

/* Strings hash (FNV-1a) into the u64 map; collisions are resolved by probing the
   next hash value, so equal hashes of different strings still get distinct ids. */
static struct u64map str_map;
static char **strs;
static size_t nstrs, strs_cap;

static uint64_t fnv(const char *s, uint64_t salt)
{
    uint64_t h = 0xcbf29ce484222325ull ^ salt;
    for (; *s; s++) h = (h ^ (unsigned char)*s) * 0x100000001b3ull;
    return h;
}

uint32_t str_intern(const char *s)
{
    if (!nstrs) {
        GROW(strs, strs_cap, 0);
        strs[nstrs++] = xstrdup("");
    }
    if (!s || !*s) return 0;
    for (uint64_t salt = 0;; salt++) {
        int is_new;
        uint32_t *v = u64map_slot(&str_map, fnv(s, salt), &is_new);
        if (is_new) {
            GROW(strs, strs_cap, nstrs);
            strs[nstrs] = xstrdup(s);
            *v = (uint32_t)nstrs++;
            return *v;
        }
        if (strcmp(strs[*v], s) == 0) return *v;
    }
}

const char *str_get(uint32_t id) { return id < nstrs ? strs[id] : ""; }

/* ---- input files ---- */

const char *not_regular_reason(const char *path)
{
    struct stat st;
    if (stat(path, &st)) return strerror(errno);
    if (S_ISDIR(st.st_mode)) return "is a directory";
    if (!S_ISREG(st.st_mode)) return "not a regular file";
    if (access(path, R_OK)) return strerror(errno);
    return NULL;
}

/* O_NONBLOCK: a path swapped for a FIFO between the check and the open must not hang
   us; the fstat on the open descriptor is the check that counts. */
unsigned char *read_regular_file(const char *path, size_t *len)
{
    const char *why = not_regular_reason(path);
    if (why) die("%s: %s", path, why);
    int fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0) die("%s: %s", path, strerror(errno));
    struct stat st;
    if (fstat(fd, &st)) die("%s: %s", path, strerror(errno));
    if (!S_ISREG(st.st_mode)) die("%s: not a regular file", path);
    if ((uint64_t)st.st_size > MAX_INPUT_BYTES)
        die("%s: %llu bytes: larger than any profile (limit %llu)", path, (unsigned long long)st.st_size,
            (unsigned long long)MAX_INPUT_BYTES);
    size_t n = (size_t)st.st_size, got = 0;
    unsigned char *buf = xmalloc(n);
    while (got < n) {
        ssize_t r = read(fd, buf + got, n - got);
        if (r < 0 && errno == EINTR) continue;
        if (r < 0) die("%s: read error: %s", path, strerror(errno));
        if (r == 0) die("%s: shrank while being read (%zu of %zu bytes)", path, got, n);
        got += (size_t)r;
    }
    close(fd);
    *len = n;
    return buf;
}

void xqsort(void *base, size_t n, size_t size, int (*cmp)(const void *, const void *))
{
    if (n > 1) qsort(base, n, size, cmp);
}
