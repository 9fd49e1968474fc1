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

# The interfaces beside threads that the suite's tests use (each failed to build before).
"$pacc" -O1 -g -o interfaces "$here/interfaces.c" || bad build interfaces
timeout 30 "$pa64" ./interfaces > if.out 2>&1
check "interfaces: output" "$(cat if.out)" "affinity cpu0 0 count 1
affinity cpu1 -1 Invalid argument
getaffinity 1 1
sysinfo 0 ram 1 unit 1
pathconf name $(getconf NAME_MAX /) path $(getconf PATH_MAX /)
cpuclock 0 1 gettime 0
setitimer 0
alarms 3 interval 20000
ITIMER_PROF -1 Invalid argument
shm seen from the child 42 unlink 0 again -1"

# setrlimit of DATA and AS: the heap's limit (it was EPERM for any change).
"$pacc" -O1 -g -o rlimit "$here/rlimit.c" || bad build rlimit
timeout 30 "$pa64" ./rlimit > rl.out 2>&1
check "setrlimit DATA/AS: output" "$(cat rl.out)" "set data 0
get data 4194304 8388608
malloc stopped: Not enough space, between 3 and 4 MiB: 1
raise hard -1 Not owner
raise soft to hard 0, more memory 1
AS below the heap 0, malloc 0"

# Thread stacks end in a guard page (they were plain malloc blocks: an overflow ran on
# over the heap).
"$pacc" -O1 -g -pthread -o guard "$here/guard.c" || bad build guard
timeout 30 "$pa64" ./guard > g.out 2> g.err; rc=$?
guard=$(awk '/^guard at/ {print $3}' g.err)
check "guard page: overflow is SIGSEGV" "$rc $(grep -c 'guest fault in thread 2' g.err)" "139 1"
grep -q "SIGSEGV .* in depth .*store to ${guard%???}" g.err && ok "guard page: the store into the guard faults" ||
    bad "guard page: the store into the guard faults" "$(cat g.err)"
timeout 30 "$pa64" ./guard within > g2.out 2> /dev/null
check "guard page: a thread within its stack" "$(cat g2.out)" "finished: 820"

# fork in a thread: the child has only that thread (it kept them all: a deadlock).
"$pacc" -O1 -g -pthread -o forkthread "$here/forkthread.c" || bad build forkthread
timeout 30 "$pa64" ./forkthread > ft.out 2>&1
check "fork in a thread: one thread in the child" "$(cat ft.out)" "child: join main 3
child: atexit ran
parent: child exited 1 status 0"

# A signal for threads that are all blocked (it was reported as a deadlock at once).
"$pacc" -O1 -g -pthread -o sigwake "$here/sigwake.c" || bad build sigwake
timeout 30 "$pa64" ./sigwake > sw.out 2>&1; rc=$?
check "signal while all are blocked" "$rc $(cat sw.out)" "0 mutex wait: handler ended the thread: 7
sem_wait: -1 Interrupted system call, handler ran 1"

# Process-shared objects across fork (each blocked forever, or was never shared, before).
"$pacc" -O1 -g -pthread -o pshared "$here/pshared.c" || bad build pshared
timeout 60 "$pa64" ./pshared > ps.out 2>&1
check "process-shared objects across fork" "$(cat ps.out)" "child: trylock EBUSY; locked after the unlock; sem posted; cond signalled; read after the write; 
barrier: one serial 1; named sem 0; child status 0
unlink 0, again -1 No such file or directory"

# Per-thread CPU-time clocks (all were the process's).
"$pacc" -O1 -g -pthread -o cpuclock "$here/cpuclock.c" || bad build cpuclock
timeout 60 "$pa64" ./cpuclock > cc.out 2>&1
check "thread CPU-time clocks" "$(cat cc.out)" "sysconf 1 getcpuclockid 0
worker read its own 1, main's < worker's 1, worker's < process 1"
