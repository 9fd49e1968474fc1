/* A DLL for the hpcprof tests: profiles place samples in it at a mapped address. */
int lib_spin(int n)
{
    int s = 0;
    for (int i = 0; i < n; i++) s += i ^ s;
    return s;
}
