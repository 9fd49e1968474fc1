/* Every system call of docs/guest-abi.md (but exit) with wild arguments: unmapped,
   misaligned, past the guest space, huge lengths. Each must return (an error, usually
   EFAULT = -14), never crash the host. The calls go straight to the gateway through a
   function descriptor, as the runtime's stubs do, so nothing in libc checks first. */
#include <stdio.h>

typedef long (*sysfn)(long, long, long, long, long, long);
struct desc { unsigned long r0, r1, entry, gp; };

static long call(int n, long a)
{
    static struct desc d;
    d.entry = 0x8000u + 4u * (unsigned)n;
    d.gp = 0;
    return ((sysfn)(void *)&d)(a, a, a, a, a, a);
}

/* Not fork (2): it takes no arguments and its child would run the rest again. */
int main(int argc, char **argv)
{
    /* 0x8fa0: a host-return address no call uses; 0x8c00: the first reserved code slot
       (the profiler's trampoline under csprof): both SIGILL. */
    if (argc > 1) return (int)call(argv[1][0] == 's' ? 768 : 1000, 0);
    static const int calls[] = { 3, 4, 5, 6, 10, 13, 15, 16, 17, 18, 19, 20, 28, 30, 33, 37, 43, 44,
                                 48, 54, 71, 73, 116, 123, 124, 128, 239, 300, 301, 302, 303, 304,
                                 305, 306, 330, 7, 99, 400, 529, 1022, 1023 };
    /* Pointer-taking calls whose first pointer is checked before anything else. */
    static const int efault[] = { 5, 10, 15, 16, 18, 30, 33, 43, 116, 128, 300 };
    static const long wild[] = { 0x10, 0x7ff, 0xfffffffcL, 0x100000000L, -16L, (long)0xdeadbeefdeadbeefUL,
                                 0x7fffffffffffffffL, 0x8001 };
    int bad = 0;
    for (unsigned w = 0; w < sizeof wild / sizeof *wild; w++)
        for (unsigned i = 0; i < sizeof calls / sizeof *calls; i++) {
            long r = call(calls[i], wild[w]);
            for (unsigned k = 0; k < sizeof efault / sizeof *efault; k++)
                if (calls[i] == efault[k] && w != 7 && r != -14) {
                    printf("syscall %d (0x%lx) returned %ld, not EFAULT\n", calls[i], wild[w], r);
                    bad++;
                }
        }
    printf("done, %d unexpected\n", bad);
    return bad != 0;
}
