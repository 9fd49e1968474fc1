/* Every live thread is blocked and none waits for a deadline: the program can never go
   on. Reported with what each thread waits for; the run then ends with status 1. */
#include <stdio.h>
#include "threads_impl.h"
#include "run.h"
#include "bytes.h"

const char *threads_tool = "pa64";

static void describe(const struct thread *t, char *buf, size_t len)
{
    switch (t->wait) {
    case W_JOIN: snprintf(buf, len, "joins thread %llu", (unsigned long long)t->addr); break;
    case W_MUTEX: {
        /* Its owner is the mutex's second word (it may have been unmapped since). */
        unsigned owner = mem_accessible((t->addr + 4) & ~4095ull, 0) ? be32(mem_base + t->addr + 4) : 0;
        snprintf(buf, len, "waits for mutex 0x%llx, held by thread %u", (unsigned long long)t->addr, owner);
        break;
    }
    case W_COND: snprintf(buf, len, "waits on condition 0x%llx (mutex 0x%llx)", (unsigned long long)t->addr,
                          (unsigned long long)t->aux); break;
    case W_RDLOCK: snprintf(buf, len, "waits to read-lock rwlock 0x%llx", (unsigned long long)t->addr); break;
    case W_WRLOCK: snprintf(buf, len, "waits to write-lock rwlock 0x%llx", (unsigned long long)t->addr); break;
    case W_SEM: snprintf(buf, len, "waits on semaphore 0x%llx", (unsigned long long)t->addr); break;
    case W_SLEEP: snprintf(buf, len, "sleeps"); break;
    case W_READ: snprintf(buf, len, "reads descriptor %llu", (unsigned long long)t->addr); break;
    case W_SIGNAL: snprintf(buf, len, "waits for a signal"); break;
    default: snprintf(buf, len, "is blocked"); break;
    }
}

void thr_report_deadlock(struct cpu *c)
{
    fflush(stdout);
    fprintf(stderr, "%s: deadlock: every thread is blocked\n", threads_tool);
    for (unsigned i = 1; i <= sched.n; i++) {
        const struct thread *t = &sched.t[i];
        if (t->state != T_BLOCKED) continue;
        char what[160];
        describe(t, what, sizeof what);
        fprintf(stderr, "%s:   thread %u%s %s\n", threads_tool, i, i == 1 ? " (main)" : "", what);
    }
    cpu_request_stop(c, STOP_EXIT, 1);
}
