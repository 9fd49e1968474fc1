/* mmap/munmap for PA-64 guests (newlib has no <sys/mman.h> for this target).
   Flag values are HP-UX's, which the emulator interprets (docs/guest-abi.md). */
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

#ifdef __cplusplus
extern "C" {
#endif

void *mmap(void *addr, size_t len, int prot, int flags, int fd, off_t off);
int munmap(void *addr, size_t len);

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
