/* <mntent.h>: lines "fsname dir type opts freq passno" of /proc/mounts-style tables, with
   blanks in names written as octal escapes (\040); comments and blank lines skipped. */
#include <mntent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "alias.h"

PA64_WEAK FILE *setmntent(const char *file, const char *mode)
{
    return fopen(file, mode);
}

PA64_WEAK int endmntent(FILE *stream)
{
    if (stream)
        fclose(stream);
    return 1;               /* always 1, as the other C libraries return */
}

/* Decodes \ooo escapes of one field in place. */
static char *unescape(char *s)
{
    char *w = s;
    for (char *r = s; *r; ) {
        if (r[0] == '\\' && r[1] >= '0' && r[1] <= '3' && r[2] >= '0' && r[2] <= '7' &&
            r[3] >= '0' && r[3] <= '7') {
            *w++ = (char)((r[1] - '0') * 64 + (r[2] - '0') * 8 + (r[3] - '0'));
            r += 4;
        } else {
            *w++ = *r++;
        }
    }
    *w = 0;
    return s;
}

static char *field(char **p)
{
    char *s = *p + strspn(*p, " \t\n");
    if (!*s)
        return NULL;
    char *e = s + strcspn(s, " \t\n");
    if (*e)
        *e++ = 0;
    *p = e;
    return unescape(s);
}

PA64_WEAK struct mntent *getmntent_r(FILE *stream, struct mntent *mnt, char *buf, int size)
{
    while (fgets(buf, size, stream)) {
        char *p = buf;
        char *fsname = field(&p);
        if (!fsname || fsname[0] == '#')
            continue;
        char *dir = field(&p), *type = field(&p), *opts = field(&p);
        char *freq = field(&p), *pass = field(&p);
        if (!dir)
            continue;
        mnt->mnt_fsname = fsname;
        mnt->mnt_dir = dir;
        mnt->mnt_type = type ? type : "";
        mnt->mnt_opts = opts ? opts : "";
        mnt->mnt_freq = freq ? atoi(freq) : 0;
        mnt->mnt_passno = pass ? atoi(pass) : 0;
        return mnt;
    }
    return NULL;
}

PA64_WEAK struct mntent *getmntent(FILE *stream)
{
    static struct mntent m;
    static char line[4096];
    return getmntent_r(stream, &m, line, sizeof line);
}

/* Writes one field with blanks and backslashes escaped, as getmntent reads them back. */
static int put_field(FILE *f, const char *s)
{
    for (; *s; s++) {
        int r = strchr(" \t\n\\", *s) ? fprintf(f, "\\%03o", (unsigned char)*s) : fputc(*s, f);
        if (r < 0)
            return -1;
    }
    return 0;
}

PA64_WEAK int addmntent(FILE *stream, const struct mntent *mnt)
{
    if (fseek(stream, 0, SEEK_END) < 0)
        return 1;
    const char *f[4] = { mnt->mnt_fsname, mnt->mnt_dir, mnt->mnt_type, mnt->mnt_opts };
    for (int i = 0; i < 4; i++)
        if (put_field(stream, f[i]) < 0 || fputc(' ', stream) < 0)
            return 1;
    if (fprintf(stream, "%d %d\n", mnt->mnt_freq, mnt->mnt_passno) < 0 || fflush(stream))
        return 1;
    return 0;
}

/* The option opt ("name" or the "name" of "name=value") in mnt_opts, or NULL. */
PA64_WEAK char *hasmntopt(const struct mntent *mnt, const char *opt)
{
    size_t n = strlen(opt);
    for (char *p = mnt->mnt_opts; p && *p; ) {
        if (!strncmp(p, opt, n) && (p[n] == 0 || p[n] == ',' || p[n] == '='))
            return p;
        p = strchr(p, ',');
        if (p)
            p++;
    }
    return NULL;
}
