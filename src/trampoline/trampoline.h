/* The return trampoline (csprof-internals "Trampoline"): one reserved code address
   (emu/os/reserved.h) put in place of a frame's return address at a sample. Returning
   through it counts a return on that frame's CCT node and, in mode "all", moves it
   up into the caller's frame. The frame holding it also bounds the next sample's
   unwind: everything above it is already the cached node's path. One trampoline
   serves every sample source. */
#ifndef CSPROF_TRAMPOLINE_H
#define CSPROF_TRAMPOLINE_H
#include <stddef.h>
#include <stdint.h>
#include "../unwind-pa/unwind.h"

struct cpu;
struct cct;
struct cct_node;

enum tramp_mode { TRAMP_OFF, TRAMP_LAST, TRAMP_ALL };

struct tramp {
    int installed;
    uint64_t cfa;              /* the frame it stands in, by its CFA */
    uint64_t real_ra;          /* the return address it replaced (privilege bits kept) */
    struct cct_node *node;     /* that frame's CCT node: its returns are counted there */
    struct cct *tree;          /* the tree of node (epochs have their own) */
};

/* "off", "last" or "all" into *m; -1 if none of them. */
int tramp_parse_mode(const char *s, enum tramp_mode *m);
/* Takes a reserved code slot and declares the "returns" metric (not for TRAMP_OFF).
   Call with the sources' init, before the first sample. */
int tramp_setup(enum tramp_mode m, char *err, size_t errlen);
enum tramp_mode tramp_mode(void);
const struct tramp *tramp_current(void);

/* Before a sample is unwound: if the guest stands at the trampoline, run it now, so the
   sample is taken where it leads (the frame it stands for). Returns 1 if it did. */
int tramp_run_if_at(struct cpu *c);
/* Does cur's frame return through the trampoline? 1: yes, the frame it was put in;
   -1: yes, but not that frame (it is where it should not be); 0: no. */
int tramp_in_frame(unw_cursor_t *cur);
/* After a sample whose first recorded frame is `to` (its CCT node `node` in `tree`):
   put the trampoline there, taking it out of `holder` (the frame holding it now, met
   by the unwind; NULL if none). Frames that cannot hold it keep it where it was. */
void tramp_move(unw_cursor_t *to, struct cct_node *node, struct cct *tree, unw_cursor_t *holder);
/* A complete unwind did not meet the installed trampoline: its frame is gone
   (a non-local exit the guest did not announce). Counts the lost return. */
void tramp_forget(void);
/* Guest thread `from` stops running and `to` runs: each has its own trampoline, in
   its own stack (the reserved code address is shared; T is the running thread's). */
void tramp_switch(unsigned from, unsigned to);
/* The guest's longjmp is about to jump to target_sp (emu/os/sysvec.h). */
void tramp_longjmp(struct cpu *c, uint64_t target_sp);

#endif
