/* execve of a PA-64 program (the emulator again, same pid), of a host program
   (/bin/sh), execvp along PATH, execl, and the errors. With an argument "child" it is
   the exec'd image: it reports argv and the environment it was given. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

static int failures;
#define CHECK(cond, what) do { if (cond) printf("ok %s\n", what); else { printf("FAIL %s (errno %d)\n", what, errno); failures++; } } while (0)

static int run(pid_t pid)
{
    int st;
    if (waitpid(pid, &st, 0) != pid) return -1;
    return WIFEXITED(st) ? WEXITSTATUS(st) : 1000 + WTERMSIG(st);
}

int main(int argc, char **argv)
{
    if (argc > 1 && !strcmp(argv[1], "child")) {
        const char *v = getenv("PROC_TEST");
        printf("image: argv[0]=%s argc=%d argv[2]=%s PROC_TEST=%s\n", argv[0], argc, argc > 2 ? argv[2] : "-",
               v ? v : "(unset)");
        fflush(stdout);
        return 7;
    }
    char *self = argv[0];
    fflush(stdout);
    pid_t pid = fork();
    if (pid == 0) {
        char *cargv[] = { "renamed", "child", "two words", NULL };
        char *cenv[] = { "PROC_TEST=from-execve", NULL };
        execve(self, cargv, cenv);
        _exit(99);
    }
    CHECK(run(pid) == 7, "execve of a PA-64 program: its exit status");

    pid = fork();
    if (pid == 0) {
        execl("/bin/sh", "sh", "-c", "echo host sh says $0 $1; exit 5", "zero", "one", (char *)NULL);
        _exit(99);
    }
    CHECK(run(pid) == 5, "execl of /bin/sh: its exit status");

    pid = fork();
    if (pid == 0) {
        char *cargv[] = { "true", NULL };
        execvp("true", cargv);
        _exit(99);
    }
    CHECK(run(pid) == 0, "execvp finds true along PATH");

    int st = system("exit 3");
    CHECK(WIFEXITED(st) && WEXITSTATUS(st) == 3, "system returns the shell's status");
    fflush(stdout);
    CHECK(system("echo system runs ls: ; ls /bin/sh") == 0, "system(\"ls\")");

    FILE *f = popen("echo from popen; echo line two", "r");
    char line[100] = "", line2[100] = "";
    CHECK(f && fgets(line, sizeof line, f) && fgets(line2, sizeof line2, f), "popen r reads");
    CHECK(!strcmp(line, "from popen\n") && !strcmp(line2, "line two\n"), "popen r: the command's output");
    CHECK(f && pclose(f) == 0, "pclose: status 0");
    f = popen("cat > /dev/null; exit 4", "w");
    CHECK(f && fputs("to the command\n", f) >= 0, "popen w writes");
    st = f ? pclose(f) : -1;
    CHECK(WIFEXITED(st) && WEXITSTATUS(st) == 4, "pclose: the command's status");

    /* errors: none of them replaces the image */
    char *none[] = { "x", NULL };
    errno = 0;
    CHECK(execve("/nonexistent/prog", none, none + 1) == -1 && errno == ENOENT, "execve missing file: ENOENT");
    errno = 0;
    CHECK(execve("/", none, none + 1) == -1 && errno == EACCES, "execve a directory: EACCES");
    char **volatile wild = (char **)8;
    errno = 0;
    CHECK(execve(self, wild, none + 1) == -1 && errno == EFAULT, "execve wild argv: EFAULT");
    char *bad[] = { "x", (char *)16, NULL };
    errno = 0;
    CHECK(execve(self, bad, none + 1) == -1 && errno == EFAULT, "execve wild argv[1]: EFAULT");
    errno = 0;
    CHECK(execve((char *)wild, none, none + 1) == -1 && errno == EFAULT, "execve wild path: EFAULT");
    errno = 0;
    CHECK(execvp("no-such-command-here", none) == -1 && errno == ENOENT, "execvp not found: ENOENT");
    errno = 0;
    CHECK(popen("true", "x") == NULL && errno == EINVAL, "popen bad mode: EINVAL");
    return failures != 0;
}
