/* Guest processes on host processes (docs/guest-abi.md, "Processes"): fork forks the
   emulator (guest memory is host memory, so the child has its copy); execve of a PA-64
   program re-executes the emulator on it in the same process, any other file is run by
   the host; waitpid reports in newlib's <sys/wait.h> encoding with guest signal numbers;
   pipe, process groups and sessions are the host's; signal masks and waits. */
#include <elf.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <unistd.h>
#include "bytes.h"
#include "proc.h"
#include "threads.h"
#include "profil.h"
#include "signals.h"
#include "sig_inherit.h"
#include "sysvec.h"

#define E_FAULT (-14)
#define E_INVAL (-22)
#define E_INTR (-4)
#define ARG_LIMIT (2u << 20)       /* argv + envp bytes, as Linux's default stack allows */
#define TOOL_ARGS 32

static struct proc_hooks hooks;
static int guest_child;            /* forked by a guest, or started by a guest's execve */

void proc_set_hooks(const struct proc_hooks *h) { hooks = *h; }

/* A guest string of at most max bytes; NULL with *too_long when it has no NUL there. */
static const char *guest_str(uint64_t a, size_t max, int *too_long)
{
    *too_long = 0;
    for (uint64_t p = a; p - a < max;) {
        if (!gbuf(p, 1, 0)) return NULL;
        uint64_t end = (p | 4095) + 1;
        if (end - a > max) end = a + max;
        if (memchr(mem_base + p, 0, end - p)) return (const char *)mem_base + a;
        p = end;
    }
    *too_long = 1;
    return NULL;
}

/* A NULL-terminated guest array of string pointers (argv, envp) as host pointers into
   guest memory; *total counts their bytes. Returns the count or -errno. */
static int read_vec(uint64_t ga, const char ***out, size_t *total)
{
    size_t n = 0, cap = 16;
    const char **v = malloc(cap * sizeof *v);
    if (!v) return -12;
    for (; ga; n++) {
        const uint8_t *p = gbuf(ga + 8 * n, 8, 0);
        if (!p || ga + 8 * n < ga) { free(v); return E_FAULT; }
        uint64_t s = be64(p);
        if (!s) break;
        int too_long;
        const char *str = guest_str(s, ARG_LIMIT, &too_long);
        if (!str) { free(v); return too_long ? -7 : E_FAULT; }
        *total += strlen(str) + 1 + sizeof(char *);
        if (*total > ARG_LIMIT) { free(v); return -7; }          /* E2BIG */
        if (n + 2 > cap) {
            const char **w = realloc(v, (cap *= 2) * sizeof *v);
            if (!w) { free(v); return -12; }
            v = w;
        }
        v[n] = str;
    }
    v[n] = NULL;
    *out = v;
    return (int)n;
}

/* 1: a PA-64 ELF program (the emulator runs it); 0: something else (the host's);
   -1: a PA-64 file the loader refuses (ENOEXEC). */
static int pa64_kind(const char *path)
{
    unsigned char h[20];
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0) return 0;
    ssize_t n = read(fd, h, sizeof h);
    close(fd);
    if (n != (ssize_t)sizeof h || memcmp(h, ELFMAG, SELFMAG) || h[EI_CLASS] != ELFCLASS64 ||
        h[EI_DATA] != ELFDATA2MSB || be16(h + 18) != EM_PARISC)
        return 0;
    struct image im;
    char err[512];
    int bad = image_open(&im, path, err, sizeof err);
    image_close(&im);
    return bad ? -1 : 1;
}

static int default_tool(const char **tool)
{
    int n = 0;
    tool[n++] = "pa64";
    if (run_mode == RUN_INTERP) tool[n++] = "--interp";
    else if (run_mode == RUN_BLOCKS) tool[n++] = "--no-jit";
    return n;
}

/* The emulator again, on the new program: the guest's argv[0] and the signal state
   execve keeps travel in the environment (proc_guest_argv takes them out). */
