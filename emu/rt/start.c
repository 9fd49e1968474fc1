/* C half of crt0 (static programs): the runtime supplement §3 initializations after
   SP, gp and the FP status register, in the seed's order, then _start and exit. */
#include <stdlib.h>
#include <pa64/startup.h>
#include "syscall.h"

extern char **environ;
int _start(int argc, char **argv, char **envp);

typedef void (*pa64_initfn)(void);

/* Defined by pacc's linker script; empty sections give start == end. */
extern pa64_initfn __preinit_start_fp[] __asm__("__preinit_start");
extern pa64_initfn __preinit_end_fp[] __asm__("__preinit_end");
extern pa64_initfn __init_start_fp[] __asm__("__init_start");
extern pa64_initfn __init_end_fp[] __asm__("__init_end");
extern pa64_initfn __fini_start_fp[] __asm__("__fini_start");
extern pa64_initfn __fini_end_fp[] __asm__("__fini_end");

void __pa64_start(int argc, char **argv, char **envp, keybit_info_t *kb, load_info_t *li)
    __attribute__((noreturn));
int __pa64_atexit_fini(void (*fn)(void));

static void run_fini(void)
{
    for (pa64_initfn *p = __fini_start_fp; p < __fini_end_fp; p++)
        (*p)();
}

void __pa64_start(int argc, char **argv, char **envp, keybit_info_t *kb, load_info_t *li)
{
    /* System call vector first: nothing below may make a call before it is set. */
    if (li) {
        __sysstab = (unsigned long *)(uintptr_t)li->li_sysvec;
        __load_info = li;
    }

    /* Predefined system symbols (Table 2). */
    if (kb) {
        _CPU_REVISION = kb->cpu_version;
        _CPU_KEYBITS_1 = kb->keycnt > 0 ? kb->key_bits[0] : 0;
        _FPU_MODEL = (kb->fpu_info >> 5) & 0x3f;
        _FPU_REVISION = kb->fpu_info & 0x1f;
    }
    _SYSTEM_ID = (long)__SYSTEM_ID_D;
    __tls_size = (long)__TLS_SIZE_D;
    __argc = argc;
    __argv = argv;
    __envp = envp;
    _environ = envp;
    environ = envp;

    /* Pre-initializers (the C library's), then .init in reverse so dependencies
       initialize before their users. */
    for (pa64_initfn *p = __preinit_start_fp; p < __preinit_end_fp; p++)
        (*p)();
    for (pa64_initfn *p = __init_end_fp; p > __init_start_fp; )
        (*--p)();

    /* One runtime finalizer walks .fini forward, outside the user's atexit slots (exit.c). */
    if (&__fini_end_fp[0] > &__fini_start_fp[0])
        __pa64_atexit_fini(run_fini);

    exit(_start(argc, argv, envp));
}
