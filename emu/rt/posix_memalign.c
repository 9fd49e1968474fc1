/* posix_memalign, which newlib 3.3 lacks, on its memalign. */
#include <errno.h>
#include <malloc.h>
#include <stdlib.h>

int posix_memalign(void **out, size_t align, size_t size)
{
    if (align < sizeof(void *) || (align & (align - 1))) return EINVAL;
    void *p = memalign(align, size ? size : 1);
    if (!p) return ENOMEM;
    *out = p;
    return 0;
}
