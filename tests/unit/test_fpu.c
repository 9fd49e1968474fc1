/* Unit tests of the floating-point coprocessor (emu/cpu/fpu.c).
   Instruction words were assembled with hppa64-linux-gnu-as (binutils, .level 2.0w) and
   checked with hppa64-linux-gnu-objdump; the assembly is beside each one.
   Build: cc -std=c11 -Wall -Wextra -O2 -I emu tests/unit/test_fpu.c emu/cpu/fpu.c \
          $(pkg-config --cflags --libs check) -lm */
#include <check.h>
#include <fenv.h>
#include <math.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "cpu.h"
#include "fpu.h"
#include "exec.h"
#undef BF   /* exec.h's bit field; BF here converts bits to float */

/* The reference computations run under fesetround(): clang must not reorder or
   speculate them (GCC does not while -ftrapping-math, its default, is in effect). */
#if defined(__clang__)
#pragma STDC FENV_ACCESS ON
#endif

/* ---- the guest machine the tests drive ---- */
uint8_t *mem_base;
static uint8_t membuf[0x40000];
static struct cpu C;

_Noreturn void guest_fault(struct cpu *c, enum fault_kind k, uint64_t addr, const char *what)
{
    c->fault = k;
    c->fault_addr = addr;
    c->fault_what = what;
    longjmp(c->fault_jmp, 1);
}

static void setup(void)
{
    memset(&C, 0, sizeof C);
    memset(membuf, 0, sizeof membuf);
    mem_base = membuf;
    C.iaoq_f = 0x10000;
    C.iaoq_b = 0x10004;
}

static int run_ref(uint32_t insn)
{
    C.fault = FAULT_NONE;
    if (setjmp(C.fault_jmp)) return C.fault;
    fpu_exec(&C, insn);
    return FAULT_NONE;
}

static int run_decoded(const struct dinsn *d)
{
    C.fault = FAULT_NONE;
    if (setjmp(C.fault_jmp)) return C.fault;
    d->fn(&C, d);
    return FAULT_NONE;
}

/* Execute one instruction; returns the fault kind (FAULT_NONE if none). When the
   decoder has a pre-decoded executor for the word (fpu_decode), it runs too, from the
   same state, and must leave the same registers, memory and fault. */
static int X(uint32_t insn)
{
    static uint8_t mem0[sizeof membuf], mem1[sizeof membuf];
    struct dinsn d = { 0 };
    struct cpu s0 = C, s1;
    memcpy(mem0, membuf, sizeof membuf);
    int f = run_ref(insn);
    if (!fpu_decode(&d, insn)) return f;
    d.raw = insn;
    s1 = C;
    memcpy(mem1, membuf, sizeof membuf);
    C = s0;
    memcpy(membuf, mem0, sizeof membuf);
    int g = run_decoded(&d);
    ck_assert_msg(g == f, "%08x: decoded fault %d, fpu_exec %d", insn, g, f);
    ck_assert_msg(!memcmp(C.gr, s1.gr, sizeof C.gr) && !memcmp(C.fr, s1.fr, sizeof C.fr) &&
                  C.nullify == s1.nullify && (f == FAULT_NONE || C.fault_addr == s1.fault_addr),
                  "%08x: decoded executor's registers differ from fpu_exec's", insn);
    ck_assert_msg(!memcmp(membuf, mem1, sizeof membuf), "%08x: memory differs", insn);
    return f;
}

static uint64_t DB(double d) { uint64_t u; memcpy(&u, &d, 8); return u; }
static double BD(uint64_t u) { double d; memcpy(&d, &u, 8); return d; }
static uint32_t FB(float f) { uint32_t u; memcpy(&u, &f, 4); return u; }
static float BF(uint32_t u) { float f; memcpy(&f, &u, 4); return f; }

static void setd(unsigned r, double v) { C.fr[r] = DB(v); }
static double getd(unsigned r) { return BD(C.fr[r]); }
static void setw(unsigned r, int right, uint32_t v) { fr_set32(&C, r, right, v); }
static uint32_t getw(unsigned r, int right) { return fr_get32(&C, r, right); }
static void setf(unsigned r, int right, float v) { setw(r, right, FB(v)); }
static float getf(unsigned r, int right) { return BF(getw(r, right)); }

static uint32_t SR(void) { return (uint32_t)(C.fr[0] >> 32); }
static void setsr(uint32_t s) { C.fr[0] = (C.fr[0] & 0xffffffffull) | ((uint64_t)s << 32); }
static void setrm(unsigned m) { setsr((SR() & ~FPSR_RM_MASK) | (m << FPSR_RM_SHIFT)); }
static unsigned FLAGS(void) { return SR() >> FPSR_FLAG_SHIFT; }
static void clrflags(void) { setsr(SR() & ~(0x1fu << FPSR_FLAG_SHIFT)); }
enum { FI = 1, FU = 2, FO = 4, FZ = 8, FV = 16 };

#define PA_QNAN_D 0x7ff4000000000000ull
#define PA_SNAN_D 0x7ff8000000000000ull   /* x86's default qNaN is a PA sNaN */
#define PA_QNAN_S 0x7fa00000u
#define PA_SNAN_S 0x7fc00000u

/* ---- arithmetic encodings (fr4, fr5 -> fr6) ---- */
#define FADD_D  0x30850e06u   /* fadd,dbl %fr4,%fr5,%fr6 */
#define FSUB_D  0x30852e06u   /* fsub,dbl %fr4,%fr5,%fr6 */
#define FMPY_D  0x30854e06u   /* fmpy,dbl %fr4,%fr5,%fr6 */
#define FDIV_D  0x30856e06u   /* fdiv,dbl %fr4,%fr5,%fr6 */
#define FREM_D  0x30858e06u   /* frem,dbl %fr4,%fr5,%fr6 */
#define FADD_S  0x30850606u   /* fadd,sgl %fr4,%fr5,%fr6        (0x0C: left halves) */
#define FADD_SE 0x388506c6u   /* fadd,sgl %fr4R,%fr5,%fr6R */
#define FSUB_SE 0x38853606u   /* fsub,sgl %fr4,%fr5R,%fr6 */
#define FMPY_SE 0x388556c6u   /* fmpy,sgl %fr4R,%fr5R,%fr6R */
#define FDIV_SE 0x388576c6u   /* fdiv,sgl %fr4R,%fr5R,%fr6R */

/* ---- basic arithmetic ---- */

START_TEST(t_fadd_dbl)
{
    setd(4, 1.5); setd(5, 2.25);
    ck_assert_int_eq(X(FADD_D), FAULT_NONE);
    ck_assert(getd(6) == 3.75);
    ck_assert_uint_eq(FLAGS(), 0);
    ck_assert_int_eq(X(FSUB_D), FAULT_NONE); ck_assert(getd(6) == -0.75);
    ck_assert_int_eq(X(FMPY_D), FAULT_NONE); ck_assert(getd(6) == 3.375);
    setd(5, 0.5);
    ck_assert_int_eq(X(FDIV_D), FAULT_NONE); ck_assert(getd(6) == 3.0);
    ck_assert_uint_eq(FLAGS(), 0);
}
END_TEST

START_TEST(t_fr0_reads_zero)
{
    C.fr[0] = 0x1234567800000000ull;  /* some status bits: must not be an operand */
    setsr(0);
    setd(4, 2.5);
    ck_assert_int_eq(X(0x30802e06u), FAULT_NONE);   /* fsub,dbl %fr4,%fr0,%fr6 */
    ck_assert(getd(6) == 2.5);
    ck_assert_int_eq(X(0x30004804u), FAULT_NONE);   /* fcpy,dbl %fr0,%fr4 */
    ck_assert_uint_eq(C.fr[4], 0);
}
END_TEST

START_TEST(t_frem)
{
    setd(4, 7.0); setd(5, 2.0);
    ck_assert_int_eq(X(FREM_D), FAULT_NONE);        /* IEEE remainder: 7 - 4*2 */
    ck_assert(getd(6) == -1.0);
    setd(4, 5.0); setd(5, 0.0);
    ck_assert_int_eq(X(FREM_D), FAULT_NONE);
    ck_assert_uint_eq(C.fr[6], PA_QNAN_D);
    ck_assert_uint_eq(FLAGS(), FV);
}
END_TEST

/* ---- rounding modes ---- */

START_TEST(t_fadd_rounding_ties)
{
    static const struct { unsigned rm; uint64_t a, b, r; } v[] = {
        /* 1 + 2^-53 lies halfway between 1 and 1+2^-52 */
        { FPSR_RM_NEAREST, 0x3ff0000000000000ull, 0x3ca0000000000000ull, 0x3ff0000000000000ull },
        { FPSR_RM_ZERO,    0x3ff0000000000000ull, 0x3ca0000000000000ull, 0x3ff0000000000000ull },
        { FPSR_RM_UP,      0x3ff0000000000000ull, 0x3ca0000000000000ull, 0x3ff0000000000001ull },
        { FPSR_RM_DOWN,    0x3ff0000000000000ull, 0x3ca0000000000000ull, 0x3ff0000000000000ull },
        /* (1+2^-52) + 2^-53: halfway, the even neighbour is 1+2^-51 */
        { FPSR_RM_NEAREST, 0x3ff0000000000001ull, 0x3ca0000000000000ull, 0x3ff0000000000002ull },
        { FPSR_RM_ZERO,    0x3ff0000000000001ull, 0x3ca0000000000000ull, 0x3ff0000000000001ull },
        /* negative: -1 - 2^-53 */
        { FPSR_RM_NEAREST, 0xbff0000000000000ull, 0xbca0000000000000ull, 0xbff0000000000000ull },
        { FPSR_RM_ZERO,    0xbff0000000000000ull, 0xbca0000000000000ull, 0xbff0000000000000ull },
        { FPSR_RM_UP,      0xbff0000000000000ull, 0xbca0000000000000ull, 0xbff0000000000000ull },
        { FPSR_RM_DOWN,    0xbff0000000000000ull, 0xbca0000000000000ull, 0xbff0000000000001ull },
    };
    for (unsigned i = 0; i < sizeof v / sizeof v[0]; i++) {
        setup();
        setrm(v[i].rm);
        C.fr[4] = v[i].a; C.fr[5] = v[i].b;
        ck_assert_int_eq(X(FADD_D), FAULT_NONE);
        ck_assert_msg(C.fr[6] == v[i].r, "case %u: got %016llx", i, (unsigned long long)C.fr[6]);
        ck_assert_uint_eq(FLAGS(), FI);
    }
    /* x - x is +0 except toward -infinity, where it is -0 */
    setup(); setd(4, 3.0); setd(5, 3.0);
    ck_assert_int_eq(X(FSUB_D), FAULT_NONE); ck_assert_uint_eq(C.fr[6], 0);
    setrm(FPSR_RM_DOWN);
    ck_assert_int_eq(X(FSUB_D), FAULT_NONE); ck_assert_uint_eq(C.fr[6], 0x8000000000000000ull);
}
END_TEST

START_TEST(t_fdiv_rounding)
{
    static const struct { unsigned rm; double a; uint64_t r; } v[] = {
        { FPSR_RM_NEAREST,  1.0, 0x3fd5555555555555ull },
        { FPSR_RM_ZERO,     1.0, 0x3fd5555555555555ull },
        { FPSR_RM_UP,       1.0, 0x3fd5555555555556ull },
        { FPSR_RM_DOWN,     1.0, 0x3fd5555555555555ull },
        { FPSR_RM_NEAREST, -1.0, 0xbfd5555555555555ull },
        { FPSR_RM_ZERO,    -1.0, 0xbfd5555555555555ull },
        { FPSR_RM_UP,      -1.0, 0xbfd5555555555555ull },
        { FPSR_RM_DOWN,    -1.0, 0xbfd5555555555556ull },
    };
    for (unsigned i = 0; i < sizeof v / sizeof v[0]; i++) {
        setup();
        setrm(v[i].rm);
        setd(4, v[i].a); setd(5, 3.0);
        ck_assert_int_eq(X(FDIV_D), FAULT_NONE);
        ck_assert_msg(C.fr[6] == v[i].r, "case %u: got %016llx", i, (unsigned long long)C.fr[6]);
        ck_assert_uint_eq(FLAGS(), FI);
    }
    /* single precision, right halves: 1/3 = 0x3eaaaaab (RN), 0x3eaaaaaa (RZ) */
    setup();
    setf(4, 1, 1.0f); setf(5, 1, 3.0f);
    ck_assert_int_eq(X(FDIV_SE), FAULT_NONE); ck_assert_uint_eq(getw(6, 1), 0x3eaaaaabu);
    setrm(FPSR_RM_ZERO);
    ck_assert_int_eq(X(FDIV_SE), FAULT_NONE); ck_assert_uint_eq(getw(6, 1), 0x3eaaaaaau);
}
END_TEST

/* ---- status flags ---- */

