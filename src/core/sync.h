/* Synchronous sources (csprof-internals "Drivers", "Sampling"): guest functions are
   intercepted by name through emulator breakpoints, in the program and in every DLL,
   those dlopen loads later included; an entry hook may ask to see the call return. */
#ifndef CSPROF_SYNC_H
#define CSPROF_SYNC_H
#include <stddef.h>
#include <stdint.h>
#include "breakpoint.h"
#include "dll.h"

struct image;
struct cct_node;

/* The program whose symbol table names module 0 (before any intercept). */
void csprof_sync_init(const struct image *im);
/* For the dld hook: resolves the intercepted names in a module loaded now, drops the
   breakpoints of one unloaded. */
void csprof_sync_module_event(const struct dld_module *m, enum dld_event ev);

/* Calls fn(c, arg) at the entry of every function named `name` (program and DLLs,
   present and future). Returns a handle (>= 0) or -1 when out of memory. */
int csprof_sync_intercept(const char *name, emu_bp_fn fn, void *arg);
/* How many function entries the handle's name matched so far. */
unsigned csprof_sync_matches(int handle);
/* Whether the program can load DLLs later (it has dlopen), so that a name that matches
   nothing yet may still match. */
int csprof_sync_may_load_later(void);

/* A call seen at its entry: where it returns to, the stack pointer it was made with,
   and the argument registers (arg0..arg3: gr26..gr23). */
struct sync_call {
    uint64_t ret, sp, icount, args[4];   /* icount: when the call was entered */
    void (*on_return)(struct cpu *c, const struct sync_call *call, void *arg);
    void *arg;
};
/* From an entry hook: on_return(c, call, arg) runs when this call returns, before the
   caller's next instruction (ret0 in gr28). Returns 0 or -1 (out of memory). */
int csprof_sync_on_return(struct cpu *c, void (*on_return)(struct cpu *, const struct sync_call *, void *),
                          void *arg);
/* Whether a call registered with this on_return is in progress at an entry hook: the
   current call is nested inside it (calls that have returned unseen, by longjmp, are
   dropped). */
int csprof_sync_inside(struct cpu *c, void (*on_return)(struct cpu *, const struct sync_call *, void *));

/* csprof_record_metric_with_unwind: records the guest call path, the `unwinds`
   innermost frames left out, adding value to metric at its leaf; returns the leaf. */
struct cct_node *csprof_record_metric_with_unwind(struct cpu *c, int metric, uint64_t value, unsigned unwinds);

#endif
