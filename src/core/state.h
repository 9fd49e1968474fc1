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
    struct csprof_state *prev;         /* this thread's state of the previous epoch */
    unsigned thread;                   /* the guest thread (1: main) whose samples these are */
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

/* The running thread's newest state (follow ->prev for its older epochs). */
csprof_state_t *csprof_current_state(void);
/* The state of the epoch now in force, made first if a dlopen/dlclose began a new one
   since the last sample (sources that record without unwinding); NULL before init. */
csprof_state_t *csprof_state_now(void);
/* Changes whenever an epoch begins: a cheap test for csprof_state_now's callers. */
extern unsigned csprof_epoch_serial;
/* Every thread's: thread ids run from 1 to csprof_thread_slots() - 1; a thread never
   seen running has none (NULL). */
unsigned csprof_thread_slots(void);
csprof_state_t *csprof_thread_state(unsigned tid);
/* emu/os/threads.h's switch observer: the state, backtrace buffer, longjmp record and
   trampoline of thread `to` become the current ones. */
void csprof_thread_switch(struct cpu *c, unsigned from, unsigned to);
struct csprof_epoch *csprof_epochs(void);   /* the first epoch; follow ->next */

#endif
