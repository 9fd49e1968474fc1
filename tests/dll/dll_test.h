/* Declarations shared by the DLL test programs and libraries. */
#ifndef DLL_TEST_H
#define DLL_TEST_H

struct b_point { int x, y; };

/* libb */
extern int b_counter, b_ready;
extern long b_table[4];
extern struct b_point b_origin;
int b_twice(int x);
int (*b_self(void))(int);
int (*b_main_cb(void))(int);
int b_call(int (*f)(int), int v);
int b_call_main(int v);
const char *b_name(int i);
int b_hidden_value(void);
int b_op(int i, int x);
int b_get_tunable(void);
int b_has_optional(void);

/* liba */
extern int a_value, *a_ptr;
extern int (*a_fp)(int);
int a_quad(int x);
int (*a_get_b_twice(void))(int);
int (*a_get_printf(void))(const char *, ...);
int a_via_b(int (*f)(int), int v);

/* the program, for the DLLs */
int main_callback(int x);
extern int main_data;

#endif
