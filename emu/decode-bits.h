/* Field extraction for PA-RISC instruction words (bit numbers here are LSB = 0; the
   architecture manual numbers from the MSB). Shared by decoder and executors. */
#ifndef PA64_DECODE_BITS_H
#define PA64_DECODE_BITS_H
#include <stdint.h>

#define BF(w, lsb, n) (((w) >> (lsb)) & ((1u << (n)) - 1))

/* Low sign extension: the sign is the field's least significant bit. */
static inline int64_t low_sign_ext(uint32_t v, unsigned n)
{
    int64_t mag = (int64_t)(v >> 1);
    return (v & 1) ? mag - (INT64_C(1) << (n - 1)) : mag;
}

static inline int64_t sext(uint64_t v, unsigned n)
{
    return (int64_t)(v << (64 - n)) >> (64 - n);
}

/* Wide-mode 16-bit displacement: im14 with the space bits (15:14) xor the sign. */
static inline int64_t assemble_16(uint32_t w)
{
    uint32_t s = BF(w, 0, 1), sp = BF(w, 14, 2), im = BF(w, 1, 13);
    uint32_t v = (s << 15) | ((sp ^ (s ? 3 : 0)) << 13) | im;
    return sext(v, 16);
}

/* As assemble_16, for scaled displacements: field bits 3.. (dword) or 3.. (word) hold
   the value shifted right by `shift`. */
static inline int64_t assemble_16a(uint32_t w, unsigned shift)
{
    uint32_t s = BF(w, 0, 1), sp = BF(w, 14, 2);
    uint32_t im = shift == 3 ? BF(w, 4, 10) : BF(w, 3, 11);
    uint32_t nbits = shift == 3 ? 10 : 11;
    uint32_t v = (s << (nbits + 2)) | ((sp ^ (s ? 3 : 0)) << nbits) | im;
    return sext(v, nbits + 3) << shift;
}

static inline uint32_t assemble_21(uint32_t x)
{
    return (BF(x, 0, 1) << 20) | (BF(x, 1, 11) << 9) | (BF(x, 14, 2) << 7) |
           (BF(x, 16, 5) << 2) | BF(x, 12, 2);
}

static inline int64_t assemble_12(uint32_t w)
{
    uint32_t v = (BF(w, 0, 1) << 11) | (BF(w, 2, 1) << 10) | BF(w, 3, 10);
    return sext(v, 12) << 2;
}

static inline int64_t assemble_17(uint32_t w)
{
    uint32_t v = (BF(w, 0, 1) << 16) | (BF(w, 16, 5) << 11) | (BF(w, 2, 1) << 10) | BF(w, 3, 10);
    return sext(v, 17) << 2;
}

static inline int64_t assemble_22(uint32_t w)
{
    uint32_t v = (BF(w, 0, 1) << 21) | (BF(w, 16, 10) << 11) | (BF(w, 2, 1) << 10) | BF(w, 3, 10);
    return sext(v, 22) << 2;
}

#endif
