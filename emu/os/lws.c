/* The Linux light-weight system-call gateway at guest 0xb0, as the hppa64-linux libgcc's
   __sync_* / __atomic_* helpers call it (`be,l 0xb0(sr2,r0),sr0,r31` with the LWS number
   in r20): compare-and-swap entries with Linux's registers and error codes. */
#include <stdint.h>
#include "cpu.h"
#include "exec.h"
#include "run.h"

/* Linux/parisc errno values the callers test (not the host's: ENOSYS is 251 there). */
#define LWS_EFAULT 14
#define LWS_ENOSYS 251

/* The guest's big-endian value of `size` bytes in host order, and back. */
static uint64_t swap_in(uint64_t v, unsigned size)
{
    switch (size) {
    case 2: return __builtin_bswap16((uint16_t)v);
    case 4: return __builtin_bswap32((uint32_t)v);
    case 8: return __builtin_bswap64(v);
    default: return v & 0xff;
    }
}

static int writable(uint64_t a, unsigned size)
{
    return !(a & (size - 1)) && a < GUEST_SPACE - size && mem_accessible(a, 1);
}

/* One atomic host compare-and-swap of the guest's `size` bytes at a; old and new are
   guest values. Returns the value found. Atomic with respect to any other host thread
   running guest code on the same memory. */
static uint64_t cas(uint64_t a, uint64_t old, uint64_t new, unsigned size)
{
    void *p = mem_base + a;
    uint64_t o = swap_in(old, size), n = swap_in(new, size);
    switch (size) {
    case 1: { uint8_t e = (uint8_t)o; __atomic_compare_exchange_n((uint8_t *)p, &e, (uint8_t)n, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST); return e; }
    case 2: { uint16_t e = (uint16_t)o; __atomic_compare_exchange_n((uint16_t *)p, &e, (uint16_t)n, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST); return swap_in(e, 2); }
    case 4: { uint32_t e = (uint32_t)o; __atomic_compare_exchange_n((uint32_t *)p, &e, (uint32_t)n, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST); return swap_in(e, 4); }
    default: { uint64_t e = o; __atomic_compare_exchange_n((uint64_t *)p, &e, n, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST); return swap_in(e, 8); }
    }
}

/* A guest value of `size` bytes read through a guest pointer; 0 if unreadable. */
static int load_operand(uint64_t a, unsigned size, uint64_t *v)
{
    if (a >= GUEST_SPACE - size || !mem_accessible(a, 0) || !mem_accessible(a + size - 1, 0)) return 0;
    uint64_t x = 0;
    for (unsigned i = 0; i < size; i++) x = x << 8 | mem_base[a + i];
    *v = x;
    return 1;
}

/* LWS 0 and 1: 32-bit CAS; r28 = the word found, r21 = 0 or -EFAULT. Linux's ldw would
   leave r28 zero-extended, but libgcc compares it with the sign-extended old value (no
   64-bit Linux userland ever ran it), so it is returned sign-extended: the helpers then
   terminate for negative values too. LWS 0 (for ELF32 callers) clips its operands. */
static void lws_cas32(struct cpu *c, int clip)
{
    uint64_t a = clip ? (uint32_t)c->gr[26] : c->gr[26];
    if (!writable(a, 4)) { c->gr[21] = (uint64_t)-LWS_EFAULT; return; }
    c->gr[28] = (uint64_t)(int64_t)(int32_t)cas(a, (uint32_t)c->gr[25], (uint32_t)c->gr[24], 4);
    c->gr[21] = 0;
}

/* LWS 2: CAS of 1 << r23 bytes (r23 0..3) with the old and new values read through the
   pointers r25 and r24; r28 = 0 when it swapped, 1 when memory differed. */
static void lws_cas2(struct cpu *c)
{
    uint64_t a = c->gr[26], old, new;
    if (c->gr[23] > 3) { c->gr[21] = (uint64_t)-LWS_ENOSYS; return; }
    unsigned size = 1u << c->gr[23];
    if (!writable(a, size) || !load_operand(c->gr[25], size, &old) || !load_operand(c->gr[24], size, &new)) {
        c->gr[21] = (uint64_t)-LWS_EFAULT;
        return;
    }
    c->gr[28] = cas(a, old, new, size) != old;
    c->gr[21] = 0;
}

void exec_lws(struct cpu *c, const struct dinsn *d)
{
    (void)d;
    switch (c->gr[20]) {
    case 0: lws_cas32(c, 1); break;
    case 1: lws_cas32(c, 0); break;
    case 2: lws_cas2(c); break;
    default: c->gr[21] = (uint64_t)-LWS_ENOSYS; break;
    }
    /* Back to the link register, as the kernel's `be,n 0(sr3,r31)` does. */
    c->nullify = 0;
    c->iaoq_b = c->gr[31] & ~3ull;
    c->next_b = c->iaoq_b + 4;
}
