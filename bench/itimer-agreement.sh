#!/bin/bash
# bench/itimer-agreement.sh: do itimer profiles agree with and without translation?
# Each bench program runs under bin/csprof -e itimer@PERIOD[:OPT] twice, translated
# (the default) and with --interp, at a size that gives a few thousand samples; the
# table gives, per program, the largest difference in a function's share of the total
# (exclusive, percentage points) over the top five functions of either run, and the
# sample counts. Reported, never checked (timings belong here, not in the tests).
# usage: bench/itimer-agreement.sh [-p PERIOD_US] [-o :host] [PROGRAM...]
set -u
here=$(cd -- "$(dirname -- "$(readlink -f -- "$0")")" && pwd)
root=$(cd -- "$here/.." && pwd)
out=$root/build/bench
period=1000 opt=
while getopts "p:o:" o; do
    case $o in p) period=$OPTARG ;; o) opt=$OPTARG ;; *) exit 2 ;; esac
done
shift $((OPTIND - 1))
progs=("$@")
[ ${#progs[@]} -gt 0 ] || progs=(allocs fib nbody qsort sieve wordhash)
mkdir -p "$out"

size() {   # arguments giving a translated run of some 10 s (a few thousand samples)
    case $1 in
        allocs) echo 40000000 ;; fib) echo 41 ;; nbody) echo 4000000 ;; qsort) echo 8000000 ;;
        sieve) echo 400000000 ;; wordhash) echo 40000000 ;; *) echo ;;
    esac
}

# flat PROFILE: "function share" lines, exclusive share of the itimer total.
flat() {
    "$root/bin/hpcprof" --flat --threshold 0 "$1" 2>/dev/null |
        awk '/^ *[0-9]+ +[0-9.]+% +[0-9]+ +[0-9.]+%/ { f = ""; for (i = 6; i <= NF && $i !~ /\.[ch]:[0-9]+$/; i++) f = f (f ? " " : "") $i; sub(/%/, "", $2); print f "\t" $2 }'
}

printf '%-10s %9s %9s %8s  %s\n' program "samples" "interp" "max diff" "function with the largest difference (translated / interpreted %)"
for p in "${progs[@]}"; do
    exe=$out/$p.pa64
    [ -x "$exe" ] || "$root/bin/pacc" -std=c11 -O2 -o "$exe" "$here/$p.c" -lm || continue
    for m in jit interp; do
        flag=; [ $m = interp ] && flag=--interp
        # shellcheck disable=SC2086,SC2046
        "$root/bin/csprof" $flag -v -e "itimer@$period$opt" -o "$out/$p.agree-$m.csprof" "$exe" $(size "$p") \
            >/dev/null 2>"$out/$p.agree-$m.err" </dev/null
        flat "$out/$p.agree-$m.csprof" >"$out/$p.agree-$m.flat"
    done
    nj=$(sed -n 's/.* samples (itimer \([0-9]*\)).*/\1/p' "$out/$p.agree-jit.err")
    ni=$(sed -n 's/.* samples (itimer \([0-9]*\)).*/\1/p' "$out/$p.agree-interp.err")
    awk -F'\t' -v p="$p" -v nj="${nj:-0}" -v ni="${ni:-0}" '
        FNR == 1 { file++ }
        { share[file, $1] = $2; if (FNR <= 5) top[$1] = 1 }
        END {
            worst = -1
            for (f in top) {
                d = share[1, f] - share[2, f]; if (d < 0) d = -d
                if (d > worst) { worst = d; wf = f }
            }
            printf "%-10s %9d %9d %8.1f  %s (%.1f / %.1f)\n", p, nj, ni, worst, wf, share[1, wf], share[2, wf]
        }' "$out/$p.agree-jit.flat" "$out/$p.agree-interp.flat"
done
