/* fdnum.c: the descriptor numbers the guest's open() returns, which must not depend on
   the profiler (csprof holds its own descriptors out of the guest's way). */
#include <fcntl.h>
#include <stdio.h>

int main(void)
{
    int a = open("/dev/null", O_RDONLY), b = open("/dev/null", O_RDONLY), c = open("/dev/null", O_RDONLY);
    printf("fds %d %d %d\n", a, b, c);
    return 0;
}
