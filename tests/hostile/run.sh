#!/bin/bash
# Hostile inputs (issue 13): real pacc-built programs and DLLs with one field edited by
# elfedit.py, and the regression files in cases/ (crashes `make fuzz` found). Every bad
# program must end with ONE stderr line naming the file and the field and a status in
# 1..127 (no host crash, no hang, no guest-fault report); a bad DLL must make dlopen fail
# with the reason in dlerror(). Runs under ASan too (make check-asan).
# The last line is `N passed, M failed`.
set -u

. "$(dirname -- "$(readlink -f -- "$0")")/../lib.sh" hostile
edit=(python3 "$here/elfedit.py")

[ -x "$pa64" ] || { echo "run.sh: $pa64: emulator not built" >&2; exit 2; }
rm -rf "$out"
mkdir -p "$out"

passed=0
failed=0
edited_programs=() edited_dlls=()
pass() { echo "PASS $1"; passed=$((passed + 1)); }
fail() { echo "FAIL $1: $2"; failed=$((failed + 1)); }

build() {  # OUT PACC-ARGS...
    local o=$1
    shift
    "$pacc" "$@" -o "$out/$o" >"$out/$o.build.log" 2>&1 || { fail "$o" "build failed"; return 1; }
}
build dyn -O2 -g "$here/hello.c"
build sta -noshared -O2 -g "$here/hello.c"
build libh.so -shared -O2 "$here/libh.c"
build dlopener -O2 "$here/dlopener.c"
build datajump -O2 -g "$here/datajump.c"
build codestore -O2 -g "$here/codestore.c"
build codestore-static -noshared -O2 -g "$here/codestore.c"

# run NAME CMD...: runs with a time limit; sets status, err (stderr) and sout (stdout).
run() {
    local name=$1
    shift
    (cd "$out" && timeout 60 "$@" </dev/null >"$out/$name.out" 2>"$out/$name.err")
    status=$?
    err=$(cat "$out/$name.err")
    sout=$(cat "$out/$name.out")
}

# reject NAME BASE REGEX EDIT...: BASE with the edits must be refused in one line that
# names the file ($out/NAME) and matches REGEX.
reject() {
    local name=$1 base=$2 re=$3
    shift 3
    "${edit[@]}" "$out/$base" "$out/$name" "$@" || { fail "$name" "elfedit failed"; return; }
    edited_programs+=("$out/$name")
    run "$name" "$pa64" "$out/$name"
    local lines
    lines=$(printf '%s\n' "$err" | grep -c .)
    if [ "$status" -lt 1 ] || [ "$status" -gt 127 ]; then
        fail "$name" "exit status $status, expected 1..127 (${err:0:200})"
    elif [ "$lines" != 1 ]; then
        fail "$name" "$lines stderr lines, expected one: ${err:0:300}"
    elif [[ "$err" != *"$out/$name"* ]] || ! [[ "$err" =~ $re ]]; then
        fail "$name" "message does not name the file and /$re/: $err"
    else
        pass "$name"
    fi
}

# reject_dll NAME REGEX EDIT...: libh.so with the edits; dlopen must fail naming the
# file and matching REGEX, and the program go on.
reject_dll() {
    local name=$1 re=$2
    shift 2
    "${edit[@]}" "$out/libh.so" "$out/$name.so" "$@" || { fail "$name" "elfedit failed"; return; }
    edited_dlls+=("$out/$name.so")
    run "$name" "$pa64" "$out/dlopener" "$out/$name.so"
    if [ "$status" != 1 ] || [ -n "$err" ]; then
        fail "$name" "exit status $status, expected 1 with no stderr: ${err:0:300}"
    elif [[ "$sout" != "dlopen failed: "*"$out/$name.so"* ]] || ! [[ "$sout" =~ $re ]]; then
        fail "$name" "dlerror does not name the file and /$re/: $sout"
    else
        pass "$name"
    fi
}

