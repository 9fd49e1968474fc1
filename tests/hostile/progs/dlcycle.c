/* Balanced dlopen/dlclose cycles of one DLL (argv[1]), N times: each cycle must cost
   the same, in time and memory, however many came before (they grew quadratically).
   With a third argument "stale", then calls the DLL's function through a pointer saved
   before the last dlclose: a guest SIGSEGV, as with a real dld that unmaps. */
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
    if (argc < 3) return 2;
    long n = atol(argv[2]), sum = 0;
    int (*saved)(int) = 0;
    for (long i = 0; i < n; i++) {
        void *h = dlopen(argv[1], RTLD_NOW);
        if (!h) { printf("cycle %ld: dlopen failed: %s\n", i, dlerror()); return 1; }
        int (*f)(int) = (int (*)(int))dlsym(h, "h_value");
        sum += f ? f(1) : -1000000;
        saved = f;
        if (dlclose(h)) { printf("cycle %ld: dlclose failed\n", i); return 1; }
    }
    printf("%ld cycles, sum %ld\n", n, sum);
    if (argc > 3 && saved) {
        fflush(stdout);
        printf("stale call returned %d\n", saved(1));
    }
    return 0;
}
