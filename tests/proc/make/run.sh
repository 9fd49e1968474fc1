#!/bin/bash
# Issue 21's third real program: GNU make 4.3 from Debian's unmodified make-dfsg source,
# built by its own configure natively (gcc) and with CC=bin/pacc, runs project/ (directories,
# wildcards, vpath, pattern rules, $(shell), $(file), a recursive make through the
# jobserver, -j4 with --output-sync=target, whose lock is an fcntl lock on the shared
# output) once natively and once under pa64: same output, same built files. Then csprof
# profiles the pa64 run, one profile per process, all merged by hpcprof. With --suite,
# GNU make's own test suite runs against both builds. Outside make check (it needs the
# fetched source).
#
# usage: tests/proc/make/run.sh [--suite] [SRC] [OUT]
#   SRC  default /work/ext/make-src/make-dfsg-4.3, from `apt-get source make-dfsg` (with a
#        deb-src line) and `autoreconf -fi` (Debian's tarball has no configure; needs
#        autopoint); skipped (exit 77) when absent
#   OUT  default /work/ext/progs-out/make: native/ and pa64/ builds (reused), work, profiles
# The pa64 build: SRC/configure --host=hppa64-linux-gnu --build=$(gcc -dumpmachine)
#   --disable-nls --without-guile CC=bin/pacc   (nothing else needed)
set -u
suite=0
[ "${1:-}" = --suite ] && { suite=1; shift; }
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../../.." && pwd)
src=${1:-/work/ext/make-src/make-dfsg-4.3}
out=${2:-/work/ext/progs-out/make}
pa64=$root/bin/pa64 csprof=$root/bin/csprof hpcprof=$root/bin/hpcprof
if [ ! -f "$src/src/main.c" ] || [ ! -d "$src/tests/scripts" ]; then
    echo "make: SKIP: no GNU make source at $src (apt-get source make-dfsg; autoreconf -fi there)"
    exit 77
fi
fail=0
bad() { echo "FAIL: $*"; fail=1; }

build() {   # build KIND CONFIGURE-ARGS...: OUT/KIND/make, unless already built
    local kind=$1; shift
    [ -x "$out/$kind/make" ] && return 0
    mkdir -p "$out/$kind" && (cd "$out/$kind" && "$src/configure" "$@" > cfg.log 2>&1 && nice make -j2 > make.log 2>&1) \
        || { echo "make: $kind build failed (see $out/$kind/cfg.log, make.log)"; exit 1; }
}
[ -x "$src/configure" ] || (cd "$src" && autoreconf -fi > /dev/null 2>&1) || { echo "make: autoreconf failed in $src"; exit 1; }
build native --disable-nls --without-guile
build pa64 --host=hppa64-linux-gnu --build="$(gcc -dumpmachine)" --disable-nls --without-guile CC="$root/bin/pacc"
native=$out/native/make pamake=$out/pa64/make

