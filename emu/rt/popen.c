/* popen/pclose and system. popen's child is `sh -c` started by the emulator on a pipe
   (it runs no guest code, so it needs neither fork nor dup2 in the guest); system
   forks the guest and execs /bin/sh, waiting as POSIX asks (SIGINT and SIGQUIT
   ignored, SIGCHLD blocked meanwhile). */
#define _DEFAULT_SOURCE
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>
#include "syscall.h"
#include "syscall-proc.h"

struct piped { FILE *f; pid_t pid; struct piped *next; };
static struct piped *open_pipes;

FILE *popen(const char *cmd, const char *mode)
{
    if (!mode || (mode[0] != 'r' && mode[0] != 'w') || (mode[1] && mode[1] != 'e')) { errno = EINVAL; return NULL; }
    struct piped *p = malloc(sizeof *p);
    if (!p) return NULL;
    int fd;
    long pid = __pa64_result(__pa64_sys_shell_pipe(cmd, mode[0] == 'w', &fd));
    if (pid < 0) { free(p); return NULL; }
    p->f = fdopen(fd, mode[0] == 'w' ? "w" : "r");
    if (!p->f) { close(fd); free(p); return NULL; }
    p->pid = (pid_t)pid;
    p->next = open_pipes;
    open_pipes = p;
    return p->f;
}

int pclose(FILE *f)
{
    struct piped **pp = &open_pipes;
    while (*pp && (*pp)->f != f) pp = &(*pp)->next;
    if (!*pp) { errno = ECHILD; return -1; }
    struct piped *p = *pp;
    *pp = p->next;
    fclose(f);
    int st;
    pid_t r;
    while ((r = waitpid(p->pid, &st, 0)) < 0 && errno == EINTR)
        ;
    free(p);
    return r < 0 ? -1 : st;
}

int system(const char *cmd)
{
    if (!cmd) return access("/bin/sh", X_OK) == 0;
    struct sigaction ign, old_int, old_quit;
    memset(&ign, 0, sizeof ign);
    ign.sa_handler = SIG_IGN;
    sigset_t chld = (sigset_t)1 << SIGCHLD, old_mask;
    sigaction(SIGINT, &ign, &old_int);
    sigaction(SIGQUIT, &ign, &old_quit);
    sigprocmask(SIG_BLOCK, &chld, &old_mask);
    pid_t pid = fork();
    if (pid == 0) {
        sigaction(SIGINT, &old_int, NULL);
        sigaction(SIGQUIT, &old_quit, NULL);
        sigprocmask(SIG_SETMASK, &old_mask, NULL);
        execl("/bin/sh", "sh", "-c", cmd, (char *)NULL);
        _exit(127);
    }
    int st = -1;
    if (pid > 0)
        while (waitpid(pid, &st, 0) < 0)
            if (errno != EINTR) { st = -1; break; }
    sigaction(SIGINT, &old_int, NULL);
    sigaction(SIGQUIT, &old_quit, NULL);
    sigprocmask(SIG_SETMASK, &old_mask, NULL);
    return st;
}
