#!/bin/bash
# Host instructions each bench program costs under one or more pa64 binaries: cachegrind's
# instruction count (valgrind --tool=cachegrind --cache-sim=no), which, unlike CPU time on
# a shared machine, is the same from run to run. For comparing two builds of the
# translator; the sizes are reduced so that a run under valgrind takes seconds.
# usage: bench/hostinsns.sh [-p PROGRAM]... [PA64...]   (default bin/pa64; the bench
#        programs must be built: make bench, or bench/run.sh once)
# Prints one line per program: its host instructions under each binary, and the change of
# each against the first.
set -u
root=$(cd -- "$(dirname -- "$(readlink -f -- "$0")")/.." && pwd)
cd "$root" || exit 2
sizes=(allocs:200000 fib:30 fmt:20000 nbody:30000 qsort:100000 sieve:5000000 wordhash:500000)
progs=()
while getopts p:h opt; do
    case $opt in
    p) progs+=("$OPTARG") ;;
    *) sed -n '2,9s/^# \{0,1\}//p' "$0"; [ "$opt" = h ]; exit ;;
    esac
done
shift $((OPTIND - 1))
for p in "${progs[@]}"; do
    [[ " ${sizes[*]} " == *" $p:"* ]] || { echo "bench/hostinsns.sh: $p: no such bench program" >&2; exit 2; }
done
bins=("$@")
[ ${#bins[@]} -gt 0 ] || bins=(bin/pa64)
command -v valgrind >/dev/null ||
    { echo "bench/hostinsns.sh: valgrind not found (Debian: apt-get install valgrind)" >&2; exit 2; }
for b in "${bins[@]}"; do
    [ -x "$b" ] || { echo "bench/hostinsns.sh: $b: not an executable pa64" >&2; exit 2; }
done

# host_insns BIN PROG ARG: the I refs of one run, digits only (empty on failure)
host_insns() {
    valgrind --tool=cachegrind --cache-sim=no --cachegrind-out-file=/dev/null "$1" \
        "build/bench/$2.pa64" "$3" 2>&1 >/dev/null | awk '/I *refs/ { gsub(",", "", $4); print $4 }'
}

printf '%-10s' program
for b in "${bins[@]}"; do printf ' %18s' "$(basename "$(dirname "$(readlink -f "$b")")")/$(basename "$b")"; done
echo
status=0
for spec in "${sizes[@]}"; do
    p=${spec%%:*} n=${spec#*:}
    if [ ${#progs[@]} -gt 0 ] && [[ " ${progs[*]} " != *" $p "* ]]; then continue; fi
    if [ ! -f "build/bench/$p.pa64" ]; then
        echo "bench/hostinsns.sh: build/bench/$p.pa64 missing (make bench builds it)" >&2
        status=2; continue
    fi
    printf '%-10s' "$p"
    first=
    for b in "${bins[@]}"; do
        ir=$(host_insns "$b" "$p" "$n")
        if [ -z "$ir" ]; then printf ' %18s' failed; status=1; continue; fi
        if [ -z "$first" ]; then first=$ir; printf ' %18s' "$ir"
        else printf ' %10s %+6.1f%%' "$ir" "$(awk -v a="$ir" -v f="$first" 'BEGIN { print 100 * (a - f) / f }')"; fi
    done
    echo
done
exit $status
