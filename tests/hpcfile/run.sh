#!/bin/bash
# hpcprof end to end: hand-made HPC_CSPROF profiles (written as `hpcprof --dump` text and
# turned into files by tests/hpcfile/undump) at the real return addresses of a guest
# program with a known call structure, checked against expected report text; plus
# stripped programs, DLLs at a mapped address, several epochs and files, round trips
# through --dump, <PROF1> dumps and the error messages. Last line: "N passed, M failed".
cd "$(dirname "$0")/../.." || exit 1
T=tests/hpcfile
B=build/tests/hpcfile
HPCPROF=${HPCPROF:-bin/hpcprof}
pass=0 fail=0

ok() { pass=$((pass + 1)); echo "ok   $1"; }
bad() { fail=$((fail + 1)); echo "FAIL $1"; }

# check NAME EXPECTED_FILE COMMAND...: stdout+stderr of COMMAND must equal the file
# (after @NAME@ placeholders are replaced by the addresses found below).
# With UPDATE_EXPECTED=1 the output becomes the expected file (review the diff!).
PLACEHOLDERS="MAIN RUN FIB LOOP MODDI3 MAIN8 RET_RUN LIB"
check() {
    local name=$1 want=$2; shift 2
    "$@" >"$B/$name.out" 2>&1
    local subst="" unsubst="" v
    for v in $PLACEHOLDERS; do subst+="s/@$v@/${!v}/g;"; unsubst+="s/\\b${!v}\\b/@$v@/g;"; done
    [ -n "$UPDATE_EXPECTED" ] && sed -e "$unsubst" "$B/$name.out" >"$want"
    sed -e "$subst" "$want" >"$B/$name.want"
    if cmp -s "$B/$name.want" "$B/$name.out"; then ok "$name"; else bad "$name"; diff "$B/$name.want" "$B/$name.out" | head -20; fi
}

# check_err NAME STATUS TEXT COMMAND...: fails with STATUS and a message containing TEXT.
check_err() {
    local name=$1 status=$2 text=$3; shift 3
    out=$("$@" 2>&1); rc=$?
    if [ "$rc" = "$status" ] && [[ "$out" == *"$text"* ]]; then ok "$name"; else bad "$name"; echo "  exit $rc: $out" | head -5; fi
}

