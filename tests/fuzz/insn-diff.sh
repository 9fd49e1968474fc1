#!/bin/bash
# Random-instruction differential harness (issue 22): tests/fuzz/insn/runner.c fills a
# code region with random ("r") or random-but-valid ("v") PA-RISC 2.0 words from a seed
# and runs it, skipping up to 300 traps through its signal handler. Each seed and mode
# runs under the three engines (translated, --no-jit, --interp), which must agree on
# exit status, stdout, stderr (the guest fault line) and the final registers and
# instruction count (--regs, --icount); then under csprof, which with the trampoline off
# and exact call counting must agree on status, stdout and stderr, and with the default
# trampoline must not fault or hang; both write a profile hpcprof reads. A host crash
# ("internal error"), a sanitizer report (PA64/CSPROF/HPCPROF may name ASan/UBSan
# builds) or a hang is a finding too. Findings are kept in build/fuzz/insn/findings/SEED-MODE/.
# usage: insn-diff.sh [-s FIRST_SEED] [-n SEEDS] [-t SECONDS]   (-t: stop after that
# long; with it -n is unbounded). Last line: `N passed, M failed`.
set -u
root=$(cd "$(dirname "$(readlink -f "$0")")/../.." && pwd)
pa64=${PA64:-$root/bin/pa64}
csprof=${CSPROF:-$root/bin/csprof}
hpcprof=${HPCPROF:-$root/bin/hpcprof}
dir=${INSN_DIFF_DIR:-$root/build/fuzz/insn}
first=1 count=20 secs=0
while getopts s:n:t: o; do
    case $o in s) first=$OPTARG ;; n) count=$OPTARG ;; t) secs=$OPTARG; count=0 ;; *) exit 2 ;; esac
done
max=5000000
mkdir -p "$dir/findings" "$dir/scratch"
runner=$dir/runner
[ "$runner" -nt "$root/tests/fuzz/insn/runner.c" ] || "$root/bin/pacc" -O2 -o "$runner" "$root/tests/fuzz/insn/runner.c" || exit 2
export ASAN_OPTIONS=${ASAN_OPTIONS:-handle_segv=0:handle_sigbus=0:detect_leaks=0:allow_user_segv_handler=1:exitcode=86}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1:exitcode=86}

