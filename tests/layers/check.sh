#!/bin/bash
# The layering rule (README "Layout"): emu/ is the machine and knows nothing of the
# profiler. Checks that no file of emu/cpu or emu/os includes a header of src/ (by a path into
# src/, or by a name only src/ has), and, when the host objects are built, that no
# emulator object needs a symbol only the profiler's objects define.
cd "$(dirname "$0")/../.." || exit 1
pass=0 fail=0
ok() { pass=$((pass + 1)); echo "ok   $1"; }
bad() { fail=$((fail + 1)); echo "FAIL $1: $2"; }

# 1. Includes: a quoted name resolved from emu/ must not land in src/; one that emu/
#    does not have must not be a src/ header either (an -Isrc would find it).
viol=""
for f in emu/cpu/*.[ch] emu/os/*.[ch]; do
    while IFS= read -r name; do
        real=$(realpath -m "$(dirname "$f")/$name")
        if [[ $real == "$PWD"/src/* ]]; then viol+=" $f:$name"
        elif [ ! -e "emu/cpu/$name" ] && [ ! -e "emu/os/$name" ] && { [ -e "src/$name" ] || compgen -G "src/*/$name" > /dev/null; }; then viol+=" $f:$name"
        fi
    done < <(sed -nE 's/^[[:space:]]*#[[:space:]]*include[[:space:]]*"([^"]+)".*/\1/p' "$f")
done
[ -z "$viol" ] && ok "emu/ includes no src/ header" || bad "emu/ includes src/ headers" "$viol"

# 2. Symbols: the emulator's objects (build/host/NAME.o for emu/NAME.c) link without
#    the profiler's (build/host/src/**.o).
objs=() profs=()
for f in emu/cpu/*.c emu/os/*.c; do o=build/host/$(basename "${f%.c}").o; [ -e "$o" ] && objs+=("$o"); done
mapfile -t profs < <(find build/host/src -name '*.o' 2> /dev/null)
if [ ${#objs[@]} -gt 0 ] && [ ${#profs[@]} -gt 0 ]; then
    needed=$(comm -23 <(nm -u "${objs[@]}" | awk 'NF == 2 { print $2 }' | sort -u) \
                      <(nm --defined-only "${objs[@]}" | awk 'NF == 3 { print $3 }' | sort -u))
    from_src=$(comm -12 <(echo "$needed") <(nm --defined-only "${profs[@]}" | awk 'NF == 3 && $2 ~ /[A-Z]/ { print $3 }' | sort -u))
    [ -z "$from_src" ] && ok "emu/ objects need no profiler symbol" || bad "emu/ objects use profiler symbols" "$(echo $from_src)"
else
    echo "skip emu/ objects need no profiler symbol (host objects not built)"
fi
echo "$pass passed, $fail failed"
[ "$fail" = 0 ]
