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
    bin/csprof -e insn@1000 -o "$B/demo-O0.csprof" "$B/demo-O0" 22 >/dev/null || return 1
    # fib 28: deep Ackermann recursion, about 16000 CCT nodes
    bin/csprof -e insn@1000 -o "$B/fib.csprof" "$B/fib" 28 >/dev/null || return 1
}

if ! setup; then echo "setup failed"; echo "0 passed, 1 failed"; exit 1; fi
exec python3 tests/views/check.py "$B"
