/* getlogin/getlogin_r: the login name of the session, as Linux's C library finds it: the
   audit login uid the kernel keeps per process (/proc/self/loginuid, inherited from the
   login session) looked up in the user database. No utmp fallback: where the host has
   no login uid, the answer is ENXIO ("no login name"), as for a daemon. */
#define _POSIX_C_SOURCE 200809L   /* getpwuid_r in newlib's <pwd.h>, getlogin_r */
#include <errno.h>
#include <fcntl.h>
#include <pwd.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "alias.h"
#include "readtext.h"

/* The login uid, or -1 when the process has none (unset: 4294967295) or it is unreadable. */
static long login_uid(void)
{
    char buf[24];
    if (__pa64_read_text("/proc/self/loginuid", buf, sizeof buf) < 0)
        return -1;
    char *end;
    unsigned long uid = strtoul(buf, &end, 10);
    if (end == buf || uid >= 4294967295ul)
        return -1;
    return (long)uid;
}

PA64_WEAK int getlogin_r(char *name, size_t size)
{
    long uid = login_uid();
    struct passwd pw, *found = NULL;
    char buf[1024];
    if (uid < 0 || getpwuid_r((uid_t)uid, &pw, buf, sizeof buf, &found) != 0 || !found)
        return ENXIO;
    size_t len = strlen(pw.pw_name);
    if (len + 1 > size)
        return ERANGE;
    memcpy(name, pw.pw_name, len + 1);
    return 0;
}

PA64_WEAK char *getlogin(void)
{
    static char login[64];
    int e = getlogin_r(login, sizeof login);
    if (e) {
        errno = e;
        return NULL;
    }
    return login;
}
