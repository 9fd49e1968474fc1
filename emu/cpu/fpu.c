/* PA-RISC 2.0 floating-point coprocessor: decode and execute every FP instruction.

   Encodings (bit numbers count from the least significant bit; the architecture manual
   counts from the most significant one), checked against GNU as for hppa64:
     0x09  FLDW/FSTW indexed and short displacement, word half by uid bit 6
     0x0B  FLDD/FSTD indexed and short displacement
     0x0C  class 0-3 operations, single precision = left halves, uid bits 6-8 must be 0
     0x0E  class 0-3 operations with L/R halves (bits 7 r1, 12 r2, 6 t), XMPYU
     0x06/0x26  FMPYADD/FMPYSUB      0x2E  FMPYFADD/FMPYNFADD
     0x14/0x1C (bit 1 set)  FLDD/FSTD long displacement, 0x16/0x1E  FLDW/FSTW,MA/MB,
     0x17/0x1F (bit 2 clear)  FLDW/FSTW long displacement      0x0F  quad stores (SIGILL)

   Arithmetic runs on the host's IEEE hardware in the guest rounding mode, and the host's
   floating-point environment is the same after every operation as before it. In general
   the host environment is saved, set up, read for the exceptions (which become the
   guest's sticky flags, or a guest SIGFPE when enabled) and restored; the common cases of
   add/sub/mpy/div/fused multiply-add take a faster route that derives the exceptions in
   software (see "Fast path" below).
   NaN operands never reach the host: PA-RISC marks a signalling NaN by the most
   significant fraction bit SET (the reverse of x86), so NaN propagation, quieting and the
   default NaN (0x7fa00000 / 0x7ff4000000000000) are done here, following HP's
   floating-point emulation code. Conversions to integer and FCMP are done in integer
   arithmetic, touching no host state at all. */
#include "fpu.h"
#include "exec.h"

#include <fenv.h>
#include <math.h>
#include <string.h>

/* The host-arithmetic brackets below need operations to happen exactly where written:
   no speculation or if-conversion of floating-point code (which could raise flags). GCC
   does not do that while -ftrapping-math is in effect (its default); clang needs to be
   told. */
#if defined(__clang__)
#pragma STDC FENV_ACCESS ON
#endif

#if defined(__GNUC__)
#define LIKELY(x) __builtin_expect(!!(x), 1)
#define UNLIKELY(x) __builtin_expect(!!(x), 0)
#define COLD __attribute__((cold, noinline))
#else
#define LIKELY(x) (x)
#define UNLIKELY(x) (x)
#define COLD
#endif

/* ---- exception flags, in the order of the status register's flag/enable fields ---- */
enum { FL_I = 1, FL_U = 2, FL_O = 4, FL_Z = 8, FL_V = 16 };

/* ---- IEEE formats in PA-RISC's NaN convention ---- */
#define D_SIGN 0x8000000000000000ull
#define D_MAG  0x7fffffffffffffffull
#define D_EXP  0x7ff0000000000000ull
#define D_FRAC 0x000fffffffffffffull
#define D_SNAN 0x0008000000000000ull   /* fraction MSB set: signalling */
#define D_QNAN 0x7ff4000000000000ull   /* default quiet NaN */
#define S_SIGN 0x80000000u
#define S_MAG  0x7fffffffu
#define S_EXP  0x7f800000u
#define S_FRAC 0x007fffffu
#define S_SNAN 0x00400000u
#define S_QNAN 0x7fa00000u

static inline double u2d(uint64_t u) { double d; memcpy(&d, &u, 8); return d; }
static inline uint64_t d2u(double d) { uint64_t u; memcpy(&u, &d, 8); return u; }
static inline float u2f(uint32_t u) { float f; memcpy(&f, &u, 4); return f; }
static inline uint32_t f2u(float f) { uint32_t u; memcpy(&u, &f, 4); return u; }

static inline int d_isnan(uint64_t u) { return (u & D_MAG) > D_EXP; }
static inline int s_isnan(uint32_t u) { return (u & S_MAG) > S_EXP; }
static inline int d_issnan(uint64_t u) { return d_isnan(u) && (u & D_SNAN); }
static inline int s_issnan(uint32_t u) { return s_isnan(u) && (u & S_SNAN); }
static inline uint64_t d_quiet(uint64_t u)
{
    u &= ~D_SNAN;
    return (u & D_FRAC) ? u : u | D_QNAN;
}
static inline uint32_t s_quiet(uint32_t u)
{
    u &= ~S_SNAN;
    return (u & S_FRAC) ? u : u | S_QNAN;
}

/* Result of an operation with at least one NaN operand: the first signalling NaN, made
   quiet (invalid operation); otherwise the first quiet NaN. */
static uint64_t d_nan(const uint64_t *op, int n, unsigned *fl)
{
    for (int i = 0; i < n; i++)
        if (d_issnan(op[i])) { *fl |= FL_V; return d_quiet(op[i]); }
    for (int i = 0; i < n; i++)
        if (d_isnan(op[i])) return op[i];
    return D_QNAN;
}
static uint32_t s_nan(const uint32_t *op, int n, unsigned *fl)
{
    for (int i = 0; i < n; i++)
        if (s_issnan(op[i])) { *fl |= FL_V; return s_quiet(op[i]); }
    for (int i = 0; i < n; i++)
        if (s_isnan(op[i])) return op[i];
    return S_QNAN;
}

/* ---- status register ---- */
static inline uint32_t get_sr(const struct cpu *c) { return (uint32_t)(c->fr[0] >> 32); }
static inline void put_sr(struct cpu *c, uint32_t s)
{
    c->fr[0] = (c->fr[0] & 0xffffffffull) | ((uint64_t)s << 32);
}
static inline unsigned sr_rm(uint32_t s) { return (s >> FPSR_RM_SHIFT) & 3; }

static _Noreturn COLD void fp_ill(struct cpu *c)
{
    guest_fault(c, FAULT_ILL, c->iaoq_f, "illegal instruction");
}

/* An exception whose trap is enabled: nothing is written but the status (T, the flags of
   the exceptions that did not trap) and exception register 1 (fr0R: the exception field
   in its top 6 bits, V=0x20 Z=0x10 O=0x08 U=0x04 I=0x02, then instruction bits 25..0). */
static _Noreturn COLD void fp_trap(struct cpu *c, uint32_t insn, unsigned fl)
{
    uint32_t s = get_sr(c);
    unsigned en = s & 0x1f;
    s |= ((fl & ~en) << FPSR_FLAG_SHIFT) | FPSR_T;
    c->fr[0] = ((uint64_t)s << 32) | ((uint64_t)((fl & en) << 1) << 26) | (insn & 0x03ffffffu);
    guest_fault(c, FAULT_FPE, c->iaoq_f, "floating-point exception");
}

/* Record the exceptions an operation raised: trap if any is enabled, else set the flags. */
static inline void fp_flags(struct cpu *c, uint32_t insn, unsigned fl)
{
    uint32_t s = get_sr(c);
    if (UNLIKELY(fl & s & 0x1f)) fp_trap(c, insn, fl);
    put_sr(c, s | (fl << FPSR_FLAG_SHIFT));
}

/* ---- register operands: fr0 (its left half for single precision) reads as +0 ---- */
static inline uint64_t rd_d(const struct cpu *c, unsigned r) { return r ? c->fr[r] : 0; }
static inline uint32_t rd_s(const struct cpu *c, unsigned r, unsigned h)
{
    return (r | h) ? fr_get32(c, r, h) : 0;
}

/* ---- host floating-point environment ----
   hfp_enter() saves the host state and installs the guest rounding mode with all
   exceptions masked and cleared; hfp_leave() returns the exceptions raised since, as
   FL_* bits, and restores the saved state. FBAR() pins a value so that the arithmetic
   between the two stays between them. */
#if defined(__SSE2_MATH__) && (defined(__x86_64__) || defined(__i386__)) && defined(__GNUC__) \
    && !defined(FPU_NO_SSE)   /* -DFPU_NO_SSE: use <fenv.h> (the path other hosts take) */
typedef uint32_t hostfp_t;
/* Everything here is a volatile asm, so the compiler keeps it in program order: the
   MXCSR accesses must not drift past the arithmetic they bracket (GCC does move the
   _mm_getcsr/_mm_setcsr builtins across it). */
#define FBAR(v) __asm__ volatile("" : "+x"(v))
#define FBARI(v) __asm__ volatile("" : "+r"(v))
static inline uint32_t csr_read(void)
{
    uint32_t m;
    __asm__ volatile("stmxcsr %0" : "=m"(m));
    return m;
}
static inline void csr_write(uint32_t m) { __asm__ volatile("ldmxcsr %0" : : "m"(m)); }
static inline void hfp_enter(hostfp_t *h, uint32_t sr)
{
    /* MXCSR rounding control for PA RM nearest, zero, +inf, -inf; DAZ|FTZ for D */
    static const uint32_t rc[4] = { 0x0000, 0x6000, 0x4000, 0x2000 };
    uint32_t want = 0x1f80 | rc[sr_rm(sr)] | ((sr & FPSR_D) ? 0x8040 : 0);
    *h = csr_read();
    if (want != *h) csr_write(want);
}
static inline unsigned hfp_leave(hostfp_t *h)
{
    uint32_t m = csr_read();
    if (m != *h) csr_write(*h);
    return ((m & 0x01) << 4)        /* IE -> V */
         | ((m & 0x04) << 1)        /* ZE -> Z */
         | ((m & 0x08) >> 1)        /* OE -> O */
         | ((m & 0x10) >> 3)        /* UE -> U */
         | ((m & 0x20) >> 5);       /* PE -> I */
}
#if defined(__x86_64__)
#define FPU_FAST 1                  /* the fast paths below (they need __int128) */
#endif
#else
#ifndef FE_INVALID
#define FE_INVALID 0
#endif
#ifndef FE_DIVBYZERO
#define FE_DIVBYZERO 0
#endif
#ifndef FE_OVERFLOW
#define FE_OVERFLOW 0
#endif
#ifndef FE_UNDERFLOW
#define FE_UNDERFLOW 0
#endif
#ifndef FE_INEXACT
#define FE_INEXACT 0
#endif
typedef fenv_t hostfp_t;
#define FBAR(v) do { volatile __typeof__(v) fbar_ = (v); (v) = fbar_; } while (0)
#define FBARI(v) FBAR(v)
static inline void hfp_enter(hostfp_t *h, uint32_t sr)
{
    static const int mode[4] = {
#if defined(FE_TONEAREST) && defined(FE_TOWARDZERO) && defined(FE_UPWARD) && defined(FE_DOWNWARD)
        FE_TONEAREST, FE_TOWARDZERO, FE_UPWARD, FE_DOWNWARD
#else
        0, 0, 0, 0
#endif
    };
    feholdexcept(h);
    fesetround(mode[sr_rm(sr)]);
}
static inline unsigned hfp_leave(hostfp_t *h)
{
    int e = fetestexcept(FE_INVALID | FE_DIVBYZERO | FE_OVERFLOW | FE_UNDERFLOW | FE_INEXACT);
    unsigned fl = 0;
    fesetenv(h);
    if (e & FE_INVALID) fl |= FL_V;
    if (e & FE_DIVBYZERO) fl |= FL_Z;
    if (e & FE_OVERFLOW) fl |= FL_O;
    if (e & FE_UNDERFLOW) fl |= FL_U;
    if (e & FE_INEXACT) fl |= FL_I;
    return fl;
}
#endif

