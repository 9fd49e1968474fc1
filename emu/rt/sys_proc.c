/* Process system calls (_exit, getpid, kill) and the POSIX calls newlib references that
   the guest ABI does not offer (fork, execve, wait, ...): those fail with ENOSYS. */
#include <errno.h>
#include <signal.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <unistd.h>
#include "alias.h"
#include "syscall.h"

int _getpid(void);
int _kill(int pid, int sig);
int _fork(void);
int _execve(const char *path, char *const argv[], char *const envp[]);
int _wait(int *status);
int _sigprocmask(int how, const sigset_t *set, sigset_t *old);
int _getentropy(void *buf, size_t len);

void _exit(int status)
{
    __pa64_sys_exit(status);
    /* The emulator never returns from exit; if it does, do not run off the end. */
    for (;;)
        __pa64_sys_kill(__pa64_sys_getpid(), SIGKILL);
}

int _getpid(void)
{
    return (int)__pa64_result(__pa64_sys_getpid());
}

int _kill(int pid, int sig)
{
    return (int)__pa64_result(__pa64_sys_kill(pid, sig));
}

static int unsupported(void)
{
    errno = ENOSYS;
    return -1;
}

int _fork(void)
{
    return unsupported();
}

int _execve(const char *path, char *const argv[], char *const envp[])
{
    (void)path;
    (void)argv;
    (void)envp;
    return unsupported();
}

int _wait(int *status)
{
    (void)status;
    return unsupported();
}

/* A single-threaded guest without asynchronous signals has no mask to keep. */
int _sigprocmask(int how, const sigset_t *set, sigset_t *old)
{
    (void)how;
    (void)set;
    if (old)
        *old = 0;
    return 0;
}

int _getentropy(void *buf, size_t len)
{
    (void)buf;
    (void)len;
    return unsupported();
}

PA64_WEAK_ALIAS(getpid, _getpid);
PA64_WEAK_ALIAS(kill, _kill);
PA64_WEAK_ALIAS(fork, _fork);
PA64_WEAK_ALIAS(execve, _execve);
PA64_WEAK_ALIAS(wait, _wait);
PA64_WEAK_ALIAS(sigprocmask, _sigprocmask);
PA64_WEAK_ALIAS(getentropy, _getentropy);
