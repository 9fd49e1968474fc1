/* prefetch.c: loads to GR0 are prefetches (PA-RISC 2.0): they never fault, and their
   base register is still modified. Every encoding gas emits for ldw,ma/ldw,mb to %r0 (the
   long-displacement majors 0x13 and 0x17, the short 0x03) and the plain short and indexed
   forms, through a base pointing into a page that is not mapped; tests/blocks runs it
   translated and with --interp (a translated 0x17 form once faulted where the
   interpreter did not). Prints "prefetch <16 hex digits>". */
#include <stdint.h>
#include <stdio.h>
#include <sys/mman.h>

static uint64_t h = 1469598103934665603u;
static void mix(uint64_t v) { h = (h ^ v) * 1099511628211u; }

#define PREFETCH(WORD) do {                                                       \
        register uint64_t b_ __asm__("r21") = hole;                               \
        register uint64_t x_ __asm__("r22") = 8;                                  \
        __asm__ volatile(".word " #WORD : "+r"(b_) : "r"(x_) : "memory");         \
        mix(b_ - hole);                                                           \
    } while (0)

int main(void)
{
    char *p = mmap(0, 1 << 16, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (p == MAP_FAILED || munmap(p, 1 << 16)) { perror("mmap"); return 1; }
    uint64_t hole = (uint64_t)(uintptr_t)p + 0x4000;      /* nothing mapped around it */
    for (int round = 0; round < 3; round++) {              /* the blocks run again, chained */
        PREFETCH(0x5ea00024);   /* ldw,mb 16(%r21),%r0    major 0x17 */
        PREFETCH(0x4ea00020);   /* ldw,ma 16(%r21),%r0    major 0x13 */
        PREFETCH(0x0ea130a0);   /* ldw,mb -16(%r21),%r0   major 0x03 short */
        PREFETCH(0x0ea110a0);   /* ldw,ma -16(%r21),%r0 */
        PREFETCH(0x4ea02000);   /* ldw 0x1000 (post-modify) */
        PREFETCH(0x0ea01080);   /* ldw 0(%r21),%r0        plain short */
        PREFETCH(0x0eb60080);   /* ldw %r22(%r21),%r0     indexed */
    }
    printf("prefetch %016llx\n", (unsigned long long)h);
    return 0;
}
