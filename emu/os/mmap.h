/* Guest memory-mapping system calls (mmap.c): results are values or -errno. */
#ifndef PA64_MMAP_H
#define PA64_MMAP_H
#include <stdint.h>
struct process;
int64_t mmap_sys_mmap(struct process *p, uint64_t addr, uint64_t len, uint64_t prot, uint64_t flags,
                      int64_t fd, int64_t off);
int64_t mmap_sys_munmap(uint64_t addr, uint64_t len);
int64_t mmap_sys_mprotect(uint64_t addr, uint64_t len, uint64_t prot);
int64_t mmap_sys_msync(uint64_t addr, uint64_t len, uint64_t flags);
int64_t mmap_sys_madvise(uint64_t addr, uint64_t len, uint64_t advice);
/* After a write() to fd: drop code decoded from executable mappings of its file. */
void mmap_file_written(int fd);
/* addr lies in a MAP_SHARED mapping (which another process may map too). */
int mmap_is_shared(uint64_t addr);
/* The guest space was reset (mem_init): no mapping is left. */
void mmap_forget_all(void);
#endif
