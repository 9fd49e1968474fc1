#!/bin/bash
# Robustness of csprof's outputs and of hpcprof's inputs (issue 13 items 7-13, issue 7
# items 9-11 and 13): signals during blocked reads and at start, SIGPIPE, -o on
# devices and failing file systems, stale temporary files, hostile hpcprof inputs,
# --max-cct-mb, mismatched programs, and the fuzz regression files. Ends with
# "N passed, M failed".
root=$(cd "$(dirname "$0")/../.." && pwd)
T=$root/tests/robust
out=$root/build/tests/robust
umount "$out/mnt" 2>/dev/null; rm -rf "$out"; mkdir -p "$out"
pacc=$root/bin/pacc pa64=$root/bin/pa64 csprof=$root/bin/csprof hpcprof=$root/bin/hpcprof
pass=0 fail=0
ok() { echo "PASS $1"; pass=$((pass + 1)); }
bad() { echo "FAIL $1: $2"; fail=$((fail + 1)); }
readable() { "$hpcprof" --dump "$1" > /dev/null 2>&1; }

for p in blocked_read pipe_writer big_data deep_stack; do
    "$pacc" -O2 -g -o "$out/$p" "$T/$p.c" || bad "build $p" "pacc failed"
done
"$pacc" -O2 -g -o "$out/calls" "$root/tests/profile/calls.c" || bad "build calls" "pacc failed"

# ---- signals ----
# The runs signalled below are background jobs, which a script starts with SIGINT ignored;
# the guest keeps what its parent ignored (as exec does), so env gives the default back.

# SIGINT/SIGTERM while the guest blocks in read(): the run ends, the profile is written.
mkfifo "$out/stdin"
for sig in INT TERM; do
    f=$out/blocked-$sig.csprof
    rm -f "$out/blocked.out"
    env --default-signal=INT "$csprof" -e insn@1000 -o "$f" "$out/blocked_read" < "$out/stdin" > "$out/blocked.out" 2> "$out/blocked.err" &
    pid=$!
    exec 3> "$out/stdin"            # a writer that never writes: the guest's read blocks
    for i in $(seq 50); do grep -q '^w ' "$out/blocked.out" 2>/dev/null && break; sleep 0.1; done
    sleep 0.2
    kill -$sig $pid
    for i in $(seq 50); do kill -0 $pid 2>/dev/null || break; sleep 0.1; done
    if kill -0 $pid 2>/dev/null; then
        bad "SIG$sig during a blocked read" "csprof still running 5 s later"; kill -KILL $pid
    else
        wait $pid; st=$?
        [ "$st" = $((128 + $(kill -l $sig))) ] && readable "$f" && grep -q "interrupted by signal" "$out/blocked.err" \
            && ok "SIG$sig during a blocked read: run ends (status $st), profile written" \
            || bad "SIG$sig during a blocked read" "status $st, $(cat "$out/blocked.err")"
    fi
    exec 3>&-
done

# SIGINT while the guest blocks writing to a full pipe: the write is interrupted too.
f=$out/blocked-write.csprof
mkfifo "$out/full"
env --default-signal=INT "$csprof" -e insn@100000 -o "$f" "$out/pipe_writer" > "$out/full" 2> "$out/bw.err" &
pid=$!
exec 4< "$out/full"                 # a reader that never reads: the pipe fills up
sleep 1
kill -INT $pid
for i in $(seq 50); do kill -0 $pid 2>/dev/null || break; sleep 0.1; done
if kill -0 $pid 2>/dev/null; then bad "SIGINT during a blocked write" "still running"; kill -KILL $pid; wait $pid
else
    wait $pid; st=$?
    [ "$st" = 130 ] && readable "$f" && ok "SIGINT during a blocked write: run ends (130), profile written" \
        || bad "SIGINT during a blocked write" "status $st, $(cat "$out/bw.err")"
fi
exec 4<&-