static int64_t exec_pa64(const char *path, const char **argv, int na, const char **envp, int ne,
                         const char **tool, int nt)
{
    const char **hv = calloc((size_t)(nt + na + 3), sizeof *hv), **he = calloc((size_t)ne + 4, sizeof *he);
    char *a0 = NULL, ign[64], mask[64];
    if (!hv || !he || asprintf(&a0, "PA64_EXEC_ARGV0=%s", na ? argv[0] : path) < 0) {
        free(hv); free(he); return -12;
    }
    int k = 0;
    for (int i = 0; i < nt; i++) hv[k++] = tool[i];
    hv[k++] = "--";
    hv[k++] = path;
    for (int i = 1; i < na; i++) hv[k++] = argv[i];
    memcpy(he, envp, (size_t)ne * sizeof *he);
    snprintf(ign, sizeof ign, "PA64_EXEC_SIGIGN=%llx", (unsigned long long)signal_ignored_set());
    snprintf(mask, sizeof mask, "PA64_EXEC_MASK=%llx", (unsigned long long)signal_blocked());
    he[ne] = a0; he[ne + 1] = ign; he[ne + 2] = mask;
    execve("/proc/self/exe", (char **)hv, (char **)he);
    int e = errno;
    free(hv); free(he); free(a0);
    return neg_errno(e);
}

static int64_t exec_host(const char *path, const char **argv, const char **envp)
{
    struct sigaction saved[65];
    for (int h = 1; h < 65; h++) sigaction(h, NULL, &saved[h]);
    signal_prepare_host_exec();
    execve(path, (char **)argv, (char **)envp);
    int e = errno;
    for (int h = 1; h < 65; h++)
        if (h != SIGKILL && h != SIGSTOP && (h < 32 || h >= SIGRTMIN)) sigaction(h, &saved[h], NULL);
    return neg_errno(e);
}

/* What execve can refuse is refused before the profiler is told, so that a failing
   execvp search along PATH leaves the run as it was. */
static int64_t exec_checked(const char *path, const char **argv, int na, const char **envp, int ne)
{
    struct stat st;
    if (stat(path, &st)) return neg_errno(errno);
    if (!S_ISREG(st.st_mode)) return -13;                     /* EACCES */
    if (access(path, X_OK)) return neg_errno(errno);
    int kind = pa64_kind(path);
    if (kind < 0) return -8;                                  /* ENOEXEC */
    const char *tool[TOOL_ARGS];
    int nt = kind ? default_tool(tool) : 0;
    if (hooks.exec && (nt = hooks.exec(path, kind, tool, TOOL_ARGS, hooks.arg)) < 0) return -13;
    fflush(NULL);
    int64_t r = kind ? exec_pa64(path, argv, na, envp, ne, tool, nt) : exec_host(path, argv, envp);
    if (hooks.exec_failed) hooks.exec_failed(hooks.arg);
    return r;
}

static int64_t sys_execve(uint64_t gpath, uint64_t gargv, uint64_t genvp)
{
    int too_long;
    const char *path = guest_str(gpath, PATH_MAX, &too_long);
    if (!path) return too_long ? -91 : E_FAULT;               /* newlib's ENAMETOOLONG */
    const char **argv, **envp;
    size_t total = 0;
    int na = read_vec(gargv, &argv, &total);
    if (na < 0) return na;
    int ne = read_vec(genvp, &envp, &total);
    if (ne < 0) { free(argv); return ne; }
    int64_t r = exec_checked(path, argv, na, envp, ne);
    free(argv);
    free(envp);
    return r;
}

static int64_t sys_fork(void)
{
    fflush(NULL);
    pid_t pid = fork();
    if (pid < 0) return neg_errno(errno);
    if (pid == 0) {
        guest_child = 1;
        signal_forked();
        threads_forked();
        profil_forked();
        if (hooks.forked) hooks.forked(hooks.arg);
    }
    return pid;
}

