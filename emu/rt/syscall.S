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
	SYSCALL link, PA64_SYS_link
	SYSCALL chdir, PA64_SYS_chdir
	SYSCALL setuid, PA64_SYS_setuid
	SYSCALL getuid, PA64_SYS_getuid
	SYSCALL lstat, PA64_SYS_lstat
	SYSCALL dup, PA64_SYS_dup
	SYSCALL setgid, PA64_SYS_setgid
	SYSCALL getgid, PA64_SYS_getgid
	SYSCALL symlink, PA64_SYS_symlink
	SYSCALL readlink, PA64_SYS_readlink
	SYSCALL umask, PA64_SYS_umask
	SYSCALL fcntl, PA64_SYS_fcntl
	SYSCALL dup2, PA64_SYS_dup2
	SYSCALL select, PA64_SYS_select
	SYSCALL fsync, PA64_SYS_fsync
	SYSCALL truncate, PA64_SYS_truncate
	SYSCALL ftruncate, PA64_SYS_ftruncate
	SYSCALL sysconf, PA64_SYS_sysconf
	SYSCALL mkdir, PA64_SYS_mkdir
	SYSCALL rmdir, PA64_SYS_rmdir
	SYSCALL utimes, PA64_SYS_utimes
	SYSCALL getrlimit, PA64_SYS_getrlimit
	SYSCALL setrlimit, PA64_SYS_setrlimit
	SYSCALL poll, PA64_SYS_poll
	SYSCALL fchdir, PA64_SYS_fchdir
	SYSCALL clock_getres, PA64_SYS_clock_getres
	SYSCALL nanosleep, PA64_SYS_nanosleep
	SYSCALL getdents, PA64_SYS_getdents
	SYSCALL pread, PA64_SYS_pread
	SYSCALL pwrite, PA64_SYS_pwrite
	SYSCALL geteuid, PA64_SYS_geteuid
	SYSCALL getegid, PA64_SYS_getegid
	SYSCALL fdatasync, PA64_SYS_fdatasync
	SYSCALL realpath, PA64_SYS_realpath
	SYSCALL ioctl, PA64_SYS_ioctl
	SYSCALL clock_nanosleep, PA64_SYS_clock_nanosleep
	SYSCALL seteuid, PA64_SYS_seteuid
	SYSCALL setegid, PA64_SYS_setegid
	SYSCALL getrusage, PA64_SYS_getrusage
