# make fuzz: libFuzzer harnesses (clang, -fsanitize=fuzzer,address,undefined) for the
# loader+dld on whole programs, for DLL loading through the dld, and for the unwinder on
# fuzzed .PARISC.unwind tables; each seeded with real pacc output and run for FUZZ_S
# seconds (default 60). clang and libFuzzer (libclang-rt-14-dev) are installed here,
# not for make: only this target needs them. Crashes land in build/fuzz/crashes/.
FUZZ_S ?= 60
FUZZ_DIR := $(BUILD)/fuzz
FUZZ_CC := clang
FUZZ_CFLAGS := -std=c11 -D_GNU_SOURCE -O1 -g -fsanitize=fuzzer-no-link,address,undefined \
               -fno-omit-frame-pointer -Iemu/cpu -Iemu/os -Isrc -Ihpcfile
FUZZ_LIB_SRCS := $(EMU_SRCS) $(PROF_SRCS) $(HPCFILE_SRCS)
FUZZ_LIB_OBJS := $(patsubst %.c,$(FUZZ_DIR)/obj/%.o,$(FUZZ_LIB_SRCS))
FUZZ_NAMES := program dll unwind
FUZZ_BINS := $(FUZZ_NAMES:%=$(FUZZ_DIR)/fuzz_%)

# `fuzz` only depends on fuzz-loader, so other harness sets can hang off it as well.
.PHONY: fuzz fuzz-loader fuzz-deps fuzz-build
fuzz-deps:
	@if ! command -v $(FUZZ_CC) >/dev/null || ! ls /usr/lib/llvm-*/lib/clang/*/lib/linux/libclang_rt.fuzzer-x86_64.a >/dev/null 2>&1; then \
	  echo "make fuzz: installing clang and libclang-rt-14-dev (libFuzzer)"; \
	  if [ "$$(id -u)" = 0 ]; then SUDO=; else SUDO=sudo; fi; \
	  $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq --no-install-recommends clang libclang-rt-14-dev; \
	fi

$(FUZZ_DIR)/obj/%.o: %.c | fuzz-deps
	@mkdir -p $(@D)
	$(FUZZ_CC) $(FUZZ_CFLAGS) -MMD -MP -c $< -o $@

# Kept between runs (they are intermediates of the pattern rule below).
.SECONDARY: $(FUZZ_LIB_OBJS)
-include $(FUZZ_LIB_OBJS:.o=.d)

$(FUZZ_DIR)/fuzz_%: tests/fuzz/fuzz_%.c tests/fuzz/fuzz_common.h $(FUZZ_LIB_OBJS) | fuzz-deps
	$(FUZZ_CC) $(FUZZ_CFLAGS) -fsanitize=fuzzer -o $@ $< $(FUZZ_LIB_OBJS) $(HOST_LIBS)

fuzz-build: $(FUZZ_BINS)

fuzz-loader: all fuzz-build
	FUZZ_S=$(FUZZ_S) tests/fuzz/run.sh

fuzz: fuzz-loader

# The random-instruction differential harness (tests/fuzz/insn-diff.sh) for FUZZ_S
# seconds from a new seed; PA64, CSPROF and HPCPROF may name sanitizer builds.
.PHONY: fuzz-insn
fuzz: fuzz-insn
fuzz-insn: all
	tests/fuzz/insn-diff.sh -s $$(date +%s) -t $(FUZZ_S)
