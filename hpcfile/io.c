/* Bounded cursor and whole-file reading shared by the HPC_CSPROF and <PROF1> readers. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "hpcfile.h"
#include "io.h"

void hf_init(struct hf_cursor *c, const void *buf, size_t len, int big_endian, char *err, size_t errlen)
{
    memset(c, 0, sizeof *c);
    c->p = buf;
    c->len = len;
    c->big_endian = big_endian;
    c->err = err;
    c->errlen = errlen;
    if (err && errlen) err[0] = 0;
}

void hf_item(struct hf_cursor *c, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(c->what, sizeof c->what, fmt, ap);
    va_end(ap);
    c->what_off = c->off;
}

size_t hf_left(const struct hf_cursor *c) { return c->len - c->off; }

static void vfail(struct hf_cursor *c, const char *prefix, const char *fmt, va_list ap)
{
    if (c->failed) return;
    c->failed = 1;
    if (!c->err || !c->errlen) return;
    char msg[256];
    vsnprintf(msg, sizeof msg, fmt, ap);
    snprintf(c->err, c->errlen, "%s%s", prefix, msg);
}

int hf_fail(struct hf_cursor *c, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vfail(c, "", fmt, ap);
    va_end(ap);
    return -1;
}

int hf_corrupt(struct hf_cursor *c, const char *fmt, ...)
{
    char prefix[160];
    snprintf(prefix, sizeof prefix, "corrupt file: %s at offset %zu: ", c->what, c->what_off);
    va_list ap;
    va_start(ap, fmt);
    vfail(c, prefix, fmt, ap);
    va_end(ap);
    return -1;
}

int hf_need(struct hf_cursor *c, size_t n)
{
    if (c->failed) return -1;
    if (n <= hf_left(c)) return 0;
    return hf_fail(c, "truncated file (%s at offset %zu)", c->what, c->what_off);
}

static uint64_t load(struct hf_cursor *c, int n)
{
    if (hf_need(c, (size_t)n)) return 0;
    const unsigned char *b = c->p + c->off;
    uint64_t v = 0;
    for (int i = 0; i < n; i++) {
        int k = c->big_endian ? i : n - 1 - i;   /* most significant byte first */
        v = v << 8 | b[k];
    }
    c->off += (size_t)n;
    return v;
}

uint16_t hf_u16(struct hf_cursor *c) { return (uint16_t)load(c, 2); }
uint32_t hf_u32(struct hf_cursor *c) { return (uint32_t)load(c, 4); }
uint64_t hf_u64(struct hf_cursor *c) { return load(c, 8); }

const unsigned char *hf_bytes(struct hf_cursor *c, size_t n)
{
    if (hf_need(c, n)) return NULL;
    const unsigned char *b = c->p + c->off;
    c->off += n;
    return b;
}

int hf_absurd(uint64_t count, uint64_t min_size)
{
    return min_size && count > (UINT64_C(1) << 34) / min_size;
}

int hf_bound(struct hf_cursor *c, uint64_t count, uint64_t min_size, const char *things)
{
    if (c->failed) return -1;
    uint64_t left = hf_left(c);
    if (min_size == 0 || count <= left / min_size) return 0;
    if (hf_absurd(count, min_size))
        return hf_corrupt(c, "%llu %s of at least %llu bytes each cannot be right (%llu bytes remain)",
                          (unsigned long long)count, things, (unsigned long long)min_size, (unsigned long long)left);
    return hf_fail(c, "truncated file (%s at offset %zu): %llu %s need at least %llu bytes, %llu remain", c->what,
                   c->what_off, (unsigned long long)count, things, (unsigned long long)(count * min_size),
                   (unsigned long long)left);
}

void hf_escape(char *out, size_t outlen, const unsigned char *s, size_t n)
{
    size_t o = 0;
    for (size_t i = 0; i < n && o + 5 < outlen; i++) {
        if (s[i] >= 0x20 && s[i] < 0x7f && s[i] != '"' && s[i] != '\\') out[o++] = (char)s[i];
        else o += (size_t)snprintf(out + o, outlen - o, "\\x%02x", s[i]);
    }
    if (outlen) out[o < outlen ? o : outlen - 1] = 0;
}

/* Works for pipes as well as files: the buffer doubles as needed. */
unsigned char *hpcfile_slurp(FILE *f, size_t *len)
{
    size_t cap = 1 << 16, n = 0;
    unsigned char *buf = malloc(cap);
    if (!buf) return NULL;
    for (;;) {
        if (n == cap) {
            unsigned char *nb = cap > SIZE_MAX / 2 ? NULL : realloc(buf, cap * 2);
            if (!nb) { free(buf); return NULL; }
            buf = nb;
            cap *= 2;
        }
        size_t got = fread(buf + n, 1, cap - n, f);
        n += got;
        if (got == 0) break;
    }
    if (ferror(f)) { free(buf); return NULL; }
    *len = n;
    return buf;
}

enum hpcfile_kind hpcfile_sniff(const void *buf, size_t len)
{
    if (len >= 8 && memcmp(buf, PROF1_MAGIC, 8) == 0) return HPCFILE_KIND_PROF1;
    if (len >= 10 && memcmp(buf, HPCFILE_MAGIC, 10) == 0) return HPCFILE_KIND_CSPROF;
    return HPCFILE_KIND_UNKNOWN;
}

int hf_write_be(FILE *f, uint64_t v, unsigned n)
{
    unsigned char b[8];
    for (unsigned i = 0; i < n; i++) b[i] = (unsigned char)(v >> (8 * (n - 1 - i)));
    return fwrite(b, 1, n, f) == n ? 0 : -1;
}

int hpcfile_file_identity(const char *path, uint64_t *size, uint64_t *checksum)
{
    FILE *f = fopen(path, "rb");
    if (!f) return -1;
    uint64_t h = 0xcbf29ce484222325ull, n = 0;
    unsigned char buf[1 << 16];
    size_t got;
    while ((got = fread(buf, 1, sizeof buf, f)) > 0) {
        for (size_t i = 0; i < got; i++) h = (h ^ buf[i]) * 0x100000001b3ull;
        n += got;
    }
    int bad = ferror(f);
    fclose(f);
    if (bad) return -1;
    *size = n;
    *checksum = h ? h : 1;          /* 0 means "unknown" in the model */
    return 0;
}
