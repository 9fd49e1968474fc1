/* Two leaf loops with a known instruction trace for the sprofil test: spin(n) executes
   its first two instructions n times and its last two once; spin2 is the same code.
   256 KiB of padding on either side of spin keeps other code out of the elements the
   scale-table rows use (up to 65536 instructions before and after spin+8). */
	.LEVEL 2.0w
	.text
	.align 16
	.space 262144
	.globl spin
	.type spin, @function
spin:
	.PROC
	.CALLINFO FRAME=0,NO_CALLS
	.ENTRY
1:	addib,<> -1,%r26,1b
	nop
	bve (%r2)
	nop
	.EXIT
	.PROCEND
	.size spin, .-spin

	.align 16
	.space 262144
	.globl spin2
	.type spin2, @function
spin2:
	.PROC
	.CALLINFO FRAME=0,NO_CALLS
	.ENTRY
1:	addib,<> -1,%r26,1b
	nop
	bve (%r2)
	nop
	.EXIT
	.PROCEND
	.size spin2, .-spin2
