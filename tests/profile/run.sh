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
#    The same under the reference interpreter: translated code tests the next event
#    against a limit first (cpu.h event_lim), and a sample taken late would move to
#    another instruction.
"$csprof" --interp -e insn@1009 -o "$out/det-interp.csprof" "$out/calls" 16 20000 > /dev/null
cmp -s "$out/det1.csprof" "$out/det-interp.csprof" && ok "insn@1009 file the same under --interp" ||
    bad "engines" "insn@1009 files differ between translated and --interp"

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

# 6. itimer samples host CPU time; both halves of the program show up (sized for ~0.1 s
#    of CPU with translation: the timer needs time to fire).
TIMEFORMAT='%3U %3S'
cpu=$({ time "$csprof" -e itimer@500 -o "$out/itimer.csprof" "$out/calls" 30 20000000 > /dev/null; } 2>&1 | awk '{print $1 + $2}')
folded "$out/itimer.csprof" > "$out/itimer.folded"
grep -q '^main;loop ' "$out/itimer.folded" && grep -q '^main;run;fib' "$out/itimer.folded" \
    && ok "itimer sees main;loop and main;run;fib" || bad "itimer" "$(head -3 "$out/itimer.folded")"
#    Each sample carries the CPU time since the previous one, so the total is the run's
#    CPU time (bench/itimer-accuracy.sh measures how close); here only a bound that
#    cannot flake: more than half of it (samples at the nominal period gave ~30%) and
#    never more than it.
itot=$(total < "$out/itimer.folded")
awk -v t="$itot" -v c="$cpu" 'BEGIN { exit !(t / 1e6 > 0.5 * c && t / 1e6 <= 1.02 * c + 0.005) }' \
    && ok "itimer total $itot us is the CPU time (${cpu}s) within the bound" || bad "itimer total" "$itot us for ${cpu}s of CPU time"

#    Where itimer samples land follows the guest's instruction stream, not the host's
#    costs: in one run with insn@997, each function's share of the itimer total is its
#    share of the instructions within sampling noise (about 300 samples: 8 points is
#    four standard deviations), and :host is accepted for itimer alone.
"$csprof" -e itimer@500 -e insn@997 -o "$out/place.csprof" "$out/calls" 33 600000000 > /dev/null
"$hpcprof" --flat --threshold 0 "$out/place.csprof" > "$out/place.flat"
verdict=$(awk '$NF == "calls.c:13" || $NF == "calls.c:6" { d = $2 - $6; n++          # "93.4%" reads as 93.4
                 s = s sprintf(" %s %s/%s", $(NF-1), $2, $6); if (d < -8 || d > 8) bad = 1 }
               END { print (n == 2 && !bad ? "ok" : "bad") s }' "$out/place.flat")
case $verdict in
    ok*) ok "itimer shares follow the instruction shares (itimer/insn:${verdict#ok})" ;;
    *) bad "itimer placement" "${verdict#bad}" ;;
esac
"$csprof" -e itimer@500:host -o "$out/host.csprof" "$out/calls" 30 20000000 > /dev/null \
    && folded "$out/host.csprof" | grep -q '^main;loop ' && ok "itimer:host profiles" || bad "itimer:host" "no profile"
"$csprof" -e insn@1000:host -o "$out/rand.csprof" "$out/calls" 2 2 2>&1 | grep -q "':host' applies to the itimer event only" \
    && ok "insn:host refused" || bad "insn:host" "accepted"

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
    # A script's background job starts with SIGINT ignored, and the guest keeps what its
    # parent ignored (as exec does): env gives the default back.
    env --default-signal=INT "$csprof" -e insn@1000 -o "$out/int.csprof" "$out/calls" 34 900000000 > /dev/null 2> "$out/int.err" &
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

