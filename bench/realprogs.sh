#!/bin/bash
# bench/realprogs.sh: acceptance matrix on real third-party C programs (CoreMark, Lua 5.4,
# zlib's example and minigzip, bzip2): build each with bin/pacc five ways, run it under pa64 and
# under csprof in every mode, read the profiles with every hpcprof view and real consumer.
#
# usage: bench/realprogs.sh [-o OUTDIR] SRCDIR [PROGRAM...]
#   SRCDIR   holds coremark/, lua/ (5.4), zlib/ and bzip2/ (1.0.8) work trees (bench/README.md says how to
#            fetch them; this script never downloads anything)
#   PROGRAM  coremark lua luadll example minigzip bzip2 (default: all); luadll is Lua's core and
#            libraries as a DLL (liblua.so, -U__ELF__: see docs/guest-abi.md) under lua.c,
#            built only dynamically (-O0, -O2, -O2 -s)
#   -o D     build and output directory (default build/realprogs)
# Each program is also built with the host gcc; the guest output and exit status must equal
# the native ones (CoreMark's timing lines are left out of the comparison). A line per
# (program, build) gives: pa64 ok, guest instructions, pa64 CPU s, csprof modes passed,
# hpcprof views passed, partial unwinds (sum over the csprof runs, from -v), itimer samples,
# and the seconds the row took. Failures are listed with their reason at the end.
set -u

here=$(cd -- "$(dirname -- "$(readlink -f -- "$0")")" && pwd)
root=$(cd -- "$here/.." && pwd)
out=$root/build/realprogs
while getopts "o:" opt; do
    case $opt in
        o) out=$OPTARG ;;
        *) sed -n '2,/^set -u/p' "$0" | sed '$d; s/^# \{0,1\}//' >&2; exit 2 ;;
    esac
done
shift $((OPTIND - 1))
[ $# -ge 1 ] || { sed -n '2,/^set -u/p' "$0" | sed '$d; s/^# \{0,1\}//' >&2; exit 2; }
src=$(cd -- "$1" && pwd) || exit 2
shift
progs=("$@")
[ ${#progs[@]} -gt 0 ] || progs=(coremark lua luadll example minigzip bzip2)

PACC=$root/bin/pacc PA64=$root/bin/pa64 CSPROF=$root/bin/csprof HPCPROF=$root/bin/hpcprof
mkdir -p "$out"
fails=$out/failures.txt
: >"$fails"
builds=(O0-static O0-dyn O2-static O2-dyn O2-strip)

zlib_src="adler32.c compress.c crc32.c deflate.c gzclose.c gzlib.c gzread.c gzwrite.c
          infback.c inffast.c inflate.c inftrees.c trees.c uncompr.c zutil.c"

zlib_files() { local f; for f in $zlib_src; do printf ' zlib/%s' "$f"; done; }

lua_lib_files() {   # Lua's core and libraries: lua/l*.c but the two mains and the test library
    local f
    for f in "$src"/lua/l*.c; do
        case ${f##*/} in lua.c|luac.c|ltests.c) ;; *) printf ' lua/%s' "${f##*/}" ;; esac
    done
}

# sources PROG: the C files and flags of PROG (relative to SRCDIR).
sources() {
    case $1 in
        coremark) echo "-Icoremark -Icoremark/posix -DFLAGS_STR=\"\\\"-O\\\"\" -DPERFORMANCE_RUN=1" \
                       coremark/core_{list_join,main,matrix,state,util}.c coremark/posix/core_portme.c ;;
        # A fixed string-hash seed makes the instruction count reproducible run to run.
        lua) echo "'-Dluai_makeseed(L)=0u' lua/onelua.c -lm" ;;
        luadll) echo "'-Dluai_makeseed(L)=0u' -U__ELF__$(lua_lib_files)" ;;
        example|minigzip) echo "-DHAVE_UNISTD_H -DHAVE_STDARG_H -Izlib zlib/test/$1.c$(zlib_files)" ;;
        bzip2) echo bzip2/{blocksort,huffman,crctable,randtable,compress,decompress,bzlib,bzip2}.c ;;
    esac
}

# Arguments and standard input of a run.
args_of() {
    case $1 in
        coremark) echo "0x0 0x0 0x66 60" ;;
        lua|luadll) echo "$out/realprogs.lua 1" ;;
        minigzip|bzip2) echo "-9" ;;
        *) echo "" ;;
    esac
}
stdin_of() { case $1 in minigzip|bzip2) echo "$out/input.txt" ;; *) echo /dev/null ;; esac; }

