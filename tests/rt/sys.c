/* Process and memory system calls: getpid, isatty, kill with signal 0, anonymous and
   private file mmap/munmap, brk/sbrk bookkeeping. */
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
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
    pid_t pid = getpid();
    check(pid > 0 && getpid() == pid, "getpid positive and stable");
    check(kill(pid, 0) == 0, "kill(self, 0) checks without a signal");

    /* The runner gives stdin /dev/null and stdout a pipe or file. */
    errno = 0;
    check(isatty(0) == 0 && errno == ENOTTY, "stdin is not a tty (ENOTTY)");
    errno = 0;
    check(isatty(-1) == 0 && errno == EBADF, "isatty on a bad fd is EBADF");

    size_t len = 64 * 1024;
    unsigned char *m = mmap(NULL, len, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    check(m != MAP_FAILED, "anonymous mmap");
    if (m != MAP_FAILED) {
        int zero = 1;
        for (size_t i = 0; i < len; i++)
            if (m[i])
                zero = 0;
        check(zero, "anonymous memory is zeroed");
        check((uintptr_t)m % 4096 == 0, "mapping is page aligned");
        for (size_t i = 0; i < len; i++)
            m[i] = (unsigned char)(i * 7);
        int same = 1;
        for (size_t i = 0; i < len; i++)
            if (m[i] != (unsigned char)(i * 7))
                same = 0;
        check(same, "anonymous memory keeps what is written");
        check(munmap(m, len) == 0, "munmap");
    }

    const char *path = "pa64rt_sys_map.tmp";
    int fd = open(path, O_RDWR | O_CREAT | O_TRUNC, 0600);
    const char text[] = "mapped file contents\n";
    check(fd >= 0 && write(fd, text, sizeof text - 1) == (ssize_t)(sizeof text - 1), "create file to map");
    char *f = mmap(NULL, 4096, PROT_READ, MAP_PRIVATE, fd, 0);
    check(f != MAP_FAILED && memcmp(f, text, sizeof text - 1) == 0, "private file mapping reads the file");
    if (f != MAP_FAILED)
        check(munmap(f, 4096) == 0, "munmap file mapping");
    close(fd);
    unlink(path);

    errno = 0;
    check(mmap(NULL, len, PROT_READ, MAP_PRIVATE, 1234, 0) == MAP_FAILED && errno == EBADF,
          "mmap of a bad fd fails with EBADF");

    char *b0 = sbrk(0);
    char *b1 = sbrk(4096);
    char *b2 = sbrk(0);
    check(b1 == b0 && b2 == b0 + 4096, "sbrk returns the old break and moves it");
    memset(b1, 0x5a, 4096);
    check(sbrk(-4096) == b2 && sbrk(0) == b0, "sbrk shrinks back");

    printf("%d failures\n", failures);
    return failures != 0;
}
