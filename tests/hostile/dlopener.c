/* dlopen(argv[1]): prints the dld's reason when it fails. A bad DLL must fail here with
   its file and field in dlerror(), never fault or crash the emulator. */
#include <dlfcn.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    if (argc < 2) return 2;
    void *h = dlopen(argv[1], RTLD_NOW);
    if (!h) {
        printf("dlopen failed: %s\n", dlerror());
        return 1;
    }
    int (*f)(int) = (int (*)(int))dlsym(h, "h_value");
    printf("dlopen ok: h_value(1) = %d\n", f ? f(1) : -1);
    return 0;
}
