/* alloca and variable-length arrays: frames whose size is known only at run time
   (gcc keeps a frame pointer in r3), nested, with calls inside, and SP restored when
   a VLA goes out of scope. */
#include <alloca.h>
#include <stdio.h>
#include <string.h>

static int sum(const char *p, int n)
{
    int s = 0;
    for (int i = 0; i < n; i++) s += p[i];
    return s;
}

static int with_alloca(int n, int depth)
{
    char *p = alloca((size_t)n);
    memset(p, depth, (size_t)n);
    int s = sum(p, n);
    if (depth > 0) s += with_alloca(n + 13, depth - 1);
    char *q = alloca((size_t)n * 2);
    memset(q, 1, (size_t)n * 2);
    return s + sum(q, n * 2);
}

static int with_vla(int n)
{
    int total = 0;
    for (int k = 1; k <= n; k++) {
        char buf[k * 8];
        memset(buf, k, sizeof buf);
        total += sum(buf, (int)sizeof buf);   /* SP goes back at the end of each pass */
    }
    return total;
}

int main(void)
{
    printf("alloca %d\n", with_alloca(40, 12));
    printf("vla %d\n", with_vla(30));
    return 0;
}
