/* Raw system-call stubs: each loads entry N of the sysvec table through __sysstab and
   branches there with RP untouched, so the emulator's gateway returns straight to our caller. */
#include "syscall.h"

	.LEVEL 2.0w

#include "syscall-stub.h"

	SYSCALL exit, PA64_SYS_exit
	SYSCALL read, PA64_SYS_read
	SYSCALL write, PA64_SYS_write
	SYSCALL open, PA64_SYS_open
	SYSCALL close, PA64_SYS_close
	SYSCALL unlink, PA64_SYS_unlink
	SYSCALL time, PA64_SYS_time
	SYSCALL brk, PA64_SYS_brk
	SYSCALL stat, PA64_SYS_stat
	SYSCALL lseek, PA64_SYS_lseek
	SYSCALL getpid, PA64_SYS_getpid
	SYSCALL fstat, PA64_SYS_fstat
	SYSCALL access, PA64_SYS_access
	SYSCALL chmod, PA64_SYS_chmod
	SYSCALL fchmod, PA64_SYS_fchmod
	SYSCALL chown, PA64_SYS_chown
	SYSCALL fchown, PA64_SYS_fchown
	SYSCALL utime, PA64_SYS_utime
	SYSCALL kill, PA64_SYS_kill
	SYSCALL times, PA64_SYS_times
	SYSCALL profil, PA64_SYS_profil
	SYSCALL sprofil, PA64_SYS_sprofil
	SYSCALL isatty, PA64_SYS_isatty
	SYSCALL signal, PA64_SYS_signal
	SYSCALL mmap, PA64_SYS_mmap
	SYSCALL munmap, PA64_SYS_munmap
	SYSCALL gettimeofday, PA64_SYS_gettimeofday
	SYSCALL rename, PA64_SYS_rename
	SYSCALL clock_gettime, PA64_SYS_clock_gettime
	SYSCALL getcwd, PA64_SYS_getcwd
	SYSCALL dl_open, PA64_SYS_dl_open
	SYSCALL dl_sym, PA64_SYS_dl_sym
	SYSCALL dl_close, PA64_SYS_dl_close
	SYSCALL dl_error, PA64_SYS_dl_error
