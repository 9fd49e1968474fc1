/* A caught signal while every thread is blocked: an armed ITIMER_REAL is no deadlock,
   and its handler runs on a blocked thread. sem_wait fails with EINTR; a mutex wait
   runs the handler (here it ends the thread) and otherwise goes on waiting. */
#include <errno.h>
#include <pthread.h>
#include <semaphore.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/time.h>

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static volatile int ticks;

static void tick(int s) { (void)s; ticks++; }
static void leave(int s) { (void)s; pthread_exit((void *)7); }

static void on_alarm(void (*fn)(int))
{
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = fn;
    sigaction(SIGALRM, &sa, NULL);
    struct itimerval v = { { 0, 0 }, { 0, 30000 } };
    setitimer(ITIMER_REAL, &v, NULL);
}

static void *locker(void *x)
{
    (void)x;
    on_alarm(leave);
    pthread_mutex_lock(&m);                  /* held by main, which joins us */
    return NULL;
}

int main(void)
{
    sem_t s;
    sem_init(&s, 0, 0);
    pthread_t t;
    pthread_create(&t, NULL, locker, NULL);  /* the scheduler is on: sem_wait blocks */
    pthread_mutex_lock(&m);
    void *v;
    pthread_join(t, &v);
    printf("mutex wait: handler ended the thread: %ld\n", (long)v);
    sigset_t alrm;                           /* the ended handler's mask was the process's */
    sigemptyset(&alrm);
    sigaddset(&alrm, SIGALRM);
    sigprocmask(SIG_UNBLOCK, &alrm, NULL);
    on_alarm(tick);
    int r = sem_wait(&s);
    printf("sem_wait: %d %s, handler ran %d\n", r, r ? strerror(errno) : "", ticks);
    return 0;
}
