# tests/lib.sh: the start every tests/SUITE/*.sh shares, sourced as
#   . "$(dirname -- "$(readlink -f -- "$0")")/../lib.sh" NAME
# Sets here (the script's folder), root (the checkout), the tools -- PA64, CSPROF and
# HPCPROF may name other builds of them (tests/blocks runs tests/rt through its
# differential runner, check-asan the sanitizer builds) -- and out=build/tests/NAME.
here=$(cd -- "$(dirname -- "$(readlink -f -- "$0")")" && pwd)
root=$(cd -- "$here/../.." && pwd)
pacc=$root/bin/pacc
pa64=${PA64:-$root/bin/pa64}
csprof=${CSPROF:-$root/bin/csprof}
hpcprof=${HPCPROF:-$root/bin/hpcprof}
out=$root/build/tests/$1