# Output as compared: CoreMark's timings and the pa64 icount line vary.
filter() { grep -avE '^(Total ticks|Total time|Iterations/Sec|ERROR! Must|CoreMark 1.0|pa64: [0-9]+ instructions)'; }

fail() { echo "$1 $2: $3" >>"$fails"; }

# build PROG BUILD BIN
build() {
    local flags
    case $2 in
        O0-static) flags="-O0 -noshared" ;; O0-dyn) flags="-O0" ;;
        O2-static) flags="-O2 -noshared" ;; O2-dyn) flags="-O2" ;; O2-strip) flags="-O2 -s" ;;
        G) flags="-O2 -G" ;;
    esac
    if [ "$1" = luadll ]; then    # the DLL (same -O), then lua.c against it
        # shellcheck disable=SC2086
        (cd "$src" && eval "$PACC ${flags/-s/} -shared -w -o '$(dirname "$3")/liblua.so' $(sources "$1")" &&
         $PACC $flags -w -o "$3" lua/lua.c "$(dirname "$3")/liblua.so" -Wl,-rpath,'$ORIGIN') >"$3.build.log" 2>&1
        return
    fi
    # shellcheck disable=SC2046,SC2086
    (cd "$src" && eval "$PACC $flags -w -o '$3' $(sources "$1")") >"$3.build.log" 2>&1
}

# run_in DIR STDIN CMD...: stdout to DIR/out, stderr to DIR/err, status to DIR/rc, CPU
# time to DIR/time. Every run has the same working directory (then moved to DIR/cwd): the
# environment's PWD moves the guest's stack, and the alignment of string copies changes
# the instruction count.
run_in() {
    local d=$1 in=$2 w=$out/cwd
    shift 2
    mkdir -p "$d"
    rm -rf "$w" "$d/cwd"
    mkdir -p "$w"
    (cd "$w" && /usr/bin/time -f '%U %S' -o "$d/time" "$@" <"$in" >"$d/out" 2>"$d/err"; echo $? >"$d/rc")
    mv "$w" "$d/cwd"
}

native() {
    local p=$1 n=$out/$1/native
    mkdir -p "$out/$p"
    # shellcheck disable=SC2046,SC2086
    local main=
    [ "$p" = luadll ] && main=lua/lua.c
    (cd "$src" && eval "gcc -O2 -w -o '$n' $main $(sources "$p") -lm") >"$n.build.log" 2>&1 ||
        { fail "$p" native "host gcc build failed ($n.build.log)"; return 1; }
    # shellcheck disable=SC2046
    run_in "$out/$p/native.run" "$(stdin_of "$p")" "$n" $(args_of "$p")
}

same_as() {  # same_as REFDIR DIR: guest output and exit status equal
    cmp -s <(filter <"$1/out") <(filter <"$2/out") && [ "$(cat "$1/rc")" = "$(cat "$2/rc")" ]
}

modes=("itimer:-e itimer" "insn:-e insn@10007" "malloc:-e malloc" "calls:-e calls@memcpy"
       "multi:-e malloc -e insn@1000 -e itimer" "prof1:-e insn@10007 --prof1 PROF1")

