/* Reads a small host text file whole (readtext.h). */
#include <fcntl.h>
#include <unistd.h>
#include "readtext.h"

long __pa64_read_text(const char *path, char *buf, size_t size)
{
    if (size == 0) return -1;
    int fd = open(path, O_RDONLY);
    if (fd < 0) return -1;
    ssize_t n = read(fd, buf, size - 1);
    close(fd);
    if (n <= 0) return -1;
    buf[n] = 0;
    return (long)n;
}
