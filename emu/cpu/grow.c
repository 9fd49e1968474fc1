/* grow_to (grow.h): doubling arrays, zeroed as they grow. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "grow.h"

void *grow_to(void *arr, size_t *cap, size_t need, size_t first, size_t size)
{
    if (need <= *cap) return arr;
    size_t n = *cap ? *cap : (first ? first : 1);
    while (n < need) {
        if (n > SIZE_MAX / 2 / size) return NULL;
        n *= 2;
    }
    char *a = realloc(arr, n * size);
    if (!a) return NULL;
    memset(a + *cap * size, 0, (n - *cap) * size);
    *cap = n;
    return a;
}