# 13. insn samples fall on the P-th, 2P-th, ... instruction: a run of N instructions
#     records floor(N/P) samples (a sample at instruction 0 would overstate by a period).
icount=$("$pa64" --icount "$out/calls" 16 20000 2>&1 >/dev/null | awk '/instructions/ {print $2}')
for p in 1000 7777 $((icount - 1)) $((icount + 1)); do
    "$csprof" -e insn@$p -o "$out/phase.csprof" "$out/calls" 16 20000 > /dev/null
    sum=$(folded "$out/phase.csprof" | total)
    [ "$sum" = $((icount / p * p)) ] && ok "insn@$p on $icount instructions: total $sum" \
        || bad "insn@$p total" "$sum, expected $((icount / p * p)) (floor(N/P) samples)"
done
#     :random draws the first sample from 1..P: the total is floor or ceil(N/P) samples,
#     and with P = N the one sample lands on different instructions from run to run.
ips=
for r in 1 2 3 4 5 6 7 8; do
    "$csprof" -e insn@$icount:random -o "$out/rand.csprof" "$out/calls" 16 20000 > /dev/null
    leaf=$("$hpcprof" --dump "$out/rand.csprof" | awk '$1 == "node" && $NF != 0 {print $6}')
    ips="$ips $leaf"
done
nips=$(echo $ips | tr ' ' '\n' | sort -u | grep -c .)
nsamp=$(echo $ips | wc -w)
[ "$nsamp" = 8 ] && [ "$nips" -ge 2 ] && ok "insn@N:random: one sample per run, at $nips different PCs in 8 runs" \
    || bad "insn:random" "$nsamp samples at $nips PCs: $ips"
"$csprof" -e insn@1000:random -o "$out/rand.csprof" "$out/calls" 16 20000 > /dev/null
sum=$(folded "$out/rand.csprof" | total)
[ "$sum" = $((icount / 1000 * 1000)) ] || [ "$sum" = $(((icount + 999) / 1000 * 1000)) ] \
    && ok "insn@1000:random total $sum on $icount instructions" || bad "insn@1000:random total" "$sum"
"$csprof" -e itimer:random -o "$out/rand.csprof" "$out/calls" 2 2 2>&1 | grep -q "':random' applies to count-driven events" \
    && ok "itimer:random refused" || bad "itimer:random" "accepted"

