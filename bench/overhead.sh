#!/bin/bash
# bench/overhead.sh: profiling overhead. Each bench program (built by bench/run.sh into
# build/bench) runs under bin/pa64 alone, then under bin/csprof -e insn@1000000,
# -e itimer@1000 and -e malloc (interleaved, REPEAT times each); prints the minimum CPU
# times (user+system: steadier than wall time on a shared machine) and the overhead in
# percent; for -e malloc also the
# allocator calls intercepted (csprof -v) and, when there are enough to measure, the
# cost per intercepted call. A PROGRAM may carry arguments: wordhash:200000.
# usage: bench/overhead.sh [-r REPEAT] [-T] [PROGRAM[:ARGS]...]     Timings are reported, never checked.
#   -T  instead: the return trampoline's effect at -e insn@1000 -- CPU time and mean frames
#       unwound per sample with --trampoline=off, last and all (csprof -v), and pa64 alone.
set -u
here=$(cd -- "$(dirname -- "$(readlink -f -- "$0")")" && pwd)
root=$(cd -- "$here/.." && pwd)
out=$root/build/bench
mkdir -p "$out"
repeat=3
tramp=
while getopts "r:T" opt; do
    case $opt in r) repeat=$OPTARG ;; T) tramp=1 ;; *) exit 2 ;; esac
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

frames() {  # MODE EXE: mean frames unwound per sample at insn@1000
    "$root/bin/csprof" -v --trampoline="$1" -e insn@1000 -o "$out/.fr.csprof" "$2" 2>&1 >/dev/null </dev/null |
        awk '/frames unwound per sample/ {print $4}'
}

if [ -n "$tramp" ]; then
    printf '%-10s %8s | %-22s | %-22s | %-22s\n' program "pa64 s" "insn@1000 off: s frames" "last: s over frames" "all: s over frames"
    for p in "${progs[@]}"; do
        exe=$out/$p.pa64
        [ -x "$exe" ] || "$root/bin/pacc" -std=c11 -O2 -o "$exe" "$here/$p.c" -lm || continue
        t0='' to='' tl='' ta=''
        for ((i = 0; i < repeat; i++)); do
            t0=$(min "$(cpu "$root/bin/pa64" "$exe")" "$t0")
            to=$(min "$(cpu "$root/bin/csprof" --trampoline=off -e insn@1000 -o "$out/$p.t.csprof" "$exe")" "$to")
            tl=$(min "$(cpu "$root/bin/csprof" --trampoline=last -e insn@1000 -o "$out/$p.t.csprof" "$exe")" "$tl")
            ta=$(min "$(cpu "$root/bin/csprof" --trampoline=all -e insn@1000 -o "$out/$p.t.csprof" "$exe")" "$ta")
        done
        printf '%-10s %8s | %7s %6s %8s | %7s %6s %7s | %7s %6s %7s\n' "$p" "$t0" "$to" "$(pct "$to" "$t0")" "$(frames off "$exe")" \
            "$tl" "$(pct "$tl" "$t0")" "$(frames last "$exe")" "$ta" "$(pct "$ta" "$t0")" "$(frames all "$exe")"
    done
    exit 0
fi

printf '%-16s %7s %11s %9s %13s %9s %9s %9s %8s %8s\n' program "pa64 s" "insn@1e6 s" overhead "itimer@1ms s" overhead \
    "malloc s" overhead calls "us/call"
for spec in "${progs[@]}"; do
    p=${spec%%:*} args=; [ "$spec" != "$p" ] && args=${spec#*:} && args=${args//:/ }
    exe=$out/$p.pa64
    [ -x "$exe" ] || "$root/bin/pacc" -std=c11 -O2 -o "$exe" "$here/$p.c" -lm || continue
    # Interleaved runs, minimum of each: they share whatever the machine is doing.
    t0='' t1='' t2='' t3=''
    for ((i = 0; i < repeat; i++)); do
        t0=$(min "$(cpu "$root/bin/pa64" "$exe" $args)" "$t0")
        t1=$(min "$(cpu "$root/bin/csprof" -e insn@1000000 -o "$out/$p.insn.csprof" "$exe" $args)" "$t1")
        t2=$(min "$(cpu "$root/bin/csprof" -e itimer@1000 -o "$out/$p.itimer.csprof" "$exe" $args)" "$t2")
        t3=$(min "$(cpu "$root/bin/csprof" -e malloc -o "$out/$p.malloc.csprof" "$exe" $args)" "$t3")
    done
    calls=$("$root/bin/csprof" -v -e malloc -o "$out/$p.malloc.csprof" "$exe" $args 2>&1 >/dev/null </dev/null |
            sed -n 's/.*(malloc \([0-9]*\)).*/\1/p')
    per=$(awk -v a="$t3" -v b="$t0" -v n="${calls:-0}" 'BEGIN { if (n >= 10000) printf "%.2f", 1e6 * (a - b) / n; else print "-" }')
    printf '%-16s %7s %11s %9s %13s %9s %9s %9s %8s %8s\n' "$p${args:+ $args}" "$t0" "$t1" "$(pct "$t1" "$t0")" "$t2" \
        "$(pct "$t2" "$t0")" "$t3" "$(pct "$t3" "$t0")" "${calls:-?}" "$per"
done
