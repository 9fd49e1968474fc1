/* A DLL for dll.c: calls into it go through import stubs; it calls back into the
   program through a function pointer; its constructor runs from dlopen. */
#include <stdio.h>
int uw_lib_value;
__attribute__((constructor)) static void init(void) { uw_lib_value = 5; }
long lib_twice(long (*f)(long), long x) { return f(f(x)) + uw_lib_value; }
long lib_depth(int n) { return n == 0 ? 0 : 1 + lib_depth(n - 1); }
