/* crt0 for statically-bound PA-64 programs: the kernel loader enters $START$ here
   (runtime supplement §2-3); the language-independent work continues in __pa64_start (start.c). */

	.LEVEL 2.0w

	.text
	.align 8
	.globl $START$
	.type $START$, @function
	/* $START$(argc, argv, envp, keybits, load_info) arrives in r26..r22 with RP = the
	   gateway's exit call; it never returns, so RP is not saved and unwinders stop here. */
$START$:
	.PROC
	.CALLINFO FRAME=128,CALLS
	.ENTRY
	/* Round SP up, not down: the loader's argv strings and load_info sit below it. */
	ldo 15(%sp),%sp
	depdi 0,63,4,%sp
	/* 128 bytes = 48-byte frame marker + 64-byte outgoing argument area + 16 spare,
	   the minimum gcc itself allocates for a non-leaf with register-only arguments. */
	ldo 128(%sp),%sp

	/* gp is a link-time constant in a static program; address it absolutely
	   because nothing gp-relative works until it is set. */
	ldil L'__gp,%r27
	ldo R'__gp(%r27),%r27

	/* The FP status register is the left (high) word of fr0 and loads only from memory;
	   a doubleword load also clears exception register 1 in the right word. */
	ldil L'_FPU_STATUS,%r1
	ldo R'_FPU_STATUS(%r1),%r1
	depd,z %r1,31,32,%r1
	std %r1,-128(%sp)
	fldd -128(%sp),%fr0

	/* Arguments are still untouched in r26..r22. */
	b,l __pa64_start,%r2
	nop
	/* __pa64_start ends in exit(); reaching here means the program is broken. */
1:	b,n 1b
	.EXIT
	.PROCEND
	.size $START$, .-$START$
