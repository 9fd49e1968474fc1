/* csprof follows processes as hpcrun does. Each process writes its own profile: the
   first one FILE (-o, default PROG.csprof); a forked child and an image that execve
   started write DIR/PROG-PID.csprof, DIR being FILE's directory and PROG the program
   that process runs, so the parent's file and temporary files are never the child's.
   A child begins with every count at zero (its tree keeps the parent's paths for the
   trampoline's sake; hpcprof leaves zero paths out); the sources carry on in it (the
   itimer's CPU timer is made anew, as fork does not keep timers). Before execve the
   profile is written; a PA-64 program is run by csprof again, with the same options
   and its own file (docs/profiler.md, "Processes"). Relative names are relative to the
   directory csprof started in, wherever the guest has gone since. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "follow.h"
#include "proc.h"
#include "core/state.h"

static int finished;
static char start_cwd[4096];

const char *csprof_follow_resolve(const char *path)
{
    char now[4096];
    if (path[0] == '/' || !start_cwd[0] || (getcwd(now, sizeof now) && !strcmp(now, start_cwd))) return path;
    char *abs = NULL;
    return asprintf(&abs, "%s/%s", start_cwd, path) < 0 ? path : abs;
}

int csprof_follow_finished(void) { return finished; }

char *csprof_process_file(const char *like, const char *prog, long pid, const char *ext)
{
    const char *slash = strrchr(like, '/'), *base = strrchr(prog, '/');
    base = base ? base + 1 : prog;
    int dirlen = slash ? (int)(slash - like + 1) : 0;
    char *name = NULL;
    if (asprintf(&name, "%.*s%s-%ld%s", dirlen, like, base, pid, ext) < 0) return NULL;
    return name;
}

static void on_fork(void *arg)
{
    struct csprof_follow *f = arg;
    char *out = csprof_process_file(*f->out, f->prog, (long)getpid(), ".csprof");
    if (out) *f->out = out;
    if (*f->prof1) {
        char *p1 = csprof_process_file(*f->prof1, f->prog, (long)getpid(), ".prof1");
        if (p1) *f->prof1 = p1;
    }
    csprof_forget_samples();
    for (int i = 0; i < f->nsrc; i++) f->srcs[i].samples = 0;
    csprof_drivers_forked();
}

/* Options whose value is the next argument when not attached. */
static int takes_value(const char *a)
{
    return !strcmp(a, "-e") || !strcmp(a, "--max-cct-mb") || !strcmp(a, "--trampoline");
}

/* csprof's own options again, without -o and --prof1, which name this process's files. */
static int tool_options(const struct csprof_follow *f, const char **tool, int max)
{
    int n = 0;
    tool[n++] = "csprof";
    for (int i = 1; i < f->prog_index && n < max - 5; i++) {
        const char *a = f->argv[i];
        if (!strcmp(a, "--")) continue;
        if (!strcmp(a, "-o") || !strcmp(a, "--prof1")) { i++; continue; }
        if (!strncmp(a, "-o", 2) || !strncmp(a, "--prof1=", 8)) continue;
        tool[n++] = a;
        if (takes_value(a) && i + 1 < f->prog_index) tool[n++] = f->argv[++i];
    }
    return n;
}

/* The new image's file; when it would be the one just written (a program that execs
   itself), PROG-PID-N.csprof with the first N not taken. */
static char *exec_file(const char *like, const char *prog)
{
    like = csprof_follow_resolve(like);
    char *name = csprof_process_file(like, prog, (long)getpid(), ".csprof"), tag[48];
    for (int gen = 1; name && gen < 1000 && !access(name, F_OK); gen++) {
        free(name);
        snprintf(tag, sizeof tag, "-%d.csprof", gen);
        name = csprof_process_file(like, prog, (long)getpid(), tag);
    }
    return name;
}

static int on_exec(const char *prog, int pa64, const char **tool, int max, void *arg)
{
    struct csprof_follow *f = arg;
    f->finish();
    finished = 1;
    if (!pa64) return 0;
    int n = tool_options(f, tool, max);
    tool[n++] = "-o";
    tool[n++] = exec_file(*f->out, prog);
    if (*f->prof1) {
        tool[n++] = "--prof1";
        tool[n++] = csprof_process_file(csprof_follow_resolve(*f->prof1), prog, (long)getpid(), ".prof1");
    }
    return tool[n - 1] ? n : -1;
}

static void on_exec_failed(void *arg)
{
    struct csprof_follow *f = arg;
    fprintf(stderr, "csprof: %s: execve failed after the profile was written to %s; the rest of the run is not "
            "profiled\n", f->prog, *f->out);
}

void csprof_follow_processes(struct csprof_follow *f)
{
    if (!getcwd(start_cwd, sizeof start_cwd)) start_cwd[0] = 0;
    struct proc_hooks h = { on_fork, on_exec, on_exec_failed, f };
    proc_set_hooks(&h);
}
