/* setjmp/longjmp: plain and from nested calls, longjmp(env, 0) returning 1, callee-saved
   integer and FP registers surviving, re-arming a buffer, and the _/sig variants. */
#include <setjmp.h>
#include <stdio.h>

static jmp_buf env;
static int failures;

static void check(int ok, const char *what)
{
    printf("%s: %s\n", what, ok ? "ok" : "FAILED");
    if (!ok)
        failures++;
}

/* "f" is an FP register on PA-RISC; the x86 fallback only lets the test build natively. */
#ifdef __hppa__
#define FPREG "+f"
#else
#define FPREG "+x"
#endif

static volatile int armed = 1;   /* keeps gcc from proving the recursion endless */

/* noinline keeps real frames between setjmp and longjmp. */
__attribute__((noinline)) static void jump_from_depth(int depth, int val)
{
    volatile char pad[64];
    pad[depth % 64] = (char)depth;
    if (depth == 0 && armed)
        longjmp(env, val);
    if (depth > 0)
        jump_from_depth(depth - 1, val + pad[depth % 64] * 0);
}

/* Clobbers many callee-saved registers (integer and FP) before jumping. */
__attribute__((noinline)) static void clobber_and_jump(long seed)
{
    long a = seed * 3, b = seed * 5, c = seed * 7, d = seed * 11, e = seed * 13;
    long f = seed * 17, g = seed * 19, h = seed * 23, i = seed * 29, j = seed * 31;
    double x = (double)seed * 1.5, y = (double)seed * 2.5, z = (double)seed * 3.5;
    for (int k = 0; k < 10; k++) {
        a += b; b += c; c += d; d += e; e += f; f += g; g += h; h += i; i += j; j += a;
        x = x * 1.0001 + y; y = y * 0.9999 + z; z = z + x * 0.5;
    }
    longjmp(env, (int)((a ^ b ^ c ^ d ^ e ^ f ^ g ^ h ^ i ^ j) & 0x7f) + (x + y + z > 0 ? 1000 : 2000));
}

static int nested_level2(jmp_buf outer)
{
    jmp_buf inner;
    int r = setjmp(inner);
    if (r == 0)
        longjmp(inner, 21);
    /* back in this frame: now unwind two levels at once via the outer buffer */
    longjmp(outer, r * 2);
}

int main(void)
{
    volatile int count = 0;
    int r;

    r = setjmp(env);
    check(r == 0, "setjmp returns 0 first");

    r = setjmp(env);
    if (r == 0)
        longjmp(env, 5);
    check(r == 5, "longjmp(env, 5) in the same frame");

    r = setjmp(env);
    if (r == 0)
        jump_from_depth(20, 17);
    check(r == 17, "longjmp from 20 frames down");

    r = setjmp(env);
    if (r == 0)
        jump_from_depth(3, 0);
    check(r == 1, "longjmp(env, 0) makes setjmp return 1");

    r = setjmp(env);
    if (r == 0)
        jump_from_depth(2, -3);
    check(r == -3, "negative value passes through");

    /* Values live in callee-saved registers across setjmp (not volatile on purpose where
       the compiler keeps them in registers that are not modified after setjmp). */
    register long keep1 = 0x1122334455667788L, keep2 = 0x0123456789abcdefL;
    register double keepf = 6.25, keepg = -0.125;
    __asm__ volatile("" : "+r"(keep1), "+r"(keep2), FPREG(keepf), FPREG(keepg));
    r = setjmp(env);
    if (r == 0)
        clobber_and_jump(12345);
    __asm__ volatile("" : "+r"(keep1), "+r"(keep2), FPREG(keepf), FPREG(keepg));
    check(r >= 1000, "longjmp after clobbering registers");
    check(keep1 == 0x1122334455667788L && keep2 == 0x0123456789abcdefL, "integer registers restored");
    check(keepf == 6.25 && keepg == -0.125, "FP registers restored");

    /* A volatile counter modified between setjmp and longjmp keeps its new value. */
    r = setjmp(env);
    count++;
    if (count < 5)
        longjmp(env, count);
    check(count == 5 && r == 4, "loop through setjmp five times");

    jmp_buf outer;
    r = setjmp(outer);
    if (r == 0)
        nested_level2(outer);
    check(r == 42, "longjmp through a second, inner jmp_buf");

    r = _setjmp(env);
    if (r == 0)
        _longjmp(env, 9);
    check(r == 9, "_setjmp/_longjmp");

    sigjmp_buf senv;
    r = sigsetjmp(senv, 1);
    if (r == 0)
        siglongjmp(senv, 11);
    check(r == 11, "sigsetjmp/siglongjmp");

    check(sizeof(jmp_buf) >= 30 * 8, "jmp_buf holds gr3-18, sp, rp, gp, fr12-21");
    printf("%d failures\n", failures);
    return failures != 0;
}
