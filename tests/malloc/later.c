/* calls@FUNC and -e malloc across dlopen (tests/malloc/run.sh): libleak.so is loaded at
   run time, after the profiler resolved the names it knew at start. */
#include <dlfcn.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    void *h = dlopen(argc > 1 ? argv[1] : "libleak.so", RTLD_NOW);
    if (!h) { printf("dlopen: %s\n", dlerror()); return 1; }
    void *(*leak)(void) = (void *(*)(void))dlsym(h, "dll_leak");
    for (int i = 0; i < 3; i++) leak();
    printf("later done\n");
    return 0;
}
