#!/bin/bash
# Synchronous sources end to end (csprof -e malloc, -e calls@FUNC): a program with a
# known allocation pattern (pattern.c, libleak.c) checked exactly per call path through
# hpcprof --folded, --dump and --leaks; DLLs loaded later (later.c); sources combined;
# guest output, exit status and instruction count unchanged under -e malloc for the
# bench programs. --torture also runs the torture sample under csprof -e malloc (long).
# Ends with "N passed, M failed".
root=$(cd "$(dirname "$0")/../.." && pwd)
here=$root/tests/malloc
out=$root/build/tests/malloc
pacc=$root/bin/pacc pa64=$root/bin/pa64 csprof=$root/bin/csprof hpcprof=$root/bin/hpcprof
rm -rf "$out"; mkdir -p "$out/dl"
pass=0 fail=0
ok() { echo "PASS $1"; pass=$((pass + 1)); }
bad() { echo "FAIL $1: $2"; fail=$((fail + 1)); }
check() { if [ "$2" = "$3" ]; then ok "$1"; else bad "$1" "got '$2', expected '$3'"; fi; }

"$pacc" -shared -O2 -g -Wl,-soname,libleak.so -o "$out/libleak.so" "$here/libleak.c" || bad build libleak
cp "$out/libleak.so" "$out/dl/"
"$pacc" -O2 -g -o "$out/pattern" "$here/pattern.c" "$out/libleak.so" -Wl,-rpath,'$ORIGIN' || bad build pattern
"$pacc" -O2 -g -o "$out/later" "$here/later.c" || bad build later

folded() {   # METRIC FILE: the folded stacks of METRIC (no header line)
    "$hpcprof" --folded --metric "$1" "$2" | grep -v '^Profile '
}
path() {     # METRIC FILE PATH: that path's value
    folded "$1" "$2" | awk -v p="$3" '$1 == p {print $2}'
}
total() { folded "$1" "$2" | awk '{s += $NF} END {print s + 0}'; }

# 1. The known pattern, exactly: every metric on every path of the program's own.
cd "$out" || exit 1
"$pa64" ./pattern > plain.out 2>&1; plain_rc=$?
# --trampoline=off: the file then holds exactly the six malloc metrics (no "returns").
"$csprof" --trampoline=off -e malloc -o pattern.csprof ./pattern > prof.out 2>&1; prof_rc=$?
cmp -s plain.out prof.out && [ $plain_rc = $prof_rc ] && ok "pattern: same output and status under -e malloc" ||
    bad "pattern output" "$(diff plain.out prof.out | head -3) rc $plain_rc/$prof_rc"
p=pattern.csprof
#          path                         bytes   calls freed  leaked peak   failed
while read -r pth bytes calls freed leaked peak failed; do
    for m in bytes:$bytes calls:$calls freed:$freed leaked:$leaked peak:$peak failed:$failed; do
        got=$(path "malloc-${m%%:*}" $p "$pth")
        check "$pth malloc-${m%%:*}" "${got:-0}" "${m#*:}"
    done
done <<'TABLE'
main;a                       100000  1000  50000  50000  100000  0
main;b                       500     10    500    0      500     0
main;c                       240     4     240    0      0       0
main;dll_leak@libleak.so     777     1     0      777    777     0
main;fail                    0       1     0      0      0       1
TABLE
# -v: the malloc source's sample count is the allocations recorded (frees take none),
# so it equals the total of malloc-calls and is not more than all samples.
"$csprof" -v --trampoline=off -e malloc -o pattern-v.csprof ./pattern > /dev/null 2> v.err
line=$(grep -m1 ' samples (' v.err)
all=$(echo "$line" | sed -n 's/.*: \([0-9]*\) samples (malloc \([0-9]*\)).*/\1 \2/p')
set -- $all
[ -n "$2" ] && [ "$2" = "$(total malloc-calls pattern-v.csprof)" ] && [ "$2" -le "$1" ] \
    && ok "-v: malloc $2 samples = malloc-calls total, of $1" || bad "-v per-source count" "$line; malloc-calls $(total malloc-calls pattern-v.csprof)"
# Whatever stdio allocates comes after the peak and is freed at exit.
check "peak of the whole heap" "$(total malloc-peak $p)" 101277
check "leaked in all" "$(total malloc-leaked $p)" 50777
check "failed in all" "$(total malloc-failed $p)" 1
# The same figures in the file itself: a's node carries all six values.
"$hpcprof" --dump $p > pattern.dump
grep -q 'metrics 100000 1000 50000 50000 100000 0$' pattern.dump && ok "--dump: main;a node 100000 1000 50000 50000 100000 0" ||
    bad "--dump main;a" "$(grep metrics pattern.dump | head -5)"
