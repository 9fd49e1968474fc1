/* Numbers and raw stubs of the interval-timer and pathconf system calls (HP-UX's
   numbers, docs/guest-abi.md); also included by syscall-more.S. */
#ifndef PA64RT_SYSCALL_MORE_H
#define PA64RT_SYSCALL_MORE_H

#define PA64_SYS_setitimer  83
#define PA64_SYS_getitimer  86
#define PA64_SYS_pathconf   230
#define PA64_SYS_fpathconf  231

#ifndef __ASSEMBLER__
/* struct itimerval is four big-endian int64 here, as newlib's is on this target. */
struct itimerval;
long __pa64_sys_setitimer(long which, const struct itimerval *value, struct itimerval *old);
long __pa64_sys_getitimer(long which, struct itimerval *value);
long __pa64_sys_pathconf(const char *path, long name);
long __pa64_sys_fpathconf(long fd, long name);
/* What the pathconf calls return for "no limit" (-1 with errno unchanged). */
#define PA64_PATHCONF_NO_LIMIT (-1 - 4096)
#endif
#endif