# Header tables whose offsets wrap or run past the end of the file (item 2).
reject phoff_wraps dyn 'e_phoff' ehdr.e_phoff=0xfffffffffffffff0
reject shoff_wraps dyn 'e_shoff' ehdr.e_shoff=0xffffffffffffffc0
reject filesz_past_end dyn 'p_filesz' 'phdr[LOAD].p_filesz=0x7fffffffffffffff'
reject memsz_wraps dyn 'p_memsz' 'phdr[LOAD].p_memsz=0xffffffffffff0000'
reject symtab_huge sta 'section [0-9]+: sh_offset/sh_size' 'shdr[.symtab].sh_size=0x7fffffffffffff00'
reject strtab_past_end sta 'section [0-9]+: sh_offset/sh_size' 'shdr[.strtab].sh_offset=0xfffffffffffffff0'
# Counts that drive loops (item 3) and symbol values used as addresses (item 1).
reject hash_nchain dyn 'DT_HASH .*nchain 4294967295' hash.nchain=0xffffffff
reject table2_symbol dyn 'symbol _CPU_REVISION: value 0x10000000000 is not a writable' 'sym[_CPU_REVISION].st_value=0x10000000000'
reject sysstab_symbol dyn 'symbol __sysstab: value 0xfffffffffffffff8' 'sym[__sysstab].st_value=0xfffffffffffffff8'
reject table2_unmapped dyn 'symbol __argc: value 0x3ff00000 is not a writable address' 'sym[__argc].st_value=0x3ff00000'
reject dynsym_value dyn 'dynamic symbol exit: st_value 0x10000000000' 'dynsym[exit].st_value=0x10000000000'
reject table2_reloc dyn 'relocation at 0x7ff00000 outside the module' 'rela[0].r_offset=0x7ff00000'

# Bad DLLs through dlopen (items 3 and 5).
reject_dll dll_memsz 'p_memsz' 'phdr[LOAD].p_memsz=0x7fffffff0000'
reject_dll dll_pltrelsz_first 'DT_JMPREL/DT_PLTRELSZ' 'dyn[DT_JMPREL].d_val=0xfffffffffffffff0'
reject_dll dll_relasz 'DT_RELA/DT_RELASZ' 'dyn[DT_RELASZ].d_val=0xffffffffffff0000'
reject_dll dll_pltrelsz 'DT_JMPREL/DT_PLTRELSZ' 'dyn[DT_PLTRELSZ].d_val=0x7fffffff0'
reject_dll dll_nchain 'nchain 4294967295' hash.nchain=0xffffffff
reject_dll dll_symtab 'section [0-9]+: sh_offset/sh_size' 'shdr[.dynsym].sh_size=0xffffffffffff0000'
# make fuzz (fuzz_dll): sh_info of a kept (--emit-relocs) relocation section names the
# section it applies to; 0xffffffff wrapped the dld's header-table bound to 0, a host
# fault in dlopen. Rejected, like the main program's, by the one validator.
reject_dll dll_rela_info 'section [0-9]+: sh_info 4294967295 out of range' 'shdr[.rela.data].sh_info=0xffffffff'
reject rela_info dyn 'section [0-9]+: sh_info 4294967295 out of range' 'shdr[.rela.dyn].sh_info=0xffffffff'

reject_dll dll_symvalue_far 'dynamic symbol h_value: st_value 0xfffffffffff0' 'dynsym[h_value].st_value=0xfffffffffff0'
# A function symbol outside its DLL (inside the DLL area) is not an address of it: dlsym
# does not find it.
"${edit[@]}" "$out/libh.so" "$out/dll_symvalue.so" 'dynsym[h_value].st_value=0x3000000'
run dll_symvalue "$pa64" "$out/dlopener" "$out/dll_symvalue.so"
if [ "$status" = 0 ] && [ "$sout" = "dlopen ok: h_value(1) = -1" ]; then pass dll_symvalue
else fail dll_symvalue "status $status: $sout ${err:0:200}"; fi

# A linker table (.plt) made a 1 GB NOBITS section: the dld rebases only words inside
# the module, so dlopen takes milliseconds, not a minute and a gigabyte (item 3).
"${edit[@]}" "$out/libh.so" "$out/dll_bigplt.so" 'shdr[.plt].sh_type=8' 'shdr[.plt].sh_size=0x3fff0000'
(cd "$out" && timeout 20 "$pa64" "$out/dlopener" "$out/dll_bigplt.so" </dev/null >"$out/dll_bigplt.out" 2>&1)
status=$?
if [ "$status" = 0 ] && [ "$(cat "$out/dll_bigplt.out")" = "dlopen ok: h_value(1) = 3" ]; then pass dll_bigplt
else fail dll_bigplt "status $status (124: timed out): $(head -c 300 "$out/dll_bigplt.out")"; fi