START_TEST(t_sticky_flags)
{
    setd(4, 1.0); setd(5, 0.0);
    ck_assert_int_eq(X(FDIV_D), FAULT_NONE);
    ck_assert(isinf(getd(6)) && getd(6) > 0);
    ck_assert_uint_eq(FLAGS(), FZ);
    setd(4, 1.0); setd(5, 2.0);                      /* exact: flags stay */
    ck_assert_int_eq(X(FADD_D), FAULT_NONE);
    ck_assert_uint_eq(FLAGS(), FZ);
    setd(4, 1.0); setd(5, 3.0);                      /* inexact adds I */
    ck_assert_int_eq(X(FDIV_D), FAULT_NONE);
    ck_assert_uint_eq(FLAGS(), FZ | FI);
    clrflags();
    setd(4, 0.0); setd(5, 0.0);                      /* 0/0: invalid, PA default NaN */
    ck_assert_int_eq(X(FDIV_D), FAULT_NONE);
    ck_assert_uint_eq(C.fr[6], PA_QNAN_D);
    ck_assert_uint_eq(FLAGS(), FV);
    clrflags();
    setd(4, 1e300); setd(5, 1e300);                  /* overflow */
    ck_assert_int_eq(X(FMPY_D), FAULT_NONE);
    ck_assert(isinf(getd(6)));
    ck_assert_uint_eq(FLAGS(), FO | FI);
    clrflags(); setrm(FPSR_RM_ZERO);                 /* overflow toward zero: largest finite */
    ck_assert_int_eq(X(FMPY_D), FAULT_NONE);
    ck_assert_uint_eq(C.fr[6], 0x7fefffffffffffffull);
    ck_assert_uint_eq(FLAGS(), FO | FI);
    clrflags(); setrm(FPSR_RM_NEAREST);
    setd(4, 1e-300); setd(5, 1e-300);                /* underflow */
    ck_assert_int_eq(X(FMPY_D), FAULT_NONE);
    ck_assert(getd(6) == 0.0);
    ck_assert_uint_eq(FLAGS(), FU | FI);
    clrflags();
    setd(4, INFINITY); setd(5, -INFINITY);           /* inf + -inf */
    ck_assert_int_eq(X(FADD_D), FAULT_NONE);
    ck_assert_uint_eq(C.fr[6], PA_QNAN_D);
    ck_assert_uint_eq(FLAGS(), FV);
}
END_TEST

START_TEST(t_denormals)
{
    C.fr[4] = 0x0010000000000000ull; setd(5, 0.5);   /* 2^-1022 * 0.5 = 2^-1023, exact */
    ck_assert_int_eq(X(FMPY_D), FAULT_NONE);
    ck_assert_uint_eq(C.fr[6], 0x0008000000000000ull);
    ck_assert_uint_eq(FLAGS(), 0);
    C.fr[4] = 0x0000000000000003ull; setd(5, 0.5);   /* 3 * 2^-1074 / 2: inexact tiny */
    ck_assert_int_eq(X(FMPY_D), FAULT_NONE);
    ck_assert_uint_eq(C.fr[6], 0x0000000000000002ull);  /* 1.5 ulp -> 2 (even) */
    ck_assert_uint_eq(FLAGS(), FU | FI);
    clrflags();
    /* (1-2^-53) * 2^-1022 rounds up to the smallest normal, yet is tiny before rounding
       to the denormal grid: underflow (tininess after rounding, unbounded exponent) */
    C.fr[4] = 0x20afffffffffffffull; C.fr[5] = 0x1f50000000000000ull;
    ck_assert_int_eq(X(FMPY_D), FAULT_NONE);
    ck_assert_uint_eq(C.fr[6], 0x0010000000000000ull);
    ck_assert_uint_eq(FLAGS(), FU | FI);
    clrflags();
    C.fr[4] = 0x0000000000000001ull; C.fr[5] = 0x0000000000000001ull;
    ck_assert_int_eq(X(FADD_D), FAULT_NONE);
    ck_assert_uint_eq(C.fr[6], 2);
    ck_assert_uint_eq(FLAGS(), 0);
#if defined(__x86_64__) && !defined(FPU_NO_SSE)
    /* D bit: denormal operands and results as zero (host DAZ/FTZ) */
    setsr(SR() | FPSR_D);
    ck_assert_int_eq(X(FADD_D), FAULT_NONE);
    ck_assert_uint_eq(C.fr[6], 0);
#endif
}
END_TEST

/* ---- traps ---- */

START_TEST(t_trap_enabled)
{
    setsr(FPSR_ENA_Z);
    setd(4, 1.0); setd(5, 0.0); C.fr[6] = 0x1111111111111111ull;
    ck_assert_int_eq(X(FDIV_D), FAULT_FPE);
    ck_assert_uint_eq(C.fault_addr, C.iaoq_f);
    ck_assert_uint_eq(C.fr[6], 0x1111111111111111ull);   /* destination untouched */
    ck_assert_uint_eq(FLAGS(), 0);                       /* the trapped flag not set */
    ck_assert(SR() & FPSR_T);
    ck_assert_uint_eq((uint32_t)C.fr[0] >> 26, 0x10);    /* exception register: Z */
    /* inexact trap on an inexact add; disabled exceptions are still just flags */
    setup(); setsr(FPSR_ENA_I);
    setd(4, 1.0); setd(5, 3.0);
    ck_assert_int_eq(X(FADD_D), FAULT_NONE);
    ck_assert_int_eq(X(FDIV_D), FAULT_FPE);
    setup(); setsr(FPSR_ENA_V);
    setd(4, 0.0); setd(5, 0.0);
    ck_assert_int_eq(X(FMPY_D), FAULT_NONE);
    ck_assert_int_eq(X(FDIV_D), FAULT_FPE);
    /* overflow trapped, inexact (disabled) recorded */
    setup(); setsr(FPSR_ENA_O);
    setd(4, 1e300); setd(5, 1e300);
    ck_assert_int_eq(X(FMPY_D), FAULT_FPE);
    ck_assert_uint_eq(FLAGS(), FI);
}
END_TEST

/* ---- NaN handling (PA: fraction MSB set = signalling) ---- */

START_TEST(t_nan_propagation)
{
    C.fr[4] = PA_QNAN_D | 5; setd(5, 1.0);
    ck_assert_int_eq(X(FADD_D), FAULT_NONE);
    ck_assert_uint_eq(C.fr[6], PA_QNAN_D | 5);
    ck_assert_uint_eq(FLAGS(), 0);
    setd(4, 1.0); C.fr[5] = PA_SNAN_D | 7;            /* sNaN: invalid, quieted */
    ck_assert_int_eq(X(FMPY_D), FAULT_NONE);
    ck_assert_uint_eq(C.fr[6], 0x7ff0000000000007ull);
    ck_assert_uint_eq(FLAGS(), FV);
    clrflags();
    C.fr[4] = PA_QNAN_D | 1; C.fr[5] = PA_SNAN_D;      /* sNaN wins over an earlier qNaN */
    ck_assert_int_eq(X(FSUB_D), FAULT_NONE);
    ck_assert_uint_eq(C.fr[6], PA_QNAN_D);             /* quieting 0x7ff8.. leaves no payload */
    ck_assert_uint_eq(FLAGS(), FV);
    clrflags();
    setw(4, 1, PA_QNAN_S | 3); setf(5, 1, 2.0f);       /* single */
    ck_assert_int_eq(X(FMPY_SE), FAULT_NONE);
    ck_assert_uint_eq(getw(6, 1), PA_QNAN_S | 3);
    setw(5, 1, PA_SNAN_S | 9);
    setf(4, 1, 1.0f);
    ck_assert_int_eq(X(FMPY_SE), FAULT_NONE);
    ck_assert_uint_eq(getw(6, 1), 0x7f800009u);
    ck_assert_uint_eq(FLAGS(), FV);
    clrflags();
    setf(4, 1, 0.0f); setf(5, 1, 0.0f);
    ck_assert_int_eq(X(FDIV_SE), FAULT_NONE);
    ck_assert_uint_eq(getw(6, 1), PA_QNAN_S);
    ck_assert_uint_eq(FLAGS(), FV);
}
END_TEST

START_TEST(t_sign_ops_bits_only)
{
    C.fr[5] = PA_SNAN_D | 3;                           /* even a signalling NaN: no flags */
    ck_assert_int_eq(X(0x30a0c806u), FAULT_NONE);      /* fneg,dbl %fr5,%fr6 */
    ck_assert_uint_eq(C.fr[6], 0x8000000000000000ull | PA_SNAN_D | 3);
    C.fr[5] = 0xfff4000000000001ull;
    ck_assert_int_eq(X(0x30a06806u), FAULT_NONE);      /* fabs,dbl %fr5,%fr6 */
    ck_assert_uint_eq(C.fr[6], 0x7ff4000000000001ull);
    ck_assert_int_eq(X(0x30a0e806u), FAULT_NONE);      /* fnegabs,dbl %fr5,%fr6 */
    ck_assert_uint_eq(C.fr[6], 0xfff4000000000001ull);
    ck_assert_uint_eq(FLAGS(), 0);
    setw(5, 1, 0x7fc00001u); setw(6, 0, 0xdeadbeefu);
    ck_assert_int_eq(X(0x38a0c0c6u), FAULT_NONE);      /* fneg,sgl %fr5R,%fr6R */
    ck_assert_uint_eq(getw(6, 1), 0xffc00001u);
    ck_assert_uint_eq(getw(6, 0), 0xdeadbeefu);        /* other half untouched */
    ck_assert_int_eq(X(0x38a0e0c6u), FAULT_NONE);      /* fnegabs,sgl %fr5R,%fr6R */
    ck_assert_uint_eq(getw(6, 1), 0xffc00001u);
    ck_assert_int_eq(X(0x38a06086u), FAULT_NONE);      /* fabs,sgl %fr5R,%fr6 */
    ck_assert_uint_eq(getw(6, 0), 0x7fc00001u);
    ck_assert_int_eq(X(0x38a040c6u), FAULT_NONE);      /* fcpy,sgl %fr5R,%fr6R */
    ck_assert_uint_eq(getw(6, 1), 0x7fc00001u);
    ck_assert_uint_eq(FLAGS(), 0);
}
END_TEST

/* ---- single precision halves ---- */

START_TEST(t_single_halves)
{
    setw(4, 0, FB(100.0f)); setf(4, 1, 1.5f);
    setf(5, 0, 2.0f); setw(5, 1, FB(-7.0f));
    setw(6, 0, 0xcafef00du); setw(6, 1, 0x12345678u);
    ck_assert_int_eq(X(FADD_SE), FAULT_NONE);          /* fr6R = fr4R + fr5L */
    ck_assert(getf(6, 1) == 3.5f);
    ck_assert_uint_eq(getw(6, 0), 0xcafef00du);
    ck_assert_int_eq(X(FSUB_SE), FAULT_NONE);          /* fr6L = fr4L - fr5R */
    ck_assert(getf(6, 0) == 107.0f);
    ck_assert(getf(6, 1) == 3.5f);
    ck_assert_int_eq(X(FMPY_SE), FAULT_NONE);          /* fr6R = fr4R * fr5R */
    ck_assert(getf(6, 1) == -10.5f);
    ck_assert_int_eq(X(FADD_S), FAULT_NONE);           /* 0x0C single: fr6L = fr4L + fr5L */
    ck_assert(getf(6, 0) == 102.0f);
    ck_assert(getf(6, 1) == -10.5f);
    ck_assert_uint_eq(FLAGS(), 0);
    /* fr0 left half reads as zero, fr0 right half (an exception register) does not */
    C.fr[0] = 0;
    setw(0, 1, FB(5.0f));
    setf(5, 1, 1.0f);
    ck_assert_int_eq(X(0x38055706u), FAULT_NONE);      /* xmpyu %fr0,%fr5R,%fr6 */
    ck_assert_uint_eq(C.fr[6], 0);
}
END_TEST

/* ---- sqrt, rnd ---- */

