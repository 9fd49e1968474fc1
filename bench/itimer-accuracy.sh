#!/bin/bash
# bench/itimer-accuracy.sh: does the itimer metric measure CPU time? Each bench program
# (built as bench/run.sh and overhead.sh build it, into build/bench) runs under
# bin/csprof -e itimer@PERIOD; the table compares the profile's total (hpcprof's folded
# stacks summed) with the CPU time (user+system) of that same csprof process.
# usage: bench/itimer-accuracy.sh [-p PERIOD_US] [PROGRAM...]   Reported, never checked.
set -u
here=$(cd -- "$(dirname -- "$(readlink -f -- "$0")")" && pwd)
root=$(cd -- "$here/.." && pwd)
out=$root/build/bench
period=1000
while getopts "p:" opt; do
    case $opt in p) period=$OPTARG ;; *) exit 2 ;; esac
done
shift $((OPTIND - 1))
if [ $# -gt 0 ]; then progs=("$@"); else
    progs=(); for f in "$here"/*.c; do b=${f##*/}; progs+=("${b%.c}"); done
fi
mkdir -p "$out"

printf '%-10s %10s %12s %8s %10s %9s\n' program "CPU s" "itimer s" samples "samples/s" "itimer/CPU"
for p in "${progs[@]}"; do
    exe=$out/$p.pa64
    [ -x "$exe" ] || "$root/bin/pacc" -std=c11 -O2 -o "$exe" "$here/$p.c" -lm || continue
    prof=$out/$p.itimer.csprof
    # bash's time keyword reports the child's user and system time (wait4's rusage).
    TIMEFORMAT='%3U %3S'
    cpu=$({ time "$root/bin/csprof" -e itimer@"$period" -v -o "$prof" "$exe" >/dev/null 2>"$out/.itimer.err" </dev/null; } 2>&1 | awk '{ print $1 + $2 }')
    n=$(sed -n 's/.* samples (itimer \([0-9]*\)).*/\1/p' "$out/.itimer.err")
    total=$("$root/bin/hpcprof" --folded "$prof" 2>/dev/null | awk '{ s += $NF } END { printf "%.3f", s / 1e6 }')
    awk -v p="$p" -v c="$cpu" -v t="$total" -v n="${n:-0}" 'BEGIN {
        printf "%-10s %10.3f %12.3f %8d %10.0f %8.1f%%\n", p, c, t, n, (c > 0 ? n / c : 0), (c > 0 ? 100 * t / c : 0) }'
done
