# csprof for PA-64: top-level build. `make` installs missing Debian packages, builds the
# guest newlib, the guest runtime and the host tools into bin/. `make check` runs the tests.

BUILD   := build
SYSROOT := $(BUILD)/sysroot/hppa64-unknown-elf
CC      ?= cc
CFLAGS  ?= -O2 -g
HOST_CFLAGS := -std=c11 -Wall -Wextra -D_GNU_SOURCE $(CFLAGS)
HOST_LIBS := -ldw -lelf -lunwind -lm -lz

# Debian packages this project needs (DESIGN.md §4); installed when missing.
DEB_PKGS := gcc-hppa64-linux-gnu binutils-hppa64-linux-gnu newlib-source gcc-12-source \
            libdw-dev libelf-dev libunwind-dev zlib1g-dev check pkg-config

.PHONY: all deps check torture bench demo clean distclean fresh-check
all: deps $(SYSROOT)/lib/libc.a rt host-tools

deps: $(BUILD)/.deps-ok
$(BUILD)/.deps-ok: Makefile
	@mkdir -p $(BUILD)
	@missing=""; for p in $(DEB_PKGS); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q 'install ok installed' || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	  echo "make: installing missing Debian packages:$$missing"; \
	  if [ "$$(id -u)" = 0 ]; then SUDO=; else SUDO=sudo; fi; \
	  $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq --no-install-recommends $$missing; \
	fi
	@touch $@

# Guest C library: Debian's newlib-source built for hppa64 (scripts/build-newlib.sh).
$(SYSROOT)/lib/libc.a: scripts/build-newlib.sh | $(BUILD)/.deps-ok
	@echo "make: building newlib for the PA-64 guest (about a minute)"
	scripts/build-newlib.sh $(abspath $(BUILD)/newlib) $(abspath $(BUILD)/sysroot)
	@rm -rf $(BUILD)/newlib

include emu/rt/rules.mk
include emu/cpu/dis.mk
# The hpcfile library (HPCFILE_OBJS) and hpcprof, which adds itself to HOST_TOOLS.
include hpcfile/rules.mk

# Host emulator and profiler. emu/*.c is the emulator (no profiler headers: tests/layers),
# src/<part>/*.c the profiler's parts (allocator, CCT, unwinder, drivers, core, the
# unwinder's verification); each command has its own main (src/pa64, src/csprof).
EMU_SRCS := $(wildcard emu/cpu/*.c emu/os/*.c)
PROF_SRCS := $(wildcard src/mem/*.c src/cct/*.c src/unwind-pa/*.c src/trampoline/*.c src/drivers/*.c src/core/*.c src/verify/*.c src/csprof/*.c)
EMU_OBJS := $(patsubst %.c,$(BUILD)/host/%.o,$(notdir $(EMU_SRCS))) $(PROF_SRCS:src/%.c=$(BUILD)/host/src/%.o)
HOST_TOOLS += bin/pa64 bin/csprof

# The CPU and the OS layer include each other's headers by name; objects stay flat in
# build/host/ (a file name is unique across emu/cpu and emu/os).
EMU_INC := -Iemu/cpu -Iemu/os
$(BUILD)/host/%.o: emu/cpu/%.c | $(BUILD)/.deps-ok
	@mkdir -p $(@D)
	$(CC) $(HOST_CFLAGS) $(EMU_INC) -MMD -MP -c $< -o $@

$(BUILD)/host/%.o: emu/os/%.c | $(BUILD)/.deps-ok
	@mkdir -p $(@D)
	$(CC) $(HOST_CFLAGS) $(EMU_INC) -MMD -MP -c $< -o $@

$(BUILD)/host/src/%.o: src/%.c | $(BUILD)/.deps-ok
	@mkdir -p $(@D)
	$(CC) $(HOST_CFLAGS) $(EMU_INC) -Isrc -Ihpcfile -MMD -MP -c $< -o $@

bin/pa64: $(BUILD)/host/src/pa64/main.o $(EMU_OBJS) $(HPCFILE_OBJS)
	@mkdir -p bin
	$(CC) $(HOST_CFLAGS) -o $@ $^ $(HOST_LIBS)

# The profiler is the emulator called by another name (src/csprof/main.c says why).
bin/csprof: bin/pa64
	ln -f $< $@

-include $(EMU_OBJS:.o=.d) $(BUILD)/host/src/pa64/main.d

# The bundled example (README's first command).
$(BUILD)/examples/demo: examples/demo.c all
	@mkdir -p $(@D)
	bin/pacc -O2 -g -o $@ examples/demo.c

demo: $(BUILD)/examples/demo
	bin/csprof -e itimer -o $(BUILD)/examples/demo.csprof $(BUILD)/examples/demo 33
	bin/hpcprof --threshold 2 $(BUILD)/examples/demo.csprof
	bin/hpcprof --flamegraph $(BUILD)/examples/demo.svg $(BUILD)/examples/demo.csprof
	@echo "make demo: flame graph in $(BUILD)/examples/demo.svg (open it in a web browser)"

# README's two commands in a clean Debian root (scripts/fresh-check.sh): what CI's machine,
# with every package already installed, cannot see. Needs root (chroot) and the mirror.
fresh-check:
	scripts/fresh-check.sh

# The POSIX yardstick (tests/posix/suite.sh): LTP's Open POSIX Test Suite built natively and
# with pacc, per interface. Outside make check. make posix-suite SRC=.../open_posix_testsuite [AREAS="fork waitpid"]
.PHONY: posix-suite
posix-suite: all
	@[ -n "$(SRC)" ] || { echo "make posix-suite: give SRC=<ltp>/testcases/open_posix_testsuite" >&2; exit 2; }
	nice tests/posix/suite.sh "$(SRC)" $(AREAS)

host-tools: $(HOST_TOOLS)
.PHONY: host-tools

include tests/tests.mk
include tests/fuzz/rules.mk
include tests/torture/rules.mk
include tests/fuzz/rules-readers.mk
include bench/rules.mk

clean:
	rm -rf $(BUILD)/host $(BUILD)/rt $(BUILD)/tests $(HOST_TOOLS)
distclean:
	rm -rf $(BUILD) $(HOST_TOOLS)
