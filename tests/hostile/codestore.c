/* A store to the program's own code (puts, well inside the text): HP-UX maps text
   read-only, so this is a guest SIGSEGV naming the PC and function (issue 13 item 15). */
#include <stdio.h>

int main(void)
{
    long *desc = (long *)(void *)puts;          /* a function pointer is a descriptor */
    volatile int *code = (volatile int *)desc[2];
    puts("storing to the code of puts");
    fflush(stdout);
    *code = 0;
    puts("the store went through");
    return 0;
}
