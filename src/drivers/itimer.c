/* The itimer sample source: CPU time. A POSIX CPU-time timer (timer_create on
   CLOCK_PROCESS_CPUTIME_ID, as hpcrun's CPUTIME) delivers SIGPROF; the handler only
   raises an event flag, and the interpreter takes the sample with the guest context at
   the next instruction boundary. The kernel checks CPU timers at its scheduler tick, so
   at short periods signals come less often than asked (about 300 a CPU-second here at
   a 1000 µs period): each sample therefore carries the CPU time measured since the
   previous one, not the nominal period, and totals are the process's CPU time.

   Where a sample lands. By default on an instruction drawn uniformly from those the
   guest retires in a window as long as the last timer interval (the sample waits for
   it, counted exactly as insn samples are), and it stands for the instructions of that
   window; at the end every value is scaled so that the total is the CPU time. CPU time
   is so spread over the instruction stream as on a PA-RISC machine retiring one
   instruction per cycle, whatever each instruction costs the emulator. The host's
   costs (a closed-form divide ladder, an interpreted fallback, translated against
   interpreted code, phases the translation speeds up more than others) do not move
   the profile, so it is the same with and without translation. With ":host" the sample lands where
   the host was: translated code looks at the flag only between blocks, so the handler
   notes the block it interrupted and the sample is charged there
   (csprof_sample_after_block). */
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <sys/random.h>
#include <string.h>
#include <time.h>
#include "driver.h"
#include "events.h"
#include "jit.h"
#include "../core/metrics.h"
#include "../core/state.h"

static struct csprof_source *itimer_src;
static timer_t timer;
static int timer_made;
static uint64_t last_ns, carry_ns;     /* CPU clock at the last sample; ns not yet charged */
static uint64_t last_icount;           /* the count at the last timer event */
static uint64_t pending_insns;         /* instructions the armed sample stands for */
static uint64_t total_us, total_insns; /* CPU time measured; instructions sampled */
static int oneshot = -1, armed;
static uint64_t rnd;
static struct cpu *guest;              /* the guest, for a lone sample still armed at the end */

static volatile sig_atomic_t in_block;   /* the handler found a block: its pc, n */
static volatile uint64_t block_pc;
static volatile unsigned block_n;

static void on_sigprof(int sig, siginfo_t *si, void *uc)
{
    (void)sig; (void)si;
    uint64_t pc;
    unsigned n;
    if (!in_block && jit_interrupted_block(uc, &pc, &n)) { block_pc = pc; block_n = n; in_block = 1; }
    events_raise_async();
}

static uint64_t cpu_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

static uint64_t next_random(void)
{
    rnd ^= rnd << 13;
    rnd ^= rnd >> 7;
    rnd ^= rnd << 17;
    return rnd;
}

/* The armed instruction is reached: the sample, with the time of every interval since. */
static void itimer_land(struct cpu *c, void *arg)
{
    struct csprof_source *src = arg;
    armed = 0;
    if (!pending_insns) return;
    src->samples++;
    csprof_sample_callstack(c, src->metric, pending_insns);
    total_insns += pending_insns;
    pending_insns = 0;
}

/* A timer interval ended: its CPU time (whole µs; the remainder is carried so that
   nothing is lost to rounding) and the instructions retired in it. By default one
   sample, armed on an instruction of the next window of that length, stands for them;
   with :host the sample is taken now, weighted by the time. */
static void itimer_fire(struct cpu *c, void *arg)
{
    struct csprof_source *src = arg;
    int after_block = in_block;
    uint64_t pc = block_pc;
    unsigned n = block_n;
    in_block = 0;
    uint64_t now = cpu_ns(), ns = now - last_ns + carry_ns;
    last_ns = now;
    carry_ns = ns % 1000;
    uint64_t window = c->icount - last_icount;
    guest = c;
    if (ns < 1000) return;                /* the interval goes on: time and instructions */
    last_icount = c->icount;
    if (!src->host_time) {
        total_us += ns / 1000;
        pending_insns += window ? window : 1;
        if (!armed) {                 /* a later interval adds its time to the armed one */
            armed = 1;
            events_arm(oneshot, c->icount + (window ? next_random() % window : 0));
        }
        return;
    }
    src->samples++;
    if (after_block) csprof_sample_after_block(c, src->metric, ns / 1000, pc, n);
    else csprof_sample_callstack(c, src->metric, ns / 1000);
}

