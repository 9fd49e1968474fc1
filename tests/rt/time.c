/* Time functions: time, gettimeofday, clock_gettime (REALTIME, MONOTONIC, CPU time),
   clock, times, and the calendar conversions (deterministic with TZ=UTC0). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/time.h>
#include <sys/times.h>
#include <time.h>

static int failures;

static void check(int ok, const char *what)
{
    printf("%s: %s\n", what, ok ? "ok" : "FAILED");
    if (!ok)
        failures++;
}

static volatile double sink;

static void burn(void)
{
    double s = 0;
    for (int i = 1; i < 300000; i++)
        s += 1.0 / i;
    sink = s;
}

static long long ns(const struct timespec *t)
{
    return (long long)t->tv_sec * 1000000000LL + t->tv_nsec;
}

static clock_t times_cpu(void)
{
    struct tms t;
    times(&t);
    return t.tms_utime + t.tms_stime;
}

/* The smallest step of a CPU-time reading seen over 20 changes: CPU time only advances
   while we run, so polling sees every step of its resolution (a few microseconds, the
   cost of one reading, if it is as fine as CLOCKS_PER_SEC says; 10000 if it came from
   the host's 10 ms scheduler tick). */
static clock_t min_step(clock_t (*read)(void))
{
    clock_t min = 0, prev = read();
    for (int changes = 0; changes < 20;) {
        clock_t now = read();
        if (now == prev) continue;
        if (!min || now - prev < min) min = now - prev;
        prev = now;
        changes++;
    }
    return min;
}

/* Whether CPU-time readings have sub-microsecond digits (clock_getres says 1 µs). */
static int cputime_finer_than_us(void)
{
    struct timespec t;
    for (int i = 0; i < 50; i++)
        if (clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t) == 0 && t.tv_nsec % 1000) return 1;
    return 0;
}

int main(void)
{
    time_t now = time(NULL);
    time_t now2;
    check(now > 1600000000 && time(&now2) >= now && now2 >= now, "time() is after 2020 and stored");

    struct timeval tv;
    check(gettimeofday(&tv, NULL) == 0, "gettimeofday");
    check(tv.tv_usec >= 0 && tv.tv_usec < 1000000, "tv_usec in range");
    check(tv.tv_sec >= now && tv.tv_sec - now <= 2, "gettimeofday agrees with time()");

    struct timespec rt, m1, m2, c1, c2, res;
    check(clock_gettime(CLOCK_REALTIME, &rt) == 0, "clock_gettime REALTIME");
    check(rt.tv_nsec >= 0 && rt.tv_nsec < 1000000000 && rt.tv_sec - now <= 2 && rt.tv_sec >= now,
          "REALTIME agrees with time()");
    check(clock_gettime(CLOCK_MONOTONIC, &m1) == 0, "clock_gettime MONOTONIC");
    check(clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &c1) == 0, "clock_gettime PROCESS_CPUTIME_ID");
    clock_t k1 = clock();
    burn();
    check(clock_gettime(CLOCK_MONOTONIC, &m2) == 0 && ns(&m2) > ns(&m1), "MONOTONIC advances");
    check(clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &c2) == 0 && ns(&c2) >= ns(&c1), "CPU time does not go back");
    clock_t k2 = clock();
    check(k1 != (clock_t)-1 && k2 >= k1, "clock() does not go back");
    check(clock_getres(CLOCK_MONOTONIC, &res) == 0 && ns(&res) > 0, "clock_getres");
    check(CLOCKS_PER_SEC == 1000000 && min_step(clock) < 1000, "clock() is finer than 1 ms (XSI: CLOCKS_PER_SEC 1000000)");
    check(clock_getres(CLOCK_PROCESS_CPUTIME_ID, &res) == 0 && ns(&res) <= 1000 && cputime_finer_than_us(),
          "CPU clock as fine as clock_getres says");
    check(clock_gettime((clockid_t)999, &rt) == -1, "unknown clock id fails");

    struct tms t;
    clock_t el = times(&t);
    check(el != (clock_t)-1, "times()");
    check((double)(t.tms_utime + t.tms_stime) / CLOCKS_PER_SEC < 3600,
          "times() CPU time in CLOCKS_PER_SEC units");
    check(min_step(times_cpu) < 1000, "times() CPU time is finer than 1 ms");

    /* Calendar conversions in UTC. */
    setenv("TZ", "UTC0", 1);
    tzset();
    char buf[128];
    time_t t0 = 0, t1 = 1234567890;
    strftime(buf, sizeof buf, "%Y-%m-%d %H:%M:%S %A %B", gmtime(&t0));
    printf("epoch: %s\n", buf);
    strftime(buf, sizeof buf, "%Y-%m-%d %H:%M:%S %a %b %j", gmtime(&t1));
    printf("1234567890: %s\n", buf);
    strftime(buf, sizeof buf, "%Y-%m-%d %H:%M:%S", localtime(&t1));
    printf("localtime in UTC0: %s\n", buf);
    printf("asctime: %s", asctime(gmtime(&t1)));

    struct tm tm;
    memset(&tm, 0, sizeof tm);
    tm.tm_year = 2000 - 1900;
    tm.tm_mon = 1;
    tm.tm_mday = 29;
    tm.tm_hour = 12;
    time_t leap = mktime(&tm);
    printf("mktime 2000-02-29 12:00 UTC: %lld (wday %d, yday %d)\n", (long long)leap, tm.tm_wday, tm.tm_yday);
    printf("difftime: %.1f\n", difftime(t1, t0));

    printf("%d failures\n", failures);
    return failures != 0;
}
