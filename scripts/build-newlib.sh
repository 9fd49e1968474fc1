#!/bin/sh
# Build newlib (libc.a, libm.a, headers) for the PA-64 guest from Debian's newlib-source.
# usage: build-newlib.sh BUILDDIR PREFIX
set -e
build=$1; prefix=$2
tarball=$(ls /usr/src/newlib/newlib-*.tar.* 2>/dev/null | head -1)
[ -n "$tarball" ] || { echo "build-newlib: newlib-source tarball not found in /usr/src/newlib" >&2; exit 1; }
rm -rf "$build"; mkdir -p "$build"
tar -C "$build" -xf "$tarball"
src=$(ls -d "$build"/newlib-*/)
# Threads (emu/rt/pthread*.c): newlib's locks (malloc, stdio, atexit, env, ...) call
# __retarget_lock_*, which libpthread defines with the scheduler's mutexes (newlib's
# own no-op ones serve single-threaded programs); stdin/stdout/stderr are one set of
# FILEs shared by every thread's reentrancy structure, as in glibc.
# newlib's machine/hppa assembly is 32-bit PA1.1 and does not assemble for PA 2.0 wide mode.
sed -i 's/^[[:space:]]*machine_dir=hppa$/\tmachine_dir=/' "$src/newlib/configure.host"
grep -q 'machine_dir=hppa$' "$src/newlib/configure.host" && { echo "build-newlib: could not blank machine_dir=hppa" >&2; exit 1; }
mkdir -p "$build/obj"; cd "$build/obj"
T=hppa64-linux-gnu
FP_CONTRACT=-ffp-contract=off   # fdlibm's error bounds assume no fused multiply-add (docs/guest-abi.md)
"$src/configure" --target=hppa64-unknown-elf --prefix="$prefix" \
  --disable-newlib-supplied-syscalls --disable-multilib --disable-nls \
  --enable-newlib-io-long-long --enable-newlib-io-c99-formats \
  --enable-newlib-retargetable-locking --enable-newlib-global-stdio-streams \
  CC_FOR_TARGET=$T-gcc AS_FOR_TARGET=$T-as LD_FOR_TARGET=$T-ld \
  AR_FOR_TARGET=$T-ar RANLIB_FOR_TARGET=$T-ranlib NM_FOR_TARGET=$T-nm \
  CFLAGS_FOR_TARGET="-O2 -g -ffunction-sections -fdata-sections $FP_CONTRACT" >configure.log 2>&1
make -j"$(nproc)" all-target-newlib >make.log 2>&1 || { tail -30 make.log >&2; exit 1; }
make install-target-newlib >install.log 2>&1
