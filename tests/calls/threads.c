/* Exact calls per thread (tests/calls/run.sh): three threads and main each call leaf a
   known number of times from work, switching at a mutex and sched_yield every 50
   calls, so the shadow stack and the call-path tree change under the counting. */
#include <pthread.h>
#include <sched.h>
#include <stdio.h>

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static long total;

__attribute__((noinline)) long leaf(long x) { return x + 1; }

__attribute__((noinline)) long work(long n)
{
    long s = 0;
    for (long i = 0; i < n; i++) {
        s += leaf(i);
        if (i % 50 == 0) {
            pthread_mutex_lock(&lock);
            total += s;
            pthread_mutex_unlock(&lock);
            sched_yield();
        }
    }
    return s;
}

static void *start(void *arg) { return (void *)work((long)arg); }

int main(void)
{
    pthread_t t[3];
    for (long k = 0; k < 3; k++) pthread_create(&t[k], NULL, start, (void *)(1000 * (k + 1)));
    long s = work(500);
    for (int k = 0; k < 3; k++) pthread_join(t[k], NULL);
    printf("%ld %ld\n", s, total);
    return 0;
}
