/* What GNU make and LTP's mmap tests needed of the runtime: getprogname, getlogin, getloadavg,
   shm_open/shm_unlink, open's O_CLOEXEC and O_NOFOLLOW, <mntent.h>, statfs/fstatfs,
   statvfs/fstatvfs and uname; one success and one error each. "progs login NAME" checks that
   getlogin is NAME (run with a login uid set), "progs nologin" that it is ENXIO; "progs
   signals ignored|default" checks the signals ignored by the emulator's parent. */
#define _GNU_SOURCE
#include <fcntl.h>
#include <signal.h>
#include <sys/wait.h>
#include <mntent.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <sys/utsname.h>
#include <sys/vfs.h>
#include <unistd.h>
#include "check.h"

static void login_checks(int argc, char **argv)
{
    char name[64];
    if (!strcmp(argv[1], "login") && argc > 2) {
        char *s = getlogin();
        OK("getlogin", s && !strcmp(s, argv[2]));
        OK("getlogin_r", getlogin_r(name, sizeof name) == 0 && !strcmp(name, argv[2]));
        OK("getlogin_r ERANGE", getlogin_r(name, 1) == ERANGE);
    } else {
        errno = 0;
        OK("getlogin ENXIO", getlogin() == NULL && errno == ENXIO);
        OK("getlogin_r ENXIO", getlogin_r(name, sizeof name) == ENXIO);
    }
}