# run NAME MAKE-CMD... : the project built in a fresh OUT/work; output and tree kept as NAME.
# $(MAKE) is the binary's path, which differs: it is shown as MAKE.
run() {
    local name=$1; shift
    rm -rf "$out/work" "$out/$name.tree" && cp -r "$here/project" "$out/work"
    (cd "$out/work" && "$@" > "$out/$name.raw" 2>&1); echo "exit $?" >> "$out/$name.raw"
    sed -e "s|$native|MAKE|g" -e "s|$pamake|MAKE|g" "$out/$name.raw" > "$out/$name.out"
    mv "$out/work" "$out/$name.tree"
}
# Every job's lines together (--output-sync=target): each start/counting/scanning line is
# followed by its command and its last line, and a sub-make's block by its Leaving line.
whole_blocks() {
    awk '/: start from /   { t = $1; getline c; getline d; n++; if (c !~ /^tr / || d != t " done") bad++ }
         /: counting$/     { t = $1; getline c; getline d; n++; if (c !~ /^\(cat / || index(d, t " ") != 1) bad++ }
         /^scanning /      { getline c; getline d; n++; if (c !~ /^grep / || d !~ /Leaving directory/) bad++ }
         END { print n + 0, bad + 0 }' "$1"
}

run native-j1 "$native"
run pa64-j1 "$pa64" "$pamake"
cmp -s "$out/native-j1.out" "$out/pa64-j1.out" && echo "make -j1: same output ($(wc -l < "$out/native-j1.out") lines)" \
    || { bad "make -j1: outputs differ"; diff "$out/native-j1.out" "$out/pa64-j1.out" | head; }
diff -r "$out/native-j1.tree" "$out/pa64-j1.tree" > /dev/null && echo "make -j1: same built files ($(find "$out/native-j1.tree" -type f | wc -l) files)" \
    || bad "make -j1: built files differ"

run native-j4 "$native" -j4 --output-sync=target
run pa64-j4 "$pa64" "$pamake" -j4 --output-sync=target
# The jobs' order varies from run to run (natively too): the lines are compared as sets.
cmp -s <(sort "$out/native-j4.out") <(sort "$out/pa64-j4.out") && echo "make -j4 --output-sync=target: same lines" \
    || { bad "make -j4: outputs differ"; diff <(sort "$out/native-j4.out") <(sort "$out/pa64-j4.out") | head; }
for k in native pa64; do
    read -r n b < <(whole_blocks "$out/$k-j4.out")
    [ "$n" = 15 ] && [ "$b" = 0 ] && echo "make -j4, $k: all $n job outputs whole" || bad "make -j4, $k: $b of $n job outputs cut"
done
diff -r "$out/native-j4.tree" "$out/pa64-j4.tree" > /dev/null && echo "make -j4: same built files" || bad "make -j4: built files differ"

# csprof: one profile per guest process (make, each child it forks, the sub-make after
# its exec), every one readable, all merged.
prof=$out/prof
rm -rf "$prof" && mkdir -p "$prof"
run prof "$csprof" -e insn@10000 -o "$prof/make.csprof" "$pamake" -j4 --output-sync=target
cmp -s <(sort "$out/native-j4.out") <(sort "$out/prof.out") || bad "make under csprof: output differs"
nprof=$(ls "$prof"/*.csprof | wc -l) unreadable=0
for f in "$prof"/*.csprof; do "$hpcprof" --flat "$f" > /dev/null 2>&1 || unreadable=$((unreadable + 1)); done
"$hpcprof" --flat "$prof"/*.csprof > "$prof/merged.txt" 2> "$prof/merged.err" || bad "hpcprof cannot merge the profiles"
top=$(awk '/^Flat profile/ { getline; getline; print $6 " " $2; exit }' "$prof/merged.txt")
[ "$nprof" -ge 3 ] && [ "$unreadable" = 0 ] && [ -s "$prof/merged.txt" ] \
    && echo "csprof: $nprof profiles (one per process), each readable; merged: $(grep -m1 'Metric insn' "$prof/merged.txt" | cut -d'(' -f1); top: $top" \
    || bad "csprof: $nprof profiles, $unreadable unreadable"

# GNU make's own tests, as its `make check` runs them, against each build. The pa64 build
# runs through a wrapper that is $(MAKE) for the tests (PA64_EXEC_ARGV0 gives the guest
# that argv[0]), since the host cannot exec a PA-64 file itself. Measured: native 683 of
# 683; pa64 680 of 681: functions/wildcard runs 2 tests fewer (the pa64 build uses make's
# own glob: newlib has none), features/vpathplus prints deleted intermediates in another
# order (make's hash reads names a word at a time: big-endian order, which a native
# hppa-linux build under qemu-hppa prints too). Run in the background (`&`), both builds
# fail functions/shell's `kill -2 $$` test alike: SIGINT is then ignored.
if [ $suite = 1 ]; then
    for k in native pa64; do
        b=$out/$k
        (cd "$b" && make tests/config-flags.pm > /dev/null 2>&1)
        rm -f "$b/srctests" && ln -s "$src/tests" "$b/srctests"
        for f in run_make_tests run_make_tests.pl test_driver.pl scripts jhelp.pl; do rm -f "$b/tests/$f"; ln -s ../srctests/$f "$b/tests/$f"; done
        m=$b/make
        if [ $k = pa64 ]; then
            mkdir -p "$b/wrap" && ln -sfn ../tests "$b/wrap/tests"
            printf '#!/bin/sh\nPA64_EXEC_ARGV0="$0" exec %s %s "$@"\n' "$pa64" "$b/make" > "$b/wrap/make"
            chmod +x "$b/wrap/make"; m=$b/wrap/make
        fi
        rm -rf "$b/tests/work"
        (cd "$b/tests" && ulimit -n 128 && perl ./run_make_tests.pl -srcdir "$src" -make "$m" > "$out/suite-$k.log" 2>&1)
        counts=$(awk '/ok +\([0-9]+ passed\)/ { n = $0; sub(/.*\(/, "", n); p += n + 0; t += n + 0 }
                      /FAILED \([0-9]+\/[0-9]+ passed\)/ { n = $0; sub(/.*\(/, "", n); split(n, a, "/"); p += a[1]; t += a[2] + 0 }
                      END { print p + 0 " of " t + 0 }' "$out/suite-$k.log")
        echo "suite, $k: $counts tests passed; failed: $(grep -E 'FAILED' "$out/suite-$k.log" | awk '{ print $1 }' | paste -sd' ')"
    done
fi
[ $fail = 0 ] && echo "make: same results" || echo "make: FAILED"
exit $fail
