# Test targets. `make check` = Check unit tests + end-to-end guest programs +
# disassembler-vs-objdump + a fixed torture sample, summarised by tests/run-check.sh.

UNIT_SRCS := $(wildcard tests/unit/test_*.c)
UNIT_BINS := $(UNIT_SRCS:tests/unit/%.c=$(BUILD)/tests/%)
EMU_LIB_OBJS := $(filter-out $(BUILD)/host/main.o,$(EMU_OBJS))

$(BUILD)/tests/%: tests/unit/%.c $(EMU_LIB_OBJS)
	@mkdir -p $(@D)
	$(CC) $(HOST_CFLAGS) -Iemu -o $@ $< $(EMU_LIB_OBJS) $$(pkg-config --cflags --libs check) $(HOST_LIBS)

.PHONY: unit-tests
unit-tests: $(UNIT_BINS)

check: all unit-tests
	@tests/run-check.sh $(UNIT_BINS)
