/* Linked against libhidden.so, whose DLT entry for a hidden object has a relocation
   naming no symbol: the dld refuses the DLL rather than bind it to the DLL's base. */
#include <stdio.h>

int hidden_get(void);

int main(void)
{
    printf("not reached %d\n", hidden_get());
    return 0;
}
