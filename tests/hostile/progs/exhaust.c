/* Resource exhaustion: the heap until malloc fails, mmap until ENOMEM and one of
   SIZE_MAX bytes (MAP_FAILED, and no address handed out twice), every file descriptor
   until EMFILE (kept open to the end: a profiler must already hold what it needs);
   with the argument "stack", instead of the fds, a recursion until the guest stack
   runs out: a guest SIGSEGV, never a host crash. (Not both: a sanitizer needs a
   descriptor of its own to report the host side of a fault.) */
#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

static long deep(long n)
{
    volatile char pad[256];
    pad[0] = (char)n;
    pad[1] = (char)deep(n + 1);        /* the frame lives across the call */
    return pad[0] + pad[1];
}

int main(int argc, char **argv)
{
    long blocks = 0;
    while (malloc(1 << 20)) blocks++;
    printf("heap: %ld MiB before malloc failed\n", blocks);

    void *huge = mmap(0, SIZE_MAX, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    int huge_errno = errno;
    void *a = mmap(0, 4096, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    void *b = mmap(0, 4096, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    printf("mmap SIZE_MAX: %s (%s); next two distinct: %d\n", huge == MAP_FAILED ? "MAP_FAILED" : "an address",
           huge_errno == ENOMEM ? "ENOMEM" : strerror(huge_errno), a != MAP_FAILED && b != MAP_FAILED && a != b && a != huge && b != huge);
    long maps = 0;
    while (mmap(0, 64 << 20, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0) != MAP_FAILED) maps++;
    printf("mmap: %ld x 64 MiB, then %s\n", maps, errno == ENOMEM ? "ENOMEM" : strerror(errno));

    if (argc > 1 && !strcmp(argv[1], "stack")) return (int)deep(0);
    long fds = 0;
    int fd;
    while ((fd = open("/dev/null", O_RDONLY)) >= 0) fds++;
    printf("fds: %s after some\n", errno == EMFILE ? "EMFILE" : strerror(errno));
    return 0;
}
