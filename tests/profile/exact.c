/* Exact instruction counts: main calls add3 K times; add3 is straight-line code, so at
   insn@1 the path main -> add3 must hold exactly K times add3's instruction count. */
#include <stdio.h>

__attribute__((noinline)) int add3(int x) { return x + 3; }

int main(void)
{
    volatile int s = 0;
    for (int i = 0; i < 1000; i++) s = add3(s);
    printf("%d\n", s);
    return 0;
}
