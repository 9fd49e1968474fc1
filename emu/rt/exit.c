/* exit for PA-64 programs: the C library's, plus the runtime's own finalizers (the
   .fini walker crt0 registers, the C library's .fini_array walker, the dld's per-module
   entries). Runtime supplement §3: arranging for .fini to run "should not affect any
   implementation-imposed limit on the number of atexit routines" — newlib's is 32 with
   no malloc'ed blocks here — so these live in a list of their own, run after the
   user's handlers as entries registered before main would be. */
#include <reent.h>
#include <stdlib.h>
#include <unistd.h>

void __call_exitprocs(int code, void *dso);
int __pa64_atexit_fini(void (*fn)(void));

#define PA64_MAX_FINI 256

static void (*fini_fns[PA64_MAX_FINI])(void);
static int nfini;

/* Registers a runtime finalizer; last registered runs first, as with atexit. */
int __pa64_atexit_fini(void (*fn)(void))
{
    if (nfini < PA64_MAX_FINI) {
        fini_fns[nfini++] = fn;
        return 0;
    }
    return atexit(fn);
}

void exit(int code)
{
    __call_exitprocs(code, NULL);
    while (nfini > 0) {
        void (*fn)(void) = fini_fns[--nfini];
        fn();
        __call_exitprocs(code, NULL);       /* what a finalizer registered with atexit */
    }
    if (_GLOBAL_REENT->__cleanup)
        (*_GLOBAL_REENT->__cleanup)(_GLOBAL_REENT);
    _exit(code);
}
