/* Every pthread call of the guest library with a success case and an error case (POSIX
   error codes); prints one line per check and exits with the number that failed. */
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <sched.h>
#include <semaphore.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <sys/wait.h>

static int failed;
#define CHECK(what, expr, want) do { int got_ = (expr); \
    if (got_ == (want)) printf("ok   %s\n", what); \
    else { printf("FAIL %s: got %d (%s), want %d\n", what, got_, strerror(got_), (int)(want)); failed++; } } while (0)

static void *ret_arg(void *a) { return a; }
static void *sleeper(void *a) { usleep(20000); return a; }

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t cv = PTHREAD_COND_INITIALIZER;
static int flag;
static void *signaller(void *a) {
    (void)a;
    pthread_mutex_lock(&m); flag = 1; pthread_cond_signal(&cv); pthread_mutex_unlock(&m);
    return 0;
}
static void *holder(void *a) {
    pthread_mutex_t *mx = a;
    pthread_mutex_lock(mx); usleep(50000); pthread_mutex_unlock(mx);
    return 0;
}

static int destroyed;
static void destructor(void *v) { destroyed += (int)(long)v; }
static pthread_key_t key;
static void *uses_key(void *a) { pthread_setspecific(key, a); return 0; }

static int once_count;
static void once_fn(void) { once_count++; }

static int cleaned;
static void cleanup(void *a) { cleaned += (int)(long)a; }
static void *cancellable(void *a) {
    (void)a;
    pthread_cleanup_push(cleanup, (void *)5);
    for (;;) { pthread_mutex_lock(&m); while (!flag) pthread_cond_wait(&cv, &m); pthread_mutex_unlock(&m); }
    pthread_cleanup_pop(0);
    return 0;
}

static struct timespec in_ms(long ms) {
    struct timespec t; clock_gettime(CLOCK_REALTIME, &t);
    t.tv_nsec += ms * 1000000; t.tv_sec += t.tv_nsec / 1000000000; t.tv_nsec %= 1000000000;
    return t;
}

/* pthread_atfork: prepare handlers run last-registered first, parent and child ones in
   registration order, each in its own process. */
static int af[4], naf;
static void af_prep1(void) { if (naf < 4) af[naf++] = 1; }
static void af_prep2(void) { if (naf < 4) af[naf++] = 2; }
static void af_parent(void) { if (naf < 4) af[naf++] = 3; }
static void af_child(void) { if (naf < 4) af[naf++] = 4; }