/* ---- arithmetic (results and raised flags; nothing is written here) ---- */
enum { OP_ADD, OP_SUB, OP_MPY, OP_DIV, OP_REM };

#ifdef FPU_FAST
/* Fast path for add/sub/mpy/div (and, with AVX-512, fused multiply-add).
   Reading MXCSR right after an operation that changed a sticky flag, or writing it back
   after one, costs on the order of 50-100 ns on the machines this runs on, against a few
   ns for the operation. So common operations do not use the bracket above: they run
   natively and their exceptions are derived in software. Operands are zero or normal
   and not extreme; a result that is finite, normal and strictly between the smallest
   normal and the largest finite value cannot have overflowed or underflowed in any
   rounding mode, so the only possible exception is inexact, which is decided exactly
   (TwoSum for add/sub; integer products of the significands for mpy/div). Anything else
   takes the general path.
   - With AVX-512 (checked at run time), the EVEX forms with embedded rounding and
     suppress-all-exceptions round in the guest mode and leave MXCSR alone entirely.
   - Otherwise, in round to nearest only, with the host MXCSR in its default state: MXCSR
     is read before, and written back only if the host's inexact flag was clear. */
__extension__ typedef unsigned __int128 u128;

static inline int sigbits128(u128 p)      /* significant bits of p != 0 */
{
    uint64_t hi = (uint64_t)(p >> 64), lo = (uint64_t)p;
    int len = hi ? 128 - __builtin_clzll(hi) : 64 - __builtin_clzll(lo);
    int tz = lo ? __builtin_ctzll(lo) : 64 + __builtin_ctzll(hi);
    return len - tz;
}
static inline u128 odd128(u128 p)
{
    uint64_t lo = (uint64_t)p;
    return lo ? p >> __builtin_ctzll(lo) : p >> (64 + __builtin_ctzll((uint64_t)(p >> 64)));
}
static inline uint64_t sig_d(uint64_t u) { return (u & D_FRAC) | (1ull << 52); }
static inline uint64_t sig_s(uint32_t u) { return (u & S_FRAC) | (1u << 23); }

#if !defined(FPU_NO_AVX512)   /* -DFPU_NO_AVX512: the SSE fast path only */
#include <immintrin.h>
#define FPU_AVX512 1
#define AVX512 __attribute__((target("avx512f"), noinline))
static int have_avx512;

#define RN_SAE (_MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC)
#define D_OPS(M) do {                                                               \
        switch (op) {                                                               \
        case OP_ADD: case OP_SUB: z = _mm_add_round_sd(x, y, (M) | _MM_FROUND_NO_EXC); break; \
        case OP_MPY: z = _mm_mul_round_sd(x, y, (M) | _MM_FROUND_NO_EXC); break;    \
        default:     z = _mm_div_round_sd(x, y, (M) | _MM_FROUND_NO_EXC); break;    \
        } } while (0)
#define S_OPS(M) do {                                                               \
        switch (op) {                                                               \
        case OP_ADD: case OP_SUB: z = _mm_add_round_ss(x, y, (M) | _MM_FROUND_NO_EXC); break; \
        case OP_MPY: z = _mm_mul_round_ss(x, y, (M) | _MM_FROUND_NO_EXC); break;    \
        default:     z = _mm_div_round_ss(x, y, (M) | _MM_FROUND_NO_EXC); break;    \
        } } while (0)

/* a op b rounded in PA mode rm, raising nothing; for add, *err = TwoSum error != 0. */
AVX512 static uint64_t d_op512(unsigned op, unsigned rm, uint64_t a, uint64_t b, int *err)
{
    __m128d x = _mm_castsi128_pd(_mm_cvtsi64_si128((long long)a));
    __m128d y = _mm_castsi128_pd(_mm_cvtsi64_si128((long long)b)), z;
    switch (rm) {
    case FPSR_RM_NEAREST: D_OPS(_MM_FROUND_TO_NEAREST_INT); break;
    case FPSR_RM_ZERO:    D_OPS(_MM_FROUND_TO_ZERO); break;
    case FPSR_RM_UP:      D_OPS(_MM_FROUND_TO_POS_INF); break;
    default:              D_OPS(_MM_FROUND_TO_NEG_INF); break;
    }
    if (op <= OP_SUB) {
        __m128d s = _mm_add_round_sd(x, y, RN_SAE);
        __m128d bb = _mm_sub_round_sd(s, x, RN_SAE);
        __m128d e = _mm_add_round_sd(_mm_sub_round_sd(x, _mm_sub_round_sd(s, bb, RN_SAE), RN_SAE),
                                     _mm_sub_round_sd(y, bb, RN_SAE), RN_SAE);
        *err = ((uint64_t)_mm_cvtsi128_si64(_mm_castpd_si128(e)) & D_MAG) != 0;
    }
    return (uint64_t)_mm_cvtsi128_si64(_mm_castpd_si128(z));
}

AVX512 static uint32_t s_op512(unsigned op, unsigned rm, uint32_t a, uint32_t b, int *err)
{
    __m128 x = _mm_castsi128_ps(_mm_cvtsi32_si128((int)a));
    __m128 y = _mm_castsi128_ps(_mm_cvtsi32_si128((int)b)), z;
    switch (rm) {
    case FPSR_RM_NEAREST: S_OPS(_MM_FROUND_TO_NEAREST_INT); break;
    case FPSR_RM_ZERO:    S_OPS(_MM_FROUND_TO_ZERO); break;
    case FPSR_RM_UP:      S_OPS(_MM_FROUND_TO_POS_INF); break;
    default:              S_OPS(_MM_FROUND_TO_NEG_INF); break;
    }
    if (op <= OP_SUB) {
        __m128 s = _mm_add_round_ss(x, y, RN_SAE);
        __m128 bb = _mm_sub_round_ss(s, x, RN_SAE);
        __m128 e = _mm_add_round_ss(_mm_sub_round_ss(x, _mm_sub_round_ss(s, bb, RN_SAE), RN_SAE),
                                    _mm_sub_round_ss(y, bb, RN_SAE), RN_SAE);
        *err = ((uint32_t)_mm_cvtsi128_si32(_mm_castps_si128(e)) & S_MAG) != 0;
    }
    return (uint32_t)_mm_cvtsi128_si32(_mm_castps_si128(z));
}

AVX512 static uint64_t d_fma512(unsigned rm, uint64_t a, uint64_t b, uint64_t c3)
{
    __m128d x = _mm_castsi128_pd(_mm_cvtsi64_si128((long long)a));
    __m128d y = _mm_castsi128_pd(_mm_cvtsi64_si128((long long)b));
    __m128d w = _mm_castsi128_pd(_mm_cvtsi64_si128((long long)c3)), z;
    switch (rm) {
    case FPSR_RM_NEAREST: z = _mm_fmadd_round_sd(x, y, w, _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC); break;
    case FPSR_RM_ZERO:    z = _mm_fmadd_round_sd(x, y, w, _MM_FROUND_TO_ZERO | _MM_FROUND_NO_EXC); break;
    case FPSR_RM_UP:      z = _mm_fmadd_round_sd(x, y, w, _MM_FROUND_TO_POS_INF | _MM_FROUND_NO_EXC); break;
    default:              z = _mm_fmadd_round_sd(x, y, w, _MM_FROUND_TO_NEG_INF | _MM_FROUND_NO_EXC); break;
    }
    return (uint64_t)_mm_cvtsi128_si64(_mm_castpd_si128(z));
}

AVX512 static uint32_t s_fma512(unsigned rm, uint32_t a, uint32_t b, uint32_t c3)
{
    __m128 x = _mm_castsi128_ps(_mm_cvtsi32_si128((int)a));
    __m128 y = _mm_castsi128_ps(_mm_cvtsi32_si128((int)b));
    __m128 w = _mm_castsi128_ps(_mm_cvtsi32_si128((int)c3)), z;
    switch (rm) {
    case FPSR_RM_NEAREST: z = _mm_fmadd_round_ss(x, y, w, _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC); break;
    case FPSR_RM_ZERO:    z = _mm_fmadd_round_ss(x, y, w, _MM_FROUND_TO_ZERO | _MM_FROUND_NO_EXC); break;
    case FPSR_RM_UP:      z = _mm_fmadd_round_ss(x, y, w, _MM_FROUND_TO_POS_INF | _MM_FROUND_NO_EXC); break;
    default:              z = _mm_fmadd_round_ss(x, y, w, _MM_FROUND_TO_NEG_INF | _MM_FROUND_NO_EXC); break;
    }
    return (uint32_t)_mm_cvtsi128_si32(_mm_castps_si128(z));
}

