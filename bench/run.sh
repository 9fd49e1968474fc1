#!/bin/bash
# bench/run.sh: emulator speed benchmarks.  Each bench/*.c program is built three ways from the
# same source and run, and the outputs are compared:
#   pa64       bin/pacc -std=c11 -O2, run under bin/pa64 --icount (guest instructions -> MIPS);
#              PA64_OPTS adds options (PA64_OPTS=--interp: the reference interpreter)
#   qemu-hppa  hppa-linux-gnu-gcc -std=c11 -O2 -static, run under qemu-hppa (32-bit PA1.1 Linux)
#   native     host gcc -std=c11 -O2
# (-std=c11 implies -ffp-contract=off: no compiler fuses a*b+c, so FP output is identical.)
#
# usage: bench/run.sh [-r REPEAT] [-o OUTDIR] [PROGRAM...]     (default: every bench/*.c)
#   -r N   run each binary N times and keep the smallest CPU time (default 1); the pa64 and
#          qemu-hppa runs alternate
#   -o D   build directory (default build/bench)
# The qemu-hppa peer needs Debian's gcc-hppa-linux-gnu, libc6-dev-hppa-cross and qemu-user;
# they are installed with apt-get when missing (BENCH_NO_INSTALL=1 skips that column instead).
# Timings are reported, never checked; the exit status is 1 only if outputs differ or a run fails.
set -u

here=$(cd -- "$(dirname -- "$(readlink -f -- "$0")")" && pwd)
root=$(cd -- "$here/.." && pwd)
repeat=1
out=$root/build/bench
while getopts "r:o:" opt; do
    case $opt in
        r) repeat=$OPTARG ;;
        o) out=$OPTARG ;;
        *) sed -n '2,/^set -u/p' "$0" | sed '$d; s/^# \{0,1\}//' >&2; exit 2 ;;
    esac
done
shift $((OPTIND - 1))

PACC=${PACC:-$root/bin/pacc}
PA64=${PA64:-$root/bin/pa64}
HPPA_CC=${HPPA_CC:-hppa-linux-gnu-gcc}
QEMU=${QEMU:-qemu-hppa}
HOST_CC=${HOST_CC:-gcc}
CFLAGS="-std=c11 -O2 -Wall -Wextra"
mkdir -p "$out"

if [ $# -gt 0 ]; then progs=("$@"); else
    progs=()
    for f in "$here"/*.c; do b=${f##*/}; progs+=("${b%.c}"); done
fi

# The qemu-hppa peer: install the Debian packages when missing.
have_qemu=yes
if ! command -v "$HPPA_CC" >/dev/null || ! command -v "$QEMU" >/dev/null ||
   ! [ -e /usr/hppa-linux-gnu/lib/libc.a ]; then
    pkgs="gcc-hppa-linux-gnu libc6-dev-hppa-cross qemu-user"
    if [ -n "${BENCH_NO_INSTALL:-}" ]; then
        have_qemu=
    else
        echo "bench: installing the qemu-hppa peer with apt-get: $pkgs" >&2
        sudo=; [ "$(id -u)" = 0 ] || sudo=sudo
        # shellcheck disable=SC2086
        { $sudo apt-get update -qq &&
          DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends $pkgs; } >&2 ||
            have_qemu=
    fi
    command -v "$HPPA_CC" >/dev/null && command -v "$QEMU" >/dev/null || have_qemu=
    [ -n "$have_qemu" ] || echo "bench: no qemu-hppa peer; those columns show n/a" >&2
fi

# timed OUTFILE ERRFILE CMD...: run CMD $repeat times, keep its output of the last run,
# print the smallest CPU time (user + system, ms resolution) in seconds. CPU time, not wall
# time: the machine may be shared. Returns CMD's exit status.
cpu_time() {
    local TIMEFORMAT='%3U %3S'
    { time "$@" >"$outf" 2>"$errf" </dev/null; } 2>&1
}
timed() {
    local outf=$1 errf=$2 best='' t rc=0 i
    shift 2
    for ((i = 0; i < repeat; i++)); do
        t=$(cpu_time "$@") || rc=$?
        t=$(echo "$t" | tail -1 | awk '{ printf "%.3f", $1 + $2 }')
        if [ -z "$best" ] || awk -v a="$t" -v b="$best" 'BEGIN { exit !(a < b) }'; then best=$t; fi
        [ $rc -eq 0 ] || break
    done
    echo "$best"
    return $rc
}

min_of() { awk -v a="$1" -v b="$2" 'BEGIN { print (a == "" || b + 0 < a + 0) ? b : a }'; }

