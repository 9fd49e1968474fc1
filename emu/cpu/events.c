/* Between-instruction events (see events.h). The loop compares icount with
   cpu->event_at; a signal handler sets event_at to 0 to get attention. */
#include <signal.h>
#include "events.h"

#define MAX_CONSUMERS 8

struct consumer { uint64_t period, phase, next; event_fn fn; void *arg; };

static struct consumer periodic[MAX_CONSUMERS];
static int nperiodic;
static struct consumer async[MAX_CONSUMERS];
static int nasync;
static struct consumer oneshot[MAX_CONSUMERS];   /* next: the count, UINT64_MAX disarmed */
static int noneshot;
static volatile sig_atomic_t async_pending;
static volatile sig_atomic_t kicked;     /* a stop request waits for the loop */
static struct cpu *attached;
/* The thread scheduler's slot: before every other consumer, so that what they see at
   a count is the thread whose instruction that count retires. */
static event_fn first_fn;
static void *first_arg;
static uint64_t first_at = UINT64_MAX;

/* event_at and its limits (cpu.h), the limits first, as a signal handler's 0 is
   written: lowered, a block sees the limit lowered no later than event_at. */
static void set_event_at(struct cpu *c, uint64_t at)
{
    c->event_lim[0] = at > EVENT_NEAR ? at - EVENT_NEAR : 0;
    c->event_lim[1] = at > EVENT_FAR ? at - EVENT_FAR : 0;
    c->event_at = at;
}

static void reschedule(struct cpu *c)
{
    uint64_t at = first_at;
    for (int i = 0; i < nperiodic; i++)
        if (periodic[i].next < at) at = periodic[i].next;
    for (int i = 0; i < noneshot; i++)
        if (oneshot[i].next < at) at = oneshot[i].next;
    set_event_at(c, async_pending || kicked ? 0 : at);
}

/* The first count at or after `from` that is phase modulo period. */
static uint64_t due_from(const struct consumer *p, uint64_t from)
{
    if (from <= p->phase) return p->phase;
    return p->phase + (from - p->phase + p->period - 1) / p->period * p->period;
}

int events_add_periodic_phase(uint64_t period, uint64_t phase, event_fn fn, void *arg)
{
    if (nperiodic == MAX_CONSUMERS || period == 0 || phase >= period) return -1;
    struct consumer *p = &periodic[nperiodic++];
    *p = (struct consumer){ period, phase, 0, fn, arg };
    /* due at the first such count not yet passed: phase itself when added before the start */
    p->next = due_from(p, attached ? attached->icount : 0);
    if (attached) reschedule(attached);
    return 0;
}

int events_add_periodic(uint64_t period, event_fn fn, void *arg)
{
    return events_add_periodic_phase(period, 0, fn, arg);
}

int events_add_oneshot(event_fn fn, void *arg)
{
    if (noneshot == MAX_CONSUMERS) return -1;
    oneshot[noneshot] = (struct consumer){ 0, 0, UINT64_MAX, fn, arg };
    return noneshot++;
}

void events_arm(int id, uint64_t count)
{
    if (id < 0 || id >= noneshot) return;
    oneshot[id].next = count;
    if (attached) reschedule(attached);
}

int events_add_async(event_fn fn, void *arg)
{
    if (nasync == MAX_CONSUMERS) return -1;
    async[nasync++] = (struct consumer){ 0, 0, 0, fn, arg };
    return 0;
}

void events_raise_async(void)
{
    async_pending = 1;
    if (attached) set_event_at(attached, 0);
}

void events_kick(void)
{
    kicked = 1;
    if (attached) set_event_at(attached, 0);
}

void events_set_first(event_fn fn, void *arg)
{
    first_fn = fn;
    first_arg = arg;
}

void events_arm_first(uint64_t count)
{
    first_at = count;
    if (attached) reschedule(attached);
}

void events_attach(struct cpu *c)
{
    attached = c;
    reschedule(c);
}

void events_run(struct cpu *c)
{
    kicked = 0;
    if (first_fn && c->icount >= first_at) {
        first_at = UINT64_MAX;                 /* before fn, which may arm it again */
        first_fn(c, first_arg);
    }
    if (async_pending) {
        async_pending = 0;
        for (int i = 0; i < nasync; i++) async[i].fn(c, async[i].arg);
    }
    for (int i = 0; i < nperiodic; i++) {
        struct consumer *p = &periodic[i];
        if (c->icount >= p->next) {
            p->fn(c, p->arg);
            p->next = due_from(p, c->icount + 1);
        }
    }
    for (int i = 0; i < noneshot; i++)
        if (c->icount >= oneshot[i].next) {
            oneshot[i].next = UINT64_MAX;      /* before fn, which may arm it again */
            oneshot[i].fn(c, oneshot[i].arg);
        }
    reschedule(c);
}
