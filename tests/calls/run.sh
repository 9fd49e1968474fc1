#!/bin/bash
# Exact call counts (csprof -e calls, issue 24): every call path's entries as the program
# made them, at any sampling period -- recursion per depth, function pointers, a DLL
# through its import stub, setjmp and longjmp, signal handlers, threads -- with the guest's
# output and instruction count unchanged; the trampoline's returns counting setjmp,
# longjmp and frames longjmp abandons; gprof's _mcount seeing through the trampoline.
# Ends with "N passed, M failed".
root=$(cd "$(dirname "$0")/../.." && pwd)
here=$root/tests/calls
out=$root/build/tests/calls
rm -rf "$out"; mkdir -p "$out"
pacc=$root/bin/pacc pa64=$root/bin/pa64 csprof=$root/bin/csprof hpcprof=$root/bin/hpcprof
pass=0 fail=0
ok() { echo "PASS $1"; pass=$((pass + 1)); }
bad() { echo "FAIL $1: $2"; fail=$((fail + 1)); }
export LD_LIBRARY_PATH=$out

"$pacc" -shared -O2 -g -Wl,-soname,libedge.so -o "$out/libedge.so" "$root/tests/tramp/libedge.c" || bad "build libedge.so" "pacc failed"
"$pacc" -O2 -g -o "$out/edges" "$root/tests/tramp/edges.c" "$out/libedge.so" || bad "build edges" "pacc failed"
"$pacc" -O0 -g -o "$out/edges0" "$root/tests/tramp/edges.c" "$out/libedge.so" || bad "build edges0" "pacc failed"
"$pacc" -O0 -g -o "$out/sig" "$here/sig.c" || bad "build sig" "pacc failed"
"$pacc" -O0 -g -G -o "$out/gprof" "$here/gprof.c" || bad "build gprof" "pacc -G failed"
"$pacc" -O0 -g -o "$out/tail" "$here/tail.c" "$here/tail.S" || bad "build tail" "pacc failed"
"$pacc" -O0 -g -pthread -o "$out/threads" "$here/threads.c" || bad "build threads" "pacc failed"

# path COUNT FOLDED-PATH FILE: the folded calls of that exact path
path() {
    local n
    n=$(awk -v p="$2" '{ v = $NF; $NF = ""; sub(/ $/, ""); if ($0 == p) print v }' "$3")
    [ "$n" = "$1" ] && ok "$2 entered $1 times" || bad "path $2" "got '$n', want $1"
}

# 1. At insn@1000000 (a handful of samples), counts per path are the program's own.
"$pa64" --icount "$out/edges" > "$out/edges.want" 2> "$out/edges.icount"
"$csprof" -v -e insn@1000000 -e calls -o "$out/edges.csprof" "$out/edges" > "$out/edges.out" 2> "$out/edges.err"
"$hpcprof" --folded --metric calls "$out/edges.csprof" > "$out/edges.folded"
cmp -s "$out/edges.want" "$out/edges.out" && ok "edges: guest output unchanged by -e calls" || bad "edges output" "differs"
want=$(sed -n 's/^pa64: \([0-9]*\) instructions.*/\1/p' "$out/edges.icount")
got=$(sed -n 's/.*; \([0-9]*\) guest instructions$/\1/p' "$out/edges.err")
[ -n "$want" ] && [ "$want" = "$got" ] && ok "edges: --icount unchanged by -e calls ($want)" || bad "edges icount" "pa64 $want, csprof $got"
want=$(awk '/^fib depth/ {printf "%s ", $4}' "$out/edges.out")
got="" p=main
for d in $want; do p="$p;fib"; got="$got$(awk -v p="$p" '{ v = $NF; $NF = ""; sub(/ $/, ""); if ($0 == p) print v }' "$out/edges.folded") "; done
[ -n "$want" ] && [ "$got" = "$want" ] && ok "fib calls per depth = the program's own counts ($want)" || bad "fib per depth" "got '$got', want '$want'"
path 1000 "main;leaf" "$out/edges.folded"
path 200 "main;fa" "$out/edges.folded"
path 100 "main;fb" "$out/edges.folded"
path 250 "main;dll_leaf@libedge.so" "$out/edges.folded"
path 1 "main;sigsetjmp" "$out/edges.folded"
path 1 "main;deep" "$out/edges.folded"
path 1 "main;deep;longjmp" "$out/edges.folded"
path 1 "main;after" "$out/edges.folded"
path 500 "main;after;leaf" "$out/edges.folded"
grep -q 'stub\|0x' "$out/edges.folded" && bad "no stub or unnamed frame" "$(grep -m1 'stub\|0x' "$out/edges.folded")" \
    || ok "the import stub is no frame of its own"

# 2. The period does not matter: -e calls alone and with insn@1 give the same counts
#    (stdout a file each time: stdio asks isatty only of a character device).
"$csprof" -e calls -o "$out/alone.csprof" "$out/edges" > "$out/alone.out"
"$csprof" -e insn@1 -e calls -o "$out/insn1.csprof" "$out/edges" > "$out/insn1.out"
"$hpcprof" --folded --metric calls "$out/alone.csprof" | sort > "$out/alone.folded"
"$hpcprof" --folded --metric calls "$out/insn1.csprof" | sort > "$out/insn1.folded"
sort "$out/edges.folded" | cmp -s - "$out/alone.folded" && cmp -s "$out/alone.folded" "$out/insn1.folded" \
    && ok "calls identical at insn@1, insn@1000000 and without samples ($(wc -l < "$out/alone.folded") paths)" \
    || bad "calls vs period" "$(sort "$out/edges.folded" | diff - "$out/insn1.folded" | head -3)"

