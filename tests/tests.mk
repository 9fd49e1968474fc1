# Test targets. `make check` = Check unit tests + end-to-end guest programs +
# disassembler-vs-objdump + a fixed torture sample, summarised by tests/run-check.sh.

UNIT_SRCS := $(wildcard tests/unit/test_*.c)
UNIT_BINS := $(UNIT_SRCS:tests/unit/%.c=$(BUILD)/tests/%)
EMU_LIB_OBJS := $(EMU_OBJS) $(HPCFILE_OBJS)

# Tests that bring their own guest memory link only the unit under test.
UNIT_OBJS_test_fpu := $(BUILD)/host/fpu.o
unit_objs = $(or $(UNIT_OBJS_$(1)),$(EMU_LIB_OBJS))

.SECONDEXPANSION:
$(BUILD)/tests/%: tests/unit/%.c $$(call unit_objs,$$*)
	@mkdir -p $(@D)
	$(CC) $(HOST_CFLAGS) $(EMU_INC) -o $@ $< $(call unit_objs,$*) $$(pkg-config --cflags --libs check) $(HOST_LIBS)

.PHONY: unit-tests
unit-tests: $(UNIT_BINS)

check: all unit-tests
	@tests/run-check.sh $(UNIT_BINS)

# Everything host-side rebuilt with AddressSanitizer + UBSan in a copy of the tree
# (build/asan/), reusing the guest newlib and runtime, then `make check` there.
.PHONY: check-asan
check-asan: all
	tests/check-asan.sh

# The fuzz harnesses (tests/fuzz/fuzz_*.c) built with this compiler and a plain main
# (tests/fuzz/replay.c) instead of libFuzzer: tests/fuzz/replay.sh runs them over real
# seeds and every regression input, so make check (and check-asan) keeps them working.
LOADER_REPLAYS := $(addprefix $(BUILD)/tests/replay_,program dll unwind)
READER_REPLAYS := $(addprefix $(BUILD)/tests/replay_,csprof)
REPORT_REPLAYS := $(addprefix $(BUILD)/tests/replay_,reports prof1)
FUZZ_REPLAYS := $(LOADER_REPLAYS) $(READER_REPLAYS) $(REPORT_REPLAYS)
REPLAY_DEPS = tests/fuzz/fuzz_$*.c tests/fuzz/replay.c tests/fuzz/fuzz_common.h

$(LOADER_REPLAYS): $(BUILD)/tests/replay_%: $$(REPLAY_DEPS) $(EMU_LIB_OBJS)
	@mkdir -p $(@D)
	$(CC) $(HOST_CFLAGS) $(EMU_INC) -Isrc -Ihpcfile -o $@ tests/fuzz/fuzz_$*.c tests/fuzz/replay.c $(EMU_LIB_OBJS) $(HOST_LIBS)
$(READER_REPLAYS): $(BUILD)/tests/replay_%: $$(REPLAY_DEPS) $(HPCFILE_OBJS)
	@mkdir -p $(@D)
	$(CC) $(HOST_CFLAGS) -Ihpcfile -o $@ tests/fuzz/fuzz_$*.c tests/fuzz/replay.c $(HPCFILE_OBJS) $(HOST_LIBS)
REPORTS_OBJS = $(filter-out %/main.o,$(HPCPROF_OBJS)) $(HPCFILE_OBJS) $(HPCPROF_EMU_OBJS)
$(REPORT_REPLAYS): $(BUILD)/tests/replay_%: tests/fuzz/fuzz_%.c tests/fuzz/replay.c $(HPCPROF_OBJS) $(HPCFILE_OBJS) $(HPCPROF_EMU_OBJS)
	@mkdir -p $(@D)
	$(CC) $(HOST_CFLAGS) -Ihpcfile -Isrc/hpcprof $(EMU_INC) -o $@ tests/fuzz/fuzz_$*.c tests/fuzz/replay.c $(REPORTS_OBJS) $(HOST_LIBS)

.PHONY: fuzz-replays
fuzz-replays: $(FUZZ_REPLAYS)
check: fuzz-replays
