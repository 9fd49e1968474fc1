/* Wrapper around newlib's <sys/cdefs.h>: newlib defines _Atomic(T) as a struct for
   compilers without C11 atomics and tests for them with clang's __has_extension, which
   gcc lacks; gcc in C11 mode has the real _Atomic type specifier, so the macro goes. */
#pragma GCC system_header
#include_next <sys/cdefs.h>
#if defined(__STDC_VERSION__) && __STDC_VERSION__ >= 201112L && !defined(__STDC_NO_ATOMICS__) && \
    !defined(__cplusplus)
#undef _Atomic
#endif
