#!/bin/bash
# Runs the loader/dld/unwinder libFuzzer harnesses (built by `make fuzz`) for FUZZ_S
# seconds each (default 60), seeded with real pacc output, and prints per harness the
# executions, coverage (libFuzzer's cov: edges and ft: features) and crash count.
# Crash inputs are kept in build/fuzz/crashes/NAME/; exit status 1 if any.
# FUZZ_ONLY="program dll" runs only those harnesses (a long campaign split over runs).
set -u
root=$(cd "$(dirname "$(readlink -f "$0")")/../.." && pwd)
dir=$root/build/fuzz
secs=${FUZZ_S:-60}
pacc=$root/bin/pacc
seeds=$dir/seeds
mkdir -p "$seeds"/{program,dll,unwind}

# Seeds: programs (static, dynamic, stripped), a DLL, and the unwind tables of both.
src=$root/tests/hostile
"$pacc" -O2 -g -o "$seeds/program/dyn" "$src/hello.c" || exit 2
"$pacc" -noshared -O2 -o "$seeds/program/sta" "$src/hello.c" || exit 2
"$pacc" -O2 -s -o "$seeds/program/dyn-s" "$src/hello.c" || exit 2
"$pacc" -shared -O2 -o "$seeds/dll/libh.so" "$src/libh.c" || exit 2
"$pacc" -O2 -o "$dir/dlopener" "$src/dlopener.c" || exit 2
"$pacc" -noshared -O2 -g -o "$dir/unwind-main" "$root/tests/unwind/recursion.c" || exit 2
for p in "$seeds/program/sta" "$dir/unwind-main"; do
    hppa64-linux-gnu-objcopy -O binary --only-section=.PARISC.unwind "$p" "$seeds/unwind/$(basename "$p").unwind"
done

crashes=0
for name in ${FUZZ_ONLY:-program dll unwind}; do
    corpus=$dir/corpus/$name
    art=$dir/crashes/$name
    mkdir -p "$corpus" "$art"
    main=$seeds/program/dyn
    [ "$name" = dll ] && main=$dir/dlopener
    [ "$name" = unwind ] && main=$dir/unwind-main
    log=$dir/$name.log
    PA64_FUZZ_MAIN=$main ASAN_OPTIONS=detect_leaks=0 "$dir/fuzz_$name" -max_total_time="$secs" \
        -rss_limit_mb=2048 -timeout=10 -max_len=200000 -print_final_stats=1 \
        -artifact_prefix="$art/" "$corpus" "$seeds/$name" >"$log" 2>&1
    execs=$(grep -oE 'stat::number_of_executed_units: *[0-9]+' "$log" | grep -oE '[0-9]+$')
    cov=$(grep -E '^#[0-9]+' "$log" | tail -1 | grep -oE 'cov: [0-9]+ ft: [0-9]+')
    n=$(find "$art" -type f | wc -l)
    crashes=$((crashes + n))
    printf 'fuzz_%-8s %4ss  %10s execs  %-22s %d crash/timeout/oom inputs (%s)\n' \
        "$name" "$secs" "${execs:-?}" "${cov:-cov: ?}" "$n" "$log"
done
[ "$crashes" = 0 ]
