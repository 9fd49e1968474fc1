#!/bin/bash
# bench/realspeed.sh: pa64 against qemu-hppa on real third-party C programs, the way
# bench/run.sh compares them on the small bench programs. Each workload is built from the
# same sources three ways, all -O2: bin/pacc (run as bin/pa64 --icount), hppa-linux-gnu-gcc
# -static (run under qemu-hppa) and the host gcc; the outputs must agree.
#   coremark  CoreMark 0x0 0x0 0x66 ITERATIONS (CM_ITERATIONS, default 15000); its timing
#             lines are not compared, and every build's list/matrix/state CRCs must be valid
#   lua       Lua 5.4 (onelua.c, string seed fixed) running bench/realspeed.lua
#   minigzip  zlib's test/minigzip -6 of 16 copies of Lua's *.c and *.h (about 15 MB) read
#             from standard input; the compressed bytes are compared by cksum
#   quickjs   QuickJS's engine (quickjs.c and its libraries, bench/realspeed-hosts/qjs-host.c as
#             the host) running bench/realspeed.js: dispatch, GC, regexps, JSON, sorting
#   sqlite    SQLite's amalgamation (sqlite3.c, bench/realspeed-hosts/sqlite-host.c as the host
#             and its only VFS, an in-memory database) running bench/realspeed.sql
#   awk       the one true awk (its "latest" sources, with ytab.c and proctab.c as shipped)
#             running bench/realspeed.awk: sprintf, split, number conversions, printf
# Builds that need it take a flag the sources offer (QuickJS -D__EMSCRIPTEN__, spelled
# -DEMSCRIPTEN up to its 2025-09-13 release: no atomics,
# threads or tm_gmtoff, which newlib lacks; SQLite SQLITE_DISABLE_INTRINSIC: its __atomic
# stores become libgcc's Linux light-weight system calls on hppa64); pa64's QuickJS reads
# tm_isdst for tm_gmtoff. QuickJS and SQLite also need -mlong-calls under qemu-hppa (below).
# Lua's qemu-hppa build adds -mlong-calls: without it Debian's gcc 12 emits, in a unit as
# large as onelua.c, an inline $$dyncall sequence that jumps through a stale %r1 when the
# function pointer is not a plabel (static link), and lua crashes at startup.
#
# usage: bench/realspeed.sh [-r N] SRCDIR [PROGRAM...]   (SRCDIR holds coremark/, lua/,
#        zlib/, quickjs/, sqlite/, awk/: see bench/README.md; nothing is downloaded)
#   -r N   run each binary N times and keep the smallest CPU time (user+system; default 3);
#          the pa64, qemu-hppa and native runs alternate
# Builds, outputs and results.txt go to build/realspeed/. Timings are reported, never
# checked; the exit status is 1 only if a build or run fails or outputs differ.
set -u
export LC_ALL=C

here=$(cd -- "$(dirname -- "$(readlink -f -- "$0")")" && pwd)
root=$(cd -- "$here/.." && pwd)
usage() { sed -n '2,/^set -u/p' "$0" | sed '$d; s/^# \{0,1\}//' >&2; exit 2; }
repeat=3
while getopts "r:" opt; do
    case $opt in r) repeat=$OPTARG ;; *) usage ;; esac
