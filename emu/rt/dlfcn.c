/* dlopen/dlsym/dlclose/dlerror: thin wrappers over system calls 301-304; the emulator
   loads, relocates and initializes the DLL and keeps the error text. */
#include <dlfcn.h>
#include <stddef.h>
#include "syscall.h"

/* dlerror's result must stay valid until the next call, hence static storage. */
static char dl_message[512];

void *dlopen(const char *path, int mode)
{
    long r = __pa64_sys_dl_open(path, mode);
    return r > 0 ? (void *)r : NULL;
}

void *dlsym(void *handle, const char *name)
{
    long r = __pa64_sys_dl_sym((long)handle, name);
    return r > 0 ? (void *)r : NULL;
}

int dlclose(void *handle)
{
    return __pa64_sys_dl_close((long)handle) < 0 ? -1 : 0;
}

char *dlerror(void)
{
    long r = __pa64_sys_dl_error(dl_message, sizeof dl_message);
    if (r <= 0)
        return NULL;
    dl_message[sizeof dl_message - 1] = '\0';
    return dl_message;
}
