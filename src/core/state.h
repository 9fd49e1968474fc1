/* Profiling state (the seed's csprof_state_t): the CCT of the current epoch, the node
   cached for the next insertion, the backtrace buffer, trampoline bookkeeping and
   statistics. A new state (and tree) begins whenever the set of load modules changes. */
#ifndef CSPROF_STATE_H
#define CSPROF_STATE_H
#include <stdint.h>
#include "../cct/cct.h"

struct cpu;

struct csprof_module {
    const char *name;
    uint64_t vaddr;       /* where the module prefers to be mapped */
    uint64_t mapaddr;     /* where it is mapped */
};

struct csprof_epoch {
    unsigned id;
    unsigned nmodules;
    struct csprof_module *modules;
    struct csprof_epoch *next;     /* the epoch after this one */
};

typedef struct csprof_state {
    struct cct cct;
    struct cct_node *insert_node;      /* where the next insertion may start (trampoline) */
    struct cct_frame *btbuf, *btend;   /* backtrace buffer: frames collected leaf first */
    struct csprof_epoch *epoch;
    struct csprof_state *prev;         /* state of the previous epoch */
    /* return trampoline (edge counts): where it is installed, what it replaced */
    int tramp_installed;
    uint64_t tramp_slot, tramp_saved_ra;
    uint64_t tramp_samples;
    /* statistics: every sample lands in exactly one of recorded/unsafe/failed */
    uint64_t samples, unsafe_samples, partial_unwinds;
} csprof_state_t;

/* Starts profiling: first epoch from the given modules. */
int csprof_init(const struct csprof_module *mods, unsigned n);
/* Begins a new epoch with this module list (dlopen/dlclose). */
int csprof_new_epoch(const struct csprof_module *mods, unsigned n);
/* Takes one sample of the guest's call stack, adding value to metric. */
void csprof_sample_callstack(struct cpu *c, int metric, uint64_t value);
/* The same with the `skip` innermost frames left out (a synchronous source stopped at
   an intercepted function's entry skips that function: the seed's `unwinds`). Returns
   the path's leaf node, or NULL. */
struct cct_node *csprof_record_path(struct cpu *c, unsigned skip, int metric, uint64_t value);

csprof_state_t *csprof_current_state(void);
struct csprof_epoch *csprof_epochs(void);   /* the first epoch; follow ->next */

#endif
