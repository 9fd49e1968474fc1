/* Thread CPU-time clocks: CLOCK_THREAD_CPUTIME_ID and pthread_getcpuclockid read each
   thread's share of the process's CPU time (by the instructions it retired), so a
   thread that computes has more than one that waited, and both less than the process. */
#include <pthread.h>
#include <stdio.h>
#include <time.h>
#include <unistd.h>

static double seconds(clockid_t c)
{
    struct timespec ts;
    if (clock_gettime(c, &ts)) return -1;
    return ts.tv_sec + ts.tv_nsec / 1e9;
}

static volatile unsigned long sink;
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

static void *work(void *arg)
{
    for (unsigned long i = 0; i < 20000000; i++) sink += i;
    *(double *)arg = seconds(CLOCK_THREAD_CPUTIME_ID);
    pthread_mutex_lock(&m);                    /* main holds it: we stay alive a while */
    pthread_mutex_unlock(&m);
    return NULL;
}

int main(void)
{
    double own_worker = 0;
    pthread_t t;
    pthread_mutex_lock(&m);
    pthread_create(&t, NULL, work, &own_worker);
    while (own_worker == 0) sched_yield();
    clockid_t wc;
    int r = pthread_getcpuclockid(t, &wc);
    double worker = seconds(wc), mine = seconds(CLOCK_THREAD_CPUTIME_ID), all = seconds(CLOCK_PROCESS_CPUTIME_ID);
    pthread_mutex_unlock(&m);
    pthread_join(t, NULL);
    printf("sysconf %d getcpuclockid %d\n", sysconf(_SC_THREAD_CPUTIME) > 0, r);
    printf("worker read its own %d, main's < worker's %d, worker's < process %d\n",
           own_worker > 0 && own_worker <= worker, mine < worker, worker < all);
    return 0;
}
