/* POSIX shared-memory objects: files in the host's /dev/shm (as glibc does), opened
   through the emulator's open; mmap(MAP_SHARED) of one is shared with every process
   that maps it, a forked child included. */
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>
#include "alias.h"

#define SHM_DIR "/dev/shm/"

/* "/name" or "name" as a path in SHM_DIR; -1 (errno set) for an empty name, one with
   another '/', or one too long. */
static int shm_path(const char *name, char *path, size_t len)
{
    while (*name == '/') name++;
    size_t n = strlen(name);
    if (n == 0 || strchr(name, '/') || !strcmp(name, ".") || !strcmp(name, "..")) { errno = EINVAL; return -1; }
    if (n > 255 || sizeof SHM_DIR + n > len) { errno = ENAMETOOLONG; return -1; }
    memcpy(path, SHM_DIR, sizeof SHM_DIR - 1);
    memcpy(path + sizeof SHM_DIR - 1, name, n + 1);
    return 0;
}

PA64_WEAK int shm_open(const char *name, int flags, mode_t mode)
{
    char path[sizeof SHM_DIR + 256];
    if (shm_path(name, path, sizeof path)) return -1;
    return open(path, flags, mode);
}

PA64_WEAK int shm_unlink(const char *name)
{
    char path[sizeof SHM_DIR + 256];
    if (shm_path(name, path, sizeof path)) return -1;
    return unlink(path);
}
