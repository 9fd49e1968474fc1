#!/bin/bash
# make check's replay of the fuzz harnesses (built by tests/tests.mk with a plain main,
# tests/fuzz/replay.c): each runs over real seeds -- pacc programs, a DLL, unwind
# tables, csprof and <PROF1> output -- and over every regression input, and must end
# with status 0 having run them all. A harness that no longer fits the code it drives
# (as fuzz_unwind did once the text became read-only) fails here, not in the next
# hour-long campaign; under make check-asan these are ASan/UBSan runs.
set -u
root=$(cd "$(dirname "$(readlink -f "$0")")/../.." && pwd)
bin=$root/build/tests
pacc=$root/bin/pacc
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
passed=0 failed=0
pass() { echo "PASS $1"; passed=$((passed + 1)); }
fail() { echo "FAIL $1: $2"; failed=$((failed + 1)); }

src=$root/tests/hostile
build() { "$pacc" "$@" >>"$out/build.log" 2>&1 || { echo "FAIL build: pacc $*"; tail -5 "$out/build.log"; echo "0 passed, 1 failed"; exit 1; }; }
build -O2 -g -o "$out/dyn" "$src/hello.c"
build -noshared -O2 -o "$out/sta" "$src/hello.c"
build -O2 -s -o "$out/dyn-s" "$src/hello.c"
build -shared -O2 -o "$out/libh.so" "$src/libh.c"
build -O2 -o "$out/dlopener" "$src/dlopener.c"
build -noshared -O2 -g -o "$out/unwind-main" "$root/tests/unwind/recursion.c"
build -O2 -g -o "$out/calls" "$root/tests/profile/calls.c"
for p in sta unwind-main; do
    hppa64-linux-gnu-objcopy -O binary --only-section=.PARISC.unwind "$out/$p" "$out/$p.unwind"
done
"$root/bin/csprof" -e insn@10007 -o "$out/calls.csprof" "$out/calls" 10 1000 >/dev/null 2>&1
"$root/bin/csprof" -e insn@997 -e itimer@100 -o "$out/two.csprof" "$out/calls" 12 2000 >/dev/null 2>&1
"$root/bin/csprof" -e insn@997 --prof1="$out/calls.prof1" -o "$out/p1.csprof" "$out/calls" 10 1000 >/dev/null 2>&1
head -c 0 /dev/null >"$out/empty"

# replay NAME MAIN-PROGRAM INPUT...: status 0, which replay.c gives only when every
# input ran.
replay() {
    local name=$1 main=$2 exe=$bin/replay_$1
    shift 2
    [ -x "$exe" ] || { fail "$name" "$exe not built (make fuzz-replays)"; return; }
    local log=$out/$name.log
    if (cd "$out" && PA64_FUZZ_MAIN=$main FUZZ_EXE=$out/calls FUZZ_EXE2=$out/dyn timeout 300 "$exe" "$@" >"$log" 2>&1); then
        pass "$name ($# inputs)"
    else
        fail "$name" "status $?: $(grep -v 'warning: dld' "$log" | tail -5)"
    fi
}

regress=("$root"/tests/fuzz/regress/*)
[ -e "${regress[0]}" ] || regress=()
replay program "$out/dyn" "$out/dyn" "$out/sta" "$out/dyn-s" "$out/libh.so" "$out/empty"
replay dll "$out/dlopener" "$out/libh.so" "$out/dyn" "$out/empty"
replay unwind "$out/unwind-main" "$out/sta.unwind" "$out/unwind-main.unwind" "$out/empty"
replay csprof "" "$out/calls.csprof" "$out/two.csprof" "$out/p1.csprof" "$out/empty" "${regress[@]}"
replay prof1 "" "$out/calls.prof1" "$root"/tests/fuzz/seeds-prof1/* "$out/empty" "${regress[@]}"
replay reports "" "$out/calls.csprof" "$out/two.csprof" "$out/empty" "${regress[@]}"

echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
