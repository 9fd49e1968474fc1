/* dlopen/dlsym/dlclose/dlerror: loading with a dependency, symbols, errors, unloading
   with finalizers, RTLD_GLOBAL, and the program's own handle. */
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main_hook(int x) { return x + 1; }

static void bye(void) { printf("main: atexit handler\n"); }

/* Error texts name the directories searched, which depend on where the test runs. */
static void show_error(const char *what)
{
    char *e = dlerror();
    char *cut = e ? strstr(e, " (searched: ") : NULL;
    if (cut) *cut = '\0';
    printf("%s: %s\n", what, e ? e : "(no error)");
}

static void check(const char *what, int ok) { printf("%-40s %s\n", what, ok ? "ok" : "FAILED"); }

static void *open_c3(void)
{
    void *h = dlopen("libc3.so", RTLD_NOW);
    check("dlopen libc3.so", h != NULL);
    if (!h) { show_error("dlopen libc3.so"); exit(1); }
    check("second dlopen gives the same handle", dlopen("libc3.so", RTLD_LAZY) == h);
    return h;
}

static void use_c3(void *h)
{
    int (*add)(int, int) = (int (*)(int, int))dlsym(h, "c3_add");
    int (*(*self)(void))(int, int) = (int (*(*)(void))(int, int))dlsym(h, "c3_self");
    int (*scaled)(int) = (int (*)(int))dlsym(h, "c3_scaled");
    const char *(*word)(int) = (const char *(*)(int))dlsym(h, "c3_word");
    int *counter = (int *)dlsym(h, "c3_counter");
    int (*get)(void) = (int (*)(void))dlsym(h, "c3_get");
    check("dlsym of functions and data", add && self && scaled && word && counter && get);
    check("c3_add(2, 3) == 5", add(2, 3) == 5);
    check("dlsym gives the DLL's own descriptor", self() == add);
    *counter = 7;
    check("data written through dlsym pointer", get() == 7);
    check("c3_scaled(4) == 45 (libd, program)", scaled(4) == 45);
    check("static string table", strcmp(word(1), "beta") == 0);
    check("dependency's symbol via handle", dlsym(h, "d_mul") != NULL);
    check("not in the global scope (RTLD_LOCAL)", dlsym(RTLD_DEFAULT, "c3_add") == NULL);
    dlerror();
    check("dlsym of a missing symbol is NULL", dlsym(h, "c3_nope") == NULL);
    show_error("dlerror");
    show_error("dlerror again");
}

static void failures(void)
{
    check("dlopen libnope.so fails", dlopen("libnope.so", RTLD_NOW) == NULL);
    show_error("dlerror");
    check("dlopen libbad.so fails", dlopen("libbad.so", RTLD_NOW) == NULL);
    show_error("dlerror");
    check("dlopen libbad.so fails again", dlopen("libbad.so", RTLD_NOW) == NULL);
    show_error("dlerror");
}

static void global_and_self(void)
{
    void *e = dlopen("libe.so", RTLD_NOW | RTLD_GLOBAL);
    check("dlopen libe.so RTLD_GLOBAL", e != NULL);
    int *v = (int *)dlsym(RTLD_DEFAULT, "e_value");
    check("RTLD_DEFAULT finds e_value", v && *v == 314);
    void *self = dlopen(NULL, RTLD_NOW);
    check("dlopen(NULL) finds the program's main_hook", dlsym(self, "main_hook") == (void *)main_hook);
    check("... and libe's e_twice", dlsym(self, "e_twice") == dlsym(e, "e_twice"));
}

int main(void)
{
    atexit(bye);
    failures();
    void *h = open_c3();
    use_c3(h);
    printf("dlclose #1: %d\n", dlclose(h));
    printf("dlclose #2:\n");
    printf("  returns %d\n", dlclose(h));
    check("dlsym on a closed handle fails", dlsym(h, "c3_add") == NULL);
    show_error("dlerror");
    global_and_self();
    void *again = dlopen("libc3.so", RTLD_NOW);
    check("reopened libc3 starts afresh", again && *(int *)dlsym(again, "c3_counter") == 0);
    printf("main: returns\n");
    return 0;
}
