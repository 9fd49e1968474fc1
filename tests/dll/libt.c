/* A DLL function for tailcall.c: any call into a DLL leaves the DLL's gp in r27. */
int n_call(int x);

int n_call(int x)
{
    return x + 41;
}
