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
    c=$("$pa64" --profil-insns 1 "$out/sprofil" | tail -1)
    [ "$a" = "$c" ] && ok "--profil-insns 1 (value as the next argument) same ($c)" || bad "--profil-insns 1" "'$c' vs '$a'"
else
    bad "build sprofil" "pacc failed"
fi

# Function name -> calls from a flat profile whose columns are gprof's (or prof's with
# --prof): rows that have a call count.
calls_of() { awk -v col="$2" '$NF ~ /^[A-Za-z_]/ && NF >= col + 1 && $col ~ /^[0-9]+$/ {print $NF, $col}' "$1" | sort; }
# Names in order of self time (rows with nonzero self seconds, _mcount left out as gprof does).
ranking() { awk -v col="$2" '$col + 0 > 0 && $NF !~ /mcount/ {print $NF}' "$1" | head -"${3:-2}" | tr '\n' ' '; }

known_calls="heavy 6
light 39
run 3"

"$pacc" -O1 -o "$out/calls-plain" "$src/calls.c" || bad "build calls" "pacc failed"

# 2. pacc -G: gmon.out in <PROF1> form; hpcprof's gprof report and GNU gprof on the
#    converted file report the program's exact call counts and the same ranking.
# 3. pacc -p: mon.out with call counts; the same through prof's report.
for kind in G p; do
    file=$([ $kind = G ] && echo gmon.out || echo mon.out)
    dir=$out/run-$kind
    rm -rf "$dir"; mkdir -p "$dir"
    if ! "$pacc" -$kind -O1 -o "$dir/calls" "$src/calls.c"; then bad "pacc -$kind" "build failed"; continue; fi
    (cd "$dir" && "$pa64" --profil-insns=997 ./calls 2000000 > stdout.txt)
    [ -s "$dir/$file" ] && ok "pacc -$kind program writes $file" || { bad "pacc -$kind" "no $file"; continue; }
    head -c 8 "$dir/$file" | grep -q '<PROF1>' && ok "-$kind: $file starts with <PROF1>" || bad "-$kind header" "not <PROF1>"
    "$hpcprof" "$dir/$file" --exe "$dir/calls" > "$dir/hpcprof.txt" 2>&1 || bad "-$kind hpcprof" "$(head -3 "$dir/hpcprof.txt")"
    if [ $kind = G ]; then hcol=4; else hcol=4; fi
    got=$(calls_of "$dir/hpcprof.txt" $hcol | grep -v '^main ')
    [ "$got" = "$(sort <<< "$known_calls")" ] && ok "-$kind: hpcprof reports the exact call counts" || bad "-$kind hpcprof calls" "$(echo $got)"
    "$hpcprof" --to-gmon "$dir/conv.gmon" "$dir/$file" && ok "-$kind: --to-gmon" || bad "-$kind --to-gmon" "failed"
    if command -v $gprof > /dev/null; then
        $gprof -b -p "$dir/calls" "$dir/conv.gmon" > "$dir/gprof.txt" 2>&1
        gcalls=$(calls_of "$dir/gprof.txt" 4)
        # prof's counts have no callers; GNU gprof counts only calls from a known function
        # (docs/file-formats.md), so -p is compared on the ranking only.
        [ $kind = G ] && { [ "$gcalls" = "$(sort <<< "$known_calls")" ] && ok "-$kind: $gprof reports the exact call counts" || bad "-$kind gprof calls" "$(echo $gcalls) / $(head -2 "$dir/gprof.txt")"; }
        if [ $kind = G ]; then hc=3; else hc=2; fi
        hr=$(ranking "$dir/hpcprof.txt" $hc) gr=$(ranking "$dir/gprof.txt" 3)
        [ -n "$hr" ] && [ "$hr" = "$gr" ] && ok "-$kind: same flat ranking ($hr)" || bad "-$kind ranking" "hpcprof '$hr' vs gprof '$gr'"
    else
        bad "$gprof" "not installed (binutils-hppa64-linux-gnu)"
    fi
    if [ $kind = G ]; then
        # The call graph: gprof's chargeback from the same arcs and samples, line for line
        # (primary lines and arcs of the program's functions; gprof's [index] dropped).
        graph() { sed -n '/Call graph/,/^Index by function name/p' "$1" | sed -E 's/ \[[0-9]+\]$//; s/^\[[0-9]+\] +//' |
                  awk '$NF ~ /^(main|run|heavy|light)$/ && $(NF-1) ~ /[0-9]/ {$1 = $1; print}' | sort; }
        $gprof -b -q "$dir/calls" "$dir/conv.gmon" > "$dir/gprof-q.txt" 2>&1
        hg=$(graph "$dir/hpcprof.txt") gg=$(graph "$dir/gprof-q.txt")
        [ -n "$hg" ] && [ "$hg" = "$gg" ] && ok "-G: call graph with chargeback as gprof's ($(echo "$hg" | wc -l) lines)" \
            || bad "-G call graph" "$(diff <(echo "$hg") <(echo "$gg") | head -6 | tr '\n' '|')"
    fi
    plain=$("$pa64" "$out/calls-plain" 2000000 2>&1) || true
    [ "$(cat "$dir/stdout.txt")" = "$plain" ] && ok "-$kind: same output as uninstrumented" || bad "-$kind output" "differs"
