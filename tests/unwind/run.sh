#!/bin/bash
# Unwinder tests: every program runs under `bin/pa64 --verify-unwind=1`, which unwinds
# the guest stack before every instruction and compares it with the shadow call stack
# (calls and returns as executed). A run passes when the program exits 0 and the
# report says 0 mismatches.
#   - tests/unwind/*.c at -O0 and -O2 (dynamic, the default) and -O2 -noshared;
#     dll.c with its DLL libuw.c (import stubs, callbacks, dlopen constructors)
#   - the bench programs with smaller inputs (full size at N=1 takes hours: every check
#     unwinds the whole stack, and fib's Ackermann recursion is ~1000 frames deep), also
#     two of them built -noshared -s (stripped: the unwind table found by section)
#   - the torture sample of make check at -O0 and -O2 (tests/unwind/torture.sh)
# usage: run.sh [-q]    (-q: skip the torture sample; ONLY="setjmp signals" picks programs)
# The last line is `N passed, M failed`.
set -u
. "$(dirname -- "$(readlink -f -- "$0")")/../lib.sh" unwind
quick=
[ "${1:-}" = -q ] && quick=1
[ -x "$pa64" ] || { echo "run.sh: $pa64: emulator not built" >&2; exit 2; }
mkdir -p "$out"

passed=0
failed=0

# verify NAME EXE [ARGS...]: one run under --verify-unwind=1.
verify() {
    local name=$1 exe=$2
    shift 2
    (cd "$out" && timeout 900 "$pa64" --verify-unwind=1 "$exe" "$@" </dev/null >"$out/$name.out" 2>"$out/$name.err")
    local rc=$? line
    line=$(grep '^verify-unwind: [0-9]* checks' "$out/$name.err")
    if [ $rc -ne 0 ]; then
        echo "FAIL $name: exit $rc"; sed 's/^/    /' "$out/$name.err" | head -8
        failed=$((failed + 1))
    elif [[ $line != *", 0 mismatches" ]] || [[ $line == "verify-unwind: 0 checks"* ]]; then
        echo "FAIL $name: ${line:-no report}"; sed 's/^/    /' "$out/$name.err" | head -12
        failed=$((failed + 1))
    else
        local skip
        skip=$(sed -n 's/^verify-unwind: \([0-9]*\) instructions not checked.*/, \1 not checked (stack switch)/p' "$out/$name.err")
        echo "PASS $name: ${line#verify-unwind: }$skip"
        passed=$((passed + 1))
    fi
}

# build NAME SRC FLAGS...: bin/pacc into $out/NAME.
build() {
    local name=$1 src=$2
    shift 2
    if ! "$pacc" -g -Wall -Wextra -o "$out/$name" "$src" "$@" >"$out/$name.build.log" 2>&1; then
        echo "FAIL $name: build failed (see $out/$name.build.log)"
        failed=$((failed + 1))
        return 1
    fi
}

for t in ${ONLY:-recursion alloca bigframe millicode setjmp fnptr varargs signals}; do
    for o in -O0 -O2; do build "$t$o" "$here/$t.c" "$o" && verify "$t$o" "$out/$t$o"; done
    build "$t-static" "$here/$t.c" -O2 -noshared && verify "$t-static" "$out/$t-static"
done

# DLLs: the program finds libuw.so through its run path, and dlopens a second copy
# by path (another soname, so the dld loads it and runs its constructor).
mkdir -p "$out/lib"
for o in -O0 -O2; do
    if build "lib/libuw.so" "$here/libuw.c" "$o" -shared -Wl,-soname,libuw.so &&
       build "lib/libuwdl$o.so" "$here/libuw.c" "$o" -shared -Wl,-soname,libuwdl$o.so; then
        build "dll$o" "$here/dll.c" "$o" "$out/lib/libuw.so" -Wl,-rpath,'$ORIGIN/lib' &&
            verify "dll$o" "$out/dll$o" "$out/lib/libuwdl$o.so"
    fi
done

# The benchmarks, smaller.
benchargs=(fib:12 sieve:"200000 30" nbody:3000 wordhash:20000 qsort:20000)
for b in "${benchargs[@]}"; do
    name=${b%%:*} args=${b#*:}
    # shellcheck disable=SC2086
    build "bench-$name" "$root/bench/$name.c" -std=c11 -O2 -lm && verify "bench-$name" "$out/bench-$name" $args
    # Stripped and static: no symbols at all; the unwind table is found by its section.
    # (Two of them; tests/profile/run.sh profiles all five stripped.)
    case $name in fib|nbody) ;; *) continue ;; esac
    # shellcheck disable=SC2086
    build "bench-$name-stripped" "$root/bench/$name.c" -std=c11 -O2 -noshared -s -lm &&
        verify "bench-$name-stripped" "$out/bench-$name-stripped" $args
done

if [ -z "$quick" ]; then
    tout=$("$here/torture.sh" 2>&1)
    echo "$tout" | grep -E '^FAIL|^torture'
    tp=$(echo "$tout" | sed -n 's/^\([0-9]*\) passed, \([0-9]*\) failed$/\1/p')
    tf=$(echo "$tout" | sed -n 's/^\([0-9]*\) passed, \([0-9]*\) failed$/\2/p')
    echo "torture sample under --verify-unwind: ${tp:-0} passed, ${tf:-?} failed"
    passed=$((passed + ${tp:-0}))
    failed=$((failed + ${tf:-1}))
fi

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
