/* A thread's stack ends in a guard page: a thread with a 64 KiB stack that recurses
   past it dies of SIGSEGV (the whole process, as on Linux) instead of running on over
   whatever lies beyond. With an argument, it stays within its stack and finishes. */
#include <pthread.h>
#include <stdio.h>
#include <string.h>

static int depth(int n, int limit)
{
    volatile char frame[1024];
    memset((char *)frame, n, sizeof frame);
    return n >= limit ? frame[7] : depth(n + 1, limit) + frame[3];
}

static void *recurse(void *limit) { return (void *)(long)depth(0, (int)(long)limit); }

int main(int argc, char **argv)
{
    (void)argv;
    pthread_attr_t a;
    pthread_attr_init(&a);
    pthread_attr_setstacksize(&a, 64 << 10);
    pthread_t t;
    void *r;
    pthread_create(&t, &a, recurse, (void *)(long)(argc > 1 ? 40 : 80));
    pthread_join(t, &r);
    printf("finished: %ld\n", (long)r);
    return 0;
}
