# Guest runtime for PA-64 programs: $(BUILD)/rt/crt0.o (static-program startup) and
# $(BUILD)/rt/libpa64rt.a (system calls, startup C code, setjmp, dl*), built with the hppa64 cross gcc.
# Included from the top-level Makefile, which provides BUILD and SYSROOT.

PA64_CC ?= hppa64-linux-gnu-gcc
PA64_AR ?= hppa64-linux-gnu-ar

RT_SRC := emu/rt
RT_OUT := $(BUILD)/rt
# -nostdinc: only newlib's, our own and gcc's freestanding headers (see bin/pacc).
# Asked of the compiler when a recipe first needs it, never while make reads this file:
# on a fresh machine the compiler is installed by the deps step, after parsing
# (issue 20). The $(eval) makes the lazy value a simple one after its first use.
RT_GCC_INC = $(eval RT_GCC_INC := $(shell $(PA64_CC) -print-file-name=include))$(RT_GCC_INC)
RT_CFLAGS = -std=c11 -O2 -g -Wall -Wextra -nostdinc -I$(RT_SRC)/include -isystem $(SYSROOT)/include \
             -isystem $(RT_GCC_INC)
RT_ASFLAGS := -g -I$(RT_SRC)

# Listed, not globbed: other runtime libraries (libprof, libgprof) will live in emu/rt too.
RT_LIB_C := libc_init exit start start_main sys_file sys_mem sys_proc sys_time dlfcn ffs signal profil mcount sys_fs dirent sys_tty sys_limits mremap passwd sys_sleep sysconf posix_memalign
RT_LIB_C += proc exec sigaction popen sigqueue
RT_LIB_C += progname getlogin shm mntent statfs loadavg uname readtext
RT_LIB_S := syscall setjmp thread_syscall syscall-proc
RT_LIB_S += syscall-progs
RT_LIB_C += affinity sysinfo itimer pathconf
RT_LIB_S += syscall-more
RT_LIB_OBJS := $(RT_LIB_C:%=$(RT_OUT)/%.o) $(RT_LIB_S:%=$(RT_OUT)/%.o)

# libprof.a and libgprof.a are relocatable objects named .a ("Profiling 64-Bit Programs"
# §4), so -lprof loads all of them, the .init initializer included; built without -pg.
# libp/ is the -L directory pacc -p/-G adds for instrumented system libraries (none yet).
PROF_COMMON := $(RT_OUT)/libprof/monitor.o $(RT_OUT)/libprof/table.o
# libpthread.a (pacc -pthread or -lpthread): POSIX threads on the emulator's scheduler.
RT_PTHREAD_C := pthread pthread_key pthread_attr pthread_mutex pthread_cond pthread_rwlock \
                pthread_barrier pthread_cancel semaphore newlib_locks
RT_PTHREAD_OBJS := $(RT_PTHREAD_C:%=$(RT_OUT)/%.o)
RT_TARGETS := $(RT_OUT)/libpthread.a $(RT_OUT)/crt0.o $(RT_OUT)/libpa64rt.a $(RT_OUT)/libprof.a $(RT_OUT)/libgprof.a $(RT_OUT)/libp/.dir $(RT_OUT)/dld.sl

.PHONY: rt rt-clean
rt: $(RT_TARGETS)

# The newlib headers are installed together with libc.a.
$(RT_OUT)/%.o: $(RT_SRC)/%.c | $(SYSROOT)/lib/libc.a
	@mkdir -p $(@D)
	$(PA64_CC) $(RT_CFLAGS) -MMD -MP -c $< -o $@

$(RT_OUT)/%.o: $(RT_SRC)/%.S | $(SYSROOT)/lib/libc.a
	@mkdir -p $(@D)
	$(PA64_CC) $(RT_ASFLAGS) -MMD -MP -c $< -o $@

$(RT_OUT)/libpa64rt.a: $(RT_LIB_OBJS)
	@rm -f $@
	$(PA64_AR) rcs $@ $^

$(RT_OUT)/libpthread.a: $(RT_PTHREAD_OBJS)
	@rm -f $@
	$(PA64_AR) rcs $@ $^

$(RT_OUT)/libprof.a: $(PROF_COMMON) $(RT_OUT)/libprof/calls.o
	hppa64-linux-gnu-ld -r -o $@ $^

$(RT_OUT)/libgprof.a: $(PROF_COMMON) $(RT_OUT)/libprof/arcs.o
	hppa64-linux-gnu-ld -r -o $@ $^

$(RT_OUT)/libp/.dir:
	@mkdir -p $(@D) && touch $@

# The dld's link-time stand-in (dldstub.S): dynamic links take Table 3 from it.
$(RT_OUT)/dld.sl: $(RT_OUT)/dldstub.o
	hppa64-linux-gnu-ld -shared -soname dld.sl -o $@ $<

rt-clean:
	rm -rf $(RT_OUT)

-include $(RT_LIB_OBJS:.o=.d) $(RT_PTHREAD_OBJS:.o=.d) $(RT_OUT)/crt0.d $(RT_OUT)/libprof/*.d
