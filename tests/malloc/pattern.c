/* A known allocation pattern for tests/malloc/run.sh: every figure below is checked
   exactly per call path. a: 1000 x malloc(100); b: 10 x calloc(5, 10); c: a realloc
   chain 16 -> 32 -> 64 -> 128, then freed; dll_leak (libleak.sl): one 777-byte block
   never freed; half of a's blocks freed; b's blocks freed; fail: one failed malloc. */
#include <stdio.h>
#include <stdlib.h>

void *dll_leak(void);

static void *blocks[1000], *cblocks[10];

__attribute__((noinline)) void a(void)
{
    for (int i = 0; i < 1000; i++) blocks[i] = malloc(100);
}

__attribute__((noinline)) void b(void)
{
    for (int i = 0; i < 10; i++) cblocks[i] = calloc(5, 10);
}

__attribute__((noinline)) void c(void)
{
    char *p = NULL;
    for (size_t n = 16; n <= 128; n *= 2) {
        p = realloc(p, n);
        p[n - 1] = (char)n;
    }
    free(p);
}

__attribute__((noinline)) void release(void)
{
    for (int i = 0; i < 1000; i += 2) free(blocks[i]);
    for (int i = 0; i < 10; i++) free(cblocks[i]);
}

__attribute__((noinline)) int fail(void)
{
    volatile size_t huge = (size_t)1 << 60;
    return malloc(huge) == NULL;
}

int main(void)
{
    a();
    b();
    c();
    void *leak = dll_leak();
    release();
    int failed = fail();
    printf("pattern done: leak %s, failed %d\n", leak ? "yes" : "no", failed);
    return 0;
}
