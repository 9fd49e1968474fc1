/* Files: dup, dup2, fcntl (flags, descriptor flags, F_DUPFD), ftruncate/truncate,
   fsync/fdatasync, pread/pwrite, utimes, umask; one success and one error each. */
#include <fcntl.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/time.h>
#include <sys/resource.h>
#include <unistd.h>
#include "check.h"

/* The runtime's raw system-call stubs (emu/rt/syscall.S): they pass 64-bit values. */
long __pa64_sys_read(long fd, void *buf, unsigned long len);
long __pa64_sys_close(long fd);

static off_t size_of(int fd)
{
    struct stat st;
    return fstat(fd, &st) ? -1 : st.st_size;
}

int main(void)
{
    int fd = open("f.dat", O_RDWR | O_CREAT | O_TRUNC, 0644);
    OK("open", fd >= 3);
    OK("write", write(fd, "0123456789", 10) == 10);

    int d = dup(fd);
    OK("dup", d > fd && lseek(d, 0, SEEK_CUR) == 10);
    ERR("dup EBADF", dup(999), EBADF);
    OK("dup2", dup2(fd, 20) == 20 && lseek(20, 0, SEEK_CUR) == 10);
    ERR("dup2 EBADF", dup2(77, 21), EBADF);
    ERR("dup2 beyond limit", dup2(fd, 1 << 20), EBADF);
    OK("close dup", close(d) == 0 && close(20) == 0);

    OK("F_GETFL", (fcntl(fd, F_GETFL) & O_ACCMODE) == O_RDWR);
    OK("F_SETFL", fcntl(fd, F_SETFL, O_APPEND | O_NONBLOCK) == 0 &&
                  (fcntl(fd, F_GETFL) & (O_APPEND | O_NONBLOCK)) == (O_APPEND | O_NONBLOCK));
    fcntl(fd, F_SETFL, 0);
    OK("F_GETFD", fcntl(fd, F_GETFD) == 0);
    OK("F_SETFD", fcntl(fd, F_SETFD, FD_CLOEXEC) == 0 && fcntl(fd, F_GETFD) == FD_CLOEXEC);
    int d2 = fcntl(fd, F_DUPFD, 30);
    OK("F_DUPFD", d2 >= 30 && fcntl(d2, F_GETFD) == 0);
    close(d2);
    ERR("fcntl EBADF", fcntl(55, F_GETFL), EBADF);
    ERR("fcntl EINVAL", fcntl(fd, 1234), EINVAL);
    ERR("F_DUPFD EINVAL", fcntl(fd, F_DUPFD, -1), EINVAL);

    OK("ftruncate shrink", ftruncate(fd, 4) == 0 && size_of(fd) == 4);
    OK("ftruncate grow", ftruncate(fd, 100) == 0 && size_of(fd) == 100);
    ERR("ftruncate EINVAL", ftruncate(fd, -1), EINVAL);
    OK("truncate", truncate("f.dat", 6) == 0 && size_of(fd) == 6);
    ERR("truncate ENOENT", truncate("no/such", 1), ENOENT);

    char buf[8] = { 0 };
    lseek(fd, 1, SEEK_SET);
    OK("pread", pread(fd, buf, 3, 1) == 3 && memcmp(buf, "123", 3) == 0 && lseek(fd, 0, SEEK_CUR) == 1);
    OK("pwrite", pwrite(fd, "xy", 2, 4) == 2 && pread(fd, buf, 6, 0) == 6 && memcmp(buf, "0123xy", 6) == 0);
    ERR("pread EINVAL", pread(fd, buf, 1, -5), EINVAL);
    ERR("pwrite EBADF", pwrite(66, "a", 1, 0), EBADF);
    ERR("pread EFAULT", pread(fd, WILD, 4, 0), EFAULT);

    OK("fsync", fsync(fd) == 0);
    OK("fdatasync", fdatasync(fd) == 0);
    ERR("fsync EBADF", fsync(88), EBADF);
    ERR("fdatasync EBADF", fdatasync(-3), EBADF);

    struct timeval tv[2] = { { 1000000000, 5 }, { 1200000000, 7 } };
    struct stat st;
    OK("utimes", utimes("f.dat", tv) == 0 && stat("f.dat", &st) == 0 && st.st_mtime == 1200000000 &&
                 st.st_atime == 1000000000);
    tv[0].tv_usec = 2000000;
    ERR("utimes EINVAL", utimes("f.dat", tv), EINVAL);
    ERR("utimes EFAULT", utimes("f.dat", WILD), EFAULT);

    mode_t old = umask(027);
    OK("umask", umask(old) == 027);
    int g = open("g.dat", O_RDWR | O_CREAT | O_TRUNC, 0666);
    umask(077);
    int h = open("h.dat", O_RDWR | O_CREAT | O_TRUNC, 0666);
    OK("umask applies", fstat(h, &st) == 0 && (st.st_mode & 0777) == 0600);
    umask(old);
    close(g);
    close(h);

    char *m = mmap(NULL, 3 * 4096, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    m[100] = 42;
    OK("mremap shrink", mremap(m, 3 * 4096, 4096, 0) == m && m[100] == 42);
    ERR("mremap grow ENOMEM", mremap(m, 4096, 8 * 4096, MREMAP_MAYMOVE) == MAP_FAILED ? -1 : 0, ENOMEM);
    ERR("mremap EINVAL", mremap(m + 1, 4096, 4096, 0) == MAP_FAILED ? -1 : 0, EINVAL);

    OK("read 64-bit fd EBADF", __pa64_sys_read((1L << 32) | fd, buf, 1) == -EBADF);
    OK("close 64-bit fd EBADF", __pa64_sys_close((1L << 32) | fd) == -EBADF && fcntl(fd, F_GETFD) >= 0);

    struct rlimit rl;
    OK("getrlimit NOFILE", getrlimit(RLIMIT_NOFILE, &rl) == 0 && rl.rlim_cur >= 20);
    ERR("fd beyond limit", dup2(fd, (int)rl.rlim_cur), EBADF);
    close(fd);
    unlink("f.dat");
    unlink("g.dat");
    unlink("h.dat");
    return failures != 0;
}