/* newlib's <sys/wait.h> encoding, which is Linux's, with guest signal numbers. */
static uint32_t guest_wait_status(int st)
{
    if (WIFEXITED(st)) return (uint32_t)WEXITSTATUS(st) << 8;
    if (WIFSIGNALED(st)) return (uint32_t)signal_to_guest(WTERMSIG(st)) | (WCOREDUMP(st) ? 0x80 : 0);
    if (WIFSTOPPED(st)) return 0x7f | (uint32_t)signal_to_guest(WSTOPSIG(st)) << 8;
    return 0xffff;
}

/* waitpid, and wait3 when gru is set: the child's CPU times in newlib's struct rusage
   (two timevals of int64 sec and usec). */
static int64_t sys_wait(int64_t pid, uint64_t gstatus, uint64_t options, uint64_t gru)
{
    if (options & ~3ull) return E_INVAL;                      /* WNOHANG 1, WUNTRACED 2 */
    if (gstatus && !gbuf(gstatus, 4, 1)) return E_FAULT;
    if (gru && !gbuf(gru, 32, 1)) return E_FAULT;
    if (pid < INT_MIN || pid > INT_MAX) return -10;            /* ECHILD */
    int st = 0, hopt = (options & 1 ? WNOHANG : 0) | (options & 2 ? WUNTRACED : 0);
    struct rusage ru;
    memset(&ru, 0, sizeof ru);
    pid_t r;
    while ((r = wait4((pid_t)pid, &st, hopt, &ru)) < 0 && errno == EINTR)
        if (cpu_interrupted() || signals_deliverable()) return E_INTR;   /* handlers run as it returns */
    if (r < 0) return neg_errno(errno);
    uint8_t *sp = gstatus ? gbuf(gstatus, 4, 1) : NULL, *rp = gru ? gbuf(gru, 32, 1) : NULL;
    if (r > 0 && sp) put_be32(sp, guest_wait_status(st));
    if (rp) {
        put_be64(rp, (uint64_t)ru.ru_utime.tv_sec); put_be64(rp + 8, (uint64_t)ru.ru_utime.tv_usec);
        put_be64(rp + 16, (uint64_t)ru.ru_stime.tv_sec); put_be64(rp + 24, (uint64_t)ru.ru_stime.tv_usec);
    }
    return r;
}

/* newlib's gid_t is 16 bits (big-endian in the list). */
static int64_t sys_getgroups(int64_t size, uint64_t glist)
{
    gid_t g[NGROUPS_MAX];
    int n = getgroups(NGROUPS_MAX, g);
    if (n < 0) return neg_errno(errno);
    if (size == 0) return n;
    if (size < n) return E_INVAL;
    uint8_t *p = gbuf(glist, 2 * (uint64_t)n, 1);
    if (!p) return E_FAULT;
    for (int i = 0; i < n; i++) { p[2 * i] = (uint8_t)(g[i] >> 8); p[2 * i + 1] = (uint8_t)g[i]; }
    return n;
}

static int64_t sys_pipe(uint64_t gfds)
{
    uint8_t *p = gbuf(gfds, 8, 1);
    if (!p) return E_FAULT;
    int fd[2];
    if (pipe(fd)) return neg_errno(errno);
    put_be32(p, (uint32_t)fd[0]);
    put_be32(p + 4, (uint32_t)fd[1]);
    return 0;
}

/* popen's child: `sh -c cmd` with its stdout (type 0, "r") or stdin (type 1, "w") on
   a pipe whose other end, close-on-exec, is stored at gfd. It runs no guest code, so
   the guest needs no dup2 for it. Returns the child's pid. */
