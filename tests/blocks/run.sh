#!/bin/bash
# Differential test of the block runner against the reference interpreter (pa64 --interp):
# the runtime tests (tests/rt, both link modes) and the torture sample run through
# tests/blocks/pa64-diff, which runs each program both ways and compares stdout, stderr,
# exit status, instruction count and final registers; so do sixteen guest faults inside
# blocks (tests/blocks/faults.c) and a run whose code buffer is flushed over and over
# (flush.sh), every conditional ALU form (condforms.c), compare (compares.c) and
# deposit (deposits.c), divide-step ladders (ladders.c), the division millicode on each
# of its paths (milli.c), libgcc's 64-bit division on each of its (divdi3.c), b,l
# followed into superblocks (gotos.c), compare and branch targets translated in the same
# block (deferred.c), one-block loops with more registers than the cache (loops.c), FP
# arithmetic with its flags (fparith.c), prefetches (prefetch.c) and code stored into
# without fic (smc.c); then insn-sampled profiles of
# four programs must be byte-identical both ways.
# Ends with "N passed, M failed": one per program compared, plus the runners' own
# failures.
set -u
root=$(cd -- "$(dirname -- "$(readlink -f -- "$0")")/../.." && pwd)
cd "$root" || exit 2
build=${BUILD:-build}
out=$build/tests/blocks
mkdir -p "$out"
log=$(pwd)/$out/compared.log
: >"$log"
export PA64=$root/tests/blocks/pa64-diff PA64_DIFF_LOG=$log
failed=0
passed=0

runner_failures() {  # the "M failed" of a runner's last summary line
    grep -E '[0-9]+ passed, [0-9]+ failed' | tail -1 | grep -oE '[0-9]+ failed' | grep -oE '[0-9]+' || echo 1
}

r=$(tests/rt/run.sh 2>&1); echo "$r" | grep -E '^FAIL' | head -20
failed=$((failed + $(echo "$r" | runner_failures)))
tests/torture/extract.sh "$build/torture/src" >/dev/null || exit 2
r=$(tests/torture/run.sh -n blocks-torture -l tests/torture/sample.txt "$build/torture/src" "$out/torture" 2>&1)
echo "$r" | grep -E '^FAIL' | head -20
failed=$((failed + $(echo "$r" | runner_failures)))

# Guest faults in the middle of blocks: same fault line (PC, function), count, registers.
fexe=$out/faults
if bin/pacc -O2 -o "$fexe" tests/blocks/faults.c >"$fexe.log" 2>&1; then
    for k in segv store bus bus4 bus2 trap tc fpsegv fpbus fpstore runbus runedge retsegv retbus retstore retfp; do
        "$PA64" "$fexe" "$k" </dev/null >/dev/null 2>"$fexe.$k.err"
        grep -q "guest SIG" "$fexe.$k.err" || { echo "FAIL faults $k: no guest fault reported"; failed=$((failed + 1)); }
    done
else
    echo "FAIL faults: build"; failed=$((failed + 1))
fi

# checksummed NAME: tests/blocks/NAME.c built and run through pa64-diff (translated
# against --interp, logged same/MISMATCH); it must print "NAME <16 hex digits>".
checksummed() {
    local exe=$out/$1
    if bin/pacc -O2 -o "$exe" "tests/blocks/$1.c" >"$exe.log" 2>&1; then
        "$PA64" "$exe" </dev/null >"$exe.out" 2>"$exe.err"
        grep -q "^$1 [0-9a-f]\{16\}\$" "$exe.out" || { echo "FAIL $1: no checksum"; failed=$((failed + 1)); }
    else
        echo "FAIL $1: build"; failed=$((failed + 1))
    fi
}
# Every ALU, shift and extract form with each of its conditions (PSW N, carries, results).
checksummed condforms
# Every compare and clear, compare and branch with each condition, r0 and immediates.
checksummed compares
# Every deposit,z position and length, and a spread of the other deposits.
checksummed deposits
# Divide-step ladders, in and out of the range of their closed form.
checksummed ladders
# The millicode's $$divU and $$remU on every path, the general one run whole (milli.c).
checksummed milli
# libgcc's __udivdi3 and __umoddi3 on every path, the word-divisor one run whole (divdi3.c).
checksummed divdi3
# Unconditional b,l followed into the next segment: nullified or not, with a link, ,n.
checksummed gotos
# Forward compare and branch targets translated after the fall-through path, in the block.
checksummed deferred
# One-block loops using more registers than the cache holds: the back edge restores them.
checksummed loops
# FP add, sub, mpy and div with their status flags, every rounding mode.
checksummed fparith
# Loads to GR0 are prefetches: no fault, the base still modified, every encoding.
checksummed prefetch
# Indexed FP loads and stores, scaled or not, either half; store forwarding past them.
checksummed fpindex
# Stores into a block's own code without fic: every engine runs the words the block had
# when it first ran, until fic (pa64-diff compares; the values are the rule's).
exe=$out/smc
if bin/pacc -O2 -o "$exe" tests/blocks/smc.c >"$exe.log" 2>&1; then
    "$PA64" "$exe" </dev/null >"$exe.out" 2>"$exe.err"
    [ "$(cat "$exe.out")" = "smc 1 1 3 1 5" ] || { echo "FAIL smc: $(cat "$exe.out")"; failed=$((failed + 1)); }
else
    echo "FAIL smc: build"; failed=$((failed + 1))
fi

# A code buffer far too small: flushed over and over, still exact.
r=$(tests/blocks/flush.sh "$root/bin/pa64" bin/pacc "$out" 2>&1)
echo "$r" | grep '^FAIL'
passed=$((passed + $(echo "$r" | sed -n 's/^flush: \([0-9]*\) passed.*/\1/p')))
failed=$((failed + $(echo "$r" | runner_failures)))

# insn@N profiles: the same samples at the same instructions, byte for byte, translated,
# in blocks without host code (--no-jit) and interpreted.
for src in tests/rt/malloc.c bench/fib.c tests/blocks/loops.c bench/fmt.c; do
    name=$(basename "$src" .c)
    exe=$out/prof-$name
    if ! bin/pacc -O2 -o "$exe" "$src" >"$exe.log" 2>&1; then echo "FAIL $name: build"; failed=$((failed + 1)); continue; fi
    arg=(); [ "$name" = fib ] && arg=(27); [ "$name" = fmt ] && arg=(300)
    bin/csprof -e insn@9973 -o "$exe.blocks.csprof" "$exe" "${arg[@]}" >/dev/null 2>&1
    bin/csprof --interp -e insn@9973 -o "$exe.interp.csprof" "$exe" "${arg[@]}" >/dev/null 2>&1
    bin/csprof --no-jit -e insn@9973 -o "$exe.nojit.csprof" "$exe" "${arg[@]}" >/dev/null 2>&1
    if [ -s "$exe.blocks.csprof" ] && cmp -s "$exe.blocks.csprof" "$exe.interp.csprof" &&
       cmp -s "$exe.blocks.csprof" "$exe.nojit.csprof"; then
        passed=$((passed + 1))
    else
        echo "FAIL $name: insn@9973 profiles differ between translation, --no-jit and --interp"
        failed=$((failed + 1))
    fi
done

grep '^MISMATCH' "$log" | head -20
passed=$((passed + $(grep -c '^same ' "$log")))
failed=$((failed + $(grep -c '^MISMATCH' "$log")))
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