grep -q 'metric 0: event_name "malloc-bytes" flags 0x302 (sync,unit=bytes)' pattern.dump &&
grep -q 'metric 1: event_name "malloc-calls" flags 0x402 (sync,unit=calls)' pattern.dump &&
    ok "--dump: sync flag and units" || bad "--dump flags" "$(grep '^metric' pattern.dump)"
# --leaks: largest first, in B/KiB.
"$hpcprof" --leaks $p > leaks.txt
rows=$(awk 'on && NF {print $1, $2, $NF} / allocation path$/ {on = 1}' leaks.txt | tr '\n' '|')
la=$(grep -n 'blocks\[i\] = malloc(100)' "$here/pattern.c" | cut -d: -f1)
ld=$(grep -n 'malloc(777)' "$here/libleak.c" | cut -d: -f1)
check "--leaks rows, largest first, with the allocating line" "$rows" "48.8 KiB pattern.c:$la|777 B libleak.c:$ld|"
grep -q '^Leaks: 50777 bytes (49.6 KiB) still allocated at exit, from 2 allocation paths' leaks.txt &&
    ok "--leaks total" || bad "--leaks total" "$(head -2 leaks.txt)"

# 2. calls@FUNC: entries of malloc itself (calloc/realloc/stdio reach _malloc_r instead).
"$csprof" -e calls@malloc -o calls.csprof ./pattern > /dev/null 2>&1
got=$(folded calls@malloc calls.csprof | sort | tr '\n' '|')
check "calls@malloc per path" "$got" "main;a 1000|main;dll_leak@libleak.so 1|main;fail 1|"
"$csprof" -e calls@no_such_function ./pattern > err.out 2>&1; rc=$?
[ $rc = 2 ] && grep -q "calls@no_such_function: no function 'no_such_function' in the program or its DLLs" err.out &&
    ok "unknown function: error at start" || bad "unknown function" "rc $rc: $(cat err.out)"

"$csprof" -e calls@a -e calls@a ./pattern > err.out 2>&1; rc=$?
[ $rc = 2 ] && grep -q "csprof: calls@a: given twice" err.out && ok "calls@a twice: error" || bad "calls@a twice" "rc $rc: $(cat err.out)"

# 3. A DLL loaded later by dlopen: its functions are intercepted when it arrives;
#    a name that never appears is a warning at exit.
LD_LIBRARY_PATH=$out/dl "$csprof" -e calls@dll_leak -e malloc -e calls@never_loaded -o later.csprof ./later > later.out 2> later.err
rc=$?
[ $rc = 0 ] && grep -q 'later done' later.out && ok "dlopen program runs" || bad "dlopen program" "rc $rc $(cat later.err)"
check "calls@dll_leak in a dlopen'ed DLL" "$(folded calls@dll_leak later.csprof | awk '{s += $2} END {print s}')" 3
check "malloc from a dlopen'ed DLL" "$(folded malloc-bytes later.csprof | awk '/dll_leak@libleak.so/ {s += $2} END {print s}')" 2331
grep -q "warning: calls@never_loaded: no function 'never_loaded' was found" later.err &&
    ok "never-matched name: warning at exit" || bad "never-matched warning" "$(cat later.err)"

# 4. Sources combine on one tree; the insn metric is the same as insn alone.
"$csprof" -e malloc -e itimer@100 -e insn@1000 -o both.csprof ./pattern > /dev/null 2>&1
"$csprof" -e insn@1000 -o insn.csprof ./pattern > /dev/null 2>&1
# Compared in the file itself: the chain of ips from the root, and the insn value.
ippaths() {
    "$hpcprof" --dump "$1" | awk '
        /^metric [0-9]+: event_name "insn"/ {m = $2 + 0}
        $1 == "node" {id = $2; path[id] = path[$4] "/" $6; v = $(10 + m); if (v) print path[id], v}'
}
ippaths both.csprof | sort > both.insn
ippaths insn.csprof | sort > insn.insn
[ -s insn.insn ] && cmp -s both.insn insn.insn && ok "-e malloc -e itimer -e insn@1000: insn metric equals insn@1000 alone ($(wc -l < insn.insn) paths)" ||
    bad "insn with malloc" "$(diff both.insn insn.insn | head -4)"
