#!/bin/bash
# hpcprof's speed: CPU seconds (user+sys, min of 3) of the top-down, bottom-up and flat
# reports, and CCT nodes per second, on a generated 3.5-million-node profile
# (bench/gen/hpcprof-wide.c at insn@1) and on any profiles given as arguments (for example
# one of a large -O2 -g program: the cost there is symbolization, once per address).
# Usage: bench/hpcprof.sh [PROFILE...]. Reports figures; asserts nothing.
root=$(cd "$(dirname "$0")/.." && pwd)
out=$root/build/bench/hpcprof
mkdir -p "$out" || exit 1
if [ ! -s "$out/wide.csprof" ]; then
    "$root/bin/pacc" -O2 -g -o "$out/wide" "$root/bench/gen/hpcprof-wide.c" || exit 1
    "$root/bin/csprof" -e insn@1 -o "$out/wide.csprof" "$out/wide" 16 || exit 1
fi

cpu() {  # min over 3 runs of user+sys seconds of hpcprof "$@"
    best=
    for _ in 1 2 3; do
        /usr/bin/time -o "$out/time" -f "%U %S" "$root/bin/hpcprof" "$@" > /dev/null 2>&1
        t=$(awk '{print $1 + $2}' "$out/time")
        best=$(awk -v a="${best:-$t}" -v b="$t" 'BEGIN {print (b < a ? b : a)}')
    done
    echo "$best"
}

printf "%-40s %10s %9s %9s %9s %14s\n" profile nodes top-down bottom-up flat "nodes/s (flat)"
for p in "$out/wide.csprof" "$@"; do
    nodes=$("$root/bin/hpcprof" --dump "$p" | awk '/num_nodes/ {n += $(NF - 2)} END {print n + 0}')
    td=$(cpu "$p") bu=$(cpu --bottom-up "$p") fl=$(cpu --flat "$p")
    printf "%-40s %10d %9.2f %9.2f %9.2f %14.0f\n" "$(basename "$p")" "$nodes" "$td" "$bu" "$fl" \
        "$(awk -v n="$nodes" -v t="$fl" 'BEGIN {print (t > 0 ? n / t : 0)}')"
done