START_TEST(t_sqrt_rnd)
{
    setd(5, 2.0);
    ck_assert_int_eq(X(0x30a08806u), FAULT_NONE);      /* fsqrt,dbl %fr5,%fr6 */
    ck_assert_uint_eq(C.fr[6], 0x3ff6a09e667f3bcdull);
    ck_assert_uint_eq(FLAGS(), FI);
    clrflags(); setrm(FPSR_RM_UP);                     /* the nearest value is above sqrt(2) */
    ck_assert_int_eq(X(0x30a08806u), FAULT_NONE);
    ck_assert_uint_eq(C.fr[6], 0x3ff6a09e667f3bcdull);
    setrm(FPSR_RM_ZERO);
    ck_assert_int_eq(X(0x30a08806u), FAULT_NONE);
    ck_assert_uint_eq(C.fr[6], 0x3ff6a09e667f3bccull);
    clrflags(); setrm(FPSR_RM_NEAREST);
    setd(5, -4.0);
    ck_assert_int_eq(X(0x30a08806u), FAULT_NONE);
    ck_assert_uint_eq(C.fr[6], PA_QNAN_D);
    ck_assert_uint_eq(FLAGS(), FV);
    clrflags();
    setd(5, -0.0);
    ck_assert_int_eq(X(0x30a08806u), FAULT_NONE);
    ck_assert_uint_eq(C.fr[6], 0x8000000000000000ull);
    ck_assert_uint_eq(FLAGS(), 0);
    setf(5, 1, 16.0f);
    ck_assert_int_eq(X(0x38a080c6u), FAULT_NONE);      /* fsqrt,sgl %fr5R,%fr6R */
    ck_assert(getf(6, 1) == 4.0f);

    /* frnd,dbl %fr5,%fr6 = 0x30a0a806 */
    static const struct { unsigned rm; double in, out; } v[] = {
        { FPSR_RM_NEAREST, 2.5, 2.0 }, { FPSR_RM_NEAREST, 3.5, 4.0 },
        { FPSR_RM_NEAREST, -2.5, -2.0 }, { FPSR_RM_NEAREST, 2.6, 3.0 },
        { FPSR_RM_ZERO, 2.9, 2.0 }, { FPSR_RM_ZERO, -2.9, -2.0 },
        { FPSR_RM_UP, 2.1, 3.0 }, { FPSR_RM_UP, -2.9, -2.0 },
        { FPSR_RM_DOWN, 2.9, 2.0 }, { FPSR_RM_DOWN, -2.1, -3.0 },
        { FPSR_RM_NEAREST, 0.5, 0.0 }, { FPSR_RM_UP, 0.25, 1.0 },
        { FPSR_RM_DOWN, -0.25, -1.0 }, { FPSR_RM_NEAREST, 4503599627370497.0, 4503599627370497.0 },
    };
    for (unsigned i = 0; i < sizeof v / sizeof v[0]; i++) {
        setup(); setrm(v[i].rm); setd(5, v[i].in);
        ck_assert_int_eq(X(0x30a0a806u), FAULT_NONE);
        ck_assert_msg(getd(6) == v[i].out, "frnd case %u: %g", i, getd(6));
        ck_assert_uint_eq(FLAGS(), v[i].in == v[i].out ? 0u : (unsigned)FI);
    }
    setup(); setd(5, -0.4);                            /* rounds to -0 */
    ck_assert_int_eq(X(0x30a0a806u), FAULT_NONE);
    ck_assert_uint_eq(C.fr[6], 0x8000000000000000ull);
    setup(); setrm(FPSR_RM_UP); setf(5, 1, 1.25f);
    ck_assert_int_eq(X(0x38a0a0c6u), FAULT_NONE);      /* frnd,sgl %fr5R,%fr6R */
    ck_assert(getf(6, 1) == 2.0f);
    ck_assert_uint_eq(FLAGS(), FI);
}
END_TEST

/* ---- conversions ---- */

#define FCNV_DBL_W    0x38a10a46u   /* fcnv,dbl,w %fr5,%fr6R       (fcnvfx,dbl,sgl) */
#define FCNV_T_DBL_W  0x38a18a46u   /* fcnv,t,dbl,w %fr5,%fr6R     (fcnvfxt,dbl,sgl) */
#define FCNV_DBL_DW   0x30a12a06u   /* fcnv,dbl,dw %fr5,%fr6       (fcnvfx,dbl,dbl) */
#define FCNV_T_DBL_DW 0x30a1aa06u   /* fcnv,t,dbl,dw %fr5,%fr6 */
#define FCNV_DBL_UW   0x38a30a46u   /* fcnv,dbl,uw %fr5,%fr6R */
#define FCNV_T_DBL_UW 0x38a38a46u   /* fcnv,t,dbl,uw %fr5,%fr6R */
#define FCNV_DBL_UDW  0x30a32a06u   /* fcnv,dbl,udw %fr5,%fr6 */
#define FCNV_T_DBL_UDW 0x30a3aa06u  /* fcnv,t,dbl,udw %fr5,%fr6 */
#define FCNV_SGL_W    0x38a102c6u   /* fcnv,sgl,w %fr5R,%fr6R */
#define FCNV_T_SGL_DW 0x38a1a286u   /* fcnv,t,sgl,dw %fr5R,%fr6 */
#define FCNV_SGL_UW   0x30a30206u   /* fcnv,sgl,uw %fr5,%fr6 */

START_TEST(t_fcnv_to_int_rounding)
{
    static const struct { unsigned rm; double in; int32_t out; } v[] = {
        { FPSR_RM_NEAREST, 2.5, 2 }, { FPSR_RM_NEAREST, 3.5, 4 }, { FPSR_RM_NEAREST, -2.5, -2 },
        { FPSR_RM_NEAREST, -2.51, -3 }, { FPSR_RM_ZERO, 2.5, 2 }, { FPSR_RM_ZERO, -2.5, -2 },
        { FPSR_RM_UP, 2.5, 3 }, { FPSR_RM_UP, -2.5, -2 }, { FPSR_RM_DOWN, 2.5, 2 },
        { FPSR_RM_DOWN, -2.5, -3 }, { FPSR_RM_NEAREST, 0.5, 0 }, { FPSR_RM_NEAREST, 1.5, 2 },
        { FPSR_RM_NEAREST, -0.75, -1 }, { FPSR_RM_UP, 1e-300, 1 }, { FPSR_RM_DOWN, -1e-300, -1 },
    };
    for (unsigned i = 0; i < sizeof v / sizeof v[0]; i++) {
        setup(); setrm(v[i].rm); setd(5, v[i].in);
        ck_assert_int_eq(X(FCNV_DBL_W), FAULT_NONE);
        ck_assert_msg((int32_t)getw(6, 1) == v[i].out, "case %u: %d", i, (int32_t)getw(6, 1));
        ck_assert_uint_eq(FLAGS(), FI);
    }
    /* ,t truncates whatever the mode */
    setup(); setrm(FPSR_RM_UP); setd(5, -2.7);
    ck_assert_int_eq(X(FCNV_T_DBL_W), FAULT_NONE);
    ck_assert_int_eq((int32_t)getw(6, 1), -2);
    setrm(FPSR_RM_DOWN); setd(5, 2.7);
    ck_assert_int_eq(X(FCNV_T_DBL_W), FAULT_NONE);
    ck_assert_int_eq((int32_t)getw(6, 1), 2);
    ck_assert_uint_eq(FLAGS(), FI);
    /* exact: no flag */
    setup(); setd(5, -123456.0);
    ck_assert_int_eq(X(FCNV_T_DBL_W), FAULT_NONE);
    ck_assert_int_eq((int32_t)getw(6, 1), -123456);
    ck_assert_uint_eq(FLAGS(), 0);
    /* dw */
    setup(); setd(5, -9007199254740993.0 /* = -2^53-1 rounded to -2^53 */);
    ck_assert_int_eq(X(FCNV_DBL_DW), FAULT_NONE);
    ck_assert_uint_eq(C.fr[6], (uint64_t)-9007199254740992ll);
    setd(5, 1e18 + 0.0);
    ck_assert_int_eq(X(FCNV_T_DBL_DW), FAULT_NONE);
    ck_assert_uint_eq(C.fr[6], 1000000000000000000ull);
    /* single source */
    setup(); setf(5, 1, -7.5f);
    ck_assert_int_eq(X(FCNV_SGL_W), FAULT_NONE);
    ck_assert_int_eq((int32_t)getw(6, 1), -8);
    setf(5, 1, -7.9f);
    ck_assert_int_eq(X(FCNV_T_SGL_DW), FAULT_NONE);
    ck_assert_uint_eq(C.fr[6], (uint64_t)-7ll);
}
END_TEST

START_TEST(t_fcnv_to_int_invalid)
{
    static const struct { uint32_t insn; uint64_t in; uint64_t out; unsigned fl; } v[] = {
        { FCNV_DBL_W, 0x41e65a0bc0000000ull /* 3e9 */,  0x7fffffff, FV },
        { FCNV_DBL_W, 0xc1e65a0bc0000000ull /* -3e9 */, 0x80000000, FV },
        { FCNV_DBL_W, PA_QNAN_D,                        0x7fffffff, FV },
        { FCNV_DBL_W, 0xfff4000000000000ull /* -NaN */, 0x80000000, FV },
        { FCNV_DBL_W, 0x7ff0000000000000ull /* +inf */, 0x7fffffff, FV },
        { FCNV_DBL_W, 0xfff0000000000000ull /* -inf */, 0x80000000, FV },
        { FCNV_DBL_W, 0xc1e0000000000000ull /* -2^31 */, 0x80000000, 0 },
        { FCNV_DBL_W, 0x41dfffffffd9999aull /* 2147483647.4 */, 0x7fffffff, FI },
        { FCNV_DBL_W, 0x41dfffffffe66666ull /* 2147483647.6 */, 0x7fffffff, FV },
        { FCNV_T_DBL_W, 0x41dfffffffe66666ull /* 2147483647.6 */, 0x7fffffff, FI },
        { FCNV_T_DBL_W, 0xc1e00000001ccccdull /* -2147483648.9 */, 0x80000000, FI },
        { FCNV_T_DBL_W, 0xc1e0000000200000ull /* -2147483649 */, 0x80000000, FV },
        { FCNV_DBL_DW, 0x43e0000000000000ull /* 2^63 */, 0x7fffffffffffffffull, FV },
        { FCNV_DBL_DW, 0xc3e0000000000000ull /* -2^63 */, 0x8000000000000000ull, 0 },
        { FCNV_DBL_DW, PA_SNAN_D, 0x7fffffffffffffffull, FV },
        { FCNV_DBL_UW, 0xbff0000000000000ull /* -1 */, 0, FV },
        { FCNV_DBL_UW, 0xbfd3333333333333ull /* -0.3 */, 0, FI },
        { FCNV_DBL_UW, 0xbfe6666666666666ull /* -0.7 */, 0, FV },
        { FCNV_T_DBL_UW, 0xbfe6666666666666ull /* -0.7 */, 0, FI },
        { FCNV_DBL_UW, 0x41efffffffe00000ull /* 4294967295 */, 0xffffffff, 0 },
        { FCNV_DBL_UW, 0x41f0000000000000ull /* 2^32 */, 0xffffffff, FV },
        { FCNV_DBL_UW, 0xfff0000000000000ull /* -inf */, 0, FV },
        { FCNV_DBL_UDW, 0x43f0000000000000ull /* 2^64 */, ~0ull, FV },
        { FCNV_DBL_UDW, 0x43efffffffffffffull /* 2^64-2048 */, 0xfffffffffffff800ull, 0 },
        { FCNV_T_DBL_UDW, 0xc3e0000000000000ull /* -2^63 */, 0, FV },
        { FCNV_T_DBL_UDW, PA_QNAN_D, ~0ull, FV },
        { FCNV_DBL_DW, 0x8000000000000000ull /* -0 */, 0, 0 },
        { FCNV_DBL_UW, 0x8000000000000000ull /* -0 */, 0, 0 },
    };
    for (unsigned i = 0; i < sizeof v / sizeof v[0]; i++) {
        setup();
        C.fr[5] = v[i].in;
        C.fr[6] = 0x5555555555555555ull;
        ck_assert_int_eq(X(v[i].insn), FAULT_NONE);
        uint64_t got = ((v[i].insn >> 13) & 1) ? C.fr[6] : getw(6, 1);
        ck_assert_msg(got == v[i].out, "case %u: got %llx", i, (unsigned long long)got);
        ck_assert_msg(FLAGS() == v[i].fl, "case %u: flags %x", i, FLAGS());
    }
    /* single source: NaN and overflow */
    setup(); setw(5, 0, 0xff800000u);                  /* -inf */
    ck_assert_int_eq(X(FCNV_SGL_UW), FAULT_NONE);
    ck_assert_uint_eq(getw(6, 0), 0);
    ck_assert_uint_eq(FLAGS(), FV);
    setup(); setw(5, 1, 0x4f000000u);                  /* 2^31 */
    ck_assert_int_eq(X(FCNV_SGL_W), FAULT_NONE);
    ck_assert_uint_eq(getw(6, 1), 0x7fffffffu);
    ck_assert_uint_eq(FLAGS(), FV);
    /* invalid with the trap enabled: nothing written */
    setup(); setsr(FPSR_ENA_V); C.fr[5] = PA_QNAN_D; setw(6, 1, 42);
    ck_assert_int_eq(X(FCNV_DBL_W), FAULT_FPE);
    ck_assert_uint_eq(getw(6, 1), 42);
}
END_TEST

