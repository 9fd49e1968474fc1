/* Known call counts for the trampoline's returns metric (tests/tramp/run.sh): recursive
   fib (the program counts its own calls per depth and prints them), a leaf called
   1000 times from a loop, calls through function pointers, calls into a DLL, and a
   longjmp through several frames followed by more counted calls. */
#include <setjmp.h>
#include <stdio.h>

long dll_leaf(long x);

static long fib_calls[64];
static int depth;

__attribute__((noinline)) long fib(int n)
{
    fib_calls[depth]++;
    depth++;
    long r = n < 2 ? n : fib(n - 1) + fib(n - 2);
    depth--;
    return r;
}

__attribute__((noinline)) long leaf(long i) { return i ^ (i >> 2); }
__attribute__((noinline)) long fa(long i) { return i + 1; }
__attribute__((noinline)) long fb(long i) { return i - 1; }
long (*volatile fptr[2])(long) = { fa, fb };

static jmp_buf jb;
__attribute__((noinline)) void deep(int k)
{
    if (k == 0) longjmp(jb, 1);
    deep(k - 1);
    leaf(k);        /* never reached: keeps deep from being a tail call */
}

__attribute__((noinline)) long after(void)
{
    long s = 0;
    for (int i = 0; i < 500; i++) s += leaf(i);
    return s;
}

int main(void)
{
    long s = fib(12);
    for (int i = 0; i < 1000; i++) s += leaf(i);
    for (int i = 0; i < 300; i++) s += fptr[i % 3 == 0](i);   /* fb 100 times, fa 200 */
    for (int i = 0; i < 250; i++) s += dll_leaf(i);
    if (!setjmp(jb)) deep(5);
    s += after();
    printf("sum %ld\n", s);
    for (int d = 0; fib_calls[d]; d++) printf("fib depth %d: %ld\n", d + 1, fib_calls[d]);
    return 0;
}
