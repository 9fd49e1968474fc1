/* Calls through function pointers (descriptors: ldd 16(fp),rp; bve,l (rp),rp), tables
   of them, callbacks from the C library (qsort, bsearch), pointers to static
   functions, and recursion through a pointer. */
#include <stdio.h>
#include <stdlib.h>

typedef long (*op_fn)(long, long);
static long add(long a, long b) { return a + b; }
static long mul(long a, long b) { return a * b; }
static long sub(long a, long b) { return a - b; }
static const op_fn ops[] = { add, mul, sub };

static long apply(op_fn f, long a, long b) { return f(a, b); }
static long fold(int n, op_fn (*pick)(int)) { return n == 0 ? 1 : apply(pick(n), n, fold(n - 1, pick)); }
static op_fn pick(int n) { return ops[n % 3]; }

static int cmp(const void *a, const void *b)
{
    long x = *(const long *)a, y = *(const long *)b;
    return (x > y) - (x < y);
}

int main(void)
{
    long v[200];
    for (int i = 0; i < 200; i++) v[i] = (i * 7919L) % 1000;
    qsort(v, 200, sizeof v[0], cmp);
    long key = v[123];
    long *hit = bsearch(&key, v, 200, sizeof v[0], cmp);
    printf("%ld %ld %ld\n", fold(40, pick), v[0] + v[199], hit ? *hit : -1);
    return 0;
}
