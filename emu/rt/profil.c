/* profil(2) and sprofil(2) wrappers, and __get_entry: a function pointer on PA-64 is the
   address of a descriptor whose word at +16 is the code address (<crt0.h>). */
#include <sys/profil.h>
#include <crt0.h>
#include "syscall.h"

_Static_assert(sizeof(struct prof) == 32, "the emulator reads 32-byte prof entries");
_Static_assert(sizeof(struct timeval) == 16, "the emulator writes a 16-byte timeval");

long __pa64_sys_sprofil(struct prof *profp, long profcnt, struct timeval *tvp, unsigned long flags);

int sprofil(struct prof *profp, int profcnt, struct timeval *tvp, unsigned int flags)
{
    return (int)__pa64_result(__pa64_sys_sprofil(profp, profcnt, tvp, flags));
}

int profil(unsigned short *buff, size_t bufsiz, void *offset, unsigned int scale)
{
    return (int)__pa64_result(__pa64_sys_profil(buff, bufsiz, (unsigned long)offset, scale));
}

extern char __pa64_text_lo[] __asm__("__text_start");
extern char __pa64_text_hi[] __asm__("_etext");

unsigned long __get_entry(void (*fp)(void))
{
    unsigned long a = (unsigned long)fp;
    /* Within the main program's text: already a code address (the linker's *_f symbols). */
    if (a >= (unsigned long)__pa64_text_lo && a <= (unsigned long)__pa64_text_hi)
        return a;
    return a ? ((const unsigned long *)a)[2] : 0;
}
