/* Guest program lifetime (see session.h). */
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include "session.h"
#include "signals.h"
#include "symbolize.h"
#include "sysvec.h"
#include "dll.h"
#include "threads.h"
#include "proc.h"

extern char **environ;

static const char *fault_name(enum fault_kind k)
{
    switch (k) {
    case FAULT_BUS: return "SIGBUS";
    case FAULT_ILL: return "SIGILL";
    case FAULT_FPE: return "SIGFPE";
    case FAULT_TRAP: case FAULT_BREAK: return "SIGTRAP";
    default: return "SIGSEGV";
    }
}

int fault_signal_number(enum fault_kind k)
{
    switch (k) {
    case FAULT_BUS: return SIGBUS;
    case FAULT_ILL: return SIGILL;
    case FAULT_FPE: return SIGFPE;
    case FAULT_TRAP: case FAULT_BREAK: return SIGTRAP;
    default: return SIGSEGV;
    }
}

int session_open(struct session *s, const char *path)
{
    char err[512];
    /* A write to a closed pipe is the guest's EPIPE and SIGPIPE (sysvec.c), not ours. */
    signal(SIGPIPE, SIG_IGN);
    if (mem_init()) { fprintf(stderr, "%s: cannot reserve guest memory\n", s->tool); return -1; }
    threads_tool = s->tool;
    if (image_open(&s->im, path, err, sizeof err)) { fprintf(stderr, "%s: %s\n", s->tool, err); return -1; }
    mem_set_fault_context(s->tool, path);
    return 0;
}

int session_setup(struct session *s, int argc, char **argv)
{
    char err[512];
    sysvec_init(&s->proc);
    mem_install_fault_handler(&s->c);
    dld_defer_initializers = 1;
    char **guest_argv = proc_guest_argv(argc, argv);   /* before environ is read */
    if (process_setup(&s->c, &s->proc, &s->im, argc, guest_argv, environ, err, sizeof err)) {
        fprintf(stderr, "%s: %s\n", s->tool, err);
        return -1;
    }
    return 0;
}

int session_load(struct session *s, int argc, char **argv)
{
    return session_open(s, argv[0]) ? -1 : session_setup(s, argc, argv);
}

/* main (dld-started) or $START$ returned: exit(ret0) through the guest's own exit. */
static void exit_with_return_value(struct session *s)
{
    uint64_t ret = s->c.gr[28], entry, gp;
    /* Not r27: main may have tail-called a DLL function, which returns with its gp. */
    if (s->im.dynamic && dld_exit_entry(&entry, &gp)) {
        enum stop_reason w2;
        guest_call(&s->c, entry, gp, 1, &ret, &w2, &s->status);
        s->why = w2 == STOP_NONE ? STOP_EXIT : w2;
        if (w2 == STOP_NONE) s->status = (int)(ret & 0xff);
    } else {
        s->why = STOP_EXIT;
        s->status = (int)(ret & 0xff);
    }
}

void session_run(struct session *s)
{
    char err[512];
    if (s->im.dynamic && dld_run_startup(&s->c, &s->proc, err, sizeof err)) {
        if (cpu_interrupted()) {
            s->why = STOP_INTERRUPT;
            s->status = cpu_interrupted();
            return;
        }
        fprintf(stderr, "%s: %s\n", s->tool, err);
        s->why = STOP_EXIT;
        s->status = 1;
        return;
    }
    s->why = cpu_run(&s->c, &s->status);
    /* A trap with a guest handler: the handler runs next, in the same kind of run. */
    while (s->why == STOP_FAULT && signal_deliver_fault(&s->c, signal_to_guest(fault_signal_number(s->c.fault))))
        s->why = cpu_run(&s->c, &s->status);
    if (s->why == STOP_RETURN) exit_with_return_value(s);
    fflush(stdout);
}

static void on_stop_signal(int sig)
{
    cpu_interrupt(128 + sig);
    sysvec_escape_blocking();
}

void session_catch_stop_signals(int restart)
{
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_stop_signal;
    /* No SA_RESTART while the guest runs: its blocked read must end. SA_NODEFER: the
       handler may leave through sysvec_escape_blocking's siglongjmp. */
    sa.sa_flags = SA_NODEFER | (restart ? SA_RESTART : 0);
    sigemptyset(&sa.sa_mask);
    sigaction(SIGINT, &sa, NULL);
    sigaction(SIGTERM, &sa, NULL);
}

int session_finish(struct session *s)
{
    struct cpu *c = &s->c;
    if (s->why == STOP_FAULT) {
        char where[1200];
        symbolize(&s->im, c->iaoq_f, where, sizeof where);
        char from[600];
        size_t n = strlen(where);
        if (strncmp(where, "outside", 7) == 0 && symbolize_branch_from(&s->im, c, from, sizeof from) == 0)
            snprintf(where + n, sizeof where - n, ", %s", from);
        if (threads_count() > 1)               /* which thread, once there are several */
            fprintf(stderr, "%s: guest fault in thread %u%s:\n", s->tool, threads_current(),
                    threads_current() == 1 ? " (main)" : "");
        if (c->fault == FAULT_SEGV || c->fault == FAULT_BUS)
            fprintf(stderr, "%s: guest %s at 0x%llx %s: %s 0x%llx\n", s->tool, fault_name(c->fault),
                    (unsigned long long)c->iaoq_f, where, c->fault_what ? c->fault_what : "access to",
                    (unsigned long long)c->fault_addr);
        else
            fprintf(stderr, "%s: guest %s at 0x%llx %s: %s\n", s->tool, fault_name(c->fault),
                    (unsigned long long)c->iaoq_f, where, c->fault_what ? c->fault_what : "fault");
        return 128 + fault_signal_number(c->fault);
    }
    if (s->why == STOP_INTERRUPT) {
        fprintf(stderr, "%s: %s: interrupted by signal %d (%s)\n", s->tool, s->im.path,
                s->status - 128, strsignal(s->status - 128));
        return s->status;
    }
    if (sysvec_killed_by)
        fprintf(stderr, "%s: %s: guest killed by signal %d (%s)\n", s->tool, s->im.path, sysvec_killed_by,
                strsignal(signal_to_host(sysvec_killed_by)));
    return s->status;
}
