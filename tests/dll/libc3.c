/* Opened at run time by dlopen.c: needs libd.so, calls back into the program. */
#include <stdio.h>

extern int d_mul(int);
extern int main_hook(int);

int c3_counter;
static const char *const c3_words[] = { "alpha", "beta" };

int c3_add(int a, int b) { return a + b; }
int (*c3_self(void))(int, int) { return c3_add; }
int c3_get(void) { return c3_counter; }
int c3_scaled(int x) { return d_mul(x) + main_hook(x); }
const char *c3_word(int i) { return c3_words[i]; }

__attribute__((constructor)) static void c3_ctor(void) { printf("libc3: constructor (d_mul(2) = %d)\n", d_mul(2)); }
__attribute__((destructor)) static void c3_dtor(void) { printf("libc3: destructor\n"); }
