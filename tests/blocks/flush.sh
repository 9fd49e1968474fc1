#!/bin/bash
# flush.sh PA64 PACC OUTDIR: translation with a code buffer far too small (PA64_JIT_KIB=8),
# so that it fills and is flushed over and over; the run must still equal --interp in
# output, exit status, count and registers, and -v must report the flushes. Prints
# "flush: N passed, M failed".
set -u
pa64=$1 pacc=$2 out=$3
root=$(cd -- "$(dirname -- "$(readlink -f -- "$0")")/../.." && pwd)
exe=$out/flush-qsort
fail=0
if ! "$pacc" -O2 -o "$exe" "$root/bench/qsort.c" >"$exe.log" 2>&1; then
    echo "FAIL flush: cannot build bench/qsort.c"; echo "flush: 0 passed, 1 failed"; exit 1
fi
export PA64_JIT_KIB=8        # the same environment both ways: it is on the guest's stack
"$pa64" -v --regs="$exe.regs.jit" "$exe" 20000 >"$exe.out.jit" 2>"$exe.err.jit"; st1=$?
"$pa64" --interp --regs="$exe.regs.interp" "$exe" 20000 >"$exe.out.interp" 2>"$exe.err.interp"; st2=$?
flushes=$(sed -n 's/.*translation: .* \([0-9]*\) flushes$/\1/p' "$exe.err.jit")
if [ "${flushes:-0}" -lt 10 ]; then echo "FAIL flush: expected many flushes, -v says '${flushes:-nothing}'"; fail=1; fi
grep -v 'translation:' "$exe.err.jit" >"$exe.err.jit2"
for f in out regs; do
    cmp -s "$exe.$f.jit" "$exe.$f.interp" || { echo "FAIL flush: $f differs from --interp"; fail=1; }
done
cmp -s "$exe.err.jit2" "$exe.err.interp" || { echo "FAIL flush: stderr differs from --interp"; fail=1; }
[ "$st1" = "$st2" ] || { echo "FAIL flush: exit status $st1 vs $st2"; fail=1; }
echo "flush: $((1 - fail)) passed, $fail failed"
exit $fail
