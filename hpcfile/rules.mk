# hpcfile library (HPC_CSPROF and <PROF1> readers/writers) and the hpcprof command.
# Included from the top-level Makefile (BUILD, CC, HOST_CFLAGS, HOST_LIBS, HOST_TOOLS).

HPCFILE_SRCS := $(wildcard hpcfile/*.c)
HPCFILE_OBJS := $(HPCFILE_SRCS:hpcfile/%.c=$(BUILD)/host-hpcfile/%.o)
HPCPROF_SRCS := $(wildcard src/hpcprof/*.c)
HPCPROF_OBJS := $(HPCPROF_SRCS:src/hpcprof/%.c=$(BUILD)/host-hpcfile/hpcprof/%.o)

HOST_TOOLS += bin/hpcprof

$(BUILD)/host-hpcfile/%.o: hpcfile/%.c | $(BUILD)/.deps-ok
	@mkdir -p $(@D)
	$(CC) $(HOST_CFLAGS) -MMD -MP -c $< -o $@

$(BUILD)/host-hpcfile/hpcprof/%.o: src/hpcprof/%.c | $(BUILD)/.deps-ok
	@mkdir -p $(@D)
	$(CC) $(HOST_CFLAGS) -Ihpcfile $(EMU_INC) -MMD -MP -c $< -o $@

# --annotate disassembles with the emulator's disassembler (emu/cpu/dis.c and its table).
HPCPROF_EMU_OBJS := $(BUILD)/host/dis.o $(BUILD)/host/insns.o

bin/hpcprof: $(HPCPROF_OBJS) $(HPCFILE_OBJS) $(HPCPROF_EMU_OBJS)
	@mkdir -p bin
	$(CC) $(HOST_CFLAGS) -o $@ $^ $(HOST_LIBS)

# tests/unit/test_hpcfile.c links only the library (tests/tests.mk's UNIT_OBJS_<name>).
UNIT_OBJS_test_hpcfile := $(HPCFILE_OBJS)

# hpcprof end-to-end: hand-made profiles, expected report text (last line "N passed, M failed").
.PHONY: check-hpcprof
check-hpcprof: bin/hpcprof
	tests/hpcfile/run.sh

.PHONY: clean-hpcfile
clean: clean-hpcfile
clean-hpcfile:
	rm -rf $(BUILD)/host-hpcfile $(BUILD)/tests/hpcfile

-include $(HPCFILE_OBJS:.o=.d) $(HPCPROF_OBJS:.o=.d)
