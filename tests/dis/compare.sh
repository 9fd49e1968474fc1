#!/bin/bash
# Compares our disassembler (emu/cpu/dis.c via tests/dis/disdump) with hppa64-linux-gnu-objdump -d
# on ELF executables, objects and archives, line by line.
# usage: tests/dis/compare.sh FILE...      (env: DISDUMP=path to a prebuilt disdump,
#                                            OBJDUMP=objdump to use, SHOW=mismatches to print)
# Prints the first mismatching lines and a final "dis: N instructions, M mismatches";
# exits 1 when M > 0.
set -u
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
objdump=${OBJDUMP:-hppa64-linux-gnu-objdump}
show=${SHOW:-20}

if [ $# -eq 0 ]; then
    echo "usage: $0 FILE..." >&2
    exit 2
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

disdump=${DISDUMP:-}
if [ -z "$disdump" ]; then
    disdump=$work/disdump
    cc -std=c11 -Wall -Wextra -O2 -o "$disdump" "$root/emu/cpu/insns.c" "$root/emu/cpu/dis.c" \
        "$root/emu/cpu/dis_elf.c" "$root/tests/dis/disdump.c" -lelf || exit 2
fi

# Both tools take many files per run; batches keep the process count low.
printf '%s\0' "$@" | xargs -0 -n 400 "$objdump" -d > "$work/objdump.txt" 2> "$work/objdump.err"
printf '%s\0' "$@" | xargs -0 -n 400 "$disdump" > "$work/ours.txt" 2> "$work/ours.err"
if [ -s "$work/ours.err" ]; then
    echo "disdump reported errors:" >&2
    head -5 "$work/ours.err" >&2
fi

# Instruction lines are "   addr:\tbytes \ttext"; every other line (headers, labels, "...")
# must match too and counts as a mismatch when it does not.
insns=$(grep -c $'^ *[0-9a-f]*:\t' "$work/objdump.txt")
diff "$work/objdump.txt" "$work/ours.txt" > "$work/diff.txt"
mismatches=$(grep -c '^<' "$work/diff.txt")
extra=$(grep -c '^>' "$work/diff.txt")
if [ "$extra" -gt "$mismatches" ]; then
    mismatches=$extra
fi
if [ "$mismatches" -gt 0 ]; then
    echo "first mismatches (< objdump, > ours):"
    grep '^[<>]' "$work/diff.txt" | head -n "$((show * 2))"
fi
echo "dis: $insns instructions, $mismatches mismatches"
[ "$mismatches" -eq 0 ]
