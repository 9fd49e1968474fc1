/* libFuzzer harness: the input replaces the .PARISC.unwind table of a real program
   (PA64_FUZZ_MAIN); the unwinder then unwinds from PCs all over its text. */
#include <sys/mman.h>
#include "fuzz_common.h"
#include "unwind-pa/unwind.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static uint64_t symbol(struct image *im, const char *name)
{
    const struct gsym *s = image_lookup(im, name);
    return s ? s->addr : 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static struct image im;
    static struct cpu c;
    static struct process p;
    const char *main_prog = fuzz_main_program("fuzz_unwind");
    if (fuzz_load(&im, &c, &p, main_prog) == 0) {
        uint64_t lo = symbol(&im, "__unwind_start"), hi = symbol(&im, "__unwind_end");
        uint64_t t0 = symbol(&im, "__text_start"), t1 = symbol(&im, "_etext");
        if (!lo || hi < lo || t1 <= t0) abort();
        size_t n = size < hi - lo ? size : hi - lo;
        /* The table lies in the read-only text segment (the loader maps it by its
           program header): writable just for the copy, then read-only again. */
        if (mem_map(lo, hi - lo, PROT_READ | PROT_WRITE)) abort();
        memcpy(mem_base + lo, data, n);
        memset(mem_base + lo + n, 0, hi - lo - n);
        if (mem_map(lo, hi - lo, PROT_READ | PROT_EXEC)) abort();
        unw_register_image(&im);
        struct cpu base = c;
        for (uint64_t pc = t0; pc < t1; pc += 4 * (1 + (t1 - t0) / 4 / 256)) {
            unw_cursor_t cur;
            c = base;
            c.iaoq_f = pc;
            c.iaoq_b = pc + 4;
            c.gr[2] = t0 + ((pc * 7) % (t1 - t0) & ~3ull);
            if (unw_init_guest(&cur, &c) < 0) continue;
            for (int k = 0; k < 64 && unw_step(&cur) > 0; k++) {}
        }
        unw_remove_module(t0);
    }
    fuzz_unload(&im);
    return 0;
}
