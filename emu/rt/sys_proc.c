/* Process system calls (_exit, getpid, kill) and the POSIX calls newlib references that
   the guest ABI does not offer (getentropy): it fails with ENOSYS. fork, execve, wait and
   the signal mask are in proc.c, exec.c and sigaction.c. */
#include <errno.h>
#include <signal.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <unistd.h>
#include "alias.h"
#include "syscall.h"

int _getpid(void);
int _kill(int pid, int sig);
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

int _getentropy(void *buf, size_t len)
{
    (void)buf;
    (void)len;
    return unsupported();
}

PA64_WEAK_ALIAS(getpid, _getpid);
PA64_WEAK_ALIAS(kill, _kill);
PA64_WEAK_ALIAS(getentropy, _getentropy);
