/* calloc whose product wraps past 64 bits (newlib's multiplication wraps and hands out
   a small block), then an honest one: the malloc source records what was allocated. */
#include <stdio.h>
#include <stdlib.h>

int main(void)
{
    volatile size_t big = 1UL << 33;
    void *w = calloc(big, big);
    void *h = calloc(1000, 3);
    printf("wrapped calloc %s, honest calloc %s\n", w ? "returned a block" : "failed", h ? "ok" : "failed");
    free(w);
    return 0;
}