AVX512 static uint64_t d_sqrt512(unsigned rm, uint64_t a)
{
    __m128d x = _mm_castsi128_pd(_mm_cvtsi64_si128((long long)a)), z;
    switch (rm) {
    case FPSR_RM_NEAREST: z = _mm_sqrt_round_sd(x, x, _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC); break;
    case FPSR_RM_ZERO:    z = _mm_sqrt_round_sd(x, x, _MM_FROUND_TO_ZERO | _MM_FROUND_NO_EXC); break;
    case FPSR_RM_UP:      z = _mm_sqrt_round_sd(x, x, _MM_FROUND_TO_POS_INF | _MM_FROUND_NO_EXC); break;
    default:              z = _mm_sqrt_round_sd(x, x, _MM_FROUND_TO_NEG_INF | _MM_FROUND_NO_EXC); break;
    }
    return (uint64_t)_mm_cvtsi128_si64(_mm_castpd_si128(z));
}

AVX512 static uint32_t s_sqrt512(unsigned rm, uint32_t a)
{
    __m128 x = _mm_castsi128_ps(_mm_cvtsi32_si128((int)a)), z;
    switch (rm) {
    case FPSR_RM_NEAREST: z = _mm_sqrt_round_ss(x, x, _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC); break;
    case FPSR_RM_ZERO:    z = _mm_sqrt_round_ss(x, x, _MM_FROUND_TO_ZERO | _MM_FROUND_NO_EXC); break;
    case FPSR_RM_UP:      z = _mm_sqrt_round_ss(x, x, _MM_FROUND_TO_POS_INF | _MM_FROUND_NO_EXC); break;
    default:              z = _mm_sqrt_round_ss(x, x, _MM_FROUND_TO_NEG_INF | _MM_FROUND_NO_EXC); break;
    }
    return (uint32_t)_mm_cvtsi128_si32(_mm_castps_si128(z));
}

__attribute__((constructor)) static void fpu_detect(void)
{
    __builtin_cpu_init();
    have_avx512 = __builtin_cpu_supports("avx512f") ? 1 : 0;
}
static inline int use_avx512(void) { return have_avx512 > 0; }

/* Is (-1)^sp*P*2^lp + (-1)^sc*C*2^lc == (-1)^sr*R*2^lr exactly (R != 0)? 1 yes, 0 no,
   -1 undecided (C and R too far apart for 128-bit arithmetic). */
__extension__ typedef __int128 s128;
static int sum_is(u128 P, int sp, int lp, uint64_t C, int sc, int lc, uint64_t R, int sr, int lr)
{
    int eq = (C && lc < lr) ? lc : lr;
    int dc = lc - eq, dr = lr - eq;
    if (dr > 72 || (C && dc > 72)) return -1;
    s128 cv = C ? (s128)((u128)C << dc) : 0, rv = (s128)((u128)R << dr);
    s128 q = (sc ? -cv : cv) - (sr ? -rv : rv);    /* need P-term == -q */
    if (P == 0) return q == 0;
    if (q == 0 || (q < 0) == sp) return 0;
    u128 m = q < 0 ? -(u128)q : (u128)q;
    uint64_t plo = (uint64_t)P, mlo = (uint64_t)m;
    int tp = plo ? __builtin_ctzll(plo) : 64 + __builtin_ctzll((uint64_t)(P >> 64));
    int tm = mlo ? __builtin_ctzll(mlo) : 64 + __builtin_ctzll((uint64_t)(m >> 64));
    return lp + tp == eq + tm && (P >> tp) == (m >> tm);
}

/* Fused multiply-add: result by the AVX-512 instruction in the guest mode, the only
   possible exception (inexact, given a normal in-range result) decided exactly. */
static int d_fma_fast(uint32_t sr, uint64_t a, uint64_t b, uint64_t c3, uint64_t *res,
                      unsigned *fl)
{
    unsigned ea = (unsigned)(a >> 52) & 0x7ff, eb = (unsigned)(b >> 52) & 0x7ff;
    unsigned ec = (unsigned)(c3 >> 52) & 0x7ff;
    if (((a & D_MAG) && (ea == 0 || ea == 0x7ff)) || ((b & D_MAG) && (eb == 0 || eb == 0x7ff))
        || ((c3 & D_MAG) && (ec == 0 || ec == 0x7ff)))
        return 0;
    uint64_t r = d_fma512(sr_rm(sr), a, b, c3), mr = r & D_MAG;
    if (!(mr > (1ull << 52) && mr < (D_EXP - 1))) return 0;
    u128 P = ((a & D_MAG) && (b & D_MAG)) ? (u128)sig_d(a) * sig_d(b) : 0;
    int ex = sum_is(P, (int)((a ^ b) >> 63), (int)(ea + eb) - 2150,
                    (c3 & D_MAG) ? sig_d(c3) : 0, (int)(c3 >> 63), (int)ec - 1075,
                    sig_d(r), (int)(r >> 63), (int)(mr >> 52) - 1075);
    if (ex < 0) return 0;
    if (!ex) *fl |= FL_I;
    *res = r;
    return 1;
}

static int s_fma_fast(uint32_t sr, uint32_t a, uint32_t b, uint32_t c3, uint32_t *res,
                      unsigned *fl)
{
    unsigned ea = (a >> 23) & 0xff, eb = (b >> 23) & 0xff, ec = (c3 >> 23) & 0xff;
    if (((a & S_MAG) && (ea == 0 || ea == 0xff)) || ((b & S_MAG) && (eb == 0 || eb == 0xff))
        || ((c3 & S_MAG) && (ec == 0 || ec == 0xff)))
        return 0;
    uint32_t r = s_fma512(sr_rm(sr), a, b, c3), mr = r & S_MAG;
    if (!(mr > (1u << 23) && mr < (S_EXP - 1))) return 0;
    u128 P = ((a & S_MAG) && (b & S_MAG)) ? (u128)(sig_s(a) * sig_s(b)) : 0;
    int ex = sum_is(P, (int)((a ^ b) >> 31), (int)(ea + eb) - 300,
                    (c3 & S_MAG) ? sig_s(c3) : 0, (int)(c3 >> 31), (int)ec - 150,
                    sig_s(r), (int)(r >> 31), (int)(mr >> 23) - 150);
    if (ex < 0) return 0;
    if (!ex) *fl |= FL_I;
    *res = r;
    return 1;
}
#endif

/* 1: *res and *fl are the answer; 0: use the general path. */
static inline int d_fast(uint32_t sr, unsigned op, uint64_t a, uint64_t b, uint64_t *res,
                         unsigned *fl)
{
    unsigned ea = (unsigned)(a >> 52) & 0x7ff, eb = (unsigned)(b >> 52) & 0x7ff;
    uint32_t saved = 0;
    uint64_t r;
    int err = 0, inexact, native = 1;
    /* zero, or 2^-969 <= |x| < 2^1023: TwoSum then sees no denormal and no overflow */
    if (((a & D_MAG) && (ea < 54 || ea > 2045)) || ((b & D_MAG) && (eb < 54 || eb > 2045)))
        return 0;
    if (op == OP_SUB) b ^= D_SIGN;
#ifdef FPU_AVX512
    if (LIKELY(use_avx512())) {
        r = d_op512(op, sr_rm(sr), a, b, &err);
        native = 0;
    } else
#endif
    {
        if (sr & FPSR_RM_MASK) return 0;
        saved = csr_read();
        if ((saved & 0xffc0) != 0x1f80) return 0;
        double x = u2d(a), y = u2d(b), z;
        FBAR(x); FBAR(y);
        switch (op) {
        case OP_ADD: case OP_SUB: z = x + y; break;
        case OP_MPY: z = x * y; break;
        default:     z = x / y; break;
        }
        FBAR(z);
        r = d2u(z);
        if (op <= OP_SUB) {
            double bb = z - x;
            double e = (x - (z - bb)) + (y - bb);
            FBAR(e);
            err = e != 0;
        }
    }
    uint64_t mr = r & D_MAG;
    if (LIKELY(mr > (1ull << 52) && mr < (D_EXP - 1))) {
        if (op <= OP_SUB) {
            inexact = err;
        } else if (op == OP_MPY) {
            inexact = sigbits128((u128)sig_d(a) * sig_d(b)) > 53;
        } else {
            uint64_t ma = sig_d(a);
            inexact = odd128((u128)sig_d(r) * sig_d(b)) != (u128)(ma >> __builtin_ctzll(ma));
        }
    } else if (mr == 0 && (op <= OP_SUB || !(a & D_MAG) || (op == OP_MPY && !(b & D_MAG)))) {
        inexact = 0;                    /* x + -x, 0 * y, y * 0, 0 / y */
    } else {
        if (native) csr_write(saved);   /* undo whatever the host raised */
        return 0;
    }
    if (inexact) {
        *fl |= FL_I;
        if (native && !(saved & 0x20)) csr_write(saved);
    }
    *res = r;
    return 1;
}

