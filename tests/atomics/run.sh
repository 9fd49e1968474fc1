#!/bin/bash
# C atomics in the guest (issue 28): every __atomic_*/__sync_* builtin on 1, 2, 4 and 8
# bytes (builtins.c) and a C11 <stdatomic.h> program (c11.c), each built -noshared and
# -dynamic and run translated and --interp: stdout as NAME.expected (a native build's
# output) and the same --icount both ways. The LWS -EFAULT path and the fault report
# of a branch outside any function (it names the caller).
set -u
. "$(dirname -- "$(readlink -f -- "$0")")/../lib.sh" atomics
mkdir -p "$out"
passed=0 failed=0
ok() { echo "PASS $*"; passed=$((passed + 1)); }
fail() { echo "FAIL $*"; failed=$((failed + 1)); }

for mode in noshared dynamic; do
    for name in builtins c11; do
        exe=$out/$name-$mode
        if ! "$pacc" -"$mode" -O2 -g -std=gnu11 -Wall -Wextra -Werror -Wno-sync-nand -o "$exe" "$here/$name.c" \
                >"$exe.log" 2>&1; then
            fail "$name [$mode]: build failed (see $exe.log)"; continue
        fi
        for run in translated interp; do
            flags=(--icount); [ $run = interp ] && flags+=(--interp)
            timeout 60 "$pa64" "${flags[@]}" "$exe" >"$exe.$run.out" 2>"$exe.$run.err"
            rc=$?
            if [ $rc != 0 ]; then fail "$name [$mode $run]: exit $rc: $(head -c 300 "$exe.$run.err")"; continue; fi
            if ! cmp -s "$exe.$run.out" "$here/$name.expected"; then
                fail "$name [$mode $run]: stdout differs"; diff "$here/$name.expected" "$exe.$run.out" | head -5; continue
            fi
            ok "$name [$mode $run]"
        done
        if cmp -s "$exe.translated.err" "$exe.interp.err"; then ok "$name [$mode]: same --icount translated and interpreted"
        else fail "$name [$mode]: --icount differs: $(cat "$exe.translated.err") vs $(cat "$exe.interp.err")"; fi
    done
    exe=$out/efault-$mode
    "$pacc" -"$mode" -O2 -o "$exe" "$here/efault.c" >"$exe.log" 2>&1
    timeout 20 "$pa64" "$exe" 2>"$exe.err"; rc=$?
    if [ $rc = 132 ] && grep -q "guest SIGILL at 0x[0-9a-f]* in __sync_fetch_and_add_4 .*privileged instruction" "$exe.err"
    then ok "efault [$mode]"; else fail "efault [$mode]: exit $rc: $(cat "$exe.err")"; fi
    exe=$out/wild_call-$mode
    "$pacc" -"$mode" -O0 -g -o "$exe" "$here/wild_call.c" >"$exe.log" 2>&1
    timeout 20 "$pa64" "$exe" 2>"$exe.err"; rc=$?
    if [ $rc -gt 128 ] && grep -q "outside any function, branched to from 0x[0-9a-f]* in main (wild_call.c:7) (return address in rp)" "$exe.err"
    then ok "wild_call [$mode]"; else fail "wild_call [$mode]: exit $rc: $(cat "$exe.err")"; fi
done
echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
