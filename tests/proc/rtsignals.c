/* Real-time signals: SIGRTMIN..SIGRTMAX queue (several instances of one signal, the
   lowest number first, each signal's in the order sent), sigqueue's value reaches an
   SA_SIGINFO handler with si_code SI_QUEUE and the sender's pid (from this process and
   from another one), sigtimedwait and sigwaitinfo take them, and each call's errors. */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static int failures;
#define CHECK(cond, what) do { if (cond) printf("ok %s\n", what); else { printf("FAIL %s (errno %d)\n", what, errno); failures++; } } while (0)

static int seen[64], nseen, bad_info;
static pid_t sender;

static void on_rt(int sig, siginfo_t *si, void *uc)
{
    (void)uc;
    if (nseen < 64) seen[nseen++] = sig * 100 + si->si_value.sival_int;
    if (si->si_signo != sig || si->si_code != SI_QUEUE || si->si_pid != sender) bad_info++;
}

static void catch_rt(int sig)
{
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_sigaction = on_rt;
    sa.sa_flags = SA_SIGINFO;
    sigfillset(&sa.sa_mask);                  /* no nesting: the order is the delivery's */
    sigaction(sig, &sa, NULL);
}

static int queue(pid_t pid, int sig, int v)
{
    union sigval val;
    val.sival_int = v;
    return sigqueue(pid, sig, val);
}

int main(void)
{
    CHECK(SIGRTMAX - SIGRTMIN + 1 >= 8 && sysconf(_SC_RTSIG_MAX) == SIGRTMAX - SIGRTMIN + 1, "RTSIG_MAX real-time signals");
    CHECK(sysconf(_SC_REALTIME_SIGNALS) > 0 && sysconf(_SC_SIGQUEUE_MAX) >= 32, "sysconf: realtime signals, SIGQUEUE_MAX");
    sigset_t rt, none;
    int sig;
    sigemptyset(&rt);
    sigemptyset(&none);
    int sigs[3] = { SIGRTMAX, SIGRTMIN + 2, SIGRTMIN };
    for (int i = 0; i < 3; i++) { catch_rt(sigs[i]); sigaddset(&rt, sigs[i]); }
    CHECK(sigaddset(&rt, 32) == -1 && errno == EINVAL && sigaddset(&rt, NSIG) == -1, "sigaddset refuses 32 and NSIG");

    /* queued while blocked: 9 instances of 3 signals, sent highest first */
    sender = getpid();
    sigprocmask(SIG_BLOCK, &rt, NULL);
    int ok = 1;
    for (int i = 0; i < 3; i++)
        for (int k = 1; k <= 3; k++) ok &= queue(getpid(), sigs[i], 10 * i + k) == 0;
    CHECK(ok, "sigqueue to itself");
    sigset_t pend;
    CHECK(sigpending(&pend) == 0 && sigismember(&pend, SIGRTMIN) && sigismember(&pend, SIGRTMAX), "sigpending shows them");
    sigprocmask(SIG_UNBLOCK, &rt, NULL);
    static const int want[9] = { 3321, 3322, 3323, 3511, 3512, 3513, 6301, 6302, 6303 };
    CHECK(nseen == 9 && memcmp(seen, want, sizeof want) == 0 && !bad_info,
          "every instance delivered, lowest signal first, each in the order sent, with its value");
    errno = 0;
    CHECK(queue(getpid(), 32, 1) == -1 && errno == EINVAL, "sigqueue: signal 32 is EINVAL");
    errno = 0;
    CHECK(queue(getpid(), SIGRTMAX + 1, 1) == -1 && errno == EINVAL, "sigqueue: SIGRTMAX+1 is EINVAL");
    CHECK(queue(getpid(), 0, 1) == 0, "sigqueue: signal 0 checks the process");

    /* the queue limit: EAGAIN, and the queue survives it */
    sigprocmask(SIG_BLOCK, &rt, NULL);
    long max = sysconf(_SC_SIGQUEUE_MAX), n = 0;
    while (n <= max && queue(getpid(), SIGRTMIN, (int)n) == 0) n++;
    CHECK(n == max && errno == EAGAIN, "sigqueue beyond SIGQUEUE_MAX is EAGAIN");
    siginfo_t si;
    struct timespec zero = { 0, 0 }, tenth = { 0, 100000000 }, bad = { 0, 1000000000 };
    int first = sigtimedwait(&rt, &si, &zero);
    CHECK(first == SIGRTMIN && si.si_value.sival_int == 0 && si.si_code == SI_QUEUE && si.si_pid == getpid(),
          "sigtimedwait takes the first instance with its information");
    while (sigtimedwait(&rt, &si, &zero) > 0) {}
    CHECK(nseen == 9, "taken instances run no handler");

    /* sigtimedwait and sigwaitinfo: timeout, bad arguments, kill's SI_USER */
    errno = 0;
    CHECK(sigtimedwait(&rt, &si, &tenth) == -1 && errno == EAGAIN, "sigtimedwait: EAGAIN when the time runs out");
    errno = 0;
    CHECK(sigtimedwait(&rt, &si, &bad) == -1 && errno == EINVAL, "sigtimedwait: EINVAL for tv_nsec 1e9");
    errno = 0;
    CHECK(sigtimedwait(&rt, (siginfo_t *)8, &zero) == -1 && errno == EFAULT, "sigtimedwait: EFAULT for a wild siginfo");
    kill(getpid(), SIGRTMIN + 2);
    memset(&si, 0, sizeof si);
    CHECK(sigwaitinfo(&rt, &si) == SIGRTMIN + 2 && si.si_code == SI_USER && si.si_pid == getpid(),
          "sigwaitinfo takes a kill'ed real-time signal, SI_USER");
    errno = 0;
    CHECK(sigwaitinfo(NULL, &si) == -1 && errno == EFAULT, "sigwaitinfo: EFAULT for a null set");

    /* raise of a blocked signal whose default is to ignore it: pending, not dropped */
    sigset_t cont;
    sigemptyset(&cont);
    sigaddset(&cont, SIGCONT);
    sigprocmask(SIG_BLOCK, &cont, NULL);
    CHECK(raise(SIGCONT) == 0 && sigpending(&pend) == 0 && sigismember(&pend, SIGCONT) == 1,
          "raise of a blocked SIGCONT (default: ignored) stays pending");
    CHECK(sigwait(&cont, &sig) == 0 && sig == SIGCONT, "sigwait takes it");

    /* from another process: a child's sigqueue reaches the parent's handler with its value */
    pid_t child = fork();
    if (child == 0) {
        for (int k = 1; k <= 3; k++) queue(getppid(), SIGRTMIN + 2, 40 + k);
        queue(getppid(), SIGRTMIN, 50);
        _exit(0);
    }
    int st;
    waitpid(child, &st, 0);
    sender = child;
    nseen = 0;
    sigprocmask(SIG_UNBLOCK, &rt, NULL);
    for (int i = 0; i < 100 && nseen < 4; i++) usleep(10000);
    static const int want2[4] = { 3350, 3541, 3542, 3543 };
    CHECK(nseen == 4 && memcmp(seen, want2, sizeof want2) == 0 && !bad_info,
          "another process's sigqueue: every instance, in order, with its value and pid");
    errno = 0;
    CHECK(queue(child, SIGRTMIN, 1) == -1 && errno == ESRCH, "sigqueue to a process that is gone: ESRCH");
    return failures != 0;
}
