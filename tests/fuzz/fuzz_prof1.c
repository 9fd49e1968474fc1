/* libFuzzer harness: the <PROF1> reader on arbitrary bytes, then the dump of what it
   accepted. */
#include <stdio.h>
#include "hpcfile.h"

int LLVMFuzzerTestOneInput(const unsigned char *data, size_t len)
{
    static FILE *null;
    if (!null) null = fopen("/dev/null", "w");
    struct prof1_profile p;
    char err[512];
    if (prof1_read_buf(data, len, &p, err, sizeof err)) return 0;
    prof1_dump(null, &p);
    prof1_free(&p);
    return 0;
}
