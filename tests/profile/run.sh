#!/bin/bash
# End-to-end profiler tests: csprof on programs with known call structure, checked
# through hpcprof's folded stacks. Ends with "N passed, M failed".
root=$(cd "$(dirname "$0")/../.." && pwd)
out=$root/build/tests/profile
mkdir -p "$out"
pacc=$root/bin/pacc pa64=$root/bin/pa64 csprof=$root/bin/csprof hpcprof=$root/bin/hpcprof
pass=0 fail=0
ok() { echo "PASS $1"; pass=$((pass + 1)); }
bad() { echo "FAIL $1: $2"; fail=$((fail + 1)); }

for p in calls exact; do
    "$pacc" -O2 -g -o "$out/$p" "$root/tests/profile/$p.c" || { bad "build $p" "pacc failed"; }
done

folded() { "$hpcprof" --folded "$@"; }
total() { awk '{s += $NF} END {print s + 0}'; }

# 1. insn@1 counts every instruction retired exactly once.
"$csprof" -e insn@1 -o "$out/calls1.csprof" "$out/calls" 16 20000 > /dev/null
icount=$("$pa64" --icount "$out/calls" 16 20000 2>&1 >/dev/null | awk '/instructions/ {print $2}')
sum=$(folded "$out/calls1.csprof" | total)
[ "$sum" = "$icount" ] && ok "insn@1 total equals instructions retired ($sum)" || bad "insn@1 total" "$sum samples vs $icount instructions"

# 2. Exact per-path count: add3 is straight-line code called 1000 times.
"$csprof" -e insn@1 -o "$out/exact.csprof" "$out/exact" > /dev/null
# (the function's lines up to the blank line, without the break padding after it)
n=$("$pa64" --disasm "$out/exact" | awk '/<add3>:/ {on = 1; next} on && /^$/ {exit} on && NF && !/break 0,0/ {c++} END {print c}')
got=$(folded "$out/exact.csprof" | awk '$1 == "main;add3" {print $2}')
[ -n "$n" ] && [ "$got" = "$((1000 * n))" ] && ok "main;add3 = 1000 x $n instructions" || bad "exact path count" "main;add3 = '$got', expected 1000 x '$n'"

# 3. Deterministic: byte-identical files from repeated runs.
for i in 1 2; do "$csprof" -e insn@1009 -o "$out/det$i.csprof" "$out/calls" 16 20000 > /dev/null; done
cmp -s "$out/det1.csprof" "$out/det2.csprof" && ok "insn@1009 files identical" || bad "determinism" "files differ"

# 4. The CCT has the program's paths: main;run;fib... (recursive, depth up to n) and main;loop.
folded "$out/calls1.csprof" > "$out/calls1.folded"
grep -q '^main;loop ' "$out/calls1.folded" && ok "path main;loop" || bad "path main;loop" "missing"
grep -q '^main;run;fib' "$out/calls1.folded" && ok "path main;run;fib" || bad "path main;run;fib" "missing"
depth=$(awk '/^main;run;fib/ {n = gsub(/fib/, "fib", $1); if (n > m) m = n} END {print m + 0}' "$out/calls1.folded")
[ "$depth" -ge 10 ] && [ "$depth" -le 16 ] && ok "fib recursion depth $depth (n=16)" || bad "fib depth" "$depth"
odd=$(awk '$1 ~ /^main;/ && $1 !~ /^main;(run;fib|loop|printf|atoi|atol|run$)/ && $1 !~ /^main$/ {print $1}' "$out/calls1.folded" | head -3)
[ -z "$odd" ] && ok "no unexpected paths under main" || bad "unexpected paths" "$odd"

# 5. Sampled shares agree with the ground truth: every path with >= 5% at P=10007 is
#    within 2 percentage points of its share at P=1.
"$csprof" -e insn@1 -o "$out/big1.csprof" "$out/calls" 25 1000000 > /dev/null
"$csprof" -e insn@10007 -o "$out/bigP.csprof" "$out/calls" 25 1000000 > /dev/null
folded "$out/big1.csprof" > "$out/big1.folded"
folded "$out/bigP.csprof" > "$out/bigP.folded"
verdict=$(awk 'FNR == 1 {f++} f == 1 {t1 += $NF; a[$1] = $NF} f == 2 {tp += $NF; b[$1] = $NF}
    END {
        for (p in b) if (b[p] / tp >= 0.05) {
            d = 100 * (b[p] / tp - a[p] / t1); if (d < 0) d = -d
            n++; if (d > 2) bad = bad sprintf(" %s(%.2fpp)", p, d)
        }
        print (bad ? "bad" bad : "ok " n)
    }' "$out/big1.folded" "$out/bigP.folded")
case $verdict in
    ok*) ok "P=10007 shares within 2pp of P=1 (${verdict#ok } paths >= 5%)" ;;
    *) bad "sampled shares" "${verdict#bad }" ;;
