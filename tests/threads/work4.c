/* Four threads with different work: a producer/consumer queue under a mutex and two
   conditions, plus a shared counter; each thread prints as it goes (shared stdout).
   Deterministic under the emulator's scheduler: the same output every run. The
   optional argument multiplies the consumers' work per item (timer samples need some). */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

#define QN 8
static int queue[QN], head, tail, count, done;
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t not_empty = PTHREAD_COND_INITIALIZER, not_full = PTHREAD_COND_INITIALIZER;
static long total, consumer_work = 1;

static long spin(long n) { long s = 0; for (long i = 0; i < n; i++) s += i % 7; return s; }

static void *producer(void *arg)
{
    long id = (long)arg;
    for (int i = 0; i < 300; i++) {
        spin(200 * id);
        pthread_mutex_lock(&m);
        while (count == QN) pthread_cond_wait(&not_full, &m);
        queue[tail] = i; tail = (tail + 1) % QN; count++;
        pthread_cond_signal(&not_empty);
        pthread_mutex_unlock(&m);
    }
    pthread_mutex_lock(&m); done++; pthread_cond_broadcast(&not_empty); pthread_mutex_unlock(&m);
    printf("producer %ld done\n", id);
    return NULL;
}

static void *consumer(void *arg)
{
    long id = (long)arg, got = 0, sum = 0;
    for (;;) {
        pthread_mutex_lock(&m);
        while (count == 0 && done < 2) pthread_cond_wait(&not_empty, &m);
        if (count == 0) { pthread_mutex_unlock(&m); break; }
        int v = queue[head]; head = (head + 1) % QN; count--;
        pthread_cond_signal(&not_full);
        pthread_mutex_unlock(&m);
        sum += v + spin(150 * id * consumer_work);
        if (++got % 100 == 0) printf("consumer %ld: %ld items\n", id, got);
    }
    pthread_mutex_lock(&m); total += sum; pthread_mutex_unlock(&m);
    printf("consumer %ld: %ld items, sum %ld\n", id, got, sum);
    return (void *)got;
}

int main(int argc, char **argv)
{
    pthread_t t[4];
    if (argc > 1) consumer_work = atol(argv[1]);
    pthread_create(&t[0], NULL, producer, (void *)1);
    pthread_create(&t[1], NULL, producer, (void *)2);
    pthread_create(&t[2], NULL, consumer, (void *)1);
    pthread_create(&t[3], NULL, consumer, (void *)3);
    long items = 0;
    for (int i = 0; i < 4; i++) { void *v; pthread_join(t[i], &v); if (i >= 2) items += (long)v; }
    printf("items %ld total %ld\n", items, total);
    return items == 600 ? 0 : 1;
}
