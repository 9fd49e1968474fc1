/* A statically-bound program (no dld at startup) can still dlopen: the DLL's C library
   references bind to the program's symbol table. */
#include <dlfcn.h>
#include <stdio.h>

int main_hook(int x) { return x + 1; }

int main(void)
{
    void *h = dlopen("libc3.so", RTLD_NOW);
    if (!h) {
        printf("dlopen: %s\n", dlerror());
        return 1;
    }
    int (*scaled)(int) = (int (*)(int))dlsym(h, "c3_scaled");
    printf("c3_scaled(4) = %d\n", scaled ? scaled(4) : -1);
    printf("dlclose: %d\n", dlclose(h));
    return 0;
}
