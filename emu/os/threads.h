/* Guest threads (POSIX threads of emu/rt/pthread*.c): a thread table and a deterministic
   scheduler on the one host thread. A thread is a saved CPU context plus its guest stack;
   threads switch only at instruction boundaries, when the running one blocks (join, a
   contended lock, a condition wait, a semaphore, sleep) or has retired a quantum of
   instructions, so the same program and input always run the same interleaving. */
#ifndef PA64_THREADS_H
#define PA64_THREADS_H
#include <stdint.h>
#include "cpu.h"

/* Instructions a thread retires before another runnable one gets the CPU (pa64 --quantum). */
#define THREADS_DEFAULT_QUANTUM 100000u
extern uint64_t threads_quantum;
/* --quantum's value: 0, or a message naming the tool and -1. */
int threads_parse_quantum(const char *tool, const char *v);

/* The system calls 540..559 (docs/guest-abi.md): ret0 value or -errno. */
int64_t threads_syscall(struct cpu *c, unsigned n, const uint64_t a[6]);

/* The running thread's id (1 is the main thread) and how many threads were ever created
   (1 until the first pthread_create). */
unsigned threads_current(void);
unsigned threads_count(void);
/* Instructions thread `tid` retired so far (the running one included up to c->icount). */
uint64_t threads_retired(const struct cpu *c, unsigned tid);
/* The guest stack bounds of a thread (lo = its lowest address: stacks grow upward);
   0, 0 for the main thread, whose stack the loader set up. */
void threads_stack(unsigned tid, uint64_t *lo, uint64_t *hi);

/* A read of fd that would block while other threads can run: blocks the running
   thread instead (1; the read runs again when fd has data), else 0 (thread_io.c). */
int threads_read_blocks(struct cpu *c, int fd);

/* In a fork's child: only the running thread remains. */
void threads_forked(void);

/* Called at every switch, after the new thread's context is in c: from, to are ids.
   The profiler keeps per-thread state through it. Null: nothing. */
typedef void (*threads_switch_fn)(struct cpu *c, unsigned from, unsigned to);
extern threads_switch_fn threads_switch_observer;
/* The front end's name for messages (deadlock report). */
extern const char *threads_tool;

/* Called once when a thread is created (before it first runs). */
typedef void (*threads_create_fn)(unsigned tid);
extern threads_create_fn threads_create_observer;

#endif
