#!/bin/bash
# The POSIX yardstick (issue 21): builds each conformance test of the chosen interfaces of
# LTP's Open POSIX Test Suite natively (gcc) and for PA-64 (bin/pacc), runs both with a
# timeout and prints per interface: tests, native PASS, pa64 PASS, and every test that
# passes natively but not under pa64 with the reason. Not part of `make check`.
#
# usage: tests/posix/suite.sh SRC [INTERFACE...]
#   SRC        the open_posix_testsuite directory (e.g. /work/ext/ltp/testcases/open_posix_testsuite)
#   INTERFACE  names under SRC/conformance/interfaces (default: the file, directory,
#              terminal and time interfaces below)
# environment: OUT (work directory, default build/posix-suite), TIMEOUT (seconds per run,
#              default 60), PACC, PA64 (default bin/pacc, bin/pa64), JOBS (parallel builds, 2)
# A test passes when it exits 0 (PTS_PASS); 4 (PTS_UNSUPPORTED) and 5 (PTS_UNTESTED) count
# as not passing for both. Results per test are kept in $OUT/results.tsv.
set -u
root=$(cd "$(dirname "$0")/../.." && pwd)
[ $# -ge 1 ] || { sed -n '6,14p' "$0" >&2; exit 2; }
src=$(cd "$1" 2>/dev/null && pwd) || { echo "posix-suite: $1: no such directory" >&2; exit 2; }
shift
[ -d "$src/conformance/interfaces" ] || { echo "posix-suite: $src: no conformance/interfaces (not the open_posix_testsuite directory)" >&2; exit 2; }
areas=("$@")
[ ${#areas[@]} -gt 0 ] || areas=(fcntl dup dup2 ftruncate lstat opendir readdir closedir
    nanosleep clock_gettime clock_getres clock clock_nanosleep time select poll chdir getcwd
    fsync access asctime ctime difftime gmtime localtime mktime strftime)
out=$(mkdir -p "${OUT:-$root/build/posix-suite}" && cd "${OUT:-$root/build/posix-suite}" && pwd)
timeout=${TIMEOUT:-60}
pacc=${PACC:-$root/bin/pacc}
pa64=${PA64:-$root/bin/pa64}
jobs=${JOBS:-2}
[ -x "$pa64" ] || { echo "posix-suite: $pa64: not built (run make)" >&2; exit 2; }
cflags=(-std=gnu99 -D_POSIX_C_SOURCE=200809L -D_XOPEN_SOURCE=700 -I"$src/include")

# build KIND TEST: compiles $src/.../TEST.c into $out/KIND/AREA/TEST; the log goes next to it.
build_one() {
    local kind=$1 area=$2 t=$3 dir=$src/conformance/interfaces/$2
    local exe=$out/$kind/$area/$t libs=() common=()
    mkdir -p "$out/$kind/$area"
    [ -f "$dir/LDLIBS" ] && read -r -a libs < "$dir/LDLIBS"
    grep -q 'test_main' "$dir/$t.c" && common=("$src/lib/common.c")
    if [ "$kind" = native ]; then
        gcc "${cflags[@]}" -I"$dir" -o "$exe" "$dir/$t.c" "${common[@]}" "${libs[@]}" -lpthread -lrt -lm
    else
        # The native build always links libpthread and librt; the guest's libpthread is
        # pacc -pthread, and newlib has no separate librt (its calls are in libc).
        local keep=() l
        for l in "${libs[@]}"; do case $l in -lpthread|-lrt) ;; *) keep+=("$l") ;; esac; done
        "$pacc" "${cflags[@]}" -I"$dir" -o "$exe" "$dir/$t.c" "${common[@]}" "${keep[@]}" -pthread
    fi > "$exe.build" 2>&1 || { rm -f "$exe"; return 1; }
}
export -f build_one
export src out pacc
export cflags_str="${cflags[*]}"

