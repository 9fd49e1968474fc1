/* Raw stubs of the interval-timer and pathconf system calls (syscall-more.h). */
#include "syscall-more.h"

	.LEVEL 2.0w
#include "sysstub.h"

	SYSCALL setitimer, PA64_SYS_setitimer
	SYSCALL getitimer, PA64_SYS_getitimer
	SYSCALL pathconf, PA64_SYS_pathconf
	SYSCALL fpathconf, PA64_SYS_fpathconf