START_TEST(t_fcnv_from_int)
{
    /* fcnv,w,sgl %fr5R,%fr6R = 0x38a082c6: 2^24+1 is a tie */
    static const struct { unsigned rm; int32_t in; uint32_t out; } v[] = {
        { FPSR_RM_NEAREST, 16777217, 0x4b800000u }, { FPSR_RM_ZERO, 16777217, 0x4b800000u },
        { FPSR_RM_UP, 16777217, 0x4b800001u }, { FPSR_RM_DOWN, 16777217, 0x4b800000u },
        { FPSR_RM_NEAREST, 16777219, 0x4b800002u }, { FPSR_RM_DOWN, -16777217, 0xcb800001u },
    };
    for (unsigned i = 0; i < sizeof v / sizeof v[0]; i++) {
        setup(); setrm(v[i].rm); setw(5, 1, (uint32_t)v[i].in);
        ck_assert_int_eq(X(0x38a082c6u), FAULT_NONE);
        ck_assert_msg(getw(6, 1) == v[i].out, "case %u: %08x", i, getw(6, 1));
        ck_assert_uint_eq(FLAGS(), FI);
    }
    setup(); setw(5, 1, (uint32_t)-5);
    ck_assert_int_eq(X(0x38a0a286u), FAULT_NONE);      /* fcnv,w,dbl %fr5R,%fr6 */
    ck_assert(getd(6) == -5.0);
    ck_assert_uint_eq(FLAGS(), 0);
    setw(5, 1, 0xffffffffu);
    ck_assert_int_eq(X(0x38a2a286u), FAULT_NONE);      /* fcnv,uw,dbl %fr5R,%fr6 */
    ck_assert(getd(6) == 4294967295.0);
    C.fr[5] = (1ull << 53) + 1;
    ck_assert_int_eq(X(0x30a0aa06u), FAULT_NONE);      /* fcnv,dw,dbl %fr5,%fr6 */
    ck_assert_uint_eq(C.fr[6], 0x4340000000000000ull);
    ck_assert_uint_eq(FLAGS(), FI);
    clrflags();
    C.fr[5] = ~0ull;
    ck_assert_int_eq(X(0x30a2aa06u), FAULT_NONE);      /* fcnv,udw,dbl %fr5,%fr6 */
    ck_assert_uint_eq(C.fr[6], 0x43f0000000000000ull);
    ck_assert_uint_eq(FLAGS(), FI);
    setrm(FPSR_RM_ZERO);
    ck_assert_int_eq(X(0x30a2aa06u), FAULT_NONE);
    ck_assert_uint_eq(C.fr[6], 0x43efffffffffffffull);
    C.fr[5] = 0x8000000000000000ull;                   /* as signed: -2^63, exact */
    clrflags(); setrm(FPSR_RM_NEAREST);
    ck_assert_int_eq(X(0x30a0aa06u), FAULT_NONE);
    ck_assert(getd(6) == -9223372036854775808.0);
    ck_assert_uint_eq(FLAGS(), 0);
    C.fr[5] = 0xffffff0000000001ull;
    ck_assert_int_eq(X(0x38a28a46u), FAULT_NONE);      /* fcnv,udw,sgl %fr5,%fr6R */
    ck_assert_uint_eq(getw(6, 1), 0x5f7fffffu);        /* 2^64-2^40 (+1 rounded off) */
    ck_assert_uint_eq(FLAGS(), FI);
}
END_TEST

START_TEST(t_fcnv_float_float)
{
    setd(5, 1e300);
    ck_assert_int_eq(X(0x38a00a46u), FAULT_NONE);      /* fcnv,dbl,sgl %fr5,%fr6R */
    ck_assert_uint_eq(getw(6, 1), 0x7f800000u);
    ck_assert_uint_eq(FLAGS(), FO | FI);
    clrflags(); setrm(FPSR_RM_ZERO);
    ck_assert_int_eq(X(0x38a00a46u), FAULT_NONE);
    ck_assert_uint_eq(getw(6, 1), 0x7f7fffffu);
    clrflags(); setrm(FPSR_RM_NEAREST);
    setd(5, 0.1);
    ck_assert_int_eq(X(0x30a00a06u), FAULT_NONE);      /* fcnvff,dbl,sgl %fr5,%fr6 */
    ck_assert_uint_eq(getw(6, 0), FB(0.1f));
    ck_assert_uint_eq(FLAGS(), FI);
    clrflags();
    setw(5, 1, FB(0.1f));
    ck_assert_int_eq(X(0x38a02286u), FAULT_NONE);      /* fcnv,sgl,dbl %fr5R,%fr6 */
    ck_assert(getd(6) == (double)0.1f);
    ck_assert_uint_eq(FLAGS(), 0);
    setw(5, 1, PA_SNAN_S | 1);                         /* sNaN -> quiet double NaN, invalid */
    ck_assert_int_eq(X(0x38a02286u), FAULT_NONE);
    ck_assert_uint_eq(C.fr[6], 0x7ff0000020000000ull);
    ck_assert_uint_eq(FLAGS(), FV);
    clrflags();
    C.fr[5] = PA_QNAN_D;
    ck_assert_int_eq(X(0x38a00a46u), FAULT_NONE);
    ck_assert_uint_eq(getw(6, 1), PA_QNAN_S);
    ck_assert_uint_eq(FLAGS(), 0);
    setw(5, 0, FB(2.5f));
    ck_assert_int_eq(X(0x30a02206u), FAULT_NONE);      /* fcnvff,sgl,dbl %fr5,%fr6 */
    ck_assert(getd(6) == 2.5);
}
END_TEST

/* ---- FCMP / FTEST ---- */

/* Relation bit within the condition: 4 greater, 3 less, 2 equal, 1 unordered. */
static void cmp_case(uint64_t a, uint64_t b, uint32_t sa, uint32_t sb, unsigned rel, int snan)
{
    for (unsigned cond = 0; cond < 32; cond++) {
        setup();
        C.fr[4] = a; C.fr[5] = b;
        ck_assert_int_eq(X(0x30850c00u | cond), FAULT_NONE);   /* fcmp,dbl,<cond> %fr4,%fr5 */
        unsigned want = (cond >> rel) & 1;
        ck_assert_msg(!!(SR() & FPSR_C) == want, "cond %u rel %u", cond, rel);
        unsigned inv = rel == 1 && ((cond & 1) || snan);
        ck_assert_msg(FLAGS() == (inv ? (unsigned)FV : 0u), "cond %u rel %u flags %x", cond, rel, FLAGS());
        /* the same for single precision on right halves: fcmp,sgl,= %fr4R,%fr5 + cond */
        setup();
        setw(4, 1, sa); setw(5, 0, sb);
        ck_assert_int_eq(X(0x38850480u | cond), FAULT_NONE);
        ck_assert_msg(!!(SR() & FPSR_C) == want, "sgl cond %u rel %u", cond, rel);
        ck_assert_uint_eq(FLAGS(), inv ? (unsigned)FV : 0u);
        /* a signalling condition on unordered operands traps when V is enabled */
        if (inv) {
            setup(); setsr(FPSR_ENA_V | FPSR_C);
            C.fr[4] = a; C.fr[5] = b;
            ck_assert_int_eq(X(0x30850c00u | cond), FAULT_FPE);
            ck_assert(SR() & FPSR_C);                          /* unchanged */
        }
    }
}

START_TEST(t_fcmp_all_conditions)
{
    cmp_case(DB(2.0), DB(1.0), FB(2.0f), FB(1.0f), 4, 0);          /* greater */
    cmp_case(DB(-1.0), DB(1.0), FB(-1.0f), FB(1.0f), 3, 0);        /* less */
    cmp_case(DB(0.0), DB(-0.0), FB(0.0f), FB(-0.0f), 2, 0);        /* equal, +0 == -0 */
    cmp_case(DB(-2.5), DB(-2.5), FB(-2.5f), FB(-2.5f), 2, 0);
    cmp_case(DB(INFINITY), DB(1e308), 0x7f800000u, 0x7f7fffffu, 4, 0);
    cmp_case(DB(-INFINITY), DB(-1e308), 0xff800000u, 0xff7fffffu, 3, 0);
    cmp_case(0x0000000000000001ull, 0, 1u, 0u, 4, 0);               /* denormal > 0 */
    cmp_case(0x8000000000000001ull, 0, 0x80000001u, 0u, 3, 0);     /* -denormal < 0 */
    cmp_case(PA_QNAN_D, DB(1.0), PA_QNAN_S, FB(1.0f), 1, 0);       /* unordered, quiet NaN */
    cmp_case(DB(1.0), PA_QNAN_D | 0x8000000000000000ull, FB(1.0f), PA_QNAN_S | 0x80000000u, 1, 0);
    cmp_case(PA_SNAN_D, DB(1.0), PA_SNAN_S, FB(1.0f), 1, 1);       /* unordered, signalling NaN */
}
END_TEST

START_TEST(t_fcmp_named)
{
    setd(4, 1.0); setd(5, 2.0);
    ck_assert_int_eq(X(0x30850c09u), FAULT_NONE);      /* fcmp,dbl,< %fr4,%fr5 */
    ck_assert(SR() & FPSR_C);
    setd(4, -3.0);
    ck_assert_int_eq(X(0x30800c17u), FAULT_NONE);      /* fcmp,dbl,!< %fr4,%fr0 (fr0 = 0) */
    ck_assert(!(SR() & FPSR_C));
    setd(4, 3.0);
    ck_assert_int_eq(X(0x30800c17u), FAULT_NONE);
    ck_assert(SR() & FPSR_C);
    setw(4, 0, FB(5.0f)); setw(5, 1, FB(5.0f));
    ck_assert_int_eq(X(0x3885141au), FAULT_NONE);      /* fcmp,sgl,!= %fr4,%fr5R */
    ck_assert(!(SR() & FPSR_C));
    setw(4, 0, FB(6.0f)); setw(5, 0, FB(5.0f));
    ck_assert_int_eq(X(0x30850411u), FAULT_NONE);      /* fcmp,sgl,> %fr4,%fr5 (0x0C) */
    ck_assert(SR() & FPSR_C);
    C.fr[4] = PA_QNAN_D;
    ck_assert_int_eq(X(0x30850c08u), FAULT_NONE);      /* fcmp,dbl,!?>= : quiet */
    ck_assert(!(SR() & FPSR_C));
    ck_assert_uint_eq(FLAGS(), 0);
    ck_assert_int_eq(X(0x30850c09u), FAULT_NONE);      /* < on NaN: false, invalid */
    ck_assert(!(SR() & FPSR_C));
    ck_assert_uint_eq(FLAGS(), FV);
}
END_TEST

START_TEST(t_compare_queue)
{
    /* queued compares shift C into CQ[0] (bit 21) and CQ right by one */
    static const int res[4] = { 1, 0, 1, 1 };
    for (int i = 0; i < 4; i++) {
        setd(4, res[i] ? 1.0 : 3.0); setd(5, 2.0);
        ck_assert_int_eq(X(0x30850c09u), FAULT_NONE);  /* fcmp,dbl,< %fr4,%fr5 */
    }
    ck_assert(SR() & FPSR_C);                          /* latest: 1 */
    ck_assert_uint_eq((SR() >> 19) & 7, 0x5);          /* CQ[0..2] = 1,0,1 at bits 21,20,19 */
    ck_assert_uint_eq(SR() & (0xffu << 11), 0);
    /* targeted: fcmp,dbl,< %fr4,%fr5,3 -> CA[3] = bit 18, C untouched */
    setup();
    setd(4, 1.0); setd(5, 2.0);
    ck_assert_int_eq(X(0x30858c09u), FAULT_NONE);
    ck_assert_uint_eq(SR(), 1u << 18);
    ck_assert_int_eq(X(0x30852c09u), FAULT_NONE);      /* ...,0 -> CA[0] = bit 21 */
    ck_assert_uint_eq(SR(), (1u << 18) | (1u << 21));
    ck_assert_int_eq(X(0x3085ec09u), FAULT_NONE);      /* ...,6 -> CA[6] = bit 15 */
    ck_assert_uint_eq(SR(), (1u << 18) | (1u << 21) | (1u << 15));
    setd(4, 3.0);
    ck_assert_int_eq(X(0x30858c09u), FAULT_NONE);      /* false clears CA[3] */
    ck_assert_uint_eq(SR(), (1u << 21) | (1u << 15));
    setw(4, 0, FB(2.0f)); setw(5, 0, FB(1.0f));
    ck_assert_int_eq(X(0x3085e415u), FAULT_NONE);      /* fcmp,sgl,>= %fr4,%fr5,6 */
    ck_assert(SR() & (1u << 15));
}
END_TEST

START_TEST(t_ftest)
{
    setsr(FPSR_C);
    C.nullify = 0;
    ck_assert_int_eq(X(0x30002420u), FAULT_NONE);      /* ftest */
    ck_assert_int_eq(C.nullify, 1);
    setsr(0); C.nullify = 0;
    ck_assert_int_eq(X(0x30002420u), FAULT_NONE);
    ck_assert_int_eq(C.nullify, 0);
    /* the fcmp/ftest pair gcc emits for "if (a < b)": fcmp,!< then ftest; branch */
    setd(4, 1.0); setd(5, 2.0); C.nullify = 0;
    ck_assert_int_eq(X(0x30850c17u), FAULT_NONE);      /* fcmp,dbl,!< %fr4,%fr5 */
    ck_assert_int_eq(X(0x30002420u), FAULT_NONE);
    ck_assert_int_eq(C.nullify, 0);                    /* a < b: the branch runs */
    C.fr[4] = PA_QNAN_D;
    ck_assert_int_eq(X(0x30850c17u), FAULT_NONE);
    ck_assert_int_eq(X(0x30002420u), FAULT_NONE);
    ck_assert_int_eq(C.nullify, 1);                    /* unordered: not less */
    /* acc: nullify if C or any CQ bit is 1; rej: nullify if all are 0 */
    setsr(0); C.nullify = 0;
    ck_assert_int_eq(X(0x30002421u), FAULT_NONE);      /* ftest,acc */
    ck_assert_int_eq(C.nullify, 0);
    ck_assert_int_eq(X(0x30002422u), FAULT_NONE);      /* ftest,rej */
    ck_assert_int_eq(C.nullify, 1);
    setsr(1u << 11); C.nullify = 0;                    /* CQ[10] */
    ck_assert_int_eq(X(0x30002421u), FAULT_NONE);
    ck_assert_int_eq(C.nullify, 1);
    C.nullify = 0;
    ck_assert_int_eq(X(0x30002425u), FAULT_NONE);      /* ftest,acc8: CQ[0..6] only */
    ck_assert_int_eq(C.nullify, 0);
    ck_assert_int_eq(X(0x30002426u), FAULT_NONE);      /* ftest,rej8 */
    ck_assert_int_eq(C.nullify, 1);
    setsr(1u << 19); C.nullify = 0;                    /* CQ[2] */
    ck_assert_int_eq(X(0x30002431u), FAULT_NONE);      /* ftest,acc2: C, CQ[0] */
    ck_assert_int_eq(C.nullify, 0);
    ck_assert_int_eq(X(0x3000242du), FAULT_NONE);      /* ftest,acc4: C, CQ[0..2] */
    ck_assert_int_eq(C.nullify, 1);
    C.nullify = 0;
    ck_assert_int_eq(X(0x30002429u), FAULT_NONE);      /* ftest,acc6 */
    ck_assert_int_eq(C.nullify, 1);
    ck_assert_int_eq(X(0x30002423u), FAULT_ILL);       /* undefined test */
}
END_TEST

