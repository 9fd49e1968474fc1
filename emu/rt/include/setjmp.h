/* setjmp/longjmp for PA-64 guests. Replaces newlib's <setjmp.h>, whose __hppa__ jmp_buf
   (28 ints) is too small for the PA-64 callee-saved state; layout in emu/rt/setjmp.S. */
#ifndef _SETJMP_H_
#define _SETJMP_H_

#ifdef __cplusplus
extern "C" {
#endif

/* r3-r18, sp, rp, gp, a pad, fr12-fr21, and two doublewords of room. */
#define _JBLEN 32
typedef long long jmp_buf[_JBLEN];
typedef long long sigjmp_buf[_JBLEN];

int setjmp(jmp_buf __env) __attribute__((__returns_twice__));
void longjmp(jmp_buf __env, int __val) __attribute__((__noreturn__));

/* No signal masks exist in the guest, so these are the same operations. */
int _setjmp(jmp_buf __env) __attribute__((__returns_twice__));
void _longjmp(jmp_buf __env, int __val) __attribute__((__noreturn__));
int sigsetjmp(sigjmp_buf __env, int __savemask) __attribute__((__returns_twice__));
void siglongjmp(sigjmp_buf __env, int __val) __attribute__((__noreturn__));

#ifdef __cplusplus
}
#endif

#endif /* _SETJMP_H_ */
