#!/bin/bash
# Classic profiling (issue 10): profil/sprofil clause by clause under the deterministic
# tick, pacc -p/-G programs writing mon.out/gmon.out, hpcprof's prof/gprof reports, and
# conversion to GNU gmon.out read by Debian's hppa64-linux-gnu-gprof. Ends "N passed, M failed".
root=$(cd "$(dirname "$0")/../.." && pwd)
src=$root/tests/classic
out=$root/build/tests/classic
mkdir -p "$out"
pacc=$root/bin/pacc pa64=$root/bin/pa64 csprof=$root/bin/csprof hpcprof=$root/bin/hpcprof
gprof=hppa64-linux-gnu-gprof
pass=0 fail=0
ok() { echo "PASS $1"; pass=$((pass + 1)); }
bad() { echo "FAIL $1: $2"; fail=$((fail + 1)); }

# 1. sprofil(2): the guest program checks each clause with exact counts (a tick on every
#    instruction); its own ok/FAIL lines count one each here.
if "$pacc" -O2 -o "$out/sprofil" "$src/sprofil.c" "$src/spin.S"; then
    while read -r word rest; do
        case $word in
            ok) ok "sprofil: $rest" ;;
            FAIL) bad "sprofil" "$rest" ;;
        esac
    done < <(PA64_PROFIL_INSNS=1 "$pa64" "$out/sprofil")
    # The option does what the environment variable does.
    a=$(PA64_PROFIL_INSNS=1 "$pa64" "$out/sprofil" | tail -1)
    b=$("$pa64" --profil-insns=1 "$out/sprofil" | tail -1)
    [ "$a" = "$b" ] && ok "--profil-insns=1 same as PA64_PROFIL_INSNS=1 ($b)" || bad "--profil-insns" "'$b' vs '$a'"
else
    bad "build sprofil" "pacc failed"
fi

echo "$pass passed, $fail failed"
[ "$fail" = 0 ]
