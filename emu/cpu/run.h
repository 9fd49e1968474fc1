/* The interpreter loop, the decoded-page cache and calls from host into guest code. */
#ifndef PA64_RUN_H
#define PA64_RUN_H
#include <sys/mman.h>
#include "cpu.h"

enum stop_reason { STOP_NONE, STOP_EXIT, STOP_RETURN, STOP_FAULT, STOP_INTERRUPT };

/* Runs until the guest exits (returns STOP_EXIT, status in *status), a host call
   returns (STOP_RETURN) or a guest fault (STOP_FAULT, c->fault* describe it). */
enum stop_reason cpu_run(struct cpu *c, int *status);

/* cpu_run activations on the host stack: 1 while the program runs, more inside a
   host call into guest code made from a system call (a signal handler). */
int cpu_run_depth(void);

/* Calls the guest function at code address `entry` with global pointer gp and up to
   6 arguments; returns ret0, or sets *stopped if the guest exited or faulted. */
uint64_t guest_call(struct cpu *c, uint64_t entry, uint64_t gp, int nargs, const uint64_t *args,
                    enum stop_reason *stopped, int *status);

/* Host calls into guest code, announced to an observer (the unwinder, the shadow call
   stack): with entering = 1 before the guest runs, `interrupted` being the guest context
   the call interrupts (the system call in progress), NULL when
   there is none (initializers before main, exit after it); with entering = 0 after the
   nested run ended. Null (the default): no cost. */
typedef void (*guest_call_observer_fn)(struct cpu *c, int level, const struct cpu *interrupted,
                                       int entering);
extern guest_call_observer_fn guest_call_observer;
/* The guest code the host call being announced will run (valid in the observer). */
extern uint64_t guest_call_entry;

/* guest_calls in progress: host-return addresses of deeper levels are not live. */
int guest_call_depth(void);

/* Gateway addresses at which host calls return: level 0 is the outermost (main or
   $START$ returning), level N the Nth nested guest_call. */
#define HOST_RETURN_LEVELS 64
static inline uint64_t host_return_address(int level) { return GATEWAY_RETURN - 8u * (unsigned)level; }

/* How instructions run; every mode retires the same instructions with the same effects.
   RUN_INTERP: one by one through the reference loop (pa64 --interp). RUN_BLOCKS:
   straight-line blocks between event checks, interpreted (--no-jit). RUN_JIT (the
   default): those blocks translated to host code where the host allows (jit.c). */
enum run_mode { RUN_JIT, RUN_BLOCKS, RUN_INTERP };
extern int run_mode;

/* The decoded instruction at guest address pc, NULL if its word was not decoded. */
struct dinsn;
const struct dinsn *cpu_decoded(uint64_t pc);
/* Changes whenever a decoded word may change or go: a page cleared or released. What
   was worked out from decoded words holds while it stays the same (words decoded since
   may make more of them). */
uint64_t cpu_decode_epoch(void);

void dcache_invalidate(uint64_t addr);
void dcache_flush_all(void);
/* Frees the decoded pages of [addr, addr+len) (a closed DLL's code: the range may be
   mapped again for another DLL, whose code is then decoded anew). */
void dcache_release(uint64_t addr, uint64_t len);

/* Memory (mem.c). */
int mem_init(void);
int mem_map(uint64_t addr, uint64_t len, int prot);      /* prot: PROT_* */
int mem_unmap(uint64_t addr, uint64_t len);
/* Per guest page: its PROT_* bits, and 0x80 while mapped (mem.c keeps it). */
extern uint8_t *mem_prot_map;
/* Inline: the division summaries ask it on every call (divdi3.c). */
static inline int mem_accessible(uint64_t addr, int write)
{
    if (addr >= GUEST_SPACE) return 0;
    uint8_t p = mem_prot_map[addr >> 12];
    return (p & 0x80) && (p & (write ? PROT_WRITE : PROT_READ));
}
void mem_note_mapped(uint64_t addr, uint64_t len, int prot);   /* page-aligned range */
int mem_page_prot(uint64_t addr);                              /* PROT_* or -1 unmapped */
/* A guest C string: mapped and NUL-terminated within 4096 bytes, else NULL. */
const char *mem_guest_string(uint64_t addr);
void mem_install_fault_handler(struct cpu *c);
/* cpu_run brackets guest execution with +1/-1: host faults in guest memory outside
   it are loader errors (one line naming the program, set here), not guest faults. */
void mem_guest_running(int delta);
void mem_set_fault_context(const char *tool, const char *path);

/* Stop request from the gateway (sysvec.c) to the loop. */
void cpu_request_stop(struct cpu *c, enum stop_reason why, int status);
/* Async-signal-safe: a host interrupt (SIGINT/SIGTERM). The running loop, and every
   run started afterwards, returns STOP_INTERRUPT with this status at the next
   instruction boundary. cpu_interrupted() is the status, 0 when none came. */
void cpu_interrupt(int status);
int cpu_interrupted(void);

#endif
