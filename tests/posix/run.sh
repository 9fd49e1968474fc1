#!/bin/bash
# The POSIX layer's own checks (part of make check): each NAME.c here is a guest program
# whose checks print "ok CHECK" or "FAIL CHECK: why" (check.h); it is built with bin/pacc,
# run on bin/pa64 in a scratch directory, and its output compared with NAME.expected.
# Every expected line is one check: it passes when the output has it. tty.c's terminal
# half runs on a pseudo-terminal made by script(1); locks.c's "probe" runs against a
# second guest process holding a lock. The LTP yardstick is tests/posix/suite.sh.
set -u
. "$(dirname -- "$(readlink -f -- "$0")")/../lib.sh" posix
mkdir -p "$out"
[ -x "$pa64" ] || { echo "posix: $pa64: not built" >&2; exit 2; }
passed=0 failed=0

# compare NAME ACTUAL-FILE: counts the expected lines found and missing.
compare() {
    local name=$1 actual=$2 line
    while IFS= read -r line; do
        if grep -qxF -- "$line" "$actual"; then passed=$((passed + 1))
        else failed=$((failed + 1)); echo "FAIL posix $name: missing '$line'"; fi
    done < "$here/$name.expected"
    # A failing check that the expected file does not list counts too.
    while IFS= read -r line; do
        line=${line#FAIL }
        grep -qxF -- "ok ${line%%: line *}" "$here/$name.expected" || failed=$((failed + 1))
        echo "  ($name) FAIL $line"
    done < <(grep '^FAIL' "$actual")
}

scratch() { rm -rf "$out/run" && mkdir -p "$out/run" && cd "$out/run" || exit 2; }

for src in "$here"/*.c; do
    name=$(basename "$src" .c)
    if ! "$pacc" -O1 -Wall -Werror -o "$out/$name" "$src" > "$out/$name.build" 2>&1; then
        echo "FAIL posix $name: build"; cat "$out/$name.build"; failed=$((failed + 1)); continue
    fi
done

for name in files dirs wait tty progs; do
    scratch
    timeout 60 "$pa64" "$out/$name" < /dev/null > "$out/$name.out" 2>&1
    compare "$name" "$out/$name.out"
done

scratch
timeout 60 "$pa64" "$out/limits" "$(id -u)" "$(id -g)" < /dev/null > "$out/limits.out" 2>&1
compare limits "$out/limits.out"

# Locks between two guest processes: the holder announces itself with its pid in a file.
scratch
timeout 60 "$pa64" "$out/locks" < /dev/null > "$out/locks.out" 2>&1
compare locks "$out/locks.out"
: > l2.dat
timeout 60 "$pa64" "$out/locks" hold l2.dat ready < /dev/null > "$out/locks-hold.out" 2>&1 &
holder=$!
for _ in $(seq 300); do [ -e ready ] && break; sleep 0.05; done
timeout 60 "$pa64" "$out/locks" probe l2.dat "$(cat ready)" < /dev/null > "$out/locks-probe.out" 2>&1
rm -f ready
wait "$holder"
compare locks-probe "$out/locks-probe.out"

# getlogin follows the kernel's audit login uid: with none (ENXIO), and with one set as a
# login sets it (root only; where it cannot be set, a line says that half was skipped).
scratch
uid=$(cat /proc/self/loginuid 2>/dev/null || echo 4294967295)
if [ "$uid" = 4294967295 ]; then
    timeout 60 "$pa64" "$out/progs" nologin < /dev/null > "$out/progs-nologin.out" 2>&1
    compare progs-nologin "$out/progs-nologin.out"
    if sh -c 'echo 0 > /proc/self/loginuid' 2> /dev/null; then
        sh -c 'echo 0 > /proc/self/loginuid && exec "$@"' sh timeout 60 "$pa64" "$out/progs" login \
            "$(id -nu 0)" < /dev/null > "$out/progs-login.out" 2>&1
        compare progs-login "$out/progs-login.out"
    else
        echo "posix progs-login: skipped (cannot set a login uid here)"
    fi
else
    timeout 60 "$pa64" "$out/progs" login "$(id -nu "$uid")" < /dev/null > "$out/progs-login.out" 2>&1
    compare progs-login "$out/progs-login.out"
fi

# Signals the emulator's parent left ignored stay ignored for the guest, as across exec.
scratch
timeout 60 env --ignore-signal=INT,HUP "$pa64" "$out/progs" signals ignored < /dev/null > "$out/progs-ignored.out" 2>&1
compare progs-ignored "$out/progs-ignored.out"
timeout 60 env --default-signal=INT,HUP "$pa64" "$out/progs" signals default < /dev/null > "$out/progs-default.out" 2>&1
compare progs-default "$out/progs-default.out"

# The terminal half on a pseudo-terminal.
scratch
timeout 60 script -qec "$pa64 $out/tty tty" /dev/null < /dev/null > "$out/tty-terminal.out" 2>&1
tr -d '\r' < "$out/tty-terminal.out" > "$out/tty-terminal.txt"
compare tty-terminal "$out/tty-terminal.txt"

cd "$root" && rm -rf "$out/run"
echo "posix: $passed passed, $failed failed"
[ "$failed" = 0 ]