static void shm_checks(void)
{
    char name[64];
    snprintf(name, sizeof name, "/pa64-progs-%d", (int)getpid());
    int fd = shm_open(name, O_RDWR | O_CREAT | O_EXCL, 0600);
    OK("shm_open", fd >= 0 && ftruncate(fd, 4096) == 0);
    OK("shm_open FD_CLOEXEC", fcntl(fd, F_GETFD) == FD_CLOEXEC);
    char *p = mmap(NULL, 4096, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
    OK("shm mmap", p != MAP_FAILED && (strcpy(p, "shared"), 1));
    int fd2 = shm_open(name, O_RDONLY, 0);
    char buf[8] = "";
    OK("shm_open again", fd2 >= 0 && read(fd2, buf, 7) == 7 && !strcmp(buf, "shared"));
    ERR("shm_open EEXIST", shm_open(name, O_RDWR | O_CREAT | O_EXCL, 0600), EEXIST);
    ERR("shm_open EINVAL", shm_open("/a/b", O_RDONLY, 0), EINVAL);
    OK("shm_unlink", shm_unlink(name) == 0);
    ERR("shm_unlink ENOENT", shm_unlink(name), ENOENT);
    munmap(p, 4096);
    close(fd);
    close(fd2);
}

static void open_flag_checks(void)
{
    int fd = open("cloexec", O_WRONLY | O_CREAT | O_CLOEXEC, 0644);
    OK("open O_CLOEXEC", fd >= 0 && fcntl(fd, F_GETFD) == FD_CLOEXEC);
    close(fd);
    fd = open("plain", O_WRONLY | O_CREAT, 0644);
    OK("open without O_CLOEXEC", fd >= 0 && fcntl(fd, F_GETFD) == 0);
    close(fd);
    OK("symlink", symlink("plain", "link") == 0);
    fd = open("plain", O_RDONLY | O_NOFOLLOW);
    OK("open O_NOFOLLOW file", fd >= 0);
    close(fd);
    ERR("open O_NOFOLLOW ELOOP", open("link", O_RDONLY | O_NOFOLLOW), ELOOP);
}

static void mntent_checks(void)
{
    /* Every line of the host's mount table is one entry (a chroot's table need not
       list "/"), each with its fields and rw or ro among its options. */
    FILE *f = setmntent("/proc/mounts", "r");
    FILE *raw = fopen("/proc/mounts", "r");
    char line[4096];
    int lines = 0, entries = 0, fields = 1;
    while (raw && fgets(line, sizeof line, raw)) lines++;
    if (raw) fclose(raw);
    struct mntent *m;
    while (f && (m = getmntent(f))) {
        entries++;
        fields &= m->mnt_fsname[0] && m->mnt_dir[0] == '/' && m->mnt_type[0] &&
                  (hasmntopt(m, "ro") || hasmntopt(m, "rw"));
    }
    OK("getmntent", f && entries > 0 && entries == lines && fields);
    OK("endmntent", endmntent(f) == 1);
    errno = 0;
    OK("setmntent ENOENT", setmntent("no-such-table", "r") == NULL && errno == ENOENT);

    struct mntent w = { "dev one", "/mnt/a b", "ext4", "rw,noatime,uid=5", 1, 2 };
    f = setmntent("table", "w+");
    OK("addmntent", f && addmntent(f, &w) == 0 && fseek(f, 0, SEEK_SET) == 0);
    m = f ? getmntent(f) : NULL;
    OK("addmntent read back", m && !strcmp(m->mnt_fsname, "dev one") && !strcmp(m->mnt_dir, "/mnt/a b") &&
                              m->mnt_freq == 1 && m->mnt_passno == 2);
    OK("hasmntopt", m && hasmntopt(m, "uid") && !strncmp(hasmntopt(m, "noatime"), "noatime,", 8) &&
                    !hasmntopt(m, "atime") && !hasmntopt(m, "ro"));
    endmntent(f);
}

static void statfs_checks(void)
{
    struct statfs s, s2;
    struct statvfs v;
    OK("statfs", statfs(".", &s) == 0 && s.f_bsize > 0 && s.f_blocks > 0 && s.f_bfree <= s.f_blocks &&
                 s.f_namelen >= 14);
    int fd = open(".", O_RDONLY);
    OK("fstatfs", fd >= 0 && fstatfs(fd, &s2) == 0 && s2.f_type == s.f_type && s2.f_blocks == s.f_blocks);
    OK("statfs /proc", statfs("/proc", &s2) == 0 && s2.f_type == 0x9fa0);
    ERR("statfs ENOENT", statfs("no/such", &s), ENOENT);
    ERR("statfs EFAULT", statfs(".", WILD), EFAULT);
    ERR("fstatfs EBADF", fstatfs(99, &s), EBADF);
    OK("statvfs", statvfs(".", &v) == 0 && v.f_blocks == s.f_blocks && v.f_frsize > 0 && v.f_namemax == (unsigned long)s.f_namelen);
    OK("fstatvfs", fstatvfs(fd, &v) == 0 && v.f_bfree <= v.f_blocks);
    ERR("statvfs EFAULT", statvfs(".", WILD), EFAULT);
    ERR("fstatvfs EBADF", fstatvfs(-1, &v), EBADF);
    close(fd);
}

static void uname_checks(void)
{
    struct utsname u;
    OK("uname", uname(&u) == 0 && u.sysname[0] && u.nodename[0] && u.release[0] && !strcmp(u.machine, "parisc64"));
    ERR("uname EFAULT", uname(WILD), EFAULT);
}

static int ignored(int sig)
{
    struct sigaction sa;
    return sigaction(sig, NULL, &sa) == 0 && sa.sa_handler == SIG_IGN;
}

/* "ignored": started with SIGINT and SIGHUP ignored (env --ignore-signal=INT,HUP), as a
   shell's background job or nohup starts a program; "default": with both default. */
static void inherited_checks(const char *self, const char *mode)
{
    if (!strcmp(mode, "default")) {
        OK("SIGINT default when not ignored", !ignored(SIGINT) && !ignored(SIGHUP));
        return;
    }
    if (!strcmp(mode, "after-exec")) {
        exit(ignored(SIGINT) && ignored(SIGHUP) ? 0 : 1);
    }
    OK("inherited SIG_IGN", ignored(SIGINT) && ignored(SIGHUP) && !ignored(SIGQUIT) && !ignored(SIGTERM));
    OK("ignored SIGINT raised", raise(SIGINT) == 0);
    int st;
    pid_t p = fork();
    if (p == 0) {
        execl(self, self, "signals", "after-exec", (char *)NULL);
        _exit(2);
    }
    OK("still ignored after exec", p > 0 && waitpid(p, &st, 0) == p && WIFEXITED(st) && WEXITSTATUS(st) == 0);
    p = fork();
    if (p == 0) {
        signal(SIGINT, SIG_DFL);
        raise(SIGINT);
        _exit(0);
    }
    OK("SIG_DFL again: SIGINT kills", p > 0 && waitpid(p, &st, 0) == p && WIFSIGNALED(st) && WTERMSIG(st) == SIGINT);
}

int main(int argc, char **argv)
{
    if (argc > 2 && !strcmp(argv[1], "signals")) {
        inherited_checks(argv[0], argv[2]);
        return 0;
    }
    if (argc > 1) {
        login_checks(argc, argv);
        return 0;
    }
    OK("getprogname", !strcmp(getprogname(), "progs"));
    setprogname("/x/renamed");
    OK("setprogname", !strcmp(getprogname(), "renamed"));
    double la[3] = { -1, -1, -1 };
    OK("getloadavg", getloadavg(la, 3) == 3 && la[0] >= 0 && la[1] >= 0 && la[2] >= 0);
    OK("getloadavg one", getloadavg(la, 1) == 1);
    ERR("getloadavg EINVAL", getloadavg(la, -1), EINVAL);
    shm_checks();
    open_flag_checks();
    mntent_checks();
    statfs_checks();
    uname_checks();
    return 0;
}