/* ---- XMPYU ---- */

START_TEST(t_xmpyu)
{
    setw(4, 1, 0xffffffffu); setw(5, 1, 0xffffffffu);
    setw(4, 0, 3); setw(5, 0, 5);
    ck_assert_int_eq(X(0x38855786u), FAULT_NONE);      /* xmpyu %fr4R,%fr5R,%fr6 */
    ck_assert_uint_eq(C.fr[6], 0xfffffffe00000001ull);
    ck_assert_int_eq(X(0x38854706u), FAULT_NONE);      /* xmpyu %fr4,%fr5,%fr6 (left) */
    ck_assert_uint_eq(C.fr[6], 15);
    ck_assert_int_eq(X(0x3885571fu), FAULT_NONE);      /* xmpyu %fr4L,%fr5R,%fr31 */
    ck_assert_uint_eq(C.fr[31], 3ull * 0xffffffffull);
    setw(4, 0, 0x80000000u); setw(5, 1, 2);
    ck_assert_int_eq(X(0x3885571fu), FAULT_NONE);      /* unsigned, not sign-extended */
    ck_assert_uint_eq(C.fr[31], 0x100000000ull);
    setw(4, 0, 0); 
    ck_assert_int_eq(X(0x3885571fu), FAULT_NONE);
    ck_assert_uint_eq(C.fr[31], 0);
    ck_assert_uint_eq(FLAGS(), 0);
    setsr(0x1f);                                       /* all traps enabled: integer op */
    setw(4, 0, 0xffffffffu); setw(5, 1, 0xffffffffu);
    ck_assert_int_eq(X(0x3885571fu), FAULT_NONE);
    ck_assert_uint_eq(C.fr[31], 0xfffffffe00000001ull);
}
END_TEST

/* ---- fused and paired multiply-add ---- */

START_TEST(t_fmpyfadd)
{
    /* a*b = 1 + 2^-29 + 2^-60: separately rounded to 1+2^-29, fused keeps 2^-60 */
    C.fr[4] = 0x3ff0000000400000ull; C.fr[5] = 0x3ff0000000400000ull;   /* 1+2^-30 */
    C.fr[6] = 0xbff0000000800000ull;                                   /* -(1+2^-29) */
    ck_assert_int_eq(X(0xb8852c07u), FAULT_NONE);      /* fmpyfadd,dbl %fr4,%fr5,%fr6,%fr7 */
    ck_assert_uint_eq(C.fr[7], 0x3c30000000000000ull); /* 2^-60 */
    ck_assert_uint_eq(FLAGS(), 0);
    ck_assert_int_eq(X(0x30854e09u), FAULT_NONE);      /* fmpy,dbl %fr4,%fr5,%fr9 */
    ck_assert_int_eq(X(0x31260e0au), FAULT_NONE);      /* fadd,dbl %fr9,%fr6,%fr10 */
    ck_assert_uint_eq(C.fr[10], 0);                    /* separate: 0 */
    ck_assert_uint_eq(FLAGS(), FI);
    clrflags();
    C.fr[6] = 0x3ff0000000800000ull;                   /* +(1+2^-29) */
    ck_assert_int_eq(X(0xb8852c27u), FAULT_NONE);      /* fmpynfadd,dbl %fr4,%fr5,%fr6,%fr7 */
    ck_assert_uint_eq(C.fr[7], 0xbc30000000000000ull); /* -2^-60 */
    C.fr[31] = 0xbff0000000800000ull;
    ck_assert_int_eq(X(0xb885ee07u), FAULT_NONE);      /* fmpyfadd,dbl %fr4,%fr5,%fr31,%fr7 */
    ck_assert_uint_eq(C.fr[7], 0x3c30000000000000ull);
    /* single: (1+2^-12)^2 - (1+2^-11) = 2^-24 */
    setup();
    setw(4, 1, 0x3f800800u); setw(5, 0, 0x3f800800u); setw(6, 1, 0xbf801000u);
    setw(7, 1, 0x77777777u);
    ck_assert_int_eq(X(0xb8852587u), FAULT_NONE);      /* fmpyfadd,sgl %fr4R,%fr5,%fr6R,%fr7 */
    ck_assert_uint_eq(getw(7, 0), 0x33800000u);
    ck_assert_uint_eq(getw(7, 1), 0x77777777u);
    setw(4, 0, 0x3f800800u); setw(5, 1, 0x3f800800u); setw(31, 1, 0x3f801000u);
    ck_assert_int_eq(X(0xb885f767u), FAULT_NONE);      /* fmpynfadd,sgl %fr4,%fr5R,%fr31R,%fr7R */
    ck_assert_uint_eq(getw(7, 1), 0xb3800000u);
    ck_assert_int_eq(X(0x30854609u), FAULT_NONE);      /* fmpy,sgl %fr4,%fr5,%fr9 */
    setw(5, 0, 0x3f800800u); setw(6, 0, 0xbf801000u);
    ck_assert_int_eq(X(0x30854609u), FAULT_NONE);
    ck_assert_int_eq(X(0x3126060au), FAULT_NONE);      /* fadd,sgl %fr9,%fr6,%fr10 */
    ck_assert_uint_eq(getw(10, 0), 0);                 /* separately rounded */
    /* inf * 0 + 1: invalid, default NaN */
    setup(); setd(4, INFINITY); setd(5, 0.0); setd(6, 1.0);
    ck_assert_int_eq(X(0xb8852c07u), FAULT_NONE);
    ck_assert_uint_eq(C.fr[7], PA_QNAN_D);
    ck_assert_uint_eq(FLAGS(), FV);
    /* rounding mode honoured: 1 + 2^-60 upward */
    setup(); setrm(FPSR_RM_UP);
    setd(4, 1.0); C.fr[5] = 0x3c30000000000000ull; setd(6, 1.0);
    ck_assert_int_eq(X(0xb8852c07u), FAULT_NONE);
    ck_assert_uint_eq(C.fr[7], 0x3ff0000000000001ull);
    ck_assert_uint_eq(FLAGS(), FI);
}
END_TEST

START_TEST(t_fmpyadd)
{
    setd(4, 3.0); setd(5, 4.0); setd(7, 0.5); setd(8, 10.0);
    ck_assert_int_eq(X(0x188541c6u), FAULT_NONE);      /* fmpyadd,dbl %fr4,%fr5,%fr6,%fr7,%fr8 */
    ck_assert(getd(6) == 12.0);
    ck_assert(getd(8) == 10.5);
    ck_assert_int_eq(X(0x988541c6u), FAULT_NONE);      /* fmpysub,dbl %fr4,%fr5,%fr6,%fr7,%fr8 */
    ck_assert(getd(6) == 12.0);
    ck_assert(getd(8) == 10.0);
    /* fmpyadd,sgl %fr16,%fr17R,%fr18,%fr19R,%fr20 */
    setf(16, 0, 2.0f); setf(17, 1, 2.5f); setf(19, 1, 1.25f); setf(20, 0, 4.0f);
    setw(18, 1, 0xabcdef01u); setw(20, 1, 0x10fedcbau);
    ck_assert_int_eq(X(0x181124e2u), FAULT_NONE);
    ck_assert(getf(18, 0) == 5.0f);
    ck_assert(getf(20, 0) == 5.25f);
    ck_assert_uint_eq(getw(18, 1), 0xabcdef01u);
    ck_assert_uint_eq(getw(20, 1), 0x10fedcbau);
    /* fmpysub,sgl %fr16R,%fr17,%fr18R,%fr19,%fr20R */
    setf(16, 1, 3.0f); setf(17, 0, -2.0f); setf(19, 0, 0.5f); setf(20, 1, 8.0f);
    ck_assert_int_eq(X(0x9a01a0f2u), FAULT_NONE);
    ck_assert(getf(18, 1) == -6.0f);
    ck_assert(getf(20, 1) == 7.5f);
    /* an enabled trap in either half: neither result written */
    setup(); setsr(FPSR_ENA_O);
    setd(4, 3.0); setd(5, 4.0); setd(6, 99.0); setd(7, 1e308); setd(8, 1e308);
    ck_assert_int_eq(X(0x188541c6u), FAULT_FPE);
    ck_assert(getd(6) == 99.0);
    ck_assert(getd(8) == 1e308);
}
END_TEST

/* ---- loads and stores ---- */

#define BASE 0x10000u

static void put32(uint64_t a, uint32_t v) { st32(&C, a, v); }
static void put64(uint64_t a, uint64_t v) { st64(&C, a, v); }
static uint32_t get32(uint64_t a) { return ld32(&C, a); }
static uint64_t get64(uint64_t a) { return ld64(&C, a); }

START_TEST(t_fldw_forms)
{
    C.gr[3] = BASE;
    put32(BASE, 0x11111111u); put32(BASE + 4, 0x22222222u); put32(BASE - 4, 0x33333333u);
    put32(BASE + 100, 0x44444444u); put32(BASE - 100, 0x55555555u);
    put32(BASE + 32764, 0x66666666u); put32(BASE - 32768, 0x77777777u);
    C.fr[4] = 0xaaaaaaaabbbbbbbbull;
    ck_assert_int_eq(X(0x24601004u), FAULT_NONE);      /* fldw 0(%r3),%fr4 */
    ck_assert_uint_eq(C.fr[4], 0x11111111bbbbbbbbull);
    ck_assert_int_eq(X(0x24681044u), FAULT_NONE);      /* fldw 4(%r3),%fr4R */
    ck_assert_uint_eq(C.fr[4], 0x1111111122222222ull);
    ck_assert_int_eq(X(0x24791005u), FAULT_NONE);      /* fldw -4(%r3),%fr5 */
    ck_assert_uint_eq(getw(5, 0), 0x33333333u);
    ck_assert_int_eq(X(0x5c6600c8u), FAULT_NONE);      /* fldw 100(%r3),%fr6 */
    ck_assert_uint_eq(getw(6, 0), 0x44444444u);
    ck_assert_int_eq(X(0x5c663f3bu), FAULT_NONE);      /* fldw -100(%r3),%fr6R */
    ck_assert_uint_eq(getw(6, 1), 0x55555555u);
    ck_assert_int_eq(X(0x5c67fff8u), FAULT_NONE);      /* fldw 32764(%r3),%fr7 */
    ck_assert_uint_eq(getw(7, 0), 0x66666666u);
    ck_assert_int_eq(X(0x5c67c003u), FAULT_NONE);      /* fldw -32768(%r3),%fr7R */
    ck_assert_uint_eq(getw(7, 1), 0x77777777u);
    ck_assert_uint_eq(C.gr[3], BASE);
    /* modify forms */
    ck_assert_int_eq(X(0x24681028u), FAULT_NONE);      /* fldw,ma 4(%r3),%fr8 */
    ck_assert_uint_eq(getw(8, 0), 0x11111111u);
    ck_assert_uint_eq(C.gr[3], BASE + 4);
    ck_assert_int_eq(X(0x24793068u), FAULT_NONE);      /* fldw,mb -4(%r3),%fr8R */
    ck_assert_uint_eq(getw(8, 1), 0x11111111u);
    ck_assert_uint_eq(C.gr[3], BASE);
    put32(BASE + 400, 0x88888888u);
    ck_assert_int_eq(X(0x58690320u), FAULT_NONE);      /* fldw,ma 400(%r3),%fr9 */
    ck_assert_uint_eq(getw(9, 0), 0x11111111u);
    ck_assert_uint_eq(C.gr[3], BASE + 400);
    ck_assert_int_eq(X(0x58693ce7u), FAULT_NONE);      /* fldw,mb -400(%r3),%fr9R */
    ck_assert_uint_eq(getw(9, 1), 0x11111111u);
    ck_assert_uint_eq(C.gr[3], BASE);
    /* indexed */
    C.gr[4] = 25;
    ck_assert_int_eq(X(0x2464204au), FAULT_NONE);      /* fldw,s %r4(%r3),%fr10R */
    ck_assert_uint_eq(getw(10, 1), 0x44444444u);
    C.gr[4] = 4;
    ck_assert_int_eq(X(0x2464000au), FAULT_NONE);      /* fldw %r4(%r3),%fr10 */
    ck_assert_uint_eq(getw(10, 0), 0x22222222u);
    ck_assert_int_eq(X(0x2464002bu), FAULT_NONE);      /* fldw,m %r4(%r3),%fr11 */
    ck_assert_uint_eq(getw(11, 0), 0x11111111u);
    ck_assert_uint_eq(C.gr[3], BASE + 4);
    C.gr[4] = (uint64_t)-1;
    ck_assert_int_eq(X(0x2464206bu), FAULT_NONE);      /* fldw,sm %r4(%r3),%fr11R */
    ck_assert_uint_eq(getw(11, 1), 0x22222222u);
    ck_assert_uint_eq(C.gr[3], BASE);
    /* status register loads: fldw,mb -4(%r3),%fr0R writes exception register 1 */
    ck_assert_int_eq(X(0x24793060u), FAULT_NONE);
    ck_assert_uint_eq(getw(0, 1), 0x33333333u);
}
END_TEST

