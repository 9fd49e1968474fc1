#!/bin/bash
# DLL tests: builds the DLLs here with `bin/pacc -shared`, the programs with bin/pacc
# against them, runs each program on bin/pa64 and compares
#   stdout with NAME.expected (or the program's PROG.expected),
#   stderr with NAME.stderr when that exists (@OUT@ stands for the build directory;
#          PA64_DLD_DEBUG lines are compared up to their address ranges),
#   the exit status with NAME.status (default 0).
# Layout under build/tests/dll: lib/ (found through the program's run path $ORIGIN/lib),
# dl/ (found through LD_LIBRARY_PATH), the programs and libe.so next to them.
# The last line is `N passed, M failed`.
set -u

. "$(dirname -- "$(readlink -f -- "$0")")/../lib.sh" dll

# pacc -shared adds --emit-relocs, from which the dld rebuilds pointers to a DLL's
# static data (ld drops those dynamic relocations; docs/guest-abi.md).
dllflags=(-shared -O2 -g -Wall -Wextra)

[ -x "$pa64" ] || { echo "run.sh: $pa64: emulator not built" >&2; exit 2; }
rm -rf "$out"
mkdir -p "$out/lib" "$out/dl" "$out/gone" "$out/v1" "$out/v2"

passed=0
failed=0
broken=()    # programs whose build failed: their runs count as failures

fail() {
    echo "FAIL $1: $2"
    failed=$((failed + 1))
}

# dll DIR NAME [PACC ARGS...]: builds $out/DIR/NAME.so from NAME.c, soname NAME.so.
dll() {
    local dir=$1 name=$2
    shift 2
    if ! "$pacc" "${dllflags[@]}" -Wl,-soname,"$name.so" -o "$out/$dir/$name.so" "$here/$name.c" "$@" \
            >"$out/$dir/$name.build.log" 2>&1; then
        fail "$name.so" "build failed (see $out/$dir/$name.build.log)"
    fi
}

# prog NAME [PACC ARGS...]: builds $out/NAME from NAME.c; DLLs are given as .so inputs.
prog() {
    local name=$1
    shift
    if ! "$pacc" -O2 -g -Wall -Wextra -o "$out/$name" "$here/$name.c" "$@" >"$out/$name.build.log" 2>&1; then
        fail "$name" "build failed (see $out/$name.build.log)"
        broken+=("$name")
    fi
}

same_stderr() {   # expected-file actual-file
    sed -e "s|@OUT@|$out|g" "$1" >"$2.want"
    sed -e 's/: \[0x.*$//' "$2" | cmp -s - "$2.want"
}

# check NAME PROG [VAR=value...]: runs $out/PROG in $out with a clean LD_LIBRARY_PATH.
check() {
    local name=$1 prog=$2
    shift 2
    local exe=$out/$prog want=$here/$name.expected
    [ -f "$want" ] || want=$here/$prog.expected
    [[ " ${broken[*]} " == *" $prog "* ]] && { fail "$name" "not built"; return; }
    (cd "$out" && env -u LD_LIBRARY_PATH -u PA64_DLD_DEBUG "$@" timeout 120 "$pa64" "$exe" \
        </dev/null >"$out/$name.out" 2>"$out/$name.err")
    local status=$? want_status=0
    [ -f "$here/$name.status" ] && want_status=$(cat "$here/$name.status")
    if [ "$status" != "$want_status" ]; then
        fail "$name" "exit status $status, expected $want_status"
        sed 's/^/    stderr: /' "$out/$name.err" | head -5
    elif ! cmp -s "$out/$name.out" "$want"; then
        fail "$name" "stdout differs"
        diff "$want" "$out/$name.out" | head -10 | sed 's/^/    /'
    elif [ -f "$here/$name.stderr" ] && ! same_stderr "$here/$name.stderr" "$out/$name.err"; then
        fail "$name" "stderr differs"
        diff "$out/$name.err.want" "$out/$name.err" | head -10 | sed 's/^/    /'
    else
        echo "PASS $name"
        passed=$((passed + 1))
    fi
}

# Two DLLs, liba needing libb, found through the program's run path.
dll lib libb
dll lib liba "$out/lib/libb.so"
prog cross "$out/lib/liba.so" "$out/lib/libb.so" -Wl,-rpath,'$ORIGIN/lib'
check cross cross

# Run-time loading from LD_LIBRARY_PATH.
dll dl libd
dll dl libc3 "$out/dl/libd.so"
dll dl libbad
dll dl libe
prog dlopen
check dlopen dlopen LD_LIBRARY_PATH="$out/dl"
check dlopen_events dlopen LD_LIBRARY_PATH="$out/dl" PA64_DLD_DEBUG=1
prog static_dlopen -noshared -Wl,-u,puts
check static_dlopen static_dlopen LD_LIBRARY_PATH="$out/dl"

# A DLL in the program's directory.
dll . libe
prog exedir "$out/libe.so"
check exedir exedir

# main tail-calls a DLL function: exit must run with the program's gp.
dll . libt
prog tailcall "$out/libt.so"
check tailcall tailcall

# Failures at startup: a DLL not on the search path, a symbol the DLL no longer has.
dll gone libgone
prog missing "$out/gone/libgone.so" -Wl,-rpath,'$ORIGIN/lib'
check missing missing LD_LIBRARY_PATH="$out/dl"
dll v1 libv
dll v2 libv -DOLD_VERSION
prog unresolved "$out/v1/libv.so"
check unresolved unresolved LD_LIBRARY_PATH="$out/v2"

# A DLL whose DLT relocation names no symbol (a hidden object): refused, not misbound.
dll lib libhidden "$here/libhidden_data.c"
prog hidden "$out/lib/libhidden.so" -Wl,-rpath,'$ORIGIN/lib'
check hidden hidden

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
