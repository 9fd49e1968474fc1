# A workload for dash: builtins, pipes, subshells, command substitution, host programs,
# background jobs, wait, traps, redirections, here-documents, functions and arithmetic.
set -u
fib() { if [ "$1" -lt 2 ]; then echo "$1"; else echo $(( $(fib $(($1 - 1))) + $(fib $(($1 - 2))) )); fi; }
echo "fib 12 = $(fib 12)"
i=0; sum=0
while [ $i -lt 2000 ]; do sum=$((sum + i * i % 7)); i=$((i + 1)); done
echo "sum $sum"
printf '%s\n' pear apple fig banana cherry | sort | tr a-z A-Z | head -n 3
seq 1 200 | awk '{s += $1} END {print "awk sum", s}'
words=$(echo "one two three four" | wc -w); echo "words: $words"
( cd /; pwd; exit 3 ); echo "subshell status $?"
for n in 1 2 3; do (echo "job $n"; exit $n) & done; wait
echo "after wait"
sleep 0.2 & pid=$!; wait $pid; echo "waited for $pid: $?" | sed 's/[0-9][0-9]*:/PID:/'
trap 'echo "trapped USR1"' USR1
kill -USR1 $$
echo "after trap"
( trap 'echo child got TERM; exit 7' TERM; kill -TERM $(sh -c 'echo $PPID'); sleep 5 ) ; echo "child status $?"
cat <<END | while read a b; do echo "[$b $a]"; done
alpha beta
gamma delta
END
tmp=${TMPDIR:-/tmp}/dashwork.$$
echo "to a file" > "$tmp"; echo "appended" >> "$tmp"; wc -l < "$tmp"; rm -f "$tmp"
case "abc.c" in *.c) echo "a C file";; *) echo other;; esac
false || echo "false failed"; true && echo "true ok"
x=$(ls /bin/sh /nonexistent 2>&1 | sort | head -1); echo "ls says: ${x%%:*}"
echo "exit now"
exit 4