done

# 4. csprof -e itimer --prof1: the <PROF1> converts, and gprof's flat profile ranks and
#    shares the samples as hpcprof --flat does on the same run.
dir=$out/csprof; rm -rf "$dir"; mkdir -p "$dir"
"$csprof" -e itimer@500 -o "$dir/c.csprof" --prof1 "$dir/c.prof1" "$out/calls-plain" 4000000 > /dev/null
head -c 8 "$dir/c.prof1" 2>/dev/null | grep -q '<PROF1>' && ok "csprof --prof1 writes <PROF1>" || bad "csprof --prof1" "no file"
"$hpcprof" --to-gmon "$dir/c.gmon" "$dir/c.prof1" && ok "csprof <PROF1> converts to gmon" || bad "--to-gmon csprof" "failed"
$gprof -b -p "$out/calls-plain" "$dir/c.gmon" > "$dir/gprof.txt" 2>&1
"$hpcprof" --flat "$dir/c.csprof" > "$dir/flat.txt"
# Compared in samples: hpcprof --flat's exclusive microseconds / 500 (the period), gprof's
# self seconds x 100 (a <PROF1> sample counts as one 10 ms tick). Percentages could differ:
# gprof leaves samples outside every function (the gateway page) out of its total.
# (the function's name: the last field but a "file:line" of where it is defined and "[inlined]")
hflat=$(awk '$2 ~ /%$/ && $1 + 0 > 0 {n = NF; if ($n ~ /:[0-9]+$/) n--; if ($n == "[inlined]") n--; printf "%s %d\n", $n, $1 / 500}' "$dir/flat.txt" | head -3)
gflat=$(awk '$1 ~ /^[0-9.]+$/ && $3 + 0 > 0 && $NF !~ /mcount/ {printf "%s %d\n", $NF, $3 * 100 + 0.5}' "$dir/gprof.txt" | head -3)
# A sample carries the CPU time it stands for, so ticks are rounded: within one per function.
near() { paste -d' ' <(echo "$1") <(echo "$2") | awk 'NF != 4 || $1 != $3 || $2 - $4 > 1 || $4 - $2 > 1 {bad = 1} END {exit bad}'; }
[ -n "$hflat" ] && near "$hflat" "$gflat" && ok "gprof flat profile agrees with hpcprof --flat (samples: $(echo $hflat))" \
    || bad "csprof gprof vs hpcprof" "'$(echo $hflat)' vs '$(echo $gflat)'"
"$hpcprof" --gprof "$dir/c.csprof" > "$dir/hgprof.txt" 2>&1 && grep -q "Call graph" "$dir/hgprof.txt" \
    && ok "hpcprof --gprof on HPC_CSPROF prints the call graph" || bad "hpcprof --gprof" "$(head -2 "$dir/hgprof.txt")"

