#!/bin/bash
# Issue 21's third-party check for processes (outside make check): dash, from its
# unmodified sources (a git checkout, e.g. 0.5.9.1; autogen.sh needs automake), built
# with its own build system natively and with CC=bin/pacc; work.sh (pipes, subshells,
# command substitution, background jobs, wait, traps, host programs) must print the same
# bytes and exit status under both; then csprof runs it and every process's profile must
# be readable by hpcprof, alone and merged.
# usage: tests/proc/dash/run.sh DASH_SRC [OUTDIR]   (default OUTDIR /work/ext/dash-check)
set -eu
here=$(cd -- "$(dirname -- "$0")" && pwd)
root=$(cd -- "$here/../../.." && pwd)
src=$(cd -- "$1" && pwd)
out=${2:-/work/ext/dash-check}
mkdir -p "$out/native" "$out/pa64" "$out/prof"
[ -x "$src/configure" ] || (cd "$src" && ./autogen.sh)
(cd "$out/native" && "$src/configure" > cfg.log && make -j2 > make.log)
# dash maps stat64/open64 to stat/open in config.h when the target lacks them, which
# breaks its build-machine helpers (glibc has struct stat64): say the target has them
# and map them on the target compiler's command line instead.
(cd "$out/pa64" && "$src/configure" --host=hppa64-hp-hpux11.11 --build="$(gcc -dumpmachine)" \
    CC="$root/bin/pacc -Dstat64=stat -Dfstat64=fstat -Dlstat64=lstat -Dopen64=open" CC_FOR_BUILD=gcc \
    ac_cv_func_stat64=yes ac_cv_func_open64=yes > cfg.log && make -j2 > make.log)
cd "$out"
set +e
native/src/dash "$here/work.sh" > native.out 2>&1; echo "status $?" >> native.out
"$root/bin/pa64" pa64/src/dash "$here/work.sh" > pa64.out 2>&1; echo "status $?" >> pa64.out
cmp native.out pa64.out || { echo "FAIL: dash output differs"; diff native.out pa64.out | head; exit 1; }
echo "same output and status, $(wc -c < native.out) bytes"
rm -f prof/*
(cd prof && "$root/bin/csprof" -e insn@100000 -o dash.csprof ../pa64/src/dash "$here/work.sh" > out.txt 2>&1; echo "status $?" >> out.txt)
cmp native.out prof/out.txt || { echo "FAIL: output differs under csprof"; exit 1; }
n=$(ls prof/*.csprof | wc -l)
for f in prof/*.csprof; do "$root/bin/hpcprof" --flat "$f" > /dev/null 2>&1 || { echo "FAIL: hpcprof $f"; exit 1; }; done
"$root/bin/hpcprof" --flat prof/*.csprof > prof/merged.txt 2>&1 || { echo "FAIL: hpcprof cannot merge"; exit 1; }
echo "csprof: $n profiles (one per process), each readable; merged: $(grep -m1 'Metric insn' prof/merged.txt)"