static inline int s_fast(uint32_t sr, unsigned op, uint32_t a, uint32_t b, uint32_t *res,
                         unsigned *fl)
{
    unsigned ea = (a >> 23) & 0xff, eb = (b >> 23) & 0xff;
    uint32_t saved = 0, r;
    int err = 0, inexact, native = 1;
    if (((a & S_MAG) && (ea < 25 || ea > 253)) || ((b & S_MAG) && (eb < 25 || eb > 253)))
        return 0;
    if (op == OP_SUB) b ^= S_SIGN;
#ifdef FPU_AVX512
    if (LIKELY(use_avx512())) {
        r = s_op512(op, sr_rm(sr), a, b, &err);
        native = 0;
    } else
#endif
    {
        if (sr & FPSR_RM_MASK) return 0;
        saved = csr_read();
        if ((saved & 0xffc0) != 0x1f80) return 0;
        float x = u2f(a), y = u2f(b), z;
        FBAR(x); FBAR(y);
        switch (op) {
        case OP_ADD: case OP_SUB: z = x + y; break;
        case OP_MPY: z = x * y; break;
        default:     z = x / y; break;
        }
        FBAR(z);
        r = f2u(z);
        if (op <= OP_SUB) {
            float bb = z - x;
            float e = (x - (z - bb)) + (y - bb);
            FBAR(e);
            err = e != 0;
        }
    }
    uint32_t mr = r & S_MAG;
    if (LIKELY(mr > (1u << 23) && mr < (S_EXP - 1))) {
        if (op <= OP_SUB) {
            inexact = err;
        } else if (op == OP_MPY) {
            uint64_t p = sig_s(a) * sig_s(b);
            inexact = 64 - __builtin_clzll(p) - __builtin_ctzll(p) > 24;
        } else {
            uint64_t p = sig_s(r) * sig_s(b), ma = sig_s(a);
            inexact = (p >> __builtin_ctzll(p)) != (ma >> __builtin_ctzll(ma));
        }
    } else if (mr == 0 && (op <= OP_SUB || !(a & S_MAG) || (op == OP_MPY && !(b & S_MAG)))) {
        inexact = 0;
    } else {
        if (native) csr_write(saved);
        return 0;
    }
    if (inexact) {
        *fl |= FL_I;
        if (native && !(saved & 0x20)) csr_write(saved);
    }
    *res = r;
    return 1;
}

/* Square root of a positive normal operand: the result is normal, so inexact is the only
   possible exception, and it is decided exactly: r*r == a exactly when the odd part of
   r's significand squared is the odd part of a's (a power-of-two ratio is impossible,
   r being a's correctly rounded root). 1: *res and *fl are the answer; 0: general path. */
static inline int d_sqrt_fast(uint32_t sr, uint64_t a, uint64_t *res, unsigned *fl)
{
    unsigned ea = (unsigned)(a >> 52) & 0x7ff;
    if ((a & D_SIGN) || ea == 0 || ea == 0x7ff || (sr & FPSR_D)) return 0;
    uint64_t r;
    uint32_t saved = 0;
    int native = 1;
#ifdef FPU_AVX512
    if (LIKELY(use_avx512())) {
        r = d_sqrt512(sr_rm(sr), a);
        native = 0;
    } else
#endif
    {
        if (sr & FPSR_RM_MASK) return 0;
        saved = csr_read();
        if ((saved & 0xffc0) != 0x1f80) return 0;
        double x = u2d(a), z;
        FBAR(x);
        z = sqrt(x);
        FBAR(z);
        r = d2u(z);
    }
    uint64_t mr = sig_d(r) >> __builtin_ctzll(sig_d(r)), ma = sig_d(a);
    if ((u128)mr * mr != (u128)(ma >> __builtin_ctzll(ma))) {
        *fl |= FL_I;
        if (native && !(saved & 0x20)) csr_write(saved);
    }
    *res = r;
    return 1;
}

static inline int s_sqrt_fast(uint32_t sr, uint32_t a, uint32_t *res, unsigned *fl)
{
    unsigned ea = (a >> 23) & 0xff;
    if ((a & S_SIGN) || ea == 0 || ea == 0xff || (sr & FPSR_D)) return 0;
    uint32_t r, saved = 0;
    int native = 1;
#ifdef FPU_AVX512
    if (LIKELY(use_avx512())) {
        r = s_sqrt512(sr_rm(sr), a);
        native = 0;
    } else
#endif
    {
        if (sr & FPSR_RM_MASK) return 0;
        saved = csr_read();
        if ((saved & 0xffc0) != 0x1f80) return 0;
        float x = u2f(a), z;
        FBAR(x);
        z = sqrtf(x);
        FBAR(z);
        r = f2u(z);
    }
    uint64_t mr = sig_s(r) >> __builtin_ctz(sig_s(r)), ma = sig_s(a);
    if (mr * mr != (ma >> __builtin_ctzll(ma))) {
        *fl |= FL_I;
        if (native && !(saved & 0x20)) csr_write(saved);
    }
    *res = r;
    return 1;
}
#endif

static uint64_t d_arith(uint32_t sr, unsigned op, uint64_t a, uint64_t b, unsigned *fl)
{
    if (UNLIKELY(d_isnan(a) || d_isnan(b))) {
        uint64_t ops[2] = { a, b };
        return d_nan(ops, 2, fl);
    }
#ifdef FPU_FAST
    uint64_t fr;
    if (LIKELY(op != OP_REM && !(sr & FPSR_D)) && d_fast(sr, op, a, b, &fr, fl))
        return fr;
#endif
    double x = u2d(a), y = u2d(b), z;
    hostfp_t h;
    if (UNLIKELY(op == OP_REM)) {
        /* IEEE remainder: exact; invalid for an infinite dividend or a zero divisor */
        if ((a & D_MAG) == D_EXP || (b & D_MAG) == 0) { *fl |= FL_V; return D_QNAN; }
        if ((b & D_MAG) == D_EXP) return a;
        hfp_enter(&h, sr & ~FPSR_RM_MASK);
        FBAR(x); FBAR(y);
        z = remainder(x, y);
        FBAR(z);
        (void)hfp_leave(&h);
        return d2u(z);
    }
    hfp_enter(&h, sr);
    FBAR(x); FBAR(y);
    switch (op) {
    case OP_ADD: z = x + y; break;
    case OP_SUB: z = x - y; break;
    case OP_MPY: z = x * y; break;
    default:     z = x / y; break;
    }
    FBAR(z);
    *fl |= hfp_leave(&h);
    uint64_t r = d2u(z);
    return UNLIKELY(d_isnan(r)) ? D_QNAN : r;
}

static uint32_t s_arith(uint32_t sr, unsigned op, uint32_t a, uint32_t b, unsigned *fl)
{
    if (UNLIKELY(s_isnan(a) || s_isnan(b))) {
        uint32_t ops[2] = { a, b };
        return s_nan(ops, 2, fl);
    }
#ifdef FPU_FAST
    uint32_t fr;
    if (LIKELY(op != OP_REM && !(sr & FPSR_D)) && s_fast(sr, op, a, b, &fr, fl))
        return fr;
#endif
    float x = u2f(a), y = u2f(b), z;
    hostfp_t h;
    if (UNLIKELY(op == OP_REM)) {
        if ((a & S_MAG) == S_EXP || (b & S_MAG) == 0) { *fl |= FL_V; return S_QNAN; }
        if ((b & S_MAG) == S_EXP) return a;
        hfp_enter(&h, sr & ~FPSR_RM_MASK);
        FBAR(x); FBAR(y);
        z = remainderf(x, y);
        FBAR(z);
        (void)hfp_leave(&h);
        return f2u(z);
    }
    hfp_enter(&h, sr);
    FBAR(x); FBAR(y);
    switch (op) {
    case OP_ADD: z = x + y; break;
    case OP_SUB: z = x - y; break;
    case OP_MPY: z = x * y; break;
    default:     z = x / y; break;
    }
    FBAR(z);
    *fl |= hfp_leave(&h);
    uint32_t r = f2u(z);
    return UNLIKELY(s_isnan(r)) ? S_QNAN : r;
}

static uint64_t d_sqrt(uint32_t sr, uint64_t a, unsigned *fl)
{
    if (d_isnan(a)) return d_nan(&a, 1, fl);
    if ((a & D_SIGN) && (a & D_MAG)) { *fl |= FL_V; return D_QNAN; }
#ifdef FPU_FAST
    uint64_t fr;
    if (d_sqrt_fast(sr, a, &fr, fl)) return fr;
#endif
    double x = u2d(a), z;
    hostfp_t h;
    hfp_enter(&h, sr);
    FBAR(x);
    z = sqrt(x);
    FBAR(z);
    *fl |= hfp_leave(&h);
    return d2u(z);
}

static uint32_t s_sqrt(uint32_t sr, uint32_t a, unsigned *fl)
{
    if (s_isnan(a)) return s_nan(&a, 1, fl);
    if ((a & S_SIGN) && (a & S_MAG)) { *fl |= FL_V; return S_QNAN; }
#ifdef FPU_FAST
    uint32_t fr;
    if (s_sqrt_fast(sr, a, &fr, fl)) return fr;
#endif
    float x = u2f(a), z;
    hostfp_t h;
    hfp_enter(&h, sr);
    FBAR(x);
    z = sqrtf(x);
    FBAR(z);
    *fl |= hfp_leave(&h);
    return f2u(z);
}

/* Fused a*b+c (neg: -(a*b)+c), one rounding. */
static uint64_t d_fma(uint32_t sr, uint64_t a, uint64_t b, uint64_t c3, int neg, unsigned *fl)
{
    if (UNLIKELY(d_isnan(a) || d_isnan(b) || d_isnan(c3))) {
        uint64_t ops[3] = { a, b, c3 };
        return d_nan(ops, 3, fl);
    }
    if (neg) a ^= D_SIGN;
#ifdef FPU_AVX512
    uint64_t fr;
    if (LIKELY(!(sr & FPSR_D) && use_avx512()) && d_fma_fast(sr, a, b, c3, &fr, fl)) return fr;
#endif
    double x = u2d(a), y = u2d(b), w = u2d(c3), z;
    hostfp_t h;
    hfp_enter(&h, sr);
    FBAR(x); FBAR(y); FBAR(w);
    z = fma(x, y, w);
    FBAR(z);
    *fl |= hfp_leave(&h);
    uint64_t r = d2u(z);
    return UNLIKELY(d_isnan(r)) ? D_QNAN : r;
}

static uint32_t s_fma(uint32_t sr, uint32_t a, uint32_t b, uint32_t c3, int neg, unsigned *fl)
{
    if (UNLIKELY(s_isnan(a) || s_isnan(b) || s_isnan(c3))) {
        uint32_t ops[3] = { a, b, c3 };
        return s_nan(ops, 3, fl);
    }
    if (neg) a ^= S_SIGN;
#ifdef FPU_AVX512
    uint32_t fr;
    if (LIKELY(!(sr & FPSR_D) && use_avx512()) && s_fma_fast(sr, a, b, c3, &fr, fl)) return fr;
#endif
    float x = u2f(a), y = u2f(b), w = u2f(c3), z;
    hostfp_t h;
    hfp_enter(&h, sr);
    FBAR(x); FBAR(y); FBAR(w);
    z = fmaf(x, y, w);
    FBAR(z);
    *fl |= hfp_leave(&h);
    uint32_t r = f2u(z);
    return UNLIKELY(s_isnan(r)) ? S_QNAN : r;
}

