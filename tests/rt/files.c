/* File system calls through stdio and the POSIX layer: create, write, read, seek,
   fstat/stat, access, rename, unlink, and the errno values of failures.
   Runs in a scratch directory (the runner's cwd). */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static int failures;

static void check(int ok, const char *what)
{
    printf("%s: %s\n", what, ok ? "ok" : "FAILED");
    if (!ok)
        failures++;
}

int main(void)
{
    const char *a = "pa64rt_files_a.tmp", *b = "pa64rt_files_b.tmp";
    char buf[256];
    unlink(a);
    unlink(b);

    /* POSIX layer. */
    int fd = open(a, O_WRONLY | O_CREAT | O_TRUNC, 0644);
    check(fd >= 3, "open for writing");
    check(write(fd, "hello, ", 7) == 7, "write 7 bytes");
    check(write(fd, "pa64 world\n", 11) == 11, "write 11 bytes");
    check(close(fd) == 0, "close");

    struct stat st;
    check(stat(a, &st) == 0, "stat");
    check(st.st_size == 18, "stat size 18");
    check(S_ISREG(st.st_mode), "stat regular file");
    check((st.st_mode & 0777) == 0644 || (st.st_mode & 0777) == (0644 & ~022), "stat mode");
    check(access(a, R_OK | W_OK) == 0, "access R_OK|W_OK");

    fd = open(a, O_RDONLY);
    check(fd >= 0, "open for reading");
    memset(buf, 0, sizeof buf);
    check(read(fd, buf, sizeof buf) == 18, "read whole file");
    printf("content: %s", buf);
    check(read(fd, buf, sizeof buf) == 0, "read at EOF returns 0");
    check(lseek(fd, 7, SEEK_SET) == 7, "lseek SEEK_SET");
    check(read(fd, buf, 4) == 4 && memcmp(buf, "pa64", 4) == 0, "read after seek");
    check(lseek(fd, -6, SEEK_END) == 12, "lseek SEEK_END");
    check(lseek(fd, 0, SEEK_CUR) == 12, "lseek SEEK_CUR");
    check(fstat(fd, &st) == 0 && st.st_size == 18, "fstat size");
    check(close(fd) == 0, "close reader");

    /* Append through O_APPEND. */
    fd = open(a, O_WRONLY | O_APPEND);
    check(fd >= 0 && write(fd, "more\n", 5) == 5 && close(fd) == 0, "append");
    check(stat(a, &st) == 0 && st.st_size == 23, "size after append");

    /* stdio on top. */
    FILE *f = fopen(a, "r+");
    check(f != NULL, "fopen r+");
    check(fgets(buf, sizeof buf, f) != NULL && strcmp(buf, "hello, pa64 world\n") == 0, "fgets line 1");
    check(ftell(f) == 18, "ftell");
    check(fseek(f, 0, SEEK_SET) == 0, "fseek to start");
    check(fputs("HELLO", f) >= 0, "fputs overwrite");
    check(fseek(f, 0, SEEK_END) == 0 && ftell(f) == 23, "fseek end");
    check(fclose(f) == 0, "fclose");

    f = fopen(a, "r");
    size_t n = fread(buf, 1, sizeof buf - 1, f);
    buf[n] = 0;
    fclose(f);
    printf("after overwrite (%zu bytes):\n%s", n, buf);

    /* Many small writes through a buffered stream, then read back. */
    f = fopen(b, "w");
    for (int i = 0; i < 1000; i++)
        fprintf(f, "%d\n", i * i);
    fclose(f);
    f = fopen(b, "r");
    long sum = 0, v;
    int lines = 0;
    while (fscanf(f, "%ld", &v) == 1) {
        sum += v;
        lines++;
    }
    fclose(f);
    printf("read back %d lines, sum %ld\n", lines, sum);

    /* rename replaces the target; the old name is gone. */
    check(rename(a, b) == 0, "rename over existing file");
    errno = 0;
    check(stat(a, &st) == -1 && errno == ENOENT, "old name ENOENT");
    check(stat(b, &st) == 0 && st.st_size == 23, "new name has the content");

    check(unlink(b) == 0, "unlink");
    errno = 0;
    check(open(b, O_RDONLY) == -1 && errno == ENOENT, "open removed file ENOENT");
    errno = 0;
    check(unlink(b) == -1 && errno == ENOENT, "unlink missing ENOENT");
    errno = 0;
    check(access(b, F_OK) == -1 && errno == ENOENT, "access missing ENOENT");
    check(fopen("no/such/dir/file", "w") == NULL, "fopen in missing dir fails");
    errno = 0;
    check(close(1234) == -1 && errno == EBADF, "close bad fd EBADF");
    errno = 0;
    check(read(-1, buf, 1) == -1 && errno == EBADF, "read bad fd EBADF");

    char cwd[1024];
    check(getcwd(cwd, sizeof cwd) != NULL && cwd[0] == '/', "getcwd absolute");

    printf("%d failures\n", failures);
    return failures != 0;
}
