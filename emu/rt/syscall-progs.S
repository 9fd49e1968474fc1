/* Raw stubs of the system calls in syscall-progs.h. */
#include "syscall-progs.h"

	.LEVEL 2.0w

#include "sysstub.h"

	SYSCALL statfs, PA64_SYS_statfs
	SYSCALL fstatfs, PA64_SYS_fstatfs
	SYSCALL uname, PA64_SYS_uname
