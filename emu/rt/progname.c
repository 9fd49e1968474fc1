/* getprogname/setprogname (BSD, also in glibc as program_invocation_short_name): the
   program's name for messages, gnulib's first choice; the last component of argv[0]. */
#include <stdlib.h>
#include <string.h>

extern char **__argv;

static const char *progname;

const char *getprogname(void)
{
    if (!progname && __argv && __argv[0]) {
        const char *slash = strrchr(__argv[0], '/');
        progname = slash ? slash + 1 : __argv[0];
    }
    return progname ? progname : "";
}

void setprogname(const char *name)
{
    const char *slash = strrchr(name, '/');
    progname = slash ? slash + 1 : name;
}
