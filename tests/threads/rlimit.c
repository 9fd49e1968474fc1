/* setrlimit's RLIMIT_DATA and RLIMIT_AS bound the heap: malloc fails with ENOMEM once
   the heap would pass the limit; a hard limit cannot be raised again (EPERM); getrlimit
   reads back what was set. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>

int main(void)
{
    struct rlimit rl = { 4 << 20, 8 << 20 }, back;
    printf("set data %d\n", setrlimit(RLIMIT_DATA, &rl));
    getrlimit(RLIMIT_DATA, &back);
    printf("get data %lu %lu\n", (unsigned long)back.rlim_cur, (unsigned long)back.rlim_max);
    unsigned long total = 0;
    void *p;
    while ((p = malloc(4096))) { memset(p, 1, 4096); total += 4096; }
    printf("malloc stopped: %s, between 3 and 4 MiB: %d\n", strerror(errno), total > (3ul << 20) && total <= (4ul << 20));
    rl.rlim_cur = rl.rlim_max = 16 << 20;
    int r = setrlimit(RLIMIT_DATA, &rl);
    printf("raise hard %d %s\n", r, r ? strerror(errno) : "");
    rl.rlim_cur = rl.rlim_max = 8 << 20;
    printf("raise soft to hard %d, more memory %d\n", setrlimit(RLIMIT_DATA, &rl), malloc(4096) != NULL);
    rl.rlim_cur = rl.rlim_max = 1 << 20;
    printf("AS below the heap %d, malloc %d\n", setrlimit(RLIMIT_AS, &rl), malloc(1 << 16) != NULL);
    return 0;
}
