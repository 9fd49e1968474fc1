/* Bug reports for our own crashes: when the emulator or profiler itself faults or
   aborts, print the guest call path (our unwinder) and the host call path (libunwind). */
#ifndef PA64_CRASH_H
#define PA64_CRASH_H
struct session;
struct cpu;
/* Prints the guest frames of c, one per line, on fd (async-signal context: write(2)
   only). The emulator has no guest unwinder: the command passes the profiler's. */
typedef void (*crash_guest_path_fn)(int fd, struct cpu *c);
/* guest_path may be null: the report then has the program and PC only. */
void crash_report_install(struct session *s, crash_guest_path_fn guest_path);
/* Called by the fault handler for a host fault outside guest memory; does not return. */
void crash_report(int sig);
#endif
