/* Calls into a DLL through import stubs ("ldd X(dp),r1; bve (r1); ldd X+8(dp),dp"),
   callbacks from it into the program, and a dlopen'ed copy whose constructor the
   dld runs from inside the dl_open system call. */
#include <dlfcn.h>
#include <stdio.h>

long lib_twice(long (*f)(long), long x);
long lib_depth(int n);

static long inc(long x) { return x + lib_depth(3); }

int main(int argc, char **argv)
{
    printf("%ld %ld\n", lib_twice(inc, 10), lib_depth(50));
    (void)argc;
    void *h = dlopen(argv[1], RTLD_NOW);
    if (!h) { printf("dlopen: %s\n", dlerror()); return 1; }
    long (*twice)(long (*)(long), long) = (long (*)(long (*)(long), long))dlsym(h, "lib_twice");
    printf("%ld\n", twice ? twice(inc, 1) : -1);
    dlclose(h);
    return 0;
}