table=$out/results.txt
status=0
logsum=0 nratio=0
{
    printf '%-10s %13s %9s %8s %11s %10s %10s  %s\n' \
        program "guest insns" "pa64 s" MIPS "qemu-hppa s" "pa64/qemu" "native s" outputs
    for p in "${progs[@]}"; do
        src=$here/$p.c
        [ -f "$src" ] || { echo "bench: no $src" >&2; status=1; continue; }
        note=
        # shellcheck disable=SC2086
        "$PACC" $CFLAGS -o "$out/$p.pa64" "$src" -lm 2>"$out/$p.pa64.build" ||
            { echo "bench: $p: pacc failed (see $out/$p.pa64.build)" >&2; status=1; continue; }
        # shellcheck disable=SC2086
        "$HOST_CC" $CFLAGS -o "$out/$p.native" "$src" -lm 2>"$out/$p.native.build" ||
            { echo "bench: $p: host gcc failed" >&2; status=1; continue; }

        # shellcheck disable=SC2086
        qemu_built=
        [ -n "$have_qemu" ] && "$HPPA_CC" $CFLAGS -static -o "$out/$p.hppa" "$src" -lm 2>"$out/$p.hppa.build" &&
            qemu_built=yes
        # pa64 and qemu-hppa runs alternate, so that both see the same load
        tp='' tq=n/a prc=0 qrc=0
        for ((round = 0; round < repeat; round++)); do
            # shellcheck disable=SC2086
            t=$(repeat=1 timed "$out/$p.pa64.out" "$out/$p.pa64.err" "$PA64" ${PA64_OPTS:-} --icount "$out/$p.pa64") || prc=1
            tp=$(min_of "$tp" "$t")
            if [ -n "$qemu_built" ]; then
                t=$(repeat=1 timed "$out/$p.qemu.out" "$out/$p.qemu.err" "$QEMU" "$out/$p.hppa") || qrc=1
                tq=$(min_of "${tq#n/a}" "$t")
            fi
        done
        [ $prc = 0 ] || { note="pa64 failed: $(grep -m1 . "$out/$p.pa64.err")"; status=1; }
        insns=$(sed -n 's/^pa64: \([0-9]*\) instructions.*/\1/p' "$out/$p.pa64.err" | tail -1)
        mips=n/a
        [ -n "$insns" ] && mips=$(awk -v n="$insns" -v t="$tp" 'BEGIN { printf "%.1f", (t > 0 ? n / t / 1e6 : 0) }')

        ratio=n/a
        if [ -n "$have_qemu" ]; then
            if [ -n "$qemu_built" ]; then
                [ $qrc = 0 ] || { note="${note:+$note; }qemu-hppa run failed"; status=1; }
                ratio=$(awk -v a="$tp" -v b="$tq" 'BEGIN { printf "%.2f", (b > 0 ? a / b : 0) }')
                logsum=$(awk -v s="$logsum" -v a="$tp" -v b="$tq" 'BEGIN { printf "%.6f", s + (a > 0 && b > 0 ? log(a / b) : 0) }')
                nratio=$((nratio + 1))
            else
                note="${note:+$note; }hppa-linux-gnu-gcc failed"
                tq=n/a
            fi
        fi
        tn=$(timed "$out/$p.native.out" "$out/$p.native.err" "$out/$p.native") ||
            { note="${note:+$note; }native run failed"; status=1; }

        same=same
        cmp -s "$out/$p.pa64.out" "$out/$p.native.out" || same=MISMATCH
        if [ -n "$have_qemu" ] && [ -f "$out/$p.qemu.out" ]; then
            cmp -s "$out/$p.qemu.out" "$out/$p.native.out" || same=MISMATCH
        fi
        [ $same = same ] || status=1
        printf '%-10s %13s %9s %8s %11s %10s %10s  %s%s\n' \
            "$p" "${insns:-n/a}" "$tp" "$mips" "$tq" "$ratio" "$tn" "$same" "${note:+ ($note)}"
        if [ $same = MISMATCH ]; then
            echo "  native:    $(head -c 300 "$out/$p.native.out" | tr '\n' '|')"
            echo "  pa64:      $(head -c 300 "$out/$p.pa64.out" | tr '\n' '|')"
            [ -f "$out/$p.qemu.out" ] && echo "  qemu-hppa: $(head -c 300 "$out/$p.qemu.out" | tr '\n' '|')"
        fi
    done
    [ "$nratio" -gt 0 ] && awk -v s="$logsum" -v n="$nratio" \
        'BEGIN { printf "geometric mean of pa64/qemu over %d programs: %.2f\n", n, exp(s / n) }'
    exit $status                # the group is a subshell: hand the status to PIPESTATUS
} | tee "$table"
exit "${PIPESTATUS[0]}"
