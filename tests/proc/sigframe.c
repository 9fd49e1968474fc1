/* POSIX signal semantics on frame-based delivery (emu/os/signals.h): the mask a handler
   runs with and the one its return restores, sigsuspend's mask, SA_SIGINFO's siginfo,
   SA_RESETHAND, SA_NODEFER, SA_ONSTACK after longjmps out of the alternate stack, and
   SA_RESTART restarting a read a host signal interrupted (or EINTR without it). */
#include <errno.h>
#include <setjmp.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

static int failures;
#define CHECK(cond, what) do { if (cond) printf("ok %s\n", what); else { printf("FAIL %s (errno %d)\n", what, errno); failures++; } } while (0)

static char order[16];
static volatile int norder;
static volatile sig_atomic_t usr2_blocked_inside, self_blocked_inside;

static int blocked_now(int sig)
{
    sigset_t cur;
    sigprocmask(SIG_BLOCK, NULL, &cur);
    return sigismember(&cur, sig) == 1;
}

static void on_usr1_mask(int sig)
{
    (void)sig;
    order[norder++] = '1';
    usr2_blocked_inside = blocked_now(SIGUSR2);
    self_blocked_inside = blocked_now(SIGUSR1);
    raise(SIGUSR2);                        /* blocked by sa_mask: runs after we return */
    order[norder++] = '1';
}
static void on_usr2_order(int sig) { (void)sig; order[norder++] = '2'; }

static volatile int info_signo, info_code, info_seen;
static void on_info(int sig, siginfo_t *si, void *ctx)
{
    (void)ctx;
    info_seen = sig;
    info_signo = si ? si->si_signo : -1;
    info_code = si ? si->si_code : -1;
}

static volatile int depth, max_depth;
static void on_nodefer(int sig)
{
    if (++depth > max_depth) max_depth = depth;
    if (depth < 3) raise(sig);             /* SA_NODEFER: nests at once */
    depth--;
}

static char alt[16384];
static jmp_buf out;
static volatile int on_alt_count;
static void on_alt_jump(int sig)
{
    char here;
    (void)sig;
    on_alt_count += &here >= alt && &here < alt + sizeof alt;
    longjmp(out, 1);
}

static volatile sig_atomic_t got_alrm;
static void on_alrm(int sig) { got_alrm += sig == SIGALRM; }

/* A read of a pipe whose writer sends one byte after 3 s; SIGALRM comes after 1 s. */
static ssize_t read_through_alarm(int flags, char *c)
{
    int fds[2];
    if (pipe(fds)) return -2;
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_alrm;
    sa.sa_flags = flags;
    sigaction(SIGALRM, &sa, NULL);
    got_alrm = 0;
    alarm(1);                               /* before the fork: the child has none */
    pid_t pid = fork();
    if (pid == 0) {
        sleep(3);
        write(fds[1], "x", 1);
        _exit(0);
    }
    errno = 0;
    ssize_t n = read(fds[0], c, 1);
    int e = errno;
    kill(pid, SIGKILL);
    waitpid(pid, NULL, 0);
    close(fds[0]);
    close(fds[1]);
    errno = e;
    return n;
}

int main(void)
{
    struct sigaction sa, old;

    /* sa_mask holds SIGUSR2 while the SIGUSR1 handler runs; its return restores the mask,
       and SIGUSR2, raised inside, runs then */
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_usr2_order;
    sigaction(SIGUSR2, &sa, NULL);
    sa.sa_handler = on_usr1_mask;
    sigemptyset(&sa.sa_mask);
    sigaddset(&sa.sa_mask, SIGUSR2);
    sigaction(SIGUSR1, &sa, NULL);
    raise(SIGUSR1);
    CHECK(norder == 3 && !memcmp(order, "112", 3), "sa_mask defers a signal raised in the handler to its return");
    CHECK(usr2_blocked_inside && self_blocked_inside, "the handler runs with sa_mask and its own signal blocked");
    CHECK(!blocked_now(SIGUSR1) && !blocked_now(SIGUSR2), "the handler's return restores the mask");

    /* sigsuspend: its mask while the handler runs, the old one after */
    sigset_t block, none;
    sigemptyset(&block);
    sigaddset(&block, SIGUSR1);
    sigemptyset(&none);
    sigprocmask(SIG_BLOCK, &block, NULL);
    raise(SIGUSR1);
    norder = 0;
    errno = 0;
    CHECK(sigsuspend(&none) == -1 && errno == EINTR && norder == 3, "sigsuspend runs the pending handler, EINTR");
    CHECK(blocked_now(SIGUSR1), "sigsuspend's return restores the mask of before");
    sigprocmask(SIG_UNBLOCK, &block, NULL);

    /* SA_SIGINFO: the siginfo_t the handler gets */
    memset(&sa, 0, sizeof sa);
    sa.sa_sigaction = (void (*)(int))(void *)on_info;
    sa.sa_flags = SA_SIGINFO;
    sigaction(SIGUSR1, &sa, NULL);
    raise(SIGUSR1);
    CHECK(info_seen == SIGUSR1 && info_signo == SIGUSR1 && info_code == SI_USER, "SA_SIGINFO: si_signo and si_code SI_USER");

    /* SA_RESETHAND: the disposition is SIG_DFL once the handler is entered */
    sa.sa_flags = SA_SIGINFO | SA_RESETHAND;
    sigaction(SIGUSR1, &sa, NULL);
    info_seen = 0;
    raise(SIGUSR1);
    CHECK(info_seen == SIGUSR1 && sigaction(SIGUSR1, NULL, &old) == 0 && old.sa_handler == SIG_DFL,
          "SA_RESETHAND: SIG_DFL after one delivery");

    /* SA_NODEFER: a handler that raises its own signal nests */
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_nodefer;
    sa.sa_flags = SA_NODEFER;
    sigaction(SIGUSR2, &sa, NULL);
    raise(SIGUSR2);
    CHECK(max_depth == 3 && depth == 0, "SA_NODEFER: the handler nests 3 deep");

    /* SA_ONSTACK: 1000 handlers longjmp out of the alternate stack; each next one is on it
       again (on it is where the SP is, not a flag the jump left set) */
    stack_t ss = { alt, 0, sizeof alt };
    sigaltstack(&ss, NULL);
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_alt_jump;
    sa.sa_flags = SA_ONSTACK;
    sigaction(SIGUSR1, &sa, NULL);
    for (int i = 0; i < 1000; i++)
        if (!setjmp(out)) raise(SIGUSR1);
        else sigprocmask(SIG_UNBLOCK, &block, NULL);   /* longjmp keeps the handler's mask */
    CHECK(on_alt_count == 1000, "SA_ONSTACK: 1000 handlers left by longjmp all ran on the alternate stack");
    stack_t now;
    CHECK(sigaltstack(NULL, &now) == 0 && !(now.ss_flags & SS_ONSTACK), "not on the alternate stack after them");

    /* SA_RESTART: the read goes on after the handler; without it, EINTR */
    char c = 0;
    ssize_t n = read_through_alarm(SA_RESTART, &c);
    CHECK(n == 1 && c == 'x' && got_alrm == 1, "SA_RESTART: the interrupted read is made again");
    n = read_through_alarm(0, &c);
    CHECK(n == -1 && errno == EINTR && got_alrm == 1, "without SA_RESTART: EINTR after the handler");
    return failures != 0;
}
