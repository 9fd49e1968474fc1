/* Internal to hpcfile/: a bounded cursor over a file held in memory, with error
   messages that say what was being read and at which offset, and byte-order helpers
   for writing. Both readers parse from memory so every count can be checked against
   the bytes that remain before anything is allocated. */
#ifndef HPCFILE_IO_H
#define HPCFILE_IO_H
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

struct hf_cursor {
    const unsigned char *p;
    size_t len, off;
    int big_endian;
    char *err;
    size_t errlen;
    int failed;
    char what[96];         /* the item being read, e.g. "tree 0 node 17" */
    size_t what_off;       /* and where it starts */
};

void hf_init(struct hf_cursor *c, const void *buf, size_t len, int big_endian, char *err, size_t errlen);
/* Names the item that starts here, for messages. */
void hf_item(struct hf_cursor *c, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
size_t hf_left(const struct hf_cursor *c);
/* Fails with "truncated file (ITEM at offset N)" unless n bytes remain. */
int hf_need(struct hf_cursor *c, size_t n);
/* The first failure wins; later calls keep it. Always returns -1. */
int hf_fail(struct hf_cursor *c, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* "corrupt file: ITEM at offset N: <fmt>" */
int hf_corrupt(struct hf_cursor *c, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* Reads advance the cursor; on a short file they fail (see hf_need) and return 0. */
uint16_t hf_u16(struct hf_cursor *c);
uint32_t hf_u32(struct hf_cursor *c);
uint64_t hf_u64(struct hf_cursor *c);
const unsigned char *hf_bytes(struct hf_cursor *c, size_t n);
/* Whether count items of at least min_size bytes each would exceed any real file
   (16 GiB, some 300 million tree nodes): such a count is damaged, not the sign of a
   file cut short. */
int hf_absurd(uint64_t count, uint64_t min_size);
/* Fails unless count items of at least min_size bytes each fit in what remains, so no
   count is believed before it is allocated: as corrupt when the count is absurd,
   otherwise as a truncated file (the likely cause), saying how much is missing. */
int hf_bound(struct hf_cursor *c, uint64_t count, uint64_t min_size, const char *things);

/* Little-endian stores for the writer. */
static inline void hf_put32(unsigned char *b, uint32_t v)
{
    for (int i = 0; i < 4; i++) b[i] = (unsigned char)(v >> (8 * i));
}
static inline void hf_put64(unsigned char *b, uint64_t v)
{
    for (int i = 0; i < 8; i++) b[i] = (unsigned char)(v >> (8 * i));
}

/* Big-endian n-byte store to a stream (<PROF1>, gmon.out): 0 or -1. */
int hf_write_be(FILE *f, uint64_t v, unsigned n);

/* Printable form of raw bytes for messages ("HPC\x00..."). */
void hf_escape(char *out, size_t outlen, const unsigned char *s, size_t n);

#endif
