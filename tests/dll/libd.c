/* A dependency of libc3.so, loaded with it by dlopen and unloaded with it by dlclose. */
#include <stdio.h>

int d_scale = 10;
int d_mul(int x) { return x * d_scale; }

__attribute__((constructor)) static void d_ctor(void) { printf("libd: constructor\n"); }
__attribute__((destructor)) static void d_dtor(void) { printf("libd: destructor\n"); }
