/* Guest CPU state of the PA-RISC 2.0 wide-mode interpreter and the guest memory access
   primitives every executor (integer, FP, system) uses. */
#ifndef PA64_CPU_H
#define PA64_CPU_H

#include <setjmp.h>
#include <stdint.h>
#include <string.h>

/* All guest memory lives below 4 GiB (docs/guest-abi.md): one host reservation of this
   size, guest address g at host mem_base + g. */
#define GUEST_SPACE (UINT64_C(1) << 32)
#define GATEWAY_PAGE 0x8000u
#define GATEWAY_RETURN (GATEWAY_PAGE + 0xff0u) /* host-call return address */
#define LWS_ENTRY 0xb0u  /* Linux light-weight syscall gateway: libgcc's atomics (lws.c) */
/* Signal handlers return here: the gateway restores the context saved in the signal
   frame on the guest stack (emu/os/signals.h), as sigreturn does. */
#define SIGNAL_RETURN (GATEWAY_RETURN + 4u)

extern uint8_t *mem_base;

#define EVENT_NEAR 1024u
#define EVENT_FAR 65536u

enum fault_kind { FAULT_NONE, FAULT_SEGV, FAULT_BUS, FAULT_ILL, FAULT_FPE, FAULT_TRAP, FAULT_BREAK };

struct cpu {
    uint64_t gr[32];   /* gr[0] reads as 0; executors never write it (use set_gr) */
    uint64_t fr[32];   /* FP registers; fr[0] bits 63..32 = FP status, rest exception regs */
    uint64_t sar;      /* cr11, shift amount (6 bits used in wide mode) */
    uint64_t cr[32];   /* other control registers; cr26/cr27 readable thread pointers */
    uint64_t sr[8];    /* space registers: kept, not used for translation */
    uint64_t iaoq_f;   /* address of the executing instruction */
    uint64_t iaoq_b;   /* address of the next instruction (the delay slot after a branch) */
    /* PSW C/B carry bits, kept lazily as the operands x + y = r of the last carry-setting
       operation: carry into bit i is bit i of x^y^r, carry out of bit 63 from the signs. */
    uint64_t cb_x, cb_y, cb_r;
    int psw_v;         /* PSW V, only divide step (DS) uses it */
    int nullify;       /* PSW N: nullify the next instruction */
    uint64_t icount;   /* instructions retired (nullified ones included) */
    volatile uint64_t event_at;  /* run events (events.c) once icount reaches this */
    /* event_at less EVENT_NEAR, less EVENT_FAR (0 below), and 0: translated code first
       compares its count with the one its horizon allows, and computes count + horizon
       against event_at only once that is reached (jit.c cmp_lim). events.c writes them
       with event_at, before it. */
    volatile uint64_t event_lim[3];
    /* New back of the queue; executors of taken branches set it. Kept away from iaoq_b:
       loading the two as one 16-byte pair right after an 8-byte store to next_b would
       defeat store forwarding on every instruction. */
    uint64_t next_b;
    /* Run the next instruction alone, not its block: a translated run of loads and
       stores whose one address test failed leaves for the loop so (jit.c mem_group). */
    int step_once;

    /* fault delivery: executors call guest_fault(), which longjmps here */
    jmp_buf fault_jmp;
    enum fault_kind fault;
    uint64_t fault_addr;
    const char *fault_what;  /* "load from", "store to", "illegal instruction", ... */
};

_Noreturn void guest_fault(struct cpu *c, enum fault_kind k, uint64_t addr, const char *what);

static inline void set_gr(struct cpu *c, unsigned r, uint64_t v) { if (r) c->gr[r] = v; }

/* Aligned access within the reservation; unmapped pages inside it raise a host SIGSEGV
   that the signal handler turns into a guest fault (mem.c). */
#define MEM_CHECK(c, a, n, what)                                                   \
    do {                                                                          \
        if ((a) >= GUEST_SPACE - (n)) guest_fault(c, FAULT_SEGV, a, what);        \
        if ((a) & ((n) - 1)) guest_fault(c, FAULT_BUS, a, what);                  \
    } while (0)

static inline uint8_t ld8(struct cpu *c, uint64_t a) {
    MEM_CHECK(c, a, 1, "load from");
    return mem_base[a];
}
static inline uint16_t ld16(struct cpu *c, uint64_t a) {
    uint16_t v; MEM_CHECK(c, a, 2, "load from");
    memcpy(&v, mem_base + a, 2); return __builtin_bswap16(v);
}
static inline uint32_t ld32(struct cpu *c, uint64_t a) {
    uint32_t v; MEM_CHECK(c, a, 4, "load from");
    memcpy(&v, mem_base + a, 4); return __builtin_bswap32(v);
}
static inline uint64_t ld64(struct cpu *c, uint64_t a) {
    uint64_t v; MEM_CHECK(c, a, 8, "load from");
    memcpy(&v, mem_base + a, 8); return __builtin_bswap64(v);
}
static inline void st8(struct cpu *c, uint64_t a, uint8_t v) {
    MEM_CHECK(c, a, 1, "store to");
    mem_base[a] = v;
}
static inline void st16(struct cpu *c, uint64_t a, uint16_t v) {
    MEM_CHECK(c, a, 2, "store to");
    v = __builtin_bswap16(v); memcpy(mem_base + a, &v, 2);
}
static inline void st32(struct cpu *c, uint64_t a, uint32_t v) {
    MEM_CHECK(c, a, 4, "store to");
    v = __builtin_bswap32(v); memcpy(mem_base + a, &v, 4);
}
static inline void st64(struct cpu *c, uint64_t a, uint64_t v) {
    MEM_CHECK(c, a, 8, "store to");
    v = __builtin_bswap64(v); memcpy(mem_base + a, &v, 8);
}

/* FP register halves: PA-RISC names the high 32 bits of frN "frNL" (also plain frN for
   single precision) and the low 32 bits "frNR". */
static inline uint32_t fr_get32(const struct cpu *c, unsigned r, int right) {
    return right ? (uint32_t)c->fr[r] : (uint32_t)(c->fr[r] >> 32);
}
static inline void fr_set32(struct cpu *c, unsigned r, int right, uint32_t v) {
    if (right) c->fr[r] = (c->fr[r] & 0xffffffff00000000ull) | v;
    else c->fr[r] = (c->fr[r] & 0xffffffffull) | ((uint64_t)v << 32);
}

#endif
