/* Refers to a function nobody defines: dlopen must fail and run nothing. */
#include <stdio.h>

extern int no_such_function(int);
int bad(int x) { return no_such_function(x); }

__attribute__((constructor)) static void bad_ctor(void) { printf("libbad: constructor (must not run)\n"); }