START_TEST(t_fldd_forms)
{
    C.gr[3] = BASE;
    put64(BASE, 0x0101010101010101ull); put64(BASE + 8, 0x0202020202020202ull);
    put64(BASE - 8, 0x0303030303030303ull); put64(BASE + 800, 0x0404040404040404ull);
    put64(BASE - 800, 0x0505050505050505ull); put64(BASE + 32760, 0x0606060606060606ull);
    put64(BASE - 32768, 0x0707070707070707ull);
    ck_assert_int_eq(X(0x2c60100cu), FAULT_NONE);      /* fldd 0(%r3),%fr12 */
    ck_assert_uint_eq(C.fr[12], 0x0101010101010101ull);
    ck_assert_int_eq(X(0x2c70100cu), FAULT_NONE);      /* fldd 8(%r3),%fr12 */
    ck_assert_uint_eq(C.fr[12], 0x0202020202020202ull);
    ck_assert_int_eq(X(0x2c71100cu), FAULT_NONE);      /* fldd -8(%r3),%fr12 */
    ck_assert_uint_eq(C.fr[12], 0x0303030303030303ull);
    ck_assert_int_eq(X(0x506d0642u), FAULT_NONE);      /* fldd 800(%r3),%fr13 */
    ck_assert_uint_eq(C.fr[13], 0x0404040404040404ull);
    ck_assert_int_eq(X(0x506d39c3u), FAULT_NONE);      /* fldd -800(%r3),%fr13 */
    ck_assert_uint_eq(C.fr[13], 0x0505050505050505ull);
    ck_assert_int_eq(X(0x506dfff2u), FAULT_NONE);      /* fldd 32760(%r3),%fr13 */
    ck_assert_uint_eq(C.fr[13], 0x0606060606060606ull);
    ck_assert_int_eq(X(0x506dc003u), FAULT_NONE);      /* fldd -32768(%r3),%fr13 */
    ck_assert_uint_eq(C.fr[13], 0x0707070707070707ull);
    ck_assert_uint_eq(C.gr[3], BASE);
    ck_assert_int_eq(X(0x2c70102eu), FAULT_NONE);      /* fldd,ma 8(%r3),%fr14 */
    ck_assert_uint_eq(C.fr[14], 0x0101010101010101ull);
    ck_assert_uint_eq(C.gr[3], BASE + 8);
    ck_assert_int_eq(X(0x2c71302eu), FAULT_NONE);      /* fldd,mb -8(%r3),%fr14 */
    ck_assert_uint_eq(C.fr[14], 0x0101010101010101ull);
    ck_assert_uint_eq(C.gr[3], BASE);
    ck_assert_int_eq(X(0x506e064au), FAULT_NONE);      /* fldd,ma 800(%r3),%fr14 */
    ck_assert_uint_eq(C.fr[14], 0x0101010101010101ull);
    ck_assert_uint_eq(C.gr[3], BASE + 800);
    ck_assert_int_eq(X(0x506e39cfu), FAULT_NONE);      /* fldd,mb -800(%r3),%fr14 */
    ck_assert_uint_eq(C.fr[14], 0x0101010101010101ull);
    ck_assert_uint_eq(C.gr[3], BASE);
    C.gr[4] = 8;
    ck_assert_int_eq(X(0x2c64000fu), FAULT_NONE);      /* fldd %r4(%r3),%fr15 */
    ck_assert_uint_eq(C.fr[15], 0x0202020202020202ull);
    C.gr[4] = 100;
    ck_assert_int_eq(X(0x2c64200fu), FAULT_NONE);      /* fldd,s %r4(%r3),%fr15 */
    ck_assert_uint_eq(C.fr[15], 0x0404040404040404ull);
    C.gr[4] = 8;
    ck_assert_int_eq(X(0x2c64002fu), FAULT_NONE);      /* fldd,m %r4(%r3),%fr15 */
    ck_assert_uint_eq(C.fr[15], 0x0101010101010101ull);
    ck_assert_uint_eq(C.gr[3], BASE + 8);
    C.gr[4] = (uint64_t)-1;
    ck_assert_int_eq(X(0x2c64202fu), FAULT_NONE);      /* fldd,sm %r4(%r3),%fr15 */
    ck_assert_uint_eq(C.fr[15], 0x0202020202020202ull);
    ck_assert_uint_eq(C.gr[3], BASE);
    /* fldd,mb -8(%r0),%fr4: 0 - 8 is outside the guest space; r0 stays 0 */
    ck_assert_int_eq(X(0x2c113024u), FAULT_SEGV);
    ck_assert_uint_eq(C.gr[0], 0);
}
END_TEST

START_TEST(t_fst_forms)
{
    C.gr[3] = BASE;
    C.fr[4] = 0xa1a1a1a1b2b2b2b2ull; C.fr[6] = 0xc3c3c3c3d4d4d4d4ull;
    C.fr[8] = 0xe5e5e5e5f6f6f6f6ull; C.fr[10] = 0x1010101020202020ull;
    C.fr[11] = 0x3030303040404040ull;
    C.fr[12] = 0x1212121212121212ull; C.fr[13] = 0x1313131313131313ull;
    C.fr[14] = 0x1414141414141414ull; C.fr[15] = 0x1515151515151515ull;
    ck_assert_int_eq(X(0x24601204u), FAULT_NONE);      /* fstw %fr4,0(%r3) */
    ck_assert_uint_eq(get32(BASE), 0xa1a1a1a1u);
    ck_assert_int_eq(X(0x24681244u), FAULT_NONE);      /* fstw %fr4R,4(%r3) */
    ck_assert_uint_eq(get32(BASE + 4), 0xb2b2b2b2u);
    ck_assert_int_eq(X(0x7c6600c8u), FAULT_NONE);      /* fstw %fr6,100(%r3) */
    ck_assert_uint_eq(get32(BASE + 100), 0xc3c3c3c3u);
    ck_assert_int_eq(X(0x7c663f3bu), FAULT_NONE);      /* fstw %fr6R,-100(%r3) */
    ck_assert_uint_eq(get32(BASE - 100), 0xd4d4d4d4u);
    ck_assert_int_eq(X(0x24681228u), FAULT_NONE);      /* fstw,ma %fr8,4(%r3) */
    ck_assert_uint_eq(get32(BASE), 0xe5e5e5e5u);
    ck_assert_uint_eq(C.gr[3], BASE + 4);
    ck_assert_int_eq(X(0x78683ce7u), FAULT_NONE);      /* fstw,mb %fr8R,-400(%r3) */
    ck_assert_uint_eq(get32(BASE + 4 - 400), 0xf6f6f6f6u);
    ck_assert_uint_eq(C.gr[3], BASE + 4 - 400);
    C.gr[3] = BASE; C.gr[4] = 12;
    ck_assert_int_eq(X(0x2464020au), FAULT_NONE);      /* fstw %fr10,%r4(%r3) */
    ck_assert_uint_eq(get32(BASE + 12), 0x10101010u);
    ck_assert_int_eq(X(0x2464224au), FAULT_NONE);      /* fstw,s %fr10R,%r4(%r3) */
    ck_assert_uint_eq(get32(BASE + 48), 0x20202020u);
    ck_assert_int_eq(X(0x2464222bu), FAULT_NONE);      /* fstw,sm %fr11,%r4(%r3) */
    ck_assert_uint_eq(get32(BASE), 0x30303030u);
    ck_assert_uint_eq(C.gr[3], BASE + 48);
    C.gr[3] = BASE;
    ck_assert_int_eq(X(0x2c60120cu), FAULT_NONE);      /* fstd %fr12,0(%r3) */
    ck_assert_uint_eq(get64(BASE), 0x1212121212121212ull);
    ck_assert_int_eq(X(0x2c71120cu), FAULT_NONE);      /* fstd %fr12,-8(%r3) */
    ck_assert_uint_eq(get64(BASE - 8), 0x1212121212121212ull);
    ck_assert_int_eq(X(0x706d0642u), FAULT_NONE);      /* fstd %fr13,800(%r3) */
    ck_assert_uint_eq(get64(BASE + 800), 0x1313131313131313ull);
    ck_assert_int_eq(X(0x2c70122eu), FAULT_NONE);      /* fstd,ma %fr14,8(%r3) */
    ck_assert_uint_eq(get64(BASE), 0x1414141414141414ull);
    ck_assert_uint_eq(C.gr[3], BASE + 8);
    ck_assert_int_eq(X(0x706e39cfu), FAULT_NONE);      /* fstd,mb %fr14,-800(%r3) */
    ck_assert_uint_eq(get64(BASE + 8 - 800), 0x1414141414141414ull);
    ck_assert_uint_eq(C.gr[3], BASE + 8 - 800);
    C.gr[3] = BASE; C.gr[4] = 2;
    ck_assert_int_eq(X(0x2c64220fu), FAULT_NONE);      /* fstd,s %fr15,%r4(%r3) */
    ck_assert_uint_eq(get64(BASE + 16), 0x1515151515151515ull);
    ck_assert_int_eq(X(0x2c64020fu), FAULT_BUS);       /* fstd %fr15,%r4(%r3): +2, misaligned */
    C.gr[4] = 24;
    ck_assert_int_eq(X(0x2c64022fu), FAULT_NONE);      /* fstd,m %fr15,%r4(%r3) */
    ck_assert_uint_eq(get64(BASE), 0x1515151515151515ull);
    ck_assert_uint_eq(C.gr[3], BASE + 24);
}
END_TEST

START_TEST(t_status_load_store)
{
    C.gr[3] = BASE;
    setsr((FPSR_RM_UP << FPSR_RM_SHIFT) | FPSR_FLG_I | FPSR_C);
    setw(0, 1, 0x12345678u);
    ck_assert_int_eq(X(0x2c601200u), FAULT_NONE);      /* fstd %fr0,0(%r3) */
    ck_assert_uint_eq(get64(BASE), ((uint64_t)((FPSR_RM_UP << FPSR_RM_SHIFT) | FPSR_FLG_I | FPSR_C) << 32) | 0x12345678u);
    put64(BASE, (uint64_t)(FPSR_RM_ZERO << FPSR_RM_SHIFT) << 32);
    ck_assert_int_eq(X(0x2c601000u), FAULT_NONE);      /* fldd 0(%r3),%fr0 */
    ck_assert_uint_eq(SR(), FPSR_RM_ZERO << FPSR_RM_SHIFT);
    setd(4, 2.0); setd(5, 3.0);                        /* the loaded mode is in force */
    ck_assert_int_eq(X(FDIV_D), FAULT_NONE);
    ck_assert_uint_eq(C.fr[6], 0x3fe5555555555555ull);
    setrm(FPSR_RM_UP);
    ck_assert_int_eq(X(FDIV_D), FAULT_NONE);
    ck_assert_uint_eq(C.fr[6], 0x3fe5555555555556ull);
}
END_TEST

START_TEST(t_memory_faults)
{
    C.gr[3] = BASE + 4;                                /* misaligned for doublewords */
    ck_assert_int_eq(X(0x2c71302eu), FAULT_BUS);       /* fldd,mb -8(%r3),%fr14 */
    ck_assert_uint_eq(C.gr[3], BASE + 4);              /* base not modified by a faulting access */
    ck_assert_uint_eq(C.fault_addr, BASE - 4);
    C.gr[3] = 0xfffffff0ull;                           /* outside the 4 GiB guest space */
    ck_assert_int_eq(X(0x506d0642u), FAULT_SEGV);      /* fldd 800(%r3),%fr13 */
    C.gr[3] = BASE + 2;
    ck_assert_int_eq(X(0x24601204u), FAULT_BUS);       /* fstw %fr4,0(%r3) */
}
END_TEST

/* ---- decoding: what is FP, what is illegal ---- */

