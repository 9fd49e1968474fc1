/* POSIX shared memory objects (shm_open/shm_unlink) as Linux keeps them: files of the
   host's /dev/shm (a tmpfs), so a guest and a native process naming the same object
   share it, and mmap of the descriptor is an ordinary MAP_SHARED file mapping. */
#define _POSIX_C_SOURCE 200809L   /* O_CLOEXEC, O_NOFOLLOW in newlib's <fcntl.h> */
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>
#include "alias.h"

#define SHM_DIR "/dev/shm/"

/* Builds the host path of object name ("/name": one leading slash, none after). */
static int shm_path(const char *name, char *path)
{
    while (*name == '/')
        name++;
    size_t len = strlen(name);
    if (len == 0 || strchr(name, '/') || !strcmp(name, ".") || !strcmp(name, ".."))
        return EINVAL;
    if (len > NAME_MAX)
        return ENAMETOOLONG;
    memcpy(path, SHM_DIR, sizeof SHM_DIR - 1);
    memcpy(path + sizeof SHM_DIR - 1, name, len + 1);
    return 0;
}

PA64_WEAK int shm_open(const char *name, int oflag, mode_t mode)
{
    char path[sizeof SHM_DIR + NAME_MAX];
    int e = shm_path(name, path);
    if (e) {
        errno = e;
        return -1;
    }
    /* POSIX: the descriptor has FD_CLOEXEC; a symbolic link is not followed. */
    int fd = open(path, oflag | O_NOFOLLOW | O_CLOEXEC, mode);
    if (fd >= 0 && fcntl(fd, F_SETFD, FD_CLOEXEC) < 0) {
        e = errno;
        close(fd);
        errno = e;
        return -1;
    }
    return fd;
}

PA64_WEAK int shm_unlink(const char *name)
{
    char path[sizeof SHM_DIR + NAME_MAX];
    int e = shm_path(name, path);
    if (e) {
        errno = e;
        return -1;
    }
    int r = unlink(path);
    if (r < 0 && errno == EPERM)      /* the object's permission, not a directory's */
        errno = EACCES;
    return r;
}