/* ---- rounding to an integral value, in integer arithmetic ----
   A finite value is sig * 2^exp (sig < 2^53). Returns its magnitude rounded to an integer
   in mode rm, sets *inexact; returns 0 (and leaves *mag) when the magnitude is 2^64 or
   more. */
static int round_mag(uint64_t sig, int exp, int neg, unsigned rm, uint64_t *mag, int *inexact)
{
    *inexact = 0;
    if (sig == 0) { *mag = 0; return 1; }
    if (exp >= 0) {
        if (exp > 0 && (exp >= 64 || (sig >> (64 - exp)) != 0)) return 0;
        *mag = sig << exp;
        return 1;
    }
    unsigned sh = (unsigned)-exp;
    uint64_t ip;
    int rb, st;
    if (sh >= 64) {
        ip = 0; rb = 0; st = 1;
    } else {
        uint64_t rem = sig & ((1ull << sh) - 1);
        ip = sig >> sh;
        rb = (int)((rem >> (sh - 1)) & 1);
        st = (rem & ((1ull << (sh - 1)) - 1)) != 0;
    }
    if (rb | st) {
        int up;
        *inexact = 1;
        switch (rm) {
        case FPSR_RM_NEAREST: up = rb && (st || (ip & 1)); break;
        case FPSR_RM_UP:      up = !neg; break;
        case FPSR_RM_DOWN:    up = neg; break;
        default:              up = 0; break;
        }
        ip += (uint64_t)up;
    }
    *mag = ip;
    return 1;
}

/* Decompose a finite double/single (D: denormals as zero). */
static inline void d_parts(uint64_t u, uint32_t sr, uint64_t *sig, int *exp)
{
    unsigned e = (unsigned)((u >> 52) & 0x7ff);
    if (e) { *sig = (u & D_FRAC) | (1ull << 52); *exp = (int)e - 1075; }
    else { *sig = (sr & FPSR_D) ? 0 : (u & D_FRAC); *exp = -1074; }
}
static inline void s_parts(uint32_t u, uint32_t sr, uint64_t *sig, int *exp)
{
    unsigned e = (u >> 23) & 0xff;
    if (e) { *sig = (u & S_FRAC) | (1u << 23); *exp = (int)e - 150; }
    else { *sig = (sr & FPSR_D) ? 0 : (u & S_FRAC); *exp = -149; }
}

/* FRND: round to an integral value in the current mode (inexact when it changes). */
static uint64_t d_rnd(uint32_t sr, uint64_t a, unsigned *fl)
{
    if (d_isnan(a)) return d_nan(&a, 1, fl);
    if ((a & D_MAG) >= (1075ull << 52)) return a;       /* >= 2^52, infinities */
    uint64_t sig, mag;
    int exp, inexact;
    d_parts(a, sr, &sig, &exp);
    round_mag(sig, exp, (int)(a >> 63), sr_rm(sr), &mag, &inexact);
    if (!inexact) return (sig == 0) ? (a & D_SIGN) : a;
    *fl |= FL_I;
    return d2u((double)(int64_t)mag) | (a & D_SIGN);   /* mag <= 2^52: exact */
}

static uint32_t s_rnd(uint32_t sr, uint32_t a, unsigned *fl)
{
    if (s_isnan(a)) return s_nan(&a, 1, fl);
    if ((a & S_MAG) >= (150u << 23)) return a;          /* >= 2^23, infinities */
    uint64_t sig, mag;
    int exp, inexact;
    s_parts(a, sr, &sig, &exp);
    round_mag(sig, exp, (int)(a >> 31), sr_rm(sr), &mag, &inexact);
    if (!inexact) return (sig == 0) ? (a & S_SIGN) : a;
    *fl |= FL_I;
    return f2u((float)(int32_t)mag) | (a & S_SIGN);    /* mag <= 2^23: exact */
}

/* Floating to fixed: w (32-bit) or dw (64-bit), signed or unsigned, rounded in mode rm.
   Out of range (NaN, infinity, too large) is invalid with the result saturated by sign:
   signed to the largest/smallest integer, unsigned to all ones (positive) or zero
   (negative); a negative value that does not round to zero is invalid for unsigned. */
static uint64_t to_fixed(uint64_t sig, int exp, int neg, int special, int dw, int uns,
                         unsigned rm, unsigned *fl)
{
    uint64_t mag;
    int inexact;
    uint64_t smax = dw ? 0x7fffffffffffffffull : 0x7fffffffull;
    uint64_t umax = dw ? ~0ull : 0xffffffffull;
    if (special || !round_mag(sig, exp, neg, rm, &mag, &inexact))
        goto invalid;
    if (uns) {
        if (neg && mag) goto invalid;
        if (mag > umax) goto invalid;
    } else if (mag > smax + (uint64_t)neg) {
        goto invalid;
    }
    if (inexact) *fl |= FL_I;
    if (neg) mag = 0 - mag;
    return dw ? mag : (mag & 0xffffffffull);
invalid:
    *fl |= FL_V;
    if (uns) return neg ? 0 : umax;
    return neg ? ((smax + 1) & umax) : smax;
}

/* Fixed to floating, rounded in the current mode. */
static uint64_t from_fixed(uint32_t sr, uint64_t v, int dw, int uns, int to_dbl, unsigned *fl)
{
    hostfp_t h;
    if (!dw) {
        if (to_dbl) {   /* 32-bit integers are exact in double: no host state needed */
            double z = uns ? (double)(uint32_t)v : (double)(int32_t)v;
            return d2u(z);
        }
        v = uns ? (uint64_t)(uint32_t)v : (uint64_t)(int64_t)(int32_t)v;
    }
    /* v now holds a 64-bit integer: unsigned if uns, else two's complement. Values that
       the destination holds exactly convert without rounding or exceptions. */
    uint64_t lim = to_dbl ? (1ull << 53) : (1ull << 24);
    if (uns ? v <= lim : v + lim <= 2 * lim)
        return to_dbl ? d2u(uns ? (double)v : (double)(int64_t)v)
                      : f2u(uns ? (float)v : (float)(int64_t)v);
    hfp_enter(&h, sr);
    FBARI(v);
    uint64_t r;
    if (to_dbl) {
        double z = uns ? (double)v : (double)(int64_t)v;
        FBAR(z);
        r = d2u(z);
    } else {
        float z = uns ? (float)v : (float)(int64_t)v;
        FBAR(z);
        r = f2u(z);
    }
    *fl |= hfp_leave(&h);
    return r;
}

/* Floating to floating. */
static uint64_t s_to_d(uint32_t sr, uint32_t a, unsigned *fl)
{
    if (s_isnan(a)) {
        uint64_t d = ((uint64_t)(a & S_SIGN) << 32) | D_EXP | ((uint64_t)(a & S_FRAC) << 29);
        if (a & S_SNAN) { *fl |= FL_V; d = d_quiet(d); }
        return d;
    }
    if (a & S_EXP)                      /* normal or infinite: exact, raises nothing */
        return d2u((double)u2f(a));
    float x = u2f(a);
    hostfp_t h;
    hfp_enter(&h, sr);
    FBAR(x);
    double z = (double)x;
    FBAR(z);
    *fl |= hfp_leave(&h);
    return d2u(z);
}

static uint32_t d_to_s(uint32_t sr, uint64_t a, unsigned *fl)
{
    if (d_isnan(a)) {
        uint32_t s = (uint32_t)((a >> 32) & S_SIGN) | S_EXP | (uint32_t)((a & D_FRAC) >> 29);
        if (a & D_SNAN) { *fl |= FL_V; s &= ~S_SNAN; }
        return (s & S_FRAC) ? s : (s | S_QNAN);
    }
    unsigned e = (unsigned)(a >> 52) & 0x7ff;   /* exactly a normal single, zero, infinity */
    if (((e >= 1023 - 126 && e <= 1023 + 127) && !(a & 0x1fffffffull)) || !(a & D_MAG) || e == 0x7ff)
        return f2u((float)u2d(a));
    double x = u2d(a);
    hostfp_t h;
    hfp_enter(&h, sr);
    FBAR(x);
    float z = (float)x;
    FBAR(z);
    *fl |= hfp_leave(&h);
    return f2u(z);
}

/* ---- FCMP / FTEST ---- */

/* Order key of a non-NaN value (+0 and -0 equal; D: denormals as zero). */
static inline int64_t d_key(uint64_t u, uint32_t sr)
{
    uint64_t m = u & D_MAG;
    if (UNLIKELY(sr & FPSR_D) && m < (1ull << 52)) m = 0;
    return (u & D_SIGN) ? -(int64_t)m : (int64_t)m;
}
static inline int32_t s_key(uint32_t u, uint32_t sr)
{
    uint32_t m = u & S_MAG;
    if (UNLIKELY(sr & FPSR_D) && m < (1u << 23)) m = 0;
    return (u & S_SIGN) ? -(int32_t)m : (int32_t)m;
}

/* cond bits: 16 true if greater, 8 if less, 4 if equal, 2 if unordered; 1 = invalid on
   any unordered operand (otherwise only a signalling NaN is invalid). y = 0: queued (C and
   the compare queue shift), y = 1..7: targeted, result to compare array bit CA[y-1]. */
