/* ffs/ffsl/ffsll without __builtin_ffs: newlib's ffs.c is `return __builtin_ffs(x)`, which
   gcc for hppa64 (no find-first-set instruction) compiles into a call to ffs itself. */
#include <strings.h>

int ffs(int word)
{
    unsigned u = (unsigned)word;
    if (!u) return 0;
    int n = 1;
    while (!(u & 1)) { u >>= 1; n++; }
    return n;
}

int ffsl(long word)
{
    unsigned long u = (unsigned long)word;
    if (!u) return 0;
    int n = 1;
    while (!(u & 1)) { u >>= 1; n++; }
    return n;
}

int ffsll(long long word) { return ffsl((long)word); }
