/* Per-thread signal state: a new thread inherits its creator's mask and nothing sent to
   the creator alone; pthread_sigmask and sigprocmask act on the calling thread;
   pthread_kill runs the handler on the thread named, ending its sem_wait with EINTR; a
   signal sent to the process goes to a thread that does not block it, or to one waiting
   in sigwait; sigtimedwait and sigsuspend block only their thread. Prints "ok"/"FAIL"
   lines and "N failed"; its output and instruction count are the same on every run. */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <pthread.h>
#include <sched.h>
#include <semaphore.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

static int failures;
#define CHECK(cond, what) do { if (cond) printf("ok %s\n", what); else { printf("FAIL %s: errno %d\n", what, errno); failures++; } } while (0)

static pthread_t ran_on;
static volatile int handled;
static void on_usr1(int sig) { ran_on = pthread_self(); handled += sig == SIGUSR1; }

static void catch_usr1(int flags)
{
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_usr1;
    sa.sa_flags = flags;
    sigaction(SIGUSR1, &sa, NULL);
}

static sem_t sem;
static volatile int sem_result, sem_errno;
static sigset_t usr1, usr2;

static int blocks(int sig)
{
    sigset_t cur;
    pthread_sigmask(SIG_BLOCK, NULL, &cur);
    return sigismember(&cur, sig);
}

static void *inherits(void *arg)
{
    (void)arg;
    sigset_t pend;
    sigpending(&pend);
    CHECK(blocks(SIGUSR2) == 1, "a new thread inherits its creator's mask");
    CHECK(sigismember(&pend, SIGUSR2) == 0, "a new thread starts without its creator's pending signal");
    pthread_sigmask(SIG_UNBLOCK, &usr2, NULL);
    CHECK(blocks(SIGUSR2) == 0, "pthread_sigmask changes the calling thread's mask");
    return NULL;
}

static void *waits_on_sem(void *arg)
{
    (void)arg;
    sem_result = sem_wait(&sem);
    sem_errno = errno;
    return NULL;
}

static void *sigwaits(void *arg)
{
    int sig = 0;
    *(int *)arg = sigwait(&usr2, &sig) == 0 ? sig : -1;
    return NULL;
}

static pthread_rwlock_t rw = PTHREAD_RWLOCK_INITIALIZER;
static volatile int rd_result = -1;
static void *reads(void *arg)
{
    (void)arg;
    rd_result = pthread_rwlock_rdlock(&rw);
    pthread_rwlock_unlock(&rw);
    return NULL;
}

static void *raises(void *arg)
{
    (void)arg;
    pthread_sigmask(SIG_UNBLOCK, &usr1, NULL);
    raise(SIGUSR1);
    return NULL;
}

static volatile int timed_state;
static void *timed(void *arg)
{
    struct timespec t = { 0, 20000000 };
    siginfo_t si;
    errno = 0;
    timed_state = 1;
    *(int *)arg = sigtimedwait(&usr2, &si, &t) == -1 && errno == EAGAIN;
    timed_state = 2;
    return NULL;
}

static volatile int suspended_done;
static void *suspends(void *arg)
{
    (void)arg;
    sigset_t none;
    sigemptyset(&none);
    int r = sigsuspend(&none);
    suspended_done = r == -1 && errno == EINTR && handled && pthread_equal(ran_on, pthread_self());
    return NULL;
}

