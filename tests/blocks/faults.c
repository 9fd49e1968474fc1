/* Guest faults in the middle of straight-line code, for tests/blocks: the fault line
   (PC, function), the count and the registers must be the interpreter's. argv[1] picks
   the fault: segv (load from an unmapped page), store (store to page 0), bus
   (misaligned doubleword load), trap (addo overflow), fpsegv / fpbus (the same with FP
   doubleword loads, which translation emits inline), fpstore (FP store to page 0),
   tc (ADDI,TC,= of 0 in a loop, as the millicode tests its divisor: traps at the 40th),
   runbus / runedge (a run of four stores off one base, whose addresses translation tests
   once: misaligned, so the first faults; the last page below 4 GiB, so the third does),
   bus4 / bus2 (misaligned word and halfword loads, tested against a mask in memory),
   retsegv / retbus / retstore / retfp (a return's delay slot: a load from an unmapped
   page, a misaligned load, a store to page 0, an FP load from an unmapped page). */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

volatile long sink;

__attribute__((noinline)) static void run4(long *p, long v)
{
    __asm__ volatile("std %1,0(%0)\n\tstd %1,8(%0)\n\tstd %1,16(%0)\n\tstd %1,24(%0)" : : "r"(p), "r"(v) : "memory");
}

__attribute__((noinline)) static long walk(long *p, long n, long step)
{
    long s = 0;
    for (long i = 0; i < n; i++) { s += p[0] * 3 + i; p = (long *)((char *)p + step); }
    return s;
}

__attribute__((noinline)) static long walk4(int *p, long n, long step)
{
    long s = 0;
    for (long i = 0; i < n; i++) { s += p[0] * 3 + i; p = (int *)((char *)p + step); }
    return s;
}

__attribute__((noinline)) static long walk2(short *p, long n, long step)
{
    long s = 0;
    for (long i = 0; i < n; i++) { s += p[0] * 3 + i; p = (short *)((char *)p + step); }
    return s;
}

/* FP loads in a loop beside XMPYU (the 32 x 32 multiply): all inline when translated. */
__attribute__((noinline)) static double fwalk(double *p, long n, long step, unsigned *m)
{
    double s = 0;
    for (long i = 0; i < n; i++) {
        s += p[0] * 2.0;
        m[i & 7] = m[(i + 1) & 7] * m[(i + 3) & 7] + (unsigned)i;
        p = (double *)((char *)p + step);
    }
    return s;
}

/* Leaf functions whose access is the delay slot of their return (bve (rp); ldd ...). */
__attribute__((noinline, noclone)) long deref(long *p) { return *p; }
__attribute__((noinline, noclone)) void put(long *p, long v) { *p = v; }
__attribute__((noinline, noclone)) double fderef(double *p) { return *p; }

int main(int argc, char **argv)
{
    static long buf[64];
    const char *k = argc > 1 ? argv[1] : "segv";
    for (int i = 0; i < 64; i++) buf[i] = i;
    static double fbuf[64];
    static unsigned mbuf[8] = { 3, 5, 7, 11, 13, 17, 19, 23 };
    sink = walk(buf, 64, 8);
    sink += (long)fwalk(fbuf, 64, 8, mbuf);
    if (!strcmp(k, "segv")) sink = walk(buf, 1L << 40, 1L << 20);
    if (!strcmp(k, "store")) { long *volatile t = (long *)16; t[0] = sink; }
    if (!strcmp(k, "bus")) sink = walk((long *)((char *)buf + 4), 2, 8);
    sink += walk4((int *)buf, 64, 4) + walk2((short *)buf, 64, 2);
    if (!strcmp(k, "bus4")) sink = walk4((int *)((char *)buf + 2), 2, 4);
    if (!strcmp(k, "bus2")) sink = walk2((short *)((char *)buf + 1), 2, 2);
    if (!strcmp(k, "fpsegv")) sink = (long)fwalk(fbuf, 1L << 40, 1L << 20, mbuf);
    if (!strcmp(k, "fpbus")) sink = (long)fwalk((double *)((char *)fbuf + 4), 2, 8, mbuf);
    if (!strcmp(k, "fpstore")) { double *volatile t = (double *)16; t[0] = (double)sink; }
    if (!strcmp(k, "trap")) {
        long a = sink | (1L << 30), r;      /* the word sum overflows */
        __asm__ volatile("addo %1,%1,%0" : "=r"(r) : "r"(a));
        sink = r;
    }
    for (int i = 0; i < 64; i++) {         /* translated and chained before they fault */
        put(&buf[i], deref(&buf[63 - i]) + 1);
        sink += (long)fderef(&fbuf[i]);
    }
    if (!strcmp(k, "retsegv")) sink = deref((long *)(1L << 40));
    if (!strcmp(k, "retbus")) sink = deref((long *)((char *)buf + 4));
    if (!strcmp(k, "retstore")) put((long *)16, sink);
    if (!strcmp(k, "retfp")) sink = (long)fderef((double *)(1L << 40));
    run4(buf, 7);
    if (!strcmp(k, "runbus")) run4((long *)((char *)buf + 4), 9);
    if (!strcmp(k, "runedge")) {
        char *top = mmap((void *)0xfffff000ul, 4096, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED, -1, 0);
        if (top == MAP_FAILED) return 3;
        run4((long *)(top + 4080), 9);
    }
    if (!strcmp(k, "tc"))
        for (long i = 40; i >= 0; i--) {
            long r;
            __asm__ volatile("addi,tc,= 0,%1,%%r0\n\taddi,tc,<= 3,%1,%0\n\taddi,tc,nuv -1,%1,%0"
                             : "=r"(r) : "r"(i - 1 + (i == 0)));
            sink += r;
        }
    return 0;
}
