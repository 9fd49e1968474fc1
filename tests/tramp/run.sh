#!/bin/bash
# Return trampoline tests (issue 8): exact edge counts, the same profile with the
# trampoline off/last/all, longjmp and signal handlers, unwinding checked against the
# shadow call stack with the trampoline in place. Ends with "N passed, M failed".
root=$(cd "$(dirname "$0")/../.." && pwd)
here=$root/tests/tramp
out=$root/build/tests/tramp
rm -rf "$out"; mkdir -p "$out"
pacc=$root/bin/pacc pa64=$root/bin/pa64 csprof=$root/bin/csprof hpcprof=$root/bin/hpcprof
pass=0 fail=0
ok() { echo "PASS $1"; pass=$((pass + 1)); }
bad() { echo "FAIL $1: $2"; fail=$((fail + 1)); }
export LD_LIBRARY_PATH=$out

"$pacc" -shared -O2 -g -Wl,-soname,libedge.so -o "$out/libedge.so" "$here/libedge.c" || bad "build libedge.so" "pacc failed"
"$pacc" -O2 -g -o "$out/edges" "$here/edges.c" "$out/libedge.so" || bad "build edges" "pacc failed"
"$pacc" -O2 -g -o "$out/sigjmp" "$here/sigjmp.c" || bad "build sigjmp" "pacc failed"
"$pacc" -O2 -g -o "$out/calls" "$root/tests/profile/calls.c" || bad "build calls" "pacc failed"
"$pacc" -O0 -g -o "$out/fib0" "$root/bench/fib.c" || bad "build fib0" "pacc failed"

# 1. Exact call counts per path with --trampoline=all -e insn@1.
"$csprof" --trampoline=all -e insn@1 -o "$out/all.csprof" "$out/edges" > "$out/edges.out"
"$hpcprof" --threshold 0 --depth 40 "$out/all.csprof" > "$out/all.tree"
want=$(awk '/^fib depth/ {printf "%s ", $4}' "$out/edges.out")
got=$(awk '$NF == "edges.c:44" || $NF == "edges.c:17" { if ($(NF-3) == "fib") printf "%s ", $(NF-4) }' "$out/all.tree")
[ -n "$want" ] && [ "$got" = "$want" ] && ok "fib returns per depth = the program's own call counts ($want)" || bad "fib returns" "got '$got', want '$want'"
total=$(echo $want | tr ' ' '\n' | awk '{s += $1} END {print s}')
[ "$total" = 465 ] && ok "fib(12) calls 2F(13)-1 = 465" || bad "fib total" "$total"
edge() {  # NAME LINE COUNT: a path line of function NAME called at LINE has COUNT returns
    local n
    n=$(awk -v f="$1" -v l="$2" '$NF == l && $(NF-3) == f {print $(NF-4)}' "$out/all.tree" | head -1)
    [ "$n" = "$3" ] && ok "$1 at $2 returned $3 times" || bad "edge $1" "got '$n', want $3"
}
edge leaf edges.c:45 1000
edge fa edges.c:46 200
edge fb edges.c:46 100
edge after edges.c:49 1
edge leaf edges.c:38 500
n=$(awk '$NF == "edges.c:47" && $(NF-3) == "(libedge.so)" {print $(NF-5)}' "$out/all.tree")
[ "$n" = 250 ] && ok "dll_leaf (DLL) returned 250 times" || bad "DLL edge" "got '$n'"

# 2. Same instruction stream, same answer: insn paths identical off/last/all.
for prog in edges calls; do
    for p in 1 97; do
        for m in off last all; do
            "$csprof" --trampoline=$m -e insn@$p -o "$out/$prog-$m-$p.csprof" "$out/$prog" 14 3000 > /dev/null
            "$hpcprof" --folded "$out/$prog-$m-$p.csprof" > "$out/$prog-$m-$p.folded"
        done
        cmp -s "$out/$prog-off-$p.folded" "$out/$prog-last-$p.folded" && cmp -s "$out/$prog-off-$p.folded" "$out/$prog-all-$p.folded" \
            && ok "$prog insn@$p: folded identical off/last/all" || bad "$prog insn@$p" "folded output differs between modes"
    done
done
icount=$("$pa64" --icount "$out/calls" 14 3000 2>&1 >/dev/null | awk '/instructions/ {print $2}')
sum=$(awk '{s += $NF} END {print s}' "$out/calls-all-1.folded")
[ "$sum" = "$icount" ] && ok "insn@1 with the trampoline sums to --icount ($icount)" || bad "icount" "$sum vs $icount"

# 3. A sample inside longjmp is charged under its caller, never at the root.
"$hpcprof" --folded "$out/edges-all-1.csprof" > "$out/edges.folded"
root_lj=$(grep -c '^longjmp' "$out/edges.folded")
under=$(grep -c 'deep;longjmp' "$out/edges.folded")
[ "$root_lj" = 0 ] && [ "$under" -ge 1 ] && ok "longjmp samples under deep ($under paths), none at the root" || bad "longjmp attribution" "$root_lj at root, $under under deep"

# 4. Partial unwinds: -v shows them; fewer frames per sample than without.
#    (bench/fib.c at -O0: fib(20) and Ackermann(2, 800), a recursion 1600 deep)
stats() { "$csprof" -v --trampoline=$1 -e insn@$2 -o "$out/st.csprof" "$3" 20 > /dev/null 2> "$out/st.err"; awk '/frames unwound per sample/ {print $4}' "$out/st.err"; }
off=$(stats off 101 "$out/fib0"); last=$(stats last 101 "$out/fib0"); all=$(stats all 101 "$out/fib0")
grep -q "unwinds stopped at the trampoline" "$out/st.err" && grep -q "lost returns" "$out/st.err" && ok "-v prints the trampoline statistics" || bad "-v" "$(cat "$out/st.err")"
awk -v a="$off" -v b="$last" -v c="$all" 'BEGIN {exit !(b < a && c <= b)}' && ok "fib -O0 frames per sample: off $off, last $last, all $all" || bad "frames per sample" "off $off, last $last, all $all"

