/* setjmp/longjmp for PA-64: save and restore the callee-saved state of the 64-bit
   runtime convention (gr3-gr18, sp, rp, gp, fr12-fr21) in a jmp_buf of <setjmp.h>.
   longjmp first tells the emulator where it goes (system call 306), so a profiler can
   take its return trampoline out of the frames about to be abandoned. */
#include "syscall.h"

	.LEVEL 2.0w

/* jmp_buf byte offsets; include/setjmp.h sizes the buffer to match. */
#define JB_GR3   0        /* gr3..gr18 at 0..120 */
#define JB_SP    128
#define JB_RP    136
#define JB_GP    144
#define JB_FR12  160      /* fr12..fr21 at 160..232 */

	.text
	.align 8
	.globl setjmp
	.type setjmp, @function
	.globl _setjmp
	.type _setjmp, @function
	.globl sigsetjmp
	.type sigsetjmp, @function
	/* sigsetjmp's savemask (r25) is ignored: the guest has no signal masks. */
setjmp:
_setjmp:
sigsetjmp:
	.PROC
	.CALLINFO FRAME=0,NO_CALLS
	.ENTRY
	std %r3,JB_GR3+0(%r26)
	std %r4,JB_GR3+8(%r26)
	std %r5,JB_GR3+16(%r26)
	std %r6,JB_GR3+24(%r26)
	std %r7,JB_GR3+32(%r26)
	std %r8,JB_GR3+40(%r26)
	std %r9,JB_GR3+48(%r26)
	std %r10,JB_GR3+56(%r26)
	std %r11,JB_GR3+64(%r26)
	std %r12,JB_GR3+72(%r26)
	std %r13,JB_GR3+80(%r26)
	std %r14,JB_GR3+88(%r26)
	std %r15,JB_GR3+96(%r26)
	std %r16,JB_GR3+104(%r26)
	std %r17,JB_GR3+112(%r26)
	std %r18,JB_GR3+120(%r26)
	std %r30,JB_SP(%r26)
	std %r2,JB_RP(%r26)
	std %r27,JB_GP(%r26)
	fstd %fr12,JB_FR12+0(%r26)
	fstd %fr13,JB_FR12+8(%r26)
	fstd %fr14,JB_FR12+16(%r26)
	fstd %fr15,JB_FR12+24(%r26)
	fstd %fr16,JB_FR12+32(%r26)
	fstd %fr17,JB_FR12+40(%r26)
	fstd %fr18,JB_FR12+48(%r26)
	fstd %fr19,JB_FR12+56(%r26)
	fstd %fr20,JB_FR12+64(%r26)
	fstd %fr21,JB_FR12+72(%r26)
	bve (%r2)
	ldi 0,%r28
	.EXIT
	.PROCEND
	.size setjmp, .-setjmp
	.size _setjmp, .-_setjmp
	.size sigsetjmp, .-sigsetjmp

	.align 8
	.globl longjmp
	.type longjmp, @function
	.globl _longjmp
	.type _longjmp, @function
	.globl siglongjmp
	.type siglongjmp, @function
longjmp:
_longjmp:
siglongjmp:
	.PROC
	.CALLINFO FRAME=64,CALLS,SAVE_RP
	.ENTRY
	/* The notice: a call into the gateway from a frame of its own (RP saved, so the
	   frame unwinds; the restore below replaces SP anyway), a0 = target SP, a1 =
	   target PC; jmp_buf and val wait in r19/r20. */
	std %r2,-16(%r30)
	ldo 64(%r30),%r30
	copy %r26,%r19
	copy %r25,%r20
	ldd JB_SP(%r19),%r26
	ldd JB_RP(%r19),%r25
	addil LT'__sysstab,%r27
	ldd RT'__sysstab(%r1),%r1
	ldd 0(%r1),%r1
	ldd (PA64_SYS_longjmp_notice*8)(%r1),%r1
	bve,l (%r1),%r2
	nop
	copy %r19,%r26
	copy %r20,%r25
	ldd JB_GR3+0(%r26),%r3
	ldd JB_GR3+8(%r26),%r4
	ldd JB_GR3+16(%r26),%r5
	ldd JB_GR3+24(%r26),%r6
	ldd JB_GR3+32(%r26),%r7
	ldd JB_GR3+40(%r26),%r8
	ldd JB_GR3+48(%r26),%r9
	ldd JB_GR3+56(%r26),%r10
	ldd JB_GR3+64(%r26),%r11
	ldd JB_GR3+72(%r26),%r12
	ldd JB_GR3+80(%r26),%r13
	ldd JB_GR3+88(%r26),%r14
	ldd JB_GR3+96(%r26),%r15
	ldd JB_GR3+104(%r26),%r16
	ldd JB_GR3+112(%r26),%r17
	ldd JB_GR3+120(%r26),%r18
	ldd JB_GP(%r26),%r27
	fldd JB_FR12+0(%r26),%fr12
	fldd JB_FR12+8(%r26),%fr13
	fldd JB_FR12+16(%r26),%fr14
	fldd JB_FR12+24(%r26),%fr15
	fldd JB_FR12+32(%r26),%fr16
	fldd JB_FR12+40(%r26),%fr17
	fldd JB_FR12+48(%r26),%fr18
	fldd JB_FR12+56(%r26),%fr19
	fldd JB_FR12+64(%r26),%fr20
	fldd JB_FR12+72(%r26),%fr21
	ldd JB_RP(%r26),%r2
	ldd JB_SP(%r26),%r30
	/* val is an int: use its sign-extended low word; setjmp must never appear to return 0. */
	extrd,s %r25,63,32,%r28
	cmpiclr,*<> 0,%r28,%r0
	ldi 1,%r28
	bve (%r2)
	nop
	.EXIT
	.PROCEND
	.size longjmp, .-longjmp
	.size _longjmp, .-_longjmp
	.size siglongjmp, .-siglongjmp
