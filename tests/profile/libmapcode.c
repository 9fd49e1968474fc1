/* Code a program maps itself with mmap(PROT_EXEC) instead of dlopen (mapcode.c): it
   touches no global data and no constant pool (no multiply: gcc takes its constant from
   the DLT), so it runs wherever the file lands; mapcode_spin has a frame and calls
   inner, so unwinding from inner needs the file's own unwind table. */
static __attribute__((noinline)) unsigned inner(unsigned x, int n)
{
    for (int i = 0; i < n; i++) {
        x ^= x << 13;
        x ^= x >> 17;
        x ^= x << 5;
    }
    return x;
}

int mapcode_spin(int n)
{
    volatile unsigned acc = 0;
    for (int k = 0; k < 4; k++)
        acc += inner(2463534242u + (unsigned)k, n / 4);
    return (int)(acc >> 8);
}
