/* libFuzzer harness: the input is a DLL, dlopen'ed (loaded and relocated by the dld) by
   a real program given in PA64_FUZZ_MAIN. */
#include "fuzz_common.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static struct image im;
    static struct cpu c;
    static struct process p;
    const char *main_prog = fuzz_main_program("fuzz_dll");
    if (fuzz_load(&im, &c, &p, main_prog) == 0) {
        char err[2048];
        unsigned id;
        if (!dll_load_tree(0, fuzz_write(data, size, ".so"), &id, err, sizeof err))
            dll_relocate(1, id, err, sizeof err);
    }
    fuzz_unload(&im);
    return 0;
}
