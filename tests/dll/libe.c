/* Opened RTLD_GLOBAL and never closed: its destructor runs at exit. */
#include <stdio.h>

int e_value = 314;
int e_twice(int x) { return 2 * x; }

__attribute__((constructor)) static void e_ctor(void) { printf("libe: constructor\n"); }
__attribute__((destructor)) static void e_dtor(void) { printf("libe: destructor\n"); }