done
shift $((OPTIND - 1))
[ $# -ge 1 ] || usage
src=$(cd -- "$1" && pwd) || exit 2
shift
progs=("$@")
[ ${#progs[@]} -gt 0 ] || progs=(coremark lua minigzip quickjs sqlite awk)
out=$root/build/realspeed
PACC=${PACC:-$root/bin/pacc} PA64=${PA64:-$root/bin/pa64} HOST_CC=${HOST_CC:-gcc}
HPPA_CC=${HPPA_CC:-hppa-linux-gnu-gcc} QEMU=${QEMU:-qemu-hppa}
iters=${CM_ITERATIONS:-15000}
mkdir -p "$out"

# The qemu-hppa peer: install the Debian packages when missing, as bench/run.sh does.
if ! command -v "$HPPA_CC" >/dev/null || ! command -v "$QEMU" >/dev/null ||
   ! [ -e /usr/hppa-linux-gnu/lib/libc.a ]; then
    pkgs="gcc-hppa-linux-gnu libc6-dev-hppa-cross qemu-user"
    echo "realspeed: installing the qemu-hppa peer with apt-get: $pkgs" >&2
    sudo=; [ "$(id -u)" = 0 ] || sudo=sudo
    # shellcheck disable=SC2086
    { $sudo apt-get update -qq &&
      DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends $pkgs; } >&2 ||
        { echo "realspeed: cannot install $pkgs" >&2; exit 1; }
fi

# Workload PROG: srcs (relative to SRCDIR), hflags (qemu-hppa build only), args, input.
workload() {
    hflags=() pflags=() input=/dev/null
    case $1 in
        coremark) srcs=(-Icoremark -Icoremark/posix '-DFLAGS_STR="-O2"' -DPERFORMANCE_RUN=1
                        coremark/core_{list_join,main,matrix,state,util}.c coremark/posix/core_portme.c)
                  args=(0x0 0x0 0x66 "$iters") ;;
        lua) srcs=('-Dluai_makeseed(L)=0u' lua/onelua.c -lm) hflags=(-mlong-calls)
             args=("$here/realspeed.lua") ;;
        minigzip) srcs=(-DHAVE_UNISTD_H -DHAVE_STDARG_H -Izlib zlib/test/minigzip.c
                        zlib/{adler32,compress,crc32,deflate,gzclose,gzlib,gzread,gzwrite}.c
                        zlib/{infback,inffast,inflate,inftrees,trees,uncompr,zutil}.c)
                  args=(-6) input=$out/input.txt ;;
        quickjs) srcs=(-D_GNU_SOURCE -D__EMSCRIPTEN__ -DEMSCRIPTEN '-DCONFIG_VERSION="bench"' -Iquickjs
                       "$here/realspeed-hosts/qjs-host.c" quickjs/{quickjs,dtoa,libregexp,libunicode,cutils}.c -lm)
                 hflags=(-mlong-calls) pflags=(-Dtm_gmtoff=tm_isdst) args=("$here/realspeed.js") ;;
        sqlite) srcs=(-DSQLITE_OS_OTHER=1 -DSQLITE_THREADSAFE=0 -DSQLITE_OMIT_LOAD_EXTENSION
                      -DSQLITE_TEMP_STORE=3 -DSQLITE_DISABLE_INTRINSIC -Isqlite
                      "$here/realspeed-hosts/sqlite-host.c" sqlite/sqlite3.c -lm)
                hflags=(-mlong-calls) args=("$here/realspeed.sql") ;;
        awk) srcs=(-Iawk awk/{ytab,b,main,parse,proctab,tran,lib,run,lex}.c -lm)
             args=(-f "$here/realspeed.awk") ;;
        *) echo "realspeed: no workload $1" >&2; return 1 ;;
    esac
}
for _ in $(seq 16); do cat "$src"/lua/*.c "$src"/lua/*.h; done >"$out/input.txt"

# build NAME CC FLAGS...: build $out/$p.NAME from the workload's sources.
build() {
    local b=$1
    shift
    (cd "$src" && "$@" -O2 -w -o "$out/$p.$b" "${srcs[@]}") >"$out/$p.$b.build" 2>&1 ||
        { note="${note:+$note; }$b build failed ($out/$p.$b.build)"; return 1; }
}

# run_once NAME CMD...: run CMD once (stdin $input, output $out/$p.NAME.out) and print its
# CPU time (user + system) in seconds; returns CMD's status.
run_once() {
    local o=$out/$p.$1 x rc=0 TIMEFORMAT='%3U %3S'
    shift
    x=$( { time "$@" <"$input" >"$o.out" 2>"$o.err"; } 2>&1 ) || rc=$?
    echo "$x" | tail -1 | awk '{ printf "%.3f", $1 + $2 }'
    return $rc
}
min_of() { awk -v a="$1" -v b="$2" 'BEGIN { print (a == "" || b + 0 < a + 0) ? b : a }'; }

# measure: $repeat rounds of pa64, qemu-hppa and native runs in turn, so that all three see
# the same load; tp, tq, tn are the smallest CPU times; what is compared goes to .res.
measure() {
    local i x b
    tp= tq= tn=
    for ((i = 0; i < repeat; i++)); do
        x=$(run_once pa64 "$PA64" --icount "$out/$p.pa64" "${args[@]}") ||
            { note="${note:+$note; }pa64 exit status $? ($out/$p.pa64.err)"; break; }
        tp=$(min_of "$tp" "$x")
        x=$(run_once qemu "$QEMU" "$out/$p.hppa" "${args[@]}") ||
            { note="${note:+$note; }qemu exit status $? ($out/$p.qemu.err)"; break; }
        tq=$(min_of "$tq" "$x")
        x=$(run_once native "$out/$p.native" "${args[@]}") ||
            { note="${note:+$note; }native exit status $? ($out/$p.native.err)"; break; }
        tn=$(min_of "$tn" "$x")
    done
    for b in pa64 qemu native; do result "$b"; done
}

# result NAME: what of $out/$p.NAME.out is compared, to $out/$p.NAME.res.
result() {
    local b=$1 o=$out/$p.$1
    case $p in
        coremark) grep -q '^2K performance run' "$o.out" && ! grep -q 'ERROR!.*crc' "$o.out" ||
                      note="${note:+$note; }$b: CoreMark CRCs not valid"
                  grep -avE '^(Total ticks|Total time|Iterations/Sec|ERROR! Must|CoreMark 1.0|Errors detected|Correct operation)' \
                      "$o.out" >"$o.res" ;;
        minigzip) cksum <"$o.out" >"$o.res" ;;
        *) cp "$o.out" "$o.res" ;;
    esac
}

cd "$out" || exit 1      # every run has the same working directory (its PWD moves the guest stack)
status=0 logsum=0 nratio=0
{
    printf '%-10s %13s %9s %8s %11s %10s %10s  %s\n' \
        program "guest insns" "pa64 s" MIPS "qemu-hppa s" "pa64/qemu" "native s" outputs
    for p in "${progs[@]}"; do
        workload "$p" || { status=1; continue; }
        note=
        if ! { build pa64 "$PACC" "${pflags[@]}" && build hppa "$HPPA_CC" -static "${hflags[@]}" &&
               build native "$HOST_CC"; }; then echo "$p: $note"; status=1; continue; fi
        measure
        insns=$(sed -n 's/^pa64: \([0-9]*\) instructions.*/\1/p' "$p.pa64.err" | tail -1)
        mips=$(awk -v n="${insns:-0}" -v t="$tp" 'BEGIN { printf "%.1f", (t > 0 ? n / t / 1e6 : 0) }')
        ratio=$(awk -v a="$tp" -v b="$tq" 'BEGIN { printf "%.2f", (b > 0 ? a / b : 0) }')
        if awk -v a="$tp" -v b="$tq" 'BEGIN { exit !(a > 0 && b > 0) }'; then
            logsum=$(awk -v s="$logsum" -v a="$tp" -v b="$tq" 'BEGIN { printf "%.6f", s + log(a / b) }')
            nratio=$((nratio + 1))
        fi
        same=same
        cmp -s "$p.pa64.res" "$p.native.res" && cmp -s "$p.qemu.res" "$p.native.res" || same=MISMATCH
        [ $same = same ] && [ -z "$note" ] || status=1
        printf '%-10s %13s %9s %8s %11s %10s %10s  %s%s\n' \
            "$p" "${insns:-n/a}" "$tp" "$mips" "$tq" "$ratio" "$tn" "$same" "${note:+ ($note)}"
        for b in pa64 qemu; do      # on a mismatch, what differs from native
            cmp -s "$p.$b.res" "$p.native.res" || diff "$p.native.res" "$p.$b.res" | sed "6q; s/^/  $b: /"
        done
    done
    [ "$nratio" -gt 0 ] && awk -v s="$logsum" -v n="$nratio" \
        'BEGIN { printf "geometric mean of pa64/qemu over %d programs: %.2f\n", n, exp(s / n) }'
    exit $status                # the group is a subshell: hand the status to PIPESTATUS
} | tee "$out/results.txt"
exit "${PIPESTATUS[0]}"
