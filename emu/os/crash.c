/* Host crash reports (see crash.h). Local unwinding uses Debian's libunwind through its
   generic API; this file must not include our guest unwinder's header, whose unw_*
   names are the same API shape for guest state. */
#define UNW_LOCAL_ONLY   /* local unwinding: the _UL* entry points of libunwind.so */
#include <libunwind.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include "crash.h"
#include "session.h"

static struct session *crash_session;
static crash_guest_path_fn crash_guest_path;

static void say(const char *s) { (void)!write(2, s, strlen(s)); }

static void print_host_path(void)
{
    unw_context_t ctx;
    unw_cursor_t cur;
    char line[300], name[200];
    if (unw_getcontext(&ctx) || unw_init_local(&cur, &ctx)) { say("  (host unwinding failed)\n"); return; }
    for (int depth = 0; depth < 64 && unw_step(&cur) > 0; depth++) {
        unw_word_t ip, off;
        unw_get_reg(&cur, UNW_REG_IP, &ip);
        if (unw_get_proc_name(&cur, name, sizeof name, &off)) strcpy(name, "??"), off = 0;
        snprintf(line, sizeof line, "  #%-2d 0x%016lx %s+0x%lx\n", depth, (unsigned long)ip, name, (unsigned long)off);
        say(line);
    }
}

void crash_report(int sig)
{
    char line[200];
    snprintf(line, sizeof line, "\n%s: internal error: host signal %d (%s). Please report this with the "
             "two call paths below.\n", crash_session ? crash_session->tool : "pa64", sig, strsignal(sig));
    say(line);
    if (crash_session) {
        snprintf(line, sizeof line, "guest call path (program %s, pc 0x%llx):\n", crash_session->im.path,
                 (unsigned long long)crash_session->c.iaoq_f);
        say(line);
        if (crash_guest_path) crash_guest_path(2, &crash_session->c);
    }
    say("host call path:\n");
    print_host_path();
    signal(sig, SIG_DFL);
    raise(sig);
    _exit(128 + sig);
}

static void on_abort(int sig) { crash_report(sig); }

void crash_report_install(struct session *s, crash_guest_path_fn guest_path)
{
    crash_session = s;
    crash_guest_path = guest_path;
    signal(SIGABRT, on_abort);
}
