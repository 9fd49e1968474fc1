/* Pending signal instances (sigqueue.h): real-time ones queue, others coalesce. The
   instances of one signal leave in the order they came; which signal leaves first is the
   deliverer's choice (the lowest number). */
#include <stdlib.h>
#include <string.h>
#include "sigqueue.h"

static unsigned rt_queued;

static int is_rt(int sig) { return sig >= GSIG_RTMIN && sig <= GSIG_RTMAX; }

int sigpend_add(struct sigpend *p, const struct siginst *si)
{
    uint64_t bit = UINT64_C(1) << si->sig;
    if (!is_rt(si->sig) && (p->set & bit)) return 0;
    if (is_rt(si->sig) && rt_queued >= SIGQUEUE_LIMIT) return -1;
    if (p->n == p->cap) {
        unsigned cap = p->cap ? p->cap * 2 : 8;
        struct siginst *q = realloc(p->q, cap * sizeof *q);
        if (!q) return -1;
        p->q = q;
        p->cap = cap;
    }
    p->q[p->n++] = *si;
    p->set |= bit;
    if (is_rt(si->sig)) rt_queued++;
    return 0;
}

static void remove_at(struct sigpend *p, unsigned i)
{
    if (is_rt(p->q[i].sig)) rt_queued--;
    memmove(&p->q[i], &p->q[i + 1], (p->n - i - 1) * sizeof *p->q);
    p->n--;
}

static void update_bit(struct sigpend *p, int sig)
{
    for (unsigned i = 0; i < p->n; i++)
        if (p->q[i].sig == sig) return;
    p->set &= ~(UINT64_C(1) << sig);
}

int sigpend_take(struct sigpend *p, int sig, struct siginst *out)
{
    if (!(p->set >> sig & 1)) return 0;
    for (unsigned i = 0; i < p->n; i++)
        if (p->q[i].sig == sig) {
            if (out) *out = p->q[i];
            remove_at(p, i);
            update_bit(p, sig);
            return 1;
        }
    p->set &= ~(UINT64_C(1) << sig);
    return 0;
}

void sigpend_drop(struct sigpend *p, int sig)
{
    while (sigpend_take(p, sig, NULL)) {}
}

void sigpend_clear(struct sigpend *p)
{
    while (p->n) remove_at(p, p->n - 1);
    p->set = 0;
}

unsigned sigpend_queued(void) { return rt_queued; }
