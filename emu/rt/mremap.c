/* mremap for PA-64 guests: a mapping may shrink in place (its tail stays mapped, as
   munmap leaves pages); growing it fails with ENOMEM rather than inventing the new
   part's contents, since the runtime cannot tell a file mapping from an anonymous one.
   Programs that use mremap (SQLite's unix VFS) then map again. */
#include <errno.h>
#include <stdint.h>
#include <sys/mman.h>
#include "alias.h"

PA64_WEAK void *mremap(void *old, size_t old_len, size_t new_len, int flags, ...)
{
    if (((uintptr_t)old & 4095) || new_len == 0 || (flags & ~(MREMAP_MAYMOVE | MREMAP_FIXED)) ||
        ((flags & MREMAP_FIXED) && !(flags & MREMAP_MAYMOVE))) {
        errno = EINVAL;
        return MAP_FAILED;
    }
    if (new_len <= old_len && !(flags & MREMAP_FIXED))
        return old;
    errno = ENOMEM;
    return MAP_FAILED;
}