# An edited .PARISC.unwind region (item 4): the profiler's unwinder keeps its analysis
# within the text, so csprof finishes promptly in bounded memory (8 GB of address space
# here; not under ASan, whose shadow needs more) and writes its profile.
unwind_case() {  # NAME EDIT
    local name=$1
    "${edit[@]}" "$out/dyn" "$out/$name" "$2" || { fail "$name" "elfedit failed"; return; }
    (cd "$out" && { [ -n "${ASAN_OPTIONS:-}" ] || ulimit -v 8000000; } &&
        timeout -k 5 60 "$root/bin/csprof" -e insn@10 -o "$out/$name.csprof" "$out/$name" \
        </dev/null >"$out/$name.out" 2>"$out/$name.err")
    status=$?
    if [ "$status" = 0 ] && [ -s "$out/$name.csprof" ]; then pass "$name"
    else fail "$name" "csprof status $status: $(head -c 300 "$out/$name.err")"; fi
}
unwind_case unwind_region_huge 'unwind[5].end=0x7fffffff'
unwind_case unwind_region_below 'unwind[5].start=0xfff00000'
# main's own region (entry 2) stretched by 64 MiB, so that samples in main are analysed
# with it: small enough that the allocation succeeds under the 8 GB limit. Before the fix
# csprof decoded 16M words past the text and ignored SIGTERM (killed at 65 s here); now
# it takes 0.02 s.
unwind_case unwind_region_main64m 'unwind[2].end+=0x4000000'

# The text segment is read-only once relocated (item 15), mapped by its program header
# (pa64.ld gives text and data their own segments): a store to code, to a string
# literal, or to the last page of the code (which also holds read-only data) is a
# guest SIGSEGV.
for p in codestore codestore-static; do
    for arg in "" rodata etext; do
        case $arg in rodata) what="a string literal" ;; etext) what="the end of the code" ;; *) what="the code of puts" ;; esac
        run "$p$arg" "$pa64" "$out/$p" $arg
        if [ "$status" = 139 ] && [ "$sout" = "storing to $what" ] &&
           [[ "$err" =~ ^"pa64: guest SIGSEGV at 0x"[0-9a-f]+" in main (codestore.c:"[0-9]+"): store to 0x"[0-9a-f]+$ ]]; then
            pass "$p $arg"
        else fail "$p $arg" "status $status: $sout / $err"; fi
    done
done
text=$(hppa64-linux-gnu-readelf -lW "$out/codestore" | awk '$1 == "LOAD" {print ($8 ~ /^0x/) ? $7 : $7 $8}' | tr '\n' ' ')
[ "$text" = "RE RW " ] && pass "pacc links text and data into their own segments (R E, RW)" || fail segments "LOAD flags: $text"


# Messages (item 14): a PC in data is outside any function; option errors.
run datajump "$pa64" "$out/datajump"
if [[ "$err" == "pa64: guest SIGTRAP at 0x"*" outside any function, branched to from 0x"*" in main (datajump.c:"*") (return address in rp): "* ]]; then pass datajump
else fail datajump "status $status: $err"; fi
mkdir -p "$out/adir"
run disasm_dir "$pa64" --disasm "$out/adir"
if [ "$status" = 1 ] && [ "$err" = "pa64: $out/adir: is a directory" ]; then pass disasm_dir
else fail disasm_dir "status $status: $err"; fi
run disasm_missing "$pa64" --disasm "$out/nonexistent"
if [ "$status" = 1 ] && [ "$err" = "pa64: $out/nonexistent: No such file or directory" ]; then pass disasm_missing
else fail disasm_missing "status $status: $err"; fi
run verify_negative "$pa64" --verify-unwind=-1 "$out/dyn"
if [ "$status" = 2 ] && [ "$err" = "pa64: bad --verify-unwind period -1" ]; then pass verify_negative
else fail verify_negative "status $status: $err"; fi

# Regression files: each cases/NAME.edits is `BASE EDIT...` (one line) with the message
# pattern on the next line.
for c in "$here"/cases/*.edits; do
    [ -f "$c" ] || continue
    { read -r -a words; read -r re; } <"$c"
    reject "$(basename "$c" .edits)" "${words[0]}" "$re" "${words[@]:1}"
done

# The same edited files through the fuzz harnesses' code (tests/fuzz/replay.c, built by
# make check), which loads them without running them: under check-asan this finds a bad
# read the loader's own refusal could hide.
replay() {  # NAME MAIN FILES...: status 0 when every file ran (tests/fuzz/replay.c)
    local name=$1 main=$2 exe=$root/build/tests/replay_$1
    shift 2
    [ -x "$exe" ] || { echo "SKIP harness_$name: $exe not built"; return; }
    if (cd "$out" && PA64_FUZZ_MAIN=$main timeout 120 "$exe" "$@" >"$out/harness_$name.log" 2>&1); then
        pass "harness_$name ($# files)"
    else fail "harness_$name" "status $?: $(grep -v 'warning: dld' "$out/harness_$name.log" | tail -3)"; fi
}
replay program "$out/dyn" "${edited_programs[@]}"
replay dll "$out/dlopener" "${edited_dlls[@]}"

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
