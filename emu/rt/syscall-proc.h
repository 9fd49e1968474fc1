/* Numbers and raw stubs of the process and signal system calls (docs/guest-abi.md,
   "Processes"); also included by syscall-proc.S. HP-UX's numbers, 450+ our own. */
#ifndef PA64RT_SYSCALL_PROC_H
#define PA64RT_SYSCALL_PROC_H

#define PA64_SYS_fork         2
#define PA64_SYS_alarm        27
#define PA64_SYS_pause        29
#define PA64_SYS_setsid       39
#define PA64_SYS_pipe         42
#define PA64_SYS_execve       59
#define PA64_SYS_getgroups    79
#define PA64_SYS_getpgid      81
#define PA64_SYS_setpgid      82
#define PA64_SYS_wait3        84
#define PA64_SYS_sigprocmask  185
#define PA64_SYS_sigpending   186
#define PA64_SYS_sigsuspend   187
#define PA64_SYS_sigaction    188
#define PA64_SYS_waitpid      200
#define PA64_SYS_getsid       333
#define PA64_SYS_sigaltstack  381
#define PA64_SYS_getppid      450
#define PA64_SYS_shell_pipe   451
#define PA64_SYS_sigwait      452
#define PA64_SYS_sigqueue     560
#define PA64_SYS_sigtimedwait 561
#define PA64_SYS_thr_kill     562

#ifndef __ASSEMBLER__
long __pa64_sys_fork(void);
long __pa64_sys_alarm(unsigned long secs);
long __pa64_sys_pause(void);
long __pa64_sys_setsid(void);
long __pa64_sys_pipe(int fds[2]);
long __pa64_sys_execve(const char *path, char *const argv[], char *const envp[]);
long __pa64_sys_getgroups(long size, unsigned short *list);
long __pa64_sys_getpgid(long pid);
long __pa64_sys_setpgid(long pid, long pgid);
long __pa64_sys_sigprocmask(long how, const unsigned long *set, unsigned long *old);
long __pa64_sys_sigpending(unsigned long *set);
long __pa64_sys_sigsuspend(const unsigned long *set);
long __pa64_sys_sigaction(long sig, const void *act, void *oldact);
long __pa64_sys_waitpid(long pid, int *status, long options);
long __pa64_sys_wait3(int *status, long options, void *rusage);
long __pa64_sys_getsid(long pid);
long __pa64_sys_sigaltstack(const void *ss, void *oss);
long __pa64_sys_getppid(void);
/* popen's child: `sh -c cmd` writing (type 0) or reading (type 1) a pipe whose other
   end goes to *fd; returns its pid. */
long __pa64_sys_shell_pipe(const char *cmd, long type, int *fd);
/* Waits for a signal of *set (blocked) and takes it: its number, or -errno. */
long __pa64_sys_sigwait(const unsigned long *set);
/* sigqueue: value is the union sigval's doubleword. */
long __pa64_sys_sigqueue(long pid, long sig, unsigned long value);
/* sigtimedwait (timeout 0: sigwaitinfo): the signal taken, or -errno. */
long __pa64_sys_sigtimedwait(const unsigned long *set, void *info, const void *timeout);
/* pthread_kill: sig to thread id `thread` alone. */
long __pa64_sys_thr_kill(unsigned long thread, long sig);
#endif
#endif
