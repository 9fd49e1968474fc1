/* The guest call path for host crash reports (emu/os/crash.h crash_guest_path_fn). */
#ifndef CSPROF_GUESTPATH_H
#define CSPROF_GUESTPATH_H
struct cpu;
void crash_print_guest_path(int fd, struct cpu *c);
#endif