check "combined file: malloc-bytes of main;a" "$(path malloc-bytes both.csprof main\;a)" 100000
"$hpcprof" --dump both.csprof | grep -q 'event_name "insn" flags 0x101 (async,unit=instructions)' &&
    ok "combined file: insn async, instructions" || bad "combined flags" "$("$hpcprof" --dump both.csprof | grep ^metric)"
"$hpcprof" --dump both.csprof | grep -q 'metric 6: event_name "itimer" flags 0x201 (async,unit=microseconds)' &&
    ok "combined file: itimer async, microseconds" || bad "combined itimer" "$("$hpcprof" --dump both.csprof | grep ^metric)"

"$hpcprof" --leaks insn.csprof > noleak.out 2>&1; rc=$?
[ $rc != 0 ] && grep -q "no metric 'malloc-leaked'" noleak.out && ok "--leaks without malloc metrics: error" ||
    bad "--leaks without malloc" "rc $rc $(cat noleak.out)"

# 5. The guest computes the same: output, status and instruction count, bench programs.
for b in allocs:20000 fib:27 nbody:2000 qsort:20000 sieve:200000:20 wordhash:30000; do
    name=${b%%:*} args=${b#*:}; args=${args//:/ }
    "$pacc" -std=c11 -O2 -o "$out/$name" "$root/bench/$name.c" -lm || { bad "build $name" pacc; continue; }
    "$pa64" --icount "./$name" $args > "$name.plain" 2> "$name.plain.err"; r1=$?
    "$csprof" -v -e malloc -o "$name.csprof" "./$name" $args > "$name.prof" 2> "$name.prof.err"; r2=$?
    i1=$(awk '/instructions/ {print $2}' "$name.plain.err")
    i2=$(grep -o '[0-9]* guest instructions' "$name.prof.err" | awk '{print $1}')
    cmp -s "$name.plain" "$name.prof" && [ $r1 = $r2 ] && [ -n "$i1" ] && [ "$i1" = "$i2" ] &&
        ok "$name $args: same output, status $r1, $i1 instructions under -e malloc" ||
        bad "$name under -e malloc" "rc $r1/$r2, icount $i1/$i2, $(diff "$name.plain" "$name.prof" | head -2)"
done
n=$(total malloc-calls wordhash.csprof)
[ "$n" -gt 1000 ] && ok "wordhash: $n allocation calls recorded" || bad "wordhash allocation calls" "$n"

# 6. Optional: the torture sample under csprof -e malloc (each test checks itself).
if [ "${1:-}" = --torture ]; then
    cat > "$out/csprof-malloc" <<WRAP
#!/bin/sh
exec "$csprof" -e malloc -o "$out/torture.\$\$.csprof" "\$@"
WRAP
    chmod +x "$out/csprof-malloc"
    line=$(PA64=$out/csprof-malloc "$root/tests/torture/sample.sh" 2>&1 | tail -1)
    n=$(find "$out" -name 'torture.*.csprof' | wc -l)
    rm -f "$out"/torture.*.csprof
    case $line in
        *" 0 failed"*) [ "$n" -gt 300 ] && ok "torture sample under -e malloc ($n profiles): $line" ||
                           bad "torture sample under -e malloc" "only $n profiles written" ;;
        *) bad "torture sample under -e malloc" "$line" ;;
    esac
fi

# A stripped program names no allocator: -e malloc says so (and still runs it unchanged).
printf '#include <stdio.h>\n#include <stdlib.h>\nint main(void){char *p = malloc(100); p[0] = 7; printf("%%d\\n", p[0]); free(p); return 3;}\n' > "$out/strip.c"
"$pacc" -O2 -noshared -s -o "$out/pattern-s" "$out/strip.c" || bad build pattern-s
"$csprof" -e malloc -o "$out/strip.csprof" "$out/pattern-s" > "$out/strip.out" 2> "$out/strip.err"; st=$?
"$pa64" "$out/pattern-s" > "$out/strip.ref" 2>/dev/null; ref=$?
if [ "$st" = "$ref" ] && cmp -s "$out/strip.out" "$out/strip.ref" && grep -q "warning: malloc: no allocator" "$out/strip.err"; then
    ok "stripped program: -e malloc warns that nothing was recorded"
else bad "stripped program under -e malloc" "status $st (pa64 $ref): $(head -2 "$out/strip.err")"; fi

echo "$pass passed, $fail failed"
[ $fail = 0 ]