static int64_t sys_shell_pipe(uint64_t gcmd, uint64_t type, uint64_t gfd)
{
    int too_long;
    const char *cmd = guest_str(gcmd, ARG_LIMIT, &too_long);
    uint8_t *fdp = gbuf(gfd, 4, 1);
    if (!cmd || !fdp) return too_long ? -7 : E_FAULT;
    if (type > 1) return E_INVAL;
    int p[2];
    if (pipe2(p, O_CLOEXEC)) return neg_errno(errno);
    fflush(NULL);
    pid_t pid = fork();
    if (pid < 0) { int e = errno; close(p[0]); close(p[1]); return neg_errno(e); }
    if (pid == 0) {
        if (dup2(type ? p[0] : p[1], type ? 0 : 1) < 0) _exit(127);
        signal_prepare_host_exec();
        execl("/bin/sh", "sh", "-c", cmd, (char *)NULL);
        _exit(127);
    }
    close(type ? p[0] : p[1]);
    put_be32(fdp, (uint32_t)(type ? p[1] : p[0]));
    return pid;
}

/* close: a real one for every descriptor, 0-2 included (a shell closes 0 and opens
   /dev/null in its place). The emulator's own messages keep going where stderr was:
   before the guest first closes 2, stderr becomes a private close-on-exec copy. */
int64_t proc_close(int64_t fd)
{
    static int own_stderr = -1;
    if (fd < 0 || fd > INT_MAX) return -9;                    /* EBADF */
    if (fd == 2 && own_stderr < 0 && (own_stderr = fcntl(2, F_DUPFD_CLOEXEC, 10)) >= 0) {
        FILE *f = fdopen(own_stderr, "w");
        if (f) { setvbuf(f, NULL, _IONBF, 0); fflush(stderr); stderr = f; }
    }
    return close((int)fd) ? neg_errno(errno) : 0;
}

int64_t proc_kill(struct cpu *c, int64_t pid, int64_t sig) { return signal_kill(c, pid, sig); }

/* Host signals the guest cannot block stay deliverable while we wait. */
static void block_all_but_reserved(sigset_t *old)
{
    sigset_t all;
    sigfillset(&all);
    static const int keep[] = { SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGTRAP, SIGABRT, SIGPROF };
    for (size_t i = 0; i < sizeof keep / sizeof keep[0]; i++) sigdelset(&all, keep[i]);
    sigprocmask(SIG_BLOCK, &all, old);
}

/* pause and sigsuspend: wait with `mask` until a signal is deliverable; its handler
   runs as the call returns with EINTR, and its return restores the mask of before. */
static int64_t wait_for_signal(struct cpu *c, uint64_t mask)
{
    signal_suspend(mask);
    if (signals_deliverable()) return E_INTR;
    int64_t r = signal_thread_wait ? signal_thread_wait(c, 0, 0, NULL) : 1;
    if (r != 1) return r;                   /* this thread waits; others run */
    sigset_t during;
    block_all_but_reserved(&during);        /* nothing slips in between check and wait */
    while (!cpu_interrupted() && !signals_deliverable()) sigsuspend(&during);
    sigprocmask(SIG_SETMASK, &during, NULL);
    return E_INTR;
}

static int64_t sys_sigprocmask(int64_t how, uint64_t gset, uint64_t gold)
{
    const uint8_t *s = gset ? gbuf(gset, 8, 0) : NULL;
    uint8_t *o = gold ? gbuf(gold, 8, 1) : NULL;
    if ((gset && !s) || (gold && !o)) return E_FAULT;
    if (s && (how < 0 || how > 2)) return E_INVAL;            /* SIG_SETMASK 0, BLOCK 1, UNBLOCK 2 */
    uint64_t cur = signal_blocked(), v = s ? be64(s) : 0;
    if (o) put_be64(o, cur);
    if (!s) return 0;
    signal_set_blocked(how == 0 ? v : how == 1 ? cur | v : cur & ~v);
    return 0;                               /* what it unblocked is delivered as it returns */
}

static int64_t put_set(uint64_t ga, uint64_t v)
{
    uint8_t *p = gbuf(ga, 8, 1);
    if (!p) return E_FAULT;
    put_be64(p, v);
    return 0;
}

