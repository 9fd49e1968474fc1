/* monitor(3C) of libprof and libgprof, their .init initializer and the <PROF1> writer
   ("Profiling 64-Bit Programs" §3, §5, §6): pc sampling of the text segment through
   profil(2), the data file written at exit. Built without -pg: it must not count itself. */
#include <crt0.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/profil.h>
#include <unistd.h>
#include "monitor.h"

#define PROF_SECT_SAMPLES_64 1

struct prof_secthdr_samples {
    long sect_type, sect_size;
    unsigned long lowpc, highpc;
    int scale, entry_size;
};

static unsigned short *samples;
static unsigned long sample_bytes, low, high;
static unsigned int scale;
static int running;

int __mon_write_all(int fd, const void *p, unsigned long len)
{
    const char *c = p;
    while (len) {
        long n = write(fd, c, len);
        if (n <= 0) return -1;
        c += n;
        len -= (unsigned long)n;
    }
    return 0;
}

/* The largest scale (at most 0x8000: one bucket per instruction, as finer is undefined)
   that maps [low, high) into the buffer. */
static unsigned int scale_for(unsigned long text, unsigned long bytes)
{
    if (text == 0) return 0;
    unsigned long s = bytes >= text / 2 ? 0x8000 : (unsigned long)((unsigned __int128)bytes * 65536 / text);
    return s < 2 ? 2 : (unsigned int)s;
}

static int write_file(void)
{
    const char *name = getenv("PA64_MONOUT");
    if (!name || !*name) name = __mon_default_name;
    int fd = open(name, O_WRONLY | O_CREAT | O_TRUNC, 0666);
    if (fd < 0) return -1;
    struct prof_secthdr_samples h = { PROF_SECT_SAMPLES_64, (long)(sizeof h + sample_bytes), low, high, (int)scale, 2 };
    int r = __mon_write_all(fd, "<PROF1>\n", 8) || __mon_write_all(fd, &h, sizeof h) ||
            __mon_write_all(fd, samples, sample_bytes) || __mon_counters_write(fd);
    return close(fd) || r ? -1 : 0;
}

void monitor(void (*lowpc)(void), void (*highpc)(void), long *buffer, int bufsize, int nfunc)
{
    if (!lowpc) {                      /* stop, and write the data */
        if (!running) return;
        running = 0;
        profil(0, 0, 0, 0);
        if (write_file()) write(2, "monitor: cannot write the profile data file\n", 44);
        return;
    }
    low = __get_entry(lowpc) & ~3ul;
    high = __get_entry(highpc) & ~3ul;
    samples = (unsigned short *)buffer;
    sample_bytes = bufsize > 0 ? (unsigned long)bufsize & ~1ul : 0;
    scale = high > low ? scale_for(high - low, sample_bytes) : 0;
    memset(samples, 0, sample_bytes);
    if (__mon_counters_init(nfunc)) return;
    running = 1;
    if (sample_bytes && scale) profil(samples, sample_bytes, (void *)low, scale);
}

static void stop_at_exit(void)
{
    monitor(0, 0, 0, 0, 0);
}

/* Profiles the whole text segment: one 2-byte bucket per instruction, and a counter for
   up to one function per 16 instructions (enough for any compiled C). */
static void start_profiling(void)
{
    unsigned long text = __get_entry(__etext_f) - __get_entry(__text_start_f);
    unsigned long bytes = (text / 4 * 2 + 7) & ~7ul;
    long *buf = calloc(bytes ? bytes : 8, 1);
    if (!buf) return;
    monitor(__text_start_f, __etext_f, buf, (int)bytes, (int)(text / 64 + 64));
    atexit(stop_at_exit);
}

static void (*init_entry)(void) __attribute__((section(".init"), used)) = start_profiling;
