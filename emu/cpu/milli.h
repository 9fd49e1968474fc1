/* Summaries of the millicode's division routines (milli.c): found by their words, run
   whole when their general path applies, with the state its instructions would leave. */
#ifndef PA64_MILLI_H
#define PA64_MILLI_H
#include "exec.h"

enum { MILLI_NONE, MILLI_DIVU, MILLI_REMU };

/* How many words from one whose word is first to decode before milli_find can tell
   (0: no routine starts with it). */
unsigned milli_span(uint32_t first);
/* The routine whose words the decoded instructions from guest address pc are (run.c
   cpu_decoded), every one decoded to its own executor (no breakpoint, no shadow-stack
   return), else MILLI_NONE. */
int milli_find(uint64_t pc);
/* Entered at routine `kind` with the queue empty and PSW N clear: when its general path
   applies and the next event does not fall inside it, runs it to its return and says how
   many instructions it retired (queue, count, registers, carries and PSW V as they would
   be); else 0 and nothing changed. */
unsigned milli_run(struct cpu *c, int kind);
/* The general path's count of instructions, and the divisor it takes: one that is no
   power of two and above floor as a signed word (the translator runs it inline, jit.c). */
unsigned milli_count(int kind);
int milli_floor(int kind);

#endif
