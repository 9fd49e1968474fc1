/* Output files written whole or not at all, and standard output's errors (outfile.c). */
#ifndef HPCPROF_OUTFILE_H
#define HPCPROF_OUTFILE_H
/* The name to write path's contents under: a temporary next to it (renamed into place
   by outfile_end, removed if hpcprof dies first), or path itself for "-" and for a
   file that is not a regular one (a device, a FIFO). */
const char *outfile_begin(const char *path);
/* ok: the writes and close succeeded (else errtext says why, may be NULL: errno's). */
void outfile_end(const char *path, int ok, const char *errtext);
/* At exit: a report that could not be written to standard output (a full disk, a
   closed descriptor) is said, and the exit status is 1. */
void outfile_check_stdout_at_exit(void);
#endif
