/* Numbers and raw stubs of the system calls in the 580-589 range (docs/guest-abi.md). */
#ifndef PA64RT_SYSCALL_PROGS_H
#define PA64RT_SYSCALL_PROGS_H

#define PA64_SYS_statfs         580
#define PA64_SYS_fstatfs        581
#define PA64_SYS_uname          582

#ifndef __ASSEMBLER__
long __pa64_sys_statfs(const char *path, void *buf, long layout);
long __pa64_sys_fstatfs(long fd, void *buf, long layout);
long __pa64_sys_uname(void *buf);
#endif
#endif
