#!/bin/bash
# bench/calls-overhead.sh: the cost of exact call counting (csprof -e calls). Each program
# runs under bin/pa64 alone, csprof with its default event (itimer), csprof -e calls,
# csprof -e insn@1000000 and csprof -e insn@1000000 -e calls (interleaved, REPEAT times
# each); prints the minimum CPU times (user+system), each one's ratio to pa64 alone, and
# the calls counted (csprof -v). Timings are reported, never checked.
# usage: bench/calls-overhead.sh [-r REPEAT] [PROGRAM[:ARGS]...]
#   PROGRAM  a bench/*.c name (built -O2 into build/bench as bench/overhead.sh does), or
#            the path of a PA-64 executable, e.g. a Lua built with pacc -O0:
#            /work/ext/lua-pa:bench/realprogs.lua:4   (':' separates the arguments)
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
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2fx", (b > 0 ? a / b : 0) }'; }

printf '%-24s %7s %8s %6s %8s %6s %9s %6s %9s %6s %10s\n' program "pa64 s" "default" ratio "calls s" ratio \
    "insn@1e6" ratio "+calls s" ratio calls
for spec in "${progs[@]}"; do
    p=${spec%%:*} args=; [ "$spec" != "$p" ] && args=${spec#*:} && args=${args//:/ }
    if [ -f "$here/$p.c" ]; then
        exe=$out/$p.pa64
        [ -x "$exe" ] || "$root/bin/pacc" -std=c11 -O2 -o "$exe" "$here/$p.c" -lm || continue
    else
        exe=$p
    fi
    t0='' td='' tc='' t1='' t2=''
    for ((i = 0; i < repeat; i++)); do
        # shellcheck disable=SC2086
        t0=$(min "$(cpu "$root/bin/pa64" "$exe" $args)" "$t0")
        # shellcheck disable=SC2086
        td=$(min "$(cpu "$root/bin/csprof" -o "$out/.calls.csprof" "$exe" $args)" "$td")
        # shellcheck disable=SC2086
        tc=$(min "$(cpu "$root/bin/csprof" -e calls -o "$out/.calls.csprof" "$exe" $args)" "$tc")
        # shellcheck disable=SC2086
        t1=$(min "$(cpu "$root/bin/csprof" -e insn@1000000 -o "$out/.calls.csprof" "$exe" $args)" "$t1")
        # shellcheck disable=SC2086
        t2=$(min "$(cpu "$root/bin/csprof" -e insn@1000000 -e calls -o "$out/.calls.csprof" "$exe" $args)" "$t2")
    done
    # shellcheck disable=SC2086
    calls=$("$root/bin/csprof" -v -e calls -o "$out/.calls.csprof" "$exe" $args 2>&1 >/dev/null </dev/null |
            sed -n 's/.*(calls \([0-9]*\)).*/\1/p')
    printf '%-24s %7s %8s %6s %8s %6s %9s %6s %9s %6s %10s\n' "${p##*/}${args:+ ${args##*/}}" "$t0" \
        "$td" "$(ratio "$td" "$t0")" "$tc" "$(ratio "$tc" "$t0")" "$t1" "$(ratio "$t1" "$t0")" \
        "$t2" "$(ratio "$t2" "$t0")" "${calls:-?}"
done
