/* Raw stubs of the process and signal system calls (syscall-proc.h). */
#include "syscall.h"
#include "syscall-proc.h"

	.LEVEL 2.0w

#include "sysstub.h"

	SYSCALL fork, PA64_SYS_fork
	SYSCALL alarm, PA64_SYS_alarm
	SYSCALL pause, PA64_SYS_pause
	SYSCALL setsid, PA64_SYS_setsid
	SYSCALL pipe, PA64_SYS_pipe
	SYSCALL execve, PA64_SYS_execve
	SYSCALL getpgid, PA64_SYS_getpgid
	SYSCALL setpgid, PA64_SYS_setpgid
	SYSCALL sigprocmask, PA64_SYS_sigprocmask
	SYSCALL sigpending, PA64_SYS_sigpending
	SYSCALL sigsuspend, PA64_SYS_sigsuspend
	SYSCALL sigaction, PA64_SYS_sigaction
	SYSCALL waitpid, PA64_SYS_waitpid
	SYSCALL getsid, PA64_SYS_getsid
	SYSCALL getppid, PA64_SYS_getppid
	SYSCALL shell_pipe, PA64_SYS_shell_pipe
	SYSCALL sigwait, PA64_SYS_sigwait
	SYSCALL sigqueue, PA64_SYS_sigqueue
	SYSCALL sigtimedwait, PA64_SYS_sigtimedwait
	SYSCALL thr_kill, PA64_SYS_thr_kill
	SYSCALL wait3, PA64_SYS_wait3
	SYSCALL getgroups, PA64_SYS_getgroups
	SYSCALL sigaltstack, PA64_SYS_sigaltstack