static void fcmp_commit(struct cpu *c, uint32_t insn, unsigned rel, unsigned fl,
                        unsigned cond, unsigned y)
{
    if (UNLIKELY(fl)) fp_flags(c, insn, fl);
    uint32_t s = get_sr(c);
    uint32_t res = (cond >> rel) & 1;
    if (LIKELY(y == 0)) {
        s = (s & ~(FPSR_CQ_MASK | FPSR_C))
          | ((s >> 1) & (FPSR_CQ_MASK & ~FPSR_CA0))
          | ((s & FPSR_C) ? FPSR_CA0 : 0)
          | (res ? FPSR_C : 0);
    } else {
        uint32_t bit = FPSR_CA0 >> (y - 1);
        s = (s & ~bit) | (res ? bit : 0);
    }
    put_sr(c, s);
}

static void fcmp_d(struct cpu *c, uint32_t insn, uint64_t a, uint64_t b, unsigned cond, unsigned y)
{
    unsigned rel, fl = 0;
    if (UNLIKELY(d_isnan(a) || d_isnan(b))) {
        rel = 1;
        if ((cond & 1) || d_issnan(a) || d_issnan(b)) fl = FL_V;
    } else {
        uint32_t sr = get_sr(c);
        int64_t ka = d_key(a, sr), kb = d_key(b, sr);
        rel = ka > kb ? 4 : ka < kb ? 3 : 2;
    }
    fcmp_commit(c, insn, rel, fl, cond, y);
}

static void fcmp_s(struct cpu *c, uint32_t insn, uint32_t a, uint32_t b, unsigned cond, unsigned y)
{
    unsigned rel, fl = 0;
    if (UNLIKELY(s_isnan(a) || s_isnan(b))) {
        rel = 1;
        if ((cond & 1) || s_issnan(a) || s_issnan(b)) fl = FL_V;
    } else {
        uint32_t sr = get_sr(c);
        int32_t ka = s_key(a, sr), kb = s_key(b, sr);
        rel = ka > kb ? 4 : ka < kb ? 3 : 2;
    }
    fcmp_commit(c, insn, rel, fl, cond, y);
}

/* FTEST (y = 1): no completer nullifies when C is 1; acc/accN when C or any of the
   N-1 latest queued results is 1; rej/rej8 when all of them are 0. Other y test one
   compare array bit (targeted FCMP). Semantics as in QEMU's target/hppa. *mask: the
   status bits it looks at, *inv: it nullifies when they are all 0; 0 for the encodings it
   rejects. */
static int ftest_mask(uint32_t insn, uint32_t *mask, int *inv)
{
    unsigned y = (insn >> 13) & 7, cnd = insn & 31;
    *inv = 0;
    if (insn & 0x03ff19c0u) return 0;               /* r1, r2, fmt, uid must be zero */
    if (y != 1) { *mask = FPSR_CA0 >> ((y ^ 1) - 1); return 1; }
    switch (cnd) {
    case 0:  *mask = FPSR_C; return 1;
    case 2:  *inv = 1; /* fall through */
    case 1:  *mask = FPSR_C | FPSR_CQ_MASK; return 1;               /* rej / acc */
    case 6:  *inv = 1; /* fall through */
    case 5:  *mask = FPSR_C | (FPSR_CQ_MASK & (0x7fu << 15)); return 1; /* rej8 / acc8 */
    case 9:  *mask = FPSR_C | (0x1fu << 17); return 1;              /* acc6 */
    case 13: *mask = FPSR_C | (0x7u << 19); return 1;               /* acc4 */
    case 17: *mask = FPSR_C | FPSR_CA0; return 1;                   /* acc2 */
    default: return 0;
    }
}

/* PSW N when the status bits of mask are not all 0, or (inv) when they are. */
static void ftest_by(struct cpu *c, uint32_t mask, int inv)
{
    if (((get_sr(c) & mask) != 0) != inv) c->nullify = 1;
}

static void ftest(struct cpu *c, uint32_t insn)
{
    uint32_t mask;
    int inv;
    if (!ftest_mask(insn, &mask, &inv)) fp_ill(c);
    ftest_by(c, mask, inv);
}

/* ---- 0x0C / 0x0E operations ---- */
struct fops { unsigned r1, h1, r2, h2, t, ht; };

static void fid(struct cpu *c)
{
    /* FID: identify. Model/revision go to the status bits the architecture reserves for
       them (after a FID, CQ is undefined); as in HP's emulator: version 4 at bit 11. */
    uint32_t s = get_sr(c);
    put_sr(c, (s & ~(FPSR_CQ_MASK | FPSR_C)) | (4u << 11));
}

static void class0(struct cpu *c, uint32_t insn, const struct fops *o)
{
    unsigned sub = (insn >> 13) & 7, fmt = (insn >> 11) & 3, fl = 0;
    uint32_t sr = get_sr(c);
    if (sub < 2) {
        if (insn == 0x30000000u) { fid(c); return; }
        fp_ill(c);
    }
    if (fmt == 1) {
        uint64_t a = rd_d(c, o->r1), r;
        if (o->t == 0) fp_ill(c);
        switch (sub) {
        case 2:  r = a; break;                        /* FCPY */
        case 3:  r = a & D_MAG; break;                /* FABS */
        case 4:  r = d_sqrt(sr, a, &fl); break;       /* FSQRT */
        case 5:  r = d_rnd(sr, a, &fl); break;        /* FRND */
        case 6:  r = a ^ D_SIGN; break;               /* FNEG */
        default: r = a | D_SIGN; break;               /* FNEGABS */
        }
        if (fl) fp_flags(c, insn, fl);
        c->fr[o->t] = r;
    } else if (fmt == 0) {
        uint32_t a = rd_s(c, o->r1, o->h1), r;
        if ((o->t | o->ht) == 0) fp_ill(c);
        switch (sub) {
        case 2:  r = a; break;
        case 3:  r = a & S_MAG; break;
        case 4:  r = s_sqrt(sr, a, &fl); break;
        case 5:  r = s_rnd(sr, a, &fl); break;
        case 6:  r = a ^ S_SIGN; break;
        default: r = a | S_SIGN; break;
        }
        if (fl) fp_flags(c, insn, fl);
        fr_set32(c, o->t, o->ht, r);
    } else {
        fp_ill(c);   /* fmt 2 undefined, 3 quad: unimplemented on PA 2.0 hardware */
    }
}

static void class1(struct cpu *c, uint32_t insn, const struct fops *o)
{
    unsigned sub = (insn >> 15) & 7, sf = (insn >> 11) & 3, df = (insn >> 13) & 3, fl = 0;
    uint32_t sr = get_sr(c);
    uint64_t src, r = 0;
    if (sf > 1 || df > 1 || sub == 4 || (sub == 0 && sf == df)) fp_ill(c);
    if (df ? o->t == 0 : (o->t | o->ht) == 0) fp_ill(c);
    src = sf ? rd_d(c, o->r1) : rd_s(c, o->r1, o->h1);
    switch (sub) {
    case 0:                                           /* FCNV float -> float */
        r = sf ? d_to_s(sr, src, &fl) : s_to_d(sr, (uint32_t)src, &fl);
        break;
    case 1: case 5:                                   /* FCNV (u)w/(u)dw -> float */
        r = from_fixed(sr, src, sf, sub == 5, df, &fl);
        break;
    default: {                                        /* FCNV float -> (u)w/(u)dw [,t] */
        uint64_t sig;
        int exp, special, neg;
        if (sf) {
            special = (src & D_EXP) == D_EXP;
            neg = (int)(src >> 63);
            d_parts(src, sr, &sig, &exp);
        } else {
            special = ((uint32_t)src & S_EXP) == S_EXP;
            neg = (int)((src >> 31) & 1);
            s_parts((uint32_t)src, sr, &sig, &exp);
        }
        r = to_fixed(sig, exp, neg, special, df, sub >= 6,
                     (sub & 1) ? FPSR_RM_ZERO : sr_rm(sr), &fl);
        break;
    }
    }
    if (fl) fp_flags(c, insn, fl);
    if (df) c->fr[o->t] = r;
    else fr_set32(c, o->t, o->ht, (uint32_t)r);
}

static void class3(struct cpu *c, uint32_t insn, const struct fops *o, unsigned fmt)
{
    unsigned op = (insn >> 13) & 7, fl = 0;
    uint32_t sr = get_sr(c);
    if (op > OP_REM) fp_ill(c);
    if (LIKELY(fmt == 1)) {
        if (o->t == 0) fp_ill(c);
        uint64_t r = d_arith(sr, op, rd_d(c, o->r1), rd_d(c, o->r2), &fl);
        if (fl) fp_flags(c, insn, fl);
        c->fr[o->t] = r;
    } else if (fmt == 0) {
        if ((o->t | o->ht) == 0) fp_ill(c);
        uint32_t r = s_arith(sr, op, rd_s(c, o->r1, o->h1), rd_s(c, o->r2, o->h2), &fl);
        if (fl) fp_flags(c, insn, fl);
        fr_set32(c, o->t, o->ht, r);
    } else {
        fp_ill(c);
    }
}

static void op_0c(struct cpu *c, uint32_t insn)
{
    struct fops o = { (insn >> 21) & 31, 0, (insn >> 16) & 31, 0, insn & 31, 0 };
    unsigned cls = (insn >> 9) & 3, fmt = (insn >> 11) & 3;
    if (insn & 0x1c0) fp_ill(c);                      /* uid != 0: no such coprocessor */
    switch (cls) {
    case 3:
        if (insn & 0x20) fp_ill(c);
        class3(c, insn, &o, fmt);
        return;
    case 2:
        if (insn & 0x20) { ftest(c, insn); return; }
        if (fmt == 1) fcmp_d(c, insn, rd_d(c, o.r1), rd_d(c, o.r2), insn & 31, (insn >> 13) & 7);
        else if (fmt == 0) fcmp_s(c, insn, rd_s(c, o.r1, 0), rd_s(c, o.r2, 0), insn & 31, (insn >> 13) & 7);
        else fp_ill(c);
        return;
    case 1:
        if (insn & 0x20) fp_ill(c);
        class1(c, insn, &o);
        return;
    default:
        if (insn & 0x20) fp_ill(c);
        class0(c, insn, &o);
        return;
    }
}

