# `make fuzz-readers`: libFuzzer harnesses (Debian's clang, installed here when missing)
# for the HPC_CSPROF reader, the <PROF1> reader with the classic reports and the gmon
# writer, and hpcprof's reports (pairs, another program's symbols), seeded with real
# csprof output. Each runs FUZZ_S seconds (tests/fuzz/rules.mk's default); crashes land in
# build/fuzz/work/<harness>/crashes/ -- copy each to tests/fuzz/regress/ so make check
# replays it (tests/robust/run.sh).

FUZZ_FLAGS := -g -O1 -std=c11 -D_GNU_SOURCE -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=undefined
FUZZ_READERS := fuzz_csprof fuzz_prof1 fuzz_reports
FUZZ_HPCPROF_SRCS := $(filter-out src/hpcprof/main.c,$(HPCPROF_SRCS))

.PHONY: fuzz-readers fuzz-readers-build
fuzz: fuzz-readers
fuzz-readers: fuzz-readers-build $(FUZZ_DIR)/seeds/calls.csprof
	@for h in $(FUZZ_READERS); do \
	    mkdir -p $(FUZZ_DIR)/work/$$h/corpus $(FUZZ_DIR)/work/$$h/crashes; \
	    case $$h in fuzz_prof1) seeds=tests/fuzz/seeds-prof1;; *) seeds=$(FUZZ_DIR)/seeds;; esac; \
	    echo "fuzz: $$h for $(FUZZ_S) s"; \
	    FUZZ_EXE=$(abspath $(FUZZ_DIR)/seeds/calls) FUZZ_EXE2=$(abspath $(FUZZ_DIR)/seeds/other) $(FUZZ_DIR)/$$h -max_total_time=$(FUZZ_S) -timeout=10 \
	        -rss_limit_mb=2048 -artifact_prefix=$(FUZZ_DIR)/work/$$h/crashes/ -print_final_stats=1 \
	        $(FUZZ_DIR)/work/$$h/corpus $$seeds 2>&1 | tee $(FUZZ_DIR)/work/$$h/log | grep -E "^(#[0-9]+[[:space:]]+DONE|stat::|==[0-9]+==ERROR|SUMMARY)" || true; \
	done

fuzz-readers-build: $(FUZZ_READERS:%=$(FUZZ_DIR)/%)

$(FUZZ_DIR)/fuzz_csprof: $(FUZZ_DIR)/%: tests/fuzz/%.c $(HPCFILE_SRCS) | fuzz-deps
	$(FUZZ_CC) $(FUZZ_FLAGS) -Ihpcfile -o $@ $< $(HPCFILE_SRCS)

# --annotate's disassembler is the emulator's (emu/cpu/dis.c and its instruction table).
FUZZ_HPCPROF_EMU := emu/cpu/dis.c emu/cpu/insns.c
# fuzz_prof1 runs the classic reports, which symbolize as fuzz_reports does.
$(FUZZ_DIR)/fuzz_reports $(FUZZ_DIR)/fuzz_prof1: $(FUZZ_DIR)/%: tests/fuzz/%.c $(HPCFILE_SRCS) $(FUZZ_HPCPROF_SRCS) $(FUZZ_HPCPROF_EMU) | fuzz-deps
	$(FUZZ_CC) $(FUZZ_FLAGS) -Ihpcfile -Isrc/hpcprof -Iemu/cpu -Iemu/os -o $@ $< $(HPCFILE_SRCS) $(FUZZ_HPCPROF_SRCS) $(FUZZ_HPCPROF_EMU) -ldw -lelf -lz

# Seeds: real csprof output (one and two metrics, exact and sampled) of a real program.
$(FUZZ_DIR)/seeds/calls.csprof: tests/profile/calls.c all
	@mkdir -p $(@D)
	bin/pacc -O2 -g -o $(FUZZ_DIR)/seeds/calls tests/profile/calls.c
	bin/pacc -O2 -g -o $(FUZZ_DIR)/seeds/other tests/hostile/progs/sig_nest.c
	bin/csprof -e insn@997 -o $(FUZZ_DIR)/seeds/two.csprof -e itimer@100 $(FUZZ_DIR)/seeds/calls 12 2000 >/dev/null
	bin/csprof -e insn@10007 -o $@ $(FUZZ_DIR)/seeds/calls 10 1000 >/dev/null
