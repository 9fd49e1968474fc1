#!/bin/bash
# make check with the host tools built under AddressSanitizer + UBSan: copies the sources
# into build/asan/tree, links the already-built guest newlib and runtime, and runs
# `make check` there. The emulator turns guest faults into reports with its own SIGSEGV
# handler, so ASan's is off (handle_segv=0); leaks at exit are not errors for tools that
# keep their data until the end (detect_leaks=0).
set -e
root=$(cd "$(dirname "$0")/.." && pwd)
tree=$root/build/asan/tree
rm -rf "$tree"
mkdir -p "$tree/build"
(cd "$root" && git ls-files -co --exclude-standard | grep -v '^build/' | tar -cf - -T -) | tar -xf - -C "$tree"
ln -s "$root/build/sysroot" "$tree/build/sysroot"
cp -a "$root/build/rt" "$tree/build/rt"
touch "$tree/build/.deps-ok"
# exitcode: a sanitizer's report must not pass for a tool's own "exit 1 with a message".
export ASAN_OPTIONS=handle_segv=0:handle_sigbus=0:detect_leaks=0:allow_user_segv_handler=1:exitcode=86
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1:exitcode=86
cd "$tree"
make -s CFLAGS="-O1 -g -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=undefined" check
