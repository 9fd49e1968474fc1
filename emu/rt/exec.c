/* The exec family over execve: execv, execvp/execvpe (PATH search, a file the system
   cannot execute run by /bin/sh as POSIX asks), execl, execle, execlp. */
#define _DEFAULT_SOURCE
#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "alias.h"
#include "syscall.h"
#include "syscall-proc.h"

extern char **environ;
int _execve(const char *path, char *const argv[], char *const envp[]);

int _execve(const char *path, char *const argv[], char *const envp[])
{
    return (int)__pa64_result(__pa64_sys_execve(path, argv, envp));
}

int execv(const char *path, char *const argv[]) { return _execve(path, argv, environ); }

/* ENOEXEC: the file is a shell script without #!; sh runs it with the same arguments. */
static int exec_script(const char *path, char *const argv[], char *const envp[])
{
    size_t n = 0;
    while (argv[n]) n++;
    char **v = malloc((n + 2) * sizeof *v);
    if (!v) return -1;
    v[0] = "sh";
    v[1] = (char *)path;
    for (size_t i = 1; i <= n; i++) v[i + 1] = argv[i];
    if (n == 0) v[2] = NULL;
    _execve("/bin/sh", v, envp);
    free(v);
    return -1;
}

int execvpe(const char *file, char *const argv[], char *const envp[])
{
    if (!*file) { errno = ENOENT; return -1; }
    if (strchr(file, '/')) {
        _execve(file, argv, envp);
        return errno == ENOEXEC ? exec_script(file, argv, envp) : -1;
    }
    const char *path = getenv("PATH");
    if (!path) path = "/usr/bin:/bin";
    size_t flen = strlen(file);
    int saw_eacces = 0;
    for (const char *p = path;; p++) {
        const char *end = strchr(p, ':');
        size_t dlen = end ? (size_t)(end - p) : strlen(p);
        char buf[4096];
        if (dlen + flen + 2 <= sizeof buf) {
            memcpy(buf, p, dlen);
            size_t k = dlen;
            if (k) buf[k++] = '/';
            memcpy(buf + k, file, flen + 1);
            _execve(buf, argv, envp);
            if (errno == ENOEXEC) return exec_script(buf, argv, envp);
            if (errno == EACCES) saw_eacces = 1;
            else if (errno != ENOENT && errno != ENOTDIR) return -1;
        }
        if (!end) break;
        p = end;
    }
    if (saw_eacces) errno = EACCES;
    return -1;
}

int execvp(const char *file, char *const argv[]) { return execvpe(file, argv, environ); }

/* The variadic forms: count, then copy into an array on the stack. */
#define COLLECT_ARGS(first, ap, argv, envp_out)                     \
    size_t n_ = 1;                                                  \
    va_start(ap, first);                                            \
    while (va_arg(ap, char *)) n_++;                                \
    va_end(ap);                                                     \
    char *argv[n_ + 1];                                             \
    va_start(ap, first);                                            \
    argv[0] = (char *)first;                                        \
    for (size_t i_ = 1; i_ <= n_; i_++) argv[i_] = va_arg(ap, char *); \
    envp_out;                                                       \
    va_end(ap)

int execl(const char *path, const char *arg0, ...)
{
    va_list ap;
    COLLECT_ARGS(arg0, ap, argv, (void)0);
    return execv(path, argv);
}

int execlp(const char *file, const char *arg0, ...)
{
    va_list ap;
    COLLECT_ARGS(arg0, ap, argv, (void)0);
    return execvp(file, argv);
}

int execle(const char *path, const char *arg0, ...)
{
    va_list ap;
    char **envp;
    COLLECT_ARGS(arg0, ap, argv, envp = va_arg(ap, char **));
    return _execve(path, argv, envp);
}

PA64_WEAK_ALIAS(execve, _execve);
