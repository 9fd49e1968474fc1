#!/bin/bash
# The Open POSIX Test Suite's pthread_*, sem_* and sched_yield conformance tests (LTP,
# testcases/open_posix_testsuite/conformance/interfaces/), built natively (gcc -pthread)
# and with pacc -pthread, run both ways; prints one row per interface: tests, native
# PASS, pa64 PASS, and each native pass that fails under pa64 with its exit status and
# last output line. usage: ltp-posix-threads.sh LTPDIR OUTDIR [INTERFACE-REGEX]
set -u
ltp=${1:?usage: ltp-posix-threads.sh LTPDIR OUTDIR [REGEX]}; out=${2:?OUTDIR}; re=${3:-'^(pthread_|sem_|sched_yield)'}
root=$(cd "$(dirname "$0")/.." && pwd)
ots=$ltp/testcases/open_posix_testsuite
ifs=$ots/conformance/interfaces
mkdir -p "$out"
jobs=${JOBS:-2}
TO_NATIVE=${TO_NATIVE:-30}; TO_PA64=${TO_PA64:-60}

# One test both ways: "iface test native_status pa64_status last-line"
one() {
    local src=$1 iface test n p
    iface=$(basename "$(dirname "$src")"); test=$(basename "$src" .c)
    local d=$out/$iface; mkdir -p "$d"
    local extra=""
    [ -f "$ifs/$iface/LDLIBS" ] && extra=$(grep -v pthread "$ifs/$iface/LDLIBS" | tr '\n' ' ')
    if gcc -O0 -w -pthread -I"$ots/include" -o "$d/$test.native" "$src" "$ots/lib/common.c" -lrt -lm $extra >"$d/$test.native.cc" 2>&1; then
        (cd "$d" && timeout -k 5 "$TO_NATIVE" "./$test.native" >"$test.native.out" 2>&1); n=$?
    else n=cc; fi
    if "$root/bin/pacc" -O0 -w -pthread -I"$ots/include" -o "$d/$test.pa64" "$src" "$ots/lib/common.c" -lm >"$d/$test.pa64.cc" 2>&1; then
        (cd "$d" && timeout -k 5 "$TO_PA64" "$root/bin/pa64" "./$test.pa64" >"$test.pa64.out" 2>&1); p=$?
    else p=cc; fi
    local why=""
    if [ "$p" = cc ]; then why=$(grep -m1 -E "error|undefined" "$d/$test.pa64.cc" | sed 's/.*: //' | cut -c1-80)
    else why=$(tail -1 "$d/$test.pa64.out" | cut -c1-80); fi
    echo "$iface $test $n $p $why"
}
export -f one
export out ots ifs root TO_NATIVE TO_PA64

ls -d "$ifs"/*/ | xargs -n1 basename | grep -E "$re" | while read -r i; do ls "$ifs/$i"/*.c 2>/dev/null; done |
    xargs -P "$jobs" -I{} bash -c 'one {}' > "$out/results.txt"
sort -o "$out/results.txt" "$out/results.txt"
awk '{ t[$1]++; if ($3 == "0") n[$1]++; if ($4 == "0") p[$1]++; if ($3 == "0" && $4 == "0") b[$1]++ }
     END { printf "%-34s %5s %6s %5s\n", "interface", "tests", "native", "pa64";
           for (i in t) { printf "%-34s %5d %6d %5d\n", i, t[i], n[i], p[i]; T += t[i]; N += n[i]; P += p[i]; B += b[i] }
           printf "%-34s %5d %6d %5d   (pa64 passes of native passes: %d = %.1f%%)\n", "TOTAL", T, N, P, B, N ? 100 * B / N : 0 }' \
    "$out/results.txt" | sort
echo "native passes that fail under pa64 (status; last line):"
awk '$3 == "0" && $4 != "0"' "$out/results.txt"
