#!/bin/bash
# Process and signal calls of the guest (fork, execve, waitpid, pipe, popen, system,
# sigaction...): each tests/proc/NAME.c checks itself and prints "ok ..." lines; it is
# built with bin/pacc (dynamic and -noshared), run on bin/pa64 (also --no-jit for the
# dynamic build), and must exit 0 with no FAIL line. csprof.sh checks that csprof
# follows the processes. usage: tests/proc/run.sh [NAME...]
set -u
. "$(dirname -- "$(readlink -f -- "$0")")/../lib.sh" proc
mkdir -p "$out"
passed=0 failed=0
[ $# -eq 0 ] && set -- $(cd "$here" && ls *.c | sed 's/\.c$//')

check() {  # label command...
    local label=$1; shift
    local log=$out/$label.log
    if (cd "$out" && timeout 60 "$@") > "$log" 2>&1 && ! grep -q '^FAIL' "$log" && grep -q '^ok' "$log"; then
        passed=$((passed + 1))
    else
        echo "FAIL $label: $(grep -m3 -E '^FAIL|pa64|timeout' "$log" | tr '\n' ' ')"
        failed=$((failed + 1))
    fi
}

for name in "$@"; do
    for mode in dynamic noshared; do
        flags=; [ $mode = noshared ] && flags=-noshared
        if ! "$root/bin/pacc" $flags -o "$out/$name-$mode" "$here/$name.c" 2> "$out/$name-$mode.build.log"; then
            echo "FAIL $name [$mode]: does not build"; failed=$((failed + 1)); continue
        fi
        check "$name-$mode" "$root/bin/pa64" "$out/$name-$mode"
    done
    check "$name-nojit" "$root/bin/pa64" --no-jit "$out/$name-dynamic"
done
if [ -x "$here/csprof.sh" ]; then
    if "$here/csprof.sh" "$out" > "$out/csprof.log" 2>&1; then passed=$((passed + 1))
    else echo "FAIL csprof follows processes: $(grep -m3 FAIL "$out/csprof.log" | tr '\n' ' ')"; failed=$((failed + 1)); fi
fi
echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
