/* Guest memory: one PROT_NONE reservation of GUEST_SPACE bytes; guest address g lives
   at mem_base + g. Host faults inside it become guest faults, others are host crashes. */
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <ucontext.h>
#include <unistd.h>
#include "run.h"
#include "crash.h"
#include "jit.h"
#include "mmap.h"

uint8_t *mem_base;
static struct cpu *fault_cpu;
uint8_t *mem_prot_map;        /* per guest page: PROT_* bits as mapped (run.h) */
static int guest_running;    /* cpu_run activations: only then is fault_jmp a landing pad */
static char setup_what[512]; /* "tool: program" for a host fault outside a run */

#define PAGE 4096ull

/* A second call returns the guest space to its reserved, empty state (fuzzers load
   one program after another in one process). */
int mem_init(void)
{
    mmap_forget_all();
    if (mem_base) return mem_unmap(0, GUEST_SPACE);
    void *p = mmap(NULL, GUEST_SPACE, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (p == MAP_FAILED) return -1;
    mem_base = p;
    mem_prot_map = calloc(GUEST_SPACE / PAGE, 1);
    return mem_prot_map ? 0 : -1;
}

int mem_map(uint64_t addr, uint64_t len, int prot)
{
    uint64_t a = addr & ~(PAGE - 1), e = (addr + len + PAGE - 1) & ~(PAGE - 1);
    if (e > GUEST_SPACE || e < a) return -1;
    if (e == a) return 0;
    if (mprotect(mem_base + a, e - a, prot) != 0) return -1;
    memset(mem_prot_map + a / PAGE, prot | 0x80, (e - a) / PAGE);
    return 0;
}

int mem_unmap(uint64_t addr, uint64_t len)
{
    uint64_t a = addr & ~(PAGE - 1), e = (addr + len + PAGE - 1) & ~(PAGE - 1);
    if (e > GUEST_SPACE || e < a) return -1;
    /* Fresh zero pages on the next map, as munmap + mmap would give. */
    if (mmap(mem_base + a, e - a, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE | MAP_FIXED, -1, 0) == MAP_FAILED)
        return -1;
    memset(mem_prot_map + a / PAGE, 0, (e - a) / PAGE);
    return 0;
}

/* The guest protection of pages another part of the emulator mapped itself (a host
   mmap at mem_base + addr, mmap.c): prot's PROT_* bits, exec implying read. */
void mem_note_mapped(uint64_t addr, uint64_t len, int prot)
{
    if (prot & PROT_EXEC) prot |= PROT_READ;
    memset(mem_prot_map + addr / PAGE, prot | 0x80, len / PAGE);
}

/* PROT_* bits of the page holding addr, or -1 when it is not mapped. */
int mem_page_prot(uint64_t addr)
{
    if (addr >= GUEST_SPACE || !(mem_prot_map[addr / PAGE] & 0x80)) return -1;
    return mem_prot_map[addr / PAGE] & 7;
}

/* Set while the emulator reads guest memory that may fault although mapped (a file
   page past the end of the file: host SIGBUS): the fault lands here, not in the guest. */
static sigjmp_buf *volatile probe_escape;

const char *mem_guest_string(uint64_t a)
{
    sigjmp_buf escape;
    const char *volatile found = NULL;
    if (sigsetjmp(escape, 1) == 0) {
        probe_escape = &escape;
        for (uint64_t i = 0; i < 4096 && mem_accessible(a + i, 0); i++)
            if (mem_base[a + i] == 0) { found = (const char *)mem_base + a; break; }
    }
    probe_escape = NULL;
    return found;
}

void mem_guest_running(int delta) { guest_running += delta; }

void mem_set_fault_context(const char *tool, const char *path)
{
    snprintf(setup_what, sizeof setup_what, "%s: %s", tool, path);
}

/* The loader or dld touched unmapped guest memory while no guest code runs: a bad
   file got past validation. One line, not a guest fault (there is no guest state to
   report) and not a crash report. */
static void setup_fault(uint64_t g)
{
    char msg[700];
    int n = snprintf(msg, sizeof msg, "%s: cannot load: host access to unmapped guest address 0x%llx "
                     "while loading the program\n", setup_what, (unsigned long long)g);
    if (n > 0) write(2, msg, (size_t)n < sizeof msg ? (size_t)n : sizeof msg - 1);
    _exit(1);
}

static void on_fault(int sig, siginfo_t *si, void *uc_)
{
    uint8_t *a = si->si_addr;
    if (probe_escape && a >= mem_base && a < mem_base + GUEST_SPACE) siglongjmp(*probe_escape, 1);
    if (fault_cpu && !guest_running && a >= mem_base && a < mem_base + GUEST_SPACE) setup_fault((uint64_t)(a - mem_base));
    if (fault_cpu && a >= mem_base && a < mem_base + GUEST_SPACE) {
        ucontext_t *uc = uc_;
        int write = 0;
#if defined(__x86_64__)
        write = (uc->uc_mcontext.gregs[REG_ERR] & 2) != 0;
#else
        (void)uc;
#endif
        struct cpu *c = fault_cpu;
        jit_fault_state(c, uc);
        c->fault = sig == SIGBUS ? FAULT_BUS : FAULT_SEGV;
        c->fault_addr = (uint64_t)(a - mem_base);
        c->fault_what = write ? "store to" : "load from";
        siglongjmp(c->fault_jmp, 1);
    }
    /* A fault outside guest memory is our bug: report both call paths, then die. */
    crash_report(sig);
}

void mem_install_fault_handler(struct cpu *c)
{
    struct sigaction sa;
    static char altstack[65536];
    stack_t ss = { .ss_sp = altstack, .ss_size = sizeof altstack, .ss_flags = 0 };
    sigaltstack(&ss, NULL);
    memset(&sa, 0, sizeof sa);
    sa.sa_sigaction = on_fault;
    sa.sa_flags = SA_SIGINFO | SA_ONSTACK | SA_NODEFER;
    sigemptyset(&sa.sa_mask);
    sigaction(SIGSEGV, &sa, NULL);
    sigaction(SIGBUS, &sa, NULL);
    fault_cpu = c;
}

_Noreturn void guest_fault(struct cpu *c, enum fault_kind k, uint64_t addr, const char *what)
{
    c->fault = k;
    c->fault_addr = addr;
    c->fault_what = what;
    siglongjmp(c->fault_jmp, 1);
}