# One (program, build) row.
row() {
    local p=$1 b=$2 d=$out/$1/$2 t0=$SECONDS
    local x=$d/prog ok=no insns=- cpu=- mok=0 vok=0 partial=0 samples=-
    mkdir -p "$d"
    if ! build "$p" "$b" "$x"; then
        fail "$p" "$b" "pacc failed ($x.build.log)"
        printf '%-9s %-10s %-6s\n' "$p" "$b" "BUILD"
        return
    fi
    # shellcheck disable=SC2046
    run_in "$d/pa64" "$(stdin_of "$p")" "$PA64" --icount "$x" $(args_of "$p")
    insns=$(sed -n 's/^pa64: \([0-9]*\) instructions$/\1/p' "$d/pa64/err")
    # A program that reads the clock (CoreMark: its count varies by tens) has no count check.
    # shellcheck disable=SC2046
    run_in "$d/pa64b" "$(stdin_of "$p")" "$PA64" --icount "$x" $(args_of "$p")
    [ "$(sed -n 's/^pa64: \([0-9]*\) instructions$/\1/p' "$d/pa64b/err")" = "$insns" ] && [ "$p" != coremark ] \
        || insns="~$insns"
    cpu=$(tail -1 "$d/pa64/time" | awk '{printf "%.2f", $1 + $2}')
    if same_as "$out/$p/native.run" "$d/pa64"; then ok=yes
    else fail "$p" "$b" "pa64 output or status differs from native (status $(cat "$d/pa64/rc"); $d/pa64)"; fi
    for m in "${modes[@]}"; do
        local name=${m%%:*} opts=${m#*:} md=$d/cs-${m%%:*}
        opts=${opts/PROF1/$md/prof1.out}
        # shellcheck disable=SC2046,SC2086
        run_in "$md" "$(stdin_of "$p")" "$CSPROF" -v $opts -o "$md/p.csprof" "$x" $(args_of "$p")
        local st=$md/err got pu
        got=$(sed -n 's/.* \([0-9]*\) guest instructions$/\1/p' "$st")
        pu=$(sed -n 's/.* \([0-9]*\) partial unwinds.*/\1/p' "$st" | head -1)
        partial=$((partial + ${pu:-0}))
        # A stripped program has no memcpy to intercept: csprof must refuse, naming it
        # (with Lua as a DLL, the DLL's references put memcpy in the program's .dynsym).
        if [ "$b" = O2-strip ] && [ "$name" = calls ] && [ "$p" != luadll ]; then
            if [ "$(cat "$md/rc")" != 0 ] && grep -q "no function 'memcpy'" "$st"; then mok=$((mok + 1))
            else fail "$p" "$b" "csprof $opts on a stripped program: not refused by name ($md)"; fi
            continue
        fi
        [ "$name" = itimer ] && samples=$(sed -n 's/.*: \([0-9]*\) samples.*/\1/p' "$st")
        if ! same_as "$d/pa64" "$md"; then fail "$p" "$b" "csprof $opts: output/status differs ($md)"
        elif [ "${insns#\~}" = "$insns" ] && [ "$got" != "$insns" ]; then fail "$p" "$b" "csprof $opts: $got instructions, pa64 $insns"
        elif [ ! -s "$md/p.csprof" ]; then fail "$p" "$b" "csprof $opts: no profile"
        elif [ "$name" = prof1 ] && [ ! -s "$md/prof1.out" ]; then fail "$p" "$b" "--prof1: no file"
        else mok=$((mok + 1)); fi
    done
    views "$p" "$b" "$d" "$x" && :
    vok=$views_ok
    printf '%-9s %-10s %-6s %12s %7s %5s %7s %8s %7s %6d\n' "$p" "$b" "$ok" "$insns" "$cpu" \
        "$mok/${#modes[@]}" "$vok/$views_n" "$partial" "$samples" $((SECONDS - t0))
}

# view NAME OUT CMD...: run an hpcprof view or consumer; it must succeed and write something
# to OUT (- for its standard output).
view() {
    local name=$1 o=$2
    shift 2
    [ "$o" = - ] && o=$vd/$name.txt
    if "$@" >"$vd/$name.txt" 2>"$vd/$name.err" && [ -s "$o" ]; then
        views_ok=$((views_ok + 1))
    else fail "$vp" "$vb" "view $name failed: $* ($vd/$name.err)"; fi
    views_n=$((views_n + 1))
}

views() {
    vp=$1 vb=$2 vd=$3/views
    local x=$4 f=$3/cs-insn/p.csprof top
    views_ok=0 views_n=0
    mkdir -p "$vd"
    view default - "$HPCPROF" "$f"
    view flat - "$HPCPROF" --flat "$f"
    view bottom-up - "$HPCPROF" --bottom-up "$f"
    view folded - "$HPCPROF" --folded "$f"
    view leaks - "$HPCPROF" --leaks "$3/cs-malloc/p.csprof"
    view multi - "$HPCPROF" --flat --metric itimer "$3/cs-multi/p.csprof"
    view gprof - "$HPCPROF" --gprof "$f"
    view prof1 - "$HPCPROF" --gprof "$3/cs-prof1/prof1.out" --exe "$x"
    view to-gmon "$vd/gmon.out" "$HPCPROF" --to-gmon "$vd/gmon.out" "$f"
    # GNU gprof needs a symbol table: the stripped build is read with its unstripped twin.
    local sx=$x
    [ "$vb" = O2-strip ] && sx=$out/$vp/O2-dyn/prog
    view gnu-gprof - hppa64-linux-gnu-gprof -b "$sx" "$vd/gmon.out"
    view flamegraph "$vd/flame.svg" "$HPCPROF" --flamegraph "$vd/flame.svg" "$f"
    view callgrind "$vd/callgrind.out" "$HPCPROF" --callgrind "$vd/callgrind.out" "$f"
    view callgrind_annotate - callgrind_annotate "$vd/callgrind.out"
    view pprof "$vd/p.pb.gz" "$HPCPROF" --pprof "$vd/p.pb.gz" "$f"
    view go-pprof - go tool pprof -top "$x" "$vd/p.pb.gz"
    # the first field that is neither a count nor a share: the columns before the name
    # depend on the metrics (a returns column with the trampoline)
    top=$("$HPCPROF" --flat "$f" 2>/dev/null |
          awk '/%/ { for (i = 1; i <= NF; i++) if ($i !~ /^[0-9.]+%?$/) { print $i; exit } }')
    view annotate - "$HPCPROF" --annotate "$top" "$f"
}

# -G build: gmon.out (<PROF1>) written, read by hpcprof, converted for GNU gprof.
gprof_row() {
    local p=$1 d=$out/$1/G t0=$SECONDS r=ok
    mkdir -p "$d"
    if ! build "$p" G "$d/prog"; then fail "$p" G "pacc -G failed"; r=FAIL
    else
        # shellcheck disable=SC2046
        run_in "$d/run" "$(stdin_of "$p")" "$PA64" "$d/prog" $(args_of "$p")
        if ! same_as "$out/$p/native.run" "$d/run"; then fail "$p" G "output differs"; r=FAIL
        elif [ ! -s "$d/run/cwd/gmon.out" ]; then fail "$p" G "no gmon.out"; r=FAIL
        elif ! "$HPCPROF" "$d/run/cwd/gmon.out" --exe "$d/prog" >"$d/report.txt" 2>&1; then
            fail "$p" G "hpcprof gmon.out failed"; r=FAIL
        elif ! "$HPCPROF" --to-gmon "$d/gnu.gmon" "$d/run/cwd/gmon.out" >"$d/conv.txt" 2>&1 ||
             ! hppa64-linux-gnu-gprof -b "$d/prog" "$d/gnu.gmon" >"$d/gprof.txt" 2>&1 ||
             ! [ -s "$d/gprof.txt" ]; then
            fail "$p" G "--to-gmon / gprof failed ($d)"; r=FAIL
        fi
    fi
    printf '%-9s %-10s %-6s %51s %6d\n' "$p" "-G" "$r" "gmon.out, hpcprof, --to-gmon, gprof" $((SECONDS - t0))
}

cp "$here/realprogs.lua" "$out/realprogs.lua"
# minigzip's and bzip2's input: the Lua sources (about 1.4 MB) cut to 120 kB.
cat "$src"/lua/l*.c | head -c 120000 >"$out/input.txt"

printf '%-9s %-10s %-6s %12s %7s %5s %7s %8s %7s %6s\n' program build pa64 insns cpu-s csprof \
    views partial samples sec
for p in "${progs[@]}"; do
    native "$p" || continue
    bs=("${builds[@]}")
    [ "$p" = luadll ] && bs=(O0-dyn O2-dyn O2-strip)
    for b in "${bs[@]}"; do row "$p" "$b"; done
    t0=$SECONDS
    if "$HPCPROF" --diff "$out/$p/O0-dyn/cs-insn/p.csprof" "$out/$p/O2-dyn/cs-insn/p.csprof" \
           >"$out/$p/diff.txt" 2>&1 && [ -s "$out/$p/diff.txt" ]; then r=ok; else
        r=FAIL; fail "$p" diff "hpcprof --diff O0-dyn O2-dyn failed ($out/$p/diff.txt)"; fi
    printf '%-9s %-10s %-6s %51s %6d\n' "$p" "--diff" "$r" "O0-dyn vs O2-dyn insn profiles" $((SECONDS - t0))
done
gprof_row "${progs[0]}"
if [ -s "$fails" ]; then
    echo "failures ($fails):"
    cat "$fails"
    exit 1
fi
echo "all passed"
