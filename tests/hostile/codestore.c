/* A store to the program's text segment: HP-UX maps text read-only, so each is a guest
   SIGSEGV naming the PC and function (issue 13 item 15). With no argument the store
   goes to the code of puts, well inside the text; "rodata" writes a string literal,
   "etext" the last word of the code (whose page also holds read-only data). */
#include <stdio.h>
#include <string.h>

extern char _etext[];        /* pa64.ld: the end of the code */

int main(int argc, char **argv)
{
    long *desc = (long *)(void *)puts;          /* a function pointer is a descriptor */
    volatile int *code = (volatile int *)desc[2];
    const char *what = "the code of puts";
    if (argc > 1 && !strcmp(argv[1], "rodata")) code = (volatile int *)(void *)"a string literal", what = "a string literal";
    if (argc > 1 && !strcmp(argv[1], "etext")) code = (volatile int *)(void *)(_etext - 4), what = "the end of the code";
    printf("storing to %s\n", what);
    fflush(stdout);
    *code = 0;
    puts("the store went through");
    return 0;
}
