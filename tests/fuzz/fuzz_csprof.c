/* libFuzzer harness: the HPC_CSPROF reader on arbitrary bytes, then the dump of what
   it accepted (every field is visited) and the per-metric totals check. */
#include <stdio.h>
#include "hpcfile.h"

int LLVMFuzzerTestOneInput(const unsigned char *data, size_t len)
{
    static FILE *null;
    if (!null) null = fopen("/dev/null", "w");
    struct hpcfile_profile p;
    char err[512];
    if (hpcfile_read_buf(data, len, &p, err, sizeof err)) return 0;
    hpcfile_dump(null, &p);
    uint64_t totals[64];
    uint32_t bad;
    if (p.nmetrics <= 64) { for (uint32_t m = 0; m < p.nmetrics; m++) totals[m] = 0; hpcfile_add_totals(&p, totals, &bad); }
    hpcfile_free(&p);
    return 0;
}
