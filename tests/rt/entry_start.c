/* A program that defines _start (runtime supplement §5: the "main program", e.g. a
   Fortran one): crt0 calls it in a static program, and the linker makes it the entry
   the dld enters in a dynamic one; main runs only because _start calls it. */
#include <stdio.h>

int main(int argc, char **argv);
int _start(int argc, char **argv, char **envp);

int main(int argc, char **argv)
{
    printf("main: argc %d, argv[0] set %d\n", argc, argv[0] != NULL);
    return 5;
}

int _start(int argc, char **argv, char **envp)
{
    printf("_start: argc %d, envp set %d\n", argc, envp != NULL);
    return main(argc, argv) + 1;
}
