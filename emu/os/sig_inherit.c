/* Dispositions a PA-64 program inherits from whoever started the emulator: POSIX keeps
   ignored signals ignored across exec (a shell's background job ignores SIGINT and
   SIGQUIT, nohup SIGHUP), so the first guest image starts with them ignored too. Read in
   a constructor, before main sets the emulator's own (it ignores SIGPIPE for itself). */
#include <signal.h>
#include "sig_inherit.h"
#include "signals.h"

static uint64_t host_ignored;      /* bit h: host signal h was SIG_IGN at startup */

__attribute__((constructor)) static void note_inherited(void)
{
    struct sigaction sa;
    for (int h = 1; h < 64; h++)
        if (sigaction(h, NULL, &sa) == 0 && !(sa.sa_flags & SA_SIGINFO) && sa.sa_handler == SIG_IGN)
            host_ignored |= 1ull << h;
}

uint64_t signal_inherited_ignored(void)
{
    uint64_t g = 0;
    for (int s = 1; s < 32; s++) {
        int h = signal_to_host(s);
        if (h > 0 && h < 64 && (host_ignored >> h & 1)) g |= 1ull << s;
    }
    return g;
}
