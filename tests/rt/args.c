/* Command-line arguments and environment as crt0/dld deliver them: main's argc/argv/envp,
   the Table 2 copies (__argc, __argv, __envp, _environ), newlib's environ and getenv. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <pa64/startup.h>

extern char **environ;

static const char *base(const char *p)
{
    const char *s = strrchr(p, '/');
    return s ? s + 1 : p;
}

int main(int argc, char **argv, char **envp)
{
    printf("argc %d\n", argc);
    printf("argv[0] basename %s\n", base(argv[0]));
    for (int i = 1; i < argc; i++)
        printf("argv[%d] [%s]\n", i, argv[i]);
    printf("argv[argc] %s\n", argv[argc] == NULL ? "NULL" : "not NULL");

    printf("__argc matches %d\n", __argc == argc);
    printf("__argv matches %d\n", __argv == argv);
    printf("__envp matches %d\n", __envp == envp);
    printf("_environ matches %d\n", _environ == envp);
    printf("environ matches %d\n", environ == envp);

    int seen = 0;
    for (char **e = envp; *e; e++)
        if (strncmp(*e, "PA64RT_TEST=", 12) == 0) {
            printf("envp has %s\n", *e);
            seen++;
        }
    printf("envp entries for PA64RT_TEST: %d\n", seen);

    const char *v = getenv("PA64RT_TEST");
    printf("getenv PA64RT_TEST [%s]\n", v ? v : "(null)");
    v = getenv("PA64RT_EMPTY");
    printf("getenv PA64RT_EMPTY [%s]\n", v ? v : "(null)");
    v = getenv("PA64RT_SURELY_UNSET_VARIABLE");
    printf("getenv unset [%s]\n", v ? v : "(null)");

    setenv("PA64RT_NEW", "added", 1);
    v = getenv("PA64RT_NEW");
    printf("setenv then getenv [%s]\n", v ? v : "(null)");
    unsetenv("PA64RT_TEST");
    v = getenv("PA64RT_TEST");
    printf("after unsetenv [%s]\n", v ? v : "(null)");
    return 0;
}
