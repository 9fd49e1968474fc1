/* Large frames: above 8 KiB the prologue allocates with addil/ldo and the epilogue
   reloads RP after restoring SP; leaf and non-leaf, and recursion through them. */
#include <stdio.h>
#include <string.h>

static int use(volatile char *p, int n) { int s = 0; for (int i = 0; i < n; i += 97) s += p[i]; return s; }

static int leaf_big(int x)
{
    volatile char buf[20000];
    for (int i = 0; i < 20000; i += 50) buf[i] = (char)(i + x);
    return buf[x % 20000];
}

static int nonleaf_big(int depth)
{
    volatile char buf[40000];
    memset((char *)buf, depth, sizeof buf);
    int s = use(buf, (int)sizeof buf);
    if (depth > 0) s += nonleaf_big(depth - 1);
    return s + leaf_big(depth);
}

static int huge(int x)
{
    volatile char buf[300000];                /* beyond a 16-bit displacement */
    buf[x] = 1;
    buf[299999] = 2;
    return use(buf, 300000) + leaf_big(x);
}

int main(void)
{
    printf("%d %d %d\n", leaf_big(7), nonleaf_big(6), huge(5));
    return 0;
}
