/* The raw system-call stub macro shared by syscall.S, syscall-proc.S and thread_syscall.S: each stub
   loads entry N of the sysvec table through __sysstab and branches there with RP
   untouched, so the emulator's gateway returns straight to the caller. */
	/* A leaf with no frame: the unwinder sees RP still in r2 while the emulator works. */
	.macro SYSCALL name, num
	.text
	.align 8
	.globl __pa64_sys_\name
	.type __pa64_sys_\name, @function
__pa64_sys_\name:
	.PROC
	.CALLINFO FRAME=0,NO_CALLS
	.ENTRY
	addil LT'__sysstab,%r27
	ldd RT'__sysstab(%r1),%r1
	ldd 0(%r1),%r1
	ldd (\num*8)(%r1),%r1
	bv %r0(%r1)
	nop
	.EXIT
	.PROCEND
	.size __pa64_sys_\name, .-__pa64_sys_\name
	.endm
