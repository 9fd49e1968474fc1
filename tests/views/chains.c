/* Inline chains three deep and a deep recursion, for hpcprof's views (tests/views):
   leaf is inlined into middle, middle into outer, outer into work, each from its own
   line; rec recurses DEPTH frames before spinning, so every sample's path is as deep. */
#include <stdlib.h>

static int data[64];
static volatile int sink;

static inline __attribute__((always_inline)) int leaf(int x)
{
    int s = 0;
    for (int i = 0; i < 40; i++)
        s += data[(x + i) & 63] * i;
    return s;
}

static inline __attribute__((always_inline)) int middle(int x)
{
    int a = leaf(x);
    return a ^ (x * 7);
}

static inline __attribute__((always_inline)) int outer(int x)
{
    int b = middle(x + 3);
    return b + x;
}

__attribute__((noinline)) int work(int n)
{
    int t = 0;
    for (int i = 0; i < n; i++)
        t += outer(i);
    return t;
}

__attribute__((noinline)) int spin(int n)
{
    int t = 0;
    for (int i = 0; i < n; i++)
        t += data[i & 63] ^ i;
    return t;
}

/* Not a tail call, and not one gcc may turn into a loop: the asm hides the sum. */
__attribute__((noinline)) int rec(int depth, int n)
{
    if (!depth) return spin(n);
    int r = rec(depth - 1, n);
    __asm__ volatile("" : "+r"(r));
    return r + 1;
}

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 20000, depth = argc > 2 ? atoi(argv[2]) : 10000;
    for (int i = 0; i < 64; i++) data[i] = i * 3 + 1;
    sink = work(n);
    sink = rec(depth, 50000);
    return 0;
}
