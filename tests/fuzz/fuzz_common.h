/* Shared by the libFuzzer harnesses (make fuzz): the input goes to a file the loader
   reads like any program or DLL, and each run leaves the process as it found it (guest
   space empty, no modules, no image), so the loader can be called again and again. */
#ifndef PA64_FUZZ_COMMON_H
#define PA64_FUZZ_COMMON_H
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "cpu.h"
#include "dll.h"
#include "loader.h"
#include "run.h"

static inline const char *fuzz_write(const uint8_t *data, size_t size, const char *suffix)
{
    static char path[64];
    snprintf(path, sizeof path, "/tmp/pa64-fuzz-%d%s", (int)getpid(), suffix);
    FILE *f = fopen(path, "wb");
    if (!f) abort();
    if (size && fwrite(data, 1, size, f) != size) abort();
    fclose(f);
    return path;
}

/* image_open + the kernel loader and dld's loading and relocation (no guest code runs:
   initializers are deferred). Returns 0 when the program is ready to run. */
static inline int fuzz_load(struct image *im, struct cpu *c, struct process *p, const char *path)
{
    static char *argv[] = { "prog", NULL }, *envp[] = { "PATH=/bin", NULL };
    char err[512];
    if (mem_init()) abort();
    dld_defer_initializers = 1;
    if (image_open(im, path, err, sizeof err)) return -1;
    return process_setup(c, p, im, 1, argv, envp, err, sizeof err);
}

/* The real program a harness loads around its input (PA64_FUZZ_MAIN). */
static inline const char *fuzz_main_program(const char *harness)
{
    const char *p = getenv("PA64_FUZZ_MAIN");
    if (!p) {
        fprintf(stderr, "%s: set PA64_FUZZ_MAIN to a pacc-built program\n", harness);
        abort();
    }
    return p;
}

static inline void fuzz_unload(struct image *im)
{
    dll_reset();
    image_close(im);
}

#endif
