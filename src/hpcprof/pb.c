/* Protocol-buffers encoding (see pb.h): wire type 0 for varints, 2 for
   length-delimited fields; a key is field number << 3 | wire type. */
#include <stdlib.h>
#include <string.h>
#include "pb.h"
#include "util.h"

static void put(struct pb *p, const void *data, size_t n)
{
    if (p->n + n > p->cap) {
        p->cap = (p->n + n) * 2 + 64;
        p->b = xrealloc(p->b, p->cap);
    }
    if (n) memcpy(p->b + p->n, data, n);
    p->n += n;
}

void pb_varint(struct pb *p, uint64_t v)
{
    unsigned char buf[10];
    size_t k = 0;
    do {
        buf[k] = v & 0x7f;
        v >>= 7;
        if (v) buf[k] |= 0x80;
        k++;
    } while (v);
    put(p, buf, k);
}

void pb_uint(struct pb *p, unsigned field, uint64_t v)
{
    if (!v) return;
    pb_varint(p, (uint64_t)field << 3);
    pb_varint(p, v);
}

void pb_bytes(struct pb *p, unsigned field, const void *data, size_t n)
{
    pb_varint(p, (uint64_t)field << 3 | 2);
    pb_varint(p, n);
    put(p, data, n);
}

void pb_msg(struct pb *p, unsigned field, struct pb *sub)
{
    pb_bytes(p, field, sub->b, sub->n);
    sub->n = 0;
}

void pb_packed(struct pb *p, unsigned field, const uint64_t *v, size_t n)
{
    if (!n) return;
    struct pb tmp = { 0 };
    for (size_t i = 0; i < n; i++) pb_varint(&tmp, v[i]);
    pb_bytes(p, field, tmp.b, tmp.n);
    pb_free(&tmp);
}

void pb_free(struct pb *p)
{
    free(p->b);
    memset(p, 0, sizeof *p);
}
