/* sigaction, sigprocmask, sigpending, sigsuspend, alarm/pause, SIGCHLD, and signals
   between parent and child: success and error cases. */
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

static int failures;
#define CHECK(cond, what) do { if (cond) printf("ok %s\n", what); else { printf("FAIL %s (errno %d)\n", what, errno); failures++; } } while (0)

static volatile sig_atomic_t got_usr1, got_chld, got_alrm;
static void on_usr1(int sig) { got_usr1 += sig == SIGUSR1; }
static void on_chld(int sig) { got_chld += sig == SIGCHLD; }
static void on_alrm(int sig) { got_alrm += sig == SIGALRM; }
static volatile sig_atomic_t got_pipe, got_abrt;
static void on_pipe_abrt(int sig) { got_pipe += sig == SIGPIPE; got_abrt += sig == SIGABRT; }
static char alt[16384];
static volatile int on_alt_stack;
static void on_usr2(int sig)
{
    char here;
    stack_t ss;
    on_alt_stack = sig == SIGUSR2 && &here >= alt && &here < alt + sizeof alt && sigaltstack(NULL, &ss) == 0 &&
                   (ss.ss_flags & SS_ONSTACK);
}

int main(void)
{
    struct sigaction sa, old;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_usr1;
    CHECK(sigaction(SIGUSR1, &sa, NULL) == 0, "sigaction installs a handler");
    raise(SIGUSR1);
    raise(SIGUSR1);
    CHECK(got_usr1 == 2, "the handler stays installed (no SA_RESETHAND)");
    CHECK(sigaction(SIGUSR1, NULL, &old) == 0 && old.sa_handler == on_usr1, "sigaction reads the old action");

    sigset_t block, pend, prev;
    sigemptyset(&block);
    sigaddset(&block, SIGUSR1);
    CHECK(sigprocmask(SIG_BLOCK, &block, &prev) == 0, "sigprocmask blocks");
    raise(SIGUSR1);
    CHECK(got_usr1 == 2, "a blocked signal waits");
    CHECK(sigpending(&pend) == 0 && sigismember(&pend, SIGUSR1) == 1, "sigpending shows it");
    CHECK(sigprocmask(SIG_SETMASK, &prev, NULL) == 0 && got_usr1 == 3, "unblocking delivers it");

    /* a parent signals a child that has a handler; the child answers through a pipe */
    int fds[2];
    pipe(fds);
    sigprocmask(SIG_BLOCK, &block, &prev);
    pid_t pid = fork();
    if (pid == 0) {
        sigset_t none;
        sigemptyset(&none);
        while (!got_usr1) sigsuspend(&none);    /* 3 inherited: wait for a 4th */
        while (got_usr1 < 4) sigsuspend(&none);
        write(fds[1], "u", 1);
        _exit(got_usr1 == 4 ? 0 : 1);
    }
    sigprocmask(SIG_SETMASK, &prev, NULL);
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_chld;
    CHECK(sigaction(SIGCHLD, &sa, NULL) == 0, "SIGCHLD handler");
    CHECK(kill(pid, SIGUSR1) == 0, "kill SIGUSR1 to the child");
    char c = 0;
    ssize_t n;
    while ((n = read(fds[0], &c, 1)) < 0 && errno == EINTR)   /* SIGCHLD may come first */
        ;
    CHECK(n == 1 && c == 'u', "the child's handler ran (sigsuspend)");
    int st;
    CHECK(waitpid(pid, &st, 0) == pid && WIFEXITED(st) && WEXITSTATUS(st) == 0, "the child exits 0");
    for (volatile long i = 0; i < 10000000 && !got_chld; i++)
        ;
    CHECK(got_chld >= 1, "SIGCHLD reached the parent's handler");

    /* a child that ignores SIGTERM keeps ignoring it across execve of /bin/sh */
    signal(SIGTERM, SIG_IGN);
    pid = fork();
    if (pid == 0) {
        execl("/bin/sh", "sh", "-c", "kill -TERM $$; exit 9", (char *)NULL);
        _exit(99);
    }
    signal(SIGTERM, SIG_DFL);
    CHECK(waitpid(pid, &st, 0) == pid && WIFEXITED(st) && WEXITSTATUS(st) == 9, "SIG_IGN survives execve");

    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_alrm;
    sigaction(SIGALRM, &sa, NULL);
    alarm(1);
    errno = 0;
    CHECK(pause() == -1 && errno == EINTR && got_alrm == 1, "alarm ends pause with EINTR after the handler");

    /* SA_ONSTACK on a sigaltstack */
    stack_t ss = { alt, 0, sizeof alt };
    CHECK(sigaltstack(&ss, NULL) == 0, "sigaltstack");
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_usr2;
    sa.sa_flags = SA_ONSTACK;
    sigaction(SIGUSR2, &sa, NULL);
    raise(SIGUSR2);
    CHECK(on_alt_stack == 1, "an SA_ONSTACK handler runs on the alternate stack");
    stack_t small = { alt, 0, 100 };
    errno = 0;
    CHECK(sigaltstack(&small, NULL) == -1 && errno == ENOMEM, "sigaltstack below MINSIGSTKSZ: ENOMEM");
    small.ss_flags = 0x40;
    errno = 0;
    CHECK(sigaltstack(&small, NULL) == -1 && errno == EINVAL, "sigaltstack bad flags: EINVAL");

    /* SIGPIPE and SIGABRT sent by another process reach the guest's handlers */
    pid = fork();
    if (pid == 0) {
        sa.sa_handler = on_pipe_abrt;
        sigaction(SIGPIPE, &sa, NULL);
        sigaction(SIGABRT, &sa, NULL);
        write(fds[1], "r", 1);
        while (!got_pipe || !got_abrt) pause();
        _exit(got_pipe == 1 && got_abrt == 1 ? 0 : 1);
    }
    read(fds[0], &c, 1);
    kill(pid, SIGPIPE);
    for (volatile long i = 0; i < 3000000; i++)
        ;
    kill(pid, SIGABRT);
    CHECK(waitpid(pid, &st, 0) == pid && WIFEXITED(st) && WEXITSTATUS(st) == 0, "SIGPIPE and SIGABRT from the parent");

    /* SA_NOCLDWAIT: children are not kept for wait */
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = SIG_DFL;
    sa.sa_flags = SA_NOCLDWAIT;
    sigaction(SIGCHLD, &sa, NULL);
    if (fork() == 0) _exit(0);
    errno = 0;
    CHECK(wait(&st) == -1 && errno == ECHILD, "SA_NOCLDWAIT: wait finds no child");

    errno = 0;
    CHECK(sigaction(SIGKILL, &sa, NULL) == -1 && errno == EINVAL, "sigaction SIGKILL: EINVAL");
    errno = 0;
    CHECK(sigaction(64, &sa, NULL) == -1 && errno == EINVAL, "sigaction bad number: EINVAL");
    struct sigaction *volatile wild = (struct sigaction *)8;
    errno = 0;
    CHECK(sigaction(SIGUSR2, wild, NULL) == -1 && errno == EFAULT, "sigaction wild pointer: EFAULT");
    errno = 0;
    CHECK(sigprocmask(7, &block, NULL) == -1 && errno == EINVAL, "sigprocmask bad how: EINVAL");
    errno = 0;
    CHECK(sigprocmask(SIG_BLOCK, (sigset_t *)wild, NULL) == -1 && errno == EFAULT, "sigprocmask wild: EFAULT");
    errno = 0;
    CHECK(sigsuspend((sigset_t *)wild) == -1 && errno == EFAULT, "sigsuspend wild: EFAULT");
    return failures != 0;
}