setup() {
    mkdir -p "$B" || return 1
    cc -std=c11 -Wall -Wextra -D_GNU_SOURCE -O2 -o "$B/undump" $T/undump.c hpcfile/*.c || return 1
    bin/pacc -O2 -g -o "$B/calls" $T/calls.c || return 1
    bin/pacc -O2 -g -shared -o "$B/libhp.sl" $T/libhp.c || return 1
    hppa64-linux-gnu-strip -o "$B/calls.stripped" "$B/calls" || return 1
    [ -x "$HPCPROF" ] || { echo "$HPCPROF is not built"; return 1; }
}

# The address of symbol $2 in $1 (nothing when absent).
sym() {
    local a
    a=$(hppa64-linux-gnu-nm "$1" | awk -v s="$2" '$3 == s { print $1; exit }')
    [ -n "$a" ] && printf '0x%x' "0x$a"
}

# The return address of the call from function $2 to $3 in program $1: the call
# instruction's address + 8 (past its delay slot).
ret_addr() {
    local a
    a=$(hppa64-linux-gnu-objdump -d "$1" | awk -v f="<$2>:" -v c="<$3>" '
        $2 == f { inside = 1; next }
        inside && /^$/ { exit }
        inside && /b,l/ && index($0, c) { sub(":", "", $1); print $1; exit }')
    [ -n "$a" ] && printf '0x%x' $((0x$a + 8))
}

addresses() {
    P=$B/calls
    MAIN=$(sym $P main) RUN=$(sym $P run) FIB=$(sym $P fib) LOOP=$(sym $P loop) MODDI3=$(sym $P __moddi3)
    RET_RUN=$(ret_addr $P main run) RET_LOOP=$(ret_addr $P main loop)
    RET_FIB=$(ret_addr $P run fib) RET_FIBFIB=$(ret_addr $P fib fib) RET_MOD=$(ret_addr $P loop __moddi3)
    CALL_MOD=$(printf '0x%x' $((RET_MOD - 8)))     # the call itself: inside the inlined work()
    LIB=$(printf '0x%x' $((0x40000000 + $(sym $B/libhp.sl lib_spin) + 8)))
    MAIN8=$(printf '0x%x' $((MAIN + 8)))
    for v in MAIN RUN FIB LOOP MODDI3 MAIN8 RET_RUN RET_LOOP RET_FIB RET_FIBFIB RET_MOD LIB; do
        [ -n "${!v}" ] || { echo "cannot find address $v"; return 1; }
    done
}

# main -> run -> fib -> fib -> fib, main -> loop -> work [inlined] -> __moddi3, and a
# sample in main itself. Metric 1 counts returns (edge counts).
make_profile() {
    cat >"$B/calls.txt" <<EOF
header: magic "HPC_CSPROF" version "01.00" endianness 'l' num_chunks 0
target "calls"
num_metrics 2
metric 0: event_name "insn" flags 0x101 sample_period 1
metric 1: event_name "returns" flags 0x404 sample_period 1
num_epochs 1
epoch 0: num_modules 1
  module 0: name "$B/calls" virtual_address 0x10000 mapped_address 0x10000
num_trees 1
tramp_samples 3
tree 0: vma_size 8 uint_size 8 num_nodes 13 epoch_number 0
  node 0 parent 0 ip 0x0 sp 0x0 metrics 0 0
  node 1 parent 0 ip $RET_RUN sp 0x80000100 metrics 0 0
  node 2 parent 1 ip $RET_FIB sp 0x80000200 metrics 0 1
  node 3 parent 2 ip $RET_FIBFIB sp 0x80000300 metrics 0 1
  node 4 parent 3 ip $((FIB + 8)) sp 0x80000400 metrics 300 5
  node 5 parent 3 ip $RET_FIBFIB sp 0x80000400 metrics 0 3
  node 6 parent 5 ip $((FIB + 16)) sp 0x80000500 metrics 100 7
  node 7 parent 2 ip $((FIB + 16)) sp 0x80000300 metrics 200 2
  node 8 parent 0 ip $RET_LOOP sp 0x80000100 metrics 0 0
  node 9 parent 8 ip $RET_MOD sp 0x80000200 metrics 0 1
  node 10 parent 9 ip $((MODDI3 + 8)) sp 0x80000300 metrics 150 1000
  node 11 parent 8 ip $CALL_MOD sp 0x80000200 metrics 250 0
  node 12 parent 0 ip $((MAIN + 8)) sp 0x80000100 metrics 10 0
EOF
    $B/undump "$B/calls.csprof" <"$B/calls.txt"
}

# Two epochs: the second adds libhp.sl at 0x40000000 (found next to the profile by
# its base name); one tree per epoch.
make_dll_profile() {
    cat >"$B/dll.txt" <<EOF
target "calls"
num_metrics 1
metric 0: event_name "itimer" flags 0x201 sample_period 1000
num_epochs 2
epoch 0: num_modules 1
  module 0: name "$B/calls" virtual_address 0x10000 mapped_address 0x10000
epoch 1: num_modules 2
  module 0: name "$B/calls" virtual_address 0x10000 mapped_address 0x10000
  module 1: name "/usr/lib/pa20_64/libhp.sl" virtual_address 0x0 mapped_address 0x40000000
num_trees 2
tramp_samples 0
tree 0: vma_size 8 uint_size 8 num_nodes 2 epoch_number 0
  node 0 parent 0 ip 0 sp 0 metrics 0
  node 1 parent 0 ip $MAIN8 sp 0 metrics 3000
tree 1: vma_size 8 uint_size 8 num_nodes 4 epoch_number 1
  node 0 parent 0 ip 0 sp 0 metrics 0
  node 1 parent 0 ip $MAIN8 sp 0 metrics 1000
  node 2 parent 0 ip $RET_RUN sp 0 metrics 0
  node 3 parent 2 ip $LIB sp 0 metrics 6000
EOF
    $B/undump "$B/dll.csprof" <"$B/dll.txt"
}

# <PROF1>: a samples section (3 two-byte buckets) and a call-arc section, big-endian.
make_prof1() {
    printf '<PROF1>\n' >"$B/gmon.prof1"
    printf '\0\0\0\0\0\0\0\1\0\0\0\0\0\0\0\x2e\0\0\0\0\0\1\0\0\0\0\0\0\0\1\0\x30\0\0\x80\0\0\0\0\2\0\0\0\7\0\x2a' >>"$B/gmon.prof1"
    printf '\0\0\0\0\0\0\0\3\0\0\0\0\0\0\0\x2c\0\0\0\1\0\0\0\4\0\0\0\0\0\1\0\x10\0\0\0\0\0\1\0\x20\0\0\0\x05' >>"$B/gmon.prof1"
}

reports() {
    check topdown $T/expected/topdown.txt $HPCPROF --threshold 0 $B/calls.csprof
    check topdown-depth $T/expected/topdown-depth.txt $HPCPROF --depth 2 $B/calls.csprof
    check topdown-threshold $T/expected/topdown-threshold.txt $HPCPROF --threshold 20 $B/calls.csprof
    check bottomup $T/expected/bottomup.txt $HPCPROF --bottom-up --threshold 0 $B/calls.csprof
    check flat $T/expected/flat.txt $HPCPROF --flat $B/calls.csprof
    check flat-by-returns $T/expected/flat-returns.txt $HPCPROF --flat --metric returns $B/calls.csprof
    check stripped $T/expected/stripped.txt $HPCPROF --threshold 0 $B/calls.csprof --exe $B/calls.stripped
    check dll $T/expected/dll.txt $HPCPROF $B/dll.csprof
    check merged $T/expected/merged.txt $HPCPROF --flat $B/calls.csprof $B/calls.csprof
    check dump $T/expected/dump.txt $HPCPROF --dump $B/dll.csprof
    check prof1-dump $T/expected/prof1.txt $HPCPROF --dump $B/gmon.prof1
}

round_trips() {
    for f in calls dll; do
        if $HPCPROF --dump $B/$f.csprof | $B/undump >$B/$f.again && cmp -s $B/$f.csprof $B/$f.again; then
            ok "round trip $f"
        else
            bad "round trip $f"
        fi
    done
}

errors() {
    local size
    size=$(stat -c %s $B/calls.csprof)
    head -c $((size - 20)) $B/calls.csprof >$B/trunc.csprof
    check_err truncated 1 "hpcprof: $B/trunc.csprof: truncated file (tree 0 node 12 at offset $((size - 48))): 13 nodes need at least 624 bytes, 604 remain" $HPCPROF $B/trunc.csprof
    head -c 30 $B/calls.csprof >$B/trunc2.csprof
    check_err truncated-header 1 "truncated file (target name at offset 24)" $HPCPROF $B/trunc2.csprof
    check_err wrong-type 1 "hpcprof: $T/calls.c: not an HPC_CSPROF file (magic \"/* Guest p\" at offset 0)" $HPCPROF $T/calls.c
    check_err missing-profile 1 "hpcprof: $B/none.csprof: No such file or directory" $HPCPROF $B/none.csprof
    check_err missing-exe 1 "hpcprof: $B/nope: No such file or directory" $HPCPROF --exe $B/nope $B/calls.csprof
    sed "s|name \"$B/calls\"|name \"/gone/nonesuch\"|" $B/calls.txt | $B/undump $B/gone.csprof
    check_err missing-program 1 "program '/gone/nonesuch' not found (give its path with --exe PROG)" $HPCPROF $B/gone.csprof
    check_err exe-not-elf 1 "$T/calls.c: cannot read as ELF" $HPCPROF --exe $T/calls.c $B/calls.csprof
    check_err bad-metric 1 "no metric 'cycles' (metrics: insn, returns)" $HPCPROF --metric cycles $B/calls.csprof
    check_err prof1-no-exe 1 "a <PROF1> file names no program: give --exe PROG" $HPCPROF $B/gmon.prof1
    check_err mixed-metrics 1 "its metrics differ" $HPCPROF $B/calls.csprof $B/dll.csprof
    check_err no-file 2 "no profile given" $HPCPROF
    check_err bad-depth 1 "--depth: 'x' is not a number" $HPCPROF --depth x $B/calls.csprof
    # num_metrics 0x40000000 (32 GiB of metrics at least) with 20 bytes left
    printf 'HPC_CSPROF01.00l\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\100' >$B/huge.csprof
    head -c 20 /dev/zero >>$B/huge.csprof
    check_err corrupt-count 1 "hpcprof: $B/huge.csprof: corrupt file: metric count at offset 32: 1073741824 metrics of at least 32 bytes each cannot be right (20 bytes remain)" $HPCPROF $B/huge.csprof
}

# A real profile, once bin/csprof exists: insn@1 counts are exact, but depend on the
# guest libc, so only the call structure is checked (and the --dump round trip).
real_profile() {
    local csprof=${CSPROF:-bin/csprof}
    [ -x "$csprof" ] || { echo "skip real profile ($csprof not built)"; return; }
    if ! "$csprof" -e insn@1 -o $B/real.csprof $B/calls >/dev/null 2>$B/real.err; then
        bad "csprof run"; cat $B/real.err; return
    fi
    $HPCPROF --threshold 0 $B/real.csprof >$B/real.out 2>&1
    local missing=0 line
    for line in "      run  called at calls.c:30" "        fib  called at calls.c:13" \
                "          fib  called at calls.c:8" "      loop  called at calls.c:31" \
                "        work [inlined]  called at calls.c:24" "          __moddi3  called at calls.c:18"; do
        grep -qF -- "$line" $B/real.out || { echo "  missing: $line"; missing=1; }
    done
    if [ $missing = 0 ]; then ok "real profile call paths"; else bad "real profile call paths"; fi
    if $HPCPROF --dump $B/real.csprof | $B/undump >$B/real.again && cmp -s $B/real.csprof $B/real.again; then
        ok "round trip real"
    else
        bad "round trip real"
    fi
}

if ! setup || ! addresses; then
    echo "hpcprof tests: setup failed"
    echo "0 passed, 1 failed"
    exit 1
fi
make_profile && make_dll_profile && make_prof1 || bad "making profiles"
reports
round_trips
errors
real_profile
echo "$pass passed, $fail failed"
[ "$fail" = 0 ]
