/* C-library state of a PA-64 program: the Table 2 variables, __sysstab, and the single
   .preinit initializer (runtime supplement §3, §6) that both crt0 and the dld run first. */
#include <stdlib.h>
#include <pa64/startup.h>
#include "syscall.h"

extern char **environ;

/* Statically initialized from the linker's absolute symbols so that they are already
   right in a dynamically-bound program, where no crt0 runs. */
long _SYSTEM_ID = (long)__SYSTEM_ID_D;
long __tls_size = (long)__TLS_SIZE_D;

/* Keeps _FPU_STATUS in the symbol table of dynamically-bound programs too, where the dld
   reads it (Table 1): the linker script only PROVIDEs a default for referenced symbols.
   A -u option would not do: ld then prefers the PROVIDE over an object's definition. */
const long __pa64_fpu_status = (long)_FPU_STATUS;

/* The rest from Table 3's absolute symbols (§6): in a dynamically-bound program these are
   dynamic relocations the dld fills in (their symbols come from the dld, build/rt/dld.sl
   at link time), so they survive strip; in a static one pa64.ld makes them 0 and crt0
   sets the variables. */
extern char __CPU_REVISION[], __CPU_KEYBITS_1[], __FPU_MODEL[], __FPU_REVISION[];
extern char __ARGC[], __ARGV[], __ENVP[], __LOAD_INFO[], __sysvec[];
long _CPU_REVISION = (long)__CPU_REVISION;
unsigned long _CPU_KEYBITS_1 = (unsigned long)__CPU_KEYBITS_1;
long _FPU_MODEL = (long)__FPU_MODEL;
long _FPU_REVISION = (long)__FPU_REVISION;
long __argc = (long)__ARGC;
char **__argv = (char **)__ARGV;
char **__envp = (char **)__ENVP;
char **_environ = (char **)__ENVP;
load_info_t *__load_info = (load_info_t *)__LOAD_INFO;
unsigned long *__sysstab = (unsigned long *)__sysvec;

typedef void (*pa64_initfn)(void);

/* gcc on this target emits .ctors/.dtors, which the linker script folds into .init/.fini;
   these ELF arrays only appear from hand-written sections or other compilers. */
extern pa64_initfn __preinit_array_start[] __attribute__((weak));
extern pa64_initfn __preinit_array_end[] __attribute__((weak));
extern pa64_initfn __init_array_start[] __attribute__((weak));
extern pa64_initfn __init_array_end[] __attribute__((weak));
extern pa64_initfn __fini_array_start[] __attribute__((weak));
extern pa64_initfn __fini_array_end[] __attribute__((weak));

static void run_fini_array(void)
{
    /* ELF order: destructors run in reverse of the constructors. */
    for (pa64_initfn *p = __fini_array_end; p > __fini_array_start; )
        (*--p)();
}

void __pa64_libc_init(void);
int __pa64_atexit_fini(void (*fn)(void));

/* Thread initialization (runtime supplement, "Threads"): the C library's own copy only
   gives the main thread its thread-local storage and thread pointer (cr27); libpthread's
   strong definition does the full pthread setup instead. __tls_size is 0 while gcc
   cannot compile __thread for this target (docs/guest-abi.md, "Threads"). */
static void thread_init_basic(void)
{
    if (__tls_size > 0) {
        void *tls = calloc(1, (size_t)__tls_size);
        if (tls) __asm__ volatile("mtctl %0,%%cr27" : : "r"(tls));
    }
}
void (*__thread_init)(void) __attribute__((weak)) = thread_init_basic;

void __pa64_libc_init(void)
{
    /* The dld sets only the Table 2 variables; newlib's getenv reads environ. */
    if (__envp)
        environ = __envp;
    if (!_environ)
        _environ = environ;
    if (__thread_init)
        __thread_init();

    for (pa64_initfn *p = __preinit_array_start; p < __preinit_array_end; p++)
        (*p)();
    for (pa64_initfn *p = __init_array_start; p < __init_array_end; p++)
        (*p)();
    if (&__fini_array_end[0] > &__fini_array_start[0])
        __pa64_atexit_fini(run_fini_array);
}

/* The C library's one pre-initializer; pacc forces this object in with -u. */
static pa64_initfn preinit_entry __attribute__((section(".preinit"), used)) = __pa64_libc_init;
