/* tailer(x): a frameless leaf that tail-calls target(x + 1) by a jump through a
   register to its entry (gcc emits no sibling calls for PA-64; hand-written code may). */
	.LEVEL 2.0w
	.text
	.align 8
	.globl tailer
	.type tailer, @function
tailer:
	.PROC
	.CALLINFO FRAME=0,NO_CALLS
	.ENTRY
	ldil L'target,%r1
	ldo R'target(%r1),%r1
	bve (%r1)
	ldo 1(%r26),%r26
	.EXIT
	.PROCEND
	.size tailer, .-tailer