esac

# 6. itimer samples host CPU time; both halves of the program show up.
"$csprof" -e itimer@500 -o "$out/itimer.csprof" "$out/calls" 25 3000000 > /dev/null
folded "$out/itimer.csprof" > "$out/itimer.folded"
grep -q '^main;loop ' "$out/itimer.folded" && grep -q '^main;run;fib' "$out/itimer.folded" \
    && ok "itimer sees main;loop and main;run;fib" || bad "itimer" "$(head -3 "$out/itimer.folded")"

# 7. Two sources at once record two metrics.
"$csprof" -e insn@1000 -e itimer@1000 -o "$out/two.csprof" "$out/calls" 16 20000 > /dev/null
# (plus the return trampoline's "returns", on by default)
m=$("$hpcprof" --dump "$out/two.csprof" | grep "event_name" | grep -vc 'event_name "returns"')
[ "$m" = 2 ] && ok "two -e give two metrics" || bad "two metrics" "$m metric lines"

# 8. Errors: bad event, bad period, bad program; exit status of the guest passes through.
"$csprof" -e nosuch true 2>&1 | grep -q "unknown event 'nosuch'" && ok "unknown event rejected" || bad "unknown event" "no message"
"$csprof" -e insn@0 true 2>&1 | grep -q "period '0'" && ok "bad period rejected" || bad "bad period" "no message"
"$csprof" -o /dev/null /etc/passwd 2>&1 | grep -q "not a PA-64 ELF" && ok "non-ELF program rejected" || bad "non-ELF" "no message"
printf 'int main(void){return 7;}\n' > "$out/seven.c" && "$pacc" -o "$out/seven" "$out/seven.c"
"$csprof" -e insn@10 -o "$out/seven.csprof" "$out/seven"; st=$?
[ "$st" = 7 ] && [ -s "$out/seven.csprof" ] && ok "exit status 7 passes through, profile written" || bad "exit status" "$st"

# 9. A guest fault still writes the profile.
printf 'int main(void){ volatile int *p = 0; return *p; }\n' > "$out/crash.c" && "$pacc" -g -o "$out/crash" "$out/crash.c"
rm -f "$out/crash.csprof"
"$csprof" -e insn@1 -o "$out/crash.csprof" "$out/crash" 2> "$out/crash.err"; st=$?
[ "$st" = 139 ] && [ -s "$out/crash.csprof" ] && grep -q "guest SIGSEGV" "$out/crash.err" \
    && ok "guest fault: status 139, message, profile written" || bad "guest fault" "status $st"

# 11. SIGINT/SIGTERM stop the guest and still write a readable profile (status 128+N).
for sig in INT TERM; do
    rm -f "$out/int.csprof"
    "$csprof" -e insn@1000 -o "$out/int.csprof" "$out/calls" 34 900000000 > /dev/null 2> "$out/int.err" &
    pid=$!; sleep 0.5; kill -$sig $pid; wait $pid; st=$?
    want=$((128 + $(kill -l $sig)))
    [ "$st" = "$want" ] && "$hpcprof" --flat "$out/int.csprof" > /dev/null 2>&1 \
        && ok "SIG$sig: status $st, profile written" || bad "SIG$sig" "status $st (want $want)"
done

# 12. A crash of our own (a host SIGSEGV) prints the guest and the host call paths.
"$csprof" -e insn@1000 -o "$out/crash2.csprof" "$out/calls" 34 900000000 > /dev/null 2> "$out/selfcrash.err" &
pid=$!; sleep 0.5; kill -SEGV $pid; wait $pid 2> /dev/null
grep -q "guest call path" "$out/selfcrash.err" && grep -q "host call path" "$out/selfcrash.err" \
    && grep -qE "#0 +0x[0-9a-f]+ (fib|loop|run|main)" "$out/selfcrash.err" \
    && ok "host crash report shows guest and host call paths" || bad "crash report" "$(head -3 "$out/selfcrash.err")"

# 10. dlopen starts new epochs whose module lists name the DLLs (tests/dll's programs).
dll=$root/build/tests/dll
if [ -x "$dll/dlopen" ] || "$root/tests/dll/run.sh" dlopen > /dev/null 2>&1; then
    (cd "$dll" && LD_LIBRARY_PATH=$dll/dl "$csprof" -e insn@100 -o "$out/dl.csprof" ./dlopen > /dev/null)
    ne=$("$hpcprof" --dump "$out/dl.csprof" | awk '/^num_epochs/ {print $2}')
    "$hpcprof" --dump "$out/dl.csprof" | grep -q 'module 1: name ".*libc3.so"' && [ "${ne:-0}" -ge 2 ] \
        && ok "dlopen: $ne epochs, DLLs in the module lists" || bad "epochs" "$ne epochs"
else
    bad "epochs" "tests/dll programs not built"
fi

echo "$pass passed, $fail failed"
[ "$fail" = 0 ]
