/* For tests/proc/csprof.sh: a parent and a child that work in different functions, and a
   second child that execs the program again ("exec": the work of an exec'd image). The
   first child leaves for / before it exits. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>
static volatile double sink;
__attribute__((noinline)) static void parent_work(long n) { for (long i = 0; i < n; i++) sink += i * 0.5; }
__attribute__((noinline)) static void child_work(long n) { for (long i = 0; i < n; i++) sink += i * 0.25; }
int main(int argc, char **argv)
{
    if (argc > 1 && !strcmp(argv[1], "exec")) { child_work(3000000); return 3; }
    parent_work(2000000);
    pid_t kids[2];
    for (int k = 0; k < 2; k++) {
        kids[k] = fork();
        if (kids[k] == 0) {
            if (k == 1) { execl(argv[0], "forker", "exec", (char *)NULL); _exit(99); }
            child_work(3000000);
            chdir("/");                 /* its profile still goes where csprof started */
            exit(0);
        }
    }
    int ok = 1;
    for (int k = 0; k < 2; k++) { int st; waitpid(kids[k], &st, 0); ok &= WIFEXITED(st) && WEXITSTATUS(st) == (k ? 3 : 0); }
    parent_work(2000000);
    printf("parent done %d\n", ok);
    return !ok;
}
