/* Memory system calls: brk/sbrk (newlib's malloc grows the heap through sbrk), mmap,
   munmap, mprotect, msync, madvise and posix_madvise. */
#include <errno.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/mman.h>
#include <unistd.h>
#include "alias.h"
#include "syscall.h"

int brk(void *addr);
void *_sbrk(ptrdiff_t incr);

extern char _end[];

/* Cached so each sbrk costs one system call; 0 until the first use. */
static uintptr_t cur_break;

static uintptr_t initial_break(void)
{
    long r = __pa64_sys_brk(0);
    if (r > 0)
        return (uintptr_t)r;
    /* The ABI puts the heap right after _end; use it if the emulator will not say. */
    return ((uintptr_t)_end + 15) & ~(uintptr_t)15;
}

int brk(void *addr)
{
    long r = __pa64_sys_brk(addr);
    if (r < 0) {
        errno = (int)-r;
        return -1;
    }
    if ((uintptr_t)r < (uintptr_t)addr) {
        errno = ENOMEM;
        return -1;
    }
    cur_break = (uintptr_t)addr;
    return 0;
}

void *_sbrk(ptrdiff_t incr)
{
    if (!cur_break)
        cur_break = initial_break();
    uintptr_t old = cur_break;
    if (incr == 0)
        return (void *)old;
    uintptr_t want = old + (uintptr_t)incr;
    if ((incr > 0 && want < old) || (incr < 0 && want > old)) {
        errno = ENOMEM;
        return (void *)-1;
    }
    if (brk((void *)want) < 0) {
        errno = ENOMEM;
        return (void *)-1;
    }
    return (void *)old;
}

void *mmap(void *addr, size_t len, int prot, int flags, int fd, off_t off)
{
    long r = __pa64_sys_mmap(addr, len, prot, flags, fd, off);
    if (r < 0) {
        errno = (int)-r;
        return MAP_FAILED;
    }
    return (void *)r;
}

int munmap(void *addr, size_t len)
{
    return (int)__pa64_result(__pa64_sys_munmap(addr, len));
}

int mprotect(void *addr, size_t len, int prot)
{
    return (int)__pa64_result(__pa64_sys_mprotect(addr, len, prot));
}

int msync(void *addr, size_t len, int flags)
{
    return (int)__pa64_result(__pa64_sys_msync(addr, len, flags));
}

int madvise(void *addr, size_t len, int advice)
{
    return (int)__pa64_result(__pa64_sys_madvise(addr, len, advice));
}

/* POSIX returns the error number instead of setting errno. */
int posix_madvise(void *addr, size_t len, int advice)
{
    long r = __pa64_sys_madvise(addr, len, advice);
    return r < 0 ? (int)-r : 0;
}

PA64_WEAK_ALIAS(sbrk, _sbrk);
