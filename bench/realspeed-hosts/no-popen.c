/* no-popen.c: the guest runtime has no popen/pclose (no fork); awk links them for its
   `cmd | getline` and `print | cmd`, which bench/realspeed.awk never uses. */
#include <errno.h>
#include <stdio.h>

FILE *popen(const char *cmd, const char *mode)
{
    (void)cmd; (void)mode;
    errno = ENOSYS;
    return NULL;
}

int pclose(FILE *f)
{
    (void)f;
    errno = ECHILD;
    return -1;
}
