/* Code a program maps itself with mmap(PROT_EXEC) instead of dlopen (mapcode.c): a leaf
   that touches no global data and no constant pool (no multiply: gcc takes its constant
   from the DLT), so it runs wherever the file lands. */
int mapcode_spin(int n)
{
    unsigned x = 2463534242u;
    for (int i = 0; i < n; i++) {
        x ^= x << 13;
        x ^= x >> 17;
        x ^= x << 5;
    }
    return (int)(x >> 8);
}
