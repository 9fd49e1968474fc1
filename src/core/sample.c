/* Sampling: unwind the guest stack with the PA-64 unwinder into the backtrace buffer and
   insert the path into the current epoch's CCT (csprof-internals "Recording samples"). */
#include <string.h>
#include "state.h"
#include "metrics.h"
#include "../mem/csmem.h"
#include "../unwind-pa/unwind.h"
#include "cpu.h"

#define BT_INITIAL 1024

static csprof_state_t *state;          /* the guest is single-threaded: one state chain */
static struct csprof_epoch *first_epoch, *last_epoch;

csprof_state_t *csprof_current_state(void) { return state; }
struct csprof_epoch *csprof_epochs(void) { return first_epoch; }

static struct csprof_epoch *make_epoch(const struct csprof_module *mods, unsigned n)
{
    struct csprof_epoch *e = csprof_malloc(sizeof *e);
    if (!e) return NULL;
    e->modules = csprof_malloc(sizeof *mods * (n ? n : 1));
    if (!e->modules) return NULL;
    memcpy(e->modules, mods, sizeof *mods * n);
    e->nmodules = n;
    e->id = last_epoch ? last_epoch->id + 1 : 0;
    if (last_epoch) last_epoch->next = e; else first_epoch = e;
    last_epoch = e;
    return e;
}

static csprof_state_t *make_state(struct csprof_epoch *e, csprof_state_t *prev)
{
    csprof_state_t *s = csprof_malloc(sizeof *s);
    if (!s || cct_init(&s->cct, csprof_num_metrics())) return NULL;
    s->btbuf = prev ? prev->btbuf : csprof_malloc(sizeof(struct cct_frame) * BT_INITIAL);
    s->btend = prev ? prev->btend : s->btbuf + BT_INITIAL;
    s->epoch = e;
    s->prev = prev;
    return s;
}

int csprof_init(const struct csprof_module *mods, unsigned n)
{
    if (!csmem_default.next_chunk && csmem_init(&csmem_default, 4u << 20, 1u << 20)) return -1;
    struct csprof_epoch *e = make_epoch(mods, n);
    return e && (state = make_state(e, NULL)) ? 0 : -1;
}

/* The state follows lazily, at the next sample, as in the seed. */
int csprof_new_epoch(const struct csprof_module *mods, unsigned n)
{
    return make_epoch(mods, n) ? 0 : -1;
}

/* Doubles the backtrace buffer; frames collected so far are kept. */
static int grow_backtrace(csprof_state_t *s)
{
    size_t n = (size_t)(s->btend - s->btbuf);
    struct cct_frame *b = csprof_malloc(sizeof *b * n * 2);
    if (!b) return -1;
    memcpy(b, s->btbuf, sizeof *b * n);
    s->btbuf = b;
    s->btend = b + 2 * n;
    return 0;
}

/* Collects frames leaf first; returns the count, or -1 if unwinding stopped early. */
static long collect(csprof_state_t *s, struct cpu *c, long *n_out)
{
    unw_cursor_t cur;
    long n = 0;
    int r = unw_init_guest(&cur, c);
    /* A PC in a linker/import stub: drop the stub frame and charge the call site
       (Sun Studio's rule for PLT PCs). */
    if (r >= 0) unw_skip_stub(&cur);
    while (r >= 0) {
        if (s->btbuf + n == s->btend && grow_backtrace(s)) break;
        uint64_t ip = unw_sample_ip(&cur), sp;
        unw_get_reg(&cur, UNW_REG_SP, &sp);
        s->btbuf[n++] = (struct cct_frame){ ip, sp };
        r = unw_step(&cur);
        if (r == 0) { *n_out = n; return n; }
    }
    *n_out = n;
    return -1;
}

void csprof_sample_callstack(struct cpu *c, int metric, uint64_t value)
{
    csprof_record_path(c, 0, metric, value);
}

struct cct_node *csprof_record_path(struct cpu *c, unsigned skip, int metric, uint64_t value)
{
    csprof_state_t *s = state;
    if (!s) return NULL;
    csprof_metrics_freeze();
    if (s->epoch != last_epoch) {                  /* a new epoch began: new state and tree */
        csprof_state_t *ns = make_state(last_epoch, s);
        if (!ns) return NULL;
        state = s = ns;
    }
    s->samples++;
    if (unw_unsafe_reason(c->iaoq_f)) s->unsafe_samples++;
    long n;
    if (collect(s, c, &n) < 0) s->partial_unwinds++;
    long leaf = skip < (unsigned long)n ? (long)skip : n;   /* frames skipped: leaf first */
    /* Reverse into root-first order in place, then insert from the root. */
    for (long i = leaf, j = n - 1; i < j; i++, j--) {
        struct cct_frame t = s->btbuf[i];
        s->btbuf[i] = s->btbuf[j];
        s->btbuf[j] = t;
    }
    s->insert_node = cct_insert_path(&s->cct, NULL, s->btbuf + leaf, (size_t)(n - leaf), (unsigned)metric, value);
    return s->insert_node;
}
