/* Writing the HPC_CSPROF file from the profiling state. */
#ifndef CSPROF_OUTPUT_H
#define CSPROF_OUTPUT_H
#include <stddef.h>
/* Before the guest starts: can the profile be written to path? (hpcfile_prepare_path:
   also removes temporary files left by killed earlier runs.) -1 with a message. */
int csprof_output_check(const char *path, char *err, size_t errlen);
/* Writes the profile; -1 with a message naming path and errno's text. */
int csprof_write_profile(const char *path, const char *target, char *err, size_t errlen);
/* csprof --prof1: the profile just written to csprof_path, in classic <PROF1> form
   (hpcfile.h prof1_from_csprof) at prof1_path. 0, or -1 with a message. */
int csprof_write_prof1(const char *csprof_path, const char *prof1_path, char *err, size_t errlen);
#endif
