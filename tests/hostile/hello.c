/* The base of the hostile inputs: a small program with constructors, destructors and
   stdio, which run.sh edits field by field. */
#include <stdio.h>

static void __attribute__((constructor)) hello_init(void) { puts("init"); }
static void __attribute__((destructor)) hello_fini(void) { puts("fini"); }

int main(int argc, char **argv)
{
    printf("hello from %s with %d argument(s)\n", argv[0] ? "a program" : "nothing", argc - 1);
    return 0;
}
