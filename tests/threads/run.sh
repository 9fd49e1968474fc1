#!/bin/bash
# Guest POSIX threads (docs/threads.md): every pthread call with a success and an error
# case (calls.c); determinism of a 4-thread program (work4.c) over three runs, translated
# and --interp: output, --icount and insn profiles byte for byte; per-thread profiles
# whose insn@1 totals are each thread's exact instruction count; hpcprof's thread views;
# a deadlock and a faulting thread reported; per-thread signals (signals.c). Ends with
# "N passed, M failed".
root=$(cd "$(dirname "$0")/../.." && pwd)
here=$root/tests/threads
out=$root/build/tests/threads
pacc=$root/bin/pacc pa64=$root/bin/pa64 csprof=$root/bin/csprof hpcprof=$root/bin/hpcprof
rm -rf "$out"; mkdir -p "$out"
pass=0 fail=0
ok() { echo "PASS $1"; pass=$((pass + 1)); }
bad() { echo "FAIL $1: $2"; fail=$((fail + 1)); }
check() { if [ "$2" = "$3" ]; then ok "$1"; else bad "$1" "got '$2', expected '$3'"; fi; }
cd "$out" || exit 1

"$pacc" -O2 -g -pthread -o calls "$here/calls.c" || bad build calls
"$pacc" -O2 -g -o work4 "$here/work4.c" -lpthread || bad build work4
"$pacc" -O1 -g -pthread -o fault "$here/fault.c" || bad build fault
"$pacc" -O1 -g -pthread -o deadlock "$here/deadlock.c" || bad build deadlock
"$pacc" -O1 -g -pthread -o readwait "$here/readwait.c" || bad build readwait
"$pacc" -O1 -g -pthread -o signals "$here/signals.c" || bad build signals
"$pacc" -O1 -g -pthread -o semintr "$here/semintr.c" || bad build semintr

# 1. Each call, success and error: one PASS per line of calls.c's checks.
timeout 60 "$pa64" ./calls > calls.out 2>&1; rc=$?
while read -r word rest; do
    case $word in ok) ok "calls: $rest" ;; FAIL) bad "calls: ${rest%%:*}" "${rest#*: }" ;; esac
done < calls.out
check "calls: exit status" "$rc" 0
grep -q '^0 failed$' calls.out && ok "calls: ran to the end" || bad "calls: ran to the end" "$(tail -2 calls.out)"

# 2. Determinism: 3 runs translated, 3 --interp: output, counts, insn profiles identical.
for mode in jit interp; do
    flag=; [ $mode = interp ] && flag=--interp
    for i in 1 2 3; do
        timeout 120 "$pa64" $flag --icount ./work4 > $mode$i.out 2> $mode$i.err; echo "rc $?" >> $mode$i.out
        timeout 120 "$csprof" $flag -e insn@997 -o $mode$i.csprof ./work4 > /dev/null 2>&1
    done
done
check "work4: output right" "$(tail -2 jit1.out | head -1)" "items 600 total $(awk '/sum/ {s += $NF} END {print s}' jit1.out)"
grep -q "thread 5:" jit1.err && ok "work4: --icount per thread" || bad "work4: --icount per thread" "$(cat jit1.err)"
same=1
for f in jit2 jit3 interp1 interp2 interp3; do
    cmp -s jit1.out $f.out && cmp -s jit1.err $f.err && cmp -s jit1.csprof $f.csprof || { same=0; bad "work4: $f differs from jit1" "$(diff jit1.err $f.err | head -3)"; }
done
[ $same = 1 ] && ok "work4: 6 runs (3 translated, 3 --interp): same output, --icount and insn profile"
"$pa64" --quantum=5000 --icount ./work4 > q.out 2> q.err
check "work4: --quantum 5000 same items" "$(tail -1 q.out | cut -d' ' -f1-2)" "items 600"
cmp -s q.err jit1.err && bad "work4: --quantum changes the interleaving" "same counts" || ok "work4: --quantum changes the interleaving"
"$pa64" --quantum=0 ./work4 > /dev/null 2> q0.err; rc=$?
check "--quantum 0 refused" "$rc $(grep -c 'quantum' q0.err)" "2 1"

# 3. Per thread at insn@1: each thread's tree total is its exact instruction count
# (stdout the same for both runs: newlib buffers a device and a file differently).
timeout 120 "$pa64" --icount ./work4 > /dev/null 2> counts.err
timeout 300 "$csprof" -e insn@1 --trampoline=off -o w1.csprof ./work4 > /dev/null 2>&1
"$hpcprof" --threads w1.csprof > threads.txt 2>&1
check "hpcprof --threads: 5 threads" "$(grep -c '^  thread [0-9]' threads.txt)" 5
for t in 1 2 3 4 5; do
    want=$(awk -v t="thread $t:" 'index($0, t) {print $(NF-1)}' counts.err)
    got=$(awk -v t=$t '$1 == "thread" && ($2 == t ":" || $2 == t) {for (i = 3; i <= NF; i++) if ($i == "insn") print $(i+1)}' threads.txt)
    check "insn@1 thread $t total = its instruction count" "$got" "$want"
done
grep -q '^== thread 3 ==' threads.txt && ok "hpcprof --threads: a report per thread" || bad "hpcprof --threads report" "$(head -5 threads.txt)"
"$hpcprof" --dump w1.csprof | grep -c 'thread [2-5]$' > ntrees.txt
check "file: trees of threads 2..5 named" "$(cat ntrees.txt)" 4
# Merged by default: the program-wide total is the sum of the threads'.
all=$("$hpcprof" --folded w1.csprof | awk '{s += $NF} END {print s}')
check "merged total = --icount" "$all" "$(awk '/ instructions$/ && !/thread/ {print $2}' counts.err)"
"$hpcprof" --folded --thread 4 w1.csprof > t4.folded
grep -q consumer t4.folded && ! grep -q producer t4.folded && ! grep -q main t4.folded &&
    ok "--thread 4: the consumer's paths only" || bad "--thread 4" "$(head -3 t4.folded)"
