#!/bin/bash
# SQLite with memory-mapped I/O under pa64 against a native build (issue 27): drive.c's
# workload (PRAGMA mmap_size=1000000, 5-page cache, a 250-row table updated in place for
# 20 rounds, delete/insert, index, integrity check, reopen) built from the SQLite
# amalgamation natively and with pacc (-noshared and -dynamic), run translated and
# --interp; every output must equal the native one. Not part of make check: the SQLite
# source is not in the repository.
# usage: tests/mmap/sqlite/run.sh AMALGAMATION_DIR [WORK_DIR]
# Build options: no threads, no WAL, no extension loading, no mremap (Linux-only), no sync
# (SQLITE_NO_SYNC); the unix-none VFS (no fcntl locks); shim.c stands in for the POSIX
# calls this branch's runtime lacks (pread/pwrite through lseek, sysconf page size, the
# rest ENOSYS and unused by the workload). sys/ioctl.h and lstat's declaration come from
# a generated include directory.
set -u
here=$(cd -- "$(dirname -- "$(readlink -f -- "$0")")" && pwd)
root=$(cd -- "$here/../../.." && pwd)
src=${1:?usage: run.sh AMALGAMATION_DIR [WORK_DIR]}
out=${2:-$root/build/tests/sqlite}
[ -f "$src/sqlite3.c" ] || { echo "run.sh: $src/sqlite3.c: not found" >&2; exit 2; }
mkdir -p "$out/inc/sys"
echo 'int ioctl(int fd, unsigned long req, ...);' >"$out/inc/sys/ioctl.h"
printf '#include <sys/stat.h>\nint lstat(const char *path, struct stat *buf);\n' >"$out/inc/decls.h"
defs=(-DHAVE_MREMAP=0 -DSQLITE_THREADSAFE=0 -DSQLITE_OMIT_WAL -DSQLITE_OMIT_LOAD_EXTENSION -DSQLITE_NO_SYNC)
gcc -O1 -I"$src" "${defs[@]}" -o "$out/drive-native" "$here/drive.c" "$src/sqlite3.c" -lm || exit 1
[ "$out/sqlite3-pa.o" -nt "$src/sqlite3.c" ] ||
    "$root/bin/pacc" -O1 -c -I"$out/inc" -include "$out/inc/decls.h" "${defs[@]}" -o "$out/sqlite3-pa.o" "$src/sqlite3.c" || exit 1
(cd "$out" && ./drive-native "$out/native.db" >"$out/native.out") || exit 1
passed=0 failed=0
for mode in noshared dynamic; do
    "$root/bin/pacc" -"$mode" -O1 -I"$src" -o "$out/drive-$mode" "$here/drive.c" "$here/shim.c" "$out/sqlite3-pa.o" || exit 1
    for run in translated interp; do
        flags=(); [ $run = interp ] && flags=(--interp)
        "$root/bin/pa64" ${flags[@]+"${flags[@]}"} "$out/drive-$mode" "$out/pa.db" >"$out/$mode-$run.out" 2>&1
        if cmp -s "$out/native.out" "$out/$mode-$run.out"; then echo "PASS sqlite [$mode $run]"; passed=$((passed + 1))
        else echo "FAIL sqlite [$mode $run]"; diff "$out/native.out" "$out/$mode-$run.out" | head -5; failed=$((failed + 1)); fi
    done
done
echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