# SIGPIPE: csprof survives, the guest dies of SIGPIPE (141) with the profile written.
f=$out/pipe.csprof
"$csprof" -e insn@100000 -o "$f" "$out/pipe_writer" 2> "$out/pipe.err" | head -c 100 > /dev/null
st=${PIPESTATUS[0]}
[ "$st" = 141 ] && readable "$f" && grep -q "guest killed by signal 13" "$out/pipe.err" \
    && ok "SIGPIPE: guest killed by SIGPIPE (141), profile written" || bad "SIGPIPE default" "status $st, $(cat "$out/pipe.err")"
# A guest that ignores SIGPIPE sees EPIPE.
"$csprof" -e insn@100000 -o "$f" "$out/pipe_writer" ignore 2> "$out/pipe.err" | head -c 100 > /dev/null
st=${PIPESTATUS[0]}
[ "$st" = 3 ] && readable "$f" && grep -q "write: Broken pipe" "$out/pipe.err" \
    && ok "SIGPIPE ignored by the guest: it sees EPIPE" || bad "SIGPIPE ignored" "status $st, $(cat "$out/pipe.err")"
"$pa64" "$out/pipe_writer" ignore 2> "$out/pipe.err" | head -c 100 > /dev/null
st=${PIPESTATUS[0]}
[ "$st" = 3 ] && ok "pa64: a guest ignoring SIGPIPE sees EPIPE" || bad "pa64 SIGPIPE ignored" "status $st"

