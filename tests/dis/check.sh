#!/bin/bash
# The disassembler suite of `make check`: compares our output with hppa64-linux-gnu-objdump -d
# on tests/dis/allinsns.S, random words and the target libraries, one test per file.
# Prints MISMATCH lines, "dis: N instructions, M mismatches", then "N passed, M failed".
# (tests/dis/corpus.sh is the long version with the gcc torture tests.)
set -u
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

cc -std=c11 -Wall -Wextra -O2 -o "$work/disdump" "$root/emu/cpu/insns.c" "$root/emu/cpu/dis.c" \
    "$root/emu/cpu/dis_elf.c" "$root/tests/dis/disdump.c" -lelf || { echo "0 passed, 1 failed"; exit 1; }
cc -std=c11 -Wall -Wextra -O2 -o "$work/fuzzwords" "$root/emu/cpu/insns.c" "$root/tests/dis/fuzzwords.c" \
    || { echo "0 passed, 1 failed"; exit 1; }
export DISDUMP=$work/disdump

files=()
hppa64-linux-gnu-as "$here/allinsns.S" -o "$work/allinsns.o" && files+=("$work/allinsns.o")
"$work/fuzzwords" 100000 1 > "$work/random.s" \
    && hppa64-linux-gnu-as "$work/random.s" -o "$work/random.o" && files+=("$work/random.o")
for l in /usr/lib/gcc/hppa64-linux-gnu/12/libgcc.a \
         "$root/build/sysroot/hppa64-unknown-elf/lib/libc.a" \
         "$root/build/sysroot/hppa64-unknown-elf/lib/libm.a"; do
    [ -f "$l" ] && files+=("$l")
done

pass=0 fail=0 insns=0 bad=0
for f in "${files[@]}"; do
    out=$("$here/compare.sh" "$f")
    line=$(echo "$out" | tail -n 1)
    n=$(echo "$line" | sed -n 's/^dis: \([0-9]*\) instructions, \([0-9]*\) mismatches$/\1/p')
    m=$(echo "$line" | sed -n 's/^dis: \([0-9]*\) instructions, \([0-9]*\) mismatches$/\2/p')
    insns=$((insns + ${n:-0}))
    if [ "${m:-1}" = 0 ] && [ "${n:-0}" -gt 0 ]; then
        pass=$((pass + 1))
    else
        fail=$((fail + 1))
        bad=$((bad + ${m:-1}))
        echo "$out" | grep '^[<>]' | head -n 10 | sed "s|^|MISMATCH $(basename "$f"): |"
    fi
done
echo "dis: $insns instructions, $bad mismatches"
echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