int main(void)
{
    pthread_t t, t2; void *v;
    /* create, join, detach, self, equal, exit */
    CHECK("create", pthread_create(&t, NULL, ret_arg, (void *)42), 0);
    CHECK("join value", (pthread_join(t, &v), (int)(long)v), 42);
    CHECK("join joined thread: ESRCH", pthread_join(t, NULL), ESRCH);
    CHECK("join unknown thread: ESRCH", pthread_join((pthread_t)9999, NULL), ESRCH);
    CHECK("join self: EDEADLK", pthread_join(pthread_self(), NULL), EDEADLK);
    pthread_attr_t at; pthread_attr_init(&at);
    CHECK("attr setdetachstate", pthread_attr_setdetachstate(&at, PTHREAD_CREATE_DETACHED), 0);
    CHECK("attr setdetachstate bad: EINVAL", pthread_attr_setdetachstate(&at, 99), EINVAL);
    CHECK("attr setstacksize", pthread_attr_setstacksize(&at, 65536), 0);
    CHECK("attr setstacksize small: EINVAL", pthread_attr_setstacksize(&at, 100), EINVAL);
    size_t ss; CHECK("attr getstacksize", (pthread_attr_getstacksize(&at, &ss), (int)ss), 65536);
    CHECK("create detached", pthread_create(&t, &at, sleeper, 0), 0);
    CHECK("join detached: EINVAL", pthread_join(t, NULL), EINVAL);
    CHECK("detach detached: EINVAL", pthread_detach(t), EINVAL);
    CHECK("create", pthread_create(&t2, NULL, sleeper, 0), 0);
    CHECK("detach", pthread_detach(t2), 0);
    CHECK("detach unknown: ESRCH", pthread_detach((pthread_t)9999), ESRCH);
    CHECK("equal self", pthread_equal(pthread_self(), pthread_self()) != 0, 1);
    CHECK("equal other", pthread_equal(pthread_self(), t2), 0);
    CHECK("sched_yield", sched_yield(), 0);
    CHECK("once", (pthread_once(&(pthread_once_t){PTHREAD_ONCE_INIT}, once_fn), once_count), 1);
    static pthread_once_t o = PTHREAD_ONCE_INIT;
    pthread_once(&o, once_fn); pthread_once(&o, once_fn);
    CHECK("once twice runs once", once_count, 2);
    CHECK("once NULL: EINVAL", pthread_once(NULL, once_fn), EINVAL);
    CHECK("kill 0 alive", pthread_kill(pthread_self(), 0), 0);
    CHECK("kill unknown: ESRCH", pthread_kill((pthread_t)9999, 0), ESRCH);

    /* mutexes */
    pthread_mutexattr_t ma; pthread_mutexattr_init(&ma);
    CHECK("mutexattr settype bad: EINVAL", pthread_mutexattr_settype(&ma, 77), EINVAL);
    pthread_mutexattr_settype(&ma, PTHREAD_MUTEX_ERRORCHECK);
    pthread_mutex_t em; CHECK("mutex init errorcheck", pthread_mutex_init(&em, &ma), 0);
    CHECK("lock", pthread_mutex_lock(&em), 0);
    CHECK("relock errorcheck: EDEADLK", pthread_mutex_lock(&em), EDEADLK);
    CHECK("trylock own errorcheck: EBUSY", pthread_mutex_trylock(&em), EBUSY);
    CHECK("destroy locked: EBUSY", pthread_mutex_destroy(&em), EBUSY);
    CHECK("unlock", pthread_mutex_unlock(&em), 0);
    CHECK("unlock unowned errorcheck: EPERM", pthread_mutex_unlock(&em), EPERM);
    CHECK("destroy", pthread_mutex_destroy(&em), 0);
    CHECK("lock destroyed: EINVAL", pthread_mutex_lock(&em), EINVAL);
    pthread_mutexattr_settype(&ma, PTHREAD_MUTEX_RECURSIVE);
    pthread_mutex_t rm; pthread_mutex_init(&rm, &ma);
    CHECK("recursive lock twice", pthread_mutex_lock(&rm) + pthread_mutex_lock(&rm), 0);
    CHECK("recursive unlock twice", pthread_mutex_unlock(&rm) + pthread_mutex_unlock(&rm), 0);
    CHECK("recursive unlock again: EPERM", pthread_mutex_unlock(&rm), EPERM);
    pthread_mutex_t nm = PTHREAD_MUTEX_INITIALIZER;
    CHECK("create holder", pthread_create(&t, NULL, holder, &nm), 0);
    usleep(10000);
    CHECK("trylock held: EBUSY", pthread_mutex_trylock(&nm), EBUSY);
    struct timespec soon = in_ms(5);
    CHECK("timedlock held: ETIMEDOUT", pthread_mutex_timedlock(&nm, &soon), ETIMEDOUT);
    struct timespec later = in_ms(2000);
    CHECK("timedlock waits for unlock", pthread_mutex_timedlock(&nm, &later), 0);
    pthread_mutex_unlock(&nm);
    pthread_join(t, NULL);
    CHECK("trylock free", pthread_mutex_trylock(&nm), 0);
    pthread_mutex_unlock(&nm);
    struct timespec bad = { 0, 2000000000 };
    pthread_mutex_lock(&nm);
    pthread_create(&t, NULL, holder, &nm);
    usleep(10000);
    pthread_mutex_unlock(&nm);
    pthread_join(t, NULL);
    CHECK("timedlock bad time when free: 0", pthread_mutex_timedlock(&nm, &bad), 0);
    pthread_mutex_unlock(&nm);

    /* condition variables */
    pthread_mutex_lock(&m);
    CHECK("create signaller", pthread_create(&t, NULL, signaller, 0), 0);
    while (!flag) CHECK("cond_wait", pthread_cond_wait(&cv, &m), 0);
    soon = in_ms(5);
    CHECK("cond_timedwait: ETIMEDOUT", pthread_cond_timedwait(&cv, &m, &soon), ETIMEDOUT);
    CHECK("cond_timedwait bad time: EINVAL", pthread_cond_timedwait(&cv, &m, &bad), EINVAL);
    pthread_mutex_unlock(&m);
    pthread_join(t, NULL);
    CHECK("cond_wait destroyed mutex: EINVAL", pthread_cond_wait(&cv, &em), EINVAL);
    pthread_mutex_t m2 = PTHREAD_MUTEX_INITIALIZER;
    CHECK("cond_wait unlocked mutex: EPERM", pthread_cond_wait(&cv, &m2), EPERM);
    CHECK("cond_signal", pthread_cond_signal(&cv), 0);
    CHECK("cond_broadcast", pthread_cond_broadcast(&cv), 0);
    pthread_condattr_t ca; pthread_condattr_init(&ca);
    CHECK("condattr setclock monotonic", pthread_condattr_setclock(&ca, CLOCK_MONOTONIC), 0);
    CHECK("condattr setclock bad: EINVAL", pthread_condattr_setclock(&ca, 12345), EINVAL);
    pthread_cond_t c2; pthread_cond_init(&c2, &ca);
    CHECK("cond destroy", pthread_cond_destroy(&c2), 0);
    CHECK("cond destroy again: EINVAL", pthread_cond_destroy(&c2), EINVAL);

    /* cancellation and cleanup */
    flag = 0;
    CHECK("create cancellable", pthread_create(&t, NULL, cancellable, 0), 0);
    usleep(10000);
    CHECK("cancel", pthread_cancel(t), 0);
    CHECK("join cancelled", (pthread_join(t, &v), v == PTHREAD_CANCELED), 1);
    CHECK("cleanup ran", cleaned, 5);
    CHECK("cancel unknown: ESRCH", pthread_cancel((pthread_t)9999), ESRCH);

    /* rwlocks */
    pthread_rwlock_t rw = PTHREAD_RWLOCK_INITIALIZER;
    CHECK("rdlock twice", pthread_rwlock_rdlock(&rw) + pthread_rwlock_rdlock(&rw), 0);
    CHECK("trywrlock with readers: EBUSY", pthread_rwlock_trywrlock(&rw), EBUSY);
    CHECK("unlock twice", pthread_rwlock_unlock(&rw) + pthread_rwlock_unlock(&rw), 0);
    CHECK("unlock unheld: EPERM", pthread_rwlock_unlock(&rw), EPERM);
    CHECK("wrlock", pthread_rwlock_wrlock(&rw), 0);
    CHECK("wrlock again: EDEADLK", pthread_rwlock_wrlock(&rw), EDEADLK);
    CHECK("destroy held: EBUSY", pthread_rwlock_destroy(&rw), EBUSY);
    pthread_rwlock_unlock(&rw);
    CHECK("rwlock destroy", pthread_rwlock_destroy(&rw), 0);

    /* keys */
    CHECK("key_create", pthread_key_create(&key, destructor), 0);
    CHECK("setspecific", pthread_setspecific(key, (void *)7), 0);
    CHECK("getspecific", (int)(long)pthread_getspecific(key), 7);
    pthread_create(&t, NULL, uses_key, (void *)3);
    pthread_join(t, NULL);
    CHECK("destructor ran at thread exit", destroyed, 3);
    CHECK("main's value kept", (int)(long)pthread_getspecific(key), 7);
    CHECK("key_delete", pthread_key_delete(key), 0);
    CHECK("key_delete again: EINVAL", pthread_key_delete(key), EINVAL);
    CHECK("setspecific deleted: EINVAL", pthread_setspecific(key, 0), EINVAL);

    /* semaphores */
    sem_t s;
    CHECK("sem_init", sem_init(&s, 0, 1), 0);
    CHECK("sem_init too big: EINVAL", (sem_init(&(sem_t){0}, 0, 0x80000000u), errno), EINVAL);
    CHECK("sem_wait", sem_wait(&s), 0);
    CHECK("sem_trywait: EAGAIN", (sem_trywait(&s), errno), EAGAIN);
    soon = in_ms(5);
    CHECK("sem_timedwait: ETIMEDOUT", (sem_timedwait(&s, &soon), errno), ETIMEDOUT);
    CHECK("sem_post", sem_post(&s), 0);
    int sv; CHECK("sem_getvalue", (sem_getvalue(&s, &sv), sv), 1);
    CHECK("sem_destroy", sem_destroy(&s), 0);
    CHECK("sem_post destroyed: EINVAL", (sem_post(&s), errno), EINVAL);

    /* named semaphores */
    sem_t *ns = sem_open("/calls", O_CREAT | O_EXCL, 0600, 2);
    CHECK("sem_open create", ns != SEM_FAILED, 1);
    CHECK("sem_open O_EXCL existing: EEXIST", (sem_open("/calls", O_CREAT | O_EXCL, 0600, 1), errno), EEXIST);
    CHECK("sem_open missing: ENOENT", (sem_open("/nosuch", 0), errno), ENOENT);
    CHECK("named sem_wait", sem_wait(ns) + sem_wait(ns), 0);
    CHECK("named sem_trywait empty: EAGAIN", (sem_trywait(ns), errno), EAGAIN);
    CHECK("sem_unlink", sem_unlink("/calls"), 0);
    CHECK("sem_unlink again: ENOENT", (sem_unlink("/calls"), errno), ENOENT);
    CHECK("sem_close", sem_close(ns), 0);
    CHECK("sem_close unknown: EINVAL", (sem_close(&s), errno), EINVAL);

    /* limits and the glibc attribute query */
    CHECK("sysconf(_SC_THREAD_STACK_MIN)", (int)sysconf(_SC_THREAD_STACK_MIN), PTHREAD_STACK_MIN);
    CHECK("sysconf(unknown): EINVAL", (errno = 0, sysconf(-5), errno), EINVAL);
    pthread_attr_t ga;
    CHECK("pthread_getattr_np", pthread_getattr_np(pthread_self(), &ga), 0);
    CHECK("pthread_getattr_np unknown: ESRCH", pthread_getattr_np((pthread_t)9999, &ga), ESRCH);

    /* barriers and spin locks */
    pthread_barrier_t b;
    CHECK("barrier_init 0: EINVAL", pthread_barrier_init(&b, NULL, 0), EINVAL);
    CHECK("barrier_init 1", pthread_barrier_init(&b, NULL, 1), 0);
    CHECK("barrier_wait serial", pthread_barrier_wait(&b), PTHREAD_BARRIER_SERIAL_THREAD);
    pthread_spinlock_t sp;
    CHECK("spin_init", pthread_spin_init(&sp, 0), 0);
    CHECK("spin_lock", pthread_spin_lock(&sp), 0);
    CHECK("spin_trylock held: EBUSY", pthread_spin_trylock(&sp), EBUSY);
    CHECK("spin_unlock", pthread_spin_unlock(&sp), 0);

    usleep(40000);          /* the detached sleepers end */
    CHECK("atfork", pthread_atfork(af_prep1, af_parent, af_child), 0);
    CHECK("atfork second", pthread_atfork(af_prep2, NULL, NULL), 0);
    pid_t child = fork();
    if (child == 0) _exit(naf == 3 && af[0] == 2 && af[1] == 1 && af[2] == 4 ? 0 : 1);
    int st = 0;
    waitpid(child, &st, 0);
    CHECK("atfork: prepare handlers last-first, the child handler in the child", WIFEXITED(st) ? WEXITSTATUS(st) : 9, 0);
    CHECK("atfork: the parent handler in the parent", naf == 3 && af[0] == 2 && af[1] == 1 && af[2] == 3, 1);
    printf("%d failed\n", failed);
    return failed;
}
