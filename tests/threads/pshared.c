/* Process-shared objects in MAP_SHARED memory, used by a parent and its forked child
   at once: a mutex (trylock EBUSY across processes, a lock that waits for the other
   process's unlock), a semaphore, a condition variable, a barrier, a read-write lock,
   and a named semaphore. The parent prints what the child reported. */
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <semaphore.h>
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <unistd.h>

struct shared {
    pthread_mutex_t m;
    pthread_cond_t cv;
    pthread_barrier_t b;
    pthread_rwlock_t rw;
    sem_t s;
    int flag, step, serial[2];
    char log[256];
};

static void note(struct shared *sh, const char *what) { strncat(sh->log, what, sizeof sh->log - strlen(sh->log) - 1); }

static void child(struct shared *sh, const char *semname)
{
    note(sh, pthread_mutex_trylock(&sh->m) == EBUSY ? "trylock EBUSY; " : "trylock?; ");
    pthread_mutex_lock(&sh->m);                /* the parent unlocks in a while */
    note(sh, sh->step == 1 ? "locked after the unlock; " : "locked early; ");
    pthread_mutex_unlock(&sh->m);
    sem_wait(&sh->s);
    note(sh, sh->step == 2 ? "sem posted; " : "sem early; ");
    pthread_mutex_lock(&sh->m);
    while (!sh->flag) pthread_cond_wait(&sh->cv, &sh->m);
    note(sh, "cond signalled; ");
    pthread_mutex_unlock(&sh->m);
    sh->serial[1] = pthread_barrier_wait(&sh->b) == PTHREAD_BARRIER_SERIAL_THREAD;
    pthread_rwlock_rdlock(&sh->rw);           /* the parent holds it for writing */
    note(sh, sh->step == 4 ? "read after the write; " : "read early; ");
    pthread_rwlock_unlock(&sh->rw);
    sem_t *named = sem_open(semname, 0);
    sem_post(named);
    sem_close(named);
    _exit(0);
}

static void pause_ms(int ms) { usleep(ms * 1000); }

int main(void)
{
    struct shared *sh = mmap(NULL, sizeof *sh, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0);
    pthread_mutexattr_t ma;
    pthread_mutexattr_init(&ma);
    pthread_mutexattr_setpshared(&ma, PTHREAD_PROCESS_SHARED);
    pthread_mutex_init(&sh->m, &ma);
    pthread_condattr_t ca;
    pthread_condattr_init(&ca);
    pthread_condattr_setpshared(&ca, PTHREAD_PROCESS_SHARED);
    pthread_cond_init(&sh->cv, &ca);
    pthread_barrierattr_t ba;
    pthread_barrierattr_init(&ba);
    pthread_barrierattr_setpshared(&ba, PTHREAD_PROCESS_SHARED);
    pthread_barrier_init(&sh->b, &ba, 2);
    pthread_rwlockattr_t ra;
    pthread_rwlockattr_init(&ra);
    pthread_rwlockattr_setpshared(&ra, PTHREAD_PROCESS_SHARED);
    pthread_rwlock_init(&sh->rw, &ra);
    sem_init(&sh->s, 1, 0);
    char semname[64];
    snprintf(semname, sizeof semname, "/pa64-pshared-%d", (int)getpid());
    sem_t *named = sem_open(semname, O_CREAT | O_EXCL, 0600, 0);

    pthread_mutex_lock(&sh->m);
    pid_t pid = fork();
    if (pid == 0) child(sh, semname);
    pause_ms(50);
    sh->step = 1;
    pthread_mutex_unlock(&sh->m);
    pause_ms(50);
    sh->step = 2;
    sem_post(&sh->s);
    pause_ms(50);
    pthread_mutex_lock(&sh->m);
    sh->flag = 1;
    pthread_cond_signal(&sh->cv);
    pthread_mutex_unlock(&sh->m);
    pthread_rwlock_wrlock(&sh->rw);
    sh->serial[0] = pthread_barrier_wait(&sh->b) == PTHREAD_BARRIER_SERIAL_THREAD;
    pause_ms(50);
    sh->step = 4;
    pthread_rwlock_unlock(&sh->rw);
    int r = sem_wait(named);
    int st;
    waitpid(pid, &st, 0);
    printf("child: %s\n", sh->log);
    printf("barrier: one serial %d; named sem %d; child status %d\n", sh->serial[0] + sh->serial[1], r,
           WIFEXITED(st) ? WEXITSTATUS(st) : -1);
    sem_close(named);
    printf("unlink %d, again %d %s\n", sem_unlink(semname), sem_unlink(semname), strerror(errno));
    return 0;
}
