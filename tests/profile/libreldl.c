/* The DLL tests/profile/reldl.c opens by a relative path. */
int reldl_spin(int n)
{
    volatile int s = 0;
    for (int i = 0; i < n; i++) s += i & 7;
    return s;
}
