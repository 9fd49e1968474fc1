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
	$(CC) $(HOST_CFLAGS) -Iemu -o $@ $< $(call unit_objs,$*) $$(pkg-config --cflags --libs check) $(HOST_LIBS)

.PHONY: unit-tests
unit-tests: $(UNIT_BINS)

check: all unit-tests
	@tests/run-check.sh $(UNIT_BINS)

# Everything host-side rebuilt with AddressSanitizer + UBSan in a copy of the tree
# (build/asan/), reusing the guest newlib and runtime, then `make check` there.
.PHONY: check-asan
check-asan: all
	tests/check-asan.sh