START_TEST(t_decode_illegal)
{
    ck_assert_int_eq(X(0x30861e08u), FAULT_ILL);       /* fadd,quad %fr4,%fr6,%fr8 */
    ck_assert_int_eq(C.fault_addr, C.iaoq_f);
    ck_assert_int_eq(X(0x30805808u), FAULT_ILL);       /* fcpy,quad %fr4,%fr8 */
    ck_assert_int_eq(X(0x3c650204u), FAULT_ILL);       /* fstqx %fr4,%r5(%r3) */
    ck_assert_int_eq(X(0x30850e00u), FAULT_ILL);       /* fadd,dbl %fr4,%fr5,%fr0 */
    ck_assert_int_eq(X(0x30000680u), FAULT_ILL);       /* pmenb: coprocessor 2 */
    ck_assert_int_eq(X(0x3085ae06u), FAULT_ILL);       /* class 3 sub-op 5 */
    ck_assert_int_eq(X(0x30a02a06u), FAULT_ILL);       /* fcnvff dbl->dbl */
    ck_assert_int_eq(X(0x30a22a06u), FAULT_ILL);       /* class 1 sub-op 4 */
    ck_assert_int_eq(X(0x30002000u), FAULT_ILL);       /* class 0 sub-op 1 */
    ck_assert_int_eq(X(0x50000000u), FAULT_ILL);       /* integer ldd: not FP */
    ck_assert_int_eq(X(0x08000240u), FAULT_ILL);       /* nop: not FP */
    ck_assert_int_eq(X(0x30000000u), FAULT_NONE);      /* fid */

    ck_assert(fpu_insn(0x506d0642u));                  /* fldd 800(%r3),%fr13 */
    ck_assert(!fpu_insn(0x506d0640u));                 /* ldd 800(%r3),%r13 */
    ck_assert(fpu_insn(0x706d0642u));                  /* fstd long */
    ck_assert(!fpu_insn(0x706d0640u));                 /* std long */
    ck_assert(fpu_insn(0x5c6600c8u));                  /* fldw 100(%r3),%fr6 */
    ck_assert(!fpu_insn(0x5c6600ccu));                 /* ldw,ma-style integer word */
    ck_assert(fpu_insn(0x7c663f3bu) && fpu_insn(0x58690320u) && fpu_insn(0x78683ce7u));
    ck_assert(fpu_insn(0x188541c6u) && fpu_insn(0x988541c6u) && fpu_insn(0xb8852c07u));
    ck_assert(fpu_insn(0x24601004u) && fpu_insn(0x2c60100cu) && fpu_insn(0x30850e06u));
    ck_assert(fpu_insn(0x38855786u));
    ck_assert(!fpu_insn(0x08000240u) && !fpu_insn(0x34000000u));
}
END_TEST

/* ---- host floating-point environment is left alone ---- */

START_TEST(t_host_env_preserved)
{
    fesetround(FE_UPWARD);
    feclearexcept(FE_ALL_EXCEPT);
    feraiseexcept(FE_DIVBYZERO);
    setd(4, 1.0); setd(5, 3.0);
    ck_assert_int_eq(X(FDIV_D), FAULT_NONE);           /* guest: nearest */
    ck_assert_uint_eq(C.fr[6], 0x3fd5555555555555ull);
    ck_assert_uint_eq(FLAGS(), FI);                    /* host's pending Z not leaked */
    setd(5, 0.0);
    ck_assert_int_eq(X(FDIV_D), FAULT_NONE);
    setd(4, 1e300); setd(5, 1e300);
    ck_assert_int_eq(X(FMPY_D), FAULT_NONE);
    setrm(FPSR_RM_ZERO);
    setw(5, 1, 16777217);
    ck_assert_int_eq(X(0x38a082c6u), FAULT_NONE);      /* fcnv,w,sgl */
    setsr(SR() | FPSR_ENA_I);
    setd(4, 1.0); setd(5, 3.0);
    ck_assert_int_eq(X(FDIV_D), FAULT_FPE);            /* a trap leaves by longjmp */
    ck_assert_int_eq(fegetround(), FE_UPWARD);
    ck_assert_int_eq(fetestexcept(FE_ALL_EXCEPT), FE_DIVBYZERO);
    /* and in the default environment nothing is raised on the host */
    setup();
    fesetround(FE_TONEAREST);
    feclearexcept(FE_ALL_EXCEPT);
    setrm(FPSR_RM_DOWN);
    setd(4, 0.0); setd(5, 0.0);
    ck_assert_int_eq(X(FDIV_D), FAULT_NONE);
    C.fr[5] = PA_SNAN_D;
    ck_assert_int_eq(X(0x30850c09u), FAULT_NONE);      /* fcmp with a NaN */
    setd(5, -1e10);
    ck_assert_int_eq(X(FCNV_DBL_UW), FAULT_NONE);
    setd(5, 2.5);
    ck_assert_int_eq(X(0x30a0a806u), FAULT_NONE);      /* frnd */
    setrm(FPSR_RM_NEAREST);
    setd(4, 1.0); setd(5, 3.0);
    ck_assert_int_eq(X(FDIV_D), FAULT_NONE);           /* inexact, round to nearest */
    ck_assert_int_eq(X(FADD_D), FAULT_NONE);
    setf(4, 0, 1.0f); setf(5, 0, 3.0f);
    ck_assert_int_eq(X(0x30856606u), FAULT_NONE);      /* fdiv,sgl %fr4,%fr5,%fr6 */
    ck_assert_int_eq(fetestexcept(FE_ALL_EXCEPT), 0);
    ck_assert_int_eq(fegetround(), FE_TONEAREST);
}
END_TEST

/* ---- randomized comparison with the host's IEEE arithmetic ----
   Operands are random non-NaN values biased toward the interesting places (zeros,
   denormals, infinities, extreme exponents, few significant bits so that exact results
   are common); the reference runs on the host under fesetround() and reads the flags with
   fetestexcept(). Results (invalid ones as PA's default NaN) and flags must agree in all
   four rounding modes. */
static uint64_t rng_state = 0x9e3779b97f4a7c15ull;
static uint64_t rnd(void)
{
    rng_state ^= rng_state << 13; rng_state ^= rng_state >> 7; rng_state ^= rng_state << 17;
    return rng_state;
}
static uint64_t rnd_d(void)
{
    uint64_t r = rnd(), sign = (r & 1) << 63, frac = rnd() & 0x000fffffffffffffull, e;
    switch ((r >> 1) & 15) {
    case 0: return sign;                                      /* zero */
    case 1: return sign | 0x7ff0000000000000ull;              /* infinity */
    case 2: e = 0; break;                                     /* denormal */
    case 3: e = 1 + ((r >> 8) & 63); break;                   /* tiny */
    case 4: e = 2046 - ((r >> 8) & 63); break;                /* huge */
    case 5: e = 1023 + ((r >> 8) & 3); frac = 0; break;       /* small powers of two */
    default: e = 1023 - 40 + ((r >> 8) & 127); break;         /* ordinary */
    }
    if ((r >> 20) & 1) frac &= ~0ull << (52 - ((r >> 24) & 15));   /* few significant bits */
    return sign | (e << 52) | frac;
}
static uint32_t rnd_s(void)
{
    uint64_t r = rnd();
    uint32_t sign = (uint32_t)(r & 1) << 31, frac = (uint32_t)rnd() & 0x007fffffu, e;
    switch ((r >> 1) & 15) {
    case 0: return sign;
    case 1: return sign | 0x7f800000u;
    case 2: e = 0; break;
    case 3: e = 1 + ((r >> 8) & 31); break;
    case 4: e = 254 - ((r >> 8) & 31); break;
    case 5: e = 127 + ((r >> 8) & 3); frac = 0; break;
    default: e = 127 - 20 + ((r >> 8) & 63); break;
    }
    if ((r >> 20) & 1) frac &= ~0u << (23 - ((r >> 24) & 15));
    return sign | (e << 23) | frac;
}
static const int host_mode[4] = { FE_TONEAREST, FE_TOWARDZERO, FE_UPWARD, FE_DOWNWARD };
static unsigned host_flags(void)
{
    int e = fetestexcept(FE_ALL_EXCEPT);
    return (e & FE_INVALID ? FV : 0) | (e & FE_DIVBYZERO ? FZ : 0) | (e & FE_OVERFLOW ? FO : 0)
         | (e & FE_UNDERFLOW ? FU : 0) | (e & FE_INEXACT ? FI : 0);
}

/* a*b+c with c near -(a*b): cancellation, exact results, c far above or below a*b */
static uint64_t fma_addend(uint64_t a, uint64_t b, uint64_t c3)
{
    uint64_t r = rnd();
    if ((r & 3) != 0) return c3;
    double p = BD(a) * BD(b);
    if (!isfinite(p)) return c3;
    switch ((r >> 2) & 3) {
    case 0: return DB(-p);
    case 1: return DB(-p) ^ ((r >> 8) & 7);
    case 2: return DB(ldexp(p, (int)((r >> 8) & 127) - 64));
    default: return DB(-ldexp(p, (int)((r >> 8) & 15)));
    }
}
static uint32_t fma_addend_s(uint32_t a, uint32_t b, uint32_t c3)
{
    uint64_t r = rnd();
    if ((r & 3) != 0) return c3;
    float p = BF(a) * BF(b);
    if (!isfinite(p)) return c3;
    switch ((r >> 2) & 3) {
    case 0: return FB(-p);
    case 1: return FB(-p) ^ (uint32_t)((r >> 8) & 7);
    case 2: return FB(ldexpf(p, (int)((r >> 8) & 63) - 32));
    default: return FB(-ldexpf(p, (int)((r >> 8) & 15)));
    }
}

START_TEST(t_random_vs_host)
{
    static const uint32_t dop[5] = { 0x30850e06u, 0x30852e06u, 0x30854e06u, 0x30856e06u,
                                     0xb8852c07u };   /* fadd fsub fmpy fdiv,dbl; fmpyfadd,dbl -> fr7 */
    static const uint32_t sop[5] = { 0x30850606u, 0x30852606u, 0x30854606u, 0x30856606u,
                                     0xb8852407u };   /* ... fmpyfadd,sgl %fr4,%fr5,%fr6,%fr7 */
    for (int i = 0; i < 40000; i++) {
        unsigned rm = i & 3, op = (i >> 2) % 5;
        uint64_t a = rnd_d(), b = rnd_d(), c3 = fma_addend(a, b, rnd_d());
        uint32_t sa = rnd_s(), sb = rnd_s(), sc = fma_addend_s(sa, sb, rnd_s());
        /* double */
        volatile double x = BD(a), y = BD(b), w = BD(c3), z;
        fesetround(host_mode[rm]); feclearexcept(FE_ALL_EXCEPT);
        switch (op) {
        case 0: z = x + y; break;
        case 1: z = x - y; break;
        case 2: z = x * y; break;
        case 3: z = x / y; break;
        default: z = fma(x, y, w); break;
        }
        unsigned hf = host_flags();
        fesetround(FE_TONEAREST);
        uint64_t want = isnan(z) ? PA_QNAN_D : DB(z);
        setup(); setrm(rm);
        C.fr[4] = a; C.fr[5] = b; C.fr[6] = c3;
        /* the host environment, default or not, must come back unchanged */
        int hmode = (i % 3) ? FE_TONEAREST : host_mode[(i >> 3) & 3];
        int hexc = (i % 5) ? 0 : FE_INEXACT;
        fesetround(hmode); feclearexcept(FE_ALL_EXCEPT); feraiseexcept(hexc);
        ck_assert_int_eq(X(dop[op]), FAULT_NONE);
        ck_assert_int_eq(fegetround(), hmode);
        ck_assert_int_eq(fetestexcept(FE_ALL_EXCEPT), hexc);
        fesetround(FE_TONEAREST);
        uint64_t got = C.fr[op == 4 ? 7 : 6];
        ck_assert_msg(got == want && FLAGS() == hf,
                      "dbl op %u rm %u %016llx %016llx %016llx: got %016llx/%x want %016llx/%x", op, rm,
                      (unsigned long long)a, (unsigned long long)b, (unsigned long long)c3,
                      (unsigned long long)got, FLAGS(), (unsigned long long)want, hf);
        /* single */
        volatile float fx = BF(sa), fy = BF(sb), fw = BF(sc), fz;
        fesetround(host_mode[rm]); feclearexcept(FE_ALL_EXCEPT);
        switch (op) {
        case 0: fz = fx + fy; break;
        case 1: fz = fx - fy; break;
        case 2: fz = fx * fy; break;
        case 3: fz = fx / fy; break;
        default: fz = fmaf(fx, fy, fw); break;
        }
        hf = host_flags();
        fesetround(FE_TONEAREST);
        uint32_t swant = isnan(fz) ? PA_QNAN_S : FB(fz);
        setup(); setrm(rm);
        setw(4, 0, sa); setw(5, 0, sb); setw(6, 0, sc);
        fesetround(hmode); feclearexcept(FE_ALL_EXCEPT); feraiseexcept(hexc);
        ck_assert_int_eq(X(sop[op]), FAULT_NONE);
        ck_assert_int_eq(fegetround(), hmode);
        ck_assert_int_eq(fetestexcept(FE_ALL_EXCEPT), hexc);
        fesetround(FE_TONEAREST);
        uint32_t sgot = getw(op == 4 ? 7 : 6, 0);
        ck_assert_msg(sgot == swant && FLAGS() == hf,
                      "sgl op %u rm %u %08x %08x %08x: got %08x/%x want %08x/%x", op, rm, sa, sb, sc,
                      sgot, FLAGS(), swant, hf);
    }
}
END_TEST

