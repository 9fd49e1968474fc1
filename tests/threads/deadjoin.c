/* The main thread joins a thread that waits on a semaphore nobody posts: a deadlock
   whose report names a join and a semaphore wait (neither is a mutex to read). */
#include <pthread.h>
#include <semaphore.h>
#include <stdio.h>
static sem_t never;
static void *waiter(void *x) { (void)x; sem_wait(&never); return 0; }
int main(void)
{
    pthread_t t[3];
    sem_init(&never, 0, 0);
    for (int i = 0; i < 3; i++) pthread_create(&t[i], NULL, waiter, NULL);
    pthread_join(t[2], NULL);
    puts("not reached");
    return 0;
}
