/* signal() and raise() through the emulator, so that hardware traps (division by zero,
   bad addresses) reach handlers too; newlib's own versions only see raise(). */
#include <signal.h>
#include <errno.h>
#include "syscall.h"
#include "syscall-proc.h"

_sig_func_ptr signal(int sig, _sig_func_ptr handler)
{
    long r = __pa64_sys_signal(sig, handler);
    if (r < 0 && r > -4096) { errno = (int)-r; return SIG_ERR; }
    return (_sig_func_ptr)r;
}

/* To the calling thread, as POSIX has it for a threaded program. */
int raise(int sig)
{
    long r = __pa64_sys_thr_kill(0, sig);
    if (r < 0) { errno = (int)-r; return -1; }
    return 0;
}
