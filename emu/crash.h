/* Bug reports for our own crashes: when the emulator or profiler itself faults or
   aborts, print the guest call path (our unwinder) and the host call path (libunwind). */
#ifndef PA64_CRASH_H
#define PA64_CRASH_H
struct session;
void crash_report_install(struct session *s);
/* Called by the fault handler for a host fault outside guest memory; does not return. */
void crash_report(int sig);
/* Defined with the profiler (src/core/guestpath.c): the guest frames, one per line. */
void crash_print_guest_path(int fd) __attribute__((weak));
#endif
