/* The middle DLL: needs libb, and is needed by the program. */
#include <stdio.h>
#include "dll_test.h"

int a_value = 7;
int *a_ptr = &a_value;
int (*a_fp)(int) = b_twice;      /* a function pointer to another DLL, in data */

int a_quad(int x)
{
    b_counter++;
    return b_twice(b_twice(x));
}

int (*a_get_b_twice(void))(int) { return b_twice; }
int (*a_get_printf(void))(const char *, ...) { return printf; }
int a_via_b(int (*f)(int), int v) { return b_call(f, v); }

__attribute__((constructor)) static void a_ctor(void)
{
    /* Dependencies are initialized first. */
    printf("liba: constructor (libb ready: %d, b_twice(21) = %d)\n", b_ready, b_twice(21));
}
__attribute__((destructor)) static void a_dtor(void) { printf("liba: destructor\n"); }
