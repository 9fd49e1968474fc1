/* Record locks between two guest processes: "hold FILE READY" write-locks bytes 10-19 of
   FILE, writes its pid to READY and waits until READY is removed; "probe FILE PID" checks from a
   second process that F_GETLK reports that lock and F_SETLK is refused, then locks the
   rest. With no arguments: the one-process checks and the error cases. */
#include <fcntl.h>
#include <stdlib.h>
#include <unistd.h>
#include "check.h"

static struct flock lk(short type, long start, long len)
{
    struct flock f;
    memset(&f, 0, sizeof f);
    f.l_type = type;
    f.l_whence = SEEK_SET;
    f.l_start = start;
    f.l_len = len;
    return f;
}

static int hold(const char *file, const char *ready)
{
    int fd = open(file, O_RDWR | O_CREAT, 0644);
    struct flock f = lk(F_WRLCK, 10, 10);
    if (fd < 0 || fcntl(fd, F_SETLK, &f) < 0) { perror("hold"); return 1; }
    char pid[24], tmp[256];
    snprintf(tmp, sizeof tmp, "%s.tmp", ready);
    snprintf(pid, sizeof pid, "%d\n", (int)getpid());
    int r = open(tmp, O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (r < 0 || write(r, pid, strlen(pid)) < 0 || close(r) || rename(tmp, ready)) { perror(tmp); return 1; }
    for (int i = 0; i < 3000 && access(ready, F_OK) == 0; i++)
        usleep(10000);
    return 0;
}

static int probe(const char *file, long holder)
{
    int fd = open(file, O_RDWR);
    struct flock f = lk(F_RDLCK, 0, 0);
    OK("F_GETLK sees the other process", fcntl(fd, F_GETLK, &f) == 0 && f.l_type == F_WRLCK &&
                                          f.l_start == 10 && f.l_len == 10 && f.l_pid == (short)holder);
    f = lk(F_WRLCK, 15, 1);
    errno = 0;
    OK("F_SETLK conflict", fcntl(fd, F_SETLK, &f) == -1 && (errno == EAGAIN || errno == EACCES));
    f = lk(F_WRLCK, 20, 0);
    OK("F_SETLK beside it", fcntl(fd, F_SETLK, &f) == 0);
    f = lk(F_WRLCK, 0, 10);
    OK("F_SETLKW free range", fcntl(fd, F_SETLKW, &f) == 0);
    return failures != 0;
}

int main(int argc, char **argv)
{
    if (argc == 4 && strcmp(argv[1], "hold") == 0) return hold(argv[2], argv[3]);
    if (argc == 4 && strcmp(argv[1], "probe") == 0) return probe(argv[2], atol(argv[3]));
    int fd = open("l.dat", O_RDWR | O_CREAT | O_TRUNC, 0644);
    struct flock f = lk(F_WRLCK, 0, 100);
    OK("F_SETLK", fcntl(fd, F_SETLK, &f) == 0);
    f = lk(F_WRLCK, 0, 100);
    OK("F_GETLK own lock is no conflict", fcntl(fd, F_GETLK, &f) == 0 && f.l_type == F_UNLCK);
    f = lk(F_UNLCK, 0, 0);
    OK("F_UNLCK", fcntl(fd, F_SETLK, &f) == 0);
    f = lk(7, 0, 1);
    ERR("F_SETLK EINVAL type", fcntl(fd, F_SETLK, &f), EINVAL);
    ERR("F_SETLK EFAULT", fcntl(fd, F_SETLK, WILD), EFAULT);
    int ro = open("l.dat", O_RDONLY);
    f = lk(F_WRLCK, 0, 1);
    ERR("F_SETLK EBADF on read-only", fcntl(ro, F_SETLK, &f), EBADF);
    f = lk(F_RDLCK, 0, 1);
    ERR("F_GETLK EBADF", fcntl(99, F_GETLK, &f), EBADF);
    close(ro);
    close(fd);
    unlink("l.dat");
    return failures != 0;
}
