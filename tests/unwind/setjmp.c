/* setjmp/longjmp from deep recursion, through a callback the C library calls (qsort),
   nested jump buffers, and __builtin_setjmp/__builtin_longjmp. The shadow stack drops
   the abandoned frames; the instructions of longjmp itself between reloading SP/RP
   and its branch are reported as not checkable (a stack switch in progress). */
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>

static jmp_buf outer, inner;
static void *bbuf[5];
static int hits;

static void dive(int n, jmp_buf *where)
{
    if (n == 0) longjmp(*where, 42);
    dive(n - 1, where);
    hits++;                                   /* never reached */
}

static int cmp(const void *a, const void *b)
{
    int x = *(const int *)a, y = *(const int *)b;
    if (x == 13 || y == 13) longjmp(outer, 13);
    return (x > y) - (x < y);
}

static void __attribute__((noinline)) bdive(int n)
{
    if (n == 0) __builtin_longjmp(bbuf, 1);
    bdive(n - 1);
}

static int __attribute__((noinline)) try_builtin(void)
{
    if (__builtin_setjmp(bbuf)) return 1;
    bdive(20);
    return 0;
}

int main(void)
{
    int r = setjmp(outer);
    if (r == 0) dive(300, &outer);
    printf("deep %d\n", r);

    int v[64];
    for (int i = 0; i < 64; i++) v[i] = (i * 37) % 64;
    if ((r = setjmp(outer)) == 0) qsort(v, 64, sizeof v[0], cmp);
    printf("from qsort %d\n", r);

    for (int k = 0; k < 5; k++) {
        if ((r = setjmp(inner)) == 0) {
            if (setjmp(outer) == 0) dive(k * 10, &inner);
        }
    }
    printf("nested %d builtin %d hits %d\n", r, try_builtin(), hits);
    return 0;
}