for v in "--flamegraph f.svg" "--callgrind cg.out" "--pprof p.pb.gz" "--flat" "--bottom-up"; do
    "$hpcprof" $v --thread 2,4 w1.csprof > /dev/null 2>&1 && ok "$v --thread 2,4" || bad "$v --thread 2,4" "status $?"
done
"$hpcprof" --diff --thread 2 w1.csprof jit1.csprof > diff.txt 2>&1 && ok "--diff --thread 2" || bad "--diff --thread 2" "$(tail -1 diff.txt)"
"$hpcprof" --thread 0 w1.csprof > /dev/null 2> t0.err; check "--thread 0 refused" "$? $(grep -c 'thread ids' t0.err)" "1 1"

# Every source per thread: calls@ counts exactly (each producer locks 301 times, the
# consumers 600 items + 2 each), itimer lands in the threads that compute (the consumers
# with 20 times their work: at the default they ran for a few timer ticks each, and a
# faster emulator left one with none on a loaded machine).
timeout 120 "$csprof" -e calls@pthread_mutex_lock -e itimer@1000 -o cs.csprof ./work4 20 > /dev/null 2>&1
"$hpcprof" --threads cs.csprof > cs.txt
check "calls@ per thread" "$(awk '/^  thread/ {printf "%s ", $(NF-4)}' cs.txt)" "0 301 301 $(awk '/^  thread 4:/ {print $(NF-4)}' cs.txt) $((604 - $(awk '/^  thread 4:/ {print $(NF-4)}' cs.txt))) "
check "itimer: consumers' CPU time recorded" "$(awk '/^  thread [45]:/ && $(NF-2) > 0' cs.txt | wc -l)" 2
# The unwinder against per-thread shadow stacks; per-thread trampolines and partial unwinds.
timeout 300 "$pa64" --verify-unwind=97 ./work4 > /dev/null 2> vu.err
grep -q 'checks, 0 mismatches' vu.err && ok "verify-unwind: threads, 0 mismatches" || bad "verify-unwind" "$(tail -2 vu.err)"
timeout 300 "$csprof" -v --verify-unwind=101 -e insn@50 -o vu.csprof ./work4 > /dev/null 2> cvu.err
grep -q ' 0 partial unwinds differ' cvu.err && grep -q '0 failed unwinds' cvu.err && grep -q '0 lost returns, 0 misplaced, 0 not found' cvu.err &&
    ok "csprof --verify-unwind: per-thread trampolines, complete unwinds" || bad "csprof --verify-unwind" "$(tail -4 cvu.err)"

# A blocking read blocks only its thread.
(sleep 1; echo hello) | timeout 30 "$pa64" ./readwait > rw.out 2>&1
check "blocking read: the other thread runs" "$(cat rw.out)" "read 6 bytes; worker finished while main waited"

# 4. A deadlock is reported (who waits for what), never a hang.
timeout 30 "$pa64" ./deadlock > dl.out 2> dl.err; rc=$?
check "deadlock: status 1" "$rc" 1
grep -q 'deadlock: every thread is blocked' dl.err && grep -q 'thread 1 (main) waits for mutex .* held by thread 2' dl.err &&
    grep -q 'thread 2 waits for mutex .* held by thread 1' dl.err && ok "deadlock: report" || bad "deadlock report" "$(cat dl.err)"

# 5. A faulting thread: reported with its id; csprof writes every thread's tree.
timeout 60 "$pa64" ./fault > f.out 2> f.err; rc=$?
check "fault: status 139" "$rc" 139
grep -q 'guest fault in thread 3:' f.err && grep -q 'SIGSEGV.*bad' f.err && ok "fault: thread and function named" ||
    bad "fault report" "$(cat f.err)"
timeout 60 "$csprof" -e insn@100 -o fault.csprof ./fault > /dev/null 2>&1
check "fault: csprof wrote threads 1..3" "$("$hpcprof" --threads fault.csprof | grep -c '^  thread [123]')" 3

. "$here/mechanisms.sh"

# 6. Per-thread signals (signals.c): each check, and the same output and --icount on
#    three runs, translated and --interp.
for i in 1 2 3; do timeout 60 "$pa64" --icount ./signals > sig$i.out 2>&1; echo "rc $?" >> sig$i.out; done
timeout 60 "$pa64" --interp --icount ./signals > sigi.out 2>&1; echo "rc $?" >> sigi.out
while read -r word rest; do
    case $word in ok) ok "signals: $rest" ;; FAIL) bad "signals: ${rest%%:*}" "${rest#*: }" ;; esac
done < sig1.out
grep -q '^0 failed$' sig1.out && grep -q '^rc 0$' sig1.out && ok "signals: ran to the end" || bad "signals: ran to the end" "$(tail -3 sig1.out)"
cmp -s sig1.out sig2.out && cmp -s sig1.out sig3.out && cmp -s sig1.out sigi.out &&
    ok "signals: same output and --icount on every run, translated and --interp" || bad "signals: deterministic" "$(diff sig1.out sigi.out | head -4)"

timeout 30 "$pa64" ./semintr > semintr.out 2>&1
check "signals: a host signal ends a lone thread's sem_timedwait with EINTR" "$(cat semintr.out)" "interrupted by its handler"

echo "$pass passed, $fail failed"
[ $fail = 0 ]
