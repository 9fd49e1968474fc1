# Sourced by run.sh (same ok/bad/check helpers, in $out): the mechanisms behind the Open
# POSIX Test Suite's thread tests (issue 23), each a check that failed before its fix.

# A deadlock whose waits are joins and semaphores: the report reads no guest memory
# for them (it read a join's thread id as an address: a host fault at page 0, reported
# as a guest SIGSEGV in whatever the running thread was doing).
"$pacc" -O1 -g -pthread -o deadjoin "$here/deadjoin.c" || bad build deadjoin
timeout 30 "$pa64" ./deadjoin > dj.out 2> dj.err; rc=$?
check "deadlock of a join: status 1" "$rc" 1
grep -q 'thread 1 (main) joins thread 4' dj.err && [ "$(grep -c 'waits on semaphore' dj.err)" = 3 ] &&
    ! grep -q SIGSEGV dj.err && ok "deadlock of a join: report" || bad "deadlock of a join: report" "$(cat dj.err)"
