/* A recursion tree with two call sites per level: 2^D distinct call paths, for
   bench/hpcprof.sh (at insn@1, D = 16 gives about 3.5 million CCT nodes). */
#include <stdlib.h>
static volatile int sink;
__attribute__((noinline)) int t(int d, int x)
{
    if (!d) { sink = x; return x & 7; }
    int a = t(d - 1, x * 2);
    __asm__ volatile("" : "+r"(a));
    int b = t(d - 1, x * 2 + 1);
    __asm__ volatile("" : "+r"(b));
    return a + b + (x & 3);
}
int main(int argc, char **argv) { sink = t(argc > 1 ? atoi(argv[1]) : 16, 1); return 0; }
