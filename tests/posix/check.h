/* Checks for the POSIX-layer guest programs: each prints "ok NAME" or "FAIL NAME: why";
   tests/posix/run.sh compares the names with NAME.expected and counts the results. */
#include <errno.h>
#include <stdio.h>
#include <string.h>

static int failures;

static void check(const char *name, int cond, int line)
{
    if (cond)
        printf("ok %s\n", name);
    else {
        printf("FAIL %s: line %d, errno %d (%s)\n", name, line, errno, strerror(errno));
        failures++;
    }
    fflush(stdout);
}

/* The call succeeded (cond true). */
#define OK(name, cond) check(name, (cond), __LINE__)
/* The call returned -1 with errno e. */
#define ERR(name, call, e) do { errno = 0; long r_ = (long)(call); check(name, r_ == -1 && errno == (e), __LINE__); } while (0)

/* An address that is never mapped in the guest (below the heap, above the program). */
#define WILD ((void *)0x3ff00000)
