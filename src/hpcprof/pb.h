/* A minimal protocol-buffers writer: varints, keys, length-delimited fields and
   packed repeated varints into a growable buffer; enough for profile.proto. */
#ifndef HPCPROF_PB_H
#define HPCPROF_PB_H
#include <stddef.h>
#include <stdint.h>

struct pb { unsigned char *b; size_t n, cap; };

void pb_varint(struct pb *p, uint64_t v);
/* A varint field; proto3 leaves zero values out, so does this. */
void pb_uint(struct pb *p, unsigned field, uint64_t v);
/* A length-delimited field (string, bytes, submessage), written even when empty. */
void pb_bytes(struct pb *p, unsigned field, const void *data, size_t n);
/* sub as a submessage field of p; sub is emptied for reuse. */
void pb_msg(struct pb *p, unsigned field, struct pb *sub);
/* A packed repeated varint field (nothing when n is 0). */
void pb_packed(struct pb *p, unsigned field, const uint64_t *v, size_t n);
void pb_free(struct pb *p);

#endif
