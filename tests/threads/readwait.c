/* A blocking read is a switch point: while the main thread waits for its input (a pipe
   that stays empty for a while), the worker thread runs to the end. */
#include <pthread.h>
#include <stdio.h>
#include <unistd.h>
static volatile int worker_done;
static void *worker(void *a) { (void)a; volatile long s = 0; for (long i = 0; i < 200000; i++) s += i; worker_done = 1; return 0; }
int main(void)
{
    pthread_t t;
    char buf[64];
    pthread_create(&t, NULL, worker, NULL);
    ssize_t n = read(0, buf, sizeof buf);
    printf("read %ld bytes; worker %s\n", (long)n, worker_done ? "finished while main waited" : "had not run");
    pthread_join(t, NULL);
    return 0;
}
