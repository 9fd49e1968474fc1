/* PA-RISC 2.0 condition evaluation: add, compare/subtract, logical, unit and
   shift/extract/deposit conditions, word (low 32 bits) or doubleword ('*'). */
#include "exec.h"

/* cond = c (3 bits) | f << 3 (negate) | d << 4 (doubleword). */
#define C(cond) ((cond) & 7)
#define F(cond) (((cond) >> 3) & 1)
#define D(cond) (((cond) >> 4) & 1)

int cond_add(unsigned cond, uint64_t x, uint64_t y, uint64_t r)
{
    int z, n, v, cy, res;
    if (D(cond)) {
        z = r == 0; n = (int64_t)r < 0;
        v = (int)((((x ^ r) & (y ^ r)) >> 63) & 1);
        cy = (int)carry_out64(x, y, r);
    } else {
        z = (uint32_t)r == 0; n = (int32_t)r < 0;
        v = (int)((((x ^ r) & (y ^ r)) >> 31) & 1);
        cy = (int)(((x ^ y ^ r) >> 32) & 1);
    }
    switch (C(cond)) {
    case 0: res = 0; break;
    case 1: res = z; break;
    case 2: res = n ^ v; break;
    case 3: res = (n ^ v) | z; break;
    case 4: res = !cy; break;
    case 5: res = z | !cy; break;
    case 6: res = v; break;
    default: res = (int)(r & 1); break;
    }
    return res ^ F(cond);
}

int cond_sub(unsigned cond, uint64_t x, uint64_t y)
{
    int res;
    uint64_t r = x - y;
    if (!D(cond)) {
        int32_t sx = (int32_t)x, sy = (int32_t)y;
        uint32_t ux = (uint32_t)x, uy = (uint32_t)y;
        switch (C(cond)) {
        case 0: res = 0; break;
        case 1: res = ux == uy; break;
        case 2: res = sx < sy; break;
        case 3: res = sx <= sy; break;
        case 4: res = ux < uy; break;
        case 5: res = ux <= uy; break;
        case 6: res = (int)((((ux ^ uy) & (ux ^ (uint32_t)r)) >> 31) & 1); break;
        default: res = (int)(r & 1); break;
        }
    } else {
        switch (C(cond)) {
        case 0: res = 0; break;
        case 1: res = x == y; break;
        case 2: res = (int64_t)x < (int64_t)y; break;
        case 3: res = (int64_t)x <= (int64_t)y; break;
        case 4: res = x < y; break;
        case 5: res = x <= y; break;
        case 6: res = (int)((((x ^ y) & (x ^ r)) >> 63) & 1); break;
        default: res = (int)(r & 1); break;
        }
    }
    return res ^ F(cond);
}

int cond_logic(unsigned cond, uint64_t r)
{
    int res;
    if (!D(cond)) r = (uint64_t)(int64_t)(int32_t)r;
    switch (C(cond)) {
    case 1: res = r == 0; break;
    case 2: res = (int64_t)r < 0; break;
    case 3: res = (int64_t)r <= 0; break;
    case 7: res = (int)(r & 1); break;
    default: res = 0; break;
    }
    return res ^ F(cond);
}

/* Unit conditions test bytes/halfwords/digits; `carries` is the carry-into-bit vector
   (x^y^r) plus bit 64 folded in by the caller where it matters. */
static int some_zero(uint64_t r, unsigned width, unsigned bits)
{
    uint64_t mask = (width == 64) ? ~0ull : ((1ull << width) - 1);
    for (unsigned i = 0; i < bits; i += width)
        if (((r >> i) & mask) == 0) return 1;
    return 0;
}

static int some_carry(uint64_t carries, unsigned width, unsigned bits)
{
    for (unsigned i = width; i <= bits; i += width)
        if (i < 64 ? (carries >> i) & 1 : (carries >> 63) & 1) return 1;
    return 0;
}

int cond_unit(unsigned cond, uint64_t r, uint64_t carries)
{
    unsigned bits = D(cond) ? 64 : 32;
    int res;
    switch (C(cond)) {
    case 2: res = some_zero(r, 8, bits); break;
    case 3: res = some_zero(r, 16, bits); break;
    case 4: res = some_carry(carries, 4, bits); break;
    case 6: res = some_carry(carries, 8, bits); break;
    case 7: res = some_carry(carries, 16, bits); break;
    default: res = 0; break;
    }
    return res ^ F(cond);
}

int cond_shift(unsigned cond, uint64_t r)
{
    int64_t s = D(cond) ? (int64_t)r : (int64_t)(int32_t)r;
    switch (C(cond)) {
    case 1: return s == 0;
    case 2: return s < 0;
    case 3: return (int)(s & 1);
    case 4: return 1;
    case 5: return s != 0;
    case 6: return s >= 0;
    case 7: return !(s & 1);
    default: return 0;
    }
}
