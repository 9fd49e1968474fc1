/* Guest side of the random-instruction differential harness (insn-diff.sh): fills a
   RWX region with instruction words made from a seed (64 KiB) -- fully random ("r") or
   with a PA-RISC 2.0 major opcode ("v": loads and stores through wild bases, branches
   anywhere, system-control moves, FP, the gateway) -- and calls its middle with
   registers holding a data buffer, wild pointers, the gateway and the reserved slot.
   Whatever happens (return, fault, system calls with random arguments, a loop the
   instruction limit ends) must be the same under every engine.
   usage: runner SEED r|v */
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

#define CODE_BYTES (64u << 10)
#define DATA_BYTES (16u << 10)

static uint64_t state;
static uint32_t next(void)            /* xorshift64*: the same words on every host */
{
    state ^= state >> 12;
    state ^= state << 25;
    state ^= state >> 27;
    return (uint32_t)((state * 0x2545F4914F6CDD1DULL) >> 32);
}

/* Major opcodes PA-RISC 2.0 defines, the frequent ones listed twice. */
static const uint8_t majors[] = {
    0x00, 0x01, 0x02, 0x02, 0x02, 0x03, 0x03, 0x05, 0x06, 0x08, 0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x0d,
    0x0e, 0x0f, 0x10, 0x11, 0x12, 0x13, 0x14, 0x16, 0x17, 0x18, 0x19, 0x1a, 0x1b, 0x1c, 0x1e, 0x1f,
    0x20, 0x21, 0x22, 0x23, 0x24, 0x25, 0x26, 0x27, 0x28, 0x29, 0x2a, 0x2b, 0x2c, 0x2d, 0x2e, 0x2f,
    0x30, 0x31, 0x32, 0x33, 0x34, 0x34, 0x35, 0x36, 0x38, 0x39, 0x3a, 0x3a, 0x3b, 0x3c, 0x3d, 0x3e,
};

static uint32_t word(int valid)
{
    uint32_t w = next();
    if (!valid) return w;
    w = (w & 0x03ffffffu) | (uint32_t)majors[next() % sizeof majors] << 26;
    /* Keep most base registers on the ones set up below (r19-r27: data, wild, gateway). */
    if (next() % 4) w = (w & ~(0x1fu << 21)) | (19u + next() % 9) << 21;
    return w;
}

/* Traps skip the instruction that trapped, FAULTS times: the handler finds its signal
   frame (emu/os/signals.h: "PA64SIGF", then the signal, the queue front and back)
   below its own frame -- the stack grows upward -- and moves the queue on. */
#define FAULTS 300
static volatile int faults;
static const int trap_sigs[] = { SIGILL, SIGSEGV, SIGBUS, SIGFPE, SIGTRAP };

static void on_trap(int sig)
{
    volatile uint64_t here = 0;
    volatile uint64_t *p = (volatile uint64_t *)(((uintptr_t)&here) & ~7u);   /* below any C object */
    for (int i = 0; i < 1024; i++, p--)
        if (p[0] == 0x5041363453494746ULL && p[1] == (uint64_t)sig) {
            p[2] = p[3];                /* front = back: skip the instruction */
            p[3] = p[3] + 4;
            break;
        }
    if (++faults < FAULTS) signal(sig, on_trap);
}

typedef long (*body_fn)(long, long, long, long, long, long, long, long);
struct desc { uint64_t r0, r1, entry, gp; };

int main(int argc, char **argv)
{
    if (argc < 3) { fprintf(stderr, "usage: runner SEED r|v\n"); return 2; }
    state = strtoull(argv[1], NULL, 0) * 2654435761u + 1;
    int valid = argv[2][0] == 'v';
    uint32_t *code = mmap(0, CODE_BYTES, PROT_READ | PROT_WRITE | PROT_EXEC, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    uint8_t *data = mmap(0, DATA_BYTES, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (code == MAP_FAILED || data == MAP_FAILED) { perror("mmap"); return 2; }
    for (unsigned i = 0; i < CODE_BYTES / 4; i++) code[i] = word(valid);
    for (unsigned i = 0; i < DATA_BYTES; i++) data[i] = (uint8_t)next();
    static struct desc d;
    d.entry = (uint64_t)(uintptr_t)(code + CODE_BYTES / 8);
    d.gp = (uint64_t)(uintptr_t)(data + DATA_BYTES / 2);
    for (unsigned i = 0; i < sizeof trap_sigs / sizeof *trap_sigs; i++) signal(trap_sigs[i], on_trap);
    body_fn body = (body_fn)(void *)&d;
    __asm__("" : "+r"(body));           /* an indirect call through the descriptor */
    long r = body((long)(data + DATA_BYTES / 2), (long)(data + 100), 0xdeadbeef000L, 0x8000,
                                   0x8c00, (long)(code + 64), -8, 0);
    uint64_t h = 1469598103934665603ULL;
    for (unsigned i = 0; i < DATA_BYTES; i++) h = (h ^ data[i]) * 1099511628211ULL;
    printf("returned %lx after %d traps, data %016llx\n", (unsigned long)r, faults, (unsigned long long)h);
    return 0;
}
