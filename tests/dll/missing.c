/* Needs libgone.so, which is not on the search path: the dld must say where it looked. */
#include <stdio.h>

int gone(void);

int main(void)
{
    printf("not reached %d\n", gone());
    return 0;
}