static void op_0e(struct cpu *c, uint32_t insn)
{
    struct fops o = { (insn >> 21) & 31, (insn >> 7) & 1, (insn >> 16) & 31, (insn >> 12) & 1,
                      insn & 31, (insn >> 6) & 1 };
    unsigned cls = (insn >> 9) & 3, fmt = (insn >> 11) & 1;
    if (insn & 0x20) fp_ill(c);
    switch (cls) {
    case 3:
        if (insn & 0x100) {                           /* XMPYU: unsigned 32x32 -> 64 */
            if (((insn >> 13) & 7) != OP_MPY || fmt || o.t == 0) fp_ill(c);
            c->fr[o.t] = (uint64_t)rd_s(c, o.r1, o.h1) * rd_s(c, o.r2, o.h2);
            return;
        }
        class3(c, insn, &o, fmt);
        return;
    case 2:
        if (insn & 0x100) fp_ill(c);
        if (fmt) fcmp_d(c, insn, rd_d(c, o.r1), rd_d(c, o.r2), insn & 31, (insn >> 13) & 7);
        else fcmp_s(c, insn, rd_s(c, o.r1, o.h1), rd_s(c, o.r2, o.h2), insn & 31, (insn >> 13) & 7);
        return;
    case 1:
        if (insn & 0x100) fp_ill(c);
        class1(c, insn, &o);
        return;
    default:
        if (insn & 0x100) fp_ill(c);
        class0(c, insn, &o);
        return;
    }
}

/* FMPYADD / FMPYSUB: tm = rm1*rm2 and ta = ta +/- ra, two roundings, both or neither
   written. Fields rm1 25..21, rm2 20..16, ta 15..11, ra 10..6, tm 4..0; bit 5 = single,
   whose 5-bit fields name fr16..fr31 (low 4 bits) and the half (bit 4 set = right). */
static void fmpyadd(struct cpu *c, uint32_t insn, int sub)
{
    unsigned rm1 = (insn >> 21) & 31, rm2 = (insn >> 16) & 31, ta = (insn >> 11) & 31;
    unsigned ra = (insn >> 6) & 31, tm = insn & 31, fl = 0;
    uint32_t sr = get_sr(c);
    if (insn & 0x20) {
#define SREG(f) (16 + ((f) & 15)), ((f) >> 4)
        uint32_t a = fr_get32(c, SREG(rm1)), b = fr_get32(c, SREG(rm2));
        uint32_t x = fr_get32(c, SREG(ta)), y = fr_get32(c, SREG(ra));
        uint32_t m = s_arith(sr, OP_MPY, a, b, &fl);
        uint32_t s = s_arith(sr, sub ? OP_SUB : OP_ADD, x, y, &fl);
        if (fl) fp_flags(c, insn, fl);
        fr_set32(c, SREG(tm), m);
        fr_set32(c, SREG(ta), s);
#undef SREG
    } else {
        if (tm == 0 || ta == 0) fp_ill(c);
        uint64_t a = rd_d(c, rm1), b = rd_d(c, rm2), x = c->fr[ta], y = rd_d(c, ra);
        uint64_t m = d_arith(sr, OP_MPY, a, b, &fl);
        uint64_t s = d_arith(sr, sub ? OP_SUB : OP_ADD, x, y, &fl);
        if (fl) fp_flags(c, insn, fl);
        c->fr[tm] = m;
        c->fr[ta] = s;
    }
}

/* FMPYFADD / FMPYNFADD: t = (+/-)(rm1*rm2) + ra, fused. ra = bits 15..13:10..9; bit 11 =
   double; single halves: rm1 bit 7, rm2 bit 12, ra bit 8, t bit 6; bit 5 = negate. */
static void fmpyfadd(struct cpu *c, uint32_t insn)
{
    unsigned rm1 = (insn >> 21) & 31, rm2 = (insn >> 16) & 31, t = insn & 31;
    unsigned ra = (((insn >> 13) & 7) << 2) | ((insn >> 9) & 3), fl = 0;
    int neg = (insn >> 5) & 1;
    uint32_t sr = get_sr(c);
    if (insn & (1u << 11)) {
        if (t == 0) fp_ill(c);
        uint64_t r = d_fma(sr, rd_d(c, rm1), rd_d(c, rm2), rd_d(c, ra), neg, &fl);
        if (fl) fp_flags(c, insn, fl);
        c->fr[t] = r;
    } else {
        unsigned ht = (insn >> 6) & 1;
        if ((t | ht) == 0) fp_ill(c);
        uint32_t r = s_fma(sr, rd_s(c, rm1, (insn >> 7) & 1), rd_s(c, rm2, (insn >> 12) & 1),
                           rd_s(c, ra, (insn >> 8) & 1), neg, &fl);
        if (fl) fp_flags(c, insn, fl);
        fr_set32(c, t, ht, r);
    }
}

/* ---- loads and stores ---- */

/* 5-bit short displacement (low_sign_ext: bit 16 is the sign). */
static inline int64_t im5(uint32_t insn)
{
    return (int64_t)((insn >> 17) & 15) - ((insn & 0x10000) ? 16 : 0);
}

/* Wide-mode 16-bit displacement assemble_16a: sign in bit 0, low bits from lo (already
   positioned), bits 15..14 (the space field) xored with the sign into bits 14..13. */
static inline int64_t disp16(uint32_t insn, int64_t lo)
{
    int64_t i = ((insn & 1) ? -8192 : 0) | lo;
    return i ^ ((int64_t)((insn >> 14) & 3) << 13);
}

/* Majors 0x09 (word, half in uid bit 6) and 0x0B (doubleword): bit 12 short/indexed,
   bit 9 store, bit 5 modify, bit 13 = before (short) or scaled (indexed). */
static void ldst_09_0b(struct cpu *c, uint32_t insn, int dbl)
{
    unsigned b = (insn >> 21) & 31, t = insn & 31, uid = (insn >> 6) & 7;
    int modify = (insn >> 5) & 1;
    uint64_t base = c->gr[b], addr, nb = 0;
    if (dbl ? uid != 0 : uid > 1) fp_ill(c);          /* other coprocessors */
    if (insn & (1u << 12)) {
        int64_t d = im5(insn);
        if (modify) {
            nb = base + (uint64_t)d;
            addr = (insn & (1u << 13)) ? nb : base;    /* ,mb : ,ma */
        } else {
            addr = base + (uint64_t)d;
        }
    } else {
        uint64_t x = c->gr[(insn >> 16) & 31];
        if (insn & (1u << 13)) x <<= dbl ? 3 : 2;      /* ,s */
        nb = base + x;
        addr = modify ? base : nb;                     /* ,m: post-modify */
    }
    if (dbl) {
        if (insn & (1u << 9)) st64(c, addr, c->fr[t]);
        else c->fr[t] = ld64(c, addr);
    } else {
        if (insn & (1u << 9)) st32(c, addr, fr_get32(c, t, uid));
        else fr_set32(c, t, uid, ld32(c, addr));
    }
    if (modify) set_gr(c, b, nb);
}

/* Long displacement: b 25..21, t 20..16. m < 0: modify before, > 0: after, 0: none. */
static inline void ldst_long(struct cpu *c, uint32_t insn, int dbl, int store, int half,
                             int64_t d, int m)
{
    unsigned b = (insn >> 21) & 31, t = (insn >> 16) & 31;
    uint64_t base = c->gr[b], nb = base + (uint64_t)d;
    uint64_t addr = m > 0 ? base : nb;
    if (dbl) {
        if (store) st64(c, addr, c->fr[t]);
        else c->fr[t] = ld64(c, addr);
    } else {
        if (store) st32(c, addr, fr_get32(c, t, half));
        else fr_set32(c, t, half, ld32(c, addr));
    }
    if (m) set_gr(c, b, nb);
}

/* ---- pre-decoded forms: the hot instructions with their fields decoded once ----
   Each executor does exactly what fpu_exec() does for the words fpu_decode() gives it;
   every other word (and every word fpu_exec() would reject) keeps the general path. */
static inline uint64_t fx_addr(const struct cpu *c, const struct dinsn *d)
{
    return c->gr[d->r2] + (uint64_t)d->imm + (c->gr[d->r1] << d->b);   /* gr[0] is 0 */
}
static void x_fldd(struct cpu *c, const struct dinsn *d) { c->fr[d->t] = ld64(c, fx_addr(c, d)); }
static void x_fstd(struct cpu *c, const struct dinsn *d) { st64(c, fx_addr(c, d), c->fr[d->t]); }
static void x_fldw(struct cpu *c, const struct dinsn *d)
{
    fr_set32(c, d->t, d->a, ld32(c, fx_addr(c, d)));
}
static void x_fstw(struct cpu *c, const struct dinsn *d)
{
    st32(c, fx_addr(c, d), fr_get32(c, d->t, d->a));
}
/* Short forms with the base modified (cond FP_MOD_POST: the access at the base; FP_MOD_PRE:
   at base + imm), the base then base + imm, after the access as ldst_09_0b does. */
enum { FP_MOD_POST = 1, FP_MOD_PRE = 2 };
static uint64_t fm_addr(const struct cpu *c, const struct dinsn *d)
{
    return c->gr[d->r2] + (d->cond == FP_MOD_PRE ? (uint64_t)d->imm : 0);
}
static void x_flddm(struct cpu *c, const struct dinsn *d)
{
    c->fr[d->t] = ld64(c, fm_addr(c, d));
    set_gr(c, d->r2, c->gr[d->r2] + (uint64_t)d->imm);
}
static void x_fstdm(struct cpu *c, const struct dinsn *d)
{
    st64(c, fm_addr(c, d), c->fr[d->t]);
    set_gr(c, d->r2, c->gr[d->r2] + (uint64_t)d->imm);
}
static void x_fldwm(struct cpu *c, const struct dinsn *d)
{
    fr_set32(c, d->t, d->a, ld32(c, fm_addr(c, d)));
    set_gr(c, d->r2, c->gr[d->r2] + (uint64_t)d->imm);
}
static void x_fstwm(struct cpu *c, const struct dinsn *d)
{
    st32(c, fm_addr(c, d), fr_get32(c, d->t, d->a));
    set_gr(c, d->r2, c->gr[d->r2] + (uint64_t)d->imm);
}
int fpu_modifies_base(const struct dinsn *d)
{
    return d->fn == x_flddm || d->fn == x_fstdm || d->fn == x_fldwm || d->fn == x_fstwm ? d->cond : 0;
}
static void x_xmpyu(struct cpu *c, const struct dinsn *d)
{
    c->fr[d->t] = (uint64_t)rd_s(c, d->r1, d->a) * rd_s(c, d->r2, d->b);
}
static void x_fcpyd(struct cpu *c, const struct dinsn *d) { c->fr[d->t] = rd_d(c, d->r1); }
/* FCMP,DBL queued (cond in d->cond) and a valid FTEST (its mask in d->imm, inverted if
   d->a): decoded apart so that the translator runs them inline (fpu_inline_form). */
