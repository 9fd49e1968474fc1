/* A thread's stack ends in a guard page: a thread with a 64 KiB stack that recurses
   past it dies of SIGSEGV (the whole process, as on Linux) instead of running on over
   whatever lies beyond. With an argument, it stays within its stack and finishes. */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int depth(int n, int limit)
{
    volatile char frame[1024];
    memset((char *)frame, n, sizeof frame);
    return n >= limit ? frame[7] : depth(n + 1, limit) + frame[3];
}

/* Prints where its guard starts (the stack's end), for the test to find in the report. */
static void *recurse(void *limit)
{
    pthread_attr_t a;
    void *lo;
    size_t size;
    pthread_getattr_np(pthread_self(), &a);
    pthread_attr_getstack(&a, &lo, &size);
    fprintf(stderr, "guard at 0x%lx\n", (unsigned long)lo + size);
    return (void *)(long)depth(0, (int)(long)limit);
}

int main(int argc, char **argv)
{
    (void)argv;
    pthread_attr_t a;
    pthread_attr_init(&a);
    pthread_attr_setstacksize(&a, 64 << 10);
    pthread_t t;
    void *r;
    pthread_create(&t, &a, recurse, (void *)(long)(argc > 1 ? 40 : 80));
    char *after = malloc(1 << 20);             /* mapped memory right after a heap stack */
    memset(after, 0, 1 << 20);
    pthread_join(t, &r);
    printf("finished: %ld\n", (long)r);
    return 0;
}
