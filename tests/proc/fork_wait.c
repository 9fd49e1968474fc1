/* fork, waitpid, wait, _exit, getppid, pipe: success and error cases. */
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

static int failures;
#define CHECK(cond, what) do { if (cond) printf("ok %s\n", what); else { printf("FAIL %s (errno %d)\n", what, errno); failures++; } } while (0)

int main(void)
{
    int *volatile wild = (int *)8;
    int value = 1;
    pid_t parent = getpid();
    pid_t pid = fork();
    if (pid == 0) {
        value = 2;                          /* the child's copy only */
        if (getppid() != parent) _exit(3);
        _exit(42);
    }
    CHECK(pid > 0, "fork returns the child's pid");
    int st = 0;
    CHECK(waitpid(pid, &st, 0) == pid, "waitpid returns the pid");
    CHECK(WIFEXITED(st) && WEXITSTATUS(st) == 42, "exit status 42 through WEXITSTATUS");
    CHECK(value == 1, "the parent's memory is its own");

    /* a pipe between parent and child */
    int fds[2];
    CHECK(pipe(fds) == 0, "pipe");
    pid = fork();
    if (pid == 0) {
        close(fds[0]);
        const char msg[] = "hello through the pipe";
        write(fds[1], msg, sizeof msg);
        _exit(0);
    }
    close(fds[1]);
    char buf[64] = "";
    ssize_t n = read(fds[0], buf, sizeof buf);
    CHECK(n == 23 && !strcmp(buf, "hello through the pipe"), "child writes, parent reads the pipe");
    CHECK(wait(&st) == pid && WIFEXITED(st) && WEXITSTATUS(st) == 0, "wait reaps it");
    close(fds[0]);

    /* WNOHANG on a running child, then a signal kills it */
    pid = fork();
    if (pid == 0) { for (;;) pause(); }
    CHECK(waitpid(pid, &st, WNOHANG) == 0, "WNOHANG: 0 while the child runs");
    CHECK(kill(pid, SIGTERM) == 0, "kill to a child");
    CHECK(waitpid(pid, &st, 0) == pid && WIFSIGNALED(st) && WTERMSIG(st) == SIGTERM, "WIFSIGNALED, WTERMSIG SIGTERM");

    /* a guest that dies of a signal: its parent sees the guest's signal number */
    pid = fork();
    if (pid == 0) { raise(SIGUSR1); _exit(0); }
    CHECK(waitpid(pid, &st, 0) == pid && WIFSIGNALED(st) && WTERMSIG(st) == SIGUSR1, "child killed by raise(SIGUSR1)");

    /* errors */
    errno = 0;
    CHECK(waitpid(-1, &st, 0) == -1 && errno == ECHILD, "waitpid without children: ECHILD");
    errno = 0;
    CHECK(waitpid(-1, &st, 0x100) == -1 && errno == EINVAL, "waitpid unknown option: EINVAL");
    errno = 0;
    CHECK(waitpid(-1, wild, 0) == -1 && errno == EFAULT, "waitpid wild status pointer: EFAULT");
    errno = 0;
    CHECK(pipe(wild) == -1 && errno == EFAULT, "pipe wild pointer: EFAULT");
    errno = 0;
    CHECK(kill(pid, 99) == -1 && errno == EINVAL, "kill bad signal: EINVAL");
    errno = 0;
    CHECK(kill(999999, SIGTERM) == -1 && errno == ESRCH, "kill no such process: ESRCH");
    CHECK(getpgrp() > 0 && getpgid(0) == getpgrp(), "getpgrp");
    errno = 0;
    CHECK(getpgid(999999) == -1 && errno == ESRCH, "getpgid no such process: ESRCH");
    return failures != 0;
}
