/* Which guest threads' trees a report uses (--thread LIST): all by default, the
   program-wide view of every thread's paths summed. */
#ifndef HPCPROF_THREAD_SELECT_H
#define HPCPROF_THREAD_SELECT_H
#include <stdint.h>
#include "hpcfile.h"

/* Parses "1,3,5" (thread ids from 1); dies with a message on anything else. */
void thread_select_parse(const char *list);
/* Only this thread from now on (0: all, or the --thread list again). */
void thread_select_only(uint32_t tid);
int thread_selected(const struct hpcfile_tree *tr);
/* The thread ids the profiles' trees name, ascending, without repeats; *n of them. */
uint32_t *thread_ids(const struct hpcfile_profile *const *p, int nfiles, unsigned *n);

#endif
