/* Directories and links: mkdir/rmdir, chdir/fchdir/getcwd, link, symlink/readlink,
   lstat, realpath and <dirent.h>; one success and one error each. */
#include <dirent.h>
#include <fcntl.h>
#include <limits.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>
#include "check.h"

static int touch(const char *path)
{
    int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0644);
    return fd >= 0 && write(fd, "abc", 3) == 3 && close(fd) == 0;
}

static int cmp(const void *a, const void *b) { return strcmp(*(char *const *)a, *(char *const *)b); }

int main(void)
{
    char top[PATH_MAX], cwd[PATH_MAX];
    OK("getcwd", getcwd(top, sizeof top) == top && top[0] == '/');
    OK("mkdir", mkdir("d", 0755) == 0);
    ERR("mkdir EEXIST", mkdir("d", 0755), EEXIST);
    OK("chdir", chdir("d") == 0 && getcwd(cwd, sizeof cwd) && strlen(cwd) == strlen(top) + 2 &&
                strcmp(cwd + strlen(top), "/d") == 0);
    ERR("chdir ENOENT", chdir("nowhere"), ENOENT);
    errno = 0;
    OK("getcwd ERANGE", getcwd(cwd, 2) == NULL && errno == ERANGE);

    OK("files", touch("b") && touch("a") && touch("c") && mkdir("sub", 0700) == 0);
    OK("link", link("a", "a2") == 0);
    ERR("link EEXIST", link("a", "b"), EEXIST);
    OK("symlink", symlink("b", "lnk") == 0);
    ERR("symlink EEXIST", symlink("c", "lnk"), EEXIST);

    struct stat st, st2;
    OK("lstat", lstat("lnk", &st) == 0 && S_ISLNK(st.st_mode) && stat("lnk", &st2) == 0 && S_ISREG(st2.st_mode) &&
                st2.st_size == 3);
    OK("link count", stat("a", &st) == 0 && st.st_nlink == 2);
    ERR("lstat ENOENT", lstat("nothing", &st), ENOENT);
    char buf[64];
    ssize_t n = readlink("lnk", buf, sizeof buf);
    OK("readlink", n == 1 && buf[0] == 'b');
    ERR("readlink EINVAL", readlink("a", buf, sizeof buf), EINVAL);
    ERR("readlink EFAULT", readlink("lnk", WILD, 10), EFAULT);

    char rp[PATH_MAX], *m;
    OK("realpath", realpath("sub/../lnk", rp) == rp && strcmp(rp + strlen(cwd), "/b") == 0);
    OK("realpath malloc", (m = realpath(".", NULL)) != NULL && strcmp(m, cwd) == 0);
    free(m);
    errno = 0;
    OK("realpath ENOENT", realpath("sub/none", rp) == NULL && errno == ENOENT);

    DIR *d = opendir(".");
    OK("opendir", d != NULL);
    char *names[16];
    int count = 0, dirs = 0;
    struct dirent *e;
    while ((e = readdir(d)) && count < 16) {
        if (e->d_type == DT_DIR) dirs++;
        names[count++] = strdup(e->d_name);
    }
    qsort(names, count, sizeof *names, cmp);
    char all[128] = "";
    for (int i = 0; i < count; i++) { strcat(all, names[i]); strcat(all, " "); free(names[i]); }
    OK("readdir", strcmp(all, ". .. a a2 b c lnk sub ") == 0 && dirs == 3);
    printf("   entries: %s\n", all);
    rewinddir(d);
    int again = 0;
    while (readdir(d)) again++;
    OK("rewinddir", again == count);
    OK("closedir", closedir(d) == 0);
    errno = 0;
    OK("opendir ENOENT", opendir("nowhere") == NULL && errno == ENOENT);
    errno = 0;
    OK("opendir ENOTDIR", opendir("a") == NULL && errno == ENOTDIR);

    struct dirent **list;
    int k = scandir(".", &list, NULL, alphasort);
    OK("scandir", k == 8 && strcmp(list[2]->d_name, "a") == 0 && strcmp(list[7]->d_name, "sub") == 0);
    for (int i = 0; i < k; i++) free(list[i]);
    free(list);

    int dfd = open("sub", O_RDONLY);
    OK("fchdir", fchdir(dfd) == 0 && getcwd(buf, sizeof buf) && strcmp(buf + strlen(buf) - 4, "/sub") == 0);
    close(dfd);
    int ffd = open("../a", O_RDONLY);
    ERR("fchdir ENOTDIR", fchdir(ffd), ENOTDIR);
    close(ffd);
    OK("chdir ..", chdir("..") == 0);

    ERR("rmdir EINVAL", rmdir("."), EINVAL);
    OK("cleanup", unlink("a") == 0 && unlink("a2") == 0 && unlink("b") == 0 && unlink("c") == 0 &&
                  unlink("lnk") == 0 && rmdir("sub") == 0 && chdir("..") == 0);
    OK("refill", touch("d/x"));
    ERR("rmdir ENOTEMPTY", rmdir("d"), ENOTEMPTY);
    OK("rmdir", unlink("d/x") == 0 && rmdir("d") == 0);
    return failures != 0;
}
