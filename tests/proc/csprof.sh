#!/bin/bash
# csprof follows processes: a program that forks a child and a child that execs writes
# one profile per process (docs/profiler.md, "Processes"); the parent's holds only its
# own work and hpcprof reads it; hpcprof merges all of them. usage: csprof.sh OUTDIR
set -u
here=$(cd -- "$(dirname -- "$0")" && pwd)
root=$(cd -- "$here/../.." && pwd)
dir=$1/csprof-follow
rm -rf "$dir"; mkdir -p "$dir"
bad=0
fail() { echo "FAIL $*"; bad=1; }
"$root/bin/pacc" -O1 -o "$dir/forker" "$here/prof/forker.c" || { echo "FAIL build"; exit 1; }
cd "$dir" || exit 1
for ev in insn@10000 itimer; do
    rm -f ./*.csprof*
    "$root/bin/csprof" -e $ev ./forker > run.out 2>&1 || fail "$ev: csprof exit $?: $(cat run.out)"
    grep -q "parent done 1" run.out || fail "$ev: the program's own checks"
    files=$(ls *.csprof* | sort | tr '\n' ' ')
    n=$(ls *.csprof* | wc -l)
    [ "$n" = 4 ] || fail "$ev: $n profiles, expected 4 (parent, child, child before and after exec): $files"
    ls forker-*-1.csprof > /dev/null 2>&1 || fail "$ev: no profile of the exec'd image: $files"
    ls *.incomplete-* > /dev/null 2>&1 && fail "$ev: temporary files left: $files"
    "$root/bin/hpcprof" --flat --threshold 0 forker.csprof > parent.txt 2>&1 || fail "$ev: hpcprof cannot read the parent's profile"
    grep -qE '^ +[1-9][0-9]* .*parent_work' parent.txt || fail "$ev: the parent's profile lacks parent_work"
    grep -qE '^ +[1-9][0-9]* .*child_work' parent.txt && fail "$ev: the parent's profile has the child's work"
    for f in forker-*.csprof; do
        "$root/bin/hpcprof" --flat --threshold 0 "$f" > child.txt 2>&1 || fail "$ev: hpcprof cannot read $f"
        case $f in
            forker-*-1.csprof) grep -qE '^ +[1-9][0-9]* .*child_work' child.txt || fail "$ev: $f lacks child_work" ;;
        esac
        grep -qE '^ +[1-9][0-9]* .*parent_work' child.txt && fail "$ev: $f has the parent's work"
    done
    "$root/bin/hpcprof" --flat --threshold 0 forker.csprof forker-*.csprof > all.txt 2>&1 || fail "$ev: hpcprof cannot merge"
    for fn in parent_work child_work; do
        grep -qE "^ +[1-9][0-9]* .*$fn" all.txt || fail "$ev: the merged profile lacks $fn"
    done
    if [ $ev = insn@10000 ]; then
        # deterministic: the parent's work is 2 x 2,000,000 iterations, each child's 3,000,000
        p=$(awk '/ parent_work/ {print $1; exit}' all.txt); c=$(awk '/ child_work/ {print $1; exit}' all.txt)
        pp=$(awk '/ parent_work/ {print $1; exit}' parent.txt)
        [ "$p" = "$pp" ] || fail "insn: merged parent_work $p differs from the parent's own $pp"
        [ "$c" -gt "$p" ] || fail "insn: merged child_work $c should exceed parent_work $p (two children)"
    fi
done
[ $bad = 0 ] && echo "csprof follows processes: ok"
exit $bad
