/* The interfaces the Open POSIX thread tests need besides threads: CPU affinity,
   sysinfo, pathconf, the process CPU clock, interval timers with SIGALRM, POSIX
   shared memory shared with a forked child, <features.h>. Prints one line per check. */
#define _GNU_SOURCE
#include <features.h>
#include <errno.h>
#include <fcntl.h>
#include <sched.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/sysinfo.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static volatile int alarms;
static void on_alarm(int s) { (void)s; alarms++; }

int main(void)
{
    cpu_set_t m;
    CPU_ZERO(&m);
    CPU_SET(0, &m);
    printf("affinity cpu0 %d count %d\n", sched_setaffinity(0, sizeof m, &m), CPU_COUNT(&m));
    CPU_ZERO(&m);
    CPU_SET(1, &m);
    int r = sched_setaffinity(0, sizeof m, &m);
    printf("affinity cpu1 %d %s\n", r, r ? strerror(errno) : "");
    sched_getaffinity(0, sizeof m, &m);
    printf("getaffinity %d %d\n", CPU_ISSET(0, &m), CPU_COUNT(&m));
    struct sysinfo si;
    printf("sysinfo %d ram %d unit %u\n", sysinfo(&si), si.totalram >= si.freeram && si.freeram > 0, si.mem_unit);
    printf("pathconf name %ld path %ld\n", pathconf("/", _PC_NAME_MAX), pathconf("/", _PC_PATH_MAX));
    clockid_t c;
    struct timespec ts;
    printf("cpuclock %d %d gettime %d\n", clock_getcpuclockid(0, &c), c == CLOCK_PROCESS_CPUTIME_ID, clock_gettime(c, &ts));
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_alarm;
    sigaction(SIGALRM, &sa, NULL);
    struct itimerval v = { { 0, 20000 }, { 0, 20000 } }, o;
    printf("setitimer %d\n", setitimer(ITIMER_REAL, &v, NULL));
    while (alarms < 3) pause();
    memset(&v, 0, sizeof v);
    setitimer(ITIMER_REAL, &v, &o);
    printf("alarms %d interval %ld\n", alarms, (long)o.it_interval.tv_usec);
    r = setitimer(ITIMER_PROF, &v, NULL);
    printf("ITIMER_PROF %d %s\n", r, r ? strerror(errno) : "");
    char name[64];
    snprintf(name, sizeof name, "/pa64-interfaces-%d", (int)getpid());
    int fd = shm_open(name, O_RDWR | O_CREAT | O_EXCL, 0600);
    if (fd < 0 || ftruncate(fd, 4096)) { perror("shm_open"); return 1; }
    volatile int *shared = mmap(NULL, 4096, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
    pid_t pid = fork();
    if (pid == 0) { shared[0] = 42; _exit(0); }
    waitpid(pid, NULL, 0);
    printf("shm seen from the child %d unlink %d again %d\n", shared[0], shm_unlink(name), shm_unlink(name));
    return 0;
}
