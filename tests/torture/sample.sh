#!/bin/bash
# sample.sh: the fixed torture sample (tests/torture/sample.txt) at -O0 and -O2; used by
# `make torture-sample` and by `make check` (tests/run-check.sh).  Extra arguments go to run.sh
# (e.g. -t SECS, -j N).  Ends with "torture-sample: N passed, M failed, K skipped"; exit 1 on
# an unexpected failure.
cd "$(dirname "$(readlink -f "$0")")/../.." || exit 2
build=${BUILD:-build}
tests/torture/extract.sh "$build/torture/src" || exit 2
exec tests/torture/run.sh -n torture-sample -l tests/torture/sample.txt "$@" \
    "$build/torture/src" "$build/torture/sample"
