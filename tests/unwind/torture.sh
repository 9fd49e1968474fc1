#!/bin/bash
# torture.sh: the torture sample (tests/torture/sample.txt) built at -O0 and -O2 as the
# torture runner builds it, each run under `pa64 --verify-unwind=1`.
# usage: torture.sh [-j N] [-l LIST] [LEVEL...]      (default levels: -O0 -O2)
# Prints one line per failing run and ends with `N passed, M failed`. A run passes when
# the program behaves as in the torture runner (exit 0, or the expected failure) and
# the unwinder agreed with the shadow call stack at every instruction.
set -u
root=$(cd -- "$(dirname -- "$(readlink -f -- "$0")")/../.." && pwd)
cd "$root" || exit 2
jobs=$(nproc 2>/dev/null || echo 2)
list=tests/torture/sample.txt
while getopts j:l: o; do
    case $o in j) jobs=$OPTARG ;; l) list=$OPTARG ;; *) exit 2 ;; esac
done
shift $((OPTIND - 1))
levels=("$@")
[ ${#levels[@]} -gt 0 ] || levels=(-O0 -O2)
src=build/torture/src
out=$root/build/tests/unwind/torture
tests/torture/extract.sh "$src" >/dev/null || exit 2
mkdir -p "$out"

one() {     # LEVEL TEST -> prints PASS/FAIL/SKIP line
    local level=$1 test=$2 base key exe opts='' skip='' extra=''
    base=${test%.c}; key=${base//\//_}${level}; exe=$out/$key
    case $test in ieee/*) extra=-fno-inline ;; esac
    local x=(); [ -f "$src/$base.x" ] && x=("$src/$base.x")
    while IFS= read -r line; do
        case $line in "SKIP "*) skip=1 ;; "OPT "*) opts=${line#OPT } ;; "XFAIL "*) echo "SKIP $level $test (expected failure)"; return ;; esac
    done < <(awk -v level="$level" -v extra="$extra" -f tests/torture/directives.awk "$src/$test" "${x[@]}")
    [ -n "$skip" ] && { echo "SKIP $level $test"; return; }
    # shellcheck disable=SC2086
    if ! bin/pacc -w "$level" $opts -o "$exe" "$src/$test" -lm >"$exe.clog" 2>&1; then
        echo "SKIP $level $test (does not compile)"; return
    fi
    (cd "$out" && timeout 300 "$root/bin/pa64" --verify-unwind=1 "$exe" </dev/null >"$exe.out" 2>"$exe.err")
    local rc=$? v n
    v=$(grep '^verify-unwind: [0-9]* checks' "$exe.err")
    n=$(sed -n 's/^verify-unwind: \([0-9]*\) instructions not checked.*/\1/p' "$exe.err")
    if [ $rc -ne 0 ]; then echo "FAIL $level $test: exit $rc"; return; fi
    case $v in *", 0 mismatches") echo "PASS $level $test ${v#verify-unwind: }, ${n:-0} not checked"; rm -f "$exe" "$exe".*;;
               *) echo "FAIL $level $test: ${v:-no verify-unwind report}" ;; esac
}
export -f one
export src out root

grep -v '^#' "$list" | grep -v '^$' | while read -r t; do for l in "${levels[@]}"; do echo "$l $t"; done; done |
    xargs -P "$jobs" -L 1 bash -c 'one "$0" "$1"' > "$out/results.txt"
grep '^FAIL' "$out/results.txt"
p=$(grep -c '^PASS' "$out/results.txt"); f=$(grep -c '^FAIL' "$out/results.txt")
s=$(grep -c '^SKIP' "$out/results.txt")
checks=$(awk '/^PASS/ { n += $4; u += $8 } END { print n + 0 " checks, " u + 0 " instructions not checked (stack switch)" }' "$out/results.txt")
echo "torture under --verify-unwind: $checks in passing runs; $s tests skipped"
echo "$p passed, $f failed"
[ "$f" -eq 0 ]