static void x_fcmpd(struct cpu *c, const struct dinsn *d)
{
    fcmp_d(c, d->raw, rd_d(c, d->r1), rd_d(c, d->r2), d->cond, 0);
}
static void x_ftest(struct cpu *c, const struct dinsn *d) { ftest_by(c, (uint32_t)d->imm, d->a); }
/* FSQRT,DBL (class 0, sub-op 4), as class0 runs it */
static void x_dsqrt(struct cpu *c, const struct dinsn *d)
{
    unsigned fl = 0;
    uint64_t r = d_sqrt(get_sr(c), rd_d(c, d->r1), &fl);
    if (fl) fp_flags(c, d->raw, fl);
    c->fr[d->t] = r;
}
static void x_darith(struct cpu *c, const struct dinsn *d)
{
    unsigned fl = 0;
    uint64_t r = d_arith(get_sr(c), d->cond, rd_d(c, d->r1), rd_d(c, d->r2), &fl);
    if (fl) fp_flags(c, d->raw, fl);
    c->fr[d->t] = r;
}

int fpu_inline_form(const struct dinsn *d, unsigned *size_log2)
{
    if (d->fn == x_xmpyu) return d->r1 && d->r2 ? IF_XMPYU : IF_NONE;
    if (d->fn == x_darith) return d->r1 && d->r2 && d->t && d->cond <= OP_DIV ? IF_FARITH : IF_NONE;
    if (d->fn == x_dsqrt) return d->r1 && d->t ? IF_FSQRT : IF_NONE;
    if (d->fn == x_fcpyd) return d->t ? IF_FCPY : IF_NONE;
    if (d->fn == x_fcmpd) return IF_FCMP;
    if (d->fn == x_ftest) return IF_FTEST;
    if (d->t == 0) return IF_NONE;                  /* the status register */
    *size_log2 = d->fn == x_fldd || d->fn == x_fstd || d->fn == x_flddm || d->fn == x_fstdm ? 3 : 2;
    if (d->fn == x_fldd || d->fn == x_fldw || d->fn == x_flddm || d->fn == x_fldwm) return IF_FLOAD;
    if (d->fn == x_fstd || d->fn == x_fstw || d->fn == x_fstdm || d->fn == x_fstwm) return IF_FSTORE;
    return IF_NONE;
}

/* Short (5-bit) and indexed forms of majors 0x09/0x0B, the short ones with base
   modification too. */
static exec_fn decode_ldst_09_0b(struct dinsn *d, uint32_t insn, int dbl)
{
    unsigned uid = (insn >> 6) & 7;
    int store = (insn >> 9) & 1;
    if ((dbl ? uid != 0 : uid > 1)) return NULL;
    if ((insn & 0x20) && !(insn & (1u << 12))) return NULL;   /* indexed ,m: the general path */
    d->r2 = (insn >> 21) & 31;
    d->t = insn & 31;
    d->a = (uint8_t)uid;
    if (insn & 0x20) {                              /* ,ma / ,mb */
        d->imm = im5(insn);
        d->cond = (insn & (1u << 13)) ? FP_MOD_PRE : FP_MOD_POST;
        if (dbl) return store ? x_fstdm : x_flddm;
        return store ? x_fstwm : x_fldwm;
    }
    if (insn & (1u << 12)) {
        d->imm = im5(insn);
    } else {
        d->r1 = (insn >> 16) & 31;
        d->b = (insn & (1u << 13)) ? (dbl ? 3 : 2) : 0;
    }
    if (dbl) return store ? x_fstd : x_fldd;
    return store ? x_fstw : x_fldw;
}

/* Long-displacement FLDD/FSTD/FLDW/FSTW without base modification. */
static exec_fn decode_ldst_long(struct dinsn *d, uint32_t insn)
{
    unsigned op = insn >> 26;
    d->r2 = (insn >> 21) & 31;
    d->t = (insn >> 16) & 31;
    if (op == 0x14 || op == 0x1c) {
        if (!(insn & 2) || (insn & 8)) return NULL;
        d->imm = disp16(insn, (int64_t)((insn >> 4) & 0x3ff) << 3);
        return op == 0x1c ? x_fstd : x_fldd;
    }
    if (insn & 4) return NULL;
    d->a = (insn >> 1) & 1;
    d->imm = disp16(insn, (int64_t)((insn >> 3) & 0x7ff) << 2);
    return op == 0x1f ? x_fstw : x_fldw;
}

/* FCMP,DBL queued, or FTEST with its mask and sense (ftest_mask); NULL for the others
   and the encodings ftest rejects (fpu_exec raises those). */
static exec_fn decode_fcmp_ftest(struct dinsn *d, uint32_t insn)
{
    uint32_t mask;
    int inv;
    d->t = 0;
    if (!(insn & 0x20)) {
        if (((insn >> 11) & 3) != 1 || ((insn >> 13) & 7)) return NULL;
        d->cond = (uint8_t)(insn & 31);
        return x_fcmpd;
    }
    if (!ftest_mask(insn, &mask, &inv)) return NULL;
    d->r1 = d->r2 = 0;
    d->imm = mask;
    d->a = (uint8_t)inv;
    return x_ftest;
}

/* Class 3 double-precision arithmetic, XMPYU, FCPY,DBL and FSQRT,DBL of majors
   0x0C/0x0E, and decode_fcmp_ftest's. */
static exec_fn decode_op_0c_0e(struct dinsn *d, uint32_t insn)
{
    unsigned major = insn >> 26, cls = (insn >> 9) & 3, sub = (insn >> 13) & 7;
    d->r1 = (insn >> 21) & 31;
    d->r2 = (insn >> 16) & 31;
    d->t = insn & 31;
    if (major == 0x0c && cls == 2 && !(insn & 0x1c0)) return decode_fcmp_ftest(d, insn);
    if (d->t == 0 || (insn & 0x20)) return NULL;
    if (major == 0x0c) {
        if ((insn & 0x1c0) || ((insn >> 11) & 3) != 1) return NULL;
        if (cls == 0 && sub == 2) return x_fcpyd;
        if (cls == 0 && sub == 4) return x_dsqrt;
        if (cls != 3 || sub > OP_REM) return NULL;
        d->cond = (uint8_t)sub;
        return x_darith;
    }
    if (cls != 3) return NULL;
    if (insn & 0x100) {
        if (sub != OP_MPY || ((insn >> 11) & 1)) return NULL;
        d->a = (insn >> 7) & 1;
        d->b = (insn >> 12) & 1;
        return x_xmpyu;
    }
    if (!((insn >> 11) & 1) || sub > OP_REM) return NULL;
    d->cond = (uint8_t)sub;
    return x_darith;
}

int fpu_decode(struct dinsn *d, uint32_t insn)
{
    struct dinsn f = *d;
    exec_fn fn;
    switch (insn >> 26) {
    case 0x0b: fn = decode_ldst_09_0b(&f, insn, 1); break;
    case 0x09: fn = decode_ldst_09_0b(&f, insn, 0); break;
    case 0x0c: case 0x0e: fn = decode_op_0c_0e(&f, insn); break;
    case 0x14: case 0x1c: case 0x17: case 0x1f: fn = decode_ldst_long(&f, insn); break;
    default: fn = NULL; break;
    }
    if (!fn) return 0;
    *d = f;
    d->fn = fn;
    return 1;
}

void fpu_exec(struct cpu *c, uint32_t insn)
{
    switch (insn >> 26) {
    case 0x0b: ldst_09_0b(c, insn, 1); return;
    case 0x09: ldst_09_0b(c, insn, 0); return;
    case 0x0e: op_0e(c, insn); return;
    case 0x0c: op_0c(c, insn); return;
    case 0x14: case 0x1c: {   /* FLDD/FSTD: im10a in 13..4 (x8), bit 3 modify, bit 2 before */
        if (!(insn & 2)) break;
        int m = (insn & 8) ? ((insn & 4) ? -1 : 1) : 0;
        ldst_long(c, insn, 1, (insn >> 26) == 0x1c, 0,
                  disp16(insn, (int64_t)((insn >> 4) & 0x3ff) << 3), m);
        return;
    }
    case 0x17: case 0x1f:     /* FLDW/FSTW: im11a in 13..3 (x4), bit 1 = right half */
        if (insn & 4) break;
        ldst_long(c, insn, 0, (insn >> 26) == 0x1f, (insn >> 1) & 1,
                  disp16(insn, (int64_t)((insn >> 3) & 0x7ff) << 2), 0);
        return;
    case 0x16: case 0x1e:     /* FLDW/FSTW,MA (bit 2 clear) / ,MB (bit 2 set) */
        ldst_long(c, insn, 0, (insn >> 26) == 0x1e, (insn >> 1) & 1,
                  disp16(insn, (int64_t)((insn >> 3) & 0x7ff) << 2), (insn & 4) ? -1 : 1);
        return;
    case 0x06: fmpyadd(c, insn, 0); return;
    case 0x26: fmpyadd(c, insn, 1); return;
    case 0x2e: fmpyfadd(c, insn); return;
    default: break;           /* 0x0F quad stores, and anything not FP */
    }
    fp_ill(c);
}
