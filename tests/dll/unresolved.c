/* Linked against a libv.so with v_new, run with one without: an unresolved symbol. */
#include <stdio.h>

int v_old(void);
int v_new(void);

int main(void)
{
    printf("not reached %d\n", v_old() + v_new());
    return 0;
}
