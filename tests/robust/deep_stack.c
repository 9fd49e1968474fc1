/* Uses N MiB of stack (argv[1]) in one frame and touches its far end: beyond the guest
   stack's size (256 MiB unless pa64/csprof --stack-mb says otherwise) that is a fault. */
#include <alloca.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
    size_t n = (size_t)atoi(argc > 1 ? argv[1] : "1") << 20;
    volatile char *p = alloca(n);
    p[0] = 1;
    p[n - 1] = 2;
    printf("used %zu MiB of stack\n", n >> 20);
    return p[0] + p[n - 1] == 3 ? 0 : 1;
}
