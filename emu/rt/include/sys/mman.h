/* Memory mapping for PA-64 guests (newlib has no <sys/mman.h> for this target). Flag
   values are HP-UX's for mmap, which the emulator interprets (docs/guest-abi.md). */
#ifndef _SYS_MMAN_H_
#define _SYS_MMAN_H_

#include <sys/types.h>

#define PROT_NONE       0x0
#define PROT_READ       0x1
#define PROT_WRITE      0x2
#define PROT_EXEC       0x4

#define MAP_SHARED      0x01
#define MAP_PRIVATE     0x02
#define MAP_FIXED       0x04
#define MAP_ANONYMOUS   0x10
#define MAP_ANON        MAP_ANONYMOUS
#define MAP_FILE        0x00

#define MAP_FAILED      ((void *)-1)

/* The options this header's calls implement (POSIX names them in <unistd.h> too). */
#ifndef _POSIX_MAPPED_FILES
#define _POSIX_MAPPED_FILES 200809L
#endif
#ifndef _POSIX_MEMORY_PROTECTION
#define _POSIX_MEMORY_PROTECTION 200809L
#endif

/* msync flags */
#define MS_ASYNC        0x1
#define MS_INVALIDATE   0x2
#define MS_SYNC         0x4

/* madvise advice; posix_madvise takes the same values */
#define MADV_NORMAL     0
#define MADV_RANDOM     1
#define MADV_SEQUENTIAL 2
#define MADV_WILLNEED   3
#define MADV_DONTNEED   4
#define POSIX_MADV_NORMAL     MADV_NORMAL
#define POSIX_MADV_RANDOM     MADV_RANDOM
#define POSIX_MADV_SEQUENTIAL MADV_SEQUENTIAL
#define POSIX_MADV_WILLNEED   MADV_WILLNEED
#define POSIX_MADV_DONTNEED   MADV_DONTNEED

#ifdef __cplusplus
extern "C" {
#endif

/* POSIX shared-memory objects (emu/rt/shm.c). */
int shm_open(const char *name, int flags, mode_t mode);
int shm_unlink(const char *name);

void *mmap(void *addr, size_t len, int prot, int flags, int fd, off_t off);
int munmap(void *addr, size_t len);
int mprotect(void *addr, size_t len, int prot);
int msync(void *addr, size_t len, int flags);
int madvise(void *addr, size_t len, int advice);
int posix_madvise(void *addr, size_t len, int advice);

/* mremap (emu/rt/mremap.c): shrinking keeps the address; growing is ENOMEM (the emulator
   cannot tell a file mapping's new part from an anonymous one's), so callers take
   their fallback of mapping again. */
#define MREMAP_MAYMOVE  1
#define MREMAP_FIXED    2
void *mremap(void *old, size_t old_len, size_t new_len, int flags, ...);

#ifdef __cplusplus
}
#endif

#endif /* _SYS_MMAN_H_ */
