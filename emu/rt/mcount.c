/* The C library's empty _mcount: satisfies code compiled with -p/-G that is linked into
   a program without libprof/libgprof. Alone in its object so those libraries replace it. */
#include <crt0.h>

void _mcount(unsigned long rp, unsigned long pc)
{
    (void)rp;
    (void)pc;
}
