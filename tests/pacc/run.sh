#!/bin/bash
# The compiler driver's header isolation: a guest program sees newlib's, our runtime's
# (emu/rt/include) and gcc's own freestanding headers, never the host's cross glibc
# (Debian's libc6-dev-hppa-cross links /usr/hppa64-linux-gnu/include to the 32-bit
# glibc headers, which gcc's default path reaches); stripped dynamically bound programs
# still start. Ends with "N passed, M failed".
root=$(cd "$(dirname "$0")/../.." && pwd)
out=$root/build/tests/pacc
mkdir -p "$out"
pacc=$root/bin/pacc
cc=${PACC_CC:-hppa64-linux-gnu-gcc}
pass=0 fail=0
ok() { echo "PASS $1"; pass=$((pass + 1)); }
bad() { echo "FAIL $1: $2"; fail=$((fail + 1)); }

gccinc=$("$cc" -print-file-name=include)
allowed=
for d in "$root/emu/rt/include" "$root/build/sysroot/hppa64-unknown-elf/include" "$gccinc"; do
    allowed+=" $(readlink -m "$d")"    # (build/sysroot may be a link, as in make check-asan)
done

# 1. The preprocessor's whole search path, including the directories it would search
#    if they existed ("ignoring nonexistent directory"), is exactly the allowed three.
printf 'int x;\n' > "$out/empty.c"
"$pacc" -E -v -o /dev/null "$out/empty.c" > "$out/search.txt" 2>&1
dirs=$(awk '/^#include <\.\.\.> search starts here:/ {on = 1; next} /^End of search list/ {on = 0}
            on {print $1} /^ignoring (nonexistent|duplicate) directory/ {gsub(/"/, "", $NF); print $NF}' "$out/search.txt")
extra=$(for d in $dirs; do r=$(readlink -m "$d"); case " $allowed " in *" $r "*) ;; *) echo "$d" ;; esac; done)
n=$(echo "$dirs" | grep -c .)
[ -z "$extra" ] && [ "$n" = 3 ] && ok "include search path is runtime, newlib, gcc only" \
    || bad "include search path" "$(echo $extra) (of $n directories)"

# 2. A glibc-only header is not found (whether or not the cross glibc is installed).
for h in gnu/libc-version.h sys/epoll.h; do
    printf '#include <%s>\nint main(void){return 0;}\n' "$h" > "$out/glibc.c"
    if "$pacc" -c -o "$out/glibc.o" "$out/glibc.c" > "$out/glibc.err" 2>&1; then
        bad "<$h>" "compiled (a host glibc header leaked in)"
    else
        grep -q "$h: No such file" "$out/glibc.err" && ok "<$h> not found" || bad "<$h>" "$(head -1 "$out/glibc.err")"
    fi
done
[ -e /usr/hppa64-linux-gnu/include/gnu/libc-version.h ] \
    && echo "note: the host's cross glibc is installed, and plain $cc would find it"

# 3. The freestanding and C library headers still work, in a program that runs.
cat > "$out/std.c" <<'C'
#include <limits.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <time.h>
static int sum(int n, ...) { va_list a; va_start(a, n); int s = 0; while (n--) s += va_arg(a, int); va_end(a); return s; }
int main(void) { printf("%d %d %zu %d\n", sum(3, 1, 2, 3), INT_MAX == 2147483647, sizeof(size_t), (int)sizeof(int64_t)); return 0; }
C
if "$pacc" -O2 -o "$out/std" "$out/std.c" 2> "$out/std.err" && [ "$("$root/bin/pa64" "$out/std")" = "6 1 8 8" ]; then
    ok "stdarg/stddef/limits/stdint/stdio headers work"
else
    bad "standard headers" "$(head -2 "$out/std.err")"
fi

# 4. A stripped dynamically bound program (pacc -s, or strip afterwards) still gets its
#    system calls, arguments and environment from the dld: the names it fills in are in
#    .dynsym, which stripping keeps.
cat > "$out/strip.c" <<'C'
#include <stdio.h>
#include <stdlib.h>
int main(int argc, char **argv) { printf("%d %s %s\n", argc, argv[1], getenv("PACC_T")); return 5; }
C
"$pacc" -O2 -s -o "$out/strip-s" "$out/strip.c" && "$pacc" -O2 -o "$out/strip-full" "$out/strip.c" \
    && hppa64-linux-gnu-strip -o "$out/strip-after" "$out/strip-full" || bad "stripped build" "pacc or strip failed"
for p in strip-s strip-after; do
    got=$(PACC_T=env "$root/bin/pa64" "$out/$p" arg 2>&1); st=$?
    [ "$got" = "2 arg env" ] && [ "$st" = 5 ] && ok "stripped dynamic program runs ($p)" \
        || bad "stripped dynamic program ($p)" "status $st: $got"
done

# 9. The guest libm is built without floating-point contraction (docs/guest-abi.md):
#    fdlibm's error bounds assume a*b+c rounded twice, so no fused multiply-add anywhere.
libm=$root/build/sysroot/hppa64-unknown-elf/lib/libm.a
fused=$(hppa64-linux-gnu-objdump -d "$libm" 2>/dev/null | awk '/^[0-9a-f]+ <.*>:$/ {f = $2} /\tfmpy(n)?fadd/ {print f}' | sort -u)
nfuncs=$(hppa64-linux-gnu-objdump -d "$libm" 2>/dev/null | grep -c '^[0-9a-f]* <__ieee754_\(log\|pow\|exp\)>:')
[ "$nfuncs" = 3 ] && [ -z "$fused" ] && ok "libm: no fused multiply-add (fdlibm's log, pow, exp and the rest)" \
    || bad "libm contraction" "$nfuncs of log/pow/exp found; fused in: $(echo $fused | head -c 200)"

echo "$pass passed, $fail failed"
[ "$fail" = 0 ]
