/* System-call stubs of threads and sleeping (numbers in syscall.h, docs/guest-abi.md). */
#include "syscall.h"

	.LEVEL 2.0w
#include "sysstub.h"

	SYSCALL thr_init, PA64_SYS_thr_init
	SYSCALL thr_create, PA64_SYS_thr_create
	SYSCALL thr_exit, PA64_SYS_thr_exit
	SYSCALL thr_join, PA64_SYS_thr_join
	SYSCALL thr_detach, PA64_SYS_thr_detach
	SYSCALL thr_self, PA64_SYS_thr_self
	SYSCALL thr_yield, PA64_SYS_thr_yield
	SYSCALL thr_reap, PA64_SYS_thr_reap
	SYSCALL nanosleep, PA64_SYS_nanosleep
	SYSCALL thr_alive, PA64_SYS_thr_alive
	SYSCALL mutex_lock, PA64_SYS_mutex_lock
	SYSCALL mutex_unlock, PA64_SYS_mutex_unlock
	SYSCALL cond_wait, PA64_SYS_cond_wait
	SYSCALL cond_wake, PA64_SYS_cond_wake
	SYSCALL rw_lock, PA64_SYS_rw_lock
	SYSCALL rw_unlock, PA64_SYS_rw_unlock
	SYSCALL sem_wait, PA64_SYS_sem_wait
	SYSCALL sem_post, PA64_SYS_sem_post
	SYSCALL thr_interrupt, PA64_SYS_thr_interrupt
	SYSCALL thr_setprio, PA64_SYS_thr_setprio