# The same profile converted straight from HPC_CSPROF: the same flat shares (its rate is
# the itimer's, the <PROF1> route's is nominal).
"$hpcprof" --to-gmon "$dir/direct.gmon" "$dir/c.csprof" && $gprof -b -p "$out/calls-plain" "$dir/direct.gmon" > "$dir/gprof-direct.txt" 2>&1
# (gprof prints seconds to 2 decimals, too coarse at 2000 Hz: its percentages are compared)
# Functions of at least 2%: below that, one tick more or less (weighted itimer samples
# are rounded to ticks) decides whether a function appears at all. Selected by their
# share, not their self seconds, which print as 0.00 at 2000 Hz for a few samples.
share() { awk '$1 ~ /^[0-9.]+$/ && $1 >= 2 {print $NF, $1}' "$1"; }
dflat=$(share "$dir/gprof-direct.txt") pflat=$(share "$dir/gprof.txt")
[ -n "$dflat" ] && [ "$dflat" = "$pflat" ] && ok "--to-gmon from HPC_CSPROF: same flat profile as via <PROF1>" || bad "--to-gmon HPC_CSPROF" "'$(echo $dflat)' vs '$(echo $pflat)'"
grep -q "Each sample counts as 0.0005 seconds" "$dir/gprof-direct.txt" && ok "--to-gmon from HPC_CSPROF: rate from the itimer period (2000 Hz)" \
    || bad "--to-gmon rate" "$(grep 'Each sample' "$dir/gprof-direct.txt")"

# The 100 Hz clock of guest CPU time (no deterministic tick): some ticks, and never more
# than 100 per second of the run's wall-clock time (CPU time cannot exceed it).
dir=$out/cpu-tick; rm -rf "$dir"; mkdir -p "$dir"
t0=$(date +%s%N)
(cd "$dir" && "$pa64" "$out/run-G/calls" 3000000 > /dev/null)
t1=$(date +%s%N)
ticks=$("$hpcprof" --dump "$dir/gmon.out" | awk '/^  bucket / {s += $NF} END {print s + 0}')
limit=$(( (t1 - t0) / 10000000 + 1 ))
[ "$ticks" -gt 0 ] && [ "$ticks" -le "$limit" ] && ok "100 Hz CPU-time clock: $ticks ticks (at most $limit by the wall clock)" \
    || bad "100 Hz clock" "$ticks ticks, limit $limit"

# 5. Built with -G, the bench programs and the torture sample print what they print
#    uninstrumented (smaller inputs than bench/ uses; the data file goes to /dev/null).
dir=$out/bench; mkdir -p "$dir"
for spec in "fib 22" "nbody 5000" "qsort 20000" "sieve 200000 20" "wordhash 40000"; do
    set -- $spec; b=$1; shift
    if "$pacc" -O2 -o "$dir/$b" "$root/bench/$b.c" && "$pacc" -G -O2 -o "$dir/$b-G" "$root/bench/$b.c"; then
        a=$("$pa64" "$dir/$b" "$@" 2>&1); g=$(PA64_MONOUT=/dev/null "$pa64" "$dir/$b-G" "$@" 2>&1)
        [ -n "$a" ] && [ "$a" = "$g" ] && ok "bench $b -G: same output" || bad "bench $b -G" "output differs"
    else
        bad "bench $b" "build failed"
    fi
done
cat > "$out/pacc-G" <<EOS
#!/bin/sh
exec "$pacc" -G "\$@"
EOS
chmod +x "$out/pacc-G"
# The sources: unpacked here too (the torture sample suite may not have run yet).
"$root/tests/torture/extract.sh" "$root/build/torture/src" >/dev/null || bad "torture sources" "extract.sh failed"
tt=$(PACC=$out/pacc-G PA64_MONOUT=/dev/null "$root/tests/torture/run.sh" -n torture-G -O "-O0 -O2" \
        -l "$root/tests/torture/sample.txt" "$root/build/torture/src" "$out/torture-G" 2>&1 | tail -1)
tp=$(echo "$tt" | grep -oE '[0-9]+ passed' | grep -oE '[0-9]+') tf=$(echo "$tt" | grep -oE '[0-9]+ failed' | grep -oE '[0-9]+')
[ -n "$tp" ] && [ "$tp" -gt 100 ] && [ "$tf" = 0 ] && ok "torture sample -O0/-O2 -G: $tt" || bad "torture sample -G" "$tt"

echo "$pass passed, $fail failed"
[ "$fail" = 0 ]