/* Square roots the same way, half of them of exact squares (the inexact flag is then
   decided by the fast path's exactness test, both ways). */
START_TEST(t_random_sqrt_vs_host)
{
    for (int i = 0; i < 40000; i++) {
        unsigned rm = i & 3;
        uint64_t a = rnd_d();
        uint32_t sa = rnd_s();
        if (i & 4) {                                  /* a square of a few-bit value */
            double q = BD(a) * BD(a);
            if (isfinite(q)) a = DB(fabs(ldexp(floor(ldexp(fabs(BD(a)), 12)), -12) * ldexp(floor(ldexp(fabs(BD(a)), 12)), -12)));
            float fq = BF(sa) * BF(sa);
            if (isfinite(fq)) sa = FB(fabsf(ldexpf(floorf(ldexpf(fabsf(BF(sa)), 6)), -6) * ldexpf(floorf(ldexpf(fabsf(BF(sa)), 6)), -6)));
        }
        volatile double x = BD(a), z;
        fesetround(host_mode[rm]); feclearexcept(FE_ALL_EXCEPT);
        z = sqrt(x);
        unsigned hf = host_flags();
        fesetround(FE_TONEAREST);
        uint64_t want = isnan(z) ? PA_QNAN_D : DB(z);
        setup(); setrm(rm);
        C.fr[4] = a;
        int hmode = (i % 3) ? FE_TONEAREST : host_mode[(i >> 3) & 3];
        int hexc = (i % 5) ? 0 : FE_INEXACT;
        fesetround(hmode); feclearexcept(FE_ALL_EXCEPT); feraiseexcept(hexc);
        ck_assert_int_eq(X(0x30808806u), FAULT_NONE);     /* fsqrt,dbl %fr4,%fr6 */
        ck_assert_int_eq(fegetround(), hmode);
        ck_assert_int_eq(fetestexcept(FE_ALL_EXCEPT), hexc);
        fesetround(FE_TONEAREST);
        ck_assert_msg(C.fr[6] == want && FLAGS() == hf, "sqrt,dbl rm %u %016llx: got %016llx/%x want %016llx/%x",
                      rm, (unsigned long long)a, (unsigned long long)C.fr[6], FLAGS(), (unsigned long long)want, hf);
        volatile float fx = BF(sa), fz;
        fesetround(host_mode[rm]); feclearexcept(FE_ALL_EXCEPT);
        fz = sqrtf(fx);
        hf = host_flags();
        fesetround(FE_TONEAREST);
        uint32_t swant = isnan(fz) ? PA_QNAN_S : FB(fz);
        setup(); setrm(rm);
        setw(4, 0, sa);
        fesetround(hmode); feclearexcept(FE_ALL_EXCEPT); feraiseexcept(hexc);
        ck_assert_int_eq(X(0x30808006u), FAULT_NONE);     /* fsqrt,sgl %fr4,%fr6 */
        ck_assert_int_eq(fegetround(), hmode);
        ck_assert_int_eq(fetestexcept(FE_ALL_EXCEPT), hexc);
        fesetround(FE_TONEAREST);
        ck_assert_msg(getw(6, 0) == swant && FLAGS() == hf, "sqrt,sgl rm %u %08x: got %08x/%x want %08x/%x",
                      rm, sa, getw(6, 0), FLAGS(), swant, hf);
    }
}
END_TEST

START_TEST(t_random_conversions)
{
    for (int i = 0; i < 40000; i++) {
        unsigned rm = i & 3;
        uint64_t a = rnd_d(), v = rnd();
        if (i & 4) v >>= (rnd() & 63);                  /* all magnitudes */
        volatile double x = BD(a), z;
        volatile float fz;
        volatile uint64_t vv = v;       /* volatile: keeps the conversions after fesetround */
        unsigned hf;

        /* fcnv,dw,dbl and fcnv,udw,dbl */
        fesetround(host_mode[rm]); feclearexcept(FE_ALL_EXCEPT);
        z = (double)(int64_t)vv; hf = host_flags(); fesetround(FE_TONEAREST);
        setup(); setrm(rm); C.fr[5] = v;
        ck_assert_int_eq(X(0x30a0aa06u), FAULT_NONE);
        ck_assert_msg(C.fr[6] == DB(z) && FLAGS() == hf, "dw->dbl %llx", (unsigned long long)v);
        fesetround(host_mode[rm]); feclearexcept(FE_ALL_EXCEPT);
        z = (double)vv; hf = host_flags(); fesetround(FE_TONEAREST);
        setup(); setrm(rm); C.fr[5] = v;
        ck_assert_int_eq(X(0x30a2aa06u), FAULT_NONE);
        ck_assert_msg(C.fr[6] == DB(z) && FLAGS() == hf, "udw->dbl %llx", (unsigned long long)v);
        /* fcnv,w,sgl %fr5R,%fr6R */
        fesetround(host_mode[rm]); feclearexcept(FE_ALL_EXCEPT);
        fz = (float)(int32_t)(uint32_t)vv; hf = host_flags(); fesetround(FE_TONEAREST);
        setup(); setrm(rm); setw(5, 1, (uint32_t)v);
        ck_assert_int_eq(X(0x38a082c6u), FAULT_NONE);
        ck_assert_msg(getw(6, 1) == FB(fz) && FLAGS() == hf, "w->sgl %x", (uint32_t)v);
        /* fcnv,dbl,sgl %fr5,%fr6R */
        fesetround(host_mode[rm]); feclearexcept(FE_ALL_EXCEPT);
        fz = (float)x; hf = host_flags(); fesetround(FE_TONEAREST);
        setup(); setrm(rm); C.fr[5] = a;
        ck_assert_int_eq(X(0x38a00a46u), FAULT_NONE);
        ck_assert_msg(getw(6, 1) == FB(fz) && FLAGS() == hf, "dbl->sgl %llx: %08x/%x vs %08x/%x",
                      (unsigned long long)a, getw(6, 1), FLAGS(), FB(fz), hf);
        /* fcnv,sgl,dbl %fr5R,%fr6: exact */
        uint32_t sa = rnd_s();
        setup(); setrm(rm); setw(5, 1, sa);
        ck_assert_int_eq(X(0x38a02286u), FAULT_NONE);
        ck_assert(C.fr[6] == DB((double)BF(sa)));
        ck_assert_uint_eq(FLAGS(), 0);

        /* float -> integer: w, dw, uw, udw, rounded in mode or truncated */
        static const struct { uint32_t insn; int dw, uns, t; } cv[] = {
            { 0x38a10a46u, 0, 0, 0 }, { 0x38a18a46u, 0, 0, 1 }, { 0x30a12a06u, 1, 0, 0 },
            { 0x30a1aa06u, 1, 0, 1 }, { 0x38a30a46u, 0, 1, 0 }, { 0x38a38a46u, 0, 1, 1 },
            { 0x30a32a06u, 1, 1, 0 }, { 0x30a3aa06u, 1, 1, 1 },
        };
        if ((i & 7) < 4) a = DB(ldexp((double)(int64_t)rnd(), -(int)(rnd() % 80)));
        x = BD(a);
        for (unsigned k = 0; k < 8; k++) {
            double lo, hi;          /* representable range */
            uint64_t want, fl = 0;
            fesetround(cv[k].t ? FE_TOWARDZERO : host_mode[rm]);
            double r = nearbyint(x);
            fesetround(FE_TONEAREST);
            if (cv[k].uns) { lo = 0; hi = cv[k].dw ? 18446744073709551615.0 : 4294967295.0; }
            else { lo = cv[k].dw ? -9223372036854775808.0 : -2147483648.0;
                   hi = cv[k].dw ? 9223372036854775807.0 : 2147483647.0; }
            int neg = (int)(a >> 63);
            if (isnan(x) || r < lo || r > hi || (cv[k].dw && !cv[k].uns && r == 9223372036854775808.0)
                || (cv[k].dw && cv[k].uns && r == 18446744073709551616.0)) {
                fl = FV;
                if (cv[k].uns) want = neg ? 0 : (cv[k].dw ? ~0ull : 0xffffffffull);
                else want = neg ? (cv[k].dw ? 0x8000000000000000ull : 0x80000000ull)
                                : (cv[k].dw ? 0x7fffffffffffffffull : 0x7fffffffull);
            } else {
                if (r != x) fl = FI;
                if (cv[k].uns) want = cv[k].dw ? (uint64_t)r : (uint32_t)r;
                else want = cv[k].dw ? (uint64_t)(int64_t)r : (uint32_t)(int32_t)r;
            }
            setup(); setrm(rm); C.fr[5] = a;
            ck_assert_int_eq(X(cv[k].insn), FAULT_NONE);
            uint64_t got = cv[k].dw ? C.fr[6] : getw(6, 1);
            ck_assert_msg(got == want && FLAGS() == fl, "cnv %u rm %u %016llx: got %llx/%x want %llx/%x",
                          k, rm, (unsigned long long)a, (unsigned long long)got, FLAGS(),
                          (unsigned long long)want, (unsigned)fl);
        }
    }
}
END_TEST

/* The decoder's fast path takes the frequent forms (so X() compares them with fpu_exec),
   the short base-modifying ones included, and declines the long and indexed modifying,
   single-precision-arithmetic and illegal words. */
START_TEST(t_decoded_forms)
{
    static const uint32_t taken[] = {
        FADD_D, FSUB_D, FMPY_D, FDIV_D, FREM_D, 0x38855786u /* xmpyu */,
        0x2c60100cu, 0x506d0642u, 0x506dc003u /* fldd */, 0x24601204u, 0x7c6600c8u,
        0x2464224au /* fstw */, 0x2c70102eu, 0x2c71302eu /* fldd,ma / ,mb */,
        0x24681228u /* fstw,ma */,
    };
    static const uint32_t declined[] = {
        FADD_S, FADD_SE, 0x2c64002eu /* fldd,m r4(r3) */, 0x78683ce7u /* fstw,mb long */,
        0x30861e08u, 0x30850e00u, 0x30000680u, 0x3085ae06u,
    };
    for (size_t i = 0; i < sizeof taken / sizeof *taken; i++) {
        struct dinsn d = { 0 };
        ck_assert_msg(fpu_decode(&d, taken[i]), "%08x not decoded", taken[i]);
    }
    for (size_t i = 0; i < sizeof declined / sizeof *declined; i++) {
        struct dinsn d = { 0 };
        ck_assert_msg(!fpu_decode(&d, declined[i]), "%08x decoded", declined[i]);
    }
}
END_TEST

static Suite *fpu_suite(void)
{
    Suite *s = suite_create("fpu");
    TCase *tc;
#define ADD(name, fn) do { tc = tcase_create(name); tcase_add_checked_fixture(tc, setup, NULL); \
                           tcase_add_test(tc, fn); suite_add_tcase(s, tc); } while (0)
    ADD("fadd_dbl", t_fadd_dbl);
    ADD("fr0_reads_zero", t_fr0_reads_zero);
    ADD("frem", t_frem);
    ADD("fadd_rounding_ties", t_fadd_rounding_ties);
    ADD("fdiv_rounding", t_fdiv_rounding);
    ADD("sticky_flags", t_sticky_flags);
    ADD("denormals", t_denormals);
    ADD("trap_enabled", t_trap_enabled);
    ADD("nan_propagation", t_nan_propagation);
    ADD("sign_ops_bits_only", t_sign_ops_bits_only);
    ADD("single_halves", t_single_halves);
    ADD("sqrt_rnd", t_sqrt_rnd);
    ADD("fcnv_to_int_rounding", t_fcnv_to_int_rounding);
    ADD("fcnv_to_int_invalid", t_fcnv_to_int_invalid);
    ADD("fcnv_from_int", t_fcnv_from_int);
    ADD("fcnv_float_float", t_fcnv_float_float);
    ADD("fcmp_all_conditions", t_fcmp_all_conditions);
    ADD("fcmp_named", t_fcmp_named);
    ADD("compare_queue", t_compare_queue);
    ADD("ftest", t_ftest);
    ADD("xmpyu", t_xmpyu);
    ADD("fmpyfadd", t_fmpyfadd);
    ADD("fmpyadd", t_fmpyadd);
    ADD("fldw_forms", t_fldw_forms);
    ADD("fldd_forms", t_fldd_forms);
    ADD("fst_forms", t_fst_forms);
    ADD("status_load_store", t_status_load_store);
    ADD("memory_faults", t_memory_faults);
    ADD("decode_illegal", t_decode_illegal);
    ADD("decoded_forms", t_decoded_forms);
    ADD("host_env_preserved", t_host_env_preserved);
    ADD("random_vs_host", t_random_vs_host);
    tcase_set_timeout(tc, 120);
    ADD("random_conversions", t_random_conversions);
    tcase_set_timeout(tc, 120);
    ADD("random_sqrt_vs_host", t_random_sqrt_vs_host);
    tcase_set_timeout(tc, 120);
#undef ADD
    return s;
}

int main(void)
{
    SRunner *sr = srunner_create(fpu_suite());
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
