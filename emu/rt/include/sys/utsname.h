/* POSIX <sys/utsname.h> (newlib has none for this target): uname fills it from the host
   (system call 582), with the machine a PA-64 Linux system reports, "parisc64". */
#ifndef _SYS_UTSNAME_H
#define _SYS_UTSNAME_H

#define _UTSNAME_LENGTH 65

struct utsname {
    char sysname[_UTSNAME_LENGTH];
    char nodename[_UTSNAME_LENGTH];
    char release[_UTSNAME_LENGTH];
    char version[_UTSNAME_LENGTH];
    char machine[_UTSNAME_LENGTH];
    char domainname[_UTSNAME_LENGTH];
};

#ifdef __cplusplus
extern "C" {
#endif
int uname(struct utsname *name);
#ifdef __cplusplus
}
#endif

#endif /* _SYS_UTSNAME_H */
