/* libFuzzer harness: the input is a PA-64 program; the loader and dld load it. */
#include "fuzz_common.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static struct image im;
    static struct cpu c;
    static struct process p;
    fuzz_load(&im, &c, &p, fuzz_write(data, size, ""));
    fuzz_unload(&im);
    return 0;
}
