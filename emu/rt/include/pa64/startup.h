/* PA-64 program-startup interface (runtime supplement §2 and §6): what the loader passes
   to $START$, and the predefined symbols and variables a program may inspect. */
#ifndef PA64_STARTUP_H
#define PA64_STARTUP_H

#include <stdint.h>

typedef struct keybit_info {
    int          cpu_version;   /* copy of cpu_version */
    int          fpu_info;      /* result of copr,0,0: model in bits 21..26, revision in 27..31 */
    int          keycnt;        /* number of words in key_bits */
    unsigned int key_bits[];    /* key bits returned from PDC */
} keybit_info_t;

typedef struct load_info {
    uint64_t li_version;
    uint64_t li_length;         /* size of this structure */
    uint64_t li_sysvec;         /* pointer to the sysvec table */
    uint64_t li_aout_path;      /* pointer to the a.out's path name */
    uint64_t li_aout_hdr;       /* pointer to a copy of the a.out's ELF header */
    uint64_t li_aout_prog_hdr;  /* address of the a.out's program header table */
    uint64_t li_dld_taddr;
    uint64_t li_dld_daddr;
} load_info_t;

/* Table 2: set by crt0 (static programs) or the dynamic loader. */
extern long _CPU_REVISION;
extern unsigned long _CPU_KEYBITS_1;
extern long _SYSTEM_ID;
extern long _FPU_MODEL;
extern long _FPU_REVISION;
extern long __argc;
extern char **__argv;
extern char **__envp;
extern char **_environ;
extern long __tls_size;
extern load_info_t *__load_info;

/* Tables 1 and 4: linker-defined; only their addresses are meaningful. */
extern char __SYSTEM_ID_D[], _FPU_STATUS[], __TLS_SIZE_D[];
extern char __text_start[], _etext[], __data_start[], _edata[], _end[], __gp[];
extern void __text_start_f(void), _etext_f(void);
extern char __init_start[], __init_end[], __preinit_start[], __preinit_end[];
extern char __fini_start[], __fini_end[], __unwind_start[], __unwind_end[];

/* Architecture revision HP-UX reports for PA-RISC 2.0 (CPU_PA_RISC2_0). */
#define PA64_CPU_PA_RISC2_0 0x214

#endif /* PA64_STARTUP_H */
