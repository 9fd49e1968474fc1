/* Between-instruction events (see events.h). The loop compares icount with
   cpu->event_at; a signal handler sets event_at to 0 to get attention. */
#include <signal.h>
#include "events.h"

#define MAX_CONSUMERS 8

struct consumer { uint64_t period, next; event_fn fn; void *arg; };

static struct consumer periodic[MAX_CONSUMERS];
static int nperiodic;
static struct consumer async[MAX_CONSUMERS];
static int nasync;
static volatile sig_atomic_t async_pending;
static volatile sig_atomic_t kicked;     /* a stop request waits for the loop */
static struct cpu *attached;

static void reschedule(struct cpu *c)
{
    uint64_t at = UINT64_MAX;
    for (int i = 0; i < nperiodic; i++)
        if (periodic[i].next < at) at = periodic[i].next;
    c->event_at = async_pending || kicked ? 0 : at;
}

int events_add_periodic(uint64_t period, event_fn fn, void *arg)
{
    if (nperiodic == MAX_CONSUMERS || period == 0) return -1;
    uint64_t now = attached ? attached->icount : 0;
    /* due at the first multiple of period not yet passed: 0 when added before the start */
    periodic[nperiodic++] = (struct consumer){ period, (now + period - 1) / period * period, fn, arg };
    if (attached) reschedule(attached);
    return 0;
}

int events_add_async(event_fn fn, void *arg)
{
    if (nasync == MAX_CONSUMERS) return -1;
    async[nasync++] = (struct consumer){ 0, 0, fn, arg };
    return 0;
}

void events_raise_async(void)
{
    async_pending = 1;
    if (attached) attached->event_at = 0;
}

void events_kick(void)
{
    kicked = 1;
    if (attached) attached->event_at = 0;
}

void events_attach(struct cpu *c)
{
    attached = c;
    reschedule(c);
}

void events_run(struct cpu *c)
{
    kicked = 0;
    if (async_pending) {
        async_pending = 0;
        for (int i = 0; i < nasync; i++) async[i].fn(c, async[i].arg);
    }
    for (int i = 0; i < nperiodic; i++) {
        struct consumer *p = &periodic[i];
        if (c->icount >= p->next) {
            p->fn(c, p->arg);
            p->next = (c->icount / p->period + 1) * p->period;
        }
    }
    reschedule(c);
}
