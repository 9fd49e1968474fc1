/* Output files (see outfile.h): a view written to a full file system leaves the old
   file or nothing, never a truncated one; standard output's write errors are said. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include "outfile.h"
#include "util.h"

static char pending[4096];              /* the temporary being written, "" when none */

static void remove_pending(void)
{
    if (pending[0]) unlink(pending);
    pending[0] = 0;
}

const char *outfile_begin(const char *path)
{
    static int registered;
    struct stat st;
    if (!strcmp(path, "-") || (stat(path, &st) == 0 && !S_ISREG(st.st_mode))) return path;
    if ((size_t)snprintf(pending, sizeof pending, "%s.tmp-%ld", path, (long)getpid()) >= sizeof pending)
        die("%s: cannot write: %s", path, strerror(ENAMETOOLONG));
    if (!registered) { atexit(remove_pending); registered = 1; }
    return pending;
}

void outfile_end(const char *path, int ok, const char *errtext)
{
    int e = errno;
    if (ok && pending[0] && rename(pending, path)) { ok = 0; e = errno; errtext = NULL; }
    if (!ok) {
        remove_pending();
        die("%s: write error: %s", path, errtext ? errtext : strerror(e ? e : EIO));
    }
    pending[0] = 0;
}

static void check_stdout(void)
{
    int e = errno, bad = ferror(stdout);
    if (fflush(stdout)) { bad = 1; e = errno; }
    if (fclose(stdout) && !bad) { bad = 1; e = errno; }
    if (!bad) return;
    fprintf(stderr, "hpcprof: cannot write the report to standard output: %s\n", strerror(e ? e : EIO));
    _exit(1);
}

void outfile_check_stdout_at_exit(void) { atexit(check_stdout); }
