/* Opens a DLL by a relative path, as dlopen("./libreldl.so") in the program's
   directory, and spends its time there: the profile must record the DLL's absolute
   path so that hpcprof run elsewhere still names its functions. */
#include <dlfcn.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    void *h = dlopen(argc > 1 ? argv[1] : "./libreldl.so", RTLD_NOW);
    if (!h) { printf("dlopen: %s\n", dlerror()); return 1; }
    int (*spin)(int) = (int (*)(int))dlsym(h, "reldl_spin");
    if (!spin) { printf("dlsym: %s\n", dlerror()); return 1; }
    printf("%d\n", spin(200000));
    return 0;
}
