#!/bin/bash
# Memory-mapped files (issue 27): each program here built -noshared and -dynamic, run
# translated and --interp in a scratch directory, prints NAME.expected (the output of a
# native build of the same source on the host).
set -u
. "$(dirname -- "$(readlink -f -- "$0")")/../lib.sh" mmap
mkdir -p "$out"
passed=0 failed=0
for mode in noshared dynamic; do
    for src in "$here"/*.c; do
        name=$(basename "$src" .c) exe=$out/$name-$mode
        if ! "$pacc" -"$mode" -O2 -g -Wall -Wextra -o "$exe" "$src" >"$exe.log" 2>&1; then
            echo "FAIL $name [$mode]: build failed (see $exe.log)"; failed=$((failed + 1)); continue
        fi
        for run in translated interp; do
            flags=(); [ $run = interp ] && flags=(--interp)
            work=$out/work-$name-$mode-$run
            rm -rf "$work"; mkdir -p "$work"
            (cd "$work" && timeout 60 "$pa64" ${flags[@]+"${flags[@]}"} "$exe" >"$exe.$run.out" 2>"$exe.$run.err" </dev/null)
            rc=$?
            if [ $rc != 0 ]; then
                echo "FAIL $name [$mode $run]: exit $rc: $(head -c 300 "$exe.$run.err")"; failed=$((failed + 1))
            elif ! cmp -s "$exe.$run.out" "$here/$name.expected"; then
                echo "FAIL $name [$mode $run]: stdout differs"; diff "$here/$name.expected" "$exe.$run.out" | head -5
                failed=$((failed + 1))
            else
                echo "PASS $name [$mode $run]"; passed=$((passed + 1)); rm -rf "$work"
            fi
        done
    done
done
echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
