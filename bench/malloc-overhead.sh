#!/bin/bash
# bench/malloc-overhead.sh: cost of the synchronous malloc source. Each bench program
# (built by bench/run.sh or here into build/bench) runs under bin/pa64 alone and under
# bin/csprof -e malloc, interleaved REPEAT times; prints the minimum CPU times
# (user+system), the overhead, the allocator calls intercepted (csprof -v) and, where
# there are enough of them to measure, the cost per intercepted call.
# usage: bench/malloc-overhead.sh [-r REPEAT] [PROGRAM[:ARGS]...]   Timings are reported, never checked.
set -u
here=$(cd -- "$(dirname -- "$(readlink -f -- "$0")")" && pwd)
root=$(cd -- "$here/.." && pwd)
out=$root/build/bench
mkdir -p "$out"
repeat=3
while getopts "r:" opt; do
    case $opt in r) repeat=$OPTARG ;; *) exit 2 ;; esac
done
shift $((OPTIND - 1))
if [ $# -gt 0 ]; then progs=("$@"); else
    progs=(); for f in "$here"/*.c; do b=${f##*/}; progs+=("${b%.c}"); done
fi

cpu() {    # CPU time (user+system) of one run of CMD
    /usr/bin/time -o "$out/.time" -f '%U %S' "$@" >/dev/null 2>&1 </dev/null
    tail -1 "$out/.time" | awk '{ printf "%.3f", $1 + $2 }'
}
min() { awk -v a="$1" -v b="$2" 'BEGIN { print (b == "" || a < b) ? a : b }'; }
pct() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%+.1f%%", (b > 0 ? 100 * (a - b) / b : 0) }'; }

printf '%-10s %9s %11s %9s %10s %12s\n' program "pa64 s" "malloc s" overhead calls "us/call"
for spec in "${progs[@]}"; do
    p=${spec%%:*} args=; [ "$spec" != "$p" ] && args=${spec#*:} && args=${args//:/ }
    exe=$out/$p.pa64
    [ -x "$exe" ] || "$root/bin/pacc" -std=c11 -O2 -o "$exe" "$here/$p.c" -lm || continue
    t0='' t1=''
    for ((i = 0; i < repeat; i++)); do
        t0=$(min "$(cpu "$root/bin/pa64" "$exe" $args)" "$t0")
        t1=$(min "$(cpu "$root/bin/csprof" -e malloc -o "$out/$p.malloc.csprof" "$exe" $args)" "$t1")
    done
    calls=$("$root/bin/csprof" -v -e malloc -o "$out/$p.malloc.csprof" "$exe" $args 2>&1 >/dev/null </dev/null |
            sed -n 's/.*(malloc \([0-9]*\)).*/\1/p')
    per=$(awk -v a="$t1" -v b="$t0" -v n="${calls:-0}" 'BEGIN { if (n >= 10000) printf "%.2f", 1e6 * (a - b) / n; else print "-" }')
    printf '%-10s %9s %11s %9s %10s %12s\n' "$p${args:+ $args}" "$t0" "$t1" "$(pct "$t1" "$t0")" "${calls:-?}" "$per"
done
