/* Integer division and remainder go through libgcc millicode ($$divI, $$remI,
   $$divU, $$remU, $$divI_N for constants): leaf routines called with b,l ...,rp whose
   unwind entries carry the Millicode flag; the caller saves RP even without a frame. */
#include <stdio.h>

static int divs(int a, int b) { return a / b + a % b; }
static unsigned divu(unsigned a, unsigned b) { return a / b + a % b; }
static int consts(int a) { return a / 3 + a / 5 + a / 7 + a / 10 + a / 12 + a % 9 + a / 17; }
static long wide(long a, long b) { return a / b + a % b; }

int main(void)
{
    long s = 0;
    for (int i = 1; i < 3000; i++) {
        s += divs(i * 7919, (i % 97) + 1);
        s += divu((unsigned)i * 104729u, (unsigned)(i % 31) + 1);
        s += consts(i * 13 - 5000);
        s += wide((long)i * 1000003L, (long)(i % 7) + 2);
    }
    printf("%ld\n", s);
    return 0;
}
