/* The user database (<pwd.h>) read from the host's /etc/passwd through the ordinary file
   calls: getpwent/setpwent/endpwent, getpwnam(_r), getpwuid(_r). newlib declares these
   but has no implementation for this target. */
#include <errno.h>
#include <pwd.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "alias.h"

static FILE *db;

PA64_WEAK void setpwent(void)
{
    if (db)
        rewind(db);
}

PA64_WEAK void endpwent(void)
{
    if (db)
        fclose(db);
    db = NULL;
}

/* Splits one "name:passwd:uid:gid:gecos:dir:shell" line, kept in buf, into *pw. */
static int parse(char *buf, struct passwd *pw)
{
    char *f[7];
    char *p = buf;
    buf[strcspn(buf, "\n")] = 0;
    for (int i = 0; i < 7; i++) {
        f[i] = p;
        p = strchr(p, ':');
        if (!p && i < 6)
            return -1;
        if (p)
            *p++ = 0;
    }
    pw->pw_name = f[0];
    pw->pw_passwd = f[1];
    pw->pw_uid = (uid_t)strtoul(f[2], NULL, 10);
    pw->pw_gid = (gid_t)strtoul(f[3], NULL, 10);
    pw->pw_gecos = pw->pw_comment = f[4];
    pw->pw_dir = f[5];
    pw->pw_shell = f[6];
    return 0;
}

/* The next well-formed entry of f into pw, its strings in buf. */
static int next_entry(FILE *f, struct passwd *pw, char *buf, size_t size)
{
    while (fgets(buf, (int)size, f))
        if (parse(buf, pw) == 0)
            return 0;
    return -1;
}

PA64_WEAK struct passwd *getpwent(void)
{
    static struct passwd pw;
    static char buf[1024];
    if (!db && !(db = fopen("/etc/passwd", "r")))
        return NULL;
    return next_entry(db, &pw, buf, sizeof buf) ? NULL : &pw;
}

/* Looks an entry up by name (name != NULL) or uid; 0 with *res NULL if there is none. */
static int lookup(const char *name, uid_t uid, struct passwd *pw, char *buf, size_t size, struct passwd **res)
{
    *res = NULL;
    FILE *f = fopen("/etc/passwd", "r");
    if (!f)
        return errno;
    while (next_entry(f, pw, buf, size) == 0) {
        if (name ? strcmp(pw->pw_name, name) == 0 : pw->pw_uid == uid) {
            *res = pw;
            break;
        }
    }
    fclose(f);
    return 0;
}

PA64_WEAK int getpwnam_r(const char *name, struct passwd *pw, char *buf, size_t size, struct passwd **res)
{
    return lookup(name, 0, pw, buf, size, res);
}

PA64_WEAK int getpwuid_r(uid_t uid, struct passwd *pw, char *buf, size_t size, struct passwd **res)
{
    return lookup(NULL, uid, pw, buf, size, res);
}

static struct passwd found;
static char found_buf[1024];

PA64_WEAK struct passwd *getpwnam(const char *name)
{
    struct passwd *r;
    int e = getpwnam_r(name, &found, found_buf, sizeof found_buf, &r);
    if (e)
        errno = e;
    return r;
}

PA64_WEAK struct passwd *getpwuid(uid_t uid)
{
    struct passwd *r;
    int e = getpwuid_r(uid, &found, found_buf, sizeof found_buf, &r);
    if (e)
        errno = e;
    return r;
}