int main(void)
{
    catch_usr1(0);
    sigemptyset(&usr1);
    sigaddset(&usr1, SIGUSR1);
    sigemptyset(&usr2);
    sigaddset(&usr2, SIGUSR2);
    pthread_t t;

    /* inheritance: main blocks SIGUSR2 and has one sent to itself alone pending */
    pthread_sigmask(SIG_BLOCK, &usr2, NULL);
    CHECK(pthread_kill(pthread_self(), SIGUSR2) == 0, "pthread_kill to itself, blocked: pending");
    pthread_create(&t, NULL, inherits, NULL);
    pthread_join(t, NULL);
    CHECK(blocks(SIGUSR2) == 1, "the other thread's pthread_sigmask left main's mask");
    sigset_t pend;
    int sig = 0;
    CHECK(sigpending(&pend) == 0 && sigismember(&pend, SIGUSR2) == 1 && sigwait(&usr2, &sig) == 0 && sig == SIGUSR2,
          "main's own pending signal stays main's; sigwait takes it");

    /* pthread_kill: the handler runs on the thread named; its sem_wait ends with EINTR */
    sem_init(&sem, 0, 0);
    pthread_create(&t, NULL, waits_on_sem, NULL);
    sched_yield();                            /* it runs until it blocks */
    handled = 0;
    CHECK(pthread_kill(t, SIGUSR1) == 0, "pthread_kill to a waiting thread");
    pthread_join(t, NULL);
    CHECK(handled == 1 && pthread_equal(ran_on, t), "its handler ran on that thread");
    CHECK(sem_result == -1 && sem_errno == EINTR, "its sem_wait ended with EINTR");
    CHECK(pthread_kill(t, SIGUSR1) == ESRCH, "pthread_kill of a joined thread: ESRCH");
    CHECK(pthread_kill(pthread_self(), 99) == EINVAL && pthread_kill(pthread_self(), 32) == EINVAL,
          "pthread_kill of a bad signal: EINVAL");
    CHECK(pthread_sigmask(7, &usr1, NULL) == EINVAL, "pthread_sigmask with a bad how: EINVAL");

    /* a signal to the process that main blocks goes to the thread that does not */
    sigprocmask(SIG_BLOCK, &usr1, NULL);
    handled = 0;
    pthread_create(&t, NULL, suspends, NULL);
    sched_yield();
    kill(getpid(), SIGUSR1);
    pthread_join(t, NULL);
    CHECK(suspended_done, "kill to the process: the thread that does not block it runs the handler, its sigsuspend EINTR");
    CHECK(handled == 1 && blocks(SIGUSR1) == 1, "main, blocking it, did not");

    /* sigwait in another thread takes a signal sent to the process */
    int got = 0;
    pthread_create(&t, NULL, sigwaits, &got);
    sched_yield();
    kill(getpid(), SIGUSR2);
    pthread_join(t, NULL);
    CHECK(got == SIGUSR2, "sigwait in another thread takes the process's signal");

    /* sigtimedwait blocks only its thread: main runs meanwhile */
    int timed_out = 0;
    pthread_create(&t, NULL, timed, &timed_out);
    sched_yield();
    int ran_meanwhile = timed_state == 1;
    pthread_join(t, NULL);
    CHECK(timed_out && ran_meanwhile, "sigtimedwait in a thread: EAGAIN after its timeout, main ran meanwhile");
    /* a read-write lock wait: the handler runs, then the thread waits on (no EINTR) */
    sigprocmask(SIG_UNBLOCK, &usr1, NULL);
    pthread_rwlock_wrlock(&rw);
    handled = 0;
    pthread_create(&t, NULL, reads, NULL);
    sched_yield();
    pthread_kill(t, SIGUSR1);
    sched_yield();
    CHECK(handled == 1 && pthread_equal(ran_on, t) && rd_result == -1, "a thread waiting for a read lock runs its handler and waits on");
    pthread_rwlock_unlock(&rw);
    pthread_join(t, NULL);
    CHECK(rd_result == 0, "then it gets the lock");

    /* SA_RESTART: the semaphore wait goes on after the handler */
    catch_usr1(SA_RESTART);
    handled = 0;
    sem_result = -2;
    pthread_create(&t, NULL, waits_on_sem, NULL);
    sched_yield();
    pthread_kill(t, SIGUSR1);
    sched_yield();
    CHECK(handled == 1 && sem_result == -2, "SA_RESTART: the handler ran, sem_wait still waits");
    sem_post(&sem);
    pthread_join(t, NULL);
    CHECK(sem_result == 0, "SA_RESTART: then sem_wait returns 0");

    /* raise: to the calling thread */
    sigprocmask(SIG_BLOCK, &usr1, NULL);
    handled = 0;
    pthread_create(&t, NULL, raises, NULL);
    pthread_join(t, NULL);
    CHECK(handled == 1 && pthread_equal(ran_on, t), "raise in a thread runs the handler on that thread, though main blocks it");
    sigprocmask(SIG_UNBLOCK, &usr1, NULL);
    printf("%d failed\n", failures);
    return failures != 0;
}