# A signal in the first milliseconds: a profile or a clean message, never a silent
# death. Sent as soon as csprof sets the guest up (its guest-memory reservation exists:
# main is running, the guest is not yet: loading 32 MiB of data takes a while), or a
# few ms later. Before main only the host's dynamic loader runs.
setting_up() {  # pid: the guest space is reserved (4 GiB PROT_NONE; once the program is
    local range perms rest pend=      # mapped: the 64 KiB null guard below its rwx text)
    while read -r range perms rest; do
        local lo=$((0x${range%-*})) hi=$((0x${range#*-}))
        [ "$perms" = ---p ] && [ $((hi - lo)) = $((0x100000000)) ] && return 0
        [ "$perms" = rwxp ] && [ "$pend" = "$lo" ] && return 0
        pend=; [ "$perms" = ---p ] && [ $((hi - lo)) = $((0x10000)) ] && pend=$hi
    done < /proc/$1/maps 2>/dev/null
    return 1
}
silent=0 profiles=0
for i in $(seq 40); do
    f=$out/early.csprof; rm -f "$f"
    sig=TERM; [ $((i % 2)) = 0 ] && sig=INT
    env --default-signal=INT "$csprof" -e insn@1000 -o "$f" "$out/big_data" > /dev/null 2> "$out/early.err" &
    pid=$!
    for k in $(seq 20000); do [ -d /proc/$pid ] && ! setting_up $pid || break; done
    [ $((i % 4)) -lt 2 ] || sleep "0.00$((i % 7))"
    kill -$sig $pid 2>/dev/null; wait $pid; st=$?
    if [ -s "$f" ] && readable "$f"; then profiles=$((profiles + 1))
    elif [ "$st" = 0 ] || [ -s "$out/early.err" ]; then :   # finished first, or said why
    else silent=$((silent + 1)); echo "silent death: SIG$sig, status $st"; fi
done
[ "$silent" = 0 ] && ok "SIGINT/SIGTERM in the first ms: 40 tries, $profiles profiles, no silent death" \
    || bad "early signal" "$silent silent deaths in 40 tries"

# ---- output files ----

# -o on a device node: written through, the node stays a device.
mknod "$out/null" c 1 3 2>/dev/null
if [ -c "$out/null" ]; then
    "$csprof" -e insn@1000 -o "$out/null" "$out/calls" 10 100 > /dev/null 2> "$out/dev.err"; st=$?
    [ "$st" = 0 ] && [ -c "$out/null" ] && ok "-o device: written through, still a device" \
        || bad "-o device" "status $st, $(ls -l "$out/null")"
else
    echo "SKIP -o device: mknod not permitted"
fi

# A symbolic link to a profile: the target is replaced, the link stays.
"$csprof" -e insn@1000 -o "$out/target.csprof" "$out/calls" 10 100 > /dev/null
ln -s target.csprof "$out/link.csprof"
"$csprof" -e insn@500 -o "$out/link.csprof" "$out/calls" 10 100 > /dev/null
[ -L "$out/link.csprof" ] && "$hpcprof" --dump "$out/target.csprof" | grep -q "period 500" \
    && ok "-o symlink: target rewritten, link kept" || bad "-o symlink" "$(ls -l "$out/link.csprof")"

# Failures name errno's text, come before the guest runs, and keep a good file intact.
expect_fail() {  # name -o-arg expected-text
    "$csprof" -e insn@1000 -o "$2" "$out/calls" 10 100 > "$out/fail.out" 2> "$out/fail.err"; st=$?
    if [ "$st" != 0 ] && grep -q "cannot write .*: $3" "$out/fail.err" && [ ! -s "$out/fail.out" ]; then
        ok "$1: '$(head -1 "$out/fail.err")' before the guest runs"
    else bad "$1" "status $st, $(cat "$out/fail.err"), stdout $(wc -c < "$out/fail.out") bytes"; fi
}
expect_fail "missing directory" "$out/nodir/x.csprof" "No such file or directory"
expect_fail "a directory" "$out" "Is a directory"
expect_fail "-o ''" "" "No such file or directory"
# A device is written through: its failure can only show at the write, after the run.
# (A copy of /dev/full: a csprof that replaced device nodes must not damage the real one.)
if mknod "$out/fulldev" c 1 7 2>/dev/null; then
    "$csprof" -e insn@1000 -o "$out/fulldev" "$out/calls" 10 100 > /dev/null 2> "$out/fail.err"; st=$?
    [ "$st" = 1 ] && grep -q "cannot write .*fulldev: No space left on device" "$out/fail.err" && [ -c "$out/fulldev" ] \
        && ok "-o a copy of /dev/full: '$(cat "$out/fail.err")'" || bad "-o /dev/full" "status $st, $(cat "$out/fail.err")"
else echo "SKIP -o /dev/full copy: mknod not permitted"; fi
mkdir -p "$out/mnt"
if mount -t tmpfs -o size=64k,ro tmpfs "$out/mnt" 2>/dev/null; then
    expect_fail "read-only directory" "$out/mnt/x.csprof" "Read-only file system"
    umount "$out/mnt"
else echo "SKIP read-only directory: cannot mount"; fi
if mount -t tmpfs -o size=64k tmpfs "$out/mnt" 2>/dev/null; then
    "$csprof" -e insn@1000 -o "$out/mnt/good.csprof" "$out/calls" 10 100 > /dev/null
    cp "$out/mnt/good.csprof" "$out/good.copy"
    dd if=/dev/zero of="$out/mnt/fill" bs=4k 2>/dev/null
    expect_fail "full disk (before the run)" "$out/mnt/good.csprof" "No space left on device"
    # Room for the temporary file's name but not its data: the failure after the run.
    rm "$out/mnt/fill"; dd if=/dev/zero of="$out/mnt/fill" bs=1k count=$(( $(df -k --output=avail "$out/mnt" | tail -1) - 4 )) 2>/dev/null
    "$csprof" -e insn@1 -o "$out/mnt/good.csprof" "$out/calls" 16 20000 > /dev/null 2> "$out/full.err"; st=$?
    grep -q "cannot write .*good.csprof: No space left on device" "$out/full.err" && [ "$st" = 1 ] \
        && cmp -s "$out/mnt/good.csprof" "$out/good.copy" && [ -z "$(ls "$out/mnt" | grep incomplete)" ] \
        && ok "disk full during the write: errno named, old profile intact, no temp left" \
        || bad "disk full during the write" "status $st, $(cat "$out/full.err"); $(ls "$out/mnt")"
    umount "$out/mnt"
else echo "SKIP full disk: cannot mount a tmpfs"; fi

# Temporary files of a writer that died (SIGKILL) are removed by the next run; a live
# writer's are not.
"$csprof" -e insn@1000 -o "$out/t.csprof" "$out/calls" 10 100 > /dev/null
sleep 60 & live=$!
dead=$(sh -c 'echo $$')
echo junk > "$out/t.csprof.incomplete-$dead-0"
echo junk > "$out/t.csprof.incomplete-$live-3"
"$csprof" -e insn@1000 -o "$out/t.csprof" "$out/calls" 10 100 > /dev/null
[ ! -e "$out/t.csprof.incomplete-$dead-0" ] && [ -e "$out/t.csprof.incomplete-$live-3" ] \
    && ok "stale temp file of a dead writer removed, a live writer's kept" || bad "stale temps" "$(ls "$out" | grep incomplete)"
kill $live; wait $live 2>/dev/null
# A real SIGKILL mid-write leaves a recognizable name, and the next run removes it.
# many_paths' profile (about 70 MB) takes long enough to write that the kill comes while
# the temporary file exists; a run that ends first fails the test instead of passing it.
"$pacc" -O0 -o "$out/many_paths" "$T/many_paths.c" || bad "build many_paths" "pacc failed"
rm -f "$out"/k.csprof*
"$csprof" -e insn@1 -o "$out/k.csprof" "$out/many_paths" 8192 > /dev/null &
pid=$! seen=
for _ in $(seq 6000); do
    if compgen -G "$out/k.csprof.incomplete-*" > /dev/null; then kill -KILL $pid; seen=1; break; fi
    kill -0 $pid 2>/dev/null || break
    sleep 0.005
done
wait $pid 2>/dev/null; st=$?
temps=$(ls "$out" | grep -c '^k.csprof.incomplete-[0-9]*-[0-9]*$')
others=$(ls "$out" | grep '^k.csprof' | grep -vc '^k.csprof.incomplete-[0-9]*-[0-9]*$')
"$csprof" -e insn@1000 -o "$out/k.csprof" "$out/calls" 10 100 > /dev/null
after=$(ls "$out" | grep -c '^k.csprof.incomplete-')
if [ -n "$seen" ] && [ "$st" = 137 ] && [ "$temps" = 1 ] && [ "$others" = 0 ] && [ "$after" = 0 ]; then
    ok "SIGKILL mid-write: only k.csprof.incomplete-PID-N left, removed by the next run"
else bad "SIGKILL mid-write" "seen '$seen' status $st, temps $temps, other k.csprof* $others, after the next run $after"; fi

# ---- hpcprof's inputs ----
cc -std=c11 -Wall -Wextra -D_GNU_SOURCE -O2 -o "$out/undump" "$root/tests/hpcfile/undump.c" "$root"/hpcfile/*.c \
    || bad "build undump" "cc failed"
# One metric (no "returns"): the hand-made trees below give one value per node.
"$csprof" --trampoline=off -e insn@1000 -o "$out/calls.csprof" "$out/calls" 12 2000 > /dev/null
"$hpcprof" --dump "$out/calls.csprof" > "$out/calls.dump"
hp_err() {  # name expected-text args...: fails within 10 s with the text on stderr
    local name=$1 want=$2; shift 2
    timeout 10 "$hpcprof" "$@" > /dev/null 2> "$out/hp.err"; local st=$?
    [ "$st" = 1 ] && grep -qF -- "$want" "$out/hp.err" && ok "$name: $(head -1 "$out/hp.err")" \
        || bad "$name" "status $st, $(head -2 "$out/hp.err")"
}
hp_err "hpcprof /dev/zero" "/dev/zero: not a regular file" /dev/zero
hp_err "hpcprof --dump /dev/zero" "/dev/zero: not a regular file" --dump /dev/zero
hp_err "hpcprof DIR" "is a directory" "$out"
mkfifo "$out/fifo"
hp_err "hpcprof FIFO" "fifo: not a regular file" "$out/fifo"
hp_err "--exe DIR" "$out: is a directory" --exe "$out" "$out/calls.csprof"
hp_err "--threshold nan" "'nan' is not a number" --threshold nan "$out/calls.csprof"
hp_err "--threshold inf" "'inf' is not a number" --threshold inf "$out/calls.csprof"
# A profile naming a FIFO as its program: no hang, a message.
sed "s|name \"[^\"]*\" virtual_address|name \"$out/fifo\" virtual_address|; s/ file_size [0-9]* checksum 0x[0-9a-f]*//" \
    "$out/calls.dump" | "$out/undump" "$out/fifo.csprof"
hp_err "module is a FIFO" "not found" "$out/fifo.csprof"
# 64-bit sums: two values of 2^63 under one root are refused, not wrapped to 0.
awk '/^tree 0:/ {print "tree 0: vma_size 8 uint_size 8 num_nodes 3 epoch_number 0";
                 print "  node 0 parent 0 ip 0x0 sp 0x0 metrics 0";
                 print "  node 1 parent 0 ip 0x10000 sp 0x0 metrics 9223372036854775808";
                 print "  node 2 parent 0 ip 0x10004 sp 0x0 metrics 9223372036854775808"; skip = 1; next}
     skip && /^  node/ {next} {print}' "$out/calls.dump" | sed 's/^num_trees .*/num_trees 1/' | "$out/undump" "$out/wrap.csprof"
hp_err "sums beyond 2^64 refused" "add up to more than 2^64-1" "$out/wrap.csprof"

# --folded: stdout holds folded lines only.
"$hpcprof" --folded "$out/calls.csprof" > "$out/folded" 2> /dev/null
n=$(wc -l < "$out/folded"); other=$(grep -cvE '^[^ ]+ [0-9]+$' "$out/folded")
[ "$n" -gt 0 ] && [ "$other" = 0 ] && ok "--folded: $n lines, all folded stacks" || bad "--folded" "$other other lines: $(grep -vE '^[^ ]+ [0-9]+$' "$out/folded" | head -2)"

# num_chunks is written as the original csprof did (3); files with 0 are still read.
grep -q "num_chunks 3$" "$out/calls.dump" && ok "num_chunks 3 written" || bad "num_chunks" "$(head -1 "$out/calls.dump")"
sed 's/num_chunks 3/num_chunks 0/; s/ file_size [0-9]* checksum 0x[0-9a-f]*//' "$out/calls.dump" | "$out/undump" "$out/old.csprof"
"$hpcprof" --flat "$out/old.csprof" > "$out/old.txt" 2>&1 && "$hpcprof" --flat "$out/calls.csprof" > "$out/new.txt" 2>&1 \
    && diff <(sed 1d "$out/old.txt") <(sed 1d "$out/new.txt") > /dev/null \
    && ok "an old-format file (num_chunks 0, no module trailer) reads and reports the same" || bad "old format" "$(head -3 "$out/old.txt")"

# Profiles of different programs are not merged; nor are different builds of one.
"$csprof" -e insn@1000 -o "$out/other.csprof" "$out/blocked_read" < /dev/null > /dev/null
hp_err "merge of different programs refused" "profiles of different programs cannot be merged" "$out/calls.csprof" "$out/other.csprof"
cp "$out/calls" "$out/calls.orig"
"$csprof" -e insn@1000 -o "$out/calls-a.csprof" "$out/calls" 12 2000 > /dev/null
"$pacc" -O0 -g -o "$out/calls" "$root/tests/profile/calls.c"
"$csprof" -e insn@1000 -o "$out/calls-b.csprof" "$out/calls" 12 2000 > /dev/null
hp_err "merge of two builds refused" "different builds" "$out/calls-a.csprof" "$out/calls-b.csprof"
# The program rebuilt since the profile: a warning says so.
"$hpcprof" "$out/calls-a.csprof" > /dev/null 2> "$out/hp.err"
grep -q "is not the file that was profiled" "$out/hp.err" && ok "rebuilt program detected: $(cut -c1-110 "$out/hp.err")..." \
    || bad "rebuilt program" "$(cat "$out/hp.err")"
cp "$out/calls.orig" "$out/calls"
"$hpcprof" "$out/calls-a.csprof" > /dev/null 2> "$out/hp.err"
[ ! -s "$out/hp.err" ] && ok "the right program: no warning" || bad "false warning" "$(cat "$out/hp.err")"
# An old-format profile whose program is linked elsewhere than the profiled module.
sed 's/virtual_address 0x10000 mapped_address 0x10000/virtual_address 0x20000 mapped_address 0x20000/; s/ file_size [0-9]* checksum 0x[0-9a-f]*//' \
    "$out/calls.dump" | "$out/undump" "$out/relinked.csprof"
"$hpcprof" "$out/relinked.csprof" > /dev/null 2> "$out/hp.err"
grep -q "is linked at 0x10000 but the profiled module was at 0x20000" "$out/hp.err" && ok "link address mismatch detected" \
    || bad "link address mismatch" "$(cat "$out/hp.err")"
# An old-format profile (no checksums) whose PCs are not code of the program.
awk '/^  node [1-9]/ {$6 = sprintf("0x%x", 0x7000000 + NR * 4)} {print}' "$out/calls.dump" \
    | sed 's/ file_size [0-9]* checksum 0x[0-9a-f]*//' | "$out/undump" "$out/moved.csprof"
"$hpcprof" "$out/moved.csprof" > /dev/null 2> "$out/hp.err"
grep -q "call-path addresses are not instructions" "$out/hp.err" && ok "PCs outside the code detected" \
    || bad "PCs outside the code" "$(cat "$out/hp.err")"

# ---- --max-cct-mb: bounded trees, dropped samples counted, profile still written ----
"$csprof" -v -e insn@1 -o "$out/mp.csprof" "$out/many_paths" 8192 > "$out/mp.out" 2> "$out/mp.err"
full=$(awk '/call-path trees/ {print $5}' "$out/mp.err")
"$csprof" -v --max-cct-mb 1 -e insn@1 -o "$out/mp1.csprof" "$out/many_paths" 8192 > "$out/mp1.out" 2> "$out/mp1.err"; st=$?
dropped=$(awk '/samples dropped/ {print $2}' "$out/mp1.err")
kept=$("$hpcprof" --folded "$out/mp1.csprof" | awk '{s += $NF} END {print s + 0}')
samples=$(awk '/ samples \(/ {print $3}' "$out/mp1.err")
if [ "$st" = 0 ] && cmp -s "$out/mp.out" "$out/mp1.out" && grep -q -- "--max-cct-mb 1 reached" "$out/mp1.err" \
    && [ -n "$dropped" ] && [ "$dropped" -gt 0 ] && [ $((kept + dropped)) = "$samples" ] \
    && grep -q "call-path trees 1.0 MiB (limit 1 MiB)" "$out/mp1.err"; then
    ok "--max-cct-mb 1: trees ${full} MiB -> 1.0 MiB, $dropped of $samples samples dropped, $kept kept, output unchanged"
else bad "--max-cct-mb" "status $st, dropped '$dropped' kept '$kept' samples '$samples'; $(cat "$out/mp1.err")"; fi
"$csprof" --max-cct-mb 0 true 2>&1 | grep -q "needs a whole number of MiB" && ok "--max-cct-mb 0 rejected" || bad "--max-cct-mb 0" "accepted"
# Options with values take getopt's forms too: --name=VALUE, -xVALUE, --trampoline MODE.
"$csprof" --max-cct-mb=1 -einsn@1 -o"$out/mp2.csprof" --prof1="$out/mp2.prof1" --trampoline last \
    "$out/many_paths" 8192 > /dev/null 2> "$out/mp2.err"; st=$?
if [ "$st" = 0 ] && grep -q -- "--max-cct-mb 1 reached" "$out/mp2.err" && [ -s "$out/mp2.csprof" ] \
    && [ -s "$out/mp2.prof1" ] && cmp -s "$out/mp1.csprof" "$out/mp2.csprof"; then
    ok "option forms --max-cct-mb=1 -eEVENT -oFILE --prof1=FILE --trampoline MODE: same profile"
else bad "option forms" "status $st; $(head -3 "$out/mp2.err")"; fi
"$csprof" --max-cct-mb= true 2>&1 | grep -q "needs a whole number of MiB" && ok "--max-cct-mb= rejected" \
    || bad "--max-cct-mb=" "accepted"
"$csprof" --prof1x=3 true 2>&1 | grep -q "unknown option --prof1x=3" && ok "--prof1x=3 is not --prof1" \
    || bad "--prof1x=3" "accepted"
grep -q "memory: call-path trees .* MiB, host heap .* MiB" "$out/mp.err" && ok "-v reports the profiler's memory" \
    || bad "-v memory" "$(cat "$out/mp.err")"

# ---- fuzz regressions: every input a fuzzer ever crashed on ends in 0 or a message ----
n=0 crashed=""
for f in "$root"/tests/fuzz/regress/*; do
    [ -f "$f" ] || continue
    n=$((n + 1))
    for mode in --dump --flat --bottom-up --folded "" "--callgrind $out/fz.cg" "--flamegraph $out/fz.svg" \
                "--pprof $out/fz.pb.gz"; do
        # shellcheck disable=SC2086
        timeout 20 "$hpcprof" $mode "$f" --exe "$out/calls" > /dev/null 2>&1; st=$?
        [ "$st" -le 1 ] || crashed="$crashed $(basename "$f")($mode: $st)"
    done
done
if [ "$n" = 0 ]; then echo "SKIP fuzz regressions: tests/fuzz/regress is empty (no crash found yet)"
elif [ -z "$crashed" ]; then ok "fuzz regressions: $n files, no crash or hang"
else bad "fuzz regressions" "$crashed"; fi

# ---- the guest stack's size ----

# 256 MiB by default (a store 300 MiB up faults at 0x92c0...), settable with --stack-mb.
"$pa64" "$out/deep_stack" 300 > /dev/null 2> "$out/stack.err"; st=$?
[ $st = 139 ] && grep -q "guest SIGSEGV .*store to 0x92c" "$out/stack.err" && ok "300 MiB of stack faults past the default 256 MiB" \
    || bad "default stack size" "status $st: $(head -2 "$out/stack.err")"
"$pa64" --stack-mb 512 "$out/deep_stack" 300 | grep -q "used 300 MiB" && "$csprof" --stack-mb=512 -e insn@1000 -o "$out/stack.csprof" \
    "$out/deep_stack" 300 | grep -q "used 300 MiB" && ok "pa64 and csprof --stack-mb 512: 300 MiB of stack" || bad "--stack-mb 512" "failed"
for v in 0 1025 12x; do
    "$pa64" --stack-mb $v "$out/deep_stack" 1 > /dev/null 2> "$out/stack.err"; st=$?
    [ $st = 2 ] && grep -q "stack-mb needs a whole number of MiB from 1 to 1024, not '$v'" "$out/stack.err" \
        && ok "--stack-mb $v refused" || bad "--stack-mb $v" "status $st: $(cat "$out/stack.err")"
done

echo "$pass passed, $fail failed"
[ "$fail" = 0 ]