# 14. A nullified instruction is charged to the branch that nullified it: busy's last
#     instruction is bve,n, whose nullified slot is never()'s first word (checked here,
#     since the test means nothing if the layout changes).
"$pacc" -O0 -g -o "$out/nullified" "$root/tests/profile/nullified.c" || bad "build nullified" "pacc failed"
layout=$(hppa64-linux-gnu-objdump -d "$out/nullified" | awk '/<busy>:/ {on = 1} on && /^$/ {exit}
    on && NF >= 6 {last = $0} END {print last}')
nev=$(hppa64-linux-gnu-nm "$out/nullified" | awk '$3 == "never" {print $1}')
lastaddr=$(echo "$layout" | awk '{sub(":", "", $1); print $1}')
if [[ "$layout" == *"bve,n"* ]] && [ $((0x$lastaddr + 4)) = $((0x$nev)) ]; then
    "$csprof" -e insn@1 -o "$out/nullified.csprof" "$out/nullified" > /dev/null
    folded "$out/nullified.csprof" > "$out/nullified.folded"
    icount=$("$pa64" --icount "$out/nullified" 2>&1 >/dev/null | awk '/instructions/ {print $2}')
    grep -q never "$out/nullified.folded" && bad "nullified slot" "never() got $(grep never "$out/nullified.folded")" \
        || ok "nullified slot after busy's bve,n: never() has no samples and no call edge"
    [ "$(total < "$out/nullified.folded")" = "$icount" ] && ok "nullified: insn@1 total is still $icount" \
        || bad "nullified total" "$(total < "$out/nullified.folded") vs $icount"
    bare=$(awk '$1 ~ /(^|;)0x[0-9a-f]+($|;)/' "$out/nullified.folded")
    [ -z "$bare" ] && ok "nullified: no sample at an address outside every function" || bad "nullified: bare addresses" "$bare"
else
    bad "nullified layout" "busy no longer ends in bve,n right before never: $layout / never at $nev"
fi

# 15. Stripped static programs keep their call paths: the unwind table is found by its
#     section, not by symbol. Each bench program, built -noshared -s (and unstripped for
#     names), profiles with 0 partial unwinds, the same tree as unstripped, and hpcprof
#     --exe of the unstripped build names the functions.
benchargs=(fib:20 sieve:"300000 40" nbody:20000 wordhash:50000 qsort:30000)
for b in "${benchargs[@]}"; do
    name=${b%%:*} args=${b#*:}
    s=$out/strip-$name
    "$pacc" -std=c11 -O2 -noshared -s -o "$s" "$root/bench/$name.c" -lm && "$pacc" -std=c11 -O2 -noshared -o "$s.full" "$root/bench/$name.c" -lm \
        || { bad "stripped $name" "build failed"; continue; }
    # shellcheck disable=SC2086
    "$csprof" -v -e insn@10007 -o "$s.csprof" "$s" $args 2> "$s.err" > /dev/null; st1=$?
    # shellcheck disable=SC2086
    "$csprof" -e insn@10007 -o "$s.full.csprof" "$s.full" $args > /dev/null 2>&1; st2=$?
    partial=$(sed -n 's/.* \([0-9]*\) failed unwinds.*/\1/p' "$s.err")
    nodes() { "$hpcprof" --dump "$1" | awk '$1 == "node" {$8 = ""; print}'; }   # all but sp (argv[0] differs)
    named=$(folded "$s.csprof" --exe "$s.full" | awk '$1 ~ /^\$START\$;__pa64_start;_start;main(;|$)/ {n++} END {print n + 0}')
    if [ "$st1$st2" = 00 ] && [ "$partial" = 0 ] && cmp -s <(nodes "$s.csprof") <(nodes "$s.full.csprof") && [ "$named" -gt 0 ]; then
        ok "stripped static $name: 0 failed (partial) unwinds, same tree as unstripped, $named named paths with --exe"
    else
        bad "stripped static $name" "exit $st1/$st2, partial unwinds '$partial', named paths $named; $(head -1 "$s.err")"
    fi
done

# 15b. Stripped dynamic programs too (the dld works from .dynsym, the unwinder from the
#     section headers): 0 failed unwinds, the same tree as the unstripped dynamic build.
for b in fib:20 qsort:30000; do
    name=${b%%:*} args=${b#*:}
    s=$out/strip-dyn-$name
    "$pacc" -std=c11 -O2 -s -o "$s" "$root/bench/$name.c" -lm && "$pacc" -std=c11 -O2 -o "$s.full" "$root/bench/$name.c" -lm \
        || { bad "stripped dynamic $name" "build failed"; continue; }
    # shellcheck disable=SC2086
    "$csprof" -v -e insn@10007 -o "$s.csprof" "$s" $args 2> "$s.err" > /dev/null; st1=$?
    # shellcheck disable=SC2086
    "$csprof" -e insn@10007 -o "$s.full.csprof" "$s.full" $args > /dev/null 2>&1; st2=$?
    failed=$(sed -n 's/.* \([0-9]*\) failed unwinds.*/\1/p' "$s.err")
    nodes() { "$hpcprof" --dump "$1" | awk '$1 == "node" {$8 = ""; print}'; }
    if [ "$st1$st2" = 00 ] && [ "$failed" = 0 ] && cmp -s <(nodes "$s.csprof") <(nodes "$s.full.csprof"); then
        ok "stripped dynamic $name: 0 failed unwinds, same tree as unstripped"
    else
        bad "stripped dynamic $name" "exit $st1/$st2, failed unwinds '$failed'; $(head -1 "$s.err")"
    fi
done

# 16. Exact PCs are not call sites: a frame interrupted by a signal (here where the kill
#     system call raise makes returns, and a division trap in millicode) is where
#     execution stood, so hpcprof must not move it 8 bytes back (which named kill
#     "[syscall 35]"); the signal frame is named, and its handler hangs below it.
"$pacc" -O2 -g -o "$out/signals" "$root/tests/unwind/signals.c" || bad "build signals" "pacc failed"
"$csprof" -e insn@1 -o "$out/signals.csprof" "$out/signals" > /dev/null
folded "$out/signals.csprof" > "$out/signals.folded"
want='^main;raise;<signal handler called>;on_usr1;raise;<signal handler called>;on_usr2 '
grep -q "$want" "$out/signals.folded" && grep -q '^main;divide;\$\$divoI;<signal handler called>;on_trap ' "$out/signals.folded" \
    && ok "signal frames: raise (after kill returns) calls <signal handler called>, which calls the handlers" \
    || bad "signal frames" "$(grep -m3 'on_usr\|on_trap' "$out/signals.folded")"
odd=$(grep -E '\[syscall 35\]|\[gateway ' "$out/signals.folded" | head -2)
[ -z "$odd" ] && ok "no call-site adjustment of exact PCs" || bad "exact PCs adjusted" "$odd"
#     A file from before signal frames were told apart (every marker at 0x8ff0 - 8*L)
#     still reads: the interrupted frame stays exact, the marker is a <host call>.
cc -std=c11 -D_GNU_SOURCE -O2 -o "$out/undump" "$root/tests/hpcfile/undump.c" "$root"/hpcfile/*.c || bad "undump" "build failed"
"$hpcprof" --dump "$out/signals.csprof" | awk 'function hex(s,  i, n) { s = tolower(substr(s, 3)); for (i = 1; i <= length(s); i++) n = n * 16 + index("0123456789abcdef", substr(s, i, 1)) - 1; return n }
        $1 == "node" { ip = hex($6); if (ip >= 36344 && ip <= 36852 && ip % 8 == 4) $6 = sprintf("0x%x", ip - 4) } 1' \
    | "$out/undump" "$out/signals-old.csprof" && folded "$out/signals-old.csprof" > "$out/signals-old.folded"
grep -q '^main;raise;<host call>;on_usr1 ' "$out/signals-old.folded" && ! grep -q 'signal handler called' "$out/signals-old.folded" \
    && ok "old-style marker frames: interrupted frame exact, <host call>" || bad "old markers" "$(grep -m2 on_usr1 "$out/signals-old.folded")"

# 14. A DLL opened by a relative path is recorded by its absolute path, so hpcprof run
#     from another directory names its functions; moved with the program elsewhere, it
#     is found with --search-path.
rel=$out/reldl
rm -rf "$rel" "$out/moved" && mkdir -p "$rel" "$out/moved"
"$pacc" -O2 -g -o "$rel/reldl" "$root/tests/profile/reldl.c" && "$pacc" -shared -O2 -g -o "$rel/libreldl.so" "$root/tests/profile/libreldl.c" \
    || bad "build reldl" "pacc failed"
(cd "$rel" && "$csprof" -e insn@1000 -o "$out/reldl.csprof" ./reldl ./libreldl.so > /dev/null)
"$hpcprof" --dump "$out/reldl.csprof" | grep -q "module 1: name \"$rel/libreldl.so\"" \
    && ok "dlopen(\"./libreldl.so\") recorded as $rel/libreldl.so" || bad "relative dlopen path" "$("$hpcprof" --dump "$out/reldl.csprof" | grep 'module 1')"
(cd / && "$hpcprof" --flat "$out/reldl.csprof" 2> "$out/reldl.err") | grep -q "reldl_spin" && ! grep -q "not found" "$out/reldl.err" \
    && ok "hpcprof from / names reldl_spin in the DLL" || bad "relative DLL named" "$(cat "$out/reldl.err")"
cp "$out/reldl.csprof" "$out/moved/" && mv "$rel/reldl" "$rel/libreldl.so" "$out/moved/" && mkdir -p "$out/moved/p" && mv "$out/moved/reldl.csprof" "$out/moved/p/"
(cd / && "$hpcprof" --flat --search-path /nonexistent:"$out/moved" "$out/moved/p/reldl.csprof" 2> "$out/reldl.err") | grep -q "reldl_spin" \
    && ! grep -q "not found" "$out/reldl.err" && ok "moved profile: --search-path finds the program and the DLL" \
    || bad "--search-path" "$(cat "$out/reldl.err")"
(cd / && "$hpcprof" --flat "$out/moved/p/reldl.csprof" 2>&1 >/dev/null) | grep -q "program '.*reldl' not found" \
    && ok "moved profile without --search-path: the program is reported not found" || bad "moved without --search-path" "found anyway"

# 15. Code mapped with mmap(PROT_EXEC), or made executable with mprotect, is a load
#     module like a dlopen's (issue 27): each mapping begins an epoch with the file in its
#     module list, its munmap another without it, and samples in it name its functions.
mc=$out/mapcode
rm -rf "$mc" && mkdir -p "$mc"
"$pacc" -O2 -g -o "$mc/mapcode" "$root/tests/profile/mapcode.c" && "$pacc" -shared -O2 -g -o "$mc/libmapcode.so" "$root/tests/profile/libmapcode.c" \
    || bad "build mapcode" "pacc failed"
(cd "$mc" && "$csprof" -v -e insn@1000 -o "$mc/mapcode.csprof" ./mapcode ./libmapcode.so 300000 > "$mc/out.txt" 2> "$mc/err.txt") \
    && [ "$(cat "$mc/out.txt")" = "$("$pa64" "$mc/mapcode" "$mc/libmapcode.so" 300000)" ] \
    && ok "mapcode under csprof prints what it prints under pa64" || bad "mapcode run" "$(cat "$mc/out.txt" "$mc/err.txt")"
"$hpcprof" --dump "$mc/mapcode.csprof" > "$mc/dump.txt"
mods=$(grep -E '^epoch|module 1:' "$mc/dump.txt" | sed -E 's/ mapped_address 0x[0-9a-f]+.*//; s/.*module 1: name /  /' | tr '\n' ' ')
[ "$mods" = "epoch 0: num_modules 1 epoch 1: num_modules 2   \"$mc/libmapcode.so\" virtual_address 0x0 epoch 2: num_modules 1 epoch 3: num_modules 2   \"$mc/libmapcode.so\" virtual_address 0x0 epoch 4: num_modules 1 " ] \
    && ok "mmap(PROT_EXEC), munmap, mprotect(PROT_EXEC), munmap: 5 epochs, the file in the 2nd and 4th" || bad "code mapping epochs" "$mods"
# Its functions named, its unwind table used: inner's samples reach main through mapcode_spin.
"$hpcprof" --flat "$mc/mapcode.csprof" > "$mc/flat.txt" 2>&1
"$hpcprof" "$mc/mapcode.csprof" > "$mc/tree.txt" 2>&1
share=$(awk '/ inner \(libmapcode.so\)/ { sub("%", "", $2); print int($2) }' "$mc/flat.txt")
path=$(grep -E '^ +[0-9]+ +[0-9.]+% .*(main|mapcode_spin|inner)' "$mc/tree.txt" | awk '{ print $6 }' | paste -sd' ')
[ "${share:-0}" -ge 90 ] && [ "$path" = "main mapcode_spin inner" ] && grep -q ", 0 failed unwinds" "$mc/err.txt" \
    && ok "samples in the mapped code: inner (libmapcode.so) ${share}% exclusive, main > mapcode_spin > inner, 0 failed unwinds" \
    || bad "mapped code attributed" "share ${share:-none}, path '$path', $(grep -o '[0-9]* failed unwinds' "$mc/err.txt")"

# The emulator's own account of parts (PA64_DLD_DEBUG): a hole splits the module in two
# (the tail keeps its file offset), mprotect without PROT_EXEC and munmap end each.
trace=$(cd "$mc" && PA64_DLD_DEBUG=1 "$pa64" ./mapcode ./libmapcode.so 0 split 2>&1 | sed -nE 's/^pa64: code mapping: ([a-z]+) ([0-9]+) .*offset (0x[0-9a-f]+).*/\1 \2 \3/p' | tr '\n' ' ')
[ "$trace" = "add 1 0x0 remove 1 0x0 add 2 0x0 add 3 0x2000 remove 2 0x0 remove 3 0x2000 " ] \
    && ok "part of a code mapping unmapped or made non-executable: modules split and ended" || bad "code mapping parts" "$trace"

echo "$pass passed, $fail failed"
[ "$fail" = 0 ]
