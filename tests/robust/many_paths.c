/* Many distinct call paths: a(d, k) recurses through a or b by the bits of k, so
   each k gives its own path of depth d (a call tree that outgrows a small CCT limit). */
#include <stdio.h>
#include <stdlib.h>
__attribute__((noinline)) int b(int d, unsigned k);
__attribute__((noinline)) int a(int d, unsigned k) { return d ? ((k & 1) ? a(d - 1, k >> 1) : b(d - 1, k >> 1)) + 1 : 0; }
__attribute__((noinline)) int b(int d, unsigned k) { return d ? ((k & 1) ? a(d - 1, k >> 1) : b(d - 1, k >> 1)) + 2 : 0; }
int main(int argc, char **argv)
{
    unsigned n = argc > 1 ? (unsigned)atoi(argv[1]) : 4096;
    long s = 0;
    for (unsigned k = 0; k < n; k++) s += a(16, k);
    printf("%ld\n", s);
    return 0;
}
