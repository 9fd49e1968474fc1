/* File attribute calls: chmod/fchmod, chown/fchown with "unchanged" ids, utime with given
   times and with NULL (now), and their errno on a missing file. Runs in a scratch directory. */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>
#include <utime.h>

static int failures;

static void check(int ok, const char *what)
{
    printf("%s: %s\n", what, ok ? "ok" : "FAILED");
    if (!ok)
        failures++;
}

static int mode_of(const char *path)
{
    struct stat st;
    return stat(path, &st) ? -1 : (int)(st.st_mode & 07777);
}

int main(void)
{
    const char *a = "pa64rt_attrs.tmp";
    struct stat st;
    unlink(a);
    int fd = open(a, O_WRONLY | O_CREAT | O_TRUNC, 0600);
    check(fd >= 3, "create");

    check(chmod(a, 0640) == 0 && mode_of(a) == 0640, "chmod 0640");
    check(fchmod(fd, 0604) == 0 && mode_of(a) == 0604, "fchmod 0604");
    check(chmod(a, 04755) == 0 && (mode_of(a) & 0777) == 0755, "chmod keeps the permission bits");

    check(stat(a, &st) == 0, "stat");
    uid_t uid = st.st_uid;
    gid_t gid = st.st_gid;
    check(chown(a, (uid_t)-1, (gid_t)-1) == 0, "chown -1 -1");
    check(fchown(fd, (uid_t)-1, (gid_t)-1) == 0, "fchown -1 -1");
    check(chown(a, uid, gid) == 0, "chown to the owner it has");
    check(stat(a, &st) == 0 && st.st_uid == uid && st.st_gid == gid, "owner unchanged");

    struct utimbuf t = { .actime = 1000000000, .modtime = 1234567890 };
    check(utime(a, &t) == 0, "utime");
    check(stat(a, &st) == 0 && st.st_atime == 1000000000 && st.st_mtime == 1234567890,
          "utime times read back");
    time_t before = time(NULL);
    check(utime(a, NULL) == 0, "utime NULL");
    check(stat(a, &st) == 0 && st.st_mtime >= before && st.st_mtime <= time(NULL) + 1,
          "utime NULL is now");

    errno = 0;
    check(chmod("pa64rt_attrs.missing", 0644) == -1 && errno == ENOENT, "chmod missing: ENOENT");
    errno = 0;
    check(utime("pa64rt_attrs.missing", &t) == -1 && errno == ENOENT, "utime missing: ENOENT");
    errno = 0;
    check(fchmod(-1, 0644) == -1 && errno == EBADF, "fchmod bad fd: EBADF");
    errno = 0;
    check(utime(a, (const struct utimbuf *)16) == -1 && errno == EFAULT, "utime bad pointer: EFAULT");

    check(close(fd) == 0 && unlink(a) == 0, "clean up");
    printf("%d failures\n", failures);
    return failures != 0;
}
