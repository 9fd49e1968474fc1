#!/bin/bash
# one.sh: build and run one gcc.c-torture/execute test at one optimisation level.
# usage: one.sh LEVEL TEST        (TEST relative to $TORTURE_SRC, e.g. 20000112-1.c, ieee/mzero2.c)
# environment (set by run.sh): TORTURE_SRC, TORTURE_WORK, TORTURE_TIMEOUT, PACC, PA64, TORTURE_DIR
# Writes one record line to $TORTURE_WORK/res/LEVEL/TEST.res:
#   PASS|FAIL|SKIP|CERR <tab> LEVEL <tab> TEST <tab> detail
# CERR = the compiler or linker rejected the test (detail: its first error line); SKIP = a
# DejaGnu directive excludes it for this target; FAIL detail = "exit N", "timeout" or the
# emulator's "pa64: guest ..." line.  The binary is kept only when the test does not pass.
set -u
level=$1
test=$2
src=$TORTURE_SRC/$test
base=${test%.c}
key=${base//\//_}
out=$TORTURE_WORK/${level#-}
res=$TORTURE_WORK/res/${level#-}/$key.res
mkdir -p "$out" "$(dirname "$res")"
exe=$out/$key
clog=$out/$key.compile.log
rlog=$out/$key.run.log

record() {                      # STATUS DETAIL
    printf '%s\t%s\t%s\t%s\n' "$1" "$level" "$test" "$2" >"$res.tmp" && mv "$res.tmp" "$res"
}

# Directives: extra flags, skips, expected failures.  ieee/ tests get -fno-inline (ieee.exp).
extra=
case $test in ieee/*) extra=-fno-inline ;; esac
xfile=()
[ -f "$TORTURE_SRC/$base.x" ] && xfile=("$TORTURE_SRC/$base.x")
opts=
xfail=
while IFS= read -r line; do
    case $line in
        "SKIP "*) record SKIP "${line#SKIP }"; exit 0 ;;
        "XFAIL "*) xfail=${line#XFAIL } ;;
        "OPT "*) opts=${line#OPT } ;;
    esac
done < <(awk -v level="$level" -v extra="$extra" -f "$TORTURE_DIR/directives.awk" "$src" "${xfile[@]}")

# Build.  Options from the test come after the level, as DejaGnu orders them.
# shellcheck disable=SC2086  # $opts is a list of words
if ! "$PACC" -w "$level" $opts -o "$exe" "$src" -lm >"$clog" 2>&1; then
    msg=$(grep -m1 -E '(error|undefined reference|cannot find|multiple definition)' "$clog" ||
          grep -m1 -v '^\s*$' "$clog")
    msg=${msg#"$TORTURE_SRC/"}
    msg=${msg//$'\t'/ }
    record CERR "${msg:-compiler failed without a message}"
    exit 0
fi

# Run with a time limit and a bounded output file; stdin is empty.
# If pa64 cannot be started (126/127: e.g. make is relinking it right now), retry a little.
for attempt in 1 2 3 4 5; do
    (
        ulimit -f 8192 2>/dev/null
        cd "$out" && exec timeout -k 5 "$TORTURE_TIMEOUT" "$PA64" "$exe" </dev/null >"$rlog" 2>&1
    )
    rc=$?
    case $rc in 126|127) grep -q '^timeout: failed to run' "$rlog" && [ $attempt -lt 5 ] && { sleep 2; continue; } ;; esac
    break
done
if [ "$rc" -eq 0 ]; then
    [ -n "$xfail" ] && { record PASS "unexpected pass ($xfail)"; rm -f "$exe"; exit 0; }
    record PASS ""
    rm -f "$exe" "$clog" "$rlog"
    exit 0
fi
case $rc in
    124|137) detail="timeout (${TORTURE_TIMEOUT} s)" ;;
    126|127) detail=$(grep -m1 '^timeout: ' "$rlog")    # pa64 itself could not be started
             detail=${detail:+could not start pa64: ${detail#timeout: }}
             detail=${detail:-exit $rc} ;;
    *) # The emulator's guest-fault line if there is one, else the exit status (plus any
       # other message of the emulator, e.g. "guest killed by signal 6", without the path).
       detail=$(grep -m1 '^pa64: guest ' "$rlog")
       if [ -z "$detail" ]; then
           msg=$(grep -m1 '^pa64: ' "$rlog")
           msg=${msg//"$exe: "/}
           detail="exit $rc${msg:+ ($msg)}"
       fi ;;
esac
[ -n "$xfail" ] && detail="$detail [$xfail]"
record FAIL "$detail"
