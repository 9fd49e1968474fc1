#!/bin/bash
# Runs every test suite of `make check` and ends with one line `N passed, M failed`
# (suites counted by their own pass/fail lines). Usage: run-check.sh UNIT_TEST_BINARIES...
cd "$(dirname "$0")/.." || exit 1
total_pass=0 total_fail=0

tally() {  # name passed failed
    printf '%-22s %5d passed, %d failed\n' "$1:" "$2" "$3"
    total_pass=$((total_pass + $2)); total_fail=$((total_fail + $3))
}

for t in "$@"; do
    out=$("$t" 2>&1); rc=$?
    echo "$out" | grep -E "^[^ ]+:[0-9]+:[FE]:" || true
    line=$(echo "$out" | grep -E "Checks: [0-9]+" | tail -1)
    # Shell arithmetic only: a fresh machine has no bc (make fresh-check found unit results lost).
    checks=$(echo "$line" | sed -nE 's/.*Checks: ([0-9]+).*/\1/p')
    failures=$(echo "$line" | sed -nE 's/.*Failures: ([0-9]+).*/\1/p')
    errors=$(echo "$line" | sed -nE 's/.*Errors: ([0-9]+).*/\1/p')
    if [ -n "$checks" ] && [ -n "$failures" ] && [ -n "$errors" ]; then fails=$((failures + errors))
    else checks=1; fails=1; echo "$t: no result (exit $rc)"; fi
    tally "unit $(basename "$t")" $((checks - fails)) "$fails"
done

suite() {  # name command...: the command's last "N passed, M failed" line counts
    local name=$1; shift
    out=$("$@" 2>&1); rc=$?
    echo "$out" | grep -E "^(FAIL|MISMATCH|mismatch)" | head -40
    line=$(echo "$out" | grep -E "[0-9]+ passed, [0-9]+ failed" | tail -1)
    if [ -z "$line" ]; then echo "$name: no result (exit $rc)"; echo "$out" | tail -5; tally "$name" 0 1; return; fi
    p=$(echo "$line" | grep -oE '[0-9]+ passed' | grep -oE '[0-9]+')
    f=$(echo "$line" | grep -oE '[0-9]+ failed' | grep -oE '[0-9]+')
    tally "$name" "$p" "$f"
}

suite "runtime e2e" tests/rt/run.sh
suite "pacc headers" tests/pacc/run.sh
suite "DLLs" tests/dll/run.sh
suite "hostile inputs" tests/hostile/run.sh
suite "hostile programs" tests/hostile/programs.sh
suite "profiler" tests/profile/run.sh
suite "classic profiling" tests/classic/run.sh
suite "malloc/calls" tests/malloc/run.sh
suite "unwinder" tests/unwind/run.sh
suite "trampoline" tests/tramp/run.sh
suite "exact calls" tests/calls/run.sh
suite "threads" tests/threads/run.sh
[ -x tests/dis/check.sh ] && suite "disassembler" tests/dis/check.sh
[ -x tests/hpcfile/run.sh ] && suite "hpcprof" tests/hpcfile/run.sh
[ -x tests/views/run.sh ] && suite "hpcprof views" tests/views/run.sh
suite "robustness" tests/robust/run.sh
suite "fuzz replays" tests/fuzz/replay.sh
suite "random instructions" tests/fuzz/insn-diff.sh -s 1 -n 10
[ -x tests/torture/sample.sh ] && suite "torture sample" tests/torture/sample.sh
suite "blocks vs interp" tests/blocks/run.sh
suite "POSIX layer" tests/posix/run.sh
suite "processes" tests/proc/run.sh
suite "layering" tests/layers/check.sh
suite "atomics" tests/atomics/run.sh
suite "mmap" tests/mmap/run.sh

echo "$total_pass passed, $total_fail failed"
[ "$total_fail" = 0 ]