# 3. Signal handlers: entered under the interrupted path's marker.
"$pa64" "$out/sig" > "$out/sig.want"
"$csprof" -e calls -o "$out/sig.csprof" "$out/sig" > "$out/sig.out"
cmp -s "$out/sig.want" "$out/sig.out" && ok "sig: guest output unchanged" || bad "sig output" "differs"
"$hpcprof" --folded --metric calls "$out/sig.csprof" > "$out/sig.folded"
n=$(awk '$(NF-1) ~ /<signal handler called>;handler$/ || ($0 ~ /<signal handler called>;handler [0-9]+$/) { s += $NF } END { print s + 0 }' "$out/sig.folded")
[ "$n" = 7 ] && ok "signal handler entered 7 times under <signal handler called>" || bad "handler" "got $n"
n=$(awk '/;handler;hleaf [0-9]+$/ { s += $NF } END { print s + 0 }' "$out/sig.folded")
[ "$n" = 21 ] && ok "the handler's leaf called 21 times under it" || bad "hleaf" "got $n"
path 7 "main;work" "$out/sig.folded"

# 3b. A tail call (a jump through a register to another function's entry) enters the
#     new function in the same frame: it is not a return.
"$csprof" -e calls -o "$out/tail.csprof" "$out/tail" > "$out/tail.out"
"$hpcprof" --folded --metric calls "$out/tail.csprof" > "$out/tail.folded"
path 5 "main;tailer" "$out/tail.folded"
path 5 "main;target" "$out/tail.folded"
path 5 "main;target;leaf" "$out/tail.folded"

# 3c. Threads: each thread's calls on its own tree, whatever the switches between them
#     (a mutex and sched_yield every 50 calls).
"$pa64" "$out/threads" > "$out/threads.want"
"$csprof" -e insn@1000 -e calls -o "$out/threads.csprof" "$out/threads" > "$out/threads.out"
cmp -s "$out/threads.want" "$out/threads.out" && ok "threads: guest output unchanged" || bad "threads output" "differs"
for t in 1:main:500 2:thread_start\;start:1000 3:thread_start\;start:2000 4:thread_start\;start:3000; do
    IFS=: read -r id base n <<< "$t"
    "$hpcprof" --folded --metric calls --thread "$id" "$out/threads.csprof" > "$out/threads.$id.folded"
    path "$n" "$base;work;leaf" "$out/threads.$id.folded"
    path "$((n / 50))" "$base;work;sched_yield" "$out/threads.$id.folded"
done

# 4. The trampoline's returns at insn@1 (mode all) equal the exact calls: setjmp and
#    longjmp counted once per call, frames abandoned by longjmp counted once each
#    (edges at -O0: deep recurses six deep before it longjmps).
"$csprof" --trampoline=all -e insn@1 -e calls -o "$out/all.csprof" "$out/edges0" > "$out/all.out"
"$hpcprof" --folded --metric returns "$out/all.csprof" | sort > "$out/all.returns"
"$hpcprof" --folded --metric calls "$out/all.csprof" > "$out/all.calls"
path 1 "main;deep;deep;deep;deep;deep;deep;longjmp" "$out/all.calls"
for p in "main;sigsetjmp" "main;deep" "main;deep;deep;deep" "main;deep;deep;deep;deep;deep;deep" \
         "main;deep;deep;deep;deep;deep;deep;longjmp" "main;after"; do
    r=$(awk -v p="$p" '{ v = $NF; $NF = ""; sub(/ $/, ""); if ($0 == p) s += v } END { print s + 0 }' "$out/all.returns")
    [ "$r" = 1 ] && ok "returns (all, insn@1) of $p: 1" || bad "returns $p" "got $r, want 1"
done

# 5. pacc -G under csprof: _mcount sees through the trampoline (system call 530), so
#    gmon.out is the one pa64 alone writes, and so is the instruction count.
(cd "$out" && PA64_PROFIL_INSNS=100 "$pa64" --icount ./gprof > gprof.want 2> gprof.icount && mv gmon.out gmon.want)
(cd "$out" && PA64_PROFIL_INSNS=100 "$csprof" -v --trampoline=all -e insn@1 -o gprof.csprof ./gprof > gprof.out 2> gprof.err)
cmp -s "$out/gmon.want" "$out/gmon.out" && ok "pacc -G: gmon.out identical under csprof --trampoline=all -e insn@1" \
    || bad "gmon.out under csprof" "$(cmp "$out/gmon.want" "$out/gmon.out" 2>&1 | head -1)"
want=$(sed -n 's/^pa64: \([0-9]*\) instructions.*/\1/p' "$out/gprof.icount")
got=$(sed -n 's/.*; \([0-9]*\) guest instructions$/\1/p' "$out/gprof.err")
[ -n "$want" ] && [ "$want" = "$got" ] && ok "pacc -G: same instruction count with the trampoline ($want)" || bad "gprof icount" "pa64 $want, csprof $got"

echo "$pass passed, $fail failed"
[ "$fail" = 0 ]