# run KIND AREA TEST: runs it in a fresh scratch directory; prints the exit status.
run_one() {
    local kind=$1 area=$2 t=$3 exe=$out/$1/$2/$3 rc
    [ -x "$exe" ] || { echo build; return; }
    local tmp
    tmp=$(mktemp -d "$out/run.XXXXXX")
    if [ "$kind" = native ]; then
        (cd "$tmp" && timeout -k 5 "$timeout" "$exe" < /dev/null > "$exe.out" 2>&1); rc=$?
    else
        (cd "$tmp" && timeout -k 5 "$timeout" "$pa64" "$exe" < /dev/null > "$exe.out" 2>&1); rc=$?
    fi
    rm -rf "$tmp"
    [ $rc = 124 ] || [ $rc = 137 ] && { echo timeout; return; }
    echo "$rc"
}

# reason KIND AREA TEST STATUS: one line on why the pa64 run did not pass.
reason() {
    local exe=$out/pa64/$2/$3 st=$4 line
    case $st in
        build)
            line=$(grep -m1 -oE "undefined reference to \`[^']*'|fatal error: [^ ]+: No such file|error: [^\\n]*" "$exe.build")
            [ -n "$line" ] || line=$(grep -m1 . "$exe.build")
            echo "build error: ${line:0:110}" ;;
        timeout) echo "timeout after ${timeout}s" ;;
        *)
            line=$(grep -v '^$' "$exe.out" | tail -1)
            echo "exit $st: ${line:0:110}" ;;
    esac
}

results=$out/results.tsv
: > "$results"
printf '%-18s %6s %7s %6s\n' interface tests native pa64
total=0 total_n=0 total_p=0 total_both=0
for area in "${areas[@]}"; do
    dir=$src/conformance/interfaces/$area
    if [ ! -d "$dir" ]; then
        printf '%-18s %s\n' "$area" "(no conformance tests in the suite)"
        continue
    fi
    tests=()
    for f in "$dir"/[0-9]*-*.c; do
        [ -f "$f" ] || continue
        t=$(basename "$f" .c)
        case $t in *-buildonly) continue ;; esac
        tests+=("$t")
    done
    # Builds in parallel; runs one at a time (timing tests must not compete with each other).
    for t in "${tests[@]}"; do printf '%s\n%s\n' "native $area $t" "pa64 $area $t"; done |
        xargs -P "$jobs" -L 1 bash -c 'cflags=($cflags_str); build_one "$0" "$1" "$2"' >/dev/null 2>&1
    n_pass=0 p_pass=0 both=0 fails=()
    for t in "${tests[@]}"; do
        ns=$(run_one native "$area" "$t")
        ps=$(run_one pa64 "$area" "$t")
        printf '%s\t%s\t%s\t%s\n' "$area" "$t" "$ns" "$ps" >> "$results"
        [ "$ns" = 0 ] && n_pass=$((n_pass + 1))
        [ "$ps" = 0 ] && p_pass=$((p_pass + 1))
        [ "$ns" = 0 ] && [ "$ps" = 0 ] && both=$((both + 1))
        [ "$ns" = 0 ] && [ "$ps" != 0 ] && fails+=("  $area/$t: $(reason pa64 "$area" "$t" "$ps")")
    done
    printf '%-18s %6d %7d %6d\n' "$area" ${#tests[@]} $n_pass $p_pass
    [ ${#fails[@]} -gt 0 ] && printf '%s\n' "${fails[@]}"
    total=$((total + ${#tests[@]})) total_n=$((total_n + n_pass)) total_p=$((total_p + p_pass))
    total_both=$((total_both + both))
done
pct=0
[ $total_n -gt 0 ] && pct=$((100 * total_both / total_n))
printf '%-18s %6d %7d %6d\n' total $total $total_n $total_p
echo "posix-suite: pa64 passes $total_both of the $total_n tests native passes ($pct%); results in $results"