static int64_t host_result(long r) { return r < 0 ? neg_errno(errno) : r; }

int64_t proc_syscall(struct cpu *c, struct process *p, unsigned n, uint64_t a0, uint64_t a1, uint64_t a2)
{
    (void)p;
    const uint8_t *b;
    switch (n) {
    case 2: case 66: return sys_fork();                        /* fork, vfork */
    case 27: return alarm((unsigned)a0);
    case 29: return wait_for_signal(c, signal_blocked());      /* pause */
    case 39: return host_result(setsid());
    case 42: return sys_pipe(a0);
    case 59: return sys_execve(a0, a1, a2);
    case 81: return host_result(getpgid((pid_t)a0));
    case 82: return host_result(setpgid((pid_t)a0, (pid_t)a1));
    case 185: return sys_sigprocmask((int64_t)a0, a1, a2);
    case 186: return put_set(a0, signal_pending_set());
    case 187:                                                  /* sigsuspend */
        if (!(b = gbuf(a0, 8, 0))) return E_FAULT;
        return wait_for_signal(c, be64(b));
    case 188: return signal_action((int)(int64_t)a0, a1, a2);
    case 381: return signal_altstack(c, a0, a1);
    case 200: return sys_wait((int64_t)(int32_t)a0, a1, a2, 0);
    case 84: return sys_wait(-1, a0, a1, a2);                /* wait3 */
    case 79: return sys_getgroups((int64_t)(int32_t)a0, a1);
    case 333: return host_result(getsid((pid_t)a0));
    case 450: return getppid();
    case 451: return sys_shell_pipe(a0, a1, a2);
    case 452:                                                  /* sigwait */
        if (!(b = gbuf(a0, 8, 0))) return E_FAULT;
        return signal_wait(c, be64(b));
    case 560: return signal_queue(c, (int64_t)(int32_t)a0, (int64_t)a1, a2);   /* sigqueue */
    case 561: return signal_timedwait(c, a0, a1, a2);            /* sigtimedwait, sigwaitinfo */
    default: return -88;
    }
}

char **proc_guest_argv(int argc, char **argv)
{
    const char *a0 = getenv("PA64_EXEC_ARGV0"), *ign = getenv("PA64_EXEC_SIGIGN"), *mask = getenv("PA64_EXEC_MASK");
    /* After a guest's execve, its ignored set; in the first image, what our parent left. */
    signal_adopt_ignored(ign ? strtoull(ign, NULL, 16) : signal_inherited_ignored());
    if (mask) signal_set_blocked(strtoull(mask, NULL, 16));
    char **v = argv;
    if (a0 && argc > 0 && (v = malloc(((size_t)argc + 1) * sizeof *v))) {
        memcpy(v, argv, (size_t)argc * sizeof *v);
        v[0] = strdup(a0);
        v[argc] = NULL;
        guest_child = 1;
    }
    if (!v) v = argv;
    unsetenv("PA64_EXEC_ARGV0");
    unsetenv("PA64_EXEC_SIGIGN");
    unsetenv("PA64_EXEC_MASK");
    return v;
}

int proc_exit_status(const struct session *s, int status)
{
    if (!guest_child) return status;
    int h = 0;
    if (s->why == STOP_FAULT) h = fault_signal_number(s->c.fault);
    else if (s->why == STOP_INTERRUPT) h = s->status - 128;
    else if (sysvec_killed_by) h = signal_to_host(sysvec_killed_by);
    if (h <= 0 || h > SIGRTMAX || (h >= 32 && h < SIGRTMIN) || h == SIGSTOP) return status;
    fflush(NULL);
    struct rlimit no_core = { 0, 0 };
    setrlimit(RLIMIT_CORE, &no_core);       /* the guest's death, not a host crash */
    signal(h, SIG_DFL);
    sigset_t u;
    sigemptyset(&u);
    sigaddset(&u, h);
    sigprocmask(SIG_UNBLOCK, &u, NULL);
    raise(h);
    return status;
}
