/* Blocking reads as switch points: with other threads to run, a read from a pipe, a
   terminal or a socket that has no data yet blocks only its thread; the scheduler polls
   the descriptors of such threads at each quantum and when nothing else can run, and a
   thread whose descriptor became readable runs its read again from the gateway. */
#include <poll.h>
#include <stdlib.h>
#include <sys/stat.h>
#include "threads_impl.h"
#include "events.h"
#include "run.h"

#define READ_GATEWAY (GATEWAY_PAGE + 4 * 3)     /* system call 3, read */

int threads_read_blocks(struct cpu *c, int fd)
{
    if (sched.n < 2 || cpu_run_depth() > 1) return 0;
    struct stat st;
    if (fstat(fd, &st) || S_ISREG(st.st_mode) || S_ISDIR(st.st_mode)) return 0;
    struct pollfd p = { fd, POLLIN, 0 };
    if (poll(&p, 1, 0) != 0) return 0;             /* ready, or an error for read to report */
    thr_block(c, W_READ, (uint64_t)fd, 0);
    return 1;
}

/* Polls every reading thread's descriptor, waiting up to timeout_ms (-1: no limit);
   ready ones run their read again. Returns how many became ready. */
int thr_poll_reads(int timeout_ms)
{
    unsigned n = 0;
    for (unsigned i = 1; i <= sched.n; i++) n += sched.t[i].state == T_BLOCKED && sched.t[i].wait == W_READ;
    if (!n) return 0;
    struct pollfd *p = calloc(n, sizeof *p);
    unsigned *who = calloc(n, sizeof *who);
    if (!p || !who) { free(p); free(who); return 0; }
    unsigned k = 0;
    for (unsigned i = 1; i <= sched.n; i++)
        if (sched.t[i].state == T_BLOCKED && sched.t[i].wait == W_READ) {
            p[k] = (struct pollfd){ (int)sched.t[i].addr, POLLIN, 0 };
            who[k++] = i;
        }
    int ready = 0;
    if (poll(p, n, timeout_ms) > 0)
        for (unsigned j = 0; j < n; j++) {
            if (!p[j].revents) continue;
            struct thread *t = &sched.t[who[j]];
            t->ctx.iaoq_f = READ_GATEWAY;          /* the read again, now that it has data */
            t->ctx.iaoq_b = READ_GATEWAY + 4;
            t->ctx.nullify = 0;
            thr_wake(t, 0);
            t->has_result = 0;
            ready++;
        }
    free(p);
    free(who);
    return ready;
}
