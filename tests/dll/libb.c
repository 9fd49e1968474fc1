/* The bottom DLL: data the program reads and writes, calls back into the program,
   function pointers handed out and taken in, weak symbols, and its initializers and
   finalizers in all three styles (gcc constructors, HP .init/.fini arrays). */
#include <stdio.h>
#include "dll_test.h"

int b_counter = 5;
long b_table[4] = { 10, 20, 30, 40 };
struct b_point b_origin = { 3, 4 };
int b_ready;

/* Weak definition: the program's strong one comes first in the lookup order. */
__attribute__((weak)) int b_tunable = 10;
/* Weak reference nobody defines: stays 0. */
extern int b_optional(int) __attribute__((weak));

/* Pointers to static data and functions: ld drops their dynamic relocations, the dld
   rebuilds them from the relocations kept with --emit-relocs. */
static const char *const b_names[] = { "zero", "one", "two" };
static int b_hidden = 99;
static int *const b_hidden_ptr = &b_hidden;
static int b_inc(int x) { return x + 1; }
static int b_dec(int x) { return x - 1; }
static int (*const b_ops[])(int) = { b_inc, b_dec };

int b_twice(int x) { return 2 * x; }
int (*b_self(void))(int) { return b_twice; }
int (*b_main_cb(void))(int) { return main_callback; }
int b_call(int (*f)(int), int v) { return f(v); }
int b_call_main(int v) { return main_callback(v) + main_data; }
const char *b_name(int i) { return b_names[i]; }
int b_hidden_value(void) { return *b_hidden_ptr; }
int b_op(int i, int x) { return b_ops[i](x); }
int b_get_tunable(void) { return b_tunable; }
int b_has_optional(void) { return b_optional ? 1 : 0; }

__attribute__((constructor(101))) static void b_ctor_101(void) { printf("libb: constructor 101\n"); }
__attribute__((constructor)) static void b_ctor(void)
{
    b_ready = 1;
    printf("libb: constructor\n");
}
__attribute__((destructor)) static void b_dtor(void) { printf("libb: destructor\n"); }
__attribute__((destructor(101))) static void b_dtor_101(void) { printf("libb: destructor 101\n"); }

static void b_init_entry(void) { printf("libb: .init entry\n"); }
static void b_fini_entry(void) { printf("libb: .fini entry\n"); }
static void (*b_init_ptr)(void) __attribute__((section(".init"), used)) = b_init_entry;
static void (*b_fini_ptr)(void) __attribute__((section(".fini"), used)) = b_fini_entry;
