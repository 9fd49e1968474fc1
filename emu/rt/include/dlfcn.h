/* Dynamic loading for PA-64 guests: dlopen/dlsym/dlclose/dlerror, served by the emulator
   acting as dld (system calls 301-304, docs/guest-abi.md). Values follow HP-UX. */
#ifndef _DLFCN_H_
#define _DLFCN_H_

#ifdef __cplusplus
extern "C" {
#endif

#define RTLD_LAZY    0x0001
#define RTLD_NOW     0x0002
#define RTLD_GLOBAL  0x0004
#define RTLD_LOCAL   0x0008

/* Pseudo-handles for dlsym. */
#define RTLD_NEXT    ((void *)-1L)
#define RTLD_DEFAULT ((void *)-2L)
#define RTLD_SELF    ((void *)-3L)

void *dlopen(const char *path, int mode);
/* A function's result is a descriptor address, callable as an ordinary function pointer. */
void *dlsym(void *handle, const char *name);
int dlclose(void *handle);
char *dlerror(void);

#ifdef __cplusplus
}
#endif

#endif /* _DLFCN_H_ */
