/* Writing the HPC_CSPROF file from the profiling state. */
#ifndef CSPROF_OUTPUT_H
#define CSPROF_OUTPUT_H
#include <stddef.h>
int csprof_write_profile(const char *path, const char *target, char *err, size_t errlen);
#endif
