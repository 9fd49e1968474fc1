/* A host signal (alarm's SIGALRM) ends a semaphore wait of a program with one thread --
   the scheduler's wait, with no other thread to run -- with EINTR after its handler ran,
   long before the wait's timeout. */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <semaphore.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

static volatile sig_atomic_t rang;
static void on_alrm(int sig) { rang = sig == SIGALRM; }

int main(void)
{
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_alrm;
    sigaction(SIGALRM, &sa, NULL);
    sem_t s;
    sem_init(&s, 0, 0);
    struct timespec t0, t1, until;
    clock_gettime(CLOCK_REALTIME, &until);
    until.tv_sec += 20;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    alarm(1);
    int r = sem_timedwait(&s, &until);
    int e = errno;
    clock_gettime(CLOCK_MONOTONIC, &t1);
    printf("%s\n", r == -1 && e == EINTR && rang && t1.tv_sec - t0.tv_sec < 10 ? "interrupted by its handler" : "not interrupted");
    return 0;
}