passed=0 failed=0 nondet=0
finding() {  # SEED MODE WHY: keep the outputs
    local k=$dir/findings/$1-$2
    mkdir -p "$k"
    cp "$w"/* "$k/" 2>/dev/null
    echo "$3" >"$k/WHY"
    echo "FAIL seed $1 $2: $3 (kept in $k)"
    failed=$((failed + 1))
}
host_trouble() {  # FILE: a host crash or sanitizer report in it
    grep -qE 'internal error|AddressSanitizer|runtime error:|LeakSanitizer|UndefinedBehaviorSanitizer' "$1"
}

# Random programs make random system calls (kill, chmod, unlink, ...) with random
# arguments. As root they run as nobody, with an empty file of their own as stdin, so
# nothing of the host is theirs to change: a campaign run as root with stdin /dev/null
# once left the host's /dev/null at mode 000 (fchmod(0, 0)).
# nobody must be able to reach the emulator, the runner and the scratch folder (a
# checkout under a private mktemp folder is not): else the programs stay root's, and
# only the private stdin protects the host.
as_guest=()
if [ "$(id -u)" = 0 ] && command -v setpriv > /dev/null; then
    as_guest=(setpriv --reuid=65534 --regid=65534 --clear-groups --)
    if ! "${as_guest[@]}" sh -c 'test -x "$1" && test -r "$2" && test -x "$3"' sh "$pa64" "$runner" "$dir/scratch" 2> /dev/null; then
        echo "insn-diff: warning: nobody cannot reach $dir; random programs run as root" >&2
        as_guest=()
    fi
fi

# engine NAME FLAG...: one run of the runner under pa64, its outputs as $w/*.NAME
engine() {
    local e=$1; shift
    (cd "$w/cwd" && timeout 60 "${as_guest[@]}" "$pa64" "$@" --max-insns=$max --icount --regs="$w/regs.$e" "$runner" "$s" "$m" \
        <"$w/stdin" >"$w/out.$e" 2>"$w/err.$e")
    echo $? >"$w/status.$e"
}

# Random system calls can read the clock (times, sysinfo's uptime, ...): a program whose
# second run under the same engine differs from its first depends on the host, not on
# the engine, and is counted apart ("nondeterministic"), not as a finding.
deterministic() {
    engine again
    local f
    for f in status out err regs; do cmp -s "$w/$f.jit" "$w/$f.again" || return 1; done
}

one() {  # SEED MODE
    local s=$1 m=$2 e st ref=""
    w=$dir/scratch/w
    rm -rf "$w"; mkdir -p "$w/cwd"; : > "$w/stdin"; chmod 777 "$w" "$w/cwd"
    for e in jit no-jit interp; do
        local flag=()
        [ $e = no-jit ] && flag=(--no-jit)
        [ $e = interp ] && flag=(--interp)
        engine $e "${flag[@]}"
        st=$(cat "$w/status.$e")
        [ "$st" = 124 ] && { finding "$s" "$m" "$e: hang (60 s)"; return; }
        host_trouble "$w/err.$e" && { finding "$s" "$m" "$e: host fault or sanitizer report"; return; }
    done
    for f in status out err regs; do
        cmp -s "$w/$f.jit" "$w/$f.no-jit" && cmp -s "$w/$f.jit" "$w/$f.interp" && continue
        deterministic || { nondet=$((nondet + 1)); return; }
        finding "$s" "$m" "engines disagree on $f"; return
    done
    st=$(cat "$w/status.jit")
    if [ "$st" != 152 ]; then           # finished within the limit: csprof too
        # Twice: without the return trampoline, with exact call counting (the shadow
        # stack's translated pushes and pops), csprof writes no guest word, and the
        # guest must do exactly what it did under pa64; with the default trampoline,
        # which replaces a return address in the guest's registers or stack -- visible
        # to code reading it as data (docs/profiler.md), as random code does -- only
        # no host fault, no hang, and a profile hpcprof reads.
        local cst t
        for t in off last; do
            local ev=(-e insn@997); [ $t = off ] && ev+=(-e calls)
            (cd "$w/cwd" && timeout 120 "${as_guest[@]}" "$csprof" --trampoline=$t "${ev[@]}" -o "$w/prof.$t.csprof" "$runner" "$s" "$m" \
                <"$w/stdin" >"$w/out.csprof.$t" 2>"$w/err.csprof.$t")
            cst=$?
            [ "$cst" = 124 ] && { finding "$s" "$m" "csprof --trampoline=$t: hang (120 s)"; return; }
            host_trouble "$w/err.csprof.$t" && { finding "$s" "$m" "csprof --trampoline=$t: host fault or sanitizer report"; return; }
            "$hpcprof" --flat "$w/prof.$t.csprof" >"$w/report.$t" 2>"$w/report.$t.err" ||
                { finding "$s" "$m" "hpcprof cannot read csprof's profile (--trampoline=$t)"; return; }
            host_trouble "$w/report.$t.err" && { finding "$s" "$m" "hpcprof: sanitizer report"; return; }
            [ $t = off ] || continue
            sed 's/^pa64: /csprof: /' "$w/err.jit" | grep -v 'instructions$' >"$w/err.expected"
            grep -v '^csprof: warning' "$w/err.csprof.$t" >"$w/err.got"
            [ "$cst" = "$st" ] && cmp -s "$w/out.jit" "$w/out.csprof.$t" && cmp -s "$w/err.expected" "$w/err.got" && continue
            deterministic || { nondet=$((nondet + 1)); return; }
            [ "$cst" = "$st" ] && cmp -s "$w/out.jit" "$w/out.csprof.$t" ||
                { finding "$s" "$m" "csprof disagrees: status $cst vs $st, or stdout"; return; }
            finding "$s" "$m" "csprof's stderr differs from pa64's"; return
        done
    fi
    passed=$((passed + 1))
}

start=$(date +%s)
s=$first
while :; do
    [ "$count" -gt 0 ] && [ $((s - first)) -ge "$count" ] && break
    [ "$secs" -gt 0 ] && [ $(($(date +%s) - start)) -ge "$secs" ] && break
    one "$s" r
    one "$s" v
    s=$((s + 1))
done
echo "insn-diff: seeds $first..$((s - 1)), $(($(date +%s) - start)) s; $nondet nondeterministic (the same engine ran them two ways: the clock), not compared"
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
