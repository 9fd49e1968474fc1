/* Two threads taking two mutexes in opposite orders: a deadlock, reported. */
#include <pthread.h>
#include <stdio.h>
#include <unistd.h>
static pthread_mutex_t a = PTHREAD_MUTEX_INITIALIZER, b = PTHREAD_MUTEX_INITIALIZER;
static void *other(void *x) { (void)x; pthread_mutex_lock(&b); usleep(1000); pthread_mutex_lock(&a); return 0; }
int main(void)
{
    pthread_t t;
    pthread_mutex_lock(&a);
    pthread_create(&t, NULL, other, NULL);
    usleep(1000);
    pthread_mutex_lock(&b);
    puts("not reached");
    return 0;
}