# 5. Unwinding with the trampoline in place agrees with the shadow call stack, and
#    every partial unwind with a full one.
for prog in edges sigjmp calls; do
    for m in last all; do
        "$csprof" --trampoline=$m --verify-unwind -e insn@7 -o "$out/v.csprof" "$out/$prog" 12 2000 > /dev/null 2> "$out/v-$prog-$m.err"
        mm=$(awk '/verify-unwind: [0-9]+ checks/ {print $4}' "$out/v-$prog-$m.err")
        pm=$(awk '/partial unwinds differ/ {print $3}' "$out/v-$prog-$m.err")
        [ "$mm" = 0 ] && [ "$pm" = 0 ] && ok "$prog --trampoline=$m --verify-unwind: 0 mismatches" || bad "$prog verify $m" "$mm mismatches, $pm partial"
    done
done

#    The unwinder's own test programs (signal handlers, setjmp, varargs, alloca, function
#    pointers), checked at every instruction with the trampoline moving on every 13th.
for t in signals setjmp varargs alloca fnptr; do
    for o in -O0 -O2; do
        "$pacc" $o -g -o "$out/uw-$t$o" "$root/tests/unwind/$t.c" 2> /dev/null || { bad "build $t$o" "pacc failed"; continue; }
        (cd "$out" && "$csprof" --trampoline=all --verify-unwind=1 -e insn@13 -o "$out/v.csprof" "$out/uw-$t$o" > /dev/null 2> "$out/uw-$t$o.err" < /dev/null)
        mm=$(awk '/verify-unwind: [0-9]+ checks/ {print $4}' "$out/uw-$t$o.err")
        pm=$(awk '/partial unwinds differ/ {print $3}' "$out/uw-$t$o.err")
        [ "$mm" = 0 ] && [ "$pm" = 0 ] && ok "tests/unwind/$t.c $o --trampoline=all --verify-unwind=1: 0 mismatches" || bad "$t$o verify" "$mm mismatches, $pm partial"
    done
done

# 6. Signal handlers that longjmp out, exit() from deep inside: same output and status
#    as without the profiler, and a readable profile.
"$pa64" "$out/sigjmp" > "$out/sig.want"; want_rc=$?
for m in last all; do
    "$csprof" -v --trampoline=$m -e insn@3 -o "$out/sig-$m.csprof" "$out/sigjmp" > "$out/sig-$m.out" 2> "$out/sig-$m.err"; rc=$?
    cmp -s "$out/sig.want" "$out/sig-$m.out" && [ $rc = $want_rc ] && "$hpcprof" "$out/sig-$m.csprof" > "$out/sig-$m.tree" 2>&1 \
        && grep -q bottom "$out/sig-$m.tree" && ok "sigjmp --trampoline=$m: same output, exit $rc, profile readable" \
        || bad "sigjmp $m" "rc $rc (want $want_rc), $(head -2 "$out/sig-$m.err")"
done

# 7. Two sources share the trampoline.
"$csprof" -v --trampoline=all -e itimer@200 -e insn@1 -o "$out/two.csprof" "$out/edges" > /dev/null 2> "$out/two.err"
"$hpcprof" --threshold 0 "$out/two.csprof" > "$out/two.tree"
n=$(awk '$NF == "edges.c:45" && $(NF-3) == "leaf" {print $(NF-4)}' "$out/two.tree" | head -1)
[ "$n" = 1000 ] && ok "itimer + insn@1: leaf still returned 1000 times" || bad "two sources" "leaf returns '$n'"

# 8. setjmp in stripped programs (no name tells it is setjmp): samples land on every
#    instruction of it; the trampoline must never stand in its RP, which the jmp_buf
#    would keep and every longjmp return through. Same output and status as pa64.
for b in "-noshared -s" "-s"; do
    tag=${b// /}
    "$pacc" -O2 $b -o "$out/jmploop$tag" "$here/jmploop.c" || { bad "build jmploop$tag" "pacc failed"; continue; }
    "$pa64" "$out/jmploop$tag" > "$out/jl.want"; want_rc=$?
    for m in last all; do
        for p in 1 5 11; do
            timeout 120 "$csprof" -v --trampoline=$m -e insn@$p -o "$out/jl.csprof" "$out/jmploop$tag" > "$out/jl.out" 2> "$out/jl.err"; rc=$?  # a stale trampoline can loop forever
            mis=$(sed -n 's/.* \([0-9]*\) misplaced.*/\1/p' "$out/jl.err")
            cmp -s "$out/jl.want" "$out/jl.out" && [ $rc = $want_rc ] && [ "$mis" = 0 ] \
                && ok "jmploop $b --trampoline=$m insn@$p: same output, exit $rc, 0 misplaced returns" \
                || bad "jmploop $b $m insn@$p" "rc $rc (want $want_rc), ${mis:-?} misplaced, $(grep -m1 guest "$out/jl.err")"
        done
    done
done

# 9. Option errors.
"$csprof" --trampoline=some "$out/edges" > /dev/null 2> "$out/opt.err"; rc=$?
[ $rc = 2 ] && grep -q "unknown mode 'some'" "$out/opt.err" && ok "--trampoline=some rejected" || bad "bad mode" "rc $rc"

echo "$pass passed, $fail failed"
[ $fail = 0 ]
