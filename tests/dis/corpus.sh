#!/bin/bash
# Builds the disassembler test corpus and compares our output with objdump on all of it:
# tests/dis/allinsns.S, random words (tests/dis/fuzzwords.c), libgcc.a, newlib's libc.a and
# libm.a when built, and (unless --quick) the gcc torture tests compiled at -O0 -O2 -O3 -Os.
# usage: tests/dis/corpus.sh [--quick]   (env: CORPUS=cache dir, FUZZ=number of random words,
#                                         SEED=their seed)
# Final line: "dis: N instructions, M mismatches"; exits 1 when M > 0.
set -u
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
quick=0
[ "${1:-}" = "--quick" ] && quick=1
corpus=${CORPUS:-${TMPDIR:-/tmp}/pa64-dis-corpus}
fuzz=${FUZZ:-200000}
seed=${SEED:-1}
gcc_tar=/usr/src/gcc-12/gcc-12.2.0-dfsg.tar.xz
torture_dir=gcc-12.2.0/gcc/testsuite/gcc.c-torture/execute
mkdir -p "$corpus"

cc -std=c11 -Wall -Wextra -O2 -o "$corpus/disdump" "$root/emu/cpu/insns.c" "$root/emu/cpu/dis.c" \
    "$root/emu/cpu/dis_elf.c" "$root/tests/dis/disdump.c" -lelf || exit 2
cc -std=c11 -Wall -Wextra -O2 -o "$corpus/fuzzwords" "$root/emu/cpu/insns.c" \
    "$root/tests/dis/fuzzwords.c" || exit 2
export DISDUMP=$corpus/disdump

total=0
bad=0
run() {   # run NAME FILE...: compare one group and add to the totals
    local name=$1 out
    shift
    [ $# -gt 0 ] || return 0
    out=$("$here/compare.sh" "$@")
    echo "$out" | grep -v '^dis: '
    local line n m
    line=$(echo "$out" | tail -n 1)
    n=$(echo "$line" | sed -n 's/^dis: \([0-9]*\) instructions, \([0-9]*\) mismatches$/\1/p')
    m=$(echo "$line" | sed -n 's/^dis: \([0-9]*\) instructions, \([0-9]*\) mismatches$/\2/p')
    echo "  $name: ${n:-?} instructions, ${m:-?} mismatches"
    total=$((total + ${n:-0}))
    bad=$((bad + ${m:-1}))
}

hppa64-linux-gnu-as "$here/allinsns.S" -o "$corpus/allinsns.o" || exit 2
run allinsns.S "$corpus/allinsns.o"

"$corpus/fuzzwords" "$fuzz" "$seed" > "$corpus/fuzz.s" && hppa64-linux-gnu-as "$corpus/fuzz.s" -o "$corpus/fuzz.o" || exit 2
run "random words" "$corpus/fuzz.o"

libs=()
for l in /usr/lib/gcc/hppa64-linux-gnu/12/libgcc.a \
         "$root/build/sysroot/hppa64-unknown-elf/lib/libc.a" \
         "$root/build/sysroot/hppa64-unknown-elf/lib/libm.a"; do
    [ -f "$l" ] && libs+=("$l")
done
run "libraries" "${libs[@]}"

if [ "$quick" = 0 ] && [ -f "$gcc_tar" ]; then
    if [ ! -d "$corpus/$torture_dir" ]; then
        tar -xJf "$gcc_tar" -C "$corpus" "$torture_dir/" || exit 2
    fi
    for o in O0 O2 O3 Os; do
        mkdir -p "$corpus/$o"
        # tests that do not compile for this target are simply absent from the corpus
        ls "$corpus/$torture_dir"/*.c | xargs -P "$(nproc)" -I{} sh -c \
            'f={}; b=$(basename "$f" .c); [ -f "$0/$b.o" ] || hppa64-linux-gnu-gcc -$1 -w -c "$f" -o "$0/$b.o" 2>/dev/null || true' \
            "$corpus/$o" "$o"
        run "torture -$o" "$corpus/$o"/*.o
    done
fi

echo "dis: $total instructions, $bad mismatches"
[ "$bad" -eq 0 ]
