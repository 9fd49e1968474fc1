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
    /* statistics (-v): samples, those at unsafe PCs and those whose unwind failed
       before the outermost frame; frames unwound in all; unwinds that stopped at the
       trampoline; samples taken at the trampoline itself; returns counted through it,
       returns lost (frames abandoned by longjmp or exit with it); the trampoline met
       where it should not be; the trampoline not met by a complete unwind (csprof's
       "smashing": its frame left without returning through it); partial unwinds that
       disagreed with a full one (only checked under --verify-unwind) */
    uint64_t samples, unsafe_samples, failed_unwinds, frames_unwound, tramp_stops;
    uint64_t tramp_samples, returns, lost_returns, misplaced, vanished, partial_mismatches;
} csprof_state_t;

/* Starts profiling: first epoch from the given modules. */
int csprof_init(const struct csprof_module *mods, unsigned n);
/* Begins a new epoch with this module list (dlopen/dlclose). */
int csprof_new_epoch(const struct csprof_module *mods, unsigned n);
/* Takes one sample of the guest's call stack, adding value to metric. */
void csprof_sample_callstack(struct cpu *c, int metric, uint64_t value);
/* The core entry of every source, asynchronous or synchronous: the same, with the
   skip_frames innermost frames left out of the path (a synchronous source's own
   wrapper frames). csprof_sample_callstack is csprof_record(c, metric, value, 0). */
void csprof_record(struct cpu *c, int metric, uint64_t value, unsigned skip_frames);
/* csprof_sample_callstack for a sample noticed after a translated block of n
   instructions at pc, which the signal interrupted: charged to that block. */
void csprof_sample_after_block(struct cpu *c, int metric, uint64_t value, uint64_t pc, unsigned n);
/* emu/os/sysvec.h's longjmp observer: the guest is about to jump to target_sp. */
void csprof_longjmp(struct cpu *c, uint64_t target_sp, uint64_t target_pc);
/* Under --verify-unwind: every partial unwind is compared with a full one. */
void csprof_check_partial_unwinds(int on);
/* The same, returning the path's leaf node (or NULL): synchronous sources keep it
   (the malloc source charges a block's free to the path that allocated it). */
struct cct_node *csprof_record_path(struct cpu *c, unsigned skip, int metric, uint64_t value);

/* A forked child starts its own profile: every value and statistic back to zero (the
   paths stay, for nodes the trampoline and the malloc source still point at). */
void csprof_forget_samples(void);

csprof_state_t *csprof_current_state(void);
struct csprof_epoch *csprof_epochs(void);   /* the first epoch; follow ->next */

#endif
