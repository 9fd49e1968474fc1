/* -e calls: exact call counts on every call path, from the emulator's shadow call stack. */
#ifndef CSPROF_CALLS_EXACT_H
#define CSPROF_CALLS_EXACT_H
#include <stddef.h>
#include <stdint.h>

struct csprof_source;
struct cpu;

int calls_exact_init(struct csprof_source *src, char *err, size_t errlen);
int calls_exact_start(struct csprof_source *src, char *err, size_t errlen);
void calls_exact_stop(struct csprof_source *src);
/* Starts the shadow stack (before the guest's first instruction is decoded). */
void calls_exact_enable(void);
/* Counts the entry of the outermost frame, which no call made (before the run). */
void calls_exact_begin(const struct cpu *c);
/* A new epoch (dlopen, dlclose): calls from now on go to its tree. */
void calls_exact_forget(void);

#endif
