/* Profiling support of the PA-64 runtime ("Profiling 64-Bit Programs"): the text segment's
   bounds, monitor(3C) and the function-pointer-to-code conversion profil needs. */
#ifndef _PA64_CRT0_H
#define _PA64_CRT0_H

/* The beginning and end of the text segment, defined by the linker (emu/rt/pa64.ld).
   They are code addresses, not descriptors; monitor() and __get_entry() accept both. */
extern void __text_start_f(void);
extern void __etext_f(void);

/* The code address of the function (descriptor) fp; a code address is returned as is. */
unsigned long __get_entry(void (*fp)(void));

/* Starts profiling [lowpc, highpc) with buffer/bufsize (bytes) for the pc samples and
   nfunc call counters (libprof) or call arcs (libgprof); monitor(0, 0, 0, 0, 0) stops
   and writes mon.out / gmon.out (or the file named by $PA64_MONOUT). */
void monitor(void (*lowpc)(void), void (*highpc)(void), long *buffer, int bufsize, int nfunc);

/* Called by code compiled with -p/-G; the C library's version does nothing. */
void _mcount(unsigned long rp, unsigned long pc);

#endif
