/* Signals the emulator's own parent left ignored (sig_inherit.c). */
#ifndef PA64_SIG_INHERIT_H
#define PA64_SIG_INHERIT_H
#include <stdint.h>
/* The guest signals (bit g for guest signal g) whose host signal was SIG_IGN when the
   emulator started, before it set any disposition of its own. */
uint64_t signal_inherited_ignored(void);
#endif
