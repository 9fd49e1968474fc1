/* profil(2)/sprofil(2): the system calls and the clock tick that feeds them (profil.c). */
#ifndef PA64_PROFIL_H
#define PA64_PROFIL_H
#include <stdint.h>

/* sprofil flags, as <sys/profil.h> in the guest defines them. */
#define PROF_USHORT_ 1
#define PROF_UINT_ 2
#define PROF_UINT64_ 3

/* System calls 44 and 330: 0 or -errno. */
int64_t sys_profil(uint64_t buf, uint64_t bufsiz, uint64_t offset, uint64_t scale);
int64_t sys_sprofil(uint64_t profp, int64_t profcnt, uint64_t tvp, uint64_t flags);
/* One clock tick at guest pc. */
void profil_tick(uint64_t pc);
/* Deterministic ticks: one every n guest instructions (0: 100 Hz of CPU time). */
void profil_set_insn_period(uint64_t n);
/* In a forked child: ticks go on from the child's own CPU clock. */
void profil_forked(void);

#endif
