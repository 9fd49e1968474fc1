/* A thread that faults (a store through NULL) while others are alive. */
#include <pthread.h>
#include <stdio.h>
static volatile int *volatile nowhere;
static long spin(long n) { long s = 0; for (long i = 0; i < n; i++) s += i & 5; return s; }
static void *bad(void *a) { spin(20000); *nowhere = (int)(long)a; return 0; }
static void *good(void *a) { for (;;) spin((long)a); return 0; }
int main(void)
{
    pthread_t t1, t2;
    pthread_create(&t1, NULL, good, (void *)1000);
    pthread_create(&t2, NULL, bad, (void *)1);
    spin(50000);
    pthread_join(t2, NULL);
    puts("not reached");
    return 0;
}
