#!/bin/bash
# run.sh: run gcc.c-torture/execute tests under the PA-64 tool chain (bin/pacc + bin/pa64).
#
# usage: tests/torture/run.sh [options] SRCDIR WORKDIR
#   SRCDIR   the extracted gcc.c-torture/execute directory
#   WORKDIR  scratch directory (emptied first); binaries and logs of failing tests stay there
# options:
#   -n NAME    label of the summary lines (default: torture)
#   -l LIST    run the tests named in LIST (one per line, # comments) instead of all *.c
#   -e FILE    expected skips/failures (default: tests/torture/expected.txt)
#   -O LEVELS  optimisation levels (default: "-O0 -O2")
#   -j N       parallel jobs (default: nproc)
#   -t SECS    run-time limit per test (default: 20)
#   -i         also run the ieee/ subdirectory (when no -l LIST)
#
# Output: one line per unexpected outcome, sorted by level then test:
#   FAIL -O2 test.c: exit 134 | timeout (20 s) | pa64: guest SIGSEGV at ...
#   SKIP -O2 test.c: compile error: ... (not in expected.txt)   new compile error, counted as skip
#   XPASS -O2 test.c: reason            listed as expected to fail but passed
# then "NAME -O0: N passed, M failed, K skipped" per level and, last, the total
# "NAME: N passed, M failed, K skipped".  Skipped = directive skips, listed skips, compile
# errors and expected failures.  Exit status 1 when anything failed unexpectedly.
set -u

here=$(cd -- "$(dirname -- "$(readlink -f -- "$0")")" && pwd)
root=$(cd -- "$here/../.." && pwd)

name=torture
list=
expected=$here/expected.txt
levels="-O0 -O2"
jobs=$(nproc 2>/dev/null || echo 2)
tmo=20
ieee=

while getopts "n:l:e:O:j:t:i" opt; do
    case $opt in
        n) name=$OPTARG ;;
        l) list=$OPTARG ;;
        e) expected=$OPTARG ;;
        O) levels=$OPTARG ;;
        j) jobs=$OPTARG ;;
        t) tmo=$OPTARG ;;
        i) ieee=yes ;;
        *) sed -n '2,/^set -u/p' "$0" | sed '$d; s/^# \{0,1\}//' >&2; exit 2 ;;
    esac
done
shift $((OPTIND - 1))
[ $# -eq 2 ] || { echo "usage: $0 [options] SRCDIR WORKDIR (see -h)" >&2; exit 2; }
src=$(cd -- "$1" && pwd) || exit 2
work=$2

export TORTURE_SRC=$src
export TORTURE_DIR=$here
export TORTURE_TIMEOUT=$tmo
export PACC=${PACC:-$root/bin/pacc}
export PA64=${PA64:-$root/bin/pa64}
for t in "$PACC" "$PA64"; do
    [ -x "$t" ] || { echo "$name: $t is missing (make all)" >&2; exit 2; }
done

rm -rf -- "$work"
mkdir -p -- "$work/res"
TORTURE_WORK=$(cd -- "$work" && pwd)
export TORTURE_WORK

# The test list, relative to SRCDIR.
tests=$work/tests.txt
if [ -n "$list" ]; then
    sed -e 's/#.*//' -e 's/[[:space:]]//g' -e '/^$/d' "$list" >"$tests"
    while read -r t; do
        [ -f "$src/$t" ] || { echo "$name: $list names $t, which is not in $src" >&2; exit 2; }
    done <"$tests"
else
    { (cd "$src" && ls -- *.c)
      [ -n "$ieee" ] && (cd "$src" && ls -- ieee/*.c); } | LC_ALL=C sort >"$tests"
fi

# Tests the expected list says never to build.
skipset=$work/skip.txt
awk '!/^#/ && NF >= 3 && $3 == "skip" { print $1 }' "$expected" 2>/dev/null | sort -u >"$skipset"

ntests=$(wc -l <"$tests")
nlev=$(echo "$levels" | wc -w)
echo "$name: $ntests tests x $nlev levels ($levels) on $jobs jobs, ${tmo} s limit per run" >&2
start=$(date +%s)

# Jobs: "LEVEL TEST" pairs, both levels of a test together so progress spreads evenly.
while read -r t; do
    grep -qxF -- "$t" "$skipset" && continue
    for l in $levels; do printf '%s %s\n' "$l" "$t"; done
done <"$tests" | xargs -P "$jobs" -n 2 "$here/one.sh"

# Summarise: results (in list order, per level) joined with the expected list.
for l in $levels; do
    while read -r t; do
        key=${t%.c}; key=${key//\//_}
        f=$work/res/${l#-}/$key.res
        if grep -qxF -- "$t" "$skipset"; then
            printf 'LSKIP\t%s\t%s\t\n' "$l" "$t"
        elif [ -f "$f" ]; then
            cat "$f"
        else
            printf 'FAIL\t%s\t%s\tno result (runner error)\n' "$l" "$t"
        fi
    done <"$tests"
done | awk -F'\t' -v name="$name" -v levels="$levels" -v expfile="$expected" '
    BEGIN {
        while ((getline line < expfile) > 0) {
            if (line ~ /^[ \t]*(#|$)/) continue
            n = split(line, f, /[ \t]+/)
            if (n < 3) continue
            nl = split(f[2], lv, ",")
            for (i = 1; i <= nl; i++) kind[f[1], lv[i]] = f[3]
        }
    }
    function listed(t, l) {
        if ((t, l) in kind) return kind[t, l]
        if ((t, "*") in kind) return kind[t, "*"]
        return ""
    }
    {
        st = $1; l = $2; t = $3; d = $4; k = listed(t, l)
        if (st == "PASS") {
            pass[l]++
            if (k == "xfail" || d ~ /^unexpected pass/) print "XPASS " l " " t ": listed as expected to fail"
        } else if (st == "FAIL") {
            if (k == "xfail") { skip[l]++; xf[l]++ }
            else { fail[l]++; print "FAIL " l " " t ": " d }
        } else if (st == "CERR") {
            skip[l]++; ce[l]++
            if (k != "cerr" && k != "skip") print "SKIP " l " " t ": compile error: " d " (not in expected.txt)"
        } else {                            # SKIP (directive) or LSKIP (expected.txt)
            skip[l]++
        }
    }
    END {
        nl = split(levels, L, " ")
        for (i = 1; i <= nl; i++) {
            l = L[i]
            printf "%s %s: %d passed, %d failed, %d skipped (%d compile errors, %d expected failures)\n", \
                name, l, pass[l], fail[l], skip[l], ce[l], xf[l]
            P += pass[l]; F += fail[l]; S += skip[l]
        }
        printf "%s: %d passed, %d failed, %d skipped\n", name, P, F, S
        exit (F > 0)
    }' >"$work/summary.txt"
rc=$?
echo "$name: finished in $(( $(date +%s) - start )) s; logs in $work" >&2
cat "$work/summary.txt"
exit $rc
