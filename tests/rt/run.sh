#!/bin/bash
# Runs the guest-runtime tests: builds each tests/rt/NAME.c with bin/pacc (-noshared and
# -dynamic, each also stripped with -s), runs it on bin/pa64 and compares stdout, stderr
# and exit status.
#
# Per test: NAME.expected (stdout, required), NAME.stderr (stderr, if present),
# NAME.status (exit status, default 0), NAME.args (one argument per line),
# NAME.env (VAR=value lines added to the environment), NAME.flags (extra pacc options,
# whitespace-separated).
# usage: tests/rt/run.sh [-m noshared|dynamic|both|all] [NAME...]
set -u

. "$(dirname -- "$(readlink -f -- "$0")")/../lib.sh" rt
modes="noshared dynamic noshared-s dynamic-s"

while getopts m: opt; do
    case $opt in
        m) case $OPTARG in
               both) modes="noshared dynamic" ;;
               all) modes="noshared dynamic noshared-s dynamic-s" ;;
               noshared|dynamic|noshared-s|dynamic-s) modes=$OPTARG ;;
               *) echo "run.sh: -m $OPTARG: expected noshared, dynamic, noshared-s, dynamic-s, both or all" >&2
                  exit 2 ;;
           esac ;;
        *) echo "usage: tests/rt/run.sh [-m noshared|dynamic|both|all] [NAME...]" >&2; exit 2 ;;
    esac
done
shift $((OPTIND - 1))

[ -x "$pa64" ] || { echo "run.sh: $pa64: emulator not built" >&2; exit 2; }

if [ $# -eq 0 ]; then
    set --
    for f in "$here"/*.c; do
        set -- "$@" "$(basename "$f" .c)"
    done
fi

passed=0
failed=0

fail() {
    echo "FAIL $name [$mode]: $*"
    failed=$((failed + 1))
}

for mode in $modes; do
    mkdir -p "$out/$mode"
    for name in "$@"; do
        src=$here/$name.c
        [ -f "$src" ] || { echo "run.sh: $name: no such test" >&2; exit 2; }
        exe=$out/$mode/$name
        flags=()
        [ -f "$here/$name.flags" ] && read -r -a flags <"$here/$name.flags"
        link=(-"${mode%-s}")
        [ "$mode" != "${mode%-s}" ] && link+=(-s)      # stripped: no .symtab for the dld
        if ! "$pacc" "${link[@]}" -O2 -g -Wall -Wextra ${flags[@]+"${flags[@]}"} -o "$exe" "$src" \
                >"$exe.build.log" 2>&1; then
            fail "build failed (see $exe.build.log)"
            continue
        fi

        args=()
        if [ -f "$here/$name.args" ]; then
            while IFS= read -r line || [ -n "$line" ]; do args+=("$line"); done <"$here/$name.args"
        fi
        envs=()
        if [ -f "$here/$name.env" ]; then
            while IFS= read -r line || [ -n "$line" ]; do envs+=("$line"); done <"$here/$name.env"
        fi

        # A fresh scratch directory: tests create and remove files in their cwd.
        work=$out/work-$mode-$name
        rm -rf "$work"
        mkdir -p "$work"
        (cd "$work" && env ${envs[@]+"${envs[@]}"} timeout 120 "$pa64" "$exe" ${args[@]+"${args[@]}"} \
            </dev/null >"$exe.out" 2>"$exe.err")
        status=$?

        want_status=0
        [ -f "$here/$name.status" ] && want_status=$(cat "$here/$name.status")
        if [ "$status" != "$want_status" ]; then
            fail "exit status $status, expected $want_status"
            sed 's/^/    stderr: /' "$exe.err" | head -5
            continue
        fi
        if ! cmp -s "$exe.out" "$here/$name.expected"; then
            fail "stdout differs"
            diff "$here/$name.expected" "$exe.out" | head -10 | sed 's/^/    /'
            continue
        fi
        if [ -f "$here/$name.stderr" ] && ! cmp -s "$exe.err" "$here/$name.stderr"; then
            fail "stderr differs"
            diff "$here/$name.stderr" "$exe.err" | head -10 | sed 's/^/    /'
            continue
        fi
        rm -rf "$work"
        echo "PASS $name [$mode]"
        passed=$((passed + 1))
    done
done

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
