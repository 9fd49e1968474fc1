# Emulator speed benchmarks (bench/run.sh; figures and method in bench/README.md).
# Included from the top-level Makefile, which provides BUILD and the `all` target.
#   make bench                    every bench/*.c under pa64, qemu-hppa and natively,
#                                 then csprof's overhead over pa64 (bench/overhead.sh:
#                                 insn, itimer, malloc and its cost per intercepted call)
#                                 and the itimer total against CPU time (bench/itimer-accuracy.sh)
#   make bench BENCH_REPEAT=3     keep the fastest of 3 runs of each binary
#   make bench-itimer             itimer profiles translated against --interp, by default
#                                 and with :host (bench/itimer-agreement.sh; minutes)
# Reports timings only; fails only when the three builds print different output.

BENCH_REPEAT ?= 1

.PHONY: bench bench-clean bench-itimer
bench: all
	bench/run.sh -r $(BENCH_REPEAT) -o $(BUILD)/bench
	@echo
	@echo "Profiling overhead (CPU time, minimum of 9 interleaved runs):"
	bench/overhead.sh -r 9
	@echo
	@echo "itimer@1000 total against the process's CPU time:"
	bench/itimer-accuracy.sh

bench-itimer: all
	bench/itimer-agreement.sh
	bench/itimer-agreement.sh -o :host

bench-clean:
	rm -rf $(BUILD)/bench
