/* A program linked against liba.so, which needs libb.so: calls in both directions,
   function pointers compared across modules, DLL data read and written, and the order
   of initializers and finalizers. */
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include "dll_test.h"

int main_data = 1000;
int b_tunable = 42;              /* overrides libb's weak definition */

int main_callback(int x) { return x + 100; }
static int triple(int x) { return 3 * x; }

__attribute__((constructor)) static void main_ctor(void) { printf("main: constructor (libb ready: %d)\n", b_ready); }
__attribute__((destructor)) static void main_dtor(void) { printf("main: destructor\n"); }
static void bye(void) { printf("main: atexit handler\n"); }

static void check(const char *what, int ok) { printf("%-44s %s\n", what, ok ? "ok" : "FAILED"); }

static void calls(void)
{
    check("a_quad(3) == 12 (program -> liba -> libb)", a_quad(3) == 12);
    check("b_call_main(1) == 1101 (libb -> program)", b_call_main(1) == 1101);
    check("a_via_b(triple, 5) == 15 (fptr through 2 DLLs)", a_via_b(triple, 5) == 15);
    check("b_call(main_callback, 2) == 102", b_call(main_callback, 2) == 102);
    check("b_op(0, 7) == 8, b_op(1, 7) == 6 (static fptrs)", b_op(0, 7) == 8 && b_op(1, 7) == 6);
}

static void pointers(void)
{
    int (*mine)(int) = b_twice;
    check("&b_twice same in program, liba data, liba", mine == a_fp && mine == a_get_b_twice());
    check("&b_twice same in libb", mine == b_self());
    check("&b_twice same from dlsym", (void *)mine == dlsym(RTLD_DEFAULT, "b_twice"));
    check("&main_callback same in program and libb", main_callback == b_main_cb());
    check("&printf same in program and liba", (void *)printf == (void *)a_get_printf());
    check("fptr from libb callable", b_self()(8) == 16);
}

static void data(void)
{
    check("b_counter read (5, +1 by a_quad)", b_counter == 6);
    b_counter = 77;
    check("b_counter written, seen by liba", a_quad(1) == 4 && b_counter == 78);
    check("b_table[2] == 30", b_table[2] == 30);
    b_table[3] += 2;
    check("b_origin == {3, 4}", b_origin.x == 3 && b_origin.y == 4);
    check("a_ptr == &a_value, *a_ptr == 7", a_ptr == &a_value && *a_ptr == 7);
    check("static string table in libb", b_name(2)[0] == 't' && b_name(1)[0] == 'o');
    check("static pointer to static data in libb", b_hidden_value() == 99);
    check("weak definition overridden by program", b_get_tunable() == 42);
    check("undefined weak reference is 0", b_has_optional() == 0);
}

int main(void)
{
    printf("main: start\n");
    atexit(bye);
    calls();
    pointers();
    data();
    printf("main: returns\n");
    return 0;
}
