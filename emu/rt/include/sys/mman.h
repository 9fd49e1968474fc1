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

#ifdef __cplusplus
}
#endif

#endif /* _SYS_MMAN_H_ */
