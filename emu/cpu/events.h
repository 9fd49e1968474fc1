/* Work the interpreter does between instructions: periodic consumers (every N guest
   instructions retired: the insn driver, --verify-unwind), asynchronous requests raised
   from host signal handlers (the itimer driver), and stop requests. The loop tests one
   counter per instruction; everything else happens here. */
#ifndef PA64_EVENTS_H
#define PA64_EVENTS_H
#include <stdint.h>
#include "cpu.h"

typedef void (*event_fn)(struct cpu *c, void *arg);

/* Calls fn each time the instruction count reaches a multiple of period (period >= 1). */
int events_add_periodic(uint64_t period, event_fn fn, void *arg);
/* The same at counts k*period + phase (phase < period): fn runs before the instruction
   that brings the count to k*period + phase + 1 executes. */
int events_add_periodic_phase(uint64_t period, uint64_t phase, event_fn fn, void *arg);
/* A one-shot consumer, disarmed: events_arm(id, count) has fn run once, before the
   instruction that brings the count to count + 1 executes (at once if count has
   passed). Returns the id, or -1. */
int events_add_oneshot(event_fn fn, void *arg);
void events_arm(int id, uint64_t count);
/* Registers fn to run at the next instruction boundary after events_raise_async(). */
int events_add_async(event_fn fn, void *arg);
/* Async-signal-safe: asks the loop to run the async consumers. */
void events_raise_async(void);

/* One consumer that runs before all others when the count reaches its mark (the
   thread scheduler, emu/os/threads.c): events_arm_first(count), UINT64_MAX disarms. */
void events_set_first(event_fn fn, void *arg);
void events_arm_first(uint64_t count);

/* For run.c: recompute c->event_at; run due consumers. */
void events_attach(struct cpu *c);
void events_run(struct cpu *c);
/* Forces the loop into events_run at the next boundary (stop requests use it). */
void events_kick(void);

#endif
