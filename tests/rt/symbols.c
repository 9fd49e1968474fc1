/* Predefined symbols and variables (runtime supplement §6): the linker's Table 1 and 4
   symbols bracket the right things, and crt0/dld filled the Table 2 variables. */
#include <stdint.h>
#include <stdio.h>
#include <unistd.h>
#include <pa64/startup.h>

static int failures;
static int initialized_data = 1;
static int zeroed_bss;
extern unsigned long *__sysstab;

static void check(int ok, const char *what)
{
    printf("%s: %s\n", what, ok ? "ok" : "FAILED");
    if (!ok)
        failures++;
}

/* gcc assumes a declared object's address is never 0; absolute symbols such as
   _FPU_STATUS can be, so their addresses are laundered through an empty asm. */
static uintptr_t value_of(const void *sym)
{
    uintptr_t v = (uintptr_t)sym;
    __asm__("" : "+r"(v));
    return v;
}

/* A function's address is its descriptor; the code address is at +16, gp at +24. */
static uintptr_t code_of(void (*f)(void))
{
    return ((const uint64_t *)(uintptr_t)f)[2];
}

static uintptr_t gp_of(void (*f)(void))
{
    return ((const uint64_t *)(uintptr_t)f)[3];
}

static void some_function(void)
{
}

int main(int argc, char **argv)
{
    uintptr_t text = (uintptr_t)__text_start, etext = (uintptr_t)_etext;
    uintptr_t code = code_of((void (*)(void))main);

    check(text == 0x10000, "__text_start is the text segment base");
    check(text < code && code < etext, "main's code lies in [__text_start, _etext)");
    check(code_of(some_function) < etext, "static function below _etext");
    check((uintptr_t)__data_start >= etext, "__data_start above _etext");
    check((uintptr_t)__data_start <= (uintptr_t)&initialized_data
              && (uintptr_t)&initialized_data < (uintptr_t)_edata,
          "initialized data in [__data_start, _edata)");
    check((uintptr_t)_edata <= (uintptr_t)&zeroed_bss && (uintptr_t)&zeroed_bss < (uintptr_t)_end,
          "bss in [_edata, _end)");
    check((uintptr_t)sbrk(0) >= (uintptr_t)_end, "heap starts at or above _end");

    uintptr_t dp;
    __asm__("copy %%r27,%0" : "=r"(dp));
    check((uintptr_t)__gp == dp, "__gp equals the gp register");
    check(gp_of(some_function) == (uintptr_t)__gp, "descriptors carry __gp");

    uintptr_t us = (uintptr_t)__unwind_start, ue = (uintptr_t)__unwind_end;
    check(us < ue && (ue - us) % 16 == 0, "unwind table is whole 16-byte entries");
    /* Region bounds are SEGREL32 (offsets from the text segment base); the end is the
       address of the region's last instruction. */
    int found = 0;
    for (const uint32_t *u = (const uint32_t *)us; u < (const uint32_t *)ue; u += 4)
        if (text + u[0] <= code && code <= text + u[1])
            found = 1;
    check(found, "unwind table covers main");

    check((uintptr_t)__preinit_end - (uintptr_t)__preinit_start == 8, "one .preinit entry (the C library's)");
    check(((uintptr_t)__init_end - (uintptr_t)__init_start) % 8 == 0, ".init holds whole pointers");
    check((uintptr_t)__fini_start <= (uintptr_t)__fini_end, ".fini bounds ordered");

    check(value_of(__SYSTEM_ID_D) == 0x214, "__SYSTEM_ID_D is PA-RISC 2.0");
    check(_SYSTEM_ID == 0x214, "_SYSTEM_ID copied");
    check(value_of(_FPU_STATUS) == 0, "_FPU_STATUS defaults to 0");
    check(value_of(__TLS_SIZE_D) == 0 && __tls_size == 0, "no TLS");
    check(__argc == argc && __argv == argv, "__argc/__argv");
    check(__load_info != NULL, "__load_info set");
    check(__sysstab != NULL && __load_info && __sysstab == (unsigned long *)(uintptr_t)__load_info->li_sysvec,
          "__sysstab is li_sysvec");
    check(__sysstab && __sysstab[20] == 0x8000 + 4 * 20, "sysvec entry N is 0x8000+4N");

    printf("%d failures\n", failures);
    return failures != 0;
}
