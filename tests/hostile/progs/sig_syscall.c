/* Signals raised by system calls: SIGPIPE from a write to a pipe without readers (run
   with stdout such a pipe) runs its handler when the write returns EPIPE; the handler
   makes system calls and raises another signal; the interrupted code keeps its own
   registers. Reports on stderr. */
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

static volatile int pipes, usr;

static void on_usr1(int sig) { usr += sig; write(2, "usr1 in handler\n", 16); }
static void on_pipe(int sig) { pipes++; signal(SIGUSR1, on_usr1); kill(getpid(), SIGUSR1); (void)sig; }

int main(void)
{
    volatile long keep = 0x1234567;         /* must survive the handlers */
    for (long t = time(NULL); time(NULL) < t + 2;) ;   /* the reader is gone by then */
    for (int i = 0; i < 3; i++) {
        signal(SIGPIPE, on_pipe);
        errno = 0;
        long r = write(1, "x", 1);
        fprintf(stderr, "write %ld errno %s\n", r, errno == EPIPE ? "EPIPE" : strerror(errno));
    }
    fprintf(stderr, "pipes %d usr %d keep %lx\n", pipes, usr, keep);
    return pipes == 3 && keep == 0x1234567 ? 0 : 1;
}
