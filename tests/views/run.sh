#!/bin/bash
# hpcprof's views checked by the programs that read them: flame graph SVG (XML
# parser, frame arithmetic, headless Chromium), callgrind (callgrind_annotate),
# pprof (go tool pprof), --annotate (against objdump and --flat), --diff; and all of
# them agreeing on totals and top five functions for the demo and a bench program
# with thousands of CCT nodes. Consumers missing here are installed with apt-get
# when possible, else their checks are skipped with a reason.
# Last line: "N passed, M failed".
cd "$(dirname "$0")/../.." || exit 1
B=build/tests/views
mkdir -p "$B" || exit 1

setup() {
    [ -x bin/hpcprof ] && [ -x bin/csprof ] || { echo "bin/hpcprof or bin/csprof is not built"; return 1; }
    bin/pacc -O2 -g -o "$B/demo" examples/demo.c || return 1
    bin/pacc -O0 -g -o "$B/demo-O0" examples/demo.c || return 1
    bin/pacc -O2 -g -o "$B/fib" bench/fib.c || return 1
    bin/csprof -e insn@1000 -o "$B/demo.csprof" "$B/demo" 22 >/dev/null || return 1
    # -e calls: exact call counts, which callgrind's arcs (and its inclusive costs) need
    bin/csprof -e insn@1000 -e calls -o "$B/demo-O0.csprof" "$B/demo-O0" 22 >/dev/null || return 1
    # fib 28: deep Ackermann recursion, about 16000 CCT nodes
    bin/csprof -e insn@1000 -o "$B/fib.csprof" "$B/fib" 28 >/dev/null || return 1
    bin/csprof -e insn@1000 -e itimer@100 -o "$B/two.csprof" "$B/demo" 26 >/dev/null || return 1
    # inline chains three deep, and a 10,000-deep recursion
    bin/pacc -O2 -g -o "$B/chains" tests/views/chains.c || return 1
    bin/csprof -e insn@997 -o "$B/chains.csprof" "$B/chains" 20000 10000 >/dev/null || return 1
    # the same with 3000 lines inside work between its first loop and its inlined calls
    awk '{ print } /int t = 0;/ && !done { for (i = 0; i < 3000; i++) print "    /* padding */"; done = 1 }' \
        tests/views/chains.c > "$B/far.c" || return 1
    bin/pacc -O2 -g -o "$B/far" "$B/far.c" || return 1
    bin/csprof -e insn@997 -o "$B/far.csprof" "$B/far" 20000 10 >/dev/null || return 1
    # the demo's profile with a "returns" metric as the trampoline records it (made-up
    # counts: 1 to 4 per node), written back with tests/hpcfile/undump
    cc -std=c11 -Wall -Wextra -D_GNU_SOURCE -O2 -o "$B/undump" tests/hpcfile/undump.c hpcfile/*.c || return 1
    bin/csprof --trampoline=off -e insn@1000 -o "$B/demo-off.csprof" "$B/demo" 22 >/dev/null || return 1
    bin/hpcprof --dump "$B/demo-off.csprof" | awk '
        /^num_metrics/ { print "num_metrics 2"; next }
        /^metric 0:/ { print; print "metric 1: event_name \"returns\" flags 0x404 sample_period 1"; next }
        /^  node [0-9]+ .* metrics [0-9]+$/ { print $0, ($2 == 0 ? 0 : $2 % 4 + 1); next }
        { print }' | "$B/undump" "$B/returns.csprof" || return 1
}

if ! setup; then echo "setup failed"; echo "0 passed, 1 failed"; exit 1; fi
exec python3 tests/views/check.py "$B"
