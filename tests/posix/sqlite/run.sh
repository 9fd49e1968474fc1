#!/bin/bash
# SQLite's shell, built from its unmodified autoconf tarball once with gcc and once with
# CC=bin/pacc, run on the same workload: work.sql (files, journal, directories through
# the fileio extension) must print the same bytes and leave the same database file, and
# a database locked by one build must be refused by the other (host fcntl locks between
# a native and an emulated process). Outside make check. The builds (sqlite-autoconf
# 3.44.2 unpacked in SRC; threads off, since the guest has none):
#   mkdir pa64 && cd pa64 && SRC/configure --host=hppa64-unknown-elf --disable-shared \
#     --disable-threadsafe --disable-readline --disable-editline CC=REPO/bin/pacc && make sqlite3
#   mkdir native && cd native && SRC/configure --disable-shared --disable-threadsafe \
#     --disable-readline --disable-editline CC=gcc && make sqlite3
# The shell links popen/pclose (the processes half of issue 21) and its atomics go
# through libgcc's Linux light-weight syscalls (the guest-atomics work).
# usage: tests/posix/sqlite/run.sh NATIVE_SQLITE3 PA64_SQLITE3 [OUT]
set -u
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../../.." && pwd)
native=$(readlink -f "$1") pa=$(readlink -f "$2")
out=${3:-$root/build/posix-sqlite}
pa64=${PA64:-$root/bin/pa64}
rm -rf "$out" && mkdir -p "$out/native" "$out/pa64" || exit 2
fail=0

(cd "$out/native" && "$native" w.db < "$here/work.sql" > ../native.out 2>&1)
(cd "$out/pa64" && "$pa64" "$pa" w.db < "$here/work.sql" > ../pa64.out 2>&1)
if cmp -s "$out/native.out" "$out/pa64.out"; then
    echo "workload: same output ($(wc -c < "$out/native.out") bytes)"
else
    echo "workload: outputs differ"; diff "$out/native.out" "$out/pa64.out" | head -20; fail=1
fi
cmp -s "$out/native/w.db" "$out/pa64/w.db" && echo "workload: same database file" ||
    { echo "workload: database files differ"; fail=1; }

# lock HOLDER-CMD OTHER-CMD: HOLDER keeps an exclusive transaction open for 3 s; OTHER
# must be refused while it lasts and succeed after.
lock() {
    local name=$1 holder=$2 other=$3 r1 r2
    rm -f "$out/l.db"
    "$other" "$out/l.db" "CREATE TABLE k(x)" || return 1
    (echo "BEGIN EXCLUSIVE; INSERT INTO k VALUES(1);"; sleep 3; echo "COMMIT;") | "$holder" "$out/l.db" &
    sleep 1
    r1=$("$other" "$out/l.db" "INSERT INTO k VALUES(2)" 2>&1)
    wait
    r2=$("$other" "$out/l.db" "INSERT INTO k VALUES(3); SELECT group_concat(x) FROM k" 2>&1)
    echo "locks, $name: while held: '$r1'; after: '$r2'"
    [[ $r1 == *"database is locked"* && $r2 == "1,3" ]] || fail=1
}
run_pa() { "$pa64" "$pa" "$@"; }
lock "native holds, pa64 waits" "$native" run_pa
lock "pa64 holds, native waits" run_pa "$native"
[ $fail = 0 ] && echo "sqlite: same results" || echo "sqlite: FAILED"
exit $fail