static int itimer_init(struct csprof_source *src, char *err, size_t errlen)
{
    if (itimer_src) { snprintf(err, errlen, "itimer: only one itimer source can run"); return -1; }
    itimer_src = src;
    src->host_time_taken = 1;
    return csprof_source_add_metric(src, CSPROF_METRIC_ASYNC, err, errlen);
}

/* The process CPU-time timer, every period µs; the clock is read as it starts. */
static int make_timer(uint64_t period)
{
    struct sigevent sev;
    memset(&sev, 0, sizeof sev);
    sev.sigev_notify = SIGEV_SIGNAL;
    sev.sigev_signo = SIGPROF;
    if (timer_create(CLOCK_PROCESS_CPUTIME_ID, &sev, &timer)) return -1;
    timer_made = 1;
    struct itimerspec it;
    it.it_interval.tv_sec = (time_t)(period / 1000000);
    it.it_interval.tv_nsec = (long)(period % 1000000) * 1000;
    it.it_value = it.it_interval;
    last_ns = cpu_ns();
    return timer_settime(timer, 0, &it, NULL);
}

/* In a forked child: fork kept neither the timer nor, for this process, the CPU time
   counted so far; the child's profile starts from zero. */
static void itimer_forked(void)
{
    if (!itimer_src || !timer_made) return;
    timer_made = 0;
    make_timer(itimer_src->period);
    if (armed) events_arm(oneshot, UINT64_MAX);
    armed = 0;
    pending_insns = total_us = total_insns = carry_ns = 0;
    in_block = 0;
}

static int itimer_start(struct csprof_source *src, char *err, size_t errlen)
{
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_sigaction = on_sigprof;
    sa.sa_flags = SA_RESTART | SA_SIGINFO;
    sigemptyset(&sa.sa_mask);
    if (sigaction(SIGPROF, &sa, NULL) || events_add_async(itimer_fire, src)) {
        snprintf(err, errlen, "itimer: cannot install the SIGPROF handler"); return -1;
    }
    if (!src->host_time && (oneshot = events_add_oneshot(itimer_land, src)) < 0) {
        snprintf(err, errlen, "itimer: too many event sources"); return -1;
    }
    if (getrandom(&rnd, sizeof rnd, 0) != sizeof rnd || !rnd) rnd = 0x9e3779b97f4a7c15ull ^ (uint64_t)cpu_ns();
    if (make_timer(src->period)) {
        snprintf(err, errlen, "itimer: %s failed: %s", timer_made ? "timer_settime" : "timer_create(CLOCK_PROCESS_CPUTIME_ID)",
                 strerror(errno));
        return -1;
    }
    csprof_driver_at_fork(itimer_forked);
    return 0;
}

/* Instructions into microseconds: v * total_us / total_insns, the remainder carried
   from node to node so that the values add up to total_us exactly. */
struct rescale { int m; unsigned __int128 carry; };

static void rescale_node(const struct cct_node *n, void *arg)
{
    struct rescale *r = arg;
    uint64_t *v = &((struct cct_node *)n)->metrics[r->m];   /* the tree is the profiler's own */
    unsigned __int128 x = (unsigned __int128)*v * total_us + r->carry;
    *v = (uint64_t)(x / total_insns);
    r->carry = x % total_insns;
}

/* The values, counted in instructions, become CPU time. A sample still armed when the
   guest ended is dropped (its instructions were not all retired; charging them where
   the guest stopped would put time on exit): the others share its time. Unless it is
   the only one: a run shorter than a timer interval or two keeps it, where it ended.
   The CPU time since the last timer tick is shared out too. */
static void itimer_stop(struct csprof_source *src)
{
    if (timer_made) timer_delete(timer);
    timer_made = 0;
    if (src->host_time) return;
    if (armed) events_arm(oneshot, UINT64_MAX);
    if (armed && !total_insns && guest) itimer_land(guest, src);
    if (!total_insns) return;
    total_us += (cpu_ns() - last_ns + carry_ns) / 1000;
    struct rescale r = { src->metric, 0 };
    for (unsigned th = 1; th < csprof_thread_slots(); th++)
        for (csprof_state_t *s = csprof_thread_state(th); s; s = s->prev) cct_walk(&s->cct, rescale_node, &r);
}

static const struct csprof_driver itimer_driver = {
    "itimer", "CPU time, a sample about every PERIOD microseconds, each weighted by the CPU time it stands for "
    "and placed by the instruction stream (:host: where the host spent it)",
    "microseconds", 1000, itimer_init, itimer_start, itimer_stop, 0,
};

__attribute__((constructor)) static void itimer_register(void) { csprof_driver_register(&itimer_driver); }
